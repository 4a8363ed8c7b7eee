/**
 * Images in the private bucket (INVENTORY.md "Catalogue" item images, AUTOMATION.md maintenance photos), written one
 * way: the bytes checked against their declared type (the schema checked it from the first bytes; here the whole
 * decoded file), a new object per upload under the company's prefix, short-lived signed GETs to show them.
 */
import { ulid } from 'ulid';
import { IMAGE_EXTENSIONS, imageNotRecognised, MAX_IMAGE_BYTES, sniffImageType, type ImageType } from '../../shared/inventory/images.ts';
import { badRequest } from './errors.ts';
import { log, serializeError } from './logger.ts';
// static, so the bundler keeps only the presigner (a dynamic import would keep the whole module, S3Client included)
import { sendSignedObjectRequest, signedInvoiceUrl } from './s3.ts';

/** How long a signed image URL works: a screen refetches its list long before (SWR revalidates on focus). */
export const IMAGE_URL_SECONDS = 15 * 60;

/** The decoded image and its type; 400 when the bytes are not the declared PNG, JPEG or WebP, or too large. */
export function imageBytesOf(input: { contentType: ImageType; data: string }): { bytes: Uint8Array; type: ImageType } {
  const bytes = new Uint8Array(Buffer.from(input.data, 'base64'));
  const type = sniffImageType(bytes);
  if (!type || type !== input.contentType || bytes.byteLength > MAX_IMAGE_BYTES) throw badRequest(imageNotRecognised);
  return { bytes, type };
}

/** companies/<cid>/<folder>/<owner>/<ulid>.<ext>: a new object per upload, so a signed URL never shows another image. */
export const imageObjectKey = (companyId: string, folder: string, ownerId: string, type: ImageType, now = new Date()) =>
  `companies/${companyId}/${folder}/${ownerId}/${ulid(now.getTime())}.${IMAGE_EXTENSIONS[type]}`;

export async function putImageObject(key: string, image: { bytes: Uint8Array; type: ImageType }, now = new Date()): Promise<void> {
  await sendSignedObjectRequest('PUT', key, { bytes: image.bytes, contentType: image.type }, now);
}

const typeOfKey = (key: string): ImageType =>
  (Object.entries(IMAGE_EXTENSIONS).find(([, ext]) => key.endsWith(`.${ext}`))?.[0] as ImageType | undefined) ?? 'image/png';

/** A short-lived signed GET of an image, shown inline as `<name>.<ext>`. */
export async function signedImageUrl(key: string, name: string, now = new Date()): Promise<string> {
  const contentType = typeOfKey(key);
  const fileName = `${name}.${IMAGE_EXTENSIONS[contentType]}`;
  return (await signedInvoiceUrl(key, { expiresInSeconds: IMAGE_URL_SECONDS, disposition: 'inline', fileName, contentType }, now)).url;
}

/** Removing an object we no longer point at may fail without failing the request (the bucket's lifecycle keeps it tidy). */
export async function forgetImageObject(key: string): Promise<void> {
  await sendSignedObjectRequest('DELETE', key).catch((err: unknown) =>
    log('warn', 'image not deleted', { key, error: serializeError(err) }),
  );
}

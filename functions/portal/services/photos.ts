/**
 * A tenant's photos of a repair (PORTAL.md): uploaded by the browser straight to the private bucket with a presigned
 * PUT bound to the declared type and size, under `companies/<cid>/portal-uploads/<tenantId>/`; when the request is
 * sent, each one is read back and checked as item images are (the first bytes' signature, the size), then moved to
 * where the staff's photos of the request live (`companies/<cid>/maintenance/<requestUlid>/`, lib/images.ts), so the
 * staff's screens show them as their own and an upload serves one request only.
 */
import { ulid } from 'ulid';
import { sniffImageType, type ImageType } from '../../../shared/inventory/images.ts';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import { MAX_PHOTO_BYTES } from '../../../shared/portal/schemas.ts';
import type { PortalUploadUrl } from '../../../shared/portal/types.ts';
import { badRequest } from '../../lib/errors.ts';
import { forgetImageObject, imageObjectKey, putImageObject } from '../../lib/images.ts';
import { readSignedObject, signedBoundUploadUrl } from '../../lib/s3.ts';
import type { MaintenancePhotoRecord } from '../../rent/records.ts';

/** How long an upload URL works: enough to send 5 MB on a slow phone connection. */
export const UPLOAD_URL_SECONDS = 10 * 60;
const UPLOAD_FOLDER = 'portal-uploads';
const uploadFolder = (companyId: string, tenantId: string) => `companies/${companyId}/${UPLOAD_FOLDER}/${tenantId}/`;
// a ULID and the extension of one of the three types, as imageObjectKey names them
const UPLOAD_NAME = /^[0-9A-HJKMNP-TV-Z]{26}\.(?:jpg|png|webp)$/;

/** Is this a key upload-url handed to this tenant of this company (not another tenant's, not another folder's)? */
export const isUploadOf = (companyId: string, tenantId: string, key: string): boolean =>
  key.startsWith(uploadFolder(companyId, tenantId)) && UPLOAD_NAME.test(key.slice(uploadFolder(companyId, tenantId).length));

/** A presigned PUT for one photo of this type and exactly this size, under the tenant's upload folder. */
export async function photoUploadUrl(
  companyId: string,
  tenantId: string,
  photo: { contentType: ImageType; size: number },
  now = new Date(),
): Promise<PortalUploadUrl> {
  const key = imageObjectKey(companyId, UPLOAD_FOLDER, tenantId, photo.contentType, now);
  return { key, url: await signedBoundUploadUrl(key, { contentType: photo.contentType, size: photo.size }, UPLOAD_URL_SECONDS, now) };
}

export interface UploadedPhoto {
  key: string;
  bytes: Uint8Array;
  type: ImageType;
}

/** One upload read back: missing, too large, or not an image of the three types is a 400 naming the photo (1-based). */
async function readUpload(key: string, n: number): Promise<UploadedPhoto> {
  const res = await readSignedObject('GET', key);
  if (!res) throw badRequest(PORTAL_MESSAGES.photoMissing(n));
  if (Number(res.headers.get('content-length') ?? 0) > MAX_PHOTO_BYTES) {
    await res.body?.cancel();
    throw badRequest(PORTAL_MESSAGES.photoTooLarge(n));
  }
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw badRequest(PORTAL_MESSAGES.photoTooLarge(n));
  const type = sniffImageType(bytes);
  if (!type) throw badRequest(PORTAL_MESSAGES.photoNotImage(n));
  return { key, bytes, type };
}

/**
 * The photos of a request, checked in order: each a key of this tenant's uploads, listed once, uploaded, at most 5 MB,
 * and really a JPEG, PNG or WebP (its first bytes, whatever type the browser declared). The first problem is the 400.
 */
export async function readUploadedPhotos(companyId: string, tenantId: string, keys: readonly string[]): Promise<UploadedPhoto[]> {
  keys.forEach((key, i) => {
    if (!isUploadOf(companyId, tenantId, key)) throw badRequest(PORTAL_MESSAGES.photoNotYours(i + 1));
    if (keys.indexOf(key) !== i) throw badRequest(PORTAL_MESSAGES.photoTwice(i + 1));
  });
  const read = await Promise.allSettled(keys.map((key, i) => readUpload(key, i + 1)));
  const failed = read.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return read.map((r) => (r as PromiseFulfilledResult<UploadedPhoto>).value);
}

/** Stores the checked photos where the request's photos live, named by their real type; answers their records. */
export async function storeRequestPhotos(
  companyId: string,
  requestUlid: string,
  photos: readonly UploadedPhoto[],
  now = new Date(),
): Promise<MaintenancePhotoRecord[]> {
  return Promise.all(
    photos.map(async (photo) => {
      const key = imageObjectKey(companyId, 'maintenance', requestUlid, photo.type, now);
      await putImageObject(key, photo, now);
      return { id: ulid(now.getTime()), key, at: now.toISOString() };
    }),
  );
}

/** Removes objects no request points at (the uploads once moved, or copies of a request that was not saved). */
export async function forgetPhotos(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map(forgetImageObject));
}

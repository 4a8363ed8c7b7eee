/**
 * Item images (INVENTORY.md "Catalogue"): PNG, JPEG or WebP, at most 2 MB, sent as base64 in JSON to
 * `POST /api/ims/product/image`. The type is read from the file's first bytes (its signature), not only from
 * what the browser declares; the form and the handler run the same checks.
 */
import * as z from 'zod/mini';
import { idField } from '../schemas/common.ts';
import * as M from './messages.ts';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const imageTypeInvalid = 'Image must be a PNG, JPEG or WebP file';
export const imageTooLarge = 'Image must be at most 2 MB';
export const imageMissing = 'Please choose an image';
export const imageDataInvalid = 'Image data must be base64';
export const imageNotRecognised = 'The file is not a PNG, JPEG or WebP image';
export const imageUploaded = 'Image uploaded successfully';
export const failedToUploadImage = 'Failed to upload image';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type from the file's signature (PNG 89 50 4E 47 0D 0A 1A 0A, JPEG FF D8 FF, WebP RIFF….WEBP), else null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Bytes that `data` decodes to, from its length alone (so a too-large image is refused before it is decoded). */
export function base64Size(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The first bytes of base64 text (enough for a signature), without decoding the rest. */
function headOf(data: string, chars = 16): Uint8Array {
  const text = atob(data.slice(0, chars - (chars % 4)));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** What the browser knows before reading a chosen file: its declared type and size. null = fine. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return imageTypeInvalid;
  if (file.size === 0) return imageNotRecognised;
  return file.size > MAX_IMAGE_BYTES ? imageTooLarge : null;
}

/**
 * An image upload `{ id, contentType, data }` (POST product/image, POST maintenance/photo): `data` is the file as
 * base64 (a `data:` URL prefix and line breaks are dropped). The file's signature must show the declared type: a GIF,
 * a text file or a PNG declared as JPEG is refused with the same message. `idMessage`: what a missing id answers.
 */
export const imageUploadSchema = (idMessage: string, idMax = 120) =>
  z
    .object({
      id: idField(idMessage, idMax),
      contentType: z.enum(IMAGE_TYPES, { error: imageTypeInvalid }),
      data: z.string({ error: imageMissing }).check(
        z.overwrite((v) => v.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s+/g, '')),
        z.minLength(1, { error: imageMissing }),
        z.refine((v) => base64Size(v) <= MAX_IMAGE_BYTES, { error: imageTooLarge, abort: true }),
        z.refine((v) => BASE64.test(v), { error: imageDataInvalid, abort: true }),
      ),
    })
    .check(
      z.refine((v) => typeof v.data !== 'string' || !BASE64.test(v.data) || sniffImageType(headOf(v.data)) === v.contentType, {
        error: imageNotRecognised,
        path: ['data'],
      }),
    );

/** POST product/image `{ id, contentType, data }` (an item's id: at most 40 characters). */
export const uploadImageSchema = /* @__PURE__ */ (() => imageUploadSchema(M.productNotFound, 40))();
export type UploadImageInput = z.output<typeof uploadImageSchema>;

/** The answer: the message and a fresh signed URL of the new image. */
export interface ImageUploaded {
  message: string;
  img_url: string;
}

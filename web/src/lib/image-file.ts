/** Image files chosen in the browser (item images, maintenance photos), read the way the API takes them. */
import { checkImageFile, imageNotRecognised, sniffImageType, type ImageType } from '../../../shared/inventory/images.ts';

/** A file's bytes as base64 (what the image uploads take), in chunks so a 2 MB file does not overflow the stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let text = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) text += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(text);
}

/** A chosen file as an upload's `{ contentType, data }`, or the message that refuses it (type, size and signature, as the server checks). */
export async function readImageFile(file: File): Promise<{ contentType: ImageType; data: string } | string> {
  const problem = checkImageFile(file);
  if (problem) return problem;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type || type !== file.type) return imageNotRecognised;
  return { contentType: type, data: bytesToBase64(bytes) };
}

/**
 * The import's objects in the private bucket: the uploaded file (streamed), the checked rows and the errors (JSON).
 * Through presigned requests sent with fetch (functions/lib/s3.ts), so no import Lambda loads an S3Client.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { readSignedObject, sendSignedObjectRequest } from '../lib/s3.ts';

/** The object's size in bytes, or null when there is none. */
export async function objectSize(key: string): Promise<number | null> {
  const res = await readSignedObject('HEAD', key);
  return res ? Number(res.headers.get('content-length') ?? 0) : null;
}

/** The object's bytes as a stream (null when there is none). */
export async function objectStream(key: string): Promise<Readable | null> {
  const res = await readSignedObject('GET', key);
  if (!res) return null;
  return res.body ? Readable.fromWeb(res.body as unknown as WebReadableStream) : Readable.from([]);
}

export async function putJson(key: string, value: unknown): Promise<void> {
  await sendSignedObjectRequest('PUT', key, { bytes: new TextEncoder().encode(JSON.stringify(value)), contentType: 'application/json' });
}

export async function getJson<T>(key: string): Promise<T | null> {
  const res = await readSignedObject('GET', key);
  return res ? ((await res.json()) as T) : null;
}

import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from './config.ts';

let client: S3Client | undefined;

/**
 * The one S3 client, built once per container. Locally it points at s3rver: path-style URLs (no
 * bucket subdomains on 127.0.0.1) and s3rver's built-in key pair, the only one it accepts.
 */
export function s3(): S3Client {
  client ??= new S3Client({
    region: config.region,
    ...(config.s3Endpoint
      ? {
          endpoint: config.s3Endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          // s3rver predates S3's flexible checksums; only send them when an operation requires one.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  return client;
}

/** Test hook: forget the client (a test may point S3_ENDPOINT elsewhere). */
export function resetS3Client(): void {
  client = undefined;
}

/** Stores an object in the private invoice bucket. */
export async function putInvoiceObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: config.invoiceBucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      ContentLength: body.byteLength,
      CacheControl: 'private, no-store',
    }),
  );
}

export interface SignedDownload {
  readonly url: string;
  /** ISO timestamp after which S3 refuses the URL. */
  readonly expiresAt: string;
}

/** `attachment; filename="Sales_Invoice.pdf"`: quotes and control characters are dropped so the header stays well-formed. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const safe = fileName.replace(/["\\\r\n]/g, '').replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${safe}"`;
}

/**
 * A short-lived presigned GET for an object of the invoice bucket. The response headers are fixed by
 * the signature, so the browser saves (or shows) the file under our name and type whatever S3 stored.
 */
export async function signedInvoiceUrl(
  key: string,
  options: { expiresInSeconds: number; disposition: 'attachment' | 'inline'; fileName: string; contentType: string },
  now = new Date(),
): Promise<SignedDownload> {
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: config.invoiceBucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(options.disposition, options.fileName),
      ResponseContentType: options.contentType,
      ResponseCacheControl: 'private, no-store',
    }),
    { expiresIn: options.expiresInSeconds, signingDate: now },
  );
  return { url, expiresAt: new Date(now.getTime() + options.expiresInSeconds * 1000).toISOString() };
}

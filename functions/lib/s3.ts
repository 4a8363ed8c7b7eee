import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { config } from './config.ts';

/** s3rver accepts only its built-in key pair. */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

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
          credentials: LOCAL_CREDENTIALS,
          // s3rver predates S3's flexible checksums; only send them when an operation requires one.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  return client;
}

/** Test hook: forget the client and the presigner (a test may point S3_ENDPOINT elsewhere). */
export function resetS3Client(): void {
  client = undefined;
  presigner = undefined;
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
 *
 * Signed with the SDK's own S3 presigner on a request we address ourselves, rather than through an
 * S3Client: the public link route needs nothing else from S3, and the client would add ~190 kB to its
 * bundle (cold start). tests/unit/invoice-link-signed-urls.test.ts holds the result equal to
 * getSignedUrl(S3Client, GetObjectCommand) for both endpoints.
 */
export async function signedInvoiceUrl(
  key: string,
  options: { expiresInSeconds: number; disposition: 'attachment' | 'inline'; fileName: string; contentType: string },
  now = new Date(),
): Promise<SignedDownload> {
  const url = await presignObject(
    'GET',
    key,
    {
      'response-cache-control': 'private, no-store',
      'response-content-disposition': contentDisposition(options.disposition, options.fileName),
      'response-content-type': options.contentType,
      'x-id': 'GetObject',
    },
    options.expiresInSeconds,
    now,
  );
  return { url, expiresAt: new Date(now.getTime() + options.expiresInSeconds * 1000).toISOString() };
}

/**
 * A presigned PUT of an object of the invoice bucket, for the browser to upload a file straight to S3 (an import's CSV,
 * IMPORT.md "Import" 3). Signed like signedInvoiceUrl, without an S3Client; the content type is not signed, so the
 * browser may send its own. tests/unit/invoice-link-signed-urls.test.ts holds it equal to
 * getSignedUrl(S3Client, PutObjectCommand) for both endpoints.
 */
export async function signedUploadUrl(key: string, expiresInSeconds: number, now = new Date()): Promise<string> {
  return presignObject('PUT', key, { 'x-id': 'PutObject' }, expiresInSeconds, now);
}

/**
 * A presigned PUT bound to one content type and one exact size (a tenant's photo, PORTAL.md): both headers are signed,
 * so S3 refuses a request that declares another type or sends another number of bytes. The browser sends
 * `content-type` itself (the bucket's CORS rule allows it) and `content-length` is the body's own.
 */
export async function signedBoundUploadUrl(
  key: string,
  body: { contentType: string; size: number },
  expiresInSeconds: number,
  now = new Date(),
): Promise<string> {
  return presignObject('PUT', key, { 'x-id': 'PutObject' }, expiresInSeconds, now, {
    'content-length': String(body.size),
    'content-type': body.contentType,
  });
}

/**
 * A presigned request for an object of the invoice bucket, addressed by us (no S3Client: see signedInvoiceUrl);
 * `headers` (lower-case names) are signed: the request must carry exactly these values.
 */
async function presignObject(
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
  key: string,
  query: Record<string, string>,
  expiresInSeconds: number,
  now: Date,
  headers: Record<string, string> = {},
): Promise<string> {
  const bucket = config.invoiceBucket;
  const path = `/${key.split('/').map(uriEscape).join('/')}`;
  const local = config.s3Endpoint ? new URL(config.s3Endpoint) : null;
  const signed = await presign().presign(
    {
      method,
      protocol: local?.protocol ?? 'https:',
      // Locally path-style (s3rver on 127.0.0.1); on AWS the bucket's virtual-hosted regional endpoint.
      hostname: local?.hostname ?? `${bucket}.s3.${config.region}.amazonaws.com`,
      port: local?.port ? Number(local.port) : undefined,
      path: local ? `/${uriEscape(bucket)}${path}` : path,
      query,
      headers: { ...headers },
    },
    {
      expiresIn: expiresInSeconds,
      signingDate: now,
      // the S3 presigner leaves content-type unsigned unless asked to sign it
      ...(Object.keys(headers).length ? { signableHeaders: new Set(Object.keys(headers)) } : {}),
    },
  );
  const signedQuery = Object.entries(signed.query ?? {})
    .map(([k, v]) => `${uriEscape(k)}=${uriEscape(String(v))}`)
    .join('&');
  const port = signed.port ? `:${signed.port}` : '';
  return `${signed.protocol}//${signed.hostname}${port}${signed.path}?${signedQuery}`;
}

/**
 * Writes or deletes an object through a presigned request sent with fetch: the few routes that store an item
 * image stay within the CRUD bundle budget (an S3Client adds ~200 kB to a Lambda).
 */
export async function sendSignedObjectRequest(
  method: 'PUT' | 'DELETE',
  key: string,
  body?: { bytes: Uint8Array; contentType: string },
  now = new Date(),
): Promise<void> {
  const url = await presignObject(method, key, { 'x-id': method === 'PUT' ? 'PutObject' : 'DeleteObject' }, 60, now);
  const res = await fetch(url, {
    method,
    ...(body
      ? {
          body: new Uint8Array(body.bytes),
          headers: { 'content-type': body.contentType, 'cache-control': 'private, no-store' },
        }
      : {}),
  });
  if (!res.ok && !(method === 'DELETE' && res.status === 404)) {
    throw new Error(`S3 ${method} ${key} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
}

/**
 * Reads an object (GET) or its size (HEAD) through a presigned request sent with fetch, for the same reason:
 * the import's routes and worker need no S3Client. Answers null when there is no such object.
 */
export async function readSignedObject(method: 'GET' | 'HEAD', key: string, now = new Date()): Promise<Response | null> {
  const url = await presignObject(method, key, { 'x-id': method === 'GET' ? 'GetObject' : 'HeadObject' }, 60, now);
  const res = await fetch(url, { method });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`S3 ${method} ${key} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res;
}

let presigner: S3RequestPresigner | undefined;

function presign(): S3RequestPresigner {
  presigner ??= new S3RequestPresigner({
    region: config.region,
    // Lambda hands a function its role's credentials in the environment.
    credentials: config.s3Endpoint ? LOCAL_CREDENTIALS : fromEnv(),
    sha256: Sha256,
  });
  return presigner;
}

/** RFC 3986 escaping as S3 canonicalises it (encodeURIComponent leaves !'()* alone). */
function uriEscape(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** SHA-256 and HMAC-SHA-256 from node:crypto in the shape the SDK's signer asks for. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(toBuffer(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    throw new Error('Sha256 is single-use');
  }
}

function toBuffer(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

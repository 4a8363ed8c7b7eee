/**
 * The invoice bucket's presigned GETs (and the import's presigned PUTs) are signed without an S3Client (see
 * functions/lib/s3.ts); they must be exactly what the SDK's getSignedUrl(S3Client, GetObjectCommand / PutObjectCommand)
 * would hand out, locally and on AWS.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { contentDisposition, resetS3Client, signedInvoiceUrl, signedUploadUrl } from '../../functions/lib/s3.ts';

const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
  resetS3Client();
});

const now = new Date('2026-11-22T10:11:12Z');
const options = { expiresInSeconds: 300, fileName: 'Sales_Invoice.pdf', contentType: 'application/pdf' } as const;

/**
 * The reference: an S3Client for the same endpoint and credentials. Checksums off, or the SDK adds
 * x-amz-checksum-mode / an empty body's x-amz-checksum-crc32 to a presigned GET, which S3 does not need.
 */
function referenceClient(): S3Client {
  const endpoint = process.env.S3_ENDPOINT;
  return new S3Client({
    region: process.env.AWS_REGION,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint
      ? { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
      : {
          credentials: {
            accessKeyId: process.env.AWS_ACCESS_KEY_ID!,
            secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY!,
            sessionToken: process.env.AWS_SESSION_TOKEN,
          },
        }),
  });
}

async function sdkUrl(key: string, disposition: 'attachment' | 'inline'): Promise<string> {
  return getSignedUrl(
    referenceClient(),
    new GetObjectCommand({
      Bucket: process.env.INVOICE_BUCKET,
      Key: key,
      ResponseContentDisposition: contentDisposition(disposition, options.fileName),
      ResponseContentType: options.contentType,
      ResponseCacheControl: 'private, no-store',
    }),
    { expiresIn: options.expiresInSeconds, signingDate: now },
  );
}

function parts(url: string) {
  const u = new URL(url);
  return { origin: u.origin, pathname: u.pathname, query: Object.fromEntries([...u.searchParams].sort(([a], [b]) => a.localeCompare(b))) };
}

const keys = [
  '01JDQ5X8ZB6YV3W2N1M0K9J8H7/rent-invoices/12-1-01JDQ5X8ZB6YV3W2N1M0K9J8H7-01JDQ5X8ZB6YV3W2N1M0K9J8H8/01JDQ5X8ZB6YV3W2N1M0K9J8H9.pdf',
  'odd keys/with spaces, (parens)!*/naïve ü+&=.pdf',
];

describe.each([
  ['locally (s3rver, path-style)', { S3_ENDPOINT: 'http://127.0.0.1:4569', AWS_REGION: 'us-east-1' }],
  ['on AWS (eu-west-2, virtual-hosted)', { S3_ENDPOINT: undefined, AWS_REGION: 'eu-west-2' }],
  ['on AWS (us-east-1)', { S3_ENDPOINT: undefined, AWS_REGION: 'us-east-1' }],
])('signed invoice URLs %s', (_where, env) => {
  beforeEach(() => {
    process.env.INVOICE_BUCKET = 'business-suite-invoices-abc123';
    process.env.AWS_ACCESS_KEY_ID = 'AKIAEXAMPLEEXAMPLE12';
    process.env.AWS_SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    process.env.AWS_SESSION_TOKEN = 'IQoJb3JpZ2luX2VjEXAMPLE//session+token=';
    process.env.AWS_REGION = env.AWS_REGION;
    if (env.S3_ENDPOINT) process.env.S3_ENDPOINT = env.S3_ENDPOINT;
    else delete process.env.S3_ENDPOINT;
    resetS3Client();
  });

  it.each(
    keys.flatMap(
      (key) =>
        [
          [key, 'attachment'],
          [key, 'inline'],
        ] as const,
    ),
  )('equal the SDK presigner for %s (%s)', async (key, disposition) => {
    const ours = await signedInvoiceUrl(key, { ...options, disposition }, now);
    expect(parts(ours.url)).toEqual(parts(await sdkUrl(key, disposition)));
    expect(ours.expiresAt).toBe('2026-11-22T10:16:12.000Z');
    const q = new URL(ours.url).searchParams;
    expect(q.get('X-Amz-Expires')).toBe('300');
    expect(q.get('response-content-disposition')).toBe(`${disposition}; filename="Sales_Invoice.pdf"`);
    expect(q.get('response-content-type')).toBe('application/pdf');
  });
});

const uploadKeys = ['imports/01JDQ5X8ZB6YV3W2N1M0K9J8H7/uploads/01JDQ5X8ZB6YV3W2N1M0K9J8H8.csv', 'imports/odd keys/naïve (1)!*.csv'];

describe.each([
  ['locally (s3rver, path-style)', { S3_ENDPOINT: 'http://127.0.0.1:4569', AWS_REGION: 'us-east-1' }],
  ['on AWS (eu-west-2, virtual-hosted)', { S3_ENDPOINT: undefined, AWS_REGION: 'eu-west-2' }],
  ['on AWS (us-east-1)', { S3_ENDPOINT: undefined, AWS_REGION: 'us-east-1' }],
])('signed upload URLs %s', (_where, env) => {
  beforeEach(() => {
    process.env.INVOICE_BUCKET = 'business-suite-invoices-abc123';
    process.env.AWS_ACCESS_KEY_ID = 'AKIAEXAMPLEEXAMPLE12';
    process.env.AWS_SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    process.env.AWS_SESSION_TOKEN = 'IQoJb3JpZ2luX2VjEXAMPLE//session+token=';
    process.env.AWS_REGION = env.AWS_REGION;
    if (env.S3_ENDPOINT) process.env.S3_ENDPOINT = env.S3_ENDPOINT;
    else delete process.env.S3_ENDPOINT;
    resetS3Client();
  });

  it.each(uploadKeys)('equal the SDK presigner for a PUT of %s', async (key) => {
    const ours = await signedUploadUrl(key, 900, now);
    const sdk = await getSignedUrl(referenceClient(), new PutObjectCommand({ Bucket: process.env.INVOICE_BUCKET, Key: key }), {
      expiresIn: 900,
      signingDate: now,
    });
    expect(parts(ours)).toEqual(parts(sdk));
    const q = new URL(ours).searchParams;
    expect(q.get('X-Amz-Expires')).toBe('900');
    expect(q.get('x-id')).toBe('PutObject');
    // only the host is signed: the browser sends its own content-type
    expect(q.get('X-Amz-SignedHeaders')).toBe('host');
  });
});

describe('content disposition', () => {
  it('keeps the header well-formed whatever the file name', () => {
    expect(contentDisposition('attachment', 'Sales_Invoice.pdf')).toBe('attachment; filename="Sales_Invoice.pdf"');
    expect(contentDisposition('inline', 'a"b\\c\r\nd é.pdf')).toBe('inline; filename="abcd _.pdf"');
  });
});

import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { LocalServiceError } from './dynamo.ts';

export interface S3Local {
  readonly endpoint: string;
  stop(): Promise<void>;
}

/**
 * The browser PUTs import files straight to the bucket with a presigned URL (IMPORT.md "Import" 3), from the page's
 * origin: the local gateway on any port, by either loopback name. On AWS the bucket allows the product's origin
 * (infra/constructs/private-bucket.ts); the presigned URL is the credential either way.
 */
export const LOCAL_BUCKET_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>http://localhost:*</AllowedOrigin>
    <AllowedOrigin>http://127.0.0.1:*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver: the S3 API on disk. The real SDK talks to it through an endpoint setting. */
export async function startS3Local(options: { port: number; directory: string; buckets: string[] }): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    silent: true,
    directory: options.directory,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [LOCAL_BUCKET_CORS] })),
  });
  try {
    await server.run();
  } catch (err) {
    throw new LocalServiceError(`s3rver could not start on port ${options.port}: ${(err as Error).message}`);
  }
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: async () => {
      await server.close();
    },
  };
}

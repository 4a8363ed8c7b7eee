import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { LocalServiceError } from './dynamo.ts';

export interface S3Local {
  readonly endpoint: string;
  stop(): Promise<void>;
}

/** s3rver: the S3 API on disk. The real SDK talks to it through an endpoint setting. */
export async function startS3Local(options: { port: number; directory: string; buckets: string[] }): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    silent: true,
    directory: options.directory,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [] })),
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

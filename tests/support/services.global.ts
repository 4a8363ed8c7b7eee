/** Integration runs: DynamoDB Local (in memory) and s3rver start once; each test file makes its own table. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureSecretsFile, startServices } from '../../infra/local/services.ts';

export const TEST_BUCKET = 'test-invoices';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    s3Endpoint: string;
    secretsFile: string;
    bucket: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'suite-it-'));
  const services = await startServices({ buckets: [TEST_BUCKET], s3Directory: join(dir, 's3') });
  project.provide('dynamoEndpoint', services.dynamo.endpoint);
  project.provide('s3Endpoint', services.s3.endpoint);
  project.provide('secretsFile', ensureSecretsFile(dir));
  project.provide('bucket', TEST_BUCKET);
  return async () => {
    await services.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

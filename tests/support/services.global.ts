/** Integration runs: DynamoDB Local (in memory), s3rver and aws-ses-v2-local start once; each test file makes its own table. */
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
    /** aws-ses-v2-local (its `GET /store` lists what was sent: tests/support/inbox.ts). */
    mailEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'suite-it-'));
  const services = await startServices({ buckets: [TEST_BUCKET], s3Directory: join(dir, 's3') });
  project.provide('dynamoEndpoint', services.dynamo.endpoint);
  project.provide('s3Endpoint', services.s3.endpoint);
  project.provide('secretsFile', ensureSecretsFile(dir));
  project.provide('bucket', TEST_BUCKET);
  project.provide('mailEndpoint', services.mail.endpoint);
  return async () => {
    await services.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

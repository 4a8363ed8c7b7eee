import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Server } from 'node:http';
import type { RouteDefinition } from '../../shared/routes.ts';
import { ensureTable, startDynamoLocal, type DynamoLocal } from './dynamo.ts';
import { createGateway, type LambdaHandler } from './gateway.ts';
import { startMailLocal, type MailLocal } from './mail.ts';
import { freePort } from './ports.ts';
import { startS3Local, type S3Local } from './s3.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const LOCAL_TABLE = 'business-suite';
export const LOCAL_INVOICE_BUCKET = 'business-suite-invoices';
/** The sender of every local email (on AWS: cdk context `mailFrom`, a verified SES identity). */
export const LOCAL_MAIL_FROM = 'no-reply@business-suite.local';

/** Signing secrets for local runs: generated once under the data directory, never in code. */
export function ensureSecretsFile(dataDir: string): string {
  const file = join(dataDir, 'secrets.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const secrets = { key: randomBytes(48).toString('base64url') };
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return file;
}

/** Points the in-process handlers at the local services (the handlers read configuration from the environment). */
export function applyHandlerEnv(env: {
  dynamoEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  bucket: string;
  secretsFile: string;
  /** aws-ses-v2-local's endpoint. */
  mailEndpoint: string;
  /** The origin links in emails point at (the gateway's base URL). */
  appUrl?: string;
}) {
  Object.assign(process.env, {
    MAIL_ENDPOINT: env.mailEndpoint,
    MAIL_FROM: LOCAL_MAIL_FROM,
    ...(env.appUrl ? { APP_URL: env.appUrl } : {}),
    DYNAMODB_ENDPOINT: env.dynamoEndpoint,
    S3_ENDPOINT: env.s3Endpoint,
    TABLE_NAME: env.tableName,
    INVOICE_BUCKET: env.bucket,
    AUTH_SECRETS_FILE: env.secretsFile,
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
}

export const importHandler = async (route: RouteDefinition): Promise<LambdaHandler> => {
  const mod = (await import(pathToFileURL(join(repoRoot, route.handler)).href)) as { handler?: LambdaHandler };
  if (typeof mod.handler !== 'function') throw new Error(`${route.handler} does not export a handler`);
  return mod.handler;
};

export interface LocalServices {
  readonly dynamo: DynamoLocal;
  readonly s3: S3Local;
  readonly mail: MailLocal;
  stop(): Promise<void>;
}

/** A port free when picked can be taken before the service listens on it (another run starting beside): try others. */
const PORT_ATTEMPTS = 3;
const portTaken = (err: unknown) => /in use|EADDRINUSE|BindException/i.test(String((err as Error)?.message ?? err));

export async function onFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (err) {
      if (attempt >= PORT_ATTEMPTS || !portTaken(err)) throw err;
    }
  }
}

/**
 * DynamoDB Local + s3rver + aws-ses-v2-local, on free loopback ports (the email service on `mailPort` when given).
 * `dataDir` keeps data across restarts; without it, memory only (sent emails are always kept in memory only).
 */
export async function startServices(options: {
  dataDir?: string;
  buckets: string[];
  s3Directory?: string;
  mailPort?: number;
}): Promise<LocalServices> {
  const dynamo = await onFreePort((port) =>
    startDynamoLocal({ port, dbPath: options.dataDir ? join(options.dataDir, 'dynamodb') : undefined }),
  );
  let s3: S3Local;
  try {
    s3 = await onFreePort((port) =>
      startS3Local({
        port,
        directory: options.s3Directory ?? join(options.dataDir ?? join(repoRoot, '.data'), 's3'),
        buckets: options.buckets,
      }),
    );
  } catch (err) {
    await dynamo.stop();
    throw err;
  }
  let mail: MailLocal;
  try {
    mail = options.mailPort ? await startMailLocal({ port: options.mailPort }) : await onFreePort((port) => startMailLocal({ port }));
  } catch (err) {
    await Promise.allSettled([dynamo.stop(), s3.stop()]);
    throw err;
  }
  return {
    dynamo,
    s3,
    mail,
    stop: async () => {
      await Promise.allSettled([dynamo.stop(), s3.stop(), mail.stop()]);
    },
  };
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen((server.address() as { port: number }).port);
    });
  });
}

export { createGateway, ensureTable };

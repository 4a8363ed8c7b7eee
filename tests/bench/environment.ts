/**
 * The local runtime, in-process, for the latency section: DynamoDB Local (in memory) + s3rver, a
 * fresh table, the handlers' environment, and the real local gateway on a free port. Also the
 * fixtures the routes need (a company and its owner's token). A later seeded dataset plugs in here.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findUserByEmail } from '../../functions/data/accounts.ts';
import { keys } from '../../functions/data/keys.ts';
import { resetSecretsCache } from '../../functions/lib/config.ts';
import { issueAccessToken } from '../../functions/lib/tokens.ts';
import { signUp } from '../../functions/services/auth.ts';
import {
  applyHandlerEnv,
  createGateway,
  ensureSecretsFile,
  ensureTable,
  importHandler,
  listen,
  startServices,
  type LocalServices,
} from '../../infra/local/services.ts';

export const BENCH_BUCKET = 'bench-invoices';

export interface BenchEnvironment {
  readonly baseUrl: string;
  readonly dynamoEndpoint: string;
  readonly tableName: string;
  /** Idempotent; stops the gateway, DynamoDB Local and s3rver, removes the temp directory. */
  stop(): Promise<void>;
}

/** Last resort: never leave a DynamoDB Local JVM behind, even if the bench dies without cleaning up. */
function killOnExit(services: LocalServices) {
  const child = services.dynamo.process;
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  return () => process.off('exit', kill);
}

export async function startBenchEnvironment(): Promise<BenchEnvironment> {
  // Before any handler module loads: request logs at info would flood the output under load.
  process.env.LOG_LEVEL = 'warn';
  const dir = mkdtempSync(join(tmpdir(), 'suite-bench-'));
  let services: LocalServices | undefined;
  let server: Server | undefined;
  let forgetKill = () => {};
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (server) {
        server.closeAllConnections();
        await new Promise((r) => server!.close(() => r(undefined)));
      }
      await services?.stop();
      forgetKill();
      rmSync(dir, { recursive: true, force: true });
    })());

  try {
    services = await startServices({ buckets: [BENCH_BUCKET], s3Directory: join(dir, 's3') });
    forgetKill = killOnExit(services);
    const tableName = `bench-${Date.now()}`;
    applyHandlerEnv({
      dynamoEndpoint: services.dynamo.endpoint,
      s3Endpoint: services.s3.endpoint,
      tableName,
      bucket: BENCH_BUCKET,
      secretsFile: ensureSecretsFile(dir),
    });
    resetSecretsCache();
    await ensureTable(services.dynamo.endpoint, tableName);
    server = createGateway({ loadHandler: importHandler });
    const port = await listen(server, 0);
    return { baseUrl: `http://127.0.0.1:${port}`, dynamoEndpoint: services.dynamo.endpoint, tableName, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export interface BenchCompany {
  readonly companyId: string;
  readonly userId: string;
  readonly email: string;
  /** The owner's access token (role admin), minted with the configured key. */
  readonly token: string;
  /** Key of the company item (what GET /api/account/company-ifo reads, with the user item). */
  readonly companyKey: { pk: string; sk: string };
}

/** A company and its owner through the real sign-up service (the service does not verify the robot check). */
export async function createBenchCompany(companyName = 'Bench Company'): Promise<BenchCompany> {
  const email = `bench-${randomUUID()}@example.com`;
  await signUp({
    companyName,
    fullName: 'Bench Owner',
    email,
    password: 'bench-password-1',
    masterPassword: 'bench-master-1',
    address: '1 Bench Street',
    phone: '+1 555 0100',
    reCaptchaaToken: 'not-verified-by-the-service',
  });
  const user = await findUserByEmail(email);
  if (!user) throw new Error(`signUp did not create ${email}`);
  const token = await issueAccessToken({
    userId: user.userId,
    companyId: user.companyId,
    email: user.email,
    fullName: user.name,
    role: user.role,
    sessionId: `bench-${randomUUID()}`,
  });
  return { companyId: user.companyId, userId: user.userId, email, token, companyKey: keys.company(user.companyId) };
}

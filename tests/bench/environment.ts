/**
 * The local runtime, in-process, for the latency and rent sections: DynamoDB Local + s3rver, a fresh
 * table, the handlers' environment, and the real local gateway on a free port. Also the fixtures the
 * routes need (a company and its owner's token).
 *
 * DynamoDB Local runs in memory, or, when the rent section runs, from a directory (`-dbPath -sharedDb`)
 * that keeps the seeded rent table between runs (rent-seed.ts). The handlers' document client is built
 * once per process with the first endpoint it sees, so both sections share this one instance; each
 * works on its own table (`useTable` points the handlers at it). Scratch tables are dropped on stop.
 */
import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findUserByEmail } from '../../functions/account/data/accounts.ts';
import * as accountKeys from '../../functions/account/keys.ts';
import { resetSecretsCache } from '../../functions/lib/config.ts';
import { issueAccessToken, type Role } from '../../functions/lib/tokens.ts';
import { signUp } from '../../functions/account/services/auth.ts';
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
  /** The scratch table created at start (the latency section's); dropped on stop when the data is on disk. */
  readonly tableName: string;
  /** Where DynamoDB Local keeps its data, or undefined when it runs in memory. */
  readonly dataDir?: string;
  /** Creates the table if needed and points the handlers (TABLE_NAME) at it. */
  useTable(tableName: string): Promise<'created' | 'exists'>;
  /** A new, empty table that is dropped on stop (the handlers are not pointed at it). */
  scratchTable(prefix: string): Promise<string>;
  dropTable(tableName: string): Promise<void>;
  listTables(): Promise<string[]>;
  /** Idempotent; drops the scratch tables (on disk), stops the gateway, DynamoDB Local and s3rver, removes the temp directory. */
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

/**
 * @param options.dataDir keep DynamoDB Local's data in `<dataDir>/dynamodb` (-dbPath -sharedDb) instead of
 *   memory; tables other than `options.keepTables` are dropped at start (left over by a killed run).
 */
export async function startBenchEnvironment(options: { dataDir?: string; keepTables?: readonly string[] } = {}): Promise<BenchEnvironment> {
  // Before any handler module loads: request logs at info would flood the output under load.
  process.env.LOG_LEVEL = 'warn';
  const dir = mkdtempSync(join(tmpdir(), 'suite-bench-'));
  let services: LocalServices | undefined;
  let server: Server | undefined;
  let admin: DynamoDBClient | undefined;
  let forgetKill = () => {};
  let stopped: Promise<void> | undefined;
  const scratch = new Set<string>();

  const dropTable = async (name: string) => {
    scratch.delete(name);
    await admin?.send(new DeleteTableCommand({ TableName: name }));
  };
  const listTables = async () => {
    const names: string[] = [];
    let start: string | undefined;
    do {
      const res = await admin!.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
      names.push(...(res.TableNames ?? []));
      start = res.LastEvaluatedTableName;
    } while (start);
    return names;
  };
  const stop = () =>
    (stopped ??= (async () => {
      if (server) {
        server.closeAllConnections();
        await new Promise((r) => server!.close(() => r(undefined)));
      }
      // In memory everything goes with the process; on disk, leave only the kept tables behind.
      if (options.dataDir && services?.dynamo.process.exitCode === null) {
        for (const name of [...scratch]) await dropTable(name).catch(() => undefined);
      }
      admin?.destroy();
      await services?.stop();
      forgetKill();
      rmSync(dir, { recursive: true, force: true });
    })());

  try {
    services = await startServices({ dataDir: options.dataDir, buckets: [BENCH_BUCKET], s3Directory: join(dir, 's3') });
    forgetKill = killOnExit(services);
    const endpoint = services.dynamo.endpoint;
    admin = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    if (options.dataDir) {
      const keep = new Set(options.keepTables ?? []);
      for (const name of await listTables()) if (!keep.has(name)) await dropTable(name);
    }
    const scratchTable = async (prefix: string) => {
      const name = `${prefix}-${Date.now()}-${scratch.size}`;
      scratch.add(name);
      await ensureTable(endpoint, name);
      return name;
    };
    const tableName = await scratchTable('bench');
    applyHandlerEnv({
      dynamoEndpoint: endpoint,
      s3Endpoint: services.s3.endpoint,
      tableName,
      bucket: BENCH_BUCKET,
      secretsFile: ensureSecretsFile(dir),
      mailEndpoint: services.mail.endpoint,
    });
    resetSecretsCache();
    server = createGateway({ loadHandler: importHandler });
    const port = await listen(server, 0);
    process.env.APP_URL = `http://127.0.0.1:${port}`; // links in the emails a run sends
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      dynamoEndpoint: endpoint,
      tableName,
      dataDir: options.dataDir,
      useTable: async (name) => {
        const outcome = await ensureTable(endpoint, name);
        process.env.TABLE_NAME = name;
        return outcome;
      },
      scratchTable,
      dropTable,
      listTables,
      stop,
    };
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
  const owner = await signUpBenchOwner(companyName);
  return {
    companyId: owner.companyId,
    userId: owner.userId,
    email: owner.email,
    token: await ownerToken(owner),
    companyKey: accountKeys.company(owner.companyId),
  };
}

/** What it takes to mint an owner's token again on a later run (the seeded rent companies keep it in their manifest). */
export interface BenchOwner {
  readonly userId: string;
  readonly companyId: string;
  readonly email: string;
  readonly name: string;
  readonly role: Role;
}

/** A company and its owner through the real sign-up service; the owner as stored (no token). */
export async function signUpBenchOwner(companyName = 'Bench Company'): Promise<BenchOwner> {
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
  return { userId: user.userId, companyId: user.companyId, email: user.email, name: user.name, role: user.role };
}

/** An access token for the owner, minted with the key configured for this run. */
export function ownerToken(owner: BenchOwner): Promise<string> {
  return issueAccessToken({
    userId: owner.userId,
    companyId: owner.companyId,
    email: owner.email,
    fullName: owner.name,
    role: owner.role,
    sessionId: `bench-${randomUUID()}`,
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../../shared/table.ts';

const require = createRequire(import.meta.url);

/** The DynamoDB Local jar shipped inside the npm package amplify-dynamodb-simulator. */
export function emulatorDir(): string {
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

export interface DynamoLocal {
  readonly endpoint: string;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

export class LocalServiceError extends Error {}

/** Starts AWS's own DynamoDB Local engine (Java) and resolves once it answers. */
export async function startDynamoLocal(options: { port: number; dbPath?: string }): Promise<DynamoLocal> {
  const dir = emulatorDir();
  const args = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
    '-port',
    String(options.port),
    '-disableTelemetry',
  ];
  if (options.dbPath) {
    mkdirSync(options.dbPath, { recursive: true });
    args.push('-dbPath', options.dbPath, '-sharedDb');
  } else {
    args.push('-inMemory');
  }
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (err) =>
      reject(
        new LocalServiceError(
          (err as NodeJS.ErrnoException).code === 'ENOENT'
            ? 'DynamoDB Local needs a Java 17 runtime and `java` was not found. Install one: apt-get install -y openjdk-17-jre-headless'
            : `DynamoDB Local could not start: ${err.message}`,
        ),
      ),
    );
    child.once('exit', (code) =>
      reject(new LocalServiceError(`DynamoDB Local exited with code ${code} before it was ready:\n${output.trim().slice(-2000)}`)),
    );
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const ready = (async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        await client.send(new DescribeTableCommand({ TableName: '__probe__' }));
        return;
      } catch (err) {
        if (err instanceof ResourceNotFoundException) return;
        if (Date.now() > deadline)
          throw new LocalServiceError(`DynamoDB Local did not answer on ${endpoint} within 30 s:\n${output.trim().slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => undefined);
  client.destroy();
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Creates the table from the shared definition if it does not exist yet (idempotent). */
export async function ensureTable(endpoint: string, tableName: string): Promise<'created' | 'exists'> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    try {
      await client.send(new DescribeTableCommand({ TableName: tableName }));
      return 'exists';
    } catch (err) {
      if (!(err instanceof ResourceNotFoundException)) throw err;
    }
    const names = new Set<string>([tableDefinition.partitionKey, tableDefinition.sortKey]);
    for (const index of tableDefinition.indexes) names.add(index.partitionKey).add(index.sortKey);
    const attributeDefinitions: AttributeDefinition[] = [...names].map((n) => ({ AttributeName: n, AttributeType: 'S' }));
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions,
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDefinition.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      }),
    );
    return 'created';
  } finally {
    client.destroy();
  }
}

// Worker thread: the raw DynamoDB baselines. N async workers loop GetCommand on one item (or, given
// `query`, QueryCommand with exactly those parameters; or, given `rounds`, a recorded set of reads: each round's
// chains in parallel, each chain's calls one after another, the rounds in turn) through a DocumentClient
// configured like functions/lib/dynamo/client.ts, recording each request's latency. A Query (or a set of reads)
// that answers fewer than `expectItems` items counts as missing, like a GetItem without its item.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

const { endpoint, region, tableName, key, query, rounds, expectItems = 1, connections, warmupSec, durationSec } = workerData;

/** One recorded read, as the service sent it; the items it answered. */
async function read(call) {
  if (call.command === 'QueryCommand') return ((await client.send(new QueryCommand(call.input))).Items ?? []).length;
  if (call.command === 'GetItemCommand') return (await client.send(new GetCommand(call.input))).Item ? 1 : 0;
  if (call.command === 'BatchGetItemCommand') {
    const res = await client.send(new BatchGetCommand(call.input));
    return Object.values(res.Responses ?? {}).reduce((n, r) => n + r.length, 0);
  }
  throw new Error(`cannot replay ${call.command}`);
}

/** One request; true when it found what it was asked for. */
async function once() {
  if (rounds) {
    let items = 0;
    for (const round of rounds) {
      const counts = await Promise.all(
        round.map(async (chain) => {
          let n = 0;
          for (const call of chain) n += await read(call);
          return n;
        }),
      );
      items += counts.reduce((a, b) => a + b, 0);
    }
    return items >= expectItems;
  }
  if (query) {
    const res = await client.send(new QueryCommand({ ...query, TableName: tableName }));
    return (res.Items ?? []).length >= expectItems;
  }
  const res = await client.send(new GetCommand({ TableName: tableName, Key: key }));
  return Boolean(res.Item);
}

const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region, endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  { marshallOptions: { removeUndefinedValues: true } },
);

async function phase(seconds, record) {
  const latencies = [];
  let errors = 0;
  let missing = 0;
  let firstError;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const found = await once();
          const ms = performance.now() - t0;
          if (!found) missing++;
          else if (record) latencies.push(ms);
        } catch (err) {
          errors++;
          firstError ??= String(err?.message ?? err);
          if (errors > 1000) return;
        }
      }
    }),
  );
  return { latencies, errors, missing, firstError, elapsedMs: performance.now() - started };
}

try {
  if (warmupSec > 0) await phase(warmupSec, false);
  // Tell the main thread the measured phase starts (it samples its own event-loop use from here).
  parentPort.postMessage({ type: 'measuring' });
  const elu = performance.eventLoopUtilization();
  const measured = await phase(durationSec, true);
  const workerBusy = performance.eventLoopUtilization(elu).utilization;
  client.destroy();
  const latencies = Float64Array.from(measured.latencies);
  parentPort.postMessage({ type: 'result', ok: true, ...measured, latencies, workerBusy }, [latencies.buffer]);
} catch (err) {
  parentPort.postMessage({ type: 'result', ok: false, error: String(err?.stack ?? err) });
}

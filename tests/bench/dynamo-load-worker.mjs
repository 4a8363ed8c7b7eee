// Worker thread: the raw DynamoDB baselines. N async workers loop GetCommand on one item (or, given
// `query`, QueryCommand with exactly those parameters) through a DocumentClient configured like
// functions/lib/dynamo/client.ts, recording each request's latency. A Query that answers fewer than
// `expectItems` items counts as missing, like a GetItem without its item.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

const { endpoint, region, tableName, key, query, expectItems = 1, connections, warmupSec, durationSec } = workerData;

/** One request; true when it found what it was asked for. */
async function once() {
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

// Worker thread for the ims fulfilment-save comparison (ims-fulfil.ts): a fixed list of requests sent by N
// concurrent closed-loop connections, each taking the next request when its previous one answered, the first
// `warmup` requests not recorded.
// - mode 'http': POST each body (one per prepared order) to the route with fetch (keep-alive).
// - mode 'transact': TransactWriteItems of `transactItems` Puts on fresh keys (one partition per request),
//   through a DocumentClient configured like functions/lib/dynamo/client.ts.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

const { mode, connections, warmup, requests } = workerData;

let client;
if (mode === 'transact')
  client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: workerData.region,
      endpoint: workerData.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );

/** Request i; resolves to null when it succeeded, else a description of the failure. */
async function send(i) {
  if (mode === 'http') {
    const res = await fetch(workerData.url, { method: 'POST', headers: workerData.headers, body: workerData.bodies[i] });
    const text = await res.text();
    return res.ok ? null : `${res.status}: ${text.slice(0, 200)}`;
  }
  const pad = 'x'.repeat(workerData.payloadBytes);
  await client.send(
    new TransactWriteCommand({
      TransactItems: Array.from({ length: workerData.transactItems }, (_, k) => ({
        Put: {
          TableName: workerData.tableName,
          Item: { pk: `${workerData.partition}#${i}`, sk: `ROW#${String(k).padStart(3, '0')}`, payload: pad },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      })),
    }),
  );
  return null;
}

try {
  const latencies = [];
  const statusCodes = {};
  let errors = 0;
  let firstError;
  let next = 0;
  let measuredFrom = 0;
  const elu = performance.eventLoopUtilization();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = next++; i < requests; i = next++) {
        if (i === warmup) measuredFrom = performance.now();
        const t0 = performance.now();
        let failure;
        try {
          failure = await send(i);
        } catch (err) {
          failure = String(err?.message ?? err);
        }
        const ms = performance.now() - t0;
        const key = failure ? failure.split(':')[0] : 'ok';
        statusCodes[key] = (statusCodes[key] ?? 0) + 1;
        if (failure) {
          errors++;
          firstError ??= failure;
        } else if (i >= warmup) latencies.push(ms);
      }
    }),
  );
  const elapsedMs = performance.now() - (measuredFrom || performance.now());
  const workerBusy = performance.eventLoopUtilization(elu).utilization;
  client?.destroy();
  const out = Float64Array.from(latencies);
  parentPort.postMessage({ ok: true, latencies: out, errors, firstError, statusCodes, elapsedMs, workerBusy }, [out.buffer]);
} catch (err) {
  parentPort.postMessage({ ok: false, error: String(err?.stack ?? err) });
}

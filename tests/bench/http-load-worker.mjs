// Worker thread: drives one HTTP target with autocannon (closed loop, N keep-alive connections),
// off the main thread so the load generator does not share an event loop with the gateway.
// Latencies are taken per response from autocannon's 'response' event (sub-millisecond
// precision; autocannon's own histogram rounds to whole milliseconds).
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, method, headers, body, connections, warmupSec, durationSec } = workerData;

function phase(seconds, record) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statusCodes = {};
    const started = performance.now();
    const instance = autocannon(
      { url, method, headers, body, connections, pipelining: 1, duration: seconds, timeout: 10 },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          latencies,
          statusCodes,
          elapsedMs: performance.now() - started,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      if (record && statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

try {
  if (warmupSec > 0) await phase(warmupSec, false);
  // Tell the main thread the measured phase starts (it samples its own event-loop use from here).
  parentPort.postMessage({ type: 'measuring' });
  const elu = performance.eventLoopUtilization();
  const measured = await phase(durationSec, true);
  const workerBusy = performance.eventLoopUtilization(elu).utilization;
  const latencies = Float64Array.from(measured.latencies);
  parentPort.postMessage({ type: 'result', ok: true, ...measured, latencies, workerBusy }, [latencies.buffer]);
} catch (err) {
  parentPort.postMessage({ type: 'result', ok: false, error: String(err?.stack ?? err) });
}

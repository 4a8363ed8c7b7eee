/**
 * Section 2: latency under load. Each target is driven through the real local gateway with
 * autocannon (closed loop, N keep-alive connections) in a worker thread; the raw-GetItem baseline is
 * the same closed loop done with a DocumentClient straight against DynamoDB Local. Both record every
 * request's latency and compute p50/p99 the same way (nearest rank), so the ratio compares like
 * with like. Add routes by passing more targets (see targets.ts).
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { HttpMethod } from '../../shared/routes.ts';
import { benchFile } from './paths.ts';
import { percentileSorted } from './stats.ts';

export interface LatencyTarget {
  /** Row label, usually the manifest route name. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path (and query) under the gateway, e.g. /api/health. */
  readonly path: string;
  /** Bearer token, for user/admin routes. */
  readonly token?: string;
  /** JSON body, sent with content-type application/json. */
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** What the route does per request, printed under the table (helps read the ratio). */
  readonly note?: string;
}

export interface LoadOptions {
  readonly connections: number;
  readonly durationSec: number;
  readonly warmupSec: number;
}

export interface LatencyRow {
  readonly name: string;
  /** What was driven, e.g. "GET /api/health" or "GetItem C#…/COMPANY". */
  readonly label: string;
  readonly kind: 'route' | 'raw';
  readonly note?: string;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly meanMs: number;
  readonly requestsPerSec: number;
  /** Successful requests measured (after warm-up). */
  readonly requests: number;
  /** Non-2xx responses, transport errors and timeouts (or failed/missing GetItems) during the measured phase. */
  readonly failures: number;
  /**
   * Share of the measured phase this process's main thread was busy (event-loop utilisation). For
   * route rows that is the gateway and the handlers: near 1.0 means they, not DynamoDB, were the limit.
   */
  readonly mainThreadBusy?: number;
  /** Event-loop utilisation of the load generator's worker thread (autocannon, or the GetItem loop). */
  readonly loadGeneratorBusy?: number;
  /** Why the row is not trustworthy (any failure, or no samples). */
  readonly problem?: string;
}

interface WorkerResult {
  ok: boolean;
  error?: string;
  latencies: Float64Array;
  elapsedMs: number;
  errors?: number;
  timeouts?: number;
  non2xx?: number;
  missing?: number;
  firstError?: string;
  statusCodes?: Record<string, number>;
  /** Event-loop utilisation of the load worker over the measured phase. */
  workerBusy?: number;
}

/**
 * Runs a load worker; resolves with its result and the main thread's event-loop utilisation over the
 * worker's measured phase (from its 'measuring' message to its result).
 */
function runWorker(file: string, workerData: unknown): Promise<WorkerResult & { mainBusy: number }> {
  return new Promise((resolve, reject) => {
    // Plain node in the worker (the .mjs workers need no TypeScript loader).
    const worker = new Worker(file, { workerData, execArgv: [] });
    let settled = false;
    let elu = performance.eventLoopUtilization();
    worker.on('message', (msg: WorkerResult & { type: 'measuring' | 'result' }) => {
      if (msg.type === 'measuring') {
        elu = performance.eventLoopUtilization();
        return;
      }
      settled = true;
      resolve({ ...msg, mainBusy: performance.eventLoopUtilization(elu).utilization });
      void worker.terminate();
    });
    worker.once('error', (err) => {
      if (!settled) reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`load worker exited with code ${code} before reporting`));
    });
  });
}

function summarize(
  base: Pick<LatencyRow, 'name' | 'label' | 'kind' | 'note'>,
  latencies: Float64Array,
  elapsedMs: number,
  failures: number,
  problem?: string,
): LatencyRow {
  const sorted = Float64Array.from(latencies).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  const requests = sorted.length;
  if (!problem && requests === 0) problem = 'no successful requests';
  if (!problem && failures > 0) problem = `${failures} failed requests`;
  return {
    ...base,
    p50Ms: percentileSorted(sorted, 50),
    p99Ms: percentileSorted(sorted, 99),
    meanMs: requests ? sum / requests : Number.NaN,
    requestsPerSec: requests / (elapsedMs / 1000),
    requests,
    failures,
    problem,
  };
}

const failedRow = (base: Pick<LatencyRow, 'name' | 'label' | 'kind' | 'note'>, problem: string): LatencyRow => ({
  ...base,
  p50Ms: Number.NaN,
  p99Ms: Number.NaN,
  meanMs: Number.NaN,
  requestsPerSec: Number.NaN,
  requests: 0,
  failures: 0,
  problem,
});

/** Drives each target in turn (never two at once) through the gateway at `baseUrl`. */
export async function measureRoutes(
  baseUrl: string,
  targets: readonly LatencyTarget[],
  options: LoadOptions,
  onProgress: (message: string) => void = () => {},
): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = [];
  for (const target of targets) {
    const base = { name: target.name, label: `${target.method} ${target.path}`, kind: 'route' as const, note: target.note };
    onProgress(
      `load: ${target.name}: ${base.label} (${options.warmupSec}s warm-up + ${options.durationSec}s, ${options.connections} connections)`,
    );
    const headers: Record<string, string> = { ...target.headers };
    if (target.token) headers.authorization = `Bearer ${target.token}`;
    let body: string | undefined;
    if (target.body !== undefined) {
      body = JSON.stringify(target.body);
      headers['content-type'] ??= 'application/json';
    }
    try {
      // One request first: a route that answers 4xx/5xx is reported as such, not measured for 12 s.
      const pre = await fetch(baseUrl + target.path, { method: target.method, headers, body });
      const preText = await pre.text();
      if (!pre.ok) {
        rows.push(failedRow(base, `pre-flight answered ${pre.status}: ${preText.slice(0, 200)}`));
        continue;
      }
      const r = await runWorker(benchFile('./http-load-worker.mjs'), {
        url: baseUrl + target.path,
        method: target.method,
        headers,
        body,
        connections: options.connections,
        warmupSec: options.warmupSec,
        durationSec: options.durationSec,
      });
      if (!r.ok) {
        rows.push(failedRow(base, `load generator failed: ${r.error}`));
        continue;
      }
      const failures = (r.non2xx ?? 0) + (r.errors ?? 0) + (r.timeouts ?? 0);
      const codes = Object.entries(r.statusCodes ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, n]) => `${n}× ${code}`)
        .join(', ');
      rows.push({
        ...summarize(
          base,
          r.latencies,
          r.elapsedMs,
          failures,
          failures ? `failures: ${codes || `${failures} transport errors/timeouts`}` : undefined,
        ),
        mainThreadBusy: r.mainBusy,
        loadGeneratorBusy: r.workerBusy,
      });
    } catch (err) {
      rows.push(failedRow(base, `load generator failed: ${(err as Error).message}`));
    }
  }
  return rows;
}

/**
 * A raw Query baseline: the very Query a handler sends for one page (index, key condition, Limit), straight
 * to DynamoDB Local through a DocumentClient, same concurrency and duration as the route's load run.
 */
export async function measureRawQuery(
  params: {
    name: string;
    label: string;
    endpoint: string;
    region?: string;
    tableName: string;
    /** QueryCommand input without TableName (functions/lib/dynamo/query.ts toQueryInput + Limit). */
    query?: Record<string, unknown>;
    /** Instead of `query`: recorded reads (insights-capacity.ts), rounds of parallel chains of calls. */
    rounds?: unknown;
    /** Items each Query must answer (the page's rows); fewer counts as a failure. */
    expectItems: number;
  },
  options: LoadOptions,
  onProgress: (message: string) => void = () => {},
): Promise<LatencyRow> {
  const base = { name: params.name, label: params.label, kind: 'raw' as const };
  onProgress(`load: raw Query ${params.label} (${options.warmupSec}s warm-up + ${options.durationSec}s, ${options.connections} workers)`);
  try {
    const r = await runWorker(benchFile('./dynamo-load-worker.mjs'), {
      endpoint: params.endpoint,
      region: params.region ?? 'us-east-1',
      tableName: params.tableName,
      // structured clone: drop the undefined options toQueryInput leaves for the SDK to skip
      query: params.query ? (JSON.parse(JSON.stringify(params.query)) as unknown) : undefined,
      rounds: params.rounds,
      expectItems: params.expectItems,
      connections: options.connections,
      warmupSec: options.warmupSec,
      durationSec: options.durationSec,
    });
    if (!r.ok) return failedRow(base, `load generator failed: ${r.error}`);
    const failures = (r.errors ?? 0) + (r.missing ?? 0);
    const problem = failures
      ? `${r.errors ?? 0} errors${r.firstError ? ` (${r.firstError})` : ''}, ${r.missing ?? 0} Queries with fewer than ${params.expectItems} items`
      : undefined;
    return { ...summarize(base, r.latencies, r.elapsedMs, failures, problem), loadGeneratorBusy: r.workerBusy };
  } catch (err) {
    return failedRow(base, `load generator failed: ${(err as Error).message}`);
  }
}

/** The baseline: GetItem of one item, straight to DynamoDB Local, same concurrency and duration. */
export async function measureRawGetItem(
  params: { name: string; endpoint: string; region?: string; tableName: string; key: Record<string, string> },
  options: LoadOptions,
  onProgress: (message: string) => void = () => {},
): Promise<LatencyRow> {
  const base = {
    name: params.name,
    label: `GetItem ${Object.values(params.key).join(' / ')} (DocumentClient → DynamoDB Local)`,
    kind: 'raw' as const,
  };
  onProgress(`load: raw GetItem (${options.warmupSec}s warm-up + ${options.durationSec}s, ${options.connections} workers)`);
  try {
    const r = await rawGetItemLoop(params, options);
    if (!r.ok) return failedRow(base, `load generator failed: ${r.error}`);
    const failures = (r.errors ?? 0) + (r.missing ?? 0);
    const problem = failures
      ? `${r.errors ?? 0} errors${r.firstError ? ` (${r.firstError})` : ''}, ${r.missing ?? 0} GetItems without the item`
      : undefined;
    return { ...summarize(base, r.latencies, r.elapsedMs, failures, problem), loadGeneratorBusy: r.workerBusy };
  } catch (err) {
    return failedRow(base, `load generator failed: ${(err as Error).message}`);
  }
}

/** Load on DynamoDB Local that nothing measures (the raw GetItem loop for `options.warmupSec`), so its JVM is warm. */
export async function warmUpDynamo(
  params: { endpoint: string; region?: string; tableName: string; key: Record<string, string> },
  options: LoadOptions,
  onProgress: (message: string) => void = () => {},
): Promise<void> {
  if (options.warmupSec <= 0) return;
  onProgress(`warm-up: DynamoDB Local's JVM (${options.warmupSec}s of GetItem, ${options.connections} workers, not measured)`);
  const r = await rawGetItemLoop(params, { ...options, durationSec: 0 });
  if (!r.ok) throw new Error(`DynamoDB Local warm-up failed: ${r.error}`);
}

/** The GetItem closed loop of dynamo-load-worker.mjs on one item: a warm-up, then the measured phase. */
function rawGetItemLoop(
  params: { endpoint: string; region?: string; tableName: string; key: Record<string, string> },
  options: LoadOptions,
) {
  return runWorker(benchFile('./dynamo-load-worker.mjs'), {
    endpoint: params.endpoint,
    region: params.region ?? 'us-east-1',
    tableName: params.tableName,
    key: params.key,
    connections: options.connections,
    warmupSec: options.warmupSec,
    durationSec: options.durationSec,
  });
}

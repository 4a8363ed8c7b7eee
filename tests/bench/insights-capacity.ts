/**
 * Issue 35: "each page's reads p99 ≤ 1.5× the raw Queries they send". An Insights page (`insightsRent`,
 * `insightsInventory`) on LARGE through the gateway, against the very reads its service sends, sent straight to the
 * same DynamoDB Local, the way the service sends them.
 *
 * The reads are recorded, not restated: one request through the gateway with a middleware on the handlers' document
 * client (`db().middlewareStack`, as rent-capacity.ts; the handlers run in this process) that keeps every read's
 * command, input, start, end and the key it stopped at. Pages of one Query (a call whose ExclusiveStartKey is the
 * LastEvaluatedKey of an earlier one) form a chain; chains are grouped into rounds by time (a chain that starts before
 * every chain of the current round has ended runs beside them: the service's Promise.all; one that starts after
 * waits for them: an await between). The raw load worker (dynamo-load-worker.mjs, `rounds`) replays that: each round's
 * chains in parallel, each chain's calls in turn, the rounds one after another, with the same connections, warm-up
 * and duration as the page's run. Pairs of runs as compareFirstPage (rent.ts), median ratios; budget ≤ 1.5× at p99.
 */
import { db } from '../../functions/lib/dynamo/client.ts';
import type { BenchEnvironment } from './environment.ts';
import { measureRawQuery, measureRoutes, type LatencyRow, type LoadOptions } from './latency.ts';
import type { RentTarget } from './targets.ts';

export const INSIGHTS_PAGE_MAX_RATIO = 1.5;
const PAIRS = 3;
const READS = new Set(['QueryCommand', 'GetItemCommand', 'BatchGetItemCommand']);

export interface RecordedRead {
  readonly command: string;
  readonly input: Record<string, unknown>;
  readonly start: number;
  readonly end: number;
  readonly items: number;
  /** JSON of the LastEvaluatedKey it answered (null: the last page). */
  readonly lastKey: string | null;
}

type Timing = { p50: number; p99: number; rps: number };

export interface InsightsPageComparison {
  readonly route: string;
  readonly company: string;
  readonly path: string;
  readonly connections: number;
  /** The pairs' measured window and warm-up (seconds): at least 10 and 2 times one request's time. */
  readonly durationSec: number;
  readonly warmupSec: number;
  readonly budget: number;
  /** Every read the page sends (a Query's later pages folded into its row). */
  readonly queries: ReadonlyArray<{ readonly name: string; readonly calls: number; readonly items: number }>;
  readonly rounds: number;
  readonly pairs: ReadonlyArray<{ readonly page: Timing; readonly raw: Timing; readonly problem?: string }>;
  readonly medianP50: number;
  readonly medianP99: number;
  readonly passed: boolean;
  readonly problem?: string;
}

let recording: RecordedRead[] | null = null;
let installed = false;

function installRecorder(): void {
  if (installed) return;
  installed = true;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const reads = recording;
      const command = context.commandName ?? 'unknown';
      if (!reads || !READS.has(command)) return next(args);
      // the document client's input (it marshals later, before the serializer): what the worker's DocumentClient sends
      const { ReturnConsumedCapacity: _ignored, ...input } = args.input as Record<string, unknown>;
      const start = performance.now();
      const result = await next(args);
      const output = result.output as Record<string, unknown>;
      const items =
        command === 'QueryCommand'
          ? ((output.Items as unknown[] | undefined) ?? []).length
          : command === 'GetItemCommand'
            ? output.Item
              ? 1
              : 0
            : Object.values((output.Responses ?? {}) as Record<string, unknown[]>).reduce((n, r) => n + r.length, 0);
      reads.push({
        command,
        input: JSON.parse(JSON.stringify(input)) as Record<string, unknown>,
        start,
        end: performance.now(),
        items,
        lastKey: output.LastEvaluatedKey ? JSON.stringify(output.LastEvaluatedKey) : null,
      });
      return result;
    },
    { step: 'initialize', priority: 'low', name: 'benchInsightsRecorder', override: true },
  );
}

/** The reads one request through the gateway sends (nothing else may be in flight on the handlers' client). */
export async function recordReads(
  baseUrl: string,
  target: RentTarget,
): Promise<{ status: number; body: unknown; reads: RecordedRead[]; seconds: number }> {
  installRecorder();
  if (recording) throw new Error('read recordings cannot overlap');
  const reads: RecordedRead[] = [];
  recording = reads;
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}${target.path}`, { headers: target.token ? { authorization: `Bearer ${target.token}` } : {} });
    const body = (await res.json().catch(() => null)) as unknown;
    return { status: res.status, body, reads, seconds: (performance.now() - started) / 1000 };
  } finally {
    recording = null;
  }
}

export interface ReplayCall {
  readonly command: string;
  readonly input: Record<string, unknown>;
}

/** Chains of pages, grouped into rounds by time (see the module's comment). */
export function roundsOf(reads: readonly RecordedRead[]): ReplayCall[][][] {
  const chains: RecordedRead[][] = [];
  for (const r of [...reads].sort((a, b) => a.start - b.start)) {
    const from = r.input.ExclusiveStartKey ? JSON.stringify(r.input.ExclusiveStartKey) : null;
    const chain = from ? chains.find((c) => c.at(-1)!.lastKey === from && c.at(-1)!.command === r.command) : undefined;
    if (chain) chain.push(r);
    else chains.push([r]);
  }
  const rounds: RecordedRead[][][] = [];
  for (const chain of chains.sort((a, b) => a[0]!.start - b[0]!.start)) {
    const current = rounds.at(-1);
    const firstEnd = current ? Math.min(...current.map((c) => c.at(-1)!.end)) : -Infinity;
    if (current && chain[0]!.start < firstEnd) current.push(chain);
    else rounds.push([chain]);
  }
  return rounds.map((round) => round.map((chain) => chain.map(({ command, input }) => ({ command, input }))));
}

/** A short name of a read: its command, index and partition (the company id left out). */
function nameOf(r: RecordedRead, companyId: string): string {
  const values = Object.values((r.input.ExpressionAttributeValues ?? {}) as Record<string, unknown>).map(String);
  const partition = values.find((v) => v.includes(companyId)) ?? values[0] ?? '';
  const sort = values.find((v) => v !== partition) ?? '';
  const kind = r.command.replace(/Command$/, '').replace(/Item$/, '');
  if (kind !== 'Query') return kind;
  // ids (ULIDs) folded, so one Query per warehouse is one row of the report
  const short = (v: string) => v.replace(companyId, '…').replace(/[0-9A-HJKMNP-TV-Z]{26}/g, '<id>');
  return `${kind} ${String(r.input.IndexName ?? 'table')} ${short(partition)}${sort ? ` ${short(sort)}` : ''}`;
}

const median = (values: number[]) => {
  const v = [...values].sort((a, b) => a - b);
  if (!v.length || v.some((x) => !Number.isFinite(x))) return Number.NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
};
const timing = (row: LatencyRow): Timing => ({ p50: row.p50Ms, p99: row.p99Ms, rps: row.requestsPerSec });

export async function compareInsightsPage(params: {
  env: BenchEnvironment;
  target: RentTarget | undefined;
  companyId: string;
  tableName: string;
  load: LoadOptions;
  progress: (message: string) => void;
}): Promise<InsightsPageComparison> {
  const { env, target, companyId, tableName, load, progress } = params;
  const base = {
    route: target?.route ?? '?',
    company: target?.company ?? '?',
    path: target?.path ?? '?',
    connections: load.connections,
    budget: INSIGHTS_PAGE_MAX_RATIO,
    durationSec: load.durationSec,
    warmupSec: load.warmupSec,
  };
  if (!target) return { ...base, queries: [], rounds: 0, pairs: [], medianP50: NaN, medianP99: NaN, passed: false, problem: 'no target' };
  const recorded = await recordReads(env.baseUrl, target);
  const rounds = roundsOf(recorded.reads);
  const byName = new Map<string, { name: string; calls: number; items: number }>();
  for (const r of recorded.reads) {
    const name = nameOf(r, companyId);
    const q = byName.get(name) ?? { name, calls: 0, items: 0 };
    q.calls += 1;
    q.items += r.items;
    byName.set(name, q);
  }
  const items = recorded.reads.reduce((n, r) => n + r.items, 0);
  // a page whose one request takes seconds (LARGE's rent page: its reads alone ~3 s under 4 connections) gets a
  // window of at least 10 of them, so each run measures requests that completed, not the window's edge
  const requestSec = recorded.seconds;
  const pairLoad: LoadOptions = {
    ...load,
    durationSec: Math.max(load.durationSec, Math.ceil(requestSec * 10)),
    warmupSec: Math.max(load.warmupSec, Math.ceil(requestSec * 2)),
  };
  const pairs: Array<{ page: Timing; raw: Timing; problem?: string }> = [];
  for (let i = 0; i < PAIRS && recorded.status === 200; i++) {
    progress(`${target.route}: page vs its raw reads, pair ${i + 1} of ${PAIRS}`);
    const [page] = await measureRoutes(env.baseUrl, [target], pairLoad, progress);
    const raw = await measureRawQuery(
      {
        name: 'rawInsightsReads',
        label: `${recorded.reads.length} reads in ${rounds.length} rounds`,
        endpoint: env.dynamoEndpoint,
        tableName,
        rounds,
        expectItems: items,
      },
      load,
      progress,
    );
    const problem =
      [page?.problem && `page: ${page.problem}`, raw.problem && `raw: ${raw.problem}`].filter(Boolean).join('; ') || undefined;
    pairs.push({ page: timing(page!), raw: timing(raw), problem });
  }
  const medianP50 = median(pairs.map((p) => p.page.p50 / p.raw.p50));
  const medianP99 = median(pairs.map((p) => p.page.p99 / p.raw.p99));
  const problem =
    [
      recorded.status !== 200 && `the page answered ${recorded.status}: ${JSON.stringify(recorded.body).slice(0, 200)}`,
      !recorded.reads.length && 'no reads recorded',
      ...pairs.map((p, i) => p.problem && `pair ${i + 1}: ${p.problem}`),
    ]
      .filter(Boolean)
      .join('; ') || undefined;
  return {
    ...base,
    durationSec: pairLoad.durationSec,
    warmupSec: pairLoad.warmupSec,
    queries: [...byName.values()],
    rounds: rounds.length,
    pairs,
    medianP50,
    medianP99,
    passed: !problem && medianP99 <= INSIGHTS_PAGE_MAX_RATIO,
    problem,
  };
}

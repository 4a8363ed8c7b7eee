/**
 * Section 3: rent routes on a large and a small company. The budget: read capacity per returned row must
 * not grow with the company's size or history (LARGE ÷ SMALL ≤ 1.2 for every route): a screen costs what
 * it shows. Also p50/p99 of each route on each company through the local gateway.
 *
 * The paged reports answer their first page (the default limit): the Active Rent report's first page is also
 * timed against the very Query it sends, straight to the same DynamoDB Local (budget: ≤ 1.5× at p50 and p99).
 *
 * Order: consistency check of the item builders against the real services (throws on a difference), the
 * seed (or the cached one), one capacity-metered request per route and company, then the load runs, then the
 * raw Query of the first page.
 */
import type { AutomationSection } from './automation.ts';
import type { Section } from './report.ts';
import { performance } from 'node:perf_hooks';
import { toQueryInput } from '../../functions/lib/dynamo/query.ts';
import { activeRentsQuery } from '../../functions/rent/data/rents.ts';
import { addDays, addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import { PAGE_LIMIT } from '../../shared/schemas/common.ts';
import { ownerToken, type BenchEnvironment } from './environment.ts';
import { measureRawQuery, measureRoutes, type LatencyRow, type LoadOptions } from './latency.ts';
import { measureCapacity, type CapacityTotals } from './rent-capacity.ts';
import type { ItemCounts } from './rent-dataset.ts';
import {
  cachedSeedLooksIntact,
  checkItemShapes,
  RENT_TABLE,
  seedRentCompanies,
  type ConsistencyCheck,
  type RentManifest,
  type RentStore,
  type WriteStats,
} from './rent-seed.ts';
import { compareInsightsPage, type InsightsPageComparison } from './insights-capacity.ts';
import { RENT_ROUTES, rentTargets, type RentTarget } from './targets.ts';

/** LARGE's capacity per row may be at most this multiple of SMALL's. */
export const RENT_MAX_RATIO = 1.2;
/** The Active Rent report's first page through the gateway may take at most this multiple of the raw Query's time. */
export const FIRST_PAGE_MAX_RATIO = 1.5;

/** Paired runs of the first-page comparison (gateway, then raw, back to back; the machine's load drifts). */
export const FIRST_PAGE_PAIRS = 3;

/** One gateway run and the raw run right after it. */
export interface FirstPagePair {
  readonly gateway: LatencyRow;
  readonly raw: LatencyRow;
  readonly p50Ratio: number;
  readonly p99Ratio: number;
}

/** The Active Rent report's first page on LARGE: through the gateway vs the same Query straight to DynamoDB Local. */
export interface FirstPageComparison {
  readonly route: string;
  readonly company: string;
  /** The page size asked (the API's default limit). */
  readonly limit: number;
  readonly rows: number;
  /** The Query the handler sends: index, key condition, projection, Limit. */
  readonly query: string;
  readonly pairs: readonly FirstPagePair[];
  /** gateway ÷ raw: the median over the pairs. */
  readonly p50Ratio: number;
  readonly p99Ratio: number;
  readonly maxRatio: number;
  readonly passed: boolean;
  readonly problem?: string;
}

export interface RentMeasurement {
  readonly route: string;
  readonly company: string;
  readonly request: string;
  readonly rows: number;
  readonly capacity: CapacityTotals;
  /** RCU per returned row. */
  readonly perRow: number;
  readonly latency?: LatencyRow;
  readonly problem?: string;
}

export interface RentBudgetRow {
  readonly route: string;
  readonly shows: string;
  readonly large?: RentMeasurement;
  readonly small?: RentMeasurement;
  /** LARGE RCU/row ÷ SMALL RCU/row. */
  readonly ratio: number;
  readonly passed: boolean;
  /** False: measured and shown, left out of the verdict (`why`). */
  readonly budgeted: boolean;
  readonly why?: string;
  readonly problem?: string;
}

export interface RentSeedInfo {
  readonly mode: 'seeded' | 'reused';
  /** Why it seeded, or which cache it reused. */
  readonly reason: string;
  readonly anchor: string;
  readonly seededAt: string;
  /** The seed's duration (this run's, or the cached seed's when reused). */
  readonly seedSeconds: number;
  readonly writers: number;
  /** This run: copying the cached database in (reused), or 0. */
  readonly restoreSeconds: number;
  readonly stats?: WriteStats;
  readonly tableItems: number;
  readonly companies: ReadonlyArray<{ label: string; counts: ItemCounts }>;
  readonly workDir: string;
}

export interface RentSection {
  readonly seed: RentSeedInfo;
  readonly check: ConsistencyCheck;
  readonly load: LoadOptions;
  readonly revenue: { startDate: string; endDate: string };
  readonly measurements: RentMeasurement[];
  readonly budgets: RentBudgetRow[];
  readonly maxRatio: number;
  readonly firstPage: FirstPageComparison;
  /** Issue 35: the Insights page against the raw reads it sends (insights-capacity.ts). */
  readonly insightsPage?: InsightsPageComparison;
  readonly insightsPageError?: string;
  /** Set when this run seeded: run.ts persists it with the database once DynamoDB Local has stopped. */
  readonly newManifest?: RentManifest;
  /** Issue 19: one day's run of the jobs through the worker on both companies (automation.ts; run.ts adds it). */
  readonly automation?: Section<AutomationSection>;
}

/** The previous 12 calendar months, e.g. on 2026-11-22: 2025-11-01 … 2026-10-31. */
export function previousTwelveMonths(today: string): { startDate: string; endDate: string } {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  return { startDate: addMonths(firstOfMonth, -12), endDate: addDays(firstOfMonth, -1) };
}

async function callOnce(baseUrl: string, t: RentTarget): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (t.token) headers.authorization = `Bearer ${t.token}`;
  let body: string | undefined;
  if (t.body !== undefined) {
    body = JSON.stringify(t.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(baseUrl + t.path, { method: t.method, headers, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${t.method} ${t.path} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
}

export async function benchRent(
  env: BenchEnvironment,
  store: RentStore,
  options: { load: LoadOptions; writers: number; onProgress?: (message: string) => void },
): Promise<RentSection> {
  const progress = options.onProgress ?? (() => {});

  progress('rent: consistency check (a small company through the real services vs the bench item builders)');
  const check = await checkItemShapes(env);
  progress(
    `rent: consistency check passed (${check.items} items, ${check.rents} rents, ${check.payments} payments, ${check.seconds.toFixed(1)} s)`,
  );

  let manifest = store.manifest;
  let reason = store.reason;
  let stats: WriteStats | undefined;
  if (manifest) {
    const broken = await cachedSeedLooksIntact(env, manifest);
    if (broken) {
      reason = `cached seed unusable (${broken})`;
      manifest = undefined;
    }
  }
  let newManifest: RentManifest | undefined;
  if (!manifest) {
    progress(`rent: seeding LARGE and SMALL with ${options.writers} BatchWriteItem writers (${reason})`);
    const seeded = await seedRentCompanies(env, { version: store.version, writers: options.writers, onProgress: progress });
    manifest = newManifest = seeded.manifest;
    stats = seeded.stats;
    progress(`rent: seeded ${seeded.stats.items.toLocaleString('en-US')} items in ${manifest.seedSeconds.toFixed(1)} s`);
  } else {
    progress(`rent: ${reason}`);
  }
  await env.useTable(RENT_TABLE);

  const today = isoDateOf(new Date());
  const revenue = previousTwelveMonths(today);
  const companies = await Promise.all(
    manifest.companies.map(async (c) => ({
      label: c.label,
      token: await ownerToken(c.owner),
      buildingNumber: c.sample.buildingNumber,
      level: c.sample.level,
      roomId: c.sample.roomId,
      ownerId: c.owner.userId,
    })),
  );
  const targets = rentTargets({ companies, revenue });

  // Capacity: one warm-up call (handler import, connection), then one metered call, nothing else in flight.
  progress(`rent: consumed capacity, one metered request per route and company (${targets.length})`);
  const measured = new Map<string, Omit<RentMeasurement, 'latency'>>();
  for (const t of targets) {
    const request = `${t.method} ${t.path}`;
    try {
      await callOnce(env.baseUrl, t);
      const { result, totals } = await measureCapacity(() => callOnce(env.baseUrl, t));
      const rows = t.rowsOf(result);
      const problem = totals.missing
        ? `${totals.missing} reads came back without ConsumedCapacity`
        : totals.capacityUnits <= 0
          ? 'no capacity recorded'
          : rows <= 0
            ? 'no rows returned'
            : undefined;
      measured.set(t.name, {
        route: t.route,
        company: t.company,
        request,
        rows,
        capacity: totals,
        perRow: rows > 0 ? totals.capacityUnits / rows : Number.NaN,
        problem,
      });
    } catch (err) {
      measured.set(t.name, {
        route: t.route,
        company: t.company,
        request,
        rows: 0,
        capacity: { capacityUnits: Number.NaN, calls: {}, itemsRead: 0, missing: 0 },
        perRow: Number.NaN,
        problem: String((err as Error).message ?? err),
      });
    }
  }

  const started = performance.now();
  const latency = await measureRoutes(env.baseUrl, targets, options.load, progress);
  progress(`rent: load runs took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const latencyByName = new Map(latency.map((r) => [r.name, r]));
  const measurements: RentMeasurement[] = targets.map((t) => ({ ...measured.get(t.name)!, latency: latencyByName.get(t.name) }));

  const firstPage = await compareFirstPage(env, manifest.companies, measurements, targets, options.load, progress);
  let insightsPage: InsightsPageComparison | undefined;
  let insightsPageError: string | undefined;
  try {
    insightsPage = await compareInsightsPage({
      env,
      target: targets.find((t) => t.route === 'insightsRent' && t.company === 'LARGE'),
      companyId: manifest.companies.find((c) => c.label === 'LARGE')?.owner.companyId ?? '?',
      tableName: RENT_TABLE,
      load: options.load,
      progress,
    });
  } catch (err) {
    insightsPageError = String((err as Error).stack ?? err);
  }

  const budgets: RentBudgetRow[] = RENT_ROUTES.map(({ name, shows, budgeted, why }) => {
    const large = measurements.find((m) => m.route === name && m.company === 'LARGE');
    const small = measurements.find((m) => m.route === name && m.company === 'SMALL');
    const ratio = large && small && small.perRow > 0 ? large.perRow / small.perRow : Number.NaN;
    const problem =
      [large?.problem && `LARGE: ${large.problem}`, small?.problem && `SMALL: ${small.problem}`].filter(Boolean).join('; ') || undefined;
    return {
      route: name,
      shows,
      large,
      small,
      ratio,
      passed: !problem && Number.isFinite(ratio) && ratio <= RENT_MAX_RATIO,
      budgeted: budgeted !== false,
      why,
      problem,
    };
  });

  return {
    seed: {
      mode: newManifest ? 'seeded' : 'reused',
      reason,
      anchor: manifest.anchor,
      seededAt: manifest.seededAt,
      seedSeconds: manifest.seedSeconds,
      writers: manifest.writers,
      restoreSeconds: newManifest ? 0 : store.restoreSeconds,
      stats,
      tableItems: manifest.tableItems,
      companies: manifest.companies.map((c) => ({ label: c.label, counts: c.counts })),
      workDir: store.workDir,
    },
    check,
    load: options.load,
    revenue,
    measurements,
    budgets,
    maxRatio: RENT_MAX_RATIO,
    firstPage,
    insightsPage,
    insightsPageError,
    newManifest,
  };
}

/**
 * The Active Rent report's first page (default limit) on LARGE through the gateway, against a closed loop of
 * the Query the handler sends for it (toQueryInput of the handler's own KeyQuery, activeRentsQuery: gsi1, the
 * company's ACTIVE partition, the report's projection; Limit = the default page size), same connections and
 * duration, same DynamoDB Local. FIRST_PAGE_PAIRS pairs, each a gateway run and the raw run right after it, so
 * both sides of a ratio see the same machine; the verdict takes the median ratio.
 */
async function compareFirstPage(
  env: BenchEnvironment,
  companies: RentManifest['companies'],
  measurements: readonly RentMeasurement[],
  targets: readonly RentTarget[],
  load: LoadOptions,
  progress: (message: string) => void,
): Promise<FirstPageComparison> {
  const route = 'reportActiveRents';
  const company = 'LARGE';
  const limit = PAGE_LIMIT.default;
  const owner = companies.find((c) => c.label === company)?.owner;
  const measured = measurements.find((m) => m.route === route && m.company === company);
  const target = targets.find((t) => t.route === route && t.company === company);
  // the handler's own KeyQuery (index, key condition, projection), with the page's Limit
  const keyQuery = activeRentsQuery(owner?.companyId ?? '?');
  const query = { ...toQueryInput(keyQuery), Limit: limit };
  const described = `Query ${keyQuery.index}, ${keyQuery.index}pk = ${keyQuery.partition}, the report's projection, Limit ${limit}`;
  const pairs: FirstPagePair[] = [];
  for (let i = 0; i < FIRST_PAGE_PAIRS && target; i++) {
    progress(`rent: first page vs raw Query, pair ${i + 1} of ${FIRST_PAGE_PAIRS}`);
    const [gateway] = await measureRoutes(env.baseUrl, [target], load, progress);
    const raw = await measureRawQuery(
      { name: 'rawQuery', label: described, endpoint: env.dynamoEndpoint, tableName: RENT_TABLE, query, expectItems: limit },
      load,
      progress,
    );
    pairs.push({ gateway, raw, p50Ratio: gateway.p50Ms / raw.p50Ms, p99Ratio: gateway.p99Ms / raw.p99Ms });
  }
  const p50Ratio = median(pairs.map((p) => p.p50Ratio));
  const p99Ratio = median(pairs.map((p) => p.p99Ratio));
  const problem =
    [
      !owner && 'no LARGE company',
      !target && 'no target for the route',
      measured && measured.rows !== limit && `the first page has ${measured.rows} rows, not ${limit}`,
      measured?.problem,
      ...pairs.flatMap((p, i) => [
        p.gateway.problem && `pair ${i + 1} gateway: ${p.gateway.problem}`,
        p.raw.problem && `pair ${i + 1} raw Query: ${p.raw.problem}`,
      ]),
    ]
      .filter(Boolean)
      .join('; ') || undefined;
  const passed = !problem && p50Ratio <= FIRST_PAGE_MAX_RATIO && p99Ratio <= FIRST_PAGE_MAX_RATIO;
  return {
    route,
    company,
    limit,
    rows: measured?.rows ?? 0,
    query: described,
    pairs,
    p50Ratio,
    p99Ratio,
    maxRatio: FIRST_PAGE_MAX_RATIO,
    passed,
    problem,
  };
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none or any NaN. */
function median(values: readonly number[]): number {
  if (!values.length || values.some((v) => !Number.isFinite(v))) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

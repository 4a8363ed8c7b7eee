/**
 * Section ims: inventory routes on a large and a small company (the catalogue and its stock, then purchasing:
 * ims-purchasing.ts, sales: ims-sales.ts, the dashboard, expenses and financial account: ims-finance.ts, stock counts and
 * transfers: ims-floor.ts). The budget: read capacity per returned row must
 * not grow with the company's size or history (LARGE ÷ SMALL ≤ 1.2 for every request): a screen costs what it
 * shows. Also p50/p99 of each request on each company through the local gateway, and the movements pager's
 * last page against its first on the same item (a page costs the same at offset 0 or 10,000).
 *
 * It runs in its own process (ims-child.ts, started by run.ts) with its own DynamoDB Local and gateway: the
 * handlers' document client keeps the first endpoint it sees, and DynamoDB Local's `-sharedDb` file holds every
 * table, so the inventory seed's cache (.bench/ims-db) can only be kept apart from the rent one that way.
 *
 * Order: consistency check of the item builders against the real services (throws on a difference), the seed
 * (or the cached one), one capacity-metered request per target, then the load runs.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { performance } from 'node:perf_hooks';
import { ownerToken, startBenchEnvironment, type BenchEnvironment } from './environment.ts';
import { LARGE_IMS, scaleShape, SEARCH_TERM, SMALL_IMS, type ImsItemCounts, type ImsShape } from './ims-dataset.ts';
import {
  cachedImsSeedLooksIntact,
  checkImsItemShapes,
  disposeImsStore,
  IMS_TABLE,
  persistImsStore,
  prepareImsStore,
  seedImsCompanies,
  type ImsConsistencyCheck,
  type ImsManifest,
} from './ims-seed.ts';
import { FINANCE_ROUTES, financeTargets } from './ims-finance.ts';
import { FLOOR_ROUTES, floorTargets, type FloorCounts } from './ims-floor.ts';
import { compareFulfilmentSave, type FulfilSaveComparison } from './ims-fulfil.ts';
import { compareInsightsPage, type InsightsPageComparison } from './insights-capacity.ts';
import { compareTransferShip, type TransferShipComparison } from './ims-transfer-ship.ts';
import { PURCHASE_ROUTES, purchaseTargets } from './ims-purchasing.ts';
import { SALES_ROUTES, salesTargets } from './ims-sales.ts';
import { measureRoutes, type LatencyRow, type LoadOptions } from './latency.ts';
import { measureCapacity, type CapacityTotals } from './rent-capacity.ts';
import type { WriteStats } from './rent-seed.ts';
import { IMS_ROUTES, imsTargets, type RentTarget } from './targets.ts';
import { BACKFILL_AREAS } from '../../functions/insights/backfill/markers.ts';
import { backfillMarker, insightsPartition } from '../../functions/insights/keys.ts';
import { keepDefaultLists } from '../../functions/insights/services/inventory-lists.ts';
import { db } from '../../functions/lib/dynamo/client.ts';
import { beginsWith, queryAll } from '../../functions/lib/dynamo/query.ts';
import { putItem } from '../../functions/lib/dynamo/transact.ts';
import { isoDateOf } from '../../shared/domain/dates.ts';

/** LARGE's capacity per row may be at most this multiple of SMALL's. */
export const IMS_MAX_RATIO = 1.2;
/** The fulfilment save's comparison: connections, saves (each its own order) and the first ones not recorded. */
export const FULFIL_CONNECTIONS = 20;
export const FULFIL_ORDERS = 400;
export const FULFIL_WARMUP = 40;
/** The transfer ship's comparison (WAREHOUSE.md: p99 ≤ 2× the raw transaction): the same connections and counts. */
export const SHIP_CONNECTIONS = 20;
export const SHIP_TRANSFERS = 400;
export const SHIP_WARMUP = 40;

export interface ImsMeasurement {
  /** The IMS_ROUTES key (e.g. "stockMovements last page"). */
  readonly route: string;
  readonly company: string;
  readonly request: string;
  readonly rows: number;
  readonly capacity: CapacityTotals;
  readonly perRow: number;
  readonly latency?: LatencyRow;
  readonly problem?: string;
}

export interface ImsBudgetRow {
  readonly route: string;
  readonly shows: string;
  readonly large?: ImsMeasurement;
  readonly small?: ImsMeasurement;
  readonly ratio: number;
  readonly passed: boolean;
  readonly problem?: string;
}

/** The movements pager on one company: the last page's RCU/row ÷ the first page's. */
export interface ImsPagerRow {
  readonly company: string;
  readonly movements: number;
  readonly lastOffset: number;
  readonly firstPerRow: number;
  readonly lastPerRow: number;
  readonly ratio: number;
  readonly passed: boolean;
}

export interface ImsSeedInfo {
  readonly mode: 'seeded' | 'reused';
  readonly reason: string;
  readonly seededAt: string;
  readonly seedSeconds: number;
  readonly writers: number;
  readonly restoreSeconds: number;
  readonly stats?: WriteStats;
  readonly tableItems: number;
  readonly companies: ReadonlyArray<{ label: string; shape: ImsShape; counts: ImsItemCounts; floor?: FloorCounts }>;
  readonly workDir: string;
}

export interface ImsSection {
  readonly seed: ImsSeedInfo;
  readonly check: ImsConsistencyCheck;
  readonly load: LoadOptions;
  readonly measurements: ImsMeasurement[];
  readonly budgets: ImsBudgetRow[];
  readonly pager: ImsPagerRow[];
  /** The 10-line fulfilment save vs a raw TransactWriteItems of its size (unbudgeted: the issue asks for the ratio). */
  readonly fulfilSave?: FulfilSaveComparison;
  readonly fulfilSaveError?: string;
  /** The 10-line transfer ship vs a raw TransactWriteItems of its size (budget: p99 ≤ 2×). */
  readonly transferShip?: TransferShipComparison;
  readonly transferShipError?: string;
  /** Issue 35: the Insights page against the raw reads it sends (insights-capacity.ts). */
  readonly insightsPage?: InsightsPageComparison;
  readonly insightsPageError?: string;
  /** Issue 35: the daily run's part that keeps the Insights page's lists, per company (unbudgeted: a background job). */
  readonly listsRuns?: ImsListsRun[];
  readonly maxRatio: number;
}

export interface ImsListsRun {
  readonly label: string;
  readonly lists: number;
  readonly seconds: number;
  readonly capacityUnits: number;
  readonly itemsRead: number;
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

/**
 * The whole section in this process: its own DynamoDB Local on the ims working directory (the cached seed or a
 * new one), the check, the seed, the measurements; stops everything and keeps a new seed as the cache.
 */
export async function benchIms(options: {
  load: LoadOptions;
  writers: number;
  reseed: boolean;
  /** Shrinks both companies (items, partners, long histories) for trial runs; 1 = the budgeted sizes. */
  scale?: number;
  onProgress?: (message: string) => void;
}): Promise<ImsSection> {
  const progress = options.onProgress ?? (() => {});
  const store = prepareImsStore({ reseed: options.reseed, scale: options.scale ?? 1 });
  let newManifest: ImsManifest | undefined;
  let env: BenchEnvironment | undefined;
  try {
    progress('ims: starting DynamoDB Local (-dbPath on the ims working directory), s3rver and the local gateway');
    env = await startBenchEnvironment({ dataDir: store.workDir, keepTables: [IMS_TABLE] });
    const section = await measure(env, store, options, progress, (m) => (newManifest = m));
    return section;
  } finally {
    progress('ims: stopping DynamoDB Local, s3rver and the gateway');
    await env?.stop();
    try {
      if (newManifest) {
        progress('ims: keeping the seeded inventory database in .bench/ims-db for the next runs');
        persistImsStore(store, newManifest);
      }
    } finally {
      disposeImsStore(store);
    }
  }
}

async function measure(
  env: BenchEnvironment,
  store: ReturnType<typeof prepareImsStore>,
  options: { load: LoadOptions; writers: number; scale?: number },
  progress: (message: string) => void,
  keep: (manifest: ImsManifest) => void,
): Promise<ImsSection> {
  progress('ims: consistency check (a small company through the real inventory services vs the bench item builders)');
  const check = await checkImsItemShapes(env);
  progress(`ims: consistency check passed (${check.items} items, ${check.movements} movements, ${check.seconds.toFixed(1)} s)`);

  let manifest = store.manifest;
  let reason = store.reason;
  let stats: WriteStats | undefined;
  let seeded = false;
  if (manifest) {
    const broken = await cachedImsSeedLooksIntact(env, manifest);
    if (broken) {
      reason = `cached seed unusable (${broken})`;
      manifest = undefined;
    }
  }
  if (!manifest) {
    progress(`ims: seeding LARGE and SMALL with ${options.writers} BatchWriteItem writers (${reason})`);
    const result = await seedImsCompanies(env, {
      version: store.version,
      writers: options.writers,
      shapes: [LARGE_IMS, SMALL_IMS].map((s) => scaleShape(s, options.scale ?? 1)),
      onProgress: progress,
    });
    manifest = result.manifest;
    stats = result.stats;
    seeded = true;
    keep(manifest);
    progress(`ims: seeded ${result.stats.items.toLocaleString('en-US')} items in ${manifest.seedSeconds.toFixed(1)} s`);
  } else {
    progress(`ims: ${reason}`);
  }
  await env.useTable(IMS_TABLE);

  const companies = await Promise.all(
    manifest.companies.map(async (c) => ({
      label: c.label,
      token: await ownerToken(c.owner),
      ...c.sample,
      searchTerm: SEARCH_TERM,
    })),
  );
  const targets = [
    ...imsTargets(companies),
    ...purchaseTargets(manifest.companies.map((c, i) => ({ label: c.label, token: companies[i].token, purchases: c.sample.purchases }))),
    ...salesTargets(manifest.companies.map((c, i) => ({ label: c.label, token: companies[i].token, sales: c.sample.sales }))),
    ...financeTargets(companies),
    ...floorTargets(manifest.companies.map((c, i) => ({ label: c.label, token: companies[i].token, floor: c.sample.floor }))),
  ];

  // issue 35: the daily run keeps the Insights page's lists (the last 12 months, every warehouse and all of them), as
  // the product's run does each day before anyone opens the page; what it reads and how long it takes are reported
  const listsRuns: ImsListsRun[] = [];
  for (const c of manifest.companies) {
    // the seeded insights items are the ones the product's rules give (ims-seed.ts): a company whose one-off backfill
    // is done, as sign-up marks a new one (without the marker its page would say "preparing" and keep no lists)
    for (const area of BACKFILL_AREAS)
      await putItem('insightsBackfill', { Item: { ...backfillMarker(c.owner.companyId, area), done: true } });
    const now = new Date();
    const started = performance.now();
    const { result: kept, totals } = await measureCapacity(() => keepDefaultLists(c.owner.companyId, isoDateOf(now), now));
    listsRuns.push({
      label: c.label,
      lists: kept,
      seconds: (performance.now() - started) / 1000,
      capacityUnits: totals.capacityUnits,
      itemsRead: totals.itemsRead,
    });
    progress(`ims: the daily run kept ${kept} lists for ${c.label} (${totals.capacityUnits} RCU, ${totals.itemsRead} items read)`);
  }

  progress(`ims: consumed capacity, one metered request per target (${targets.length})`);
  const measured = new Map<string, Omit<ImsMeasurement, 'latency'>>();
  for (const t of targets) {
    const request = `${t.method} ${t.path}${t.body ? ` ${JSON.stringify(t.body)}` : ''}`;
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
      // the figures as they come: a long run stopped before its report still shows them
      progress(
        `ims capacity: ${t.name}: ${rows} rows, ${totals.capacityUnits} RCU${rows > 0 ? ` (${(totals.capacityUnits / rows).toFixed(4)}/row)` : ''}`,
      );
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
  progress(`ims: load runs took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  // issue 35: before the scratch-table comparisons, on the seeded table
  let insightsPage: InsightsPageComparison | undefined;
  let insightsPageError: string | undefined;
  try {
    insightsPage = await compareInsightsPage({
      env,
      target: targets.find((t) => t.route === 'insightsInventory' && t.company === 'LARGE'),
      companyId: manifest.companies.find((c) => c.label === 'LARGE')?.owner.companyId ?? '?',
      tableName: IMS_TABLE,
      load: options.load,
      progress,
    });
  } catch (err) {
    insightsPageError = String((err as Error).stack ?? err);
  }
  // what this run added to the seeded table (the kept lists, the backfill markers) goes, so a seed kept as the cache
  // holds the manifest's item count and the next run reuses it
  for (const c of manifest.companies) {
    const kept = await queryAll({ partition: insightsPartition(c.owner.companyId), sort: beginsWith('LISTS#') });
    const keys = [
      ...kept.map((i) => ({ pk: String(i.pk), sk: String(i.sk) })),
      ...BACKFILL_AREAS.map((area) => backfillMarker(c.owner.companyId, area)),
    ];
    for (const key of keys) await db().send(new DeleteCommand({ TableName: IMS_TABLE, Key: key }));
  }
  let fulfilSave: FulfilSaveComparison | undefined;
  let fulfilSaveError: string | undefined;
  try {
    fulfilSave = await compareFulfilmentSave(
      env,
      { connections: FULFIL_CONNECTIONS, orders: FULFIL_ORDERS, warmup: FULFIL_WARMUP, restoreTable: IMS_TABLE },
      progress,
    );
  } catch (err) {
    fulfilSaveError = String((err as Error).message ?? err);
    progress(`ims: the fulfilment save comparison failed: ${fulfilSaveError.slice(0, 300)}`);
  }
  let transferShip: TransferShipComparison | undefined;
  let transferShipError: string | undefined;
  try {
    transferShip = await compareTransferShip(
      env,
      { connections: SHIP_CONNECTIONS, transfers: SHIP_TRANSFERS, warmup: SHIP_WARMUP, restoreTable: IMS_TABLE },
      progress,
    );
    progress(
      `ims transfer ship: p50 ${transferShip.route.p50Ms.toFixed(0)} vs ${transferShip.raw.p50Ms.toFixed(0)} ms, p99 ${transferShip.route.p99Ms.toFixed(0)} vs ${transferShip.raw.p99Ms.toFixed(0)} ms (${transferShip.ratioP99.toFixed(2)}×, budget ≤ ${transferShip.maxRatio}×)`,
    );
  } catch (err) {
    transferShipError = String((err as Error).message ?? err);
    progress(`ims: the transfer ship comparison failed: ${transferShipError.slice(0, 300)}`);
  }
  const latencyByName = new Map(latency.map((r) => [r.name, r]));
  const measurements: ImsMeasurement[] = targets.map((t) => ({ ...measured.get(t.name)!, latency: latencyByName.get(t.name) }));

  const budgets: ImsBudgetRow[] = [...IMS_ROUTES, ...PURCHASE_ROUTES, ...SALES_ROUTES, ...FINANCE_ROUTES, ...FLOOR_ROUTES].map(
    ({ key, shows }) => {
      const large = measurements.find((m) => m.route === key && m.company === 'LARGE');
      const small = measurements.find((m) => m.route === key && m.company === 'SMALL');
      const ratio = large && small && small.perRow > 0 ? large.perRow / small.perRow : Number.NaN;
      const problem =
        [large?.problem && `LARGE: ${large.problem}`, small?.problem && `SMALL: ${small.problem}`].filter(Boolean).join('; ') || undefined;
      return { route: key, shows, large, small, ratio, passed: !problem && Number.isFinite(ratio) && ratio <= IMS_MAX_RATIO, problem };
    },
  );

  const pager: ImsPagerRow[] = manifest.companies.map((c) => {
    const first = measurements.find((m) => m.route === 'stockMovements offset 0' && m.company === c.label);
    const last = measurements.find((m) => m.route === 'stockMovements last page' && m.company === c.label);
    const firstPerRow = first?.perRow ?? Number.NaN;
    const lastPerRow = last?.perRow ?? Number.NaN;
    const ratio = lastPerRow / firstPerRow;
    return {
      company: c.label,
      movements: c.sample.hotMovements,
      lastOffset: Math.max(0, c.sample.hotMovements - 10),
      firstPerRow,
      lastPerRow,
      ratio,
      passed: Number.isFinite(ratio) && ratio <= IMS_MAX_RATIO,
    };
  });

  return {
    seed: {
      mode: seeded ? 'seeded' : 'reused',
      reason,
      seededAt: manifest.seededAt,
      seedSeconds: manifest.seedSeconds,
      writers: manifest.writers,
      restoreSeconds: seeded ? 0 : store.restoreSeconds,
      stats,
      tableItems: manifest.tableItems,
      companies: manifest.companies.map((c) => ({ label: c.label, shape: c.shape, counts: c.counts, floor: c.floor })),
      workDir: store.workDir,
    },
    check,
    load: options.load,
    measurements,
    budgets,
    pager,
    fulfilSave,
    fulfilSaveError,
    transferShip,
    transferShipError,
    insightsPage,
    insightsPageError,
    listsRuns,
    maxRatio: IMS_MAX_RATIO,
  };
}

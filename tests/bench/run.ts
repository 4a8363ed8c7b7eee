/**
 * `npm run bench`: Lambda bundle sizes and cold-import times (with budgets), API latency through the
 * local gateway against a raw GetItem baseline, rent routes and inventory routes on a large and a small
 * seeded company each (capacity per row budget, latency), a CSV import of 100 and 10,000 items (time and write
 * units per row budgets), and the SPA's initial JS. Prints a markdown report on stdout
 * (progress goes to stderr) and keeps a copy in .bench/report.md (+ results.json).
 * Exits non-zero when a budget fails or a section could not measure, after printing everything.
 *
 *   --runs=9          cold-import runs per bundle (median)
 *   --import-budget=180  seconds allowed for the cold-import passes; fewer runs (never under 3) when slower
 *   --duration=10     seconds measured per latency target
 *   --warmup=2        warm-up seconds per latency target (discarded)
 *   --dynamo-warmup=15 seconds of GetItem load on DynamoDB Local before the latency section measures anything
 *   --connections=20  concurrency for the latency section
 *   --rent-duration=5 seconds measured per rent target (26 targets: 13 rows × 2 companies)
 *   --rent-warmup=1   warm-up seconds per rent target
 *   --rent-connections=4  concurrency for the rent section's load runs
 *   --rent-writers=8  concurrent BatchWriteItem calls while seeding
 *   --rent-reseed     ignore the cached seed in .bench/rent-db and seed again
 *   --rent-max-age=7  days a cached seed stays usable (statuses depend on today)
 *   --skip-build      never run `npm run build` (SPA row unavailable when web/dist is missing)
 *   --rebuild         always run `npm run build` first
 *   --ims-reseed      ignore the cached seed in .bench/ims-db and seed the inventory companies again
 *   --ims-scale=1     shrink the inventory companies for a trial run (e.g. 0.1; the budget is for 1)
 *   --import-sizes=100,10000  rows of the import section's files (the budget is for 10,000, ratio to the first)
 *   --only=bundles,latency,writes,rent,ims,import,spa   run only these sections (e.g. --only=rent)
 *
 * The ims section uses the --rent-duration/--rent-warmup/--rent-connections/--rent-writers settings.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isoDateOf } from '../../shared/domain/dates.ts';
import { routes } from '../../shared/routes.ts';
import { benchAuditWrites, type WritesSection } from './audit-write-cost.ts';
import { benchBundles, type BundleSection } from './bundles.ts';
import { createBenchCompany, startBenchEnvironment, type BenchEnvironment } from './environment.ts';
import { measureRawGetItem, measureRoutes, warmUpDynamo, type LoadOptions } from './latency.ts';
import type { ImsSection } from './ims.ts';
import type { ImportSection } from './import.ts';
import { benchDir, benchFile, repoRoot } from './paths.ts';
import { benchRent, type RentSection } from './rent.ts';
import { benchAutomation } from './automation.ts';
import {
  disposeRentStore,
  persistRentStore,
  prepareRentStore,
  RENT_TABLE,
  tableItemCount,
  type RentManifest,
  type RentStore,
} from './rent-seed.ts';
import {
  bundleVerdict,
  importVerdict,
  imsVerdict,
  latencyVerdict,
  renderReport,
  rentVerdict,
  spaVerdict,
  writesVerdict,
  type LatencySection,
  type Section,
} from './report.ts';
import { benchSpa, stopSpaBuild, type SpaSection } from './spa.ts';
import { latencyTargets } from './targets.ts';

const SECTIONS = ['bundles', 'latency', 'writes', 'rent', 'ims', 'import', 'spa'] as const;
type SectionName = (typeof SECTIONS)[number];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    'import-budget': { type: 'string', default: '180' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    'dynamo-warmup': { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    'rent-duration': { type: 'string', default: '5' },
    'rent-warmup': { type: 'string', default: '1' },
    'rent-connections': { type: 'string', default: '4' },
    'rent-writers': { type: 'string', default: '8' },
    'rent-reseed': { type: 'boolean', default: false },
    'rent-max-age': { type: 'string', default: '7' },
    'ims-reseed': { type: 'boolean', default: false },
    'ims-scale': { type: 'string', default: '1' },
    'import-sizes': { type: 'string', default: '100,10000' },
    'skip-build': { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const positive = (name: string, value: string | undefined, { allowZero = false } = {}) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0))
    throw new Error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number`);
  return n;
};
const runs = Math.round(positive('runs', args.runs));
const importBudgetMs = positive('import-budget', args['import-budget']) * 1000;
const load: LoadOptions = {
  connections: Math.round(positive('connections', args.connections)),
  durationSec: positive('duration', args.duration),
  warmupSec: positive('warmup', args.warmup, { allowZero: true }),
};
const dynamoWarmupSec = positive('dynamo-warmup', args['dynamo-warmup'], { allowZero: true });
const rentLoad: LoadOptions = {
  connections: Math.round(positive('rent-connections', args['rent-connections'])),
  durationSec: positive('rent-duration', args['rent-duration']),
  warmupSec: positive('rent-warmup', args['rent-warmup'], { allowZero: true }),
};
const rentWriters = Math.round(positive('rent-writers', args['rent-writers']));
const imsScale = positive('ims-scale', args['ims-scale']);
const importSizes = (args['import-sizes'] ?? '').split(',').map((s) => Math.round(positive('import-sizes', s.trim())));
const rentMaxAgeDays = Math.round(positive('rent-max-age', args['rent-max-age'], { allowZero: true }));
const only = new Set(
  (args.only ?? SECTIONS.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
for (const s of only) if (!SECTIONS.includes(s as SectionName)) throw new Error(`--only: unknown section "${s}" (${SECTIONS.join(', ')})`);

const startedAt = new Date();
const startLoad = loadavg()[0];
const progress = (message: string) =>
  process.stderr.write(`[bench +${((Date.now() - startedAt.getTime()) / 1000).toFixed(0).padStart(3)}s] ${message}\n`);
const errorText = (err: unknown) =>
  String((err as Error)?.message ?? err)
    .split('\n')
    .slice(0, 3)
    .join(' ');

// One DynamoDB Local and gateway for the latency and rent sections: the handlers' document client keeps the
// first endpoint it is given, so a second instance would not be seen. When the rent section runs, DynamoDB
// Local works on a directory that can hold the cached seed (rent-seed.ts), otherwise in memory.
let environment: BenchEnvironment | undefined;
/** The ims section's process while it runs (it stops its own DynamoDB Local on SIGINT/SIGTERM). */
let imsChild: ReturnType<typeof spawn> | undefined;
/** The import section's process while it runs (the same). */
let importChild: ReturnType<typeof spawn> | undefined;
let rentStore: RentStore | undefined;
/** A seed made this run, kept as the cache once DynamoDB Local has stopped cleanly. */
let rentSeedToKeep: RentManifest | undefined;

async function ensureEnvironment(): Promise<BenchEnvironment> {
  if (environment) return environment;
  progress('starting DynamoDB Local, s3rver and the local gateway');
  if (only.has('rent')) {
    rentStore = prepareRentStore({ reseed: args['rent-reseed'], maxAgeDays: rentMaxAgeDays, today: isoDateOf(new Date()) });
    environment = await startBenchEnvironment({ dataDir: rentStore.workDir, keepTables: [RENT_TABLE] });
  } else {
    environment = await startBenchEnvironment();
  }
  return environment;
}

async function cleanup({ keepSeed = false } = {}) {
  stopSpaBuild();
  const env = environment;
  environment = undefined;
  await env?.stop();
  const store = rentStore;
  rentStore = undefined;
  if (!store) return;
  try {
    if (keepSeed && rentSeedToKeep) {
      progress('keeping the seeded rent database in .bench/rent-db for the next runs');
      persistRentStore(store, rentSeedToKeep);
    }
  } catch (err) {
    progress(`could not keep the seeded rent database: ${errorText(err)}`);
  } finally {
    rentSeedToKeep = undefined;
    disposeRentStore(store);
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    progress(`${signal}: stopping DynamoDB Local and the gateway`);
    imsChild?.kill(signal);
    importChild?.kill(signal);
    void cleanup().finally(() => process.exit(130));
  });
}

async function bundlesSection(): Promise<Section<BundleSection>> {
  if (!only.has('bundles')) return { status: 'skipped' };
  try {
    return { status: 'done', value: await benchBundles({ routes, runs, minRuns: 3, importBudgetMs, onProgress: progress }) };
  } catch (err) {
    return { status: 'error', error: errorText(err) };
  }
}

async function latencySection(): Promise<Section<LatencySection>> {
  if (!only.has('latency')) return { status: 'skipped' };
  try {
    const environment = await ensureEnvironment();
    await environment.useTable(environment.tableName);
    const company = await createBenchCompany();
    const rawTarget = {
      name: 'rawGetItem',
      endpoint: environment.dynamoEndpoint,
      tableName: environment.tableName,
      key: company.companyKey,
    };
    // DynamoDB Local is a JVM: it compiles its hot paths over its first seconds of load. Without this the first
    // target that reads the table paid for that, and the raw baseline, measured last, did not.
    await warmUpDynamo(rawTarget, { ...load, warmupSec: dynamoWarmupSec }, progress);
    const routeRows = await measureRoutes(environment.baseUrl, latencyTargets({ company }), load, progress);
    const raw = await measureRawGetItem(rawTarget, load, progress);
    const dynamoStorage = environment.dataDir
      ? `-dbPath on ${environment.dataDir.startsWith('/dev/shm') ? 'tmpfs' : 'disk'}, shared with the rent section; this section's own fresh table`
      : 'in memory';
    return {
      status: 'done',
      value: { options: load, dynamoStorage, routes: routeRows, raw, valid: ![...routeRows, raw].some((r) => r.problem) },
    };
  } catch (err) {
    return { status: 'error', error: errorText(err) };
  } finally {
    if (!only.has('rent') && !only.has('writes')) {
      progress('stopping DynamoDB Local, s3rver and the gateway');
      await cleanup();
    }
  }
}

/** What an audit entry adds to a mutation's write (audit-write-cost.ts), in a scratch table of the same DynamoDB Local. */
async function writesSection(): Promise<Section<WritesSection>> {
  if (!only.has('writes')) return { status: 'skipped' };
  try {
    const environment = await ensureEnvironment();
    return { status: 'done', value: await benchAuditWrites(environment, { onProgress: progress }) };
  } catch (err) {
    return { status: 'error', error: errorText(err) };
  } finally {
    if (!only.has('rent')) {
      progress('stopping DynamoDB Local, s3rver and the gateway');
      await cleanup();
    }
  }
}

async function rentSection(): Promise<Section<Omit<RentSection, 'newManifest'>>> {
  if (!only.has('rent')) return { status: 'skipped' };
  try {
    const environment = await ensureEnvironment();
    const { newManifest, ...value } = await benchRent(environment, rentStore!, {
      load: rentLoad,
      writers: rentWriters,
      onProgress: progress,
    });
    rentSeedToKeep = newManifest;
    // Issue 19: one day's run of the jobs on the same companies (it writes: a kept seed remembers the day).
    const manifest = newManifest ?? rentStore!.manifest!;
    let automation: RentSection['automation'];
    try {
      automation = { status: 'done', value: await benchAutomation(manifest, progress) };
      // a kept seed holds what the run wrote: its day is not run again, and its item count is the one to check
      if (rentSeedToKeep)
        rentSeedToKeep = {
          ...rentSeedToKeep,
          automationDays: [...(rentSeedToKeep.automationDays ?? []), automation.value.date],
          tableItems: await tableItemCount(environment.dynamoEndpoint, rentSeedToKeep.table),
        };
    } catch (err) {
      automation = { status: 'error', error: errorText(err) };
    }
    return { status: 'done', value: { ...value, automation } };
  } catch (err) {
    return { status: 'error', error: errorText(err) };
  } finally {
    progress('stopping DynamoDB Local, s3rver and the gateway');
    await cleanup({ keepSeed: true });
  }
}

/**
 * The ims section in a process of its own (ims-child.ts): its own DynamoDB Local, gateway and document client,
 * so its cached seed (.bench/ims-db) stays apart from the rent section's. Runs after the rent section has
 * stopped its DynamoDB Local (one JVM at a time).
 */
async function imsSection(): Promise<Section<ImsSection>> {
  if (!only.has('ims')) return { status: 'skipped' };
  const resultFile = join(benchDir, 'ims-result.json');
  try {
    mkdirSync(benchDir, { recursive: true });
    rmSync(resultFile, { force: true });
    const options = {
      load: rentLoad,
      writers: rentWriters,
      reseed: args['ims-reseed'],
      scale: imsScale,
      startedAt: startedAt.getTime(),
    };
    const child = spawn(process.execPath, ['--import', 'tsx', benchFile('ims-child.ts'), JSON.stringify(options), resultFile], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    });
    imsChild = child;
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    imsChild = undefined;
    if (!existsSync(resultFile)) return { status: 'error', error: `the ims process exited with code ${code} and no result` };
    const result = JSON.parse(readFileSync(resultFile, 'utf8')) as { ok: true; value: ImsSection } | { ok: false; error: string };
    return result.ok ? { status: 'done', value: result.value } : { status: 'error', error: errorText(result.error) };
  } catch (err) {
    return { status: 'error', error: errorText(err) };
  }
}

/**
 * The import section in a process of its own (import.ts run as a script): its own DynamoDB Local in memory, gateway,
 * local import queue and document client, after the other DynamoDB sections have stopped theirs (one JVM at a time).
 */
async function importSection(): Promise<Section<ImportSection>> {
  if (!only.has('import')) return { status: 'skipped' };
  const resultFile = join(benchDir, 'import-result.json');
  try {
    mkdirSync(benchDir, { recursive: true });
    rmSync(resultFile, { force: true });
    const options = { sizes: importSizes, startedAt: startedAt.getTime() };
    const child = spawn(process.execPath, ['--import', 'tsx', benchFile('import.ts'), JSON.stringify(options), resultFile], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    });
    importChild = child;
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    importChild = undefined;
    if (!existsSync(resultFile)) return { status: 'error', error: `the import process exited with code ${code} and no result` };
    const result = JSON.parse(readFileSync(resultFile, 'utf8')) as { ok: true; value: ImportSection } | { ok: false; error: string };
    return result.ok ? { status: 'done', value: result.value } : { status: 'error', error: errorText(result.error) };
  } catch (err) {
    return { status: 'error', error: errorText(err) };
  }
}

async function spaSection(): Promise<Section<SpaSection>> {
  if (!only.has('spa')) return { status: 'skipped' };
  try {
    const build = args.rebuild ? 'always' : args['skip-build'] ? 'never' : 'if-missing';
    return { status: 'done', value: await benchSpa({ build, onProgress: progress }) };
  } catch (err) {
    return { status: 'error', error: errorText(err) };
  }
}

function describeEnvironment(): string[] {
  const cpu = cpus();
  const out = [
    `node ${process.version}`,
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}`,
    `load average ${startLoad.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end`,
  ];
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    out.push(`commit ${commit}`);
  } catch {
    /* not a git checkout */
  }
  return out;
}

let exitCode = 1;
try {
  // Quiet machine first: bundle sizes and cold imports, then load, then the (CPU-heavy) SPA build.
  const bundles = await bundlesSection();
  const latency = await latencySection();
  const writes = await writesSection();
  const rent = await rentSection();
  const ims = await imsSection();
  const imports = await importSection();
  const spa = await spaSection();
  const results = {
    startedAt,
    elapsedSec: (Date.now() - startedAt.getTime()) / 1000,
    environment: describeEnvironment(),
    bundles,
    latency,
    writes,
    rent,
    ims,
    import: imports,
    spa,
  };
  const report = renderReport(results);
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(join(benchDir, 'report.md'), report);
  writeFileSync(join(benchDir, 'results.json'), JSON.stringify(results, null, 2));
  process.stdout.write(report);
  progress('report written to .bench/report.md and .bench/results.json');
  exitCode =
    bundleVerdict(bundles).passed &&
    latencyVerdict(latency).passed &&
    writesVerdict(writes).passed &&
    rentVerdict(rent).passed &&
    imsVerdict(ims).passed &&
    importVerdict(imports).passed &&
    spaVerdict(spa).passed
      ? 0
      : 1;
} catch (err) {
  process.stderr.write(`bench failed: ${String((err as Error)?.stack ?? err)}\n`);
} finally {
  await cleanup();
}
// Anything still holding the event loop (keep-alive sockets, s3rver timers) must not keep us alive.
process.stdout.write('', () => process.exit(exitCode));

/**
 * Section 1: every manifest handler bundled exactly as the CDK stack bundles it (infra/bundling.ts),
 * its minified and gzip size, and its cold-import time in a fresh node process compared with a
 * bundle of `@aws-sdk/client-dynamodb` alone built the same way in the same run.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { lambdaEsbuildOptions } from '../../infra/bundling.ts';
import type { RouteDefinition } from '../../shared/routes.ts';
import { benchDir, benchFile, repoRoot } from './paths.ts';
import { median, ratio } from './stats.ts';

export const BUNDLE_BUDGETS = {
  /** 300 kB, 1 kB = 1000 bytes (the unit Vite and esbuild print). Applies to CRUD handlers, not to PDF_ROUTES. */
  maxMinifiedBytes: 300_000,
  /** Handler cold import ÷ DynamoDB-client-only cold import. */
  maxImportRatio: 1.5,
} as const;

/**
 * The routes that render a PDF (the rent invoice, and its share link and its email, which render it too, and the rent
 * collection's emails). They embed
 * pdf-lib by necessity, so the CRUD size budget does not apply to them; their size is still shown, and the
 * cold-import budget applies as to every handler. The exemption holds only while the bundle really
 * contains pdf-lib: a listed route without it is budgeted like any CRUD handler.
 */
export const PDF_ROUTES: ReadonlySet<string> = new Set([
  'rentInvoicePrint',
  'rentInvoiceLinkCreate',
  'purchaseInvoicePdf',
  'salesInvoicePdf',
  'salesInvoiceLinkCreate',
  'rentInvoiceEmail',
  'salesInvoiceEmail',
  // issue 19: the billing and reminder emails carry a stable invoice link whose PDF is rendered as the link is made
  // (Run now runs the jobs in the request; Send reminder now sends one reminder with its link)
  'automationRun',
  'sendReminder',
  // issue 33: item and lot labels, a PDF of barcodes (pdf-lib and bwip-js)
  'labelsPrint',
  // issue 34: a tenant's or customer's statement as a PDF, and their invoice (PORTAL.md GET /api/portal/invoice: the rent
  // or sales invoice PDF rendered and stored as Print Invoice does, through a short-lived signed link, like the link routes)
  'portalStatementPdf',
  'portalInvoice',
  // issue 35: the owner's monthly statement as a PDF (INSIGHTS.md), for any month from either Insights page
  'insightsStatement',
]);

const embedsPdfLib = (bundle: BuiltBundle | undefined) =>
  !!bundle?.contributors.some((c) => c.name === 'pdf-lib' || c.name === '@pdf-lib/*');

/**
 * The SES client is bundled only by the handlers that send (functions/lib/email/send.ts imports it, and only the
 * routes flagged `email` get SES permissions in CDK): a bundle with it whose route is not flagged, or a flagged route
 * without it, is a row error.
 */
export function emailBundleProblem(route: RouteDefinition, bundle: BuiltBundle | undefined): string | undefined {
  if (!bundle) return undefined;
  if (bundle.embedsSesClient && !route.email) return 'bundles @aws-sdk/client-sesv2 but its route is not flagged email';
  if (!bundle.embedsSesClient && route.email) return 'flagged email (SES permissions) but does not bundle the SES client';
  return undefined;
}

/**
 * The SQS client is bundled only by the handlers that queue import work (functions/import/queue.ts loads it on the
 * first send on AWS, and only the routes flagged `queue` get `sqs:SendMessage` and IMPORT_QUEUE_URL in CDK): a bundle
 * with it whose route is not flagged, or a flagged route without it, is a row error.
 */
export function queueBundleProblem(route: RouteDefinition, bundle: BuiltBundle | undefined): string | undefined {
  if (!bundle) return undefined;
  if (bundle.embedsSqsClient && !route.queue) return 'bundles @aws-sdk/client-sqs but its route is not flagged queue';
  if (!bundle.embedsSqsClient && route.queue) return 'flagged queue (SQS permissions) but does not bundle the SQS client';
  return undefined;
}

/** Bundles that are not routes, built and measured beside them (figures shown, no CRUD budget). */
export const WORKER_BUNDLES = [
  // the import queue's consumer: the only bundle with the CSV parser (csv-parse)
  { name: 'importWorker', entry: 'functions/import/worker.ts' },
] as const;
/** The worker whose bundle must hold csv-parse (and no route's may). */
export const CSV_PARSER_WORKER = 'importWorker';

/** gzip level used for every "gzip" figure in the report. */
export const GZIP_LEVEL = 9;

export interface BuiltBundle {
  readonly name: string;
  /** The .mjs file on disk (under .bench/bundles). */
  readonly file: string;
  readonly minifiedBytes: number;
  readonly gzipBytes: number;
  /** Largest contributors to the output, grouped by package (or "app code"). */
  readonly contributors: { readonly name: string; readonly bytes: number }[];
  /** The output holds @aws-sdk/client-sesv2 (the handler sends email). */
  readonly embedsSesClient: boolean;
  /** The output holds @aws-sdk/client-sqs (the handler queues import work). */
  readonly embedsSqsClient: boolean;
  /** The metafile lists csv-parse among the output's inputs (the CSV parser: the import worker's alone). */
  readonly embedsCsvParse: boolean;
}

export interface BundleEntry {
  /** Output folder name (the manifest route name). */
  readonly name: string;
  /** Entry module, relative to the repository root. */
  readonly entry: string;
}

function describe(metafile: Metafile, name: string, outDir: string): BuiltBundle {
  const file = join(outDir, name, 'index.mjs');
  const bytes = readFileSync(file);
  // Kept for digging in (e.g. https://esbuild.github.io/analyze/).
  writeFileSync(join(outDir, name, 'meta.json'), JSON.stringify(metafile));
  const inputs = Object.keys(outputOf(metafile, file)?.inputs ?? {});
  return {
    name,
    file,
    minifiedBytes: bytes.length,
    gzipBytes: gzipSync(bytes, { level: GZIP_LEVEL }).length,
    contributors: contributors(metafile, file),
    embedsSesClient: inputs.some((path) => path.includes('node_modules/@aws-sdk/client-sesv2/')),
    embedsSqsClient: inputs.some((path) => path.includes('node_modules/@aws-sdk/client-sqs/')),
    embedsCsvParse: inputs.some((path) => path.includes('node_modules/csv-parse/')),
  };
}

/** One bundle, built alone (what NodejsFunction does per function). */
export async function bundleEntry(entry: BundleEntry, outDir: string): Promise<BuiltBundle> {
  const result = await build({
    ...lambdaEsbuildOptions(),
    absWorkingDir: repoRoot,
    entryPoints: [join(repoRoot, entry.entry)],
    outfile: join(outDir, entry.name, 'index.mjs'),
    metafile: true,
    write: true,
  });
  return describe(result.metafile, entry.name, outDir);
}

export type BuildOutcome = { bundle: BuiltBundle; error?: undefined } | { bundle?: undefined; error: string };

/**
 * All bundles in one esbuild run (without code splitting each output is still a self-contained
 * bundle of its own entry, as a per-function build makes it, but shared modules are parsed once).
 * When that run fails (a handler being written elsewhere does not compile), each entry is built
 * alone so one broken handler only fails its own row.
 */
export async function bundleEntries(entries: readonly BundleEntry[], outDir: string): Promise<Map<string, BuildOutcome>> {
  try {
    const result = await build({
      ...lambdaEsbuildOptions(),
      logLevel: 'silent',
      absWorkingDir: repoRoot,
      entryPoints: entries.map((e) => ({ in: join(repoRoot, e.entry), out: `${e.name}/index` })),
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      metafile: true,
      write: true,
    });
    return new Map(
      entries.map((e): [string, BuildOutcome] => [
        e.name,
        { bundle: describe(singleOutput(result.metafile, e.name, outDir), e.name, outDir) },
      ]),
    );
  } catch {
    const built = await Promise.all(
      entries.map(async (e): Promise<[string, BuildOutcome]> => {
        try {
          return [e.name, { bundle: await bundleEntry(e, outDir) }];
        } catch (err) {
          return [e.name, { error: `esbuild failed: ${String((err as Error)?.message ?? err).slice(0, 500)}` }];
        }
      }),
    );
    return new Map(built);
  }
}

/** The part of a multi-entry metafile that belongs to one output. */
function singleOutput(metafile: Metafile, name: string, outDir: string): Metafile {
  const key = relative(repoRoot, join(outDir, name, 'index.mjs'))
    .split('\\')
    .join('/');
  const output = metafile.outputs[key];
  if (!output) throw new Error(`esbuild metafile has no output ${key}`);
  const inputs = Object.fromEntries(Object.keys(output.inputs).map((path) => [path, metafile.inputs[path]]));
  return { inputs, outputs: { [key]: output } };
}

function outputOf(metafile: Metafile, file: string) {
  const key = relative(repoRoot, file).split('\\').join('/');
  return metafile.outputs[key] ?? Object.values(metafile.outputs)[0];
}

function contributors(metafile: Metafile, file: string) {
  const output = outputOf(metafile, file);
  const groups = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const group = packageGroup(path);
    groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
  }
  return [...groups].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** `node_modules/@aws-sdk/x/...` → `@aws-sdk/*`; `node_modules/zod/...` → `zod`; repo files → `app code`. */
function packageGroup(path: string): string {
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return 'app code';
  const [first] = path.slice(at + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/*` : first;
}

export interface ImportSample {
  /** Wall time of `await import()`, ms (the figure the budget is about). */
  readonly wallMs: number;
  /** CPU time (user + system, all threads) of the child over the same span, ms. */
  readonly cpuMs: number;
}

export interface ColdImport {
  readonly medianMs: number;
  readonly medianCpuMs: number;
  /** One per pass, in pass order (aligned across bundles). */
  readonly samples: ImportSample[];
  /**
   * One per pass: this sample ÷ the mean of the reference samples taken just before and just after it
   * in the same pass (wall and CPU). Undefined for the reference itself.
   */
  readonly bracketed?: ImportSample[];
  readonly error?: string;
}

const CHILD = benchFile('./cold-import-child.mjs');

/** Configuration handlers read (lazily); harmless values so nothing trips if a module reads it early. */
const CHILD_ENV: Record<string, string> = {
  TABLE_NAME: 'bench-table',
  INVOICE_BUCKET: 'bench-invoices',
  AUTH_SECRETS_ARN: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:bench',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  LOG_LEVEL: 'warn',
};

function importOnce(file: string, exportName: string): Promise<{ sample?: ImportSample; error?: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...CHILD_ENV };
  // The bench itself runs under tsx; the child must be a plain node, exactly like Lambda's.
  delete env.NODE_OPTIONS;
  return new Promise((resolve) => {
    execFile(process.execPath, [CHILD, file, exportName], { env, cwd: repoRoot, timeout: 60_000 }, (err, stdout, stderr) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      try {
        const parsed = JSON.parse(line) as { ms?: number; cpuMs?: number; error?: string };
        if (parsed.error) return resolve({ error: parsed.error });
        if (parsed.ms !== undefined) return resolve({ sample: { wallMs: parsed.ms, cpuMs: parsed.cpuMs ?? Number.NaN } });
      } catch {
        /* fall through */
      }
      resolve({ error: (err?.message ?? '') + (stderr ? `\n${stderr.trim().slice(-1000)}` : '') || 'no output' });
    });
  });
}

export interface ColdImportOptions {
  /** Passes wanted (each pass imports every bundle once, in a fresh process each). */
  readonly runs: number;
  /** Never fewer passes than this, whatever the time budget says. */
  readonly minRuns: number;
  /** Time allowed for all passes; on a slow or busy machine the pass count is lowered to fit. */
  readonly budgetMs: number;
  /** The reference is imported again after every this many bundles of a pass (default 6). */
  readonly referenceEvery?: number;
  readonly onProgress?: (message: string) => void;
}

type Bundle = { name: string; file: string; exportName: string };

/**
 * Each sample is a fresh node process importing one bundle once. The first bundle is the reference:
 * within each pass it is imported again after every few bundles, so every sample has a reference
 * sample seconds before and after it, and its ratio is taken against those two. A burst of load from
 * another process then moves both sides of the ratio, not one bundle's figure (with a single reference
 * sample per pass, one lucky fast reference import failed a whole pass of handlers). One discarded
 * import warms node and the disk cache.
 */
export async function measureColdImports(
  bundles: readonly Bundle[],
  options: ColdImportOptions,
): Promise<{ results: Map<string, ColdImport>; runs: number; reducedFrom?: number }> {
  const progress = options.onProgress ?? (() => {});
  const [reference, ...rest] = bundles;
  if (!reference) return { results: new Map(), runs: 0 };
  const every = Math.max(1, options.referenceEvery ?? 6);
  const samples = new Map<string, ImportSample[]>(bundles.map((b) => [b.name, []]));
  const bracketed = new Map<string, ImportSample[]>(rest.map((b) => [b.name, []]));
  const errors = new Map<string, string>();
  await importOnce(reference.file, reference.exportName);

  const measureReference = async (): Promise<ImportSample | undefined> => {
    const r = await importOnce(reference.file, reference.exportName);
    if (r.sample) samples.get(reference.name)!.push(r.sample);
    else errors.set(reference.name, r.error ?? 'unknown error');
    return r.sample;
  };

  let runs = options.runs;
  let reducedFrom: number | undefined;
  for (let pass = 1; pass <= runs && !errors.has(reference.name); pass++) {
    progress(`cold import: pass ${pass}/${runs} (${rest.length} bundles, one fresh node each, the reference every ${every})`);
    const started = Date.now();
    let before = await measureReference();
    for (let i = 0; i < rest.length && before; i += every) {
      const group: { b: Bundle; sample: ImportSample }[] = [];
      for (const b of rest.slice(i, i + every)) {
        if (errors.has(b.name)) continue;
        const r = await importOnce(b.file, b.exportName);
        if (r.sample) group.push({ b, sample: r.sample });
        else errors.set(b.name, r.error ?? 'unknown error');
      }
      const after = await measureReference();
      if (!after) break;
      const wall = (before.wallMs + after.wallMs) / 2;
      const cpu = (before.cpuMs + after.cpuMs) / 2;
      for (const { b, sample } of group) {
        samples.get(b.name)!.push(sample);
        bracketed.get(b.name)!.push({ wallMs: ratio(sample.wallMs, wall), cpuMs: ratio(sample.cpuMs, cpu) });
      }
      before = after;
    }
    if (pass === 1) {
      const fit = Math.max(options.minRuns, Math.floor(options.budgetMs / Math.max(1, Date.now() - started)));
      if (fit < runs) {
        reducedFrom = runs;
        runs = fit;
        progress(`cold import: one pass took ${((Date.now() - started) / 1000).toFixed(1)} s; ${runs} passes fit the time budget`);
      }
    }
  }
  const results = new Map(
    bundles.map((b) => {
      const s = samples.get(b.name)!;
      const error = errors.get(b.name);
      return [
        b.name,
        {
          medianMs: error ? Number.NaN : median(s.map((x) => x.wallMs)),
          medianCpuMs: error ? Number.NaN : median(s.map((x) => x.cpuMs)),
          samples: s,
          bracketed: bracketed.get(b.name),
          error,
        },
      ];
    }),
  );
  return { results, runs, reducedFrom };
}

/** Median over passes of a bundle's bracketed ratios (sample ÷ the reference imports around it). */
function bracketedRatio(imported: ColdImport | undefined, pick: (s: ImportSample) => number): number {
  const values = imported?.error ? [] : (imported?.bracketed ?? []).map(pick);
  return values.length ? median(values) : Number.NaN;
}

export interface BundleRow {
  readonly route: RouteDefinition;
  readonly bundle?: BuiltBundle;
  /** Median cold import (wall), ms. */
  readonly importMs: number;
  /** Median over passes of handler ÷ the baseline imports just before and after it, wall time: the budgeted figure. */
  readonly importRatio: number;
  /** The same on CPU time: far less sensitive to other processes; a cross-check when the machine is busy. */
  readonly importCpuRatio: number;
  /**
   * 'crud': the ≤ 300 kB budget applies; 'pdf': a PDF-rendering route (PDF_ROUTES), size shown but not budgeted;
   * 'email': a route flagged email that bundles the SES client: the CRUD budget plus what the SES client adds
   * (BundleSection.sesClientBytes); 'queue': a route flagged queue that bundles the SQS client: the CRUD budget plus
   * what the queue module adds (BundleSection.sqsClientBytes), the cold-import budget as for every handler.
   */
  readonly sizeBudget: 'crud' | 'pdf' | 'email' | 'queue';
  readonly sizeOk: boolean;
  readonly importOk: boolean;
  /** The SES client is bundled exactly when the route is flagged `email` (a handler that does not send must not carry it). */
  readonly emailOk: boolean;
  /** The SQS client is bundled exactly when the route is flagged `queue`. */
  readonly queueOk: boolean;
  /** The CSV parser (csv-parse) is in no route's bundle: it is the import worker's alone. */
  readonly csvParseOk: boolean;
  readonly error?: string;
}

/** A bundle that is not a route's (WORKER_BUNDLES): its figures, unbudgeted. */
export interface WorkerRow {
  readonly name: string;
  readonly entry: string;
  readonly bundle?: BuiltBundle;
  readonly importMs: number;
  readonly importRatio: number;
  readonly importCpuRatio: number;
  readonly error?: string;
}

export interface BundleSection {
  /** Passes actually measured. */
  readonly runs: number;
  /** Passes asked for, when the time budget lowered them. */
  readonly runsWanted?: number;
  readonly baseline: BuiltBundle & { importMs: number; importCpuMs: number; error?: string };
  readonly rows: BundleRow[];
  readonly passed: boolean;
  /** What the email module (send.ts and the SES client) adds to a bundle (minified), measured in the same run. */
  readonly sesClientBytes: number;
  /** What it adds to a cold import, as a share of the baseline's (0.1 = +0.1×): the sending routes' import allowance. */
  readonly sesImportExtra: number;
  /** What the import queue module (queue.ts and the SQS client) adds to a bundle (minified): the queue routes' size allowance. */
  readonly sqsClientBytes: number;
  /** What it adds to a cold import (shown; the queue routes keep the 1.5× import budget of every handler). */
  readonly sqsImportExtra: number;
  /** Non-route bundles (the import worker), unbudgeted. */
  readonly workers: WorkerRow[];
  /**
   * The CSV parser: the routes whose bundle's metafile lists csv-parse (must be none), and whether the import
   * worker's does (it must: it is the one that parses).
   */
  readonly csvParse: { readonly routes: string[]; readonly inWorker: boolean; readonly passed: boolean; readonly problem?: string };
}

export const BASELINE_ENTRY = 'tests/bench/entries/dynamodb-client-only.ts';
const BASELINE_NAME = '__baseline-dynamodb-client';
const SES_BASELINE_ENTRY = 'tests/bench/entries/dynamodb-and-ses-clients.ts';
const SES_BASELINE_NAME = '__baseline-dynamodb-and-ses-clients';
const SQS_BASELINE_ENTRY = 'tests/bench/entries/dynamodb-and-sqs-clients.ts';
const SQS_BASELINE_NAME = '__baseline-dynamodb-and-sqs-clients';

export async function benchBundles(options: {
  routes: readonly RouteDefinition[];
  runs: number;
  minRuns?: number;
  importBudgetMs?: number;
  onProgress?: (message: string) => void;
}): Promise<BundleSection> {
  const progress = options.onProgress ?? (() => {});
  const outDir = join(benchDir, 'bundles');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  progress(`esbuild: ${options.routes.length} handlers + ${WORKER_BUNDLES.length} worker + baselines`);
  const built = await bundleEntries(
    [
      { name: BASELINE_NAME, entry: BASELINE_ENTRY },
      { name: SES_BASELINE_NAME, entry: SES_BASELINE_ENTRY },
      { name: SQS_BASELINE_NAME, entry: SQS_BASELINE_ENTRY },
      ...WORKER_BUNDLES.map((w) => ({ name: w.name, entry: w.entry })),
      ...options.routes.map((r) => ({ name: r.name, entry: r.handler })),
    ],
    outDir,
  );
  const baselineBuild = built.get(BASELINE_NAME)!;
  if (!baselineBuild.bundle) throw new Error(`the baseline bundle did not build: ${baselineBuild.error}`);
  const baseline = baselineBuild.bundle;
  const sesBaseline = built.get(SES_BASELINE_NAME)!.bundle;
  if (!sesBaseline) throw new Error(`the SES baseline bundle did not build: ${built.get(SES_BASELINE_NAME)!.error}`);
  const sesClientBytes = Math.max(0, sesBaseline.minifiedBytes - baseline.minifiedBytes);
  const sqsBaseline = built.get(SQS_BASELINE_NAME)!.bundle;
  if (!sqsBaseline) throw new Error(`the SQS baseline bundle did not build: ${built.get(SQS_BASELINE_NAME)!.error}`);
  const sqsClientBytes = Math.max(0, sqsBaseline.minifiedBytes - baseline.minifiedBytes);

  const toImport = [
    { name: BASELINE_NAME, file: baseline.file, exportName: 'c' },
    { name: SES_BASELINE_NAME, file: sesBaseline.file, exportName: 'c' },
    { name: SQS_BASELINE_NAME, file: sqsBaseline.file, exportName: 'c' },
    ...WORKER_BUNDLES.flatMap((w) => {
      const b = built.get(w.name)?.bundle;
      return b ? [{ name: w.name, file: b.file, exportName: 'handler' }] : [];
    }),
    ...options.routes.flatMap((r) => {
      const b = built.get(r.name)?.bundle;
      return b ? [{ name: r.name, file: b.file, exportName: 'handler' }] : [];
    }),
  ];
  const measured = await measureColdImports(toImport, {
    runs: options.runs,
    minRuns: Math.min(options.runs, options.minRuns ?? 3),
    budgetMs: options.importBudgetMs ?? Number.POSITIVE_INFINITY,
    onProgress: progress,
  });
  const baselineImport = measured.results.get(BASELINE_NAME)!;
  // What the email module adds to a cold import, as a share of the baseline (measured like every handler)
  const sesRatio = bracketedRatio(measured.results.get(SES_BASELINE_NAME), (s) => s.wallMs);
  const sesImportExtra = Number.isFinite(sesRatio) ? Math.max(0, sesRatio - 1) : 0;
  const sqsRatio = bracketedRatio(measured.results.get(SQS_BASELINE_NAME), (s) => s.wallMs);
  const sqsImportExtra = Number.isFinite(sqsRatio) ? Math.max(0, sqsRatio - 1) : 0;

  const rows: BundleRow[] = options.routes.map((route) => {
    const { bundle, error } = built.get(route.name) ?? { error: 'not built' };
    const imported = measured.results.get(route.name);
    const importRatio = bracketedRatio(imported, (s) => s.wallMs);
    const sizeBudget =
      PDF_ROUTES.has(route.name) && embedsPdfLib(bundle)
        ? 'pdf'
        : route.email && bundle?.embedsSesClient
          ? 'email'
          : route.queue && bundle?.embedsSqsClient
            ? 'queue'
            : 'crud';
    const maxBytes =
      BUNDLE_BUDGETS.maxMinifiedBytes + (sizeBudget === 'email' ? sesClientBytes : sizeBudget === 'queue' ? sqsClientBytes : 0);
    const maxImportRatio = BUNDLE_BUDGETS.maxImportRatio + (sizeBudget === 'email' ? sesImportExtra : 0);
    return {
      route,
      bundle,
      importMs: imported?.medianMs ?? Number.NaN,
      importRatio,
      importCpuRatio: bracketedRatio(imported, (s) => s.cpuMs),
      sizeBudget,
      sizeOk: !!bundle && (sizeBudget === 'pdf' || bundle.minifiedBytes <= maxBytes),
      // Both budgets are the issue's "each CRUD handler" budgets; PDF routes show their figures unbudgeted.
      importOk: sizeBudget === 'pdf' || (Number.isFinite(importRatio) && importRatio <= maxImportRatio),
      emailOk: !emailBundleProblem(route, bundle),
      queueOk: !queueBundleProblem(route, bundle),
      csvParseOk: !bundle?.embedsCsvParse,
      error: error ?? imported?.error,
    };
  });
  const workers: WorkerRow[] = WORKER_BUNDLES.map((w) => {
    const { bundle, error } = built.get(w.name) ?? { error: 'not built' };
    const imported = measured.results.get(w.name);
    return {
      name: w.name,
      entry: w.entry,
      bundle,
      importMs: imported?.medianMs ?? Number.NaN,
      importRatio: bracketedRatio(imported, (s) => s.wallMs),
      importCpuRatio: bracketedRatio(imported, (s) => s.cpuMs),
      error: error ?? imported?.error,
    };
  });
  const parserWorker = built.get(CSV_PARSER_WORKER);
  const csvRoutes = rows.filter((r) => r.bundle?.embedsCsvParse).map((r) => r.route.name);
  const inWorker = !!parserWorker?.bundle?.embedsCsvParse;
  const csvProblem = [
    csvRoutes.length ? `csv-parse in ${csvRoutes.length} route bundle(s): ${csvRoutes.join(', ')}` : '',
    !parserWorker?.bundle
      ? `the import worker did not build (${parserWorker?.error ?? 'not built'})`
      : inWorker
        ? ''
        : 'csv-parse is not in the import worker bundle',
  ]
    .filter(Boolean)
    .join('; ');
  const csvParse = { routes: csvRoutes, inWorker, passed: !csvProblem, ...(csvProblem ? { problem: csvProblem } : {}) };
  return {
    runs: measured.runs,
    runsWanted: measured.reducedFrom,
    baseline: { ...baseline, importMs: baselineImport.medianMs, importCpuMs: baselineImport.medianCpuMs, error: baselineImport.error },
    rows,
    passed: !baselineImport.error && csvParse.passed && rows.every((r) => r.sizeOk && r.importOk && r.emailOk && r.queueOk && !r.error),
    sesClientBytes,
    sesImportExtra,
    sqsClientBytes,
    sqsImportExtra,
    workers,
    csvParse,
  };
}

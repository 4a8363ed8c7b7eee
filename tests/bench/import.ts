/**
 * Section "import" (issue 21): a CSV of items validated and imported through the local gateway and the import worker,
 * as the Import screen does it, on DynamoDB Local. For each size (100 and 10,000 rows): a fresh company with one
 * warehouse "Main" (`POST warehouses/add`), a CSV with every items template column plus `stock:Main` (opening stock 5
 * on every 10th row; categories General and Office Supplies in turn; unique SKUs and barcodes of one width, so every
 * row weighs the same at both sizes), then over HTTP: `POST import/upload-url` → PUT the file to the presigned URL →
 * `POST import/validate` (a 202 followed through `GET import/{id}` while `validating`) → `POST import/run` (202) →
 * `GET import/{id}` until the run has ended. Validate is timed from its POST until the result, the run from its POST
 * until `done` is seen (status polled every POLL_MS, finer than the screen's 1 s).
 *
 * Write units: a middleware on the handlers' document client (`db()`, functions/lib/dynamo/client.ts; the gateway and
 * the worker run in this process) sets `ReturnConsumedCapacity: 'TOTAL'` on every write (TransactWriteItems,
 * BatchWriteItem, Put, Update, Delete) while the run is measured and sums what DynamoDB Local answers; WU per row at
 * both sizes, and 10,000 ÷ 100. The same middleware times every DynamoDB call of both phases and files it under what
 * sent it (the calling functions in its stack: the row transactions, the index entries' BatchWriteItem, the opening
 * stock, the progress, the status polls, the validation's lookups), which is the section's profile.
 *
 * Budgets: at 10,000 rows validate and run each under 60 s, WU per row at 10,000 ÷ at 100 ≤ 1.1; the 10,000 import's
 * result must be right (the dashboard summary's `items` = 10,000, the run `done` with nothing failed).
 *
 * Runs in a process of its own (run.ts starts it: `node --import tsx tests/bench/import.ts <options JSON> <result
 * file>`): its own DynamoDB Local in memory, gateway, local import queue and document client, apart from the
 * latency and rent sections' and from the rent seed's database; its companies live in a scratch table of their own.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { db } from '../../functions/lib/dynamo/client.ts';
import { startLocalImportQueue, type LocalImportQueue } from '../../infra/local/import-queue.ts';
import { IMPORT_FIELDS, matchColumns, stockField } from '../../shared/import/fields.ts';
import { importRoutes } from '../../shared/import/routes.ts';
import { financeRoutes } from '../../shared/inventory/finance-routes.ts';
import { inventoryRoutes } from '../../shared/inventory/routes.ts';
import { createBenchCompany, startBenchEnvironment, type BenchEnvironment } from './environment.ts';

export const IMPORT_SIZES = [100, 10_000] as const;
/** Issue 21: validate and import 10,000 items each under this many seconds. */
export const IMPORT_MAX_SECONDS = 60;
/** Issue 21: write units per row at 10,000 rows ÷ at 100 rows. */
export const IMPORT_MAX_WU_RATIO = 1.1;
/** The size the budgets are for. */
export const IMPORT_BUDGET_ROWS = 10_000;
/** How often the bench reads `GET import/{id}` while it waits (the Import screen: every 1 s). */
export const POLL_MS = 250;
const WAREHOUSE = 'Main';
/** Opening stock on every OPENING_EVERY-th row, this many units. */
const OPENING_EVERY = 10;
const OPENING_QUANTITY = 5;
const CATEGORIES = ['General', 'Office Supplies'] as const;
/** A phase that takes longer than this is stopped and reported (the budget is 60 s: 10× is plenty to see where time goes). */
const PHASE_TIMEOUT_MS = 10 * 60_000;

/** DynamoDB calls of one phase, filed under what sent them. */
export interface ProfileRow {
  readonly what: string;
  /** Commands sent, by name without `Command` (TransactWriteItems ×40, …). */
  readonly calls: Record<string, number>;
  /** Items the writes carried (a transaction's actions, a batch's requests, 1 per single write). */
  readonly itemsWritten: number;
  /** Σ ConsumedCapacity of the writes (0 in the validate phase: not metered there). */
  readonly writeUnits: number;
  /** Σ of each call's wall time, ms (calls in flight together add up: the afterWrite of a batch runs beside the next batch's transactions). */
  readonly ms: number;
  /** The slowest single call, ms. */
  readonly maxMs: number;
}

export interface PhaseFigures {
  readonly seconds: number;
  readonly profile: readonly ProfileRow[];
  /** Event-loop utilisation of this process (gateway, handlers and worker) over the phase: near 1, Node was the limit. */
  readonly eventLoopBusy: number;
  /** CPU seconds of this process over the phase. */
  readonly nodeCpuSeconds: number;
  /** CPU seconds of DynamoDB Local's JVM over the phase (undefined when /proc could not tell). */
  readonly dynamoCpuSeconds?: number;
}

export interface ImportSizeRun {
  readonly size: number;
  readonly csvBytes: number;
  /** Rows the validation read and found valid. */
  readonly rows: number;
  readonly valid: number;
  readonly errors: number;
  /** How validate answered: 200 at once (within its 20 s wait), or 202 and the polls. */
  readonly validateAnswer: '200' | '202';
  readonly validate: PhaseFigures;
  readonly run: PhaseFigures;
  readonly rowsPerSecond: number;
  /** The run's end state. */
  readonly status: string;
  readonly done: number;
  readonly failed: number;
  readonly writeUnits: number;
  readonly wuPerRow: number;
  /** Writes that came back without ConsumedCapacity (the WU figure would be short). */
  readonly writesWithoutCapacity: number;
  /** Writes that failed (a refused transaction: the run retries row by row). */
  readonly writeErrors: number;
  /** The dashboard summary's `items` after the run. */
  readonly dashboardItems: number;
  /**
   * The run's pace by quarter of the rows (from the polls' `done`, which moves after each batch of 250): does it slow
   * down as the company's partition fills?
   */
  readonly pace: readonly { readonly rows: string; readonly seconds: number; readonly rowsPerSecond: number }[];
  /** Why this size's result is wrong, if it is. */
  readonly problem?: string;
}

export interface ImportSection {
  readonly sizes: readonly ImportSizeRun[];
  /** WU per row at the largest size ÷ at the smallest. */
  readonly ratio: number;
  readonly maxSeconds: number;
  readonly maxRatio: number;
  readonly budgetRows: number;
  readonly pollMs: number;
  /** Messages the local import queue dead-lettered, and the worker's log lines (errors). */
  readonly deadLetters: number;
  readonly workerLog: readonly string[];
  readonly passed: boolean;
}

// ───────────────────────────── the meter ─────────────────────────────

const WRITES = new Set([
  'TransactWriteItemsCommand',
  'TransactWriteCommand',
  'BatchWriteItemCommand',
  'BatchWriteCommand',
  'PutItemCommand',
  'PutCommand',
  'UpdateItemCommand',
  'UpdateCommand',
  'DeleteItemCommand',
  'DeleteCommand',
]);

/** The first function in a call's stack that says what the call is for (checked in order: the innermost caller is not always the telling one). */
const PURPOSES: readonly { frames: readonly string[]; what: string }[] = [
  { frames: ['openingStock'], what: 'opening stock (changeStock transactions: lots, movements, stock rows, figures, markers)' },
  { frames: ['afterWrite'], what: 'after-writes: index entries (BatchWriteItem), opening-stock marker reads' },
  { frames: ['writeRows'], what: 'row transactions (record, claims, audit entry, figures) and the resume check' },
  { frames: ['importState', 'existing'], what: 'status reads (GET import/{id}, the calls)' },
  { frames: ['startValidation'], what: 'validate call (the import item, its wait)' },
  { frames: ['lookup'], what: 'validation lookups (SKU and barcode claims, BatchGetItem)' },
  { frames: ['fields', 'load'], what: 'validation context (categories, warehouses)' },
  { frames: ['updateImport', 'createImport', 'getImport'], what: 'the import item (progress, status)' },
];

function purposeOf(stack: string): string {
  const names = new Set<string>();
  for (const line of stack.split('\n')) {
    const m = /^\s*at (?:async )?(?:new )?([^\s(]+)/.exec(line);
    if (m) names.add(m[1].split('.').pop()!);
  }
  return PURPOSES.find((p) => p.frames.some((f) => names.has(f)))?.what ?? 'other';
}

interface OpenMeter {
  writes: boolean;
  rows: Map<string, { calls: Record<string, number>; itemsWritten: number; writeUnits: number; ms: number; maxMs: number }>;
  writeUnits: number;
  missing: number;
  errors: number;
}

let meter: OpenMeter | null = null;
let installed = false;

type Capacity = { CapacityUnits?: number; WriteCapacityUnits?: number };
const unitsOf = (consumed: Capacity | Capacity[] | undefined) =>
  consumed === undefined
    ? undefined
    : (Array.isArray(consumed) ? consumed : [consumed]).reduce((s, c) => s + (c.WriteCapacityUnits ?? c.CapacityUnits ?? 0), 0);

function itemsOf(command: string, input: Record<string, unknown>): number {
  if (command.startsWith('TransactWrite')) return ((input.TransactItems as unknown[] | undefined) ?? []).length;
  if (command.startsWith('BatchWrite'))
    return Object.values((input.RequestItems ?? {}) as Record<string, unknown[]>).reduce((s, r) => s + r.length, 0);
  return 1;
}

/** Adds the meter to the handlers' document client (once per process). */
function installMeter() {
  if (installed) return;
  installed = true;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const open = meter;
      if (!open) return next(args);
      const command = context.commandName ?? 'unknown';
      const write = WRITES.has(command);
      const input = args.input as Record<string, unknown>;
      if (write && open.writes) input.ReturnConsumedCapacity = 'TOTAL';
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 60;
      const what = purposeOf(new Error().stack ?? '');
      Error.stackTraceLimit = limit;
      const items = write ? itemsOf(command, input) : 0;
      const started = performance.now();
      let units = 0;
      try {
        const result = await next(args);
        if (write && open.writes) {
          const got = unitsOf((result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity);
          if (got === undefined) open.missing += 1;
          else units = got;
        }
        return result;
      } catch (err) {
        if (write) open.errors += 1;
        throw err;
      } finally {
        const ms = performance.now() - started;
        const row = open.rows.get(what) ?? { calls: {}, itemsWritten: 0, writeUnits: 0, ms: 0, maxMs: 0 };
        const name = command.replace(/Command$/, '');
        row.calls[name] = (row.calls[name] ?? 0) + 1;
        row.itemsWritten += items;
        row.writeUnits += units;
        row.ms += ms;
        row.maxMs = Math.max(row.maxMs, ms);
        open.rows.set(what, row);
        open.writeUnits += units;
      }
    },
    { step: 'initialize', name: 'benchImportMeter', override: true },
  );
}

function openMeter(writes: boolean): OpenMeter {
  if (meter) throw new Error('import meters cannot overlap');
  installMeter();
  meter = { writes, rows: new Map(), writeUnits: 0, missing: 0, errors: 0 };
  return meter;
}

const profileOf = (m: OpenMeter): ProfileRow[] => [...m.rows].map(([what, r]) => ({ what, ...r })).sort((a, b) => b.ms - a.ms);

// ───────────────────────────── CPU of this process and of DynamoDB Local ─────────────────────────────

/** DynamoDB Local's JVM: the `java` process among this process's descendants. */
function findJvm(): number | undefined {
  try {
    const queue = [process.pid];
    while (queue.length) {
      const pid = queue.shift()!;
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/).map(Number) : []) {
          if (readFileSync(`/proc/${child}/comm`, 'utf8').trim() === 'java') return child;
          queue.push(child);
        }
      }
    }
  } catch {
    /* not Linux, or the process went */
  }
  return undefined;
}

/** utime + stime of a process, seconds (USER_HZ 100). */
function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Starts the phase's clocks; the returned function stops them and closes the meter. */
function startPhase(writes: boolean, jvm: number | undefined) {
  const m = openMeter(writes);
  const started = performance.now();
  const elu = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  const jvmCpu = cpuSecondsOf(jvm);
  return (): PhaseFigures & { meter: OpenMeter } => {
    const seconds = (performance.now() - started) / 1000;
    meter = null;
    const { user, system } = process.cpuUsage(cpu);
    const jvmNow = cpuSecondsOf(jvm);
    return {
      seconds,
      profile: profileOf(m),
      eventLoopBusy: performance.eventLoopUtilization(elu).utilization,
      nodeCpuSeconds: (user + system) / 1e6,
      dynamoCpuSeconds: jvmCpu !== undefined && jvmNow !== undefined ? jvmNow - jvmCpu : undefined,
      meter: m,
    };
  };
}

// ───────────────────────────── the browser's side ─────────────────────────────

interface Answer {
  status: number;
  /** The routes' JSON, read field by field. */
  body: any;
  text: string;
}

async function call(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, text };
}

const expectStatus = (what: string, res: Answer, ...statuses: number[]) => {
  if (!statuses.includes(res.status)) throw new Error(`${what}: HTTP ${res.status} ${res.text.slice(0, 300)}`);
  return res;
};

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const pad = (n: number) => String(n).padStart(6, '0');

/** The file: every items template column plus `stock:Main`; every row of one width (zero-padded numbers). */
export function itemsCsv(size: number): { text: string; header: string[] } {
  const header = [...IMPORT_FIELDS.items, stockField(WAREHOUSE)];
  const lines = [header.map(quote).join(',')];
  for (let i = 1; i <= size; i++) {
    const cells: Record<string, string> = {
      name: `Bench Item ${pad(i)}`,
      sku: `BENCH-${pad(i)}`,
      barcode: `BC${pad(i)}`,
      description: 'Imported by the bench',
      category: CATEGORIES[i % CATEGORIES.length],
      purchase_price: '1.25',
      sales_price: '2.50',
      unit_of_measure: 'pcs',
      [stockField(WAREHOUSE)]: i % OPENING_EVERY === 0 ? String(OPENING_QUANTITY) : '',
    };
    lines.push(header.map((h) => quote(cells[h] ?? '')).join(','));
  }
  return { text: lines.join('\r\n') + '\r\n', header };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const statusPath = (importId: string) => importRoutes.importStatus.path.replace('{id}', importId);

/** Reads `GET import/{id}` every POLL_MS while the status is one of `busy`. */
async function pollWhile(
  baseUrl: string,
  token: string,
  importId: string,
  busy: readonly string[],
  onState?: (state: { status: string; done?: number }) => void,
): Promise<Answer> {
  const until = Date.now() + PHASE_TIMEOUT_MS;
  for (;;) {
    await sleep(POLL_MS);
    const res = expectStatus('GET import/{id}', await call(baseUrl, token, 'GET', statusPath(importId)), 200);
    onState?.(res.body);
    if (!busy.includes(res.body?.status)) return res;
    if (Date.now() > until) throw new Error(`import ${importId} still ${res.body?.status} after ${PHASE_TIMEOUT_MS / 1000} s`);
  }
}

async function importOnce(
  env: BenchEnvironment,
  queue: LocalImportQueue,
  size: number,
  jvm: number | undefined,
  progress: (message: string) => void,
): Promise<ImportSizeRun> {
  const { baseUrl } = env;
  const company = await createBenchCompany(`Bench Import ${size}`);
  const { token } = company;
  expectStatus(
    'POST warehouses/add',
    await call(baseUrl, token, 'POST', inventoryRoutes.warehouseAdd.path, {
      warehouseName: WAREHOUSE,
      warehouseLocation: '1 Bench Street',
    }),
    200,
    201,
  );
  const { text, header } = itemsCsv(size);
  const bytes = Buffer.byteLength(text);
  progress(`import: ${size.toLocaleString('en-US')} rows (${(bytes / 1000).toFixed(0)} kB): upload`);
  const upload = expectStatus(
    'POST import/upload-url',
    await call(baseUrl, token, 'POST', importRoutes.importUploadUrl.path, { kind: 'items', fileName: `bench-${size}.csv` }),
    200,
  ).body as { fileKey: string; url: string };
  const put = await fetch(upload.url, { method: 'PUT', body: text, headers: { 'content-type': 'text/csv' } });
  if (put.status !== 200) throw new Error(`PUT to the presigned URL: HTTP ${put.status} ${(await put.text()).slice(0, 300)}`);

  // validate: from the POST until the result (200 at once, or 202 and GET import/{id} until it is not validating)
  progress(`import: ${size.toLocaleString('en-US')} rows: validate`);
  const mapping = matchColumns(header, [...IMPORT_FIELDS.items, stockField(WAREHOUSE)]);
  const endValidate = startPhase(false, jvm);
  let validated = await call(baseUrl, token, 'POST', importRoutes.importValidate.path, {
    kind: 'items',
    fileKey: upload.fileKey,
    mapping,
    mode: 'create',
  });
  const validateAnswer = validated.status === 202 ? '202' : '200';
  let validate: ReturnType<typeof endValidate>;
  try {
    expectStatus('POST import/validate', validated, 200, 202);
    if (validated.status === 202) validated = await pollWhile(baseUrl, token, validated.body.importId, ['validating']);
  } finally {
    validate = endValidate();
  }
  const result = validated.body as { importId: string; rows: number; valid: number; errors?: unknown[]; status?: string };
  const errors = result.errors?.length ?? 0;
  if (errors || result.valid !== size)
    throw new Error(
      `validation of ${size} rows: ${result.valid} valid, ${errors} errors (${JSON.stringify(result.errors?.slice(0, 3) ?? result).slice(0, 300)})`,
    );
  progress(`import: ${size.toLocaleString('en-US')} rows: validated in ${validate.seconds.toFixed(1)} s (answer ${validateAnswer}); run`);

  // run: from the POST until `done` is read (write units metered in between)
  const endRun = startPhase(true, jvm);
  const runStarted = performance.now();
  /** When the polls first saw each `done` count. */
  const seen: { at: number; done: number }[] = [{ at: 0, done: 0 }];
  const onState = (state: { done?: number }) => {
    const done = Number(state.done ?? 0);
    if (done > seen[seen.length - 1].done) seen.push({ at: (performance.now() - runStarted) / 1000, done });
  };
  let ended: Answer;
  let run: ReturnType<typeof endRun>;
  try {
    expectStatus('POST import/run', await call(baseUrl, token, 'POST', importRoutes.importRun.path, { importId: result.importId }), 202);
    ended = await pollWhile(baseUrl, token, result.importId, ['running'], onState);
  } finally {
    run = endRun();
  }
  seen.push({ at: run.seconds, done: size });
  await queue.drain();
  const state = ended.body as { status: string; done: number; failed: number };
  progress(`import: ${size.toLocaleString('en-US')} rows: run ${state.status} in ${run.seconds.toFixed(1)} s`);

  const summary = expectStatus('GET dashboard/summary', await call(baseUrl, token, 'GET', financeRoutes.dashboardSummary.path), 200)
    .body as { items?: number };
  const dashboardItems = Number(summary?.items ?? Number.NaN);
  const problems = [
    state.status !== 'done' ? `the run ended ${state.status}` : '',
    state.failed ? `${state.failed} rows failed` : '',
    state.done !== size ? `${state.done} of ${size} rows done` : '',
    dashboardItems !== size ? `dashboard summary items = ${dashboardItems}, not ${size}` : '',
    run.meter.missing ? `${run.meter.missing} writes answered no ConsumedCapacity` : '',
  ].filter(Boolean);
  const { meter: runMeter, ...runFigures } = run;
  const { meter: _validateMeter, ...validateFigures } = validate;
  return {
    size,
    csvBytes: bytes,
    rows: result.rows,
    valid: result.valid,
    errors,
    validateAnswer,
    validate: validateFigures,
    run: runFigures,
    rowsPerSecond: size / run.seconds,
    status: state.status,
    done: state.done,
    failed: state.failed,
    writeUnits: runMeter.writeUnits,
    wuPerRow: runMeter.writeUnits / size,
    writesWithoutCapacity: runMeter.missing,
    writeErrors: runMeter.errors,
    dashboardItems,
    pace: paceOf(seen, size),
    ...(problems.length ? { problem: problems.join('; ') } : {}),
  };
}

/** Seconds per quarter of the rows, from when the polls saw the `done` counts (the first count at or past each quarter). */
function paceOf(seen: readonly { at: number; done: number }[], size: number) {
  const out: { rows: string; seconds: number; rowsPerSecond: number }[] = [];
  let from = seen[0];
  for (let q = 1; q <= 4; q++) {
    const to = seen.find((s) => s.done >= (size * q) / 4);
    if (!to || to.done <= from.done) continue;
    const seconds = to.at - from.at;
    out.push({
      rows: `${from.done.toLocaleString('en-US')}–${to.done.toLocaleString('en-US')}`,
      seconds,
      rowsPerSecond: (to.done - from.done) / seconds,
    });
    from = to;
  }
  return out;
}

export async function benchImport(
  env: BenchEnvironment,
  options: { sizes?: readonly number[]; onProgress?: (message: string) => void } = {},
): Promise<ImportSection> {
  const progress = options.onProgress ?? (() => {});
  const sizes = [...(options.sizes ?? IMPORT_SIZES)];
  const workerLog: string[] = [];
  const queue = startLocalImportQueue({ log: (line) => workerLog.push(line) });
  const previousTable = process.env.TABLE_NAME;
  try {
    await env.useTable(await env.scratchTable('bench-import'));
    const jvm = findJvm();
    const runs: ImportSizeRun[] = [];
    for (const size of sizes) runs.push(await importOnce(env, queue, size, jvm, progress));
    const small = runs[0];
    const large = runs[runs.length - 1];
    const ratio = runs.length > 1 && small.wuPerRow > 0 ? large.wuPerRow / small.wuPerRow : Number.NaN;
    const passed =
      large.size === IMPORT_BUDGET_ROWS &&
      large.validate.seconds < IMPORT_MAX_SECONDS &&
      large.run.seconds < IMPORT_MAX_SECONDS &&
      ratio <= IMPORT_MAX_WU_RATIO &&
      runs.every((r) => !r.problem) &&
      queue.deadLetters.length === 0;
    return {
      sizes: runs,
      ratio,
      maxSeconds: IMPORT_MAX_SECONDS,
      maxRatio: IMPORT_MAX_WU_RATIO,
      budgetRows: IMPORT_BUDGET_ROWS,
      pollMs: POLL_MS,
      deadLetters: queue.deadLetters.length,
      workerLog: workerLog.slice(0, 20),
      passed,
    };
  } finally {
    await queue.drain().catch(() => undefined);
    queue.stop();
    if (previousTable) process.env.TABLE_NAME = previousTable;
  }
}

// ───────────────────────────── its own process ─────────────────────────────

/** `node --import tsx tests/bench/import.ts <options JSON> <result file>` (run.ts): the result (or the error) as JSON. */
async function main() {
  const [optionsJson, resultFile] = process.argv.slice(2);
  if (!optionsJson || !resultFile) {
    process.stderr.write('usage: import.ts <options JSON> <result file>\n');
    process.exit(2);
  }
  const options = JSON.parse(optionsJson) as { sizes?: number[]; startedAt: number };
  const progress = (message: string) =>
    process.stderr.write(`[bench +${((Date.now() - options.startedAt) / 1000).toFixed(0).padStart(3)}s] ${message}\n`);
  // a signal ends the process through exit(): environment.ts's exit hook kills DynamoDB Local's JVM
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  let code = 1;
  let env: BenchEnvironment | undefined;
  try {
    progress('import: starting DynamoDB Local (in memory), s3rver and the local gateway');
    env = await startBenchEnvironment();
    const value = await benchImport(env, { sizes: options.sizes, onProgress: progress });
    writeFileSync(resultFile, JSON.stringify({ ok: true, value }));
    code = 0;
  } catch (err) {
    const error = String((err as Error)?.message ?? err);
    progress(`import: failed: ${error.split('\n')[0].slice(0, 400)}`);
    writeFileSync(resultFile, JSON.stringify({ ok: false, error }));
  } finally {
    await env?.stop().catch(() => undefined);
  }
  // keep-alive sockets and s3rver timers must not keep the process alive
  process.exit(code);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

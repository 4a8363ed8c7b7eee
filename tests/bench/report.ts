/** Markdown rendering of the bench results (pure: data in, text out). */
import { AUTOMATION_MAX_RATIO, AUTOMATION_MAX_SECONDS, type AutomationSection } from './automation.ts';
import type { ActionCost, WriteMeasure, WritesSection } from './audit-write-cost.ts';
import { insightsPageVerdict, renderInsightsComparison, renderInsightsWrites, renderListsRuns } from './insights-report.ts';
import { CROSSING_MAX_EXTRA } from './reorder-write-cost.ts';
import { BUNDLE_BUDGETS, GZIP_LEVEL, PDF_ROUTES, type BundleSection } from './bundles.ts';
import type { ImsMeasurement, ImsSection } from './ims.ts';
import type { ImportSection, PhaseFigures } from './import.ts';
import type { LatencyRow, LoadOptions } from './latency.ts';
import type { RentMeasurement, RentSection } from './rent.ts';
import { PAPAPARSE_MARKERS, SPA_INITIAL_BUDGET_GZIP, type SpaSection } from './spa.ts';
import { ratio } from './stats.ts';

/** A section's result: measured, failed to run (with why), or skipped by a flag. */
export type Section<T> = { status: 'done'; value: T } | { status: 'error'; error: string } | { status: 'skipped' };

export interface LatencySection {
  readonly options: LoadOptions;
  /** Where DynamoDB Local keeps its data: "in memory", or the rent section's working directory (-dbPath). */
  readonly dynamoStorage?: string;
  readonly routes: LatencyRow[];
  readonly raw: LatencyRow;
  readonly valid: boolean;
}

export interface BenchResults {
  readonly startedAt: Date;
  readonly elapsedSec: number;
  readonly environment: string[];
  readonly bundles: Section<BundleSection>;
  readonly latency: Section<LatencySection>;
  readonly writes: Section<WritesSection>;
  readonly rent: Section<RentSection>;
  readonly ims: Section<ImsSection>;
  readonly import: Section<ImportSection>;
  readonly spa: Section<SpaSection>;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : 'n/a');
const times = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : 'n/a');
const int = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : 'n/a');
const pct = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? '—' : `${Math.round(v * 100)}%`);
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

function table(head: string[], rows: string[][], align?: ('l' | 'r')[]): string {
  const sep = head.map((_, i) => ((align?.[i] ?? 'l') === 'r' ? '---:' : '---'));
  return [head, sep, ...rows].map((r) => `| ${r.map(cell).join(' | ')} |`).join('\n');
}

function top(contributors: { name: string; bytes: number }[], n = 3): string {
  const total = contributors.reduce((s, c) => s + c.bytes, 0) || 1;
  return contributors
    .slice(0, n)
    .map((c) => `${c.name} ${Math.round((100 * c.bytes) / total)}%`)
    .join(', ');
}

/** The bundle section's verdict, for the summary and the exit code. */
export function bundleVerdict(section: Section<BundleSection>): { passed: boolean; text: string; short?: string } {
  if (section.status === 'skipped') return { passed: true, text: 'skipped' };
  if (section.status === 'error') return { passed: false, text: `FAIL: could not run (${section.error})` };
  const b = section.value;
  const failed = b.rows.filter((r) => !(r.sizeOk && r.importOk && r.emailOk && r.queueOk && r.csvParseOk) || r.error);
  if (b.baseline.error) return { passed: false, text: 'FAIL: the baseline bundle did not import' };
  const pdf = b.rows.filter((r) => r.sizeBudget === 'pdf').length;
  const pdfNote = pdf ? ` (${pdf} PDF routes: figures shown, no CRUD budget)` : '';
  const csv = csvParseText(b);
  if (!failed.length && b.csvParse.passed)
    return { passed: true, text: `PASS: all ${b.rows.length} handlers within budgets${pdfNote}; ${csv}` };
  const why = failed.map((r) => {
    const reasons = [
      r.error ? 'error' : '',
      r.bundle && !r.sizeOk ? `size ${kB(r.bundle.minifiedBytes)}` : '',
      !r.error && !r.importOk ? `import ${times(r.importRatio)}` : '',
      r.emailOk ? '' : r.route.email ? 'no SES client though flagged email' : 'SES client without the email flag',
      r.queueOk ? '' : r.route.queue ? 'no SQS client though flagged queue' : 'SQS client without the queue flag',
      r.csvParseOk ? '' : 'csv-parse in a route bundle',
    ].filter(Boolean);
    return `${r.route.name} (${reasons.join(', ')})`;
  });
  const bySize = b.rows.filter((r) => r.bundle && !r.sizeOk).length;
  const byImport = b.rows.filter((r) => !r.error && !r.importOk).length;
  const errors = b.rows.filter((r) => r.error).length;
  const bySes = b.rows.filter((r) => !r.emailOk).length;
  const bySqs = b.rows.filter((r) => !r.queueOk).length;
  const counts = [
    `${bySize} CRUD over ${kB(BUNDLE_BUDGETS.maxMinifiedBytes)}`,
    `${byImport} over ${BUNDLE_BUDGETS.maxImportRatio}× import`,
    bySes ? `${bySes} with the SES client where the email flag says otherwise` : '',
    bySqs ? `${bySqs} with the SQS client where the queue flag says otherwise` : '',
    errors ? `${errors} errors` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const head = failed.length ? `${failed.length} of ${b.rows.length} handlers over budget` : `all ${b.rows.length} handlers within budgets`;
  return {
    passed: false,
    text: `FAIL: ${head}${failed.length ? `: ${why.join('; ')}` : ''}${pdfNote ? `. ${pdf} PDF routes have no CRUD budget` : ''}. ${csv}`,
    short: `FAIL: ${head}${failed.length ? ` (${counts})` : ''}${pdfNote}; ${csv}`,
  };
}

/** Issue 21: csv-parse in the import worker's bundle and in no route's (from the esbuild metafiles). */
function csvParseText(b: BundleSection): string {
  const c = b.csvParse;
  return c.passed
    ? `PASS: csv-parse in the import worker's bundle and in none of the ${b.rows.length} route bundles`
    : `FAIL: csv-parse (${c.problem})`;
}

export function latencyVerdict(section: Section<LatencySection>): { passed: boolean; text: string } {
  if (section.status === 'skipped') return { passed: true, text: 'skipped' };
  if (section.status === 'error') return { passed: false, text: `FAIL: could not run (${section.error})` };
  const bad = [...section.value.routes, section.value.raw].filter((r) => r.problem);
  if (!bad.length) return { passed: true, text: 'measured (no budget; all requests succeeded)' };
  return { passed: false, text: `INVALID: ${bad.map((r) => `${r.name}: ${r.problem}`).join('; ')}` };
}

function renderBundles(section: Section<BundleSection>): string {
  const title = '## 1. Lambda bundles and cold import';
  if (section.status === 'skipped') return `${title}\n\nSkipped.`;
  if (section.status === 'error') return `${title}\n\n**Could not run:** ${section.error}`;
  const b = section.value;
  const intro = [
    `esbuild with exactly \`infra/bundling.ts\` (bundle, platform node, target node22, ESM, minify, banner, AWS SDK bundled with the env-only credential provider aliased in, mainFields module,main).`,
    `gzip at level ${GZIP_LEVEL}. Cold import: median of ${b.runs}${b.runsWanted ? ` (of ${b.runsWanted} wanted: the machine was too slow to fit them in the time budget, --import-budget)` : ''} fresh \`node ${process.version}\` processes each timing \`await import(bundle)\` with performance.now() (node start-up excluded; one discarded warm-up import; passes interleaved across bundles, the baseline imported again after every 6 bundles of a pass). "÷ baseline" is the median over passes of the handler's import ÷ the mean of the two baseline imports just before and after it, seconds apart, so background load mostly cancels out; it is the budgeted figure. "CPU ÷ baseline" is the same on the child's CPU time, a cross-check that other processes on the machine hardly move.`,
    `Budgets: minified ≤ ${kB(BUNDLE_BUDGETS.maxMinifiedBytes)} (1 kB = 1000 B) for CRUD handlers. The PDF-rendering routes (${[...PDF_ROUTES].join(', ')}) embed pdf-lib by necessity: they are marked "PDF (no CRUD budget)", their sizes still shown, and are held to neither budget (a listed route whose bundle no longer contains pdf-lib gets the CRUD budgets). The routes flagged \`email\` (shared/route.ts) bundle the SES v2 client by necessity: their budgets are the CRUD ones plus what the email module adds, measured in the same run from a bundle of the DynamoDB client and \`functions/lib/email/send.ts\` against the baseline (${kB(b.sesClientBytes)}, +${b.sesImportExtra.toFixed(2)}× cold import; the module loads the SES client on the first send, so a cold start only parses it), and only they may bundle the client (a row error otherwise). The routes flagged \`queue\` (the import's validate, run and undo, which hand work to the import queue) bundle the SQS client the same way: their size budget is the CRUD one plus what the queue module adds, measured in the same run from a bundle of the DynamoDB client and \`functions/import/queue.ts\` against the baseline (${kB(b.sqsClientBytes)}, +${b.sqsImportExtra.toFixed(2)}× cold import, shown only: the module imports the SQS client on the first send on AWS, so a cold start only parses it), their cold-import budget that of every handler; only they may bundle the client (a row error otherwise). The CSV parser (csv-parse) must be in the import worker's bundle (\`functions/import/worker.ts\`, not a route: built the same way, figures below, unbudgeted) and in no route's, by the esbuild metafiles' inputs (a row error otherwise). Cold import ≤ ${BUNDLE_BUDGETS.maxImportRatio}× the baseline for every CRUD handler (the PDF routes' ratio is shown, unbudgeted; they load pdf-lib and the S3 client on first use, so a cold start only parses them); the baseline is a bundle of \`@aws-sdk/client-dynamodb\` alone built the same way in the same run.`,
  ].join('\n');
  const rows: string[][] = [
    [
      '_baseline: @aws-sdk/client-dynamodb alone_',
      '`tests/bench/entries/dynamodb-client-only.ts`',
      kB(b.baseline.minifiedBytes),
      kB(b.baseline.gzipBytes),
      ms(b.baseline.importMs),
      b.baseline.error ? 'n/a' : '1.00×',
      b.baseline.error ? 'n/a' : '1.00×',
      b.baseline.error ? `ERROR: ${b.baseline.error.split('\n')[0]}` : '—',
      top(b.baseline.contributors),
    ],
    ...b.rows.map((r) => [
      `${r.route.name} (${r.route.method} ${r.route.path})`,
      `\`${r.route.handler}\``,
      r.bundle ? kB(r.bundle.minifiedBytes) : 'n/a',
      r.bundle ? kB(r.bundle.gzipBytes) : 'n/a',
      ms(r.importMs),
      times(r.importRatio),
      times(r.importCpuRatio),
      (r.error
        ? `FAIL (${r.error.split('\n')[0].slice(0, 160)})`
        : r.sizeOk && r.importOk && r.emailOk && r.queueOk && r.csvParseOk
          ? 'PASS'
          : `FAIL (${[
              !r.sizeOk ? 'size' : '',
              !r.importOk ? 'import' : '',
              !r.emailOk ? 'SES client' : '',
              !r.queueOk ? 'SQS client' : '',
              !r.csvParseOk ? 'csv-parse' : '',
            ]
              .filter(Boolean)
              .join(' + ')})`) +
        (r.sizeBudget === 'pdf'
          ? ' · PDF (no CRUD budget)'
          : r.sizeBudget === 'email'
            ? ' · sends email (+ SES client)'
            : r.sizeBudget === 'queue'
              ? ' · queues import work (+ SQS client)'
              : ''),
      r.bundle ? top(r.bundle.contributors) : '',
    ]),
  ];
  const t = table(
    [
      'route',
      'handler',
      'minified',
      'gzip',
      'cold import ms',
      '÷ baseline',
      'CPU ÷ baseline',
      'result',
      'largest contributors (share of minified output)',
    ],
    rows,
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
  );
  const sizes = b.rows.filter((r) => r.bundle && r.sizeBudget === 'crud').map((r) => r.bundle!.minifiedBytes);
  const pdfRows = b.rows.filter((r) => r.bundle && r.sizeBudget === 'pdf');
  const emailRows = b.rows.filter((r) => r.bundle && r.sizeBudget === 'email');
  const queueRows = b.rows.filter((r) => r.bundle && r.sizeBudget === 'queue');
  const stats = [
    sizes.length ? `CRUD handlers: ${kB(Math.min(...sizes))} – ${kB(Math.max(...sizes))} minified.` : '',
    pdfRows.length
      ? `PDF routes (no CRUD budget): ${pdfRows.map((r) => `${r.route.name} ${kB(r.bundle!.minifiedBytes)}`).join(', ')}.`
      : '',
    emailRows.length
      ? `Sending routes (budgets ${kB(BUNDLE_BUDGETS.maxMinifiedBytes + b.sesClientBytes)}, ${times(BUNDLE_BUDGETS.maxImportRatio + b.sesImportExtra)}): ${emailRows.map((r) => `${r.route.name} ${kB(r.bundle!.minifiedBytes)}`).join(', ')}.`
      : '',
    queueRows.length
      ? `Queueing routes (budgets ${kB(BUNDLE_BUDGETS.maxMinifiedBytes + b.sqsClientBytes)}, ${times(BUNDLE_BUDGETS.maxImportRatio)}): ${queueRows.map((r) => `${r.route.name} ${kB(r.bundle!.minifiedBytes)} (${times(r.importRatio)})`).join(', ')}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const workers = b.workers.length
    ? `Not routes (built and imported the same way; no budget):\n\n${table(
        [
          'bundle',
          'entry',
          'minified',
          'gzip',
          'cold import ms',
          '÷ baseline',
          'CPU ÷ baseline',
          'csv-parse',
          'SQS client',
          'largest contributors',
        ],
        b.workers.map((w) => [
          w.name,
          `\`${w.entry}\``,
          w.bundle ? kB(w.bundle.minifiedBytes) : 'n/a',
          w.bundle ? kB(w.bundle.gzipBytes) : 'n/a',
          ms(w.importMs),
          times(w.importRatio),
          times(w.importCpuRatio),
          w.bundle ? (w.bundle.embedsCsvParse ? 'yes' : 'no') : 'n/a',
          w.bundle ? (w.bundle.embedsSqsClient ? 'yes' : 'no') : 'n/a',
          w.error ? `ERROR: ${w.error.split('\n')[0].slice(0, 160)}` : w.bundle ? top(w.bundle.contributors) : '',
        ]),
        ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l', 'l', 'l'],
      )}\n\n${csvParseText(b)}.`
    : '';
  return [`${title}\n\n${intro}\n\n${t}`, workers, `${stats} **${bundleVerdict(section).text}**`].filter(Boolean).join('\n\n');
}

function renderLatency(section: Section<LatencySection>): string {
  const title = '## 2. API latency under load';
  if (section.status === 'skipped') return `${title}\n\nSkipped.`;
  if (section.status === 'error') return `${title}\n\n**Could not run:** ${section.error}`;
  const { options, routes, raw, dynamoStorage = 'in memory' } = section.value;
  const intro = [
    `${options.connections} concurrent connections, closed loop, ${options.durationSec} s measured after a ${options.warmupSec} s warm-up, one target at a time.`,
    `Routes: autocannon (in a worker thread) → the real local gateway (createGateway + importHandler, in-process, LOG_LEVEL=warn) → handler → DynamoDB Local (${dynamoStorage}).`,
    `Baseline: ${options.connections} async workers looping \`GetCommand\` on the same company item with a DocumentClient configured like the handlers', straight to the same DynamoDB Local, same duration.`,
    `Percentiles: nearest rank over every measured request's latency (both sides recorded per request, sub-ms).`,
    `"busy" columns: event-loop utilisation during the measured phase of the bench's main thread (the gateway and handlers) and of the load generator's worker thread; near 100% means that thread, not DynamoDB Local, was the limit.`,
  ].join('\n');
  const rows = [...routes, raw].map((r) => [
    r.kind === 'raw' ? `_raw GetItem baseline_` : r.name,
    r.label,
    ms(r.p50Ms),
    ms(r.p99Ms),
    ms(r.meanMs),
    int(r.requestsPerSec),
    int(r.requests),
    r.kind === 'raw' ? '1.00×' : times(ratio(r.p50Ms, raw.p50Ms)),
    r.kind === 'raw' ? '1.00×' : times(ratio(r.p99Ms, raw.p99Ms)),
    pct(r.mainThreadBusy),
    pct(r.loadGeneratorBusy),
    r.problem ? `INVALID: ${r.problem}` : 'ok',
  ]);
  const t = table(
    [
      'target',
      'request',
      'p50 ms',
      'p99 ms',
      'mean ms',
      'req/s',
      'requests',
      'p50 ÷ raw',
      'p99 ÷ raw',
      'gateway busy',
      'load gen busy',
      'status',
    ],
    rows,
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
  const notes = routes.filter((r) => r.note).map((r) => `- ${r.name}: ${r.note}`);
  const notesText = notes.length ? `\n\nPer request:\n${notes.join('\n')}` : '';
  return `${title}\n\n${intro}\n\n${t}${notesText}\n\n**${latencyVerdict(section).text}**`;
}

/** The rent section's verdict: every route's capacity per row within the ratio, and every request measured. */
export function rentVerdict(section: Section<RentSection>): { passed: boolean; text: string } {
  if (section.status === 'skipped') return { passed: true, text: 'skipped' };
  if (section.status === 'error') return { passed: false, text: `FAIL: could not run (${section.error})` };
  const r = section.value;
  // rows measured but left out of the verdict (budgeted: false) are named with their ratio after it
  const budgeted = r.budgets.filter((b) => b.budgeted !== false);
  const shownOnly = r.budgets.filter((b) => b.budgeted === false);
  const failed = budgeted.filter((b) => !b.passed);
  const invalid = r.measurements.filter((m) => m.latency?.problem || !m.latency);
  const worst = Math.max(...budgeted.map((b) => b.ratio).filter(Number.isFinite));
  const parts: string[] = [];
  if (failed.length) {
    parts.push(
      `FAIL: ${failed.length} of ${budgeted.length} routes over ${r.maxRatio}× capacity per row (LARGE ÷ SMALL): ${failed
        .map((b) => `${b.route} ${times(b.ratio)}${b.problem ? ` (${b.problem})` : ''}`)
        .join('; ')}`,
    );
  } else {
    parts.push(`PASS: capacity per row of all ${budgeted.length} routes within ${r.maxRatio}× (LARGE ÷ SMALL, worst ${times(worst)})`);
  }
  if (shownOnly.length)
    parts.push(
      `not budgeted: ${shownOnly
        .map((b) => `${b.route} ${times(b.ratio)}${b.passed ? '' : ` (over ${r.maxRatio}×${b.problem ? `; ${b.problem}` : ''})`}`)
        .join('; ')}`,
    );
  if (invalid.length)
    parts.push(`INVALID latency: ${invalid.map((m) => `${m.route} · ${m.company}: ${m.latency?.problem ?? 'not measured'}`).join('; ')}`);
  const fp = r.firstPage;
  parts.push(
    `${fp.passed ? 'PASS' : 'FAIL'}: ${fp.route} first page (${fp.limit} rows, ${fp.company}) ÷ raw Query p50 ${times(fp.p50Ratio)}, p99 ${times(fp.p99Ratio)} (budget ≤ ${fp.maxRatio}×${fp.problem ? `; ${fp.problem}` : ''})`,
  );
  const insights = insightsPageVerdict(r.insightsPage, r.insightsPageError);
  parts.push(insights.text);
  const auto = automationVerdict(r.automation);
  if (auto) parts.push(auto.text);
  return { passed: !failed.length && !invalid.length && fp.passed && insights.passed && (auto?.passed ?? true), text: parts.join('. ') };
}

/** Issue 19: one day's run through the worker, capacity per current rent LARGE ÷ SMALL and LARGE's wall time. */
function automationVerdict(section: Section<AutomationSection> | undefined): { passed: boolean; text: string } | undefined {
  if (!section || section.status === 'skipped') return undefined;
  if (section.status === 'error') return { passed: false, text: `FAIL: the automation run could not run (${section.error})` };
  const a = section.value;
  const problems = a.runs.filter((r) => r.problem).map((r) => `${r.company}: ${r.problem}`);
  return {
    passed: a.passed,
    text: `${a.passed ? 'PASS' : 'FAIL'}: one day's automation run (${a.date}) through the worker: read capacity per current rent LARGE ÷ SMALL ${times(a.ratio)} (budget ≤ ${AUTOMATION_MAX_RATIO}×), LARGE in ${a.largeSeconds.toFixed(1)} s (budget < ${AUTOMATION_MAX_SECONDS} s)${problems.length ? `; ${problems.join('; ')}` : ''}`,
  };
}

function renderAutomation(section: Section<AutomationSection> | undefined): string {
  if (!section || section.status === 'skipped') return '';
  const title = '### 3b. One day of scheduled work (issue 19)';
  if (section.status === 'error') return `${title}\n\n**Could not run:** ${section.error}`;
  const a = section.value;
  const intro = `The worker Lambda's handler (\`functions/automation/worker.ts\`) given one SQS-shaped message per company for ${a.date}, in this process, on the seeded companies above: rent collection settings at their defaults (reminders 3 days before, 3 and 10 days after) with late fees switched on 40 days before the day (flat, once, 5 grace days); the maintenance digest job runs too (the open Urgent requests and those past their due date, from the sparse index of open requests: two Queries of at most 51 rows each). Reads measured on the handlers' document client (ConsumedCapacity), divided by the company's current rents (the job's one pass goes over all of them; what it reads beyond follows the rents with something due that day). The emails go to the local SES emulator; invoice emails render their PDF.`;
  const t = table(
    ['company', 'current rents', 'invoices', 'reminders', 'late fees', 'skipped', 'reads', 'RCU', 'RCU per rent', 'wall time'],
    a.runs.map((r) => [
      r.company,
      int(r.currentRents),
      r.counts ? int(r.counts.invoices) : 'n/a',
      r.counts ? int(r.counts.reminders) : 'n/a',
      r.counts ? int(r.counts.lateFees) : 'n/a',
      r.counts ? int(r.counts.skipped) : 'n/a',
      Object.entries(r.capacity.calls)
        .map(([c, n]) => `${c.replace(/Command$/, '')} ×${int(n)}`)
        .join(', ') || '—',
      rcu(r.capacity.capacityUnits),
      perRow(r.perRent),
      `${r.seconds.toFixed(1)} s`,
    ]),
  );
  const digests = a.runs.filter((r) => r.maintenanceDigest);
  const digestText = digests.length
    ? `Issue 20's maintenance digest job alone, run again after the worker on the same day (it only reads; metered the same way, not budgeted): ${digests
        .map(
          (r) =>
            `${r.company} ${int(r.maintenanceDigest!.urgentLines)} Urgent and ${int(r.maintenanceDigest!.pastDueLines)} past-due lines, ${rcu(r.maintenanceDigest!.capacity.capacityUnits)} RCU (${
              Object.entries(r.maintenanceDigest!.capacity.calls)
                .map(([c, n]) => `${c.replace(/Command$/, '')} ×${int(n)}`)
                .join(', ') || '—'
            }, ${int(r.maintenanceDigest!.capacity.itemsRead)} items read)`,
        )
        .join('; ')}: two Queries of the sparse open-request index, whatever the company's history.`
    : '';
  return [title, intro, t, digestText, `**${automationVerdict(section)!.text}**`].filter(Boolean).join('\n\n');
}

const rowsText = (n: number) => `${int(n)} row${n === 1 ? '' : 's'}`;
const rcu = (v: number) => (Number.isFinite(v) ? (v >= 100 ? v.toFixed(1) : v.toFixed(2)) : 'n/a');
const perRow = (v: number) => (Number.isFinite(v) ? v.toFixed(3) : 'n/a');
const readsOf = (m: RentMeasurement) =>
  Object.entries(m.capacity.calls)
    .map(([c, n]) => `${c.replace(/Command$/, '').replace(/Item$/, '')} ×${n}`)
    .join(', ') || '—';

/** Why a route reads more items than it shows (the rent access patterns, functions/rent/README.md). */
const READS_EXPLAINED: Record<string, string> = {
  levelList: 'the building item and every room of the building, summed per floor (grows with the building, not with the company)',
  reportOverdueRents:
    'the due index (gsi2) holds every rent whose overdue day has passed; those past their end date are Overstay, read with the page (one Query of 50) and left out of it',
  reportRevenue: 'one REVDAY# item per day with payments in the range (grows with the days asked for, at most 366, not with the payments)',
};

function renderRent(section: Section<RentSection>): string {
  const title = '## 3. Rent routes on a large and a small company';
  if (section.status === 'skipped') return `${title}\n\nSkipped.`;
  if (section.status === 'error') return `${title}\n\n**Could not run:** ${section.error}`;
  const r = section.value;
  const { seed, check, load } = r;
  const items = seed.companies.reduce((s, c) => s + c.counts.total, 0);
  const seedLine =
    seed.mode === 'seeded'
      ? `Seeded this run (${seed.reason}): ${int(items)} items in **${seed.seedSeconds.toFixed(1)} s** (${int(items / seed.seedSeconds)} items/s; BatchWriteItem, 25 items per call, ${seed.writers} concurrent writers${seed.stats ? `, ${int(seed.stats.calls)} calls, ${int(seed.stats.retries)} re-sent for UnprocessedItems` : ''}, including the two sign-ups). The database is kept in \`.bench/rent-db/\` for the next runs.`
      : `${seed.reason[0].toUpperCase()}${seed.reason.slice(1)}: ${int(items)} items, seeded in ${seed.seedSeconds.toFixed(1)} s by ${seed.writers} writers; copied in for this run in ${seed.restoreSeconds.toFixed(1)} s. Statuses are as of the seed day ${seed.anchor}.`;
  const intro = [
    `Two companies in one table (\`bench-rent\`) of the same DynamoDB Local, run with \`-dbPath -sharedDb\` on ${seed.workDir.startsWith('/dev/shm') ? 'tmpfs' : 'a temporary directory'}; dates relative to ${seed.anchor}. Every level: 25 rooms, 20 rented (15 Paid, 2 Unpaid, 2 Overdue, 1 past its end date = Overstay, paid up on half the levels and in arrears on the others), 5 vacant (2 with a checked-out 12-month rent and its payments). Every current rent: Monthly, started about 36 months ago, 36 payments (the last ones halved for Unpaid/Overdue). Every room: 4 maintenance requests reported over the last 3 years (every status and priority, most recent ones open, most older ones Done; assigned among the owner and 3 linked accounts; due dates, costs, a note on one in 3), with the open counts and each year's cost they maintain on rooms and buildings.`,
    seedLine,
    `Items are built by \`tests/bench/rent-dataset.ts\` through the product's own \`toItem\` functions (\`functions/rent/records.ts\`, the ones the data layer writes with), with its ids and reference hashes (\`functions/rent/ids.ts\`) and \`rentState\` for the due index, given each record's final state. Consistency check, this run: a company with ${check.rents} rents and ${int(check.payments)} payments${check.maintenance ? `, ${check.maintenance.requests} maintenance requests (${check.maintenance.updates} updates, ${check.maintenance.notes} notes)` : ''} went through the real services (addBuilding, addRoom, addTenant, addRent, recordRentPayment, checkoutTenant, addMaintenance, addNote, editMaintenance); all ${int(check.items)} of its rent items equal the builders' items for the same inputs and ids (${check.seconds.toFixed(1)} s).${check.insights ? ` Insights items (issue 35, shown, not fatal): ${check.insights.differences ? `${check.insights.differences} of the services' month and level items differ from the ${check.insights.items} the bench builds for the same records, e.g. ${check.insights.examples.join(' · ')}` : `all ${check.insights.items} month and level items equal the bench's (zeros dropped)`}.` : ''}`,
  ].join('\n\n');

  const seedTable = table(
    [
      'company',
      'buildings',
      'rooms',
      'rented',
      'vacant',
      'tenants',
      'current rents',
      'checked-out rents',
      'payments',
      'revenue days',
      'room-number claims',
      'maintenance requests',
      'notes',
      'audit entries',
      'items',
    ],
    seed.companies.map(({ label, counts: c }) => [
      label,
      int(c.buildings),
      int(c.rooms),
      int(c.roomsRented),
      int(c.roomsVacant),
      int(c.tenants),
      int(c.rentsCurrent),
      int(c.rentsCheckedOut),
      int(c.payments),
      int(c.revenueDays),
      int(c.roomNumberClaims),
      int(c.maintenance ?? 0),
      int(c.maintenanceNotes ?? 0),
      int(c.audit ?? 0),
      int(c.total),
    ]),
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
  );

  const method = [
    `Capacity: each route called once per company outside the load runs (after one unmetered warm-up call), with a middleware on the handlers' own document client (\`db().middlewareStack\`, in-process) that sets \`ReturnConsumedCapacity: 'TOTAL'\` on Query/GetItem/BatchGetItem/TransactGetItems and sums \`ConsumedCapacity.CapacityUnits\` (RCU: DynamoDB Local computes them like DynamoDB, 0.5 per started 4 KB read eventually consistent, 1 strongly consistent). Rows: the response array's length (levels for the levels screen); 1 for single-object responses (current room, revenue report). "items read": Query ScannedCount + GetItem hits.`,
    `Budget: RCU per row on LARGE ÷ RCU per row on SMALL ≤ ${r.maxRatio} for every route: cost follows what a screen shows, never the company's size or history. Revenue report: ${r.revenue.startDate} … ${r.revenue.endDate} (the previous 12 calendar months).`,
  ].join('\n');

  const budgetTable = table(
    ['route', 'shows', 'LARGE rows', 'LARGE RCU', 'LARGE RCU/row', 'SMALL rows', 'SMALL RCU', 'SMALL RCU/row', 'LARGE ÷ SMALL', 'result'],
    r.budgets.map((b) => [
      b.route,
      b.shows,
      int(b.large?.rows ?? Number.NaN),
      rcu(b.large?.capacity.capacityUnits ?? Number.NaN),
      perRow(b.large?.perRow ?? Number.NaN),
      int(b.small?.rows ?? Number.NaN),
      rcu(b.small?.capacity.capacityUnits ?? Number.NaN),
      perRow(b.small?.perRow ?? Number.NaN),
      times(b.ratio),
      b.budgeted === false
        ? `not budgeted${b.passed ? '' : ` (> ${r.maxRatio}×)`}: ${b.why ?? ''}`
        : b.passed
          ? 'PASS'
          : `FAIL${b.problem ? ` (${b.problem})` : ` (> ${r.maxRatio}×)`}`,
    ]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  );

  const fp = r.firstPage;
  const firstPageIntro = `First page against a raw Query: \`${fp.route}\` on ${fp.company} answers its first page (the default limit, ${fp.limit} rows) through the gateway (auth, validation, the Query, a status per row with \`rentState\`, JSON); the baseline sends the very Query the handler sends (\`toQueryInput\` of its own key query: ${fp.query}) straight to the same DynamoDB Local from a DocumentClient, with the same ${load.connections} connections, closed loop, ${load.durationSec} s after a ${load.warmupSec} s warm-up. ${fp.pairs.length} pairs, each a gateway run and the raw run right after it (the machine's load drifts; a pair sees the same machine); the ratio is the median over the pairs. Budget: gateway ÷ raw ≤ ${fp.maxRatio}× at p50 and at p99.`;
  const firstPageTable = table(
    ['pair', 'gateway p50 ms', 'gateway p99 ms', 'gateway req/s', 'raw p50 ms', 'raw p99 ms', 'raw req/s', 'p50 ratio', 'p99 ratio'],
    [
      ...fp.pairs.map((p, i) => [
        String(i + 1),
        ms(p.gateway.p50Ms),
        ms(p.gateway.p99Ms),
        int(p.gateway.requestsPerSec),
        ms(p.raw.p50Ms),
        ms(p.raw.p99Ms),
        int(p.raw.requestsPerSec),
        times(p.p50Ratio),
        times(p.p99Ratio),
      ]),
      ['**median**', '', '', '', '', '', '', `**${times(fp.p50Ratio)}**`, `**${times(fp.p99Ratio)}**`],
    ],
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
  );

  const latencyIntro = `Latency: through the local gateway like section 2, ${load.connections} concurrent connections (fewer than section 2: a 4,000-row report takes long enough that 20 would only measure queueing), closed loop, ${load.durationSec} s measured after a ${load.warmupSec} s warm-up, one target at a time.`;
  const measureTable = table(
    [
      'route · company',
      'request',
      'rows',
      'RCU',
      'RCU/row',
      'items read',
      'reads',
      'p50 ms',
      'p99 ms',
      'req/s',
      'requests',
      'gateway busy',
      'status',
    ],
    r.measurements.map((m) => [
      `${m.route} · ${m.company}`,
      m.request.length > 90 ? `${m.request.slice(0, 87)}…` : m.request,
      int(m.rows),
      rcu(m.capacity.capacityUnits),
      perRow(m.perRow),
      int(m.capacity.itemsRead),
      readsOf(m),
      ms(m.latency?.p50Ms ?? Number.NaN),
      ms(m.latency?.p99Ms ?? Number.NaN),
      int(m.latency?.requestsPerSec ?? Number.NaN),
      int(m.latency?.requests ?? Number.NaN),
      pct(m.latency?.mainThreadBusy),
      m.problem ? `INVALID: ${m.problem}` : m.latency?.problem ? `INVALID: ${m.latency.problem}` : 'ok',
    ]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'l', 'r', 'r', 'r', 'r', 'r', 'l'],
  );

  const notes: string[] = [];
  for (const b of r.budgets) {
    const { large, small } = b;
    if (!large || !small || large.capacity.itemsRead <= large.rows) continue;
    notes.push(
      `- ${b.route}: reads ${int(large.capacity.itemsRead)} items for ${rowsText(large.rows)} on LARGE, ${int(small.capacity.itemsRead)} for ${rowsText(small.rows)} on SMALL${READS_EXPLAINED[b.route] ? `: ${READS_EXPLAINED[b.route]}` : ''}.`,
    );
  }
  const few = r.measurements.filter((m) => m.latency && m.latency.requests > 0 && m.latency.requests < 100);
  if (few.length)
    notes.push(
      `- p99 over fewer than 100 requests is about their maximum: ${few.map((m) => `${m.route} · ${m.company} (${m.latency!.requests})`).join(', ')}.`,
    );
  const notesText = notes.length ? `Reading the table:\n${notes.join('\n')}` : '';

  return [
    title,
    intro,
    seedTable,
    method,
    budgetTable,
    latencyIntro,
    measureTable,
    notesText,
    firstPageIntro,
    firstPageTable,
    renderInsightsComparison('Insights page vs its raw reads', r.insightsPage, r.insightsPageError),
    renderAutomation(r.automation),
    `**${rentVerdict(section).text}**`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The ims section's verdict: every request's capacity per row within the ratio, and every request measured. */
export function imsVerdict(section: Section<ImsSection>): { passed: boolean; text: string } {
  if (section.status === 'skipped') return { passed: true, text: 'skipped' };
  if (section.status === 'error') return { passed: false, text: `FAIL: could not run (${section.error})` };
  const r = section.value;
  const failed = r.budgets.filter((b) => !b.passed);
  const invalid = r.measurements.filter((m) => m.latency?.problem || !m.latency);
  const worst = Math.max(...r.budgets.map((b) => b.ratio).filter(Number.isFinite));
  const parts: string[] = [];
  if (failed.length) {
    parts.push(
      `FAIL: ${failed.length} of ${r.budgets.length} requests over ${r.maxRatio}× capacity per row (LARGE ÷ SMALL): ${failed
        .map((b) => `${b.route} ${times(b.ratio)}${b.problem ? ` (${b.problem})` : ''}`)
        .join('; ')}`,
    );
  } else {
    parts.push(`PASS: capacity per row of all ${r.budgets.length} requests within ${r.maxRatio}× (LARGE ÷ SMALL, worst ${times(worst)})`);
  }
  const pagerFailed = r.pager.filter((p) => !p.passed);
  parts.push(
    pagerFailed.length
      ? `FAIL: movements' last page costs more per row than the first (${pagerFailed.map((p) => `${p.company} ${times(p.ratio)}`).join(', ')})`
      : `PASS: movements' last page (offset ${r.pager.map((p) => int(p.lastOffset)).join(' / ')}) ÷ first page per row ≤ ${r.maxRatio}×`,
  );
  if (invalid.length)
    parts.push(`INVALID latency: ${invalid.map((m) => `${m.route} · ${m.company}: ${m.latency?.problem ?? 'not measured'}`).join('; ')}`);
  const fulfilProblem = r.fulfilSave ? r.fulfilSave.problem : (r.fulfilSaveError ?? 'not run');
  if (fulfilProblem) parts.push(`INVALID fulfilment save: ${fulfilProblem}`);
  else if (r.fulfilSave)
    parts.push(
      `fulfilment save ÷ raw TransactWriteItems: ${times(r.fulfilSave.ratioP50)} p50, ${times(r.fulfilSave.ratioP99)} p99 (unbudgeted)`,
    );
  const ship = r.transferShip;
  const shipProblem = ship ? ship.problem : (r.transferShipError ?? 'not run');
  if (shipProblem) parts.push(`INVALID transfer ship: ${shipProblem}`);
  else if (ship)
    parts.push(
      `${ship.passed ? 'PASS' : 'FAIL'}: transfer ship ÷ raw TransactWriteItems ${times(ship.ratioP99)} at p99 (budget ≤ ${ship.maxRatio}×; ${times(ship.ratioP50)} p50)`,
    );
  const shipFailed = !!shipProblem || !ship?.passed;
  const insights = insightsPageVerdict(r.insightsPage, r.insightsPageError);
  parts.push(insights.text);
  return {
    passed: !failed.length && !pagerFailed.length && !invalid.length && !fulfilProblem && !shipFailed && insights.passed,
    text: parts.join('. '),
  };
}

const imsReadsOf = (m: ImsMeasurement) =>
  Object.entries(m.capacity.calls)
    .map(([c, n]) => `${c.replace(/Command$/, '').replace(/Item$/, '')} ×${n}`)
    .join(', ') || '—';

// ───────────────────────────── audit entries' write cost ─────────────────────────────

const wcu = (v: number) => (Number.isFinite(v) ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : 'n/a');
const signed = (v: number) => (Number.isFinite(v) ? `${v > 0 ? '+' : ''}${wcu(v)}` : 'n/a');
const perIndex = (indexes: Record<string, number>) =>
  Object.entries(indexes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, u]) => `${name} ${wcu(u)}`)
    .join(', ') || '—';
const callsOf = (m: WriteMeasure) =>
  Object.entries(m.calls)
    .map(([c, n]) => `${c.replace(/Command$/, '')} ×${n}`)
    .join(', ') || '—';

/** The writes section's verdict: by DynamoDB's rules (DynamoDB Local's figures are shown beside them). */
export function writesVerdict(section: Section<WritesSection>): { passed: boolean; text: string } {
  if (section.status === 'skipped') return { passed: true, text: 'skipped' };
  if (section.status === 'error') return { passed: false, text: `FAIL: could not run (${section.error})` };
  const w = section.value;
  const parts = w.rows.map(
    (r) =>
      `${r.mutation} ${signed(r.extraRules)} WCU by the rules (DynamoDB Local ${signed(r.extraLocal)})${r.problem ? ` (${r.problem})` : ''}`,
  );
  const auditPassed = w.rows.every((r) => r.passed);
  const crossingPassed = !w.crossingError && w.crossing.every((r) => r.passed);
  const crossing = w.crossingError
    ? `FAIL: the reorder crossing could not be measured (${w.crossingError})`
    : `${crossingPassed ? 'PASS' : 'FAIL'}: crossing a reorder rule's min adds no item and at most ${CROSSING_MAX_EXTRA} write units to the change (${w.crossing
        .filter((r) => r.budgeted)
        .map((r) => `${r.change.split(' (')[0]} ${signed(r.extraRules)}`)
        .join(
          ', ',
        )}; a fulfilment cannot cross: below min vs above ${signed(w.crossing.find((r) => !r.budgeted)?.extraRules ?? Number.NaN)})`;
  const insightsProblems = w.insights.filter((r) => r.problem).map((r) => `${r.mutation}: ${r.problem}`);
  const insights = w.insightsError
    ? ` FAIL: the insights write cost could not be measured.`
    : w.insights.length
      ? ` Insights (issue 35, measured and shown): ${insightsProblems.length ? `FAIL (${insightsProblems.join('; ')})` : `${w.insights.length} mutations, at most ${Math.max(...w.insights.map((r) => r.monthItems + r.levelItems + r.otherItems.length))} insights items and +${Math.max(...w.insights.map((r) => r.after.units - r.before.units))} WCU by the rules`}.`
      : '';
  return {
    passed: w.passedByRules,
    text: `${auditPassed ? 'PASS' : 'FAIL'}: the audit entry is one more item of at most ${w.maxExtra} write unit (1 KB) in the mutation's transaction; billed, it adds ${parts.join('; ')} (a transactional item costs 2 units, each index 1: the literal "+${w.maxExtra} unit" is not reachable with the entry in the same transaction). ${crossing}${insights}`,
  };
}

function renderWrites(section: Section<WritesSection>): string {
  const title = '## 2b. Write costs: the audit entry, crossing a reorder min, the insights figures';
  if (section.status === 'skipped') return `${title}\n\nSkipped.`;
  if (section.status === 'error') return `${title}\n\n**Could not run:** ${section.error}`;
  const w = section.value;
  const intro = [
    `In a scratch table, each mutation through its real service on twin records, once as the product sends it and once with its audit entry's Put left out of the transaction (a middleware on the handlers' document client; no product code changes). Two measures: DynamoDB Local's \`ConsumedCapacity\` (\`ReturnConsumedCapacity: 'INDEXES'\`) and write units by DynamoDB's published rules from the items before and after (item size = attribute names + values; ceil(size / 1 KB) per write, ×2 in a transaction; +ceil(entry / 1 KB) per global secondary index the item is in, the table projects ALL; 2 index writes when an index key changes).`,
    `Budget (issue 18): "the mutation with its audit entry costs at most ${w.maxExtra} more write unit than without". Checked as: the entry is exactly one more item in the write and is at most ${w.maxExtra} write unit (1 KB) in size. The billed figure by DynamoDB's rules is shown beside it and is higher: every item of a transaction is billed twice and each index it is in once more, so no entry written in the change's own transaction (the contract) can add only 1 unit. See the README's choices.`,
  ].join('\n');
  const summary = table(
    [
      'mutation',
      'service',
      'writes sent',
      'items without → with',
      'DynamoDB Local WCU without → with',
      'extra (Local)',
      'rules WCU without → with',
      'extra (rules)',
      'result',
    ],
    w.rows.map((r) => [
      r.mutation,
      r.service,
      callsOf(r.withAudit),
      `${r.withoutAudit.actions} → ${r.withAudit.actions}`,
      `${wcu(r.withoutAudit.local.total)} → ${wcu(r.withAudit.local.total)}`,
      signed(r.extraLocal),
      `${wcu(r.withoutAudit.rules.total)} → ${wcu(r.withAudit.rules.total)}`,
      signed(r.extraRules),
      r.passed ? 'PASS' : `FAIL${r.problem ? ` (${r.problem})` : ` (not one item of ≤ ${w.maxExtra} unit)`}`,
    ]),
    ['l', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
  const split = table(
    ['mutation', 'run', 'Local: table', 'Local: indexes', 'rules: table', 'rules: indexes'],
    w.rows.flatMap((r) =>
      (
        [
          ['without entry', r.withoutAudit],
          ['with entry', r.withAudit],
        ] as const
      ).map(([run, m]) => [r.mutation, run, wcu(m.local.table), perIndex(m.local.indexes), wcu(m.rules.table), perIndex(m.rules.indexes)]),
    ),
    ['l', 'l', 'r', 'l', 'r', 'l'],
  );
  const itemRow = (mutation: string, i: ActionCost) => [
    mutation,
    i.what,
    i.action,
    int(i.beforeBytes),
    int(i.afterBytes),
    wcu(i.tableUnits),
    perIndex(i.indexUnits),
    wcu(i.units),
  ];
  const items = table(
    ['mutation', 'item', 'action', 'bytes before', 'bytes after', 'table WCU', 'index WCU', 'WCU'],
    w.rows.flatMap((r) => r.withAudit.items.map((i) => itemRow(r.mutation, i))),
    ['l', 'l', 'l', 'r', 'r', 'r', 'l', 'r'],
  );
  const variants = w.variants.length
    ? `What the entry itself costs by the rules with fewer index keys (the rent payment's entry, every other attribute unchanged):\n\n${table(
        ['entry keys', 'bytes', 'table WCU (transactional)', 'index WCU', 'WCU'],
        w.variants.map((v) => [v.variant, int(v.bytes), wcu(v.tableUnits), wcu(v.indexUnits), wcu(v.units)]),
        ['l', 'r', 'r', 'r', 'r'],
      )}`
    : '';
  const crossingRows = w.crossingError
    ? `**The reorder crossing could not be measured:** ${w.crossingError}`
    : `Issue 20: "a stock change that crosses min adds at most ${CROSSING_MAX_EXTRA} write units to its transaction". Twin items in one warehouse, of the same size but for their rules' min, each change made to both, one crossing min (for the fulfilment: below min) and the other staying above it; the difference by the rules is what crossing costs. The pair's stock row carries the projection and the below-min index keys, and the warehouse row its count of pairs below min: the change writes both anyway, so crossing adds no item, only the index entry. A fulfilment cannot cross min (on hand and committed fall together, projected does not move); it is shown for information.\n\n${table(
        [
          'change',
          'service',
          'writes sent',
          'items (crossing / other)',
          'rules WCU crossing / other',
          'extra (rules)',
          'extra (Local)',
          'result',
        ],
        w.crossing.map((r) => [
          r.change,
          r.service,
          callsOf(r.crossing),
          `${r.crossing.actions} / ${r.other.actions}`,
          `${wcu(r.crossing.rules.total)} / ${wcu(r.other.rules.total)}`,
          signed(r.extraRules),
          signed(r.extraLocal),
          r.passed ? (r.budgeted ? 'PASS' : 'PASS (not budgeted)') : `FAIL${r.problem ? ` (${r.problem})` : ''}`,
        ]),
        ['l', 'l', 'l', 'r', 'r', 'r', 'r', 'l'],
      )}`;
  return [
    title,
    intro,
    summary,
    `Where the units go (table and per index):\n\n${split}`,
    `Every item the run with the entry wrote, by the rules:\n\n${items}`,
    variants,
    crossingRows,
    renderInsightsWrites(w),
    `**${writesVerdict(section).text}**`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The 10-line transfer ship against its raw transaction (WAREHOUSE.md: p99 ≤ 2×), as the fulfilment save is shown. */
function renderTransferShip(r: ImsSection): string {
  const f = r.transferShip;
  if (!f) return `Transfer ship: **could not measure** (${r.transferShipError ?? 'not run'}).`;
  return [
    `Transfer ship (\`POST transfers/ship\`, ${f.lines} lines, 1 unit each, every request shipping its own Requested transfer from one warehouse to another; a company of its own in a scratch table, tests/bench/ims-transfer-ship.ts): ${int(f.transfers)} ships by ${f.connections} concurrent connections (the first ${f.warmup} not recorded) through the gateway, then as many raw TransactWriteItems of ${f.transactItems} Puts (the probe ship's item count, ~${int(f.payloadBytes)} B each) on fresh keys straight to the same DynamoDB Local. Budget (WAREHOUSE.md): p99 ≤ ${f.maxRatio}× the raw transaction's.`,
    table(
      ['run', 'recorded', 'p50 ms', 'p99 ms', 'req/s', 'failed', 'load generator busy'],
      [f.route, f.raw].map((x) => [
        x.label === 'route' ? `route (${f.lines}-line ship)` : `raw TransactWriteItems (${f.transactItems} items)`,
        int(x.requests),
        ms(x.p50Ms),
        ms(x.p99Ms),
        int(x.reqPerSec),
        int(x.errors),
        `${Math.round(x.loadGeneratorBusy * 100)} %`,
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    `Route ÷ raw: ${times(f.ratioP50)} at p50, **${times(f.ratioP99)} at p99: ${f.passed ? 'PASS' : 'FAIL'}** (≤ ${f.maxRatio}×).${f.problem ? ` Problems: ${f.problem}.` : ''}`,
  ].join('\n\n');
}

function renderIms(section: Section<ImsSection>): string {
  const title = '## 4. Inventory routes on a large and a small company';
  if (section.status === 'skipped') return `${title}\n\nSkipped.`;
  if (section.status === 'error') return `${title}\n\n**Could not run:** ${section.error}`;
  const r = section.value;
  const { seed, check, load } = r;
  const items = seed.companies.reduce((s, c) => s + c.counts.total, 0);
  const shapes = seed.companies
    .map(
      ({ label, shape: s }) =>
        `${label}: ${int(s.items)} items × ${s.movementsPerItem} movements + ${s.hotItems} items × ${int(s.hotMovements)} movements, ${s.warehouses} warehouses, ${int(s.suppliers)} suppliers, ${int(s.customers)} customers, ${int(s.rules)} reorder rules (${int(s.belowMin)} pairs below min)`,
    )
    .join('; ');
  const seedLine =
    seed.mode === 'seeded'
      ? `Seeded this run (${seed.reason}): ${int(items)} items in **${seed.seedSeconds.toFixed(1)} s** (${int(items / seed.seedSeconds)} items/s; BatchWriteItem, 25 items per call, ${seed.writers} concurrent writers${seed.stats ? `, ${int(seed.stats.calls)} calls, ${int(seed.stats.retries)} re-sent for UnprocessedItems` : ''}, including the two sign-ups). The database is kept in \`.bench/ims-db/\` for the next runs.`
      : `${seed.reason[0].toUpperCase()}${seed.reason.slice(1)}: ${int(items)} items, seeded in ${seed.seedSeconds.toFixed(1)} s by ${seed.writers} writers; copied in for this run in ${seed.restoreSeconds.toFixed(1)} s.`;
  const intro = [
    `Two companies in one table (\`bench-ims\`) of the section's own DynamoDB Local (its own process, \`-dbPath -sharedDb\` on ${seed.workDir.startsWith('/dev/shm') ? 'tmpfs' : 'a temporary directory'}). ${shapes}. A regular item: a receipt every 4th movement into one of its two warehouses, small adjustments between (decreases taken from the oldest lots, an increase when a warehouse is short), one in 20 items run down to ≤ 5 units (low-stock index). A long-history item: one warehouse, a receipt of 500 every 100 movements, decreases of 1–5 between.`,
    seedLine,
    `Items are built by \`tests/bench/ims-dataset.ts\` through the product's own \`toItem\` functions (\`functions/inventory/records.ts\`: warehouseToItem, warehouseNameClaimToItem, partnerToItem, itemToItem, itemSideItems, lotToItem, movementToItem) given each record's final state. Consistency check, this run: a company with ${int(check.movements)} stock changes (${int(check.lots)} lots) went through the real services (addWarehouse, addPartner, addProduct, addStock, adjustStock), then ${int(check.rules)} reorder rules (setReorderRule; ${int(check.belowMin)} below min); all ${int(check.items)} items of its company and item partitions equal the builders' items; in the purchasing and selling companies, ${int(check.orderSideItems)} order-side figures (pairs' on order and committed, items' \`orderRefs\`, warehouses' and partners' \`orderCount\`) equal the builders' too${check.floorItems ? `; in the floor company, ${int(check.stockCounts)} stock counts (add, record, complete or cancel) and ${int(check.transfers)} transfers (add, ship, receive, close or cancel) went through the real services and their ${int(check.floorItems)} count and transfer items equal \`tests/bench/ims-floor.ts\`'s (the history's stock side, the counts' adjustments and the transfers' movements and lots, is not built: no measured request reads it)` : ''} (${check.seconds.toFixed(1)} s).`,
    `Warehouse floor (issue 33): ${seed.companies
      .map((c) =>
        c.floor
          ? `${c.label} ${int(c.floor.counts)} stock counts (${int(c.floor.countLines)} lines) and ${int(c.floor.transfers)} transfers`
          : `${c.label}: none`,
      )
      .join('; ')}.`,
  ].join('\n\n');
  const seedTable = table(
    [
      'company',
      'warehouses',
      'suppliers',
      'customers',
      'items',
      'movements',
      'lots',
      'stock per warehouse',
      'low stock',
      'order-only pairs',
      'rules',
      'below min',
      'claims and index',
      'DynamoDB items',
    ],
    seed.companies.map(({ label, counts: c }) => [
      label,
      int(c.warehouses),
      int(c.suppliers),
      int(c.customers),
      int(c.items),
      int(c.movements),
      int(c.lots),
      int(c.warehouseStocks),
      int(c.lowStock),
      int(c.orderPairs),
      int(c.rules),
      int(c.belowMin),
      int(c.claimsAndIndex),
      int(c.total),
    ]),
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
  const method = `Capacity and rows as in the rent section (one metered request per target after a warm-up call; RCU from \`ConsumedCapacity\` on the handlers' own client; rows = the response array's length, 1 for the item page). Budget: RCU per row on LARGE ÷ SMALL ≤ ${r.maxRatio} for every request, and on each company the movements' last page ÷ their first page ≤ ${r.maxRatio} per row.`;
  const budgetTable = table(
    [
      'request',
      'shows',
      'LARGE rows',
      'LARGE RCU',
      'LARGE RCU/row',
      'LARGE p50 / p99 ms',
      'SMALL rows',
      'SMALL RCU',
      'SMALL RCU/row',
      'SMALL p50 / p99 ms',
      'LARGE ÷ SMALL',
      'result',
    ],
    r.budgets.map((b) => [
      b.route,
      b.shows,
      int(b.large?.rows ?? Number.NaN),
      rcu(b.large?.capacity.capacityUnits ?? Number.NaN),
      perRow(b.large?.perRow ?? Number.NaN),
      `${ms(b.large?.latency?.p50Ms ?? Number.NaN)} / ${ms(b.large?.latency?.p99Ms ?? Number.NaN)}`,
      int(b.small?.rows ?? Number.NaN),
      rcu(b.small?.capacity.capacityUnits ?? Number.NaN),
      perRow(b.small?.perRow ?? Number.NaN),
      `${ms(b.small?.latency?.p50Ms ?? Number.NaN)} / ${ms(b.small?.latency?.p99Ms ?? Number.NaN)}`,
      times(b.ratio),
      b.passed ? 'PASS' : `FAIL${b.problem ? ` (${b.problem})` : ` (> ${r.maxRatio}×)`}`,
    ]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
  const pagerTable = table(
    ['company', 'movements of the item', 'last page offset', 'first page RCU/row', 'last page RCU/row', 'last ÷ first', 'result'],
    r.pager.map((p) => [
      p.company,
      int(p.movements),
      int(p.lastOffset),
      perRow(p.firstPerRow),
      perRow(p.lastPerRow),
      times(p.ratio),
      p.passed ? 'PASS' : `FAIL (> ${r.maxRatio}×)`,
    ]),
    ['l', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
  const latencyIntro = `Latency: through the local gateway, ${load.connections} concurrent connections, closed loop, ${load.durationSec} s measured after a ${load.warmupSec} s warm-up, one target at a time.`;
  const measureTable = table(
    [
      'request · company',
      'request',
      'rows',
      'RCU',
      'RCU/row',
      'items read',
      'reads',
      'p50 ms',
      'p99 ms',
      'req/s',
      'requests',
      'gateway busy',
      'status',
    ],
    r.measurements.map((m) => [
      `${m.route} · ${m.company}`,
      m.request.length > 90 ? `${m.request.slice(0, 87)}…` : m.request,
      int(m.rows),
      rcu(m.capacity.capacityUnits),
      perRow(m.perRow),
      int(m.capacity.itemsRead),
      imsReadsOf(m),
      ms(m.latency?.p50Ms ?? Number.NaN),
      ms(m.latency?.p99Ms ?? Number.NaN),
      int(m.latency?.requestsPerSec ?? Number.NaN),
      int(m.latency?.requests ?? Number.NaN),
      pct(m.latency?.mainThreadBusy),
      m.problem ? `INVALID: ${m.problem}` : m.latency?.problem ? `INVALID: ${m.latency.problem}` : 'ok',
    ]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'l', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
  const f = r.fulfilSave;
  const fulfil = f
    ? [
        `Fulfilment save (\`POST sales-orders/fulfillment/save\`, ${f.lines} lines, 1 unit each, every request on its own order with stock; a company of its own in a scratch table, tests/bench/ims-fulfil.ts): ${int(f.orders)} saves by ${f.connections} concurrent connections (the first ${f.warmup} not recorded) through the gateway, then as many raw TransactWriteItems of ${f.transactItems} Puts (the probe save's item count, ~${int(f.payloadBytes)} B each) on fresh keys straight to the same DynamoDB Local. Unbudgeted: the ratio is the figure asked for.`,
        table(
          ['run', 'recorded', 'p50 ms', 'p99 ms', 'req/s', 'failed', 'load generator busy'],
          [f.route, f.raw].map((x) => [
            x.label === 'route' ? 'route (10-line save)' : `raw TransactWriteItems (${f.transactItems} items)`,
            int(x.requests),
            ms(x.p50Ms),
            ms(x.p99Ms),
            int(x.reqPerSec),
            int(x.errors),
            `${Math.round(x.loadGeneratorBusy * 100)} %`,
          ]),
          ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
        `Route ÷ raw: **${times(f.ratioP50)} at p50, ${times(f.ratioP99)} at p99**.${f.problem ? ` Problems: ${f.problem}.` : ''}`,
      ].join('\n\n')
    : `Fulfilment save: **could not measure** (${r.fulfilSaveError ?? 'not run'}).`;
  return [
    title,
    intro,
    seedTable,
    method,
    budgetTable,
    pagerTable,
    latencyIntro,
    measureTable,
    fulfil,
    renderTransferShip(r),
    renderInsightsComparison('Insights page vs its raw reads', r.insightsPage, r.insightsPageError),
    renderListsRuns(r.listsRuns),
    `**${imsVerdict(section).text}**`,
  ].join('\n\n');
}

// ───────────────────────────── CSV import (issue 21) ─────────────────────────────

const seconds = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} s` : 'n/a');
const wuRow = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : 'n/a');

/** Issue 21: at 10,000 rows validate and run each under 60 s, WU per row at 10,000 ÷ at 100 ≤ 1.1, and the right result. */
export function importVerdict(section: Section<ImportSection>): { passed: boolean; text: string } {
  if (section.status === 'skipped') return { passed: true, text: 'skipped' };
  if (section.status === 'error') return { passed: false, text: `FAIL: could not run (${section.error})` };
  const r = section.value;
  const large = r.sizes[r.sizes.length - 1];
  const small = r.sizes[0];
  const problems = [
    ...r.sizes.filter((s) => s.problem).map((s) => `${int(s.size)} rows: ${s.problem}`),
    large.size !== r.budgetRows ? `the budget is for ${int(r.budgetRows)} rows, this run's largest was ${int(large.size)}` : '',
    r.deadLetters ? `${r.deadLetters} import messages dead-lettered` : '',
  ].filter(Boolean);
  const text = `${r.passed ? 'PASS' : 'FAIL'}: ${int(large.size)} items validated in ${seconds(large.validate.seconds)} and imported in ${seconds(large.run.seconds)} (budget < ${r.maxSeconds} s each); write units per row ${wuRow(large.wuPerRow)} at ${int(large.size)} vs ${wuRow(small.wuPerRow)} at ${int(small.size)}: ${times(r.ratio)} (budget ≤ ${r.maxRatio}×)${problems.length ? `; ${problems.join('; ')}` : ''}`;
  return { passed: r.passed, text };
}

function renderImport(section: Section<ImportSection>): string {
  const title = '## 4b. CSV import (issue 21)';
  if (section.status === 'skipped') return `${title}\n\nSkipped.`;
  if (section.status === 'error') return `${title}\n\n**Could not run:** ${section.error}`;
  const r = section.value;
  const intro = [
    `Items through the local gateway and the import worker (in-process, the local import queue), on DynamoDB Local in memory, in the section's own process and scratch table. Per size: a fresh company with one warehouse "Main" (\`POST warehouses/add\`), a CSV with every items template column plus \`stock:Main\` (opening stock 5 on every 10th row, categories General and Office Supplies, unique SKUs and barcodes, every row of one width), then over HTTP as the Import screen does: \`upload-url\` → PUT to the presigned URL → \`validate\` (a 202 followed through \`GET import/{id}\`) → \`run\` (202) → \`GET import/{id}\` every ${r.pollMs} ms until \`done\`.`,
    `Validate is timed from its POST until the result, run from its POST until \`done\` is read. Write units: \`ReturnConsumedCapacity: 'TOTAL'\` set on every write of the handlers' document client (TransactWriteItems, BatchWriteItem, Put, Update, Delete) during the run, DynamoDB Local's figures summed. Checked: every row valid, the run \`done\` with nothing failed, the dashboard summary's \`items\` equal to the rows. Budget (at ${int(r.budgetRows)} rows): validate and run each < ${r.maxSeconds} s; WU per row ÷ WU per row at ${int(r.sizes[0]?.size ?? 100)} ≤ ${r.maxRatio}×.`,
  ].join('\n');
  const large = r.sizes[r.sizes.length - 1];
  const t = table(
    ['size', 'rows', 'validate s', 'run s', 'rows/s', 'WU', 'WU/row', 'ratio', 'dashboard items', 'budget', 'verdict'],
    r.sizes.map((s) => {
      const budgeted = s === large && s.size === r.budgetRows;
      const ok = !s.problem && (!budgeted || (s.validate.seconds < r.maxSeconds && s.run.seconds < r.maxSeconds && r.ratio <= r.maxRatio));
      return [
        int(s.size),
        `${int(s.valid)} valid of ${int(s.rows)}`,
        `${s.validate.seconds.toFixed(1)}${s.validateAnswer === '202' ? ' (202, polled)' : ' (200)'}`,
        s.run.seconds.toFixed(1),
        int(s.rowsPerSecond),
        int(s.writeUnits),
        wuRow(s.wuPerRow),
        s === large && r.sizes.length > 1 ? times(r.ratio) : '—',
        int(s.dashboardItems),
        budgeted ? `validate < ${r.maxSeconds} s, run < ${r.maxSeconds} s, ratio ≤ ${r.maxRatio}×` : 'reference (WU/row)',
        ok ? 'PASS' : `FAIL${s.problem ? ` (${s.problem})` : ''}`,
      ];
    }),
    ['r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
  );
  const phaseLine = (label: string, p: PhaseFigures) =>
    `${label} ${p.seconds.toFixed(1)} s: this process (gateway, handlers, worker) ${pct(p.eventLoopBusy)} event loop busy, ${p.nodeCpuSeconds.toFixed(1)} s CPU; DynamoDB Local ${p.dynamoCpuSeconds === undefined ? 'n/a' : `${p.dynamoCpuSeconds.toFixed(1)} s CPU`}`;
  const profiles = r.sizes.map((s) => {
    const rows = (['validate', 'run'] as const).flatMap((phase) =>
      s[phase].profile.map((p) => [
        phase,
        p.what,
        Object.entries(p.calls)
          .map(([c, n]) => `${c} ×${int(n)}`)
          .join(', '),
        int(p.itemsWritten),
        phase === 'run' ? (p.writeUnits >= 100 ? int(p.writeUnits) : wcu(Math.round(p.writeUnits * 100) / 100)) : '—',
        int(p.ms),
        pct(p.ms / 1000 / s[phase].seconds),
        int(p.maxMs),
      ]),
    );
    const pace = s.pace.length
      ? ` Pace of the run by quarter of the rows (the polls' \`done\`, which moves after each batch of 250 rows): ${s.pace.map((p) => `${p.rows} in ${p.seconds.toFixed(1)} s (${int(p.rowsPerSecond)}/s)`).join(', ')}.`
      : '';
    return `Where the time goes at ${int(s.size)} rows (DynamoDB calls of the handlers' client, filed by the function that sent them; "ms in calls" sums each call's wall time, and calls overlap: a batch's after-writes run beside the next batch's transactions, and the status polls beside both). ${phaseLine('Validate', s.validate)}. ${phaseLine('Run', s.run)}.${pace}${s.writesWithoutCapacity ? ` ${s.writesWithoutCapacity} writes answered no ConsumedCapacity.` : ''}${s.writeErrors ? ` ${s.writeErrors} writes failed (refused transactions, retried row by row).` : ''}\n\n${table(
      ['phase', 'sent by', 'calls', 'items written', 'WU', 'ms in calls', '÷ phase wall', 'slowest call ms'],
      rows,
      ['l', 'l', 'l', 'r', 'r', 'r', 'r', 'r'],
    )}`;
  });
  const log = r.workerLog.length ? `Import queue log: ${r.workerLog.map((l) => `\`${l.trim()}\``).join('; ')}` : '';
  return [title, intro, t, ...profiles, log, `**${importVerdict(section).text}**`].filter(Boolean).join('\n\n');
}

/** The SPA's initial JS budget, and papaparse (the Import screen's CSV preview) in no initial chunk. */
export function spaVerdict(section: Section<SpaSection>): { passed: boolean; text: string } {
  if (section.status === 'skipped') return { passed: true, text: 'skipped' };
  if (section.status === 'error') return { passed: true, text: `unavailable (${section.error})` };
  const s = section.value;
  if (!s.available) return { passed: true, text: `unavailable (${s.reason})` };
  const sizeOk = s.initialGzipBytes <= SPA_INITIAL_BUDGET_GZIP;
  const p = s.papaparse;
  const papa = p.passed
    ? `PASS: papaparse in no initial chunk${p.chunks.length ? ` (only in ${p.chunks.map((c) => `\`${c}\``).join(', ')})` : ` (${p.note})`}`
    : `FAIL: papaparse in the initial JS (${p.initial.map((c) => `\`${c}\``).join(', ')})`;
  return {
    passed: sizeOk && p.passed,
    text: `${sizeOk ? 'PASS' : 'FAIL'}: initial JS ${kB(s.initialGzipBytes)} gzip, budget ≤ ${kB(SPA_INITIAL_BUDGET_GZIP)} (${s.allJs.count} JS chunks, ${kB(s.allJs.gzipBytes)} gzip in all); ${papa}`,
  };
}

function renderSpa(section: Section<SpaSection>): string {
  const title = '## 5. SPA initial JavaScript';
  if (section.status === 'skipped') return `${title}\n\nSkipped.`;
  if (section.status === 'error') return `${title}\n\n**Unavailable:** ${section.error}`;
  const s = section.value;
  if (!s.available) return `${title}\n\n| row | value |\n| --- | --- |\n| initial JS (gzip) | unavailable: ${cell(s.reason)} |`;
  const rows = s.initial.map((f) => [`\`${f.file}\``, f.kind, kB(f.bytes), kB(f.gzipBytes)]);
  rows.push(['**initial total**', `${s.initial.length} file(s)`, `**${kB(s.initialBytes)}**`, `**${kB(s.initialGzipBytes)}**`]);
  rows.push(['all JS chunks', `${s.allJs.count} file(s)`, kB(s.allJs.bytes), kB(s.allJs.gzipBytes)]);
  const t = table(['file', 'loaded as', 'bytes', 'gzip'], rows, ['l', 'l', 'r', 'r']);
  const notes = s.notes.length ? `\n\nNotes: ${s.notes.join('; ')}.` : '';
  const papa = `papaparse (issue 21: the Import screen's CSV preview, only in its lazy chunk), found by its own string literals (${PAPAPARSE_MARKERS.map((m) => `"${m}"`).join(', ')}) in every JS file: in ${s.papaparse.chunks.length ? s.papaparse.chunks.map((c) => `\`${c}\``).join(', ') : 'no chunk'}; in the initial JS: ${s.papaparse.initial.length ? s.papaparse.initial.map((c) => `\`${c}\``).join(', ') : 'none'}.`;
  return `${title}\n\nFrom web/dist/index.html: module scripts and modulepreload links (what loads before first render); gzip level ${GZIP_LEVEL}. Source: ${s.source}.\n\n${t}${notes}\n\n${papa}\n\n**${spaVerdict(section).text}**`;
}

export function renderReport(results: BenchResults): string {
  const bundles = bundleVerdict(results.bundles);
  const latency = latencyVerdict(results.latency);
  const writes = writesVerdict(results.writes);
  const rent = rentVerdict(results.rent);
  const ims = imsVerdict(results.ims);
  const imports = importVerdict(results.import);
  const { passed: spaPassed, text: spa } = spaVerdict(results.spa);
  const summary = table(
    ['section', 'verdict'],
    [
      ['Lambda bundles (budgets)', bundles.short ?? bundles.text],
      ['API latency', latency.text],
      ['Write costs (audit entry, reorder min, insights)', writes.text],
      ['Rent: capacity per row, LARGE ÷ SMALL', rent.text],
      ['Inventory: capacity per row, LARGE ÷ SMALL', ims.text],
      ['CSV import: 10,000 items, write units per row', imports.text],
      ['SPA initial JS', spa],
    ],
  );
  return (
    [
      `# Bench report`,
      `${results.startedAt.toISOString()} · ${results.environment.join(' · ')} · ${results.elapsedSec.toFixed(0)} s`,
      renderBundles(results.bundles),
      renderLatency(results.latency),
      renderWrites(results.writes),
      renderRent(results.rent),
      renderIms(results.ims),
      renderImport(results.import),
      renderSpa(results.spa),
      `## Summary\n\n${summary}\n\n**Overall: ${bundles.passed && latency.passed && writes.passed && rent.passed && ims.passed && imports.passed && spaPassed ? 'PASS' : 'FAIL'}**`,
    ].join('\n\n') + '\n'
  );
}

/** Markdown rendering of the bench results (pure: data in, text out). */
import { BUNDLE_BUDGETS, GZIP_LEVEL, type BundleSection } from './bundles.ts';
import type { LatencyRow, LoadOptions } from './latency.ts';
import type { SpaSection } from './spa.ts';
import { ratio } from './stats.ts';

/** A section's result: measured, failed to run (with why), or skipped by a flag. */
export type Section<T> = { status: 'done'; value: T } | { status: 'error'; error: string } | { status: 'skipped' };

export interface LatencySection {
  readonly options: LoadOptions;
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
  const failed = b.rows.filter((r) => !(r.sizeOk && r.importOk) || r.error);
  if (b.baseline.error) return { passed: false, text: 'FAIL: the baseline bundle did not import' };
  if (!failed.length) return { passed: true, text: `PASS: all ${b.rows.length} handlers within budgets` };
  const why = failed.map((r) => {
    const reasons = [
      r.error ? 'error' : '',
      r.bundle && !r.sizeOk ? `size ${kB(r.bundle.minifiedBytes)}` : '',
      !r.error && !r.importOk ? `import ${times(r.importRatio)}` : '',
    ].filter(Boolean);
    return `${r.route.name} (${reasons.join(', ')})`;
  });
  const bySize = b.rows.filter((r) => r.bundle && !r.sizeOk).length;
  const byImport = b.rows.filter((r) => !r.error && !r.importOk).length;
  const errors = b.rows.filter((r) => r.error).length;
  const counts = [`${bySize} over ${kB(BUNDLE_BUDGETS.maxMinifiedBytes)}`, `${byImport} over ${BUNDLE_BUDGETS.maxImportRatio}× import`, errors ? `${errors} errors` : '']
    .filter(Boolean)
    .join(', ');
  return {
    passed: false,
    text: `FAIL: ${failed.length} of ${b.rows.length} handlers over budget: ${why.join('; ')}`,
    short: `FAIL: ${failed.length} of ${b.rows.length} handlers over budget (${counts})`,
  };
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
    `gzip at level ${GZIP_LEVEL}. Cold import: median of ${b.runs}${b.runsWanted ? ` (of ${b.runsWanted} wanted: the machine was too slow to fit them in the time budget, --import-budget)` : ''} fresh \`node ${process.version}\` processes each timing \`await import(bundle)\` with performance.now() (node start-up excluded; one discarded warm-up import; passes interleaved across bundles). "÷ baseline" is the median over passes of handler ÷ baseline measured in the same pass, so background load mostly cancels out; it is the budgeted figure. "CPU ÷ baseline" is the same on the child's CPU time, a cross-check that other processes on the machine hardly move.`,
    `Budgets: minified ≤ ${kB(BUNDLE_BUDGETS.maxMinifiedBytes)} (1 kB = 1000 B); cold import ≤ ${BUNDLE_BUDGETS.maxImportRatio}× the baseline, a bundle of \`@aws-sdk/client-dynamodb\` alone built the same way in the same run.`,
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
      r.error
        ? `FAIL (${r.error.split('\n')[0].slice(0, 160)})`
        : r.sizeOk && r.importOk
          ? 'PASS'
          : `FAIL (${[!r.sizeOk ? 'size' : '', !r.importOk ? 'import' : ''].filter(Boolean).join(' + ')})`,
      r.bundle ? top(r.bundle.contributors) : '',
    ]),
  ];
  const t = table(
    ['route', 'handler', 'minified', 'gzip', 'cold import ms', '÷ baseline', 'CPU ÷ baseline', 'result', 'largest contributors (share of minified output)'],
    rows,
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
  );
  const sizes = b.rows.filter((r) => r.bundle).map((r) => r.bundle!.minifiedBytes);
  const stats = sizes.length
    ? `Handlers: ${kB(Math.min(...sizes))} – ${kB(Math.max(...sizes))} minified.`
    : '';
  return `${title}\n\n${intro}\n\n${t}\n\n${stats} **${bundleVerdict(section).text}**`;
}

function renderLatency(section: Section<LatencySection>): string {
  const title = '## 2. API latency under load';
  if (section.status === 'skipped') return `${title}\n\nSkipped.`;
  if (section.status === 'error') return `${title}\n\n**Could not run:** ${section.error}`;
  const { options, routes, raw } = section.value;
  const intro = [
    `${options.connections} concurrent connections, closed loop, ${options.durationSec} s measured after a ${options.warmupSec} s warm-up, one target at a time.`,
    `Routes: autocannon (in a worker thread) → the real local gateway (createGateway + importHandler, in-process, LOG_LEVEL=warn) → handler → DynamoDB Local (in memory).`,
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
    ['target', 'request', 'p50 ms', 'p99 ms', 'mean ms', 'req/s', 'requests', 'p50 ÷ raw', 'p99 ÷ raw', 'gateway busy', 'load gen busy', 'status'],
    rows,
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
  const notes = routes.filter((r) => r.note).map((r) => `- ${r.name}: ${r.note}`);
  const notesText = notes.length ? `\n\nPer request:\n${notes.join('\n')}` : '';
  return `${title}\n\n${intro}\n\n${t}${notesText}\n\n**${latencyVerdict(section).text}**`;
}

function renderSpa(section: Section<SpaSection>): string {
  const title = '## 3. SPA initial JavaScript';
  if (section.status === 'skipped') return `${title}\n\nSkipped.`;
  if (section.status === 'error') return `${title}\n\n**Unavailable:** ${section.error}`;
  const s = section.value;
  if (!s.available) return `${title}\n\n| row | value |\n| --- | --- |\n| initial JS (gzip) | unavailable: ${cell(s.reason)} |`;
  const rows = s.initial.map((f) => [`\`${f.file}\``, f.kind, kB(f.bytes), kB(f.gzipBytes)]);
  rows.push(['**initial total**', `${s.initial.length} file(s)`, `**${kB(s.initialBytes)}**`, `**${kB(s.initialGzipBytes)}**`]);
  rows.push(['all JS chunks', `${s.allJs.count} file(s)`, kB(s.allJs.bytes), kB(s.allJs.gzipBytes)]);
  const t = table(['file', 'loaded as', 'bytes', 'gzip'], rows, ['l', 'l', 'r', 'r']);
  const notes = s.notes.length ? `\n\nNotes: ${s.notes.join('; ')}.` : '';
  return `${title}\n\nFrom web/dist/index.html: module scripts and modulepreload links (what loads before first render); gzip level ${GZIP_LEVEL}. Source: ${s.source}.\n\n${t}${notes}`;
}

export function renderReport(results: BenchResults): string {
  const bundles = bundleVerdict(results.bundles);
  const latency = latencyVerdict(results.latency);
  const spa =
    results.spa.status === 'done'
      ? results.spa.value.available
        ? `initial JS ${kB(results.spa.value.initialGzipBytes)} gzip (${results.spa.value.allJs.count} JS chunks, ${kB(results.spa.value.allJs.gzipBytes)} gzip in all)`
        : `unavailable (${results.spa.value.reason})`
      : results.spa.status === 'error'
        ? `unavailable (${results.spa.error})`
        : 'skipped';
  const summary = table(
    ['section', 'verdict'],
    [
      ['Lambda bundles (budgets)', bundles.short ?? bundles.text],
      ['API latency', latency.text],
      ['SPA initial JS', spa],
    ],
  );
  return [
    `# Bench report`,
    `${results.startedAt.toISOString()} · ${results.environment.join(' · ')} · ${results.elapsedSec.toFixed(0)} s`,
    renderBundles(results.bundles),
    renderLatency(results.latency),
    renderSpa(results.spa),
    `## Summary\n\n${summary}\n\n**Overall: ${bundles.passed && latency.passed ? 'PASS' : 'FAIL'}**`,
  ].join('\n\n') + '\n';
}

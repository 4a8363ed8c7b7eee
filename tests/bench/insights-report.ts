/**
 * Issue 35's parts of the report (report.ts calls these, to keep that file from growing): what the insights figures
 * add to each mutation's write (section 2b), and the Insights pages against the raw Queries they send (sections 3, 4).
 */
import type { WritesSection } from './audit-write-cost.ts';
import type { InsightsPageComparison } from './insights-capacity.ts';

const wcu = (v: number) => (Number.isFinite(v) ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : 'n/a');
const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : 'n/a');
const ratio = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : 'n/a');

function table(head: string[], rows: string[][], align: ('l' | 'r')[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `| ${align.map((a) => (a === 'r' ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** The insights rows of section 2b: measured and shown, no budget (issue 35). */
export function renderInsightsWrites(w: WritesSection): string {
  if (w.insightsError) return `**The insights write cost could not be measured:** ${w.insightsError}`;
  if (!w.insights.length) return '';
  const intro = `Issue 35: what each kind of mutation adds to its own transaction for the insights figures, measured and shown (no budget). Each mutation once through its real service in the scratch table, under the same meter: the insights items are the transaction's items whose pk is the company's insights partition (month items \`M#<kind>#<month>#<subject>\`, one per subject and month holding every figure of that month; level items \`L#<kind>#<subject>\`, only when a level moves); "figures on rows" is what the inventory's stock value and last sale day add to the \`WH#\` and \`WHSTOCK#\` rows a stock change writes anyway (their units with those attributes less without). "Before" is the write less both, "after" the write as sent. Billed units by DynamoDB's rules: ×2 per transactional item; the insights partition's items are in no index.`;
  const rows = table(
    [
      'area',
      'mutation',
      'service',
      'writes sent',
      'insights items (month + level + other)',
      'their WCU',
      'figures on rows (rows, bytes, WCU)',
      'items before → after',
      'WCU before → after',
      'note',
    ],
    w.insights.map((r) => [
      r.area,
      r.mutation,
      r.service,
      Object.entries(r.measure.calls)
        .map(([c, n]) => `${c.replace(/Command$/, '')} ×${n}`)
        .join(', ') || '—',
      `${r.monthItems + r.levelItems + r.otherItems.length} (${r.monthItems} + ${r.levelItems}${r.otherItems.length ? ` + ${r.otherItems.join(', ')}` : ''})`,
      wcu(r.insightItemUnits),
      r.figureRows ? `${r.figureRows}, ${r.figureBytes} B, +${wcu(r.figureUnits)}` : '—',
      `${r.before.actions} → ${r.after.actions}`,
      `${wcu(r.before.units)} → ${wcu(r.after.units)}`,
      r.problem ? `FAIL (${r.problem})` : r.expectsMove ? '' : 'moves no figure (expected)',
    ]),
    ['l', 'l', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
  const count = (r: (typeof w.insights)[number]) => r.monthItems + r.levelItems + r.otherItems.length;
  const most = [...w.insights].sort((a, b) => count(b) - count(a))[0];
  const why = `Why it stays small: a mutation adds one month item per subject it moves (its building; its warehouse, item, customer or supplier in that warehouse), holding every figure of that month, never one item per chart, and a level item only when a level (rooms, occupancy, billing per period, the rules' lead time) moves; the inventory's stock value rides on the warehouse and stock rows every stock change writes already. The most this run: ${most ? `${count(most)} items (${most.mutation})` : 'n/a'}.`;
  return [intro, rows, why].join('\n\n');
}

/** The Insights page through the gateway against the raw Queries its service sends (budget ≤ 1.5× at p99). */
export function renderInsightsComparison(title: string, c: InsightsPageComparison | undefined, error: string | undefined): string {
  if (error) return `**${title}: could not be compared:** ${error}`;
  if (!c) return '';
  const pairs = table(
    ['pair', 'page p50 ms', 'page p99 ms', 'raw p50 ms', 'raw p99 ms', 'p50 ratio', 'p99 ratio', 'page req/s', 'raw sets/s'],
    c.pairs.map((p, i) => [
      String(i + 1),
      ms(p.page.p50),
      ms(p.page.p99),
      ms(p.raw.p50),
      ms(p.raw.p99),
      ratio(p.page.p50 / p.raw.p50),
      ratio(p.page.p99 / p.raw.p99),
      p.page.rps.toFixed(1),
      p.raw.rps.toFixed(1),
    ]),
    ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
  const calls = c.queries.reduce((s, q) => s + q.calls, 0);
  const reads = c.queries.map((q) => `${q.name}${q.calls > 1 ? ` ×${q.calls}` : ''} (${q.items} items)`).join('; ');
  return [
    `${title}: \`${c.path}\` on ${c.company} through the gateway, against the reads its service sends, recorded from one request and replayed straight to DynamoDB Local from a worker thread as the service sends them (${c.rounds} rounds; within a round in parallel, a Query's pages in turn), ${c.connections} connections each, ${c.durationSec} s after a ${c.warmupSec} s warm-up (at least 10 and 2 times one request's time): ${calls} calls: ${reads}. Budget: page p99 ≤ ${c.budget}× raw (issue 35).${c.problem ? ` **Problem:** ${c.problem}` : ''}`,
    pairs,
    `**${c.passed ? 'PASS' : 'FAIL'}: median p99 ratio ${ratio(c.medianP99)} (p50 ${ratio(c.medianP50)}), budget ≤ ${c.budget}×.**`,
  ].join('\n\n');
}

/** The verdict line of a page's comparison (a section without one, e.g. a run before issue 35: not measured, failed). */
export function insightsPageVerdict(c: InsightsPageComparison | undefined, error: string | undefined): { passed: boolean; text: string } {
  if (error || !c)
    return {
      passed: false,
      text: `FAIL: the Insights page could not be compared with its raw reads${error ? ` (${error.split('\n')[0]})` : ''}`,
    };
  return {
    passed: c.passed,
    text: `${c.passed ? 'PASS' : 'FAIL'}: ${c.route} (${c.company}) ÷ its raw reads p99 ${ratio(c.medianP99)}, p50 ${ratio(c.medianP50)} (budget ≤ ${c.budget}× at p99${c.problem ? `; ${c.problem}` : ''})`,
  };
}

/** The daily run's part that keeps the inventory Insights page's lists (functions/insights/services/inventory-lists.ts). */
export function renderListsRuns(
  runs: ReadonlyArray<{ label: string; lists: number; seconds: number; capacityUnits: number; itemsRead: number }> | undefined,
): string {
  if (!runs?.length) return 'Insights lists kept by the daily run: not run.';
  const rows = runs.map(
    (r) =>
      `| ${r.label} | ${r.lists} | ${r.itemsRead.toLocaleString('en-US')} | ${r.capacityUnits.toFixed(1)} | ${r.seconds.toFixed(1)} s |`,
  );
  return [
    'Insights lists kept by the daily run (issue 35; a background job, unbudgeted): the last 12 months for every warehouse and for all of them, from one read of the month items and stocked pairs. The page then reads them with one GetItem; the capacity rows above measure that read.',
    '',
    '| Company | Lists kept | Items read | RCU | Time |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

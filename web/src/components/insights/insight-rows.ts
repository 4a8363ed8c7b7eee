/**
 * Shaping an Insights answer for a chart and its table: a period's months beside the comparison's (month i beside
 * month i), and per-month amounts of many buildings, warehouses or suppliers pivoted to a row per month.
 */
import type { InsightColumn } from './InsightCard.tsx';
import { monthLabel, shortMonthLabel } from './insight-period.ts';

export interface Paired<M> {
  month: string;
  cur: M;
  /** The comparison's month at the same position, and its figures (null without a comparison). */
  cmpMonth: string | null;
  cmp: M | null;
}

export function pairMonths<M extends { month: string }>(current: readonly M[], compared: readonly M[] | null | undefined): Paired<M>[] {
  return current.map((cur, i) => ({ month: cur.month, cur, cmpMonth: compared?.[i]?.month ?? null, cmp: compared?.[i] ?? null }));
}

export interface Metric<M> {
  header: string;
  format: InsightColumn<M>['format'];
  value: (m: M) => number | null;
}

/** Month, the metrics of the period, then (with a comparison) the compared month and the same metrics of it. */
export function pairedColumns<M>(metrics: readonly Metric<M>[], comparisonName: string | null): InsightColumn<Paired<M>>[] {
  const columns: InsightColumn<Paired<M>>[] = [
    { header: 'Month', format: 'month', value: (r) => r.month },
    ...metrics.map((m) => ({ header: m.header, format: m.format, value: (r: Paired<M>) => m.value(r.cur) })),
  ];
  if (!comparisonName) return columns;
  return [
    ...columns,
    { header: `Month (${comparisonName})`, format: 'month', value: (r) => r.cmpMonth },
    ...metrics.map((m) => ({
      header: `${m.header} (${comparisonName})`,
      format: m.format,
      value: (r: Paired<M>) => (r.cmp ? m.value(r.cmp) : null),
    })),
  ];
}

/** Axis labels of the months: short when there are many (a phone's width holds few). */
export const axisLabels = (months: readonly string[]) => months.map(months.length > 6 ? shortMonthLabel : monthLabel);

export interface PivotRow {
  month: string;
  amounts: Record<string, number>;
  total: number;
}

/**
 * Amounts per (month, subject) as a row per month of the range with a column per subject (named, in the order of
 * the largest total first, so the stack's biggest part is at the bottom and first in the legend).
 */
export function pivotByMonth<A extends { month: string; amount: number }>(
  months: readonly string[],
  amounts: readonly A[],
  nameOf: (a: A) => string,
): { rows: PivotRow[]; names: string[] } {
  const totals = new Map<string, number>();
  for (const a of amounts) totals.set(nameOf(a), (totals.get(nameOf(a)) ?? 0) + a.amount);
  const names = [...totals.keys()].sort((x, y) => totals.get(y)! - totals.get(x)! || x.localeCompare(y));
  const rows = months.map((month) => {
    const here = amounts.filter((a) => a.month === month);
    const byName: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
    for (const a of here) byName[nameOf(a)] += a.amount;
    return { month, amounts: byName, total: Math.round(here.reduce((s, a) => s + a.amount, 0) * 100) / 100 };
  });
  return { rows, names };
}

/** The table and CSV of a pivot: Month, a column per subject, Total. */
export function pivotColumns(names: readonly string[]): InsightColumn<PivotRow>[] {
  return [
    { header: 'Month', format: 'month', value: (r) => r.month },
    ...names.map((n) => ({ header: n, format: 'money' as const, value: (r: PivotRow) => r.amounts[n] ?? 0 })),
    { header: 'Total', format: 'money', value: (r) => r.total },
  ];
}

/**
 * A chart's accessible name: what it shows and its figures in brief (lowest, highest, latest), e.g. "Occupancy by
 * month, Apr 2025 to Mar 2026: lowest 50.0% (Apr 2025), highest 92.5% (Jan 2026), latest 90.0%". The table has the rest.
 */
export function seriesSummary(
  title: string,
  months: readonly string[],
  values: readonly (number | null)[],
  format: (v: number) => string,
): string {
  const known = values.map((v, i) => ({ v, month: months[i] })).filter((x): x is { v: number; month: string } => x.v !== null);
  const span = months.length > 1 ? `${monthLabel(months[0])} to ${monthLabel(months.at(-1)!)}` : months[0] ? monthLabel(months[0]) : '';
  if (known.length === 0) return `${title}, ${span}: no figures`;
  const low = known.reduce((a, b) => (b.v < a.v ? b : a));
  const high = known.reduce((a, b) => (b.v > a.v ? b : a));
  return `${title}, ${span}: lowest ${format(low.v)} (${monthLabel(low.month)}), highest ${format(high.v)} (${monthLabel(high.month)}), latest ${format(known.at(-1)!.v)}`;
}

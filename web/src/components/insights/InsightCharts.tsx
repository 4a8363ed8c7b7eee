/**
 * The Insights charts (nivo). Only the Insights pages import this module, and those pages are lazy chunks, so nivo
 * and d3 never reach the initial JavaScript. Each chart is role="img" with a summary as its name: the table beside it
 * (the Chart | Table toggle) is what a screen reader reads in full.
 */
import { Bar, type BarDatum } from '@nivo/bar';
import { Line } from '@nivo/line';
import { useWidth } from '../ui/use-width.ts';
import styles from './InsightCharts.module.css';

/** Colours that keep 3:1 against white (WCAG 1.4.11), in the order series take them. */
export const SERIES_COLOURS = [
  '#4338ca',
  '#0f766e',
  '#b45309',
  '#be185d',
  '#1d4ed8',
  '#15803d',
  '#7c3aed',
  '#b91c1c',
  '#475569',
  '#a16207',
];
/** The comparison series: the same hue family, lighter and dashed in the line chart, so it reads as "beside". */
export const COMPARISON_COLOUR = '#64748b';

const THEME = {
  text: { fontFamily: 'inherit', fontSize: 11, fill: '#475569' },
  grid: { line: { stroke: '#e2e8f0' } },
  axis: { domain: { line: { stroke: '#cbd5e1', strokeWidth: 1 } } },
};

/** Every n-th label, so a phone-wide axis of 24 months does not print them on top of each other. */
function everyNth(labels: readonly string[], width: number, room = 56): string[] {
  const fits = Math.max(2, Math.floor(width / room));
  const step = Math.max(1, Math.ceil(labels.length / fits));
  return labels.filter((_, i) => i % step === 0);
}

export interface LegendEntry {
  name: string;
  colour: string;
  dashed?: boolean;
}

/** A legend in HTML (it wraps on a phone, where nivo's SVG legends would overflow); hidden from screen readers, which get the table. */
export function ChartLegend({ entries }: { entries: readonly LegendEntry[] }) {
  if (entries.length < 2) return null;
  return (
    <ul className={styles.legend} aria-hidden="true">
      {entries.map((e) => (
        <li key={e.name}>
          <span className={e.dashed ? `${styles.swatch} ${styles.dashed}` : styles.swatch} style={{ background: e.colour }} />
          {e.name}
        </li>
      ))}
    </ul>
  );
}

export interface LineSeriesInput {
  name: string;
  /** One value per label (null: nothing to show that month). */
  values: readonly (number | null)[];
  comparison?: boolean;
}

/** A line per series over the month labels; `format` writes a value on the axis and in the tooltip. */
export function InsightLineChart({
  labels,
  series,
  format,
  summary,
  height = 240,
  yMax,
}: {
  labels: readonly string[];
  series: readonly LineSeriesInput[];
  format: (v: number) => string;
  summary: string;
  height?: number;
  /** A fixed top (100 for a percentage); otherwise the data's. */
  yMax?: number;
}) {
  const [ref, width] = useWidth();
  const margin = { top: 12, right: 16, bottom: 34, left: 64 };
  // a series with no figure at all (a comparison before the company existed) has no line to draw: nivo would write d="null"
  const drawn = series.filter((s) => s.values.some((v) => v !== null && v !== undefined));
  const data = drawn.map((s) => ({ id: s.name, data: labels.map((x, i) => ({ x, y: s.values[i] ?? null })) }));
  const colours = drawn.map((s, i) => (s.comparison ? COMPARISON_COLOUR : SERIES_COLOURS[i % SERIES_COLOURS.length]));
  // no figure in any month: an empty point scale would pile every label at the left; say so instead
  if (drawn.length === 0) return <p className={styles.nothing}>{summary}.</p>;
  return (
    <div>
      <div ref={ref} className={styles.canvas} style={{ height }}>
        {width > 0 ? (
          <Line
            width={width}
            height={height}
            data={data}
            margin={margin}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: 0, max: yMax ?? 'auto' }}
            colors={colours}
            pointSize={labels.length > 12 ? 4 : 7}
            enableGridX={false}
            axisBottom={{ tickValues: everyNth(labels, width - margin.left - margin.right), tickSize: 0, tickPadding: 10 }}
            axisLeft={{ tickValues: 5, format: (v) => format(Number(v)), tickSize: 0, tickPadding: 8 }}
            yFormat={(v) => format(Number(v))}
            useMesh
            theme={THEME}
            role="img"
            ariaLabel={summary}
            animate={false}
          />
        ) : null}
      </div>
      <ChartLegend entries={drawn.map((s, i) => ({ name: s.name, colour: colours[i], dashed: s.comparison }))} />
    </div>
  );
}

export interface BarInput {
  /** The bar's label (a month, a bucket, an item). */
  label: string;
  values: Record<string, number>;
}

/** Bars per label, a segment (stacked) or a bar (grouped) per key; horizontal for ranked lists with long names. */
export function InsightBarChart({
  bars,
  keys,
  format,
  summary,
  height = 260,
  mode = 'stacked',
  horizontal = false,
  colours,
  counts = false,
}: {
  bars: readonly BarInput[];
  keys: readonly string[];
  format: (v: number) => string;
  summary: string;
  height?: number;
  mode?: 'stacked' | 'grouped';
  horizontal?: boolean;
  /** A colour per key (defaults to the palette in order). */
  colours?: readonly string[];
  /** Counts (leases, requests): the value axis ticks whole numbers only. */
  counts?: boolean;
}) {
  const [ref, width] = useWidth();
  const narrow = width < 360;
  const margin = horizontal ? { top: 8, right: 16, bottom: 34, left: narrow ? 96 : 150 } : { top: 12, right: 8, bottom: 34, left: 64 };
  const palette = colours ?? keys.map((_, i) => SERIES_COLOURS[i % SERIES_COLOURS.length]);
  const colourOf = new Map(keys.map((k, i) => [k, palette[i]]));
  // nivo keys bars by label: a label seen twice (two items of one name) would merge, so each keeps its position
  // nivo draws a horizontal chart's first bar at the bottom: reversed, a ranked list reads from the top
  const data: BarDatum[] = bars.map((b, i) => ({ __index: `${i}`, ...b.values }));
  if (horizontal) data.reverse();
  const labelOf = (index: string | number) => bars[Number(index)]?.label ?? '';
  // all zero: a scale of [0, 0] would put $0 mid-height; the axis starts at the bottom like any other month
  const allZero = bars.every((b) => Object.values(b.values).every((v) => !v));
  // the tallest bar (stacked: its parts summed), for whole-number ticks of counts
  const top = Math.max(
    0,
    ...bars.map((b) =>
      mode === 'stacked'
        ? Object.values(b.values).reduce((n, v) => n + (v ?? 0), 0)
        : Math.max(0, ...Object.values(b.values).map((v) => v ?? 0)),
    ),
  );
  const valueTicks = allZero ? [0] : counts && top <= 6 ? Array.from({ length: Math.ceil(top) + 1 }, (_, i) => i) : counts ? 4 : 4;
  const clip = (text: string) => (horizontal && text.length > (narrow ? 12 : 22) ? `${text.slice(0, narrow ? 11 : 21)}…` : text);
  const indexTicks = everyNth(
    bars.map((_, i) => `${i}`),
    width - margin.left - margin.right,
  );
  return (
    <div>
      <div ref={ref} className={styles.canvas} style={{ height }}>
        {width > 0 ? (
          <Bar
            width={width}
            height={height}
            data={data}
            keys={[...keys]}
            indexBy="__index"
            groupMode={mode}
            layout={horizontal ? 'horizontal' : 'vertical'}
            valueScale={{ type: 'linear', min: 0, max: allZero ? 1 : 'auto', nice: true }}
            margin={margin}
            padding={0.25}
            innerPadding={mode === 'grouped' ? 2 : 0}
            colors={({ id }) => colourOf.get(String(id)) ?? SERIES_COLOURS[0]}
            enableLabel={false}
            enableGridX={horizontal}
            enableGridY={!horizontal}
            axisBottom={
              horizontal
                ? { tickValues: valueTicks, format: (v) => format(Number(v)), tickSize: 0, tickPadding: 10 }
                : { tickValues: indexTicks, format: (v) => labelOf(v), tickSize: 0, tickPadding: 10 }
            }
            axisLeft={
              horizontal
                ? { format: (v) => clip(labelOf(v)), tickSize: 0, tickPadding: 8 }
                : {
                    tickValues: allZero ? [0] : counts && top <= 6 ? valueTicks : 5,
                    format: (v) => format(Number(v)),
                    tickSize: 0,
                    tickPadding: 8,
                  }
            }
            gridYValues={allZero ? [0] : undefined}
            valueFormat={(v) => format(Number(v))}
            tooltipLabel={(d) => `${labelOf(d.indexValue)} · ${d.id}`}
            theme={THEME}
            role="img"
            ariaLabel={summary}
            animate={false}
          />
        ) : null}
      </div>
      <ChartLegend entries={keys.map((k) => ({ name: k, colour: colourOf.get(k)! }))} />
    </div>
  );
}

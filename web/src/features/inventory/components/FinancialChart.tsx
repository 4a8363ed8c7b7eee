import { Bar, type BarTooltipProps } from '@nivo/bar';
import { useWidth } from '../../../components/ui/use-width.ts';
import type { FinanceFilter } from '../../../../../shared/inventory/finance.ts';
import {
  STACK_ORDER,
  axisDollars,
  barData,
  bucketLabel,
  chartTitle,
  colourOf,
  segmentDollars,
  tickLabel,
  tickValues,
  type ChartRow,
} from '../financial-chart.ts';

const MARGIN = { top: 12, right: 8, bottom: 34, left: 58 };

type BarRow = ReturnType<typeof barData>[number];

function Tooltip({ id, value, color, indexValue }: BarTooltipProps<BarRow>) {
  return (
    <div className="fin-tooltip">
      <span className="fin-tooltip-bucket">{bucketLabel(String(indexValue))}</span>
      <span className="fin-tooltip-line">
        <span className="fin-swatch" style={{ background: color }} aria-hidden="true" />
        {id}: <strong className="numeric">{segmentDollars(value)}</strong>
      </span>
    </div>
  );
}

/**
 * The financial account's stacked bar chart (nivo, in its own chunk: the page loads it on demand so nivo and d3 stay
 * out of every other bundle). One bar per day (monthly) or month (yearly), a segment per label in its fixed colour.
 */
export function FinancialChart({ rows, filter, height }: { rows: ChartRow[]; filter: FinanceFilter; height: number }) {
  const [ref, width] = useWidth();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const ticks = tickValues(
    rows.map((r) => r.x),
    innerWidth,
  );
  return (
    <div ref={ref} className="fin-chart-canvas" style={{ height }}>
      {width > 0 ? (
        <Bar<BarRow>
          width={width}
          height={height}
          data={barData(rows)}
          keys={STACK_ORDER}
          indexBy="x"
          groupMode="stacked"
          margin={MARGIN}
          padding={filter === 'yearly' ? 0.3 : 0.2}
          colors={({ id }) => colourOf(id as (typeof STACK_ORDER)[number])}
          enableLabel={false}
          enableGridX={false}
          gridYValues={5}
          axisBottom={{ tickValues: ticks, format: tickLabel, tickSize: 0, tickPadding: 10 }}
          axisLeft={{ tickValues: 5, format: axisDollars, tickSize: 0, tickPadding: 8 }}
          valueFormat={segmentDollars}
          tooltip={Tooltip}
          theme={{
            text: { fontFamily: 'inherit', fontSize: 11, fill: '#475569' },
            grid: { line: { stroke: '#e2e8f0' } },
            axis: { domain: { line: { stroke: '#cbd5e1', strokeWidth: 1 } } },
          }}
          role="img"
          ariaLabel={`${chartTitle(filter)}: ${STACK_ORDER.join(', ')} stacked per ${filter === 'yearly' ? 'month' : 'day'}, in dollars`}
          // figures, not a show: bars drawn at their height at once (an animation also left them unseen below the fold)
          animate={false}
        />
      ) : null}
    </div>
  );
}

/**
 * The inventory Insights cards (INSIGHTS.md "Screens", inventory 1–6), drawn from one answer of
 * GET /api/insights/inventory and, with a comparison, the answer for the range beside it (month i beside month i).
 */
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../../../shared/domain/format.ts';
import type { InventoryInsights, InventoryMonth, TopRow } from '../../../../../shared/insights/schemas.ts';
import { InsightCard, InsightGrid, type InsightColumn, MoreNote } from '../../../components/insights/InsightCard.tsx';
import { COMPARISON_COLOUR, InsightBarChart, InsightLineChart, SERIES_COLOURS } from '../../../components/insights/InsightCharts.tsx';
import {
  axisLabels,
  pairMonths,
  pairedColumns,
  pivotByMonth,
  pivotColumns,
  seriesSummary,
  type Paired,
  type PivotRow,
} from '../../../components/insights/insight-rows.ts';
import { paths } from '../../../config/paths.ts';
import { deadStockColumns, leadTimeColumns, salesMetrics, topColumns, turnoverColumns } from './inventory-insight-columns.ts';

const percent = (v: number) => `${Number.isInteger(v) ? v : v.toFixed(1)}%`;
const dollars = (v: number) => formatMoney(v);
const wholeDollars = (v: number) => (Math.abs(v) >= 1000 ? `$${(v / 1000).toFixed(v % 1000 === 0 ? 0 : 1)}k` : `$${Math.round(v)}`);
const days = (v: number) => `${v.toFixed(1)} d`;
/** How many of a ranked list the chart draws (the table holds them all, up to 50). */
const TOP_DRAWN = 10;

const itemLink = (r: { itemId: string; name: string }) => <Link to={paths.inventory.item.href(r.itemId)}>{r.name}</Link>;

interface Props {
  data: InventoryInsights;
  compared: InventoryInsights | null;
  comparisonName: string | null;
}

export function InventoryInsightCharts({ data, compared, comparisonName }: Props) {
  const months = data.months.map((m) => m.month);
  const labels = axisLabels(months);
  const paired = pairMonths(data.months, compared?.months);
  const cmpName = compared ? comparisonName : null;
  const key = (r: { month: string }) => r.month;

  const stockValue = pivotByMonth(months, data.stockValueByWarehouse, (a) => a.warehouseName);
  // with a comparison, the compared month end's total stands beside each row
  const stockRows = stockValue.rows.map((r, i) => ({ ...r, cmp: paired[i]?.cmp ?? null }));
  const stockColumns: InsightColumn<(typeof stockRows)[number]>[] = [
    ...pivotColumns(stockValue.names),
    ...(cmpName
      ? [{ header: `Total (${cmpName})`, format: 'money' as const, value: (r: (typeof stockRows)[number]) => r.cmp?.stockValue ?? null }]
      : []),
  ];
  const purchases = pivotByMonth(months, data.purchasesBySupplier, (a) => a.supplierName);
  const stacked = (rows: PivotRow[], names: string[], title: string, of: string) => (
    <InsightBarChart
      bars={rows.map((r, i) => ({ label: labels[i], values: r.amounts }))}
      keys={names}
      format={wholeDollars}
      summary={seriesSummary(
        `${title} (${names.length} ${of}${names.length === 1 ? '' : 's'} stacked), totals`,
        months,
        rows.map((r) => r.total),
        dollars,
      )}
    />
  );

  /** A ranked list (top items or customers): its first ten as horizontal bars, all of it in the table. */
  const top = (title: string, rows: TopRow[], by: 'revenue' | 'margin', nameHeader: string, linkItems: boolean) => (
    <InsightCard
      title={title}
      chart={
        <InsightBarChart
          horizontal
          bars={rows
            .slice(0, TOP_DRAWN)
            .map((r) => ({ label: r.name, values: { [by === 'revenue' ? 'Revenue' : 'Gross margin']: r[by] } }))}
          keys={[by === 'revenue' ? 'Revenue' : 'Gross margin']}
          colours={[by === 'revenue' ? SERIES_COLOURS[0] : SERIES_COLOURS[1]]}
          format={wholeDollars}
          height={Math.max(160, Math.min(TOP_DRAWN, rows.length) * 30 + 50)}
          summary={`${title}: ${rows
            .slice(0, 5)
            .map((r) => `${r.name} ${formatMoney(r[by])}`)
            .join(', ')}`}
        />
      }
      columns={topColumns(nameHeader, linkItems ? (r) => itemLink({ itemId: r.id, name: r.name }) : undefined)}
      rows={rows}
      rowKey={(r) => r.id}
      empty="No sales in this period."
    />
  );

  const leadBars = data.leadTimes.slice(0, TOP_DRAWN).map((r) => ({
    label: r.supplierName,
    values: { 'Average lead time': r.averageLeadDays ?? 0, "Reorder rule's lead time": r.ruleLeadDays ?? 0 },
  }));

  return (
    <InsightGrid label="Inventory insights">
      <InsightCard<Paired<InventoryMonth>>
        wide
        title="Sales, cost of goods sold and gross margin by month"
        chart={
          <InsightBarChart
            mode="grouped"
            bars={data.months.map((m, i) => ({
              label: labels[i],
              values: { Sales: m.sales, 'Cost of goods sold': m.cogs, 'Gross margin': m.margin },
            }))}
            keys={['Sales', 'Cost of goods sold', 'Gross margin']}
            colours={[SERIES_COLOURS[0], SERIES_COLOURS[2], SERIES_COLOURS[1]]}
            format={wholeDollars}
            summary={seriesSummary(
              'Sales by month (cost of goods sold and gross margin beside)',
              months,
              data.months.map((m) => m.sales),
              dollars,
            )}
          />
        }
        columns={pairedColumns(salesMetrics, cmpName)}
        rows={paired}
        rowKey={key}
        empty="No months in this period."
      />
      <InsightCard<Paired<InventoryMonth>>
        title="Gross margin % by month"
        subtitle="Gross margin ÷ sales."
        chart={
          <InsightLineChart
            labels={labels}
            format={percent}
            summary={seriesSummary(
              'Gross margin % by month',
              months,
              data.months.map((m) => (m.marginRate === null ? null : m.marginRate * 100)),
              percent,
            )}
            series={[
              {
                name: 'This period',
                values: data.months.map((m) => (m.marginRate === null ? null : Math.round(m.marginRate * 1000) / 10)),
              },
              ...(cmpName
                ? [
                    {
                      name: cmpName,
                      values: paired.map((p) => (p.cmp?.marginRate == null ? null : Math.round(p.cmp.marginRate * 1000) / 10)),
                      comparison: true,
                    },
                  ]
                : []),
            ]}
          />
        }
        columns={pairedColumns(salesMetrics.slice(3), cmpName)}
        rows={paired}
        rowKey={key}
        empty="No months in this period."
      />
      <InsightCard
        title="Stock value by warehouse at month end"
        chart={stacked(stockValue.rows, stockValue.names, 'Stock value by warehouse at month end', 'warehouse')}
        columns={stockColumns}
        rows={stockRows}
        rowKey={key}
        empty="No stock in this period."
      />
      {top('Top items by revenue', data.topItemsByRevenue, 'revenue', 'Item', true)}
      {top('Top items by margin', data.topItemsByMargin, 'margin', 'Item', true)}
      {top('Top customers by revenue', data.topCustomersByRevenue, 'revenue', 'Customer', false)}
      {top('Top customers by margin', data.topCustomersByMargin, 'margin', 'Customer', false)}
      <InsightCard
        wide
        title="Turnover, days of cover and ABC classes"
        subtitle="Turnover is the COGS of the last 90 days ÷ the average stock value; A items make 80% of revenue, B the next 15%, C the rest."
        columns={turnoverColumns(itemLink)}
        rows={data.turnover.rows}
        rowKey={(r) => r.itemId}
        empty="No items with stock or sales."
        note={<MoreNote more={data.turnover.more} what="items" reports={paths.inventory.reports.href()} />}
      />
      <InsightCard
        title="Dead stock"
        subtitle={`Items with stock and no sale in 90 days: ${formatMoney(data.deadStock.totalValue)} of stock.`}
        columns={deadStockColumns(itemLink)}
        rows={data.deadStock.rows}
        rowKey={(r) => r.itemId}
        empty="No dead stock."
        note={<MoreNote more={data.deadStock.more} what="items" reports={paths.inventory.reports.href()} />}
      />
      <InsightCard
        title="Purchases by supplier by month"
        chart={stacked(purchases.rows, purchases.names, 'Purchases by supplier by month', 'supplier')}
        columns={pivotColumns(purchases.names)}
        rows={purchases.rows}
        rowKey={key}
        empty="No purchases in this period."
      />
      <InsightCard
        wide
        title="Supplier lead times"
        subtitle="Days from order to first receipt, against the reorder rules' lead time for the supplier's items."
        chart={
          <InsightBarChart
            horizontal
            mode="grouped"
            bars={leadBars}
            keys={['Average lead time', "Reorder rule's lead time"]}
            colours={[SERIES_COLOURS[4], COMPARISON_COLOUR]}
            format={days}
            height={Math.max(180, leadBars.length * 44 + 50)}
            summary={`Supplier lead times: ${data.leadTimes
              .slice(0, 5)
              .map((r) => `${r.supplierName} ${r.averageLeadDays === null ? 'no receipt' : days(r.averageLeadDays)}`)
              .join(', ')}`}
          />
        }
        columns={leadTimeColumns}
        rows={data.leadTimes}
        rowKey={(r) => r.supplierId}
        empty="No purchase orders received in this period."
      />
    </InsightGrid>
  );
}

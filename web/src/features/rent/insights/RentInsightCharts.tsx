/**
 * The rent Insights cards (INSIGHTS.md "Screens", rent 1–8), drawn from one answer of GET /api/insights/rent and,
 * with a comparison, the answer for the range beside it (month i beside month i).
 */
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../../../shared/domain/format.ts';
import { AGEING_BUCKETS, type RentInsights, type RentMonth } from '../../../../../shared/insights/schemas.ts';
import { InsightCard, InsightGrid, type InsightColumn, MoreNote } from '../../../components/insights/InsightCard.tsx';
import { InsightBarChart, InsightLineChart, SERIES_COLOURS } from '../../../components/insights/InsightCharts.tsx';
import { formatDays } from '../../../components/insights/insight-period.ts';
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
import {
  BUCKET_NAMES,
  PRIORITIES,
  PRIORITY_NAMES,
  arrearsColumns,
  arrearsLines,
  collectionMetrics,
  daysToPayMetrics,
  expiryColumns,
  latePayerColumns,
  occupancyMetrics,
  openMaintenanceColumns,
  unitAddress,
  vacancyMetrics,
} from './rent-insight-columns.ts';

const percent = (v: number) => `${Number.isInteger(v) ? v : v.toFixed(1)}%`;
const dollars = (v: number) => formatMoney(v);
const wholeDollars = (v: number) => (Math.abs(v) >= 1000 ? `$${(v / 1000).toFixed(v % 1000 === 0 ? 0 : 1)}k` : `$${Math.round(v)}`);
const days = (v: number) => `${v.toFixed(1)} d`;
const asPercent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

function UnitLink({ roomId, unit }: { roomId: string; unit: string }) {
  const at = unitAddress(roomId);
  return at ? <Link to={paths.rent.unit.href(at.building, at.level, roomId)}>{unit}</Link> : <>{unit}</>;
}

interface Props {
  data: RentInsights;
  compared: RentInsights | null;
  comparisonName: string | null;
}

export function RentInsightCharts({ data, compared, comparisonName }: Props) {
  const months = data.months.map((m) => m.month);
  const labels = axisLabels(months);
  const paired = pairMonths(data.months, compared?.months);
  const cmpName = compared ? comparisonName : null;
  const key = (r: { month: string }) => r.month;

  /** A line over the months (values in the chart's unit), with the comparison's beside it. */
  const line = (title: string, value: (m: RentMonth) => number | null, format: (v: number) => string, yMax?: number) => (
    <InsightLineChart
      labels={labels}
      yMax={yMax}
      format={format}
      summary={seriesSummary(title, months, data.months.map(value), format)}
      series={[
        { name: 'This period', values: data.months.map(value) },
        ...(compared && cmpName ? [{ name: cmpName, values: paired.map((p) => (p.cmp ? value(p.cmp) : null)), comparison: true }] : []),
      ]}
    />
  );

  const income = pivotByMonth(months, data.incomeByBuilding, (a) => a.buildingName);
  const incomeRows = income.rows.map((r, i) => ({ ...r, month: r.month, fees: data.months[i], cmp: paired[i]?.cmp ?? null }));
  const incomeColumns: InsightColumn<(typeof incomeRows)[number]>[] = [
    ...(pivotColumns(income.names) as InsightColumn<(typeof incomeRows)[number]>[]),
    { header: 'Late fees billed', format: 'money', value: (r) => r.fees?.feesBilled ?? 0 },
    { header: 'Late fees collected', format: 'money', value: (r) => r.fees?.feesCollected ?? 0 },
    { header: 'Late fees waived', format: 'money', value: (r) => r.fees?.feesWaived ?? 0 },
    ...(cmpName
      ? [{ header: `Total (${cmpName})`, format: 'money' as const, value: (r: (typeof incomeRows)[number]) => r.cmp?.income ?? null }]
      : []),
  ];
  const maintenance = pivotByMonth(months, data.maintenanceByBuilding, (a) => a.buildingName);
  const stacked = (rows: PivotRow[], names: string[], title: string) => (
    <InsightBarChart
      bars={rows.map((r, i) => ({ label: labels[i], values: r.amounts }))}
      keys={names}
      format={wholeDollars}
      summary={seriesSummary(
        `${title} (${names.length} ${names.length === 1 ? 'building' : 'buildings'} stacked), totals`,
        months,
        rows.map((r) => r.total),
        dollars,
      )}
    />
  );

  const arrears = arrearsLines(data.arrears);
  const bucketBars = AGEING_BUCKETS.map((b) => ({ label: BUCKET_NAMES[b], values: { Arrears: data.arrears.totals[b] } }));
  const expiryBars = [
    { label: 'Within 30 days', values: { Leases: data.expiries.within30 } },
    { label: 'Within 60 days', values: { Leases: data.expiries.within60 } },
    { label: 'Within 90 days', values: { Leases: data.expiries.within90 } },
  ];
  const latePayers = data.latePayers.rows;

  return (
    <InsightGrid label="Rent insights">
      <InsightCard<Paired<RentMonth>>
        title="Occupancy by month"
        subtitle="Occupied room-days ÷ room-days."
        chart={line('Occupancy by month', (m) => asPercent(m.occupancy), percent, 100)}
        columns={pairedColumns(occupancyMetrics, cmpName)}
        rows={paired}
        rowKey={key}
        empty="No rooms in this period."
      />
      <InsightCard<Paired<RentMonth>>
        title="Collection rate by month"
        subtitle="Collected ÷ billed for the periods due that month (rent and late fees)."
        chart={line('Collection rate by month', (m) => asPercent(m.collectionRate), percent, 100)}
        columns={pairedColumns(collectionMetrics, cmpName)}
        rows={paired}
        rowKey={key}
        empty="Nothing was due in this period."
      />
      <InsightCard
        wide
        title="Arrears ageing"
        subtitle={`What tenants owe now by how late it is, past tenants included: ${formatMoney(data.arrears.totals.total)} in all.`}
        chart={
          <InsightBarChart
            bars={bucketBars}
            keys={['Arrears']}
            format={wholeDollars}
            summary={`Arrears ageing: ${AGEING_BUCKETS.map((b) => `${BUCKET_NAMES[b]} ${formatMoney(data.arrears.totals[b])}`).join(', ')}; total ${formatMoney(data.arrears.totals.total)}`}
            colours={[SERIES_COLOURS[7]]}
          />
        }
        columns={arrearsColumns((row) => (
          <UnitLink roomId={row.roomId} unit={row.unit} />
        ))}
        rows={arrears}
        rowKey={(l) => l.key}
        empty="No arrears."
        note={<MoreNote more={data.arrears.more} what="tenants in arrears" reports={paths.rent.reports.href()} />}
      />
      <InsightCard
        wide
        title="Income by building by month"
        subtitle="Payments dated each month, with late fees billed, collected and waived."
        chart={stacked(income.rows, income.names, 'Income by building by month')}
        columns={incomeColumns}
        rows={incomeRows}
        rowKey={key}
        empty="No income in this period."
      />
      <InsightCard<Paired<RentMonth>>
        title="Average days to pay by month"
        subtitle="From a period's due date to the payment that completed it, for periods due that month."
        chart={line('Average days to pay by month', (m) => m.averageDaysToPay, days)}
        columns={pairedColumns(daysToPayMetrics, cmpName)}
        rows={paired}
        rowKey={key}
        empty="No periods were paid in this period."
      />
      <InsightCard
        title="Late payers"
        subtitle="Tenants by their average days to pay in this period, the latest first."
        chart={
          <InsightBarChart
            horizontal
            bars={latePayers.slice(0, 10).map((r) => ({ label: r.tenantName, values: { 'Average days': r.averageDaysToPay } }))}
            keys={['Average days']}
            format={days}
            height={Math.max(160, Math.min(10, latePayers.length) * 30 + 50)}
            summary={`Late payers: ${latePayers
              .slice(0, 5)
              .map((r) => `${r.tenantName} ${formatDays(r.averageDaysToPay)}`)
              .join(', ')}`}
            colours={[SERIES_COLOURS[2]]}
          />
        }
        columns={latePayerColumns((r) => (
          <Link to={paths.rent.tenant.href(r.tenantId)}>{r.tenantName}</Link>
        ))}
        rows={latePayers}
        rowKey={(r) => r.tenantId}
        empty="No tenant paid late in this period."
        note={<MoreNote more={data.latePayers.more} what="late payers" reports={paths.rent.reports.href()} />}
      />
      <InsightCard<Paired<RentMonth>>
        title="Vacancy cost by month"
        subtitle="Rent not earned on vacant room-days, at each room's last rent."
        chart={
          <InsightBarChart
            mode="grouped"
            bars={paired.map((p, i) => ({
              label: labels[i],
              values: { 'This period': p.cur.vacancyCost, ...(cmpName && p.cmp ? { [cmpName]: p.cmp.vacancyCost } : {}) },
            }))}
            keys={cmpName ? ['This period', cmpName] : ['This period']}
            colours={[SERIES_COLOURS[3], '#64748b']}
            format={wholeDollars}
            summary={seriesSummary(
              'Vacancy cost by month',
              months,
              data.months.map((m) => m.vacancyCost),
              dollars,
            )}
          />
        }
        columns={pairedColumns(vacancyMetrics, cmpName)}
        rows={paired}
        rowKey={key}
        empty="No rooms in this period."
      />
      <InsightCard
        title="Lease expiries"
        subtitle={`Leases ending in the next 30, 60 and 90 days: ${data.expiries.within30}, ${data.expiries.within60} and ${data.expiries.within90}.`}
        chart={
          <InsightBarChart
            bars={expiryBars}
            counts
            keys={['Leases']}
            format={(v) => String(Math.round(v))}
            height={200}
            summary={`Lease expiries: ${data.expiries.within30} within 30 days, ${data.expiries.within60} within 60 days, ${data.expiries.within90} within 90 days`}
            colours={[SERIES_COLOURS[1]]}
          />
        }
        columns={expiryColumns((r) => (
          <UnitLink roomId={r.roomId} unit={r.unit} />
        ))}
        rows={data.expiries.rows}
        rowKey={(r) => r.rentId}
        empty="No lease ends in the next 90 days."
        note={<MoreNote more={data.expiries.more} what="expiring leases" reports={paths.rent.reports.href()} />}
      />
      <InsightCard
        title="Maintenance cost by building by month"
        chart={stacked(maintenance.rows, maintenance.names, 'Maintenance cost by building by month')}
        columns={pivotColumns(maintenance.names)}
        rows={maintenance.rows}
        rowKey={key}
        empty="No maintenance cost in this period."
      />
      <InsightCard
        title="Open maintenance requests"
        subtitle="Requests open now, by age and priority."
        chart={
          <InsightBarChart
            counts
            bars={data.openMaintenance.map((r) => ({
              label: r.age,
              values: Object.fromEntries(PRIORITIES.map((p) => [PRIORITY_NAMES[p], r[p]])),
            }))}
            keys={PRIORITIES.map((p) => PRIORITY_NAMES[p])}
            colours={[SERIES_COLOURS[5], SERIES_COLOURS[4], SERIES_COLOURS[2], SERIES_COLOURS[7]]}
            format={(v) => String(Math.round(v))}
            summary={`Open maintenance requests by age: ${data.openMaintenance
              .map((r) => `${r.age}: ${PRIORITIES.reduce((n, p) => n + r[p], 0)}`)
              .join(', ')}`}
          />
        }
        columns={openMaintenanceColumns}
        rows={data.openMaintenance}
        rowKey={(r) => r.age}
        empty="No open requests."
      />
    </InsightGrid>
  );
}

/**
 * The rent Insights tables and CSVs (INSIGHTS.md "Screens", rent 1–8): their columns, and the rows made from the
 * answer of GET /api/insights/rent. The charts draw the same rows (RentInsightCharts.tsx).
 */
import {
  AGEING_BUCKETS,
  type AgeingBucket,
  type ArrearsRow,
  type ExpiryRow,
  type LatePayer,
  type OpenMaintenanceRow,
  type RentInsights,
  type RentMonth,
} from '../../../../../shared/insights/schemas.ts';
import type { ReactNode } from 'react';
import type { InsightColumn } from '../../../components/insights/InsightCard.tsx';
import type { Metric } from '../../../components/insights/insight-rows.ts';

export const occupancyMetrics: Metric<RentMonth>[] = [
  { header: 'Occupancy', format: 'rate', value: (m) => m.occupancy },
  { header: 'Occupied room-days', format: 'count', value: (m) => m.occupiedDays },
  { header: 'Room-days', format: 'count', value: (m) => m.roomDays },
];

export const collectionMetrics: Metric<RentMonth>[] = [
  { header: 'Billed', format: 'money', value: (m) => m.billed },
  { header: 'Collected', format: 'money', value: (m) => m.collected },
  { header: 'Collection rate', format: 'rate', value: (m) => m.collectionRate },
];

export const daysToPayMetrics: Metric<RentMonth>[] = [{ header: 'Average days to pay', format: 'days', value: (m) => m.averageDaysToPay }];

export const vacancyMetrics: Metric<RentMonth>[] = [
  { header: 'Vacancy cost', format: 'money', value: (m) => m.vacancyCost },
  { header: 'Vacant room-days', format: 'count', value: (m) => m.roomDays - m.occupiedDays },
];

export const BUCKET_NAMES: Record<AgeingBucket, string> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': '90+ days',
};

/** An arrears row, or the totals row under them (no tenant, no unit). */
export interface ArrearsLine {
  key: string;
  tenantName: string;
  row: ArrearsRow | null;
  buckets: Record<AgeingBucket, number>;
  total: number;
}

export function arrearsLines(arrears: RentInsights['arrears']): ArrearsLine[] {
  const { total, ...buckets } = arrears.totals;
  return [
    ...arrears.rows.map((row) => ({
      key: `${row.tenantId}-${row.roomId}`,
      tenantName: row.tenantName,
      row,
      buckets: row.buckets,
      total: row.total,
    })),
    ...(arrears.rows.length > 0 ? [{ key: 'total', tenantName: 'Total', row: null, buckets, total }] : []),
  ];
}

export const arrearsColumns = (unitCell: (row: ArrearsRow) => ReactNode): InsightColumn<ArrearsLine>[] => [
  { header: 'Tenant', format: 'text', value: (l) => (l.row?.checkedOut ? `${l.tenantName} (moved out)` : l.tenantName) },
  {
    header: 'Unit',
    format: 'text',
    value: (l) => l.row?.unit ?? '',
    cell: (l) => (l.row ? unitCell(l.row) : ''),
  },
  ...AGEING_BUCKETS.map((b) => ({ header: BUCKET_NAMES[b], format: 'money' as const, value: (l: ArrearsLine) => l.buckets[b] })),
  { header: 'Total', format: 'money', value: (l) => l.total },
];

export const latePayerColumns = (tenantCell: (row: LatePayer) => ReactNode): InsightColumn<LatePayer>[] => [
  { header: 'Tenant', format: 'text', value: (r) => r.tenantName, cell: (r) => tenantCell(r) },
  { header: 'Periods paid', format: 'count', value: (r) => r.periods },
  { header: 'Average days to pay', format: 'days', value: (r) => r.averageDaysToPay },
];

export const expiryColumns = (unitCell: (row: ExpiryRow) => ReactNode): InsightColumn<ExpiryRow>[] => [
  { header: 'Tenant', format: 'text', value: (r) => r.tenantName },
  { header: 'Unit', format: 'text', value: (r) => r.unit, cell: (r) => unitCell(r) },
  { header: 'Lease ends', format: 'date', value: (r) => r.endDate },
  { header: 'Days left', format: 'count', value: (r) => r.daysLeft },
  { header: 'Rent', format: 'money', value: (r) => r.rent },
];

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const PRIORITY_NAMES: Record<(typeof PRIORITIES)[number], string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };

export const openMaintenanceColumns: InsightColumn<OpenMaintenanceRow>[] = [
  { header: 'Reported', format: 'text', value: (r) => r.age },
  ...PRIORITIES.map((p) => ({ header: PRIORITY_NAMES[p], format: 'count' as const, value: (r: OpenMaintenanceRow) => r[p] })),
  { header: 'Total', format: 'count', value: (r) => PRIORITIES.reduce((n, p) => n + r[p], 0) },
];

/** A room id (`<building>-<level>-<ulid>`) read for the unit page's link (the level is part of the id). */
export function unitAddress(roomId: string): { building: number; level: number } | null {
  const m = /^(\d+)-(\d+)-/.exec(roomId);
  return m ? { building: Number(m[1]), level: Number(m[2]) } : null;
}

/**
 * The inventory Insights tables and CSVs (INSIGHTS.md "Screens", inventory 1–6): their columns over the answer of
 * GET /api/insights/inventory. The charts draw the same rows (InventoryInsightCharts.tsx).
 */
import type { ReactNode } from 'react';
import type { DeadStockRow, InventoryMonth, ItemTurnoverRow, LeadTimeRow, TopRow } from '../../../../../shared/insights/schemas.ts';
import type { InsightColumn } from '../../../components/insights/InsightCard.tsx';
import type { Metric } from '../../../components/insights/insight-rows.ts';

export const salesMetrics: Metric<InventoryMonth>[] = [
  { header: 'Sales', format: 'money', value: (m) => m.sales },
  { header: 'Cost of goods sold', format: 'money', value: (m) => m.cogs },
  { header: 'Gross margin', format: 'money', value: (m) => m.margin },
  { header: 'Gross margin %', format: 'rate', value: (m) => m.marginRate },
];

export const topColumns = (nameHeader: string, nameCell?: (row: TopRow) => ReactNode): InsightColumn<TopRow>[] => [
  { header: nameHeader, format: 'text', value: (r) => r.name, cell: nameCell },
  { header: 'Revenue', format: 'money', value: (r) => r.revenue },
  { header: 'Gross margin', format: 'money', value: (r) => r.margin },
  { header: 'Gross margin %', format: 'rate', value: (r) => (r.revenue ? r.margin / r.revenue : null) },
  { header: 'Quantity', format: 'count', value: (r) => r.quantity },
];

export const turnoverColumns = (itemCell: (row: { itemId: string; name: string }) => ReactNode): InsightColumn<ItemTurnoverRow>[] => [
  { header: 'Item', format: 'text', value: (r) => r.name, cell: itemCell },
  { header: 'ABC class', format: 'text', value: (r) => r.abc },
  { header: 'COGS, last 90 days', format: 'money', value: (r) => r.cogs90 },
  { header: 'Average stock value', format: 'money', value: (r) => r.averageStockValue },
  { header: 'Turnover', format: 'days', value: (r) => r.turnover },
  { header: 'Days of cover', format: 'days', value: (r) => r.daysOfCover },
];

export const deadStockColumns = (itemCell: (row: { itemId: string; name: string }) => ReactNode): InsightColumn<DeadStockRow>[] => [
  { header: 'Item', format: 'text', value: (r) => r.name, cell: itemCell },
  { header: 'Quantity', format: 'count', value: (r) => r.quantity },
  { header: 'Value', format: 'money', value: (r) => r.value },
  { header: 'Last sale', format: 'date', value: (r) => r.lastSale },
];

export const leadTimeColumns: InsightColumn<LeadTimeRow>[] = [
  { header: 'Supplier', format: 'text', value: (r) => r.supplierName },
  { header: 'Orders received', format: 'count', value: (r) => r.orders },
  { header: 'Average lead time (days)', format: 'days', value: (r) => r.averageLeadDays },
  { header: "Reorder rule's lead time (days)", format: 'days', value: (r) => r.ruleLeadDays },
];

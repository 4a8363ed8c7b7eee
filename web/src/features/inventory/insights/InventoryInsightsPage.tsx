/**
 * /ims/insights (INSIGHTS.md "Screens"): how the inventory business is going, month by month, from the monthly
 * figures kept as it runs. A lazy chunk of its own (with nivo), never part of the initial JavaScript.
 */
import { useState } from 'react';
import {
  BackfillStatus,
  InsightsHeader,
  ListsAsOf,
  PeriodControls,
  useInsightsPeriod,
} from '../../../components/insights/InsightsControls.tsx';
import { COMPARISON_NAMES } from '../../../components/insights/insight-period.ts';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { useInventoryInsights } from './api.ts';
import { InventoryInsightCharts } from './InventoryInsightCharts.tsx';

export function InventoryInsightsPage() {
  useDocumentTitle('Insights · Inventory');
  const period = useInsightsPeriod();
  const [warehouse, setWarehouse] = useState('');
  // the warehouse list is already the account's scope (ROLES.md): the filter offers only what the account sees
  const warehouses = useWarehouseOptions();
  const insights = useInventoryInsights(period.range, warehouse);
  const compared = useInventoryInsights(period.compared, warehouse, false);
  const comparisonName = period.comparison === 'none' ? null : COMPARISON_NAMES[period.comparison];

  return (
    <div className="page">
      <InsightsHeader period={period} comparisonName={comparisonName} />

      <PeriodControls
        period={period}
        filter={
          <SelectField
            label="Warehouse"
            value={warehouse}
            onChange={setWarehouse}
            options={[{ value: '', label: 'All warehouses' }, ...(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))]}
          />
        }
      />

      <BackfillStatus backfill={insights.data?.backfill} />
      <ListsAsOf asOf={insights.data?.listsAsOf ?? null} onRefresh={insights.refreshLists} />

      <QueryState query={insights} errorText="Insights could not be loaded.">
        {(data) => (
          <InventoryInsightCharts data={data} compared={period.compared ? (compared.data ?? null) : null} comparisonName={comparisonName} />
        )}
      </QueryState>
    </div>
  );
}

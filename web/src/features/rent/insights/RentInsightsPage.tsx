/**
 * /hms/insights (INSIGHTS.md "Screens"): how the rent business is going, month by month, from the monthly figures
 * kept as it runs. A lazy chunk of its own (with nivo), never part of the initial JavaScript.
 */
import { useState } from 'react';
import { BackfillStatus, InsightsHeader, PeriodControls, useInsightsPeriod } from '../../../components/insights/InsightsControls.tsx';
import { COMPARISON_NAMES } from '../../../components/insights/insight-period.ts';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBuildings } from '../api/buildings.ts';
import { useRentInsights } from './api.ts';
import { RentInsightCharts } from './RentInsightCharts.tsx';

export function RentInsightsPage() {
  useDocumentTitle('Insights · Rent');
  const period = useInsightsPeriod();
  const [building, setBuilding] = useState('');
  // the building list is already the account's scope (ROLES.md): the filter offers only what the account sees
  const buildings = useBuildings();
  const insights = useRentInsights(period.range, building);
  const compared = useRentInsights(period.compared, building);
  const comparisonName = period.comparison === 'none' ? null : COMPARISON_NAMES[period.comparison];

  return (
    <div className="page">
      <InsightsHeader period={period} comparisonName={comparisonName} />

      <PeriodControls
        period={period}
        filter={
          <SelectField
            label="Building"
            value={building}
            onChange={setBuilding}
            options={[
              { value: '', label: 'All buildings' },
              ...(buildings.data ?? []).map((b) => ({ value: String(b.building_id), label: b.building_name })),
            ]}
          />
        }
      />

      <BackfillStatus backfill={insights.data?.backfill} />

      <QueryState query={insights} errorText="Insights could not be loaded.">
        {(data) => (
          <RentInsightCharts data={data} compared={period.compared ? (compared.data ?? null) : null} comparisonName={comparisonName} />
        )}
      </QueryState>
    </div>
  );
}

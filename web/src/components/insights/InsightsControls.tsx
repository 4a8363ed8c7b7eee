/**
 * What both Insights pages put above their charts (INSIGHTS.md "Screens"): the period picker with its comparison,
 * the page's building or warehouse filter (passed in), the statement download and the backfill's progress.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { insightsRoutes } from '../../../../shared/insights/routes.ts';
import type { BackfillProgress } from '../../../../shared/insights/schemas.ts';
import { addMonths, monthOf } from '../../../../shared/insights/months.ts';
import { request } from '../../lib/api-client.ts';
import { localToday } from '../../lib/dates.ts';
import { downloadFrom } from '../../lib/download.ts';
import { SelectField } from '../ui/SelectField.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import {
  COMPARISONS,
  PERIOD_KINDS,
  comparisonRange,
  defaultWhich,
  monthLabel,
  periodChoices,
  periodRange,
  rangeLabel,
  type Comparison,
  type MonthRange,
  type PeriodKind,
} from './insight-period.ts';
import styles from './InsightsControls.module.css';

export interface InsightsPeriod {
  kind: PeriodKind;
  which: string;
  comparison: Comparison;
  range: MonthRange;
  /** The range beside it, or null without a comparison. */
  compared: MonthRange | null;
  current: string;
  setKind: (kind: PeriodKind) => void;
  setWhich: (which: string) => void;
  setComparison: (comparison: Comparison) => void;
}

/** The picker's state: by default the last 12 months ending this month, no comparison. */
export function useInsightsPeriod(): InsightsPeriod {
  const current = monthOf(localToday());
  const [kind, setKindState] = useState<PeriodKind>('last12');
  const [which, setWhich] = useState('');
  const [comparison, setComparison] = useState<Comparison>('none');
  const range = useMemo(() => periodRange({ kind, which }, current), [kind, which, current]);
  const compared = useMemo(() => comparisonRange(range, comparison), [range, comparison]);
  return {
    kind,
    which,
    comparison,
    range,
    compared,
    current,
    setKind: (next) => {
      setKindState(next);
      setWhich(defaultWhich(next, current));
    },
    setWhich,
    setComparison,
  };
}

export function PeriodControls({ period, filter }: { period: InsightsPeriod; filter: ReactNode }) {
  const choices = periodChoices(period.kind, period.current);
  return (
    <div className={`card ${styles.controls}`} role="group" aria-label="Period and filter">
      <SelectField
        className={styles.field}
        label="Period"
        value={period.kind}
        onChange={(v) => period.setKind(v as PeriodKind)}
        options={PERIOD_KINDS}
      />
      {choices.length > 0 ? (
        <SelectField
          className={styles.field}
          label={PERIOD_KINDS.find((k) => k.value === period.kind)!.label}
          value={period.which}
          onChange={period.setWhich}
          options={choices}
        />
      ) : null}
      <SelectField
        className={styles.field}
        label="Compare with"
        value={period.comparison}
        onChange={(v) => period.setComparison(v as Comparison)}
        options={COMPARISONS}
      />
      <div className={styles.field}>{filter}</div>
    </div>
  );
}

/** The page's title, its range (and the comparison's), and the statement download beside them (under them on a phone). */
export function InsightsHeader({ period, comparisonName }: { period: InsightsPeriod; comparisonName: string | null }) {
  return (
    <header className={`page-header ${styles.header}`}>
      <div>
        <h1 className="page-title">Insights</h1>
        <p className="page-subtitle">
          {rangeLabel(period.range)}
          {period.compared && comparisonName ? `, beside ${rangeLabel(period.compared)} (${comparisonName.toLowerCase()})` : ''}
        </p>
      </div>
      <StatementDownload current={period.current} />
    </header>
  );
}

/** The owner's monthly statement (INSIGHTS.md) for a month chosen here, as the PDF the 1st's email links to. */
export function StatementDownload({ current }: { current: string }) {
  const months = Array.from({ length: 24 }, (_, i) => addMonths(current, -i - 1));
  const [month, setMonth] = useState(months[0]);
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      // the answer is the PDF itself: the client hands it back as it came
      const pdf = await request<Blob>(insightsRoutes.insightsStatement.path, {
        query: { month },
        responseType: 'blob',
        defaultError: 'The statement could not be downloaded.',
      });
      const url = URL.createObjectURL(pdf);
      downloadFrom(url, `statement-${month}.pdf`);
      // let the browser start the download before the URL goes away
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      // the API client has shown its toast
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.statement}>
      <SelectField
        className={styles.field}
        label="Statement month"
        value={month}
        onChange={setMonth}
        options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
      />
      <button type="button" className="btn btn-secondary" onClick={() => void download()} aria-disabled={busy}>
        {busy ? <Spinner size="sm" /> : null}
        Download statement (PDF)
      </button>
    </div>
  );
}

/** "Preparing history: N records so far…" while the one-off backfill runs (a polite live region, always present). */
export function BackfillStatus({ backfill }: { backfill: BackfillProgress | null | undefined }) {
  const counts = new Intl.NumberFormat('en-US');
  return (
    <p className={backfill ? styles.backfill : 'visually-hidden'} role="status" aria-live="polite">
      {backfill ? `Preparing history: ${counts.format(backfill.done)} records so far…` : ''}
    </p>
  );
}

/**
 * When the page's lists were worked out (they are kept: functions/insights/services/inventory-lists.ts), and a button
 * that works them out now. The monthly charts are always live.
 */
export function ListsAsOf({ asOf, onRefresh }: { asOf: string | null; onRefresh: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  if (!asOf) return null;
  const when = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(asOf));

  async function refresh() {
    if (busy) return;
    setBusy(true);
    try {
      await onRefresh();
    } catch {
      // the API client has shown its toast
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.asOf}>
      <p role="status" aria-live="polite">
        Top lists, turnover, dead stock and suppliers as of <time dateTime={asOf}>{when}</time> (worked out daily; the monthly charts are
        live).
      </p>
      <button type="button" className="btn btn-secondary" onClick={() => void refresh()} aria-disabled={busy}>
        {busy ? <Spinner size="sm" /> : null}
        Refresh lists
      </button>
    </div>
  );
}

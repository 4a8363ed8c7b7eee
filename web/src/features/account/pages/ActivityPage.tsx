import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, ROLES } from '../../../../../shared/account/permissions.ts';
import type { AuditEntry } from '../../../../../shared/audit/types.ts';
import {
  actionInWords,
  actorEmail,
  actorName,
  AUDIT_KIND_OPTIONS,
  changeText,
  formatAuditTime,
  kindInWords,
  readableChanges,
} from '../../../components/history/audit-text.ts';
import { ChangeList, useCompanyTimeZone } from '../../../components/history/ChangeList.tsx';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { DateField } from '../../../components/ui/DateField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { usePowers } from '../../../lib/powers.ts';
import type { CsvColumn } from '../../../lib/csv.ts';
import { tokenIds } from '../../../lib/token-claims.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { allActivity, useActivity, type ActivityFilters } from '../api/audit.ts';
import { useLinkedAccounts } from '../api/linked-accounts.ts';
import { activityFilters, noFilters, type ActivityDraft } from '../activity-filters.ts';
import '../activity.css';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** A few changes on screen; the record's History (and the CSV) has them all. */
const SHOWN_CHANGES = 3;

/** The table's columns and the CSV's, with times in the company's time zone. */
function activityColumns(timeZone: string | undefined): { columns: DataTableColumn<AuditEntry>[]; csvColumns: CsvColumn<AuditEntry>[] } {
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      header: 'When',
      width: '11rem',
      cell: (e) => <time dateTime={e.at}>{formatAuditTime(e.at, timeZone)}</time>,
    },
    { header: 'Who', cell: (e) => actorName(e.actor) },
    {
      header: 'What',
      cell: (e) => (
        <>
          <span className="activity-action">{actionInWords(e.action)}</span>
          <span className="activity-record">
            {kindInWords(e.kind)} · {e.record_label}
          </span>
        </>
      ),
    },
    {
      header: 'Changes',
      cell: (e) =>
        readableChanges(e, timeZone).length ? (
          <ChangeList entry={e} timeZone={timeZone} limit={SHOWN_CHANGES} className="activity-changes" />
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      header: 'History',
      align: 'end',
      cell: (e) => <HistoryButton kind={e.kind} id={e.record_id} label={e.record_label} />,
    },
  ];
  const csvColumns: CsvColumn<AuditEntry>[] = [
    { header: `When (${timeZone ?? 'local time'})`, value: (e) => formatAuditTime(e.at, timeZone) },
    { header: 'Who', value: (e) => actorName(e.actor) },
    { header: 'Email', value: (e) => actorEmail(e.actor) },
    { header: 'Action', value: (e) => actionInWords(e.action) },
    { header: 'Kind', value: (e) => kindInWords(e.kind) },
    { header: 'Record', value: (e) => e.record_label },
    { header: 'Changes', value: (e) => readableChanges(e, timeZone).map(changeText).join('; ') },
    { header: 'Source', value: (e) => e.source },
  ];
  return { columns, csvColumns };
}

/**
 * The company's activity (CORRECTIONS.md "The audit trail"): for who holds `audit.activity` (the router's page guard),
 * filters, paged table, CSV export. The person filter names the linked accounts when this account manages them.
 */
export function ActivityPage() {
  useDocumentTitle('Activity');
  const { auth } = useAuth();
  const managesAccounts = usePowers().can('account.manage');
  const selfId = tokenIds(auth.accessToken)?.userId;
  const linked = useLinkedAccounts(managesAccounts);
  const [draft, setDraft] = useState<ActivityDraft>(noFilters);
  const [applied, setApplied] = useState<ActivityFilters>({});
  const [problem, setProblem] = useState<string | null>(null);
  const activity = useActivity(applied, true);
  const rows = activity.data ?? [];
  const timeZone = useCompanyTimeZone();
  const { columns, csvColumns } = activityColumns(timeZone);

  const people = [
    ...(selfId ? [{ value: selfId, label: `${auth.fullName} (${managesAccounts ? 'owner' : 'you'})` }] : []),
    ...(linked.data ?? []).map((a) => ({ value: a.id, label: a.name })),
  ];

  function apply(event: FormEvent) {
    event.preventDefault();
    const checked = activityFilters(draft);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setApplied(checked.value);
  }

  function clear() {
    setDraft(noFilters);
    setProblem(null);
    setApplied({});
  }

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Activity</h1>
          <p className="page-subtitle">Every change made in your company, newest first. Times are in {timeZone ?? 'your time zone'}.</p>
        </div>
        <ExportCsvButton title="Activity" columns={csvColumns} load={(onPage) => allActivity(applied, onPage)} />
      </header>

      <form className="card activity-filters" onSubmit={apply} aria-label="Activity filters" noValidate>
        <DateField label="From" name="from" value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} />
        <DateField label="To" name="to" value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} />
        <SelectField
          label="Person"
          name="actor"
          value={draft.actor}
          onChange={(actor) => setDraft((d) => ({ ...d, actor }))}
          placeholder="Everyone"
          options={people}
        />
        <SelectField
          label="Kind"
          name="kind"
          value={draft.kind}
          onChange={(kind) => setDraft((d) => ({ ...d, kind }))}
          placeholder="Every kind"
          options={AUDIT_KIND_OPTIONS}
        />
        <SelectField
          label="Role"
          name="role"
          value={draft.role}
          onChange={(role) => setDraft((d) => ({ ...d, role }))}
          placeholder="All roles"
          options={ROLE_OPTIONS}
        />
        <div className="activity-filter-actions">
          <button type="submit" className="btn btn-primary">
            Apply Filters
          </button>
          <button type="button" className="btn btn-secondary" onClick={clear}>
            Clear
          </button>
        </div>
        {problem ? (
          <p className="form-error activity-filter-message" role="alert">
            {problem}
          </p>
        ) : null}
      </form>

      <section className="card" aria-labelledby="activity-title">
        <h2 id="activity-title" className="card-title">
          Changes{' '}
          {activity.data ? (
            <span className="muted">
              ({rows.length}
              {activity.hasMore ? '+' : ''})
            </span>
          ) : null}
        </h2>
        {activity.isLoading && !activity.data ? (
          <div className="card-loading" role="status">
            <Spinner /> <span>Loading activity...</span>
          </div>
        ) : activity.error ? (
          <div className="inline-error">
            <p>The activity could not be loaded.</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void activity.mutate()}>
              Try again
            </button>
          </div>
        ) : (
          <div className="activity-table">
            <DataTable
              caption="Company activity, newest first"
              columns={columns}
              rows={rows}
              rowKey={(e) => e.id}
              empty={Object.keys(applied).length ? 'No changes match these filters' : 'No changes recorded yet'}
              hasMore={activity.hasMore}
              onLoadMore={activity.loadMore}
              loadingMore={activity.loadingMore}
              stackOnPhones
            />
          </div>
        )}
      </section>
    </div>
  );
}

import { useState } from 'react';
import { auditRoutes } from '../../../../shared/audit/routes.ts';
import type { AuditKind } from '../../../../shared/audit/types.ts';
import { usePagedQuery } from '../../lib/api-query.ts';
import { useLoadMoreOnScroll } from '../../lib/use-load-more.ts';
import { Modal } from '../ui/Modal.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { actionInWords, actorName, formatAuditTime } from './audit-text.ts';
import { ChangeList, useCompanyTimeZone } from './ChangeList.tsx';
import './history.css';

export interface HistoryTarget {
  kind: AuditKind;
  /** The record's id as its entries file it (the API's id for the record). */
  id: string;
}

/** Entries per page: a panel shows a screenful, more as the user scrolls. */
const HISTORY_PAGE = 20;

/**
 * One record's history (GET /api/audit/record), newest first: who, when (in the company's time zone), what they did
 * and each change "Label: before → after" in people's words (./audit-text.ts); more entries load as the list scrolls into view (or with Load more). Any feature's
 * record page mounts it (or a HistoryButton that opens it in a dialog).
 */
export function HistoryPanel({ kind, id }: HistoryTarget) {
  const history = usePagedQuery(auditRoutes.auditRecord, { query: { kind, id } }, { limit: HISTORY_PAGE });
  const sentinel = useLoadMoreOnScroll(history.loadMore, { active: history.hasMore && !history.loadingMore });
  const timeZone = useCompanyTimeZone();

  if (history.isLoading && !history.data) {
    return (
      <div className="card-loading" role="status">
        <Spinner /> <span>Loading history...</span>
      </div>
    );
  }
  if (history.error || !history.data) {
    return (
      <div className="inline-error">
        <p>The history could not be loaded.</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void history.mutate()}>
          Try again
        </button>
      </div>
    );
  }
  if (history.data.length === 0) return <p className="history-empty">No changes recorded yet</p>;

  return (
    <div className="history">
      <ol className="history-list" aria-label="Changes, newest first">
        {history.data.map((entry) => (
          <li key={entry.id} className="history-entry">
            <p className="history-head">
              <strong>{actorName(entry.actor)}</strong> <span className="history-action">{actionInWords(entry.action)}</span>{' '}
              <time className="history-time" dateTime={entry.at}>
                {formatAuditTime(entry.at, timeZone)}
              </time>
            </p>
            <ChangeList entry={entry} timeZone={timeZone} className="history-changes" />
          </li>
        ))}
      </ol>
      {history.hasMore ? (
        <div className="table-more" ref={sentinel}>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => !history.loadingMore && history.loadMore()}
            aria-disabled={history.loadingMore}
          >
            {history.loadingMore ? <Spinner size="sm" /> : null}
            {history.loadingMore ? 'Loading...' : 'Load more'}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A "History" button that opens the record's HistoryPanel in a dialog. `label` names the record in the
 * dialog's title and the button's accessible name ("History of Jane Roe").
 */
export function HistoryButton({
  kind,
  id,
  label,
  className = 'btn btn-ghost btn-sm',
}: HistoryTarget & { label: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const timeZone = useCompanyTimeZone();
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        History<span className="visually-hidden"> of {label}</span>
      </button>
      <Modal
        title={`History of ${label}`}
        description={`Who changed what, newest first. Times in ${timeZone ?? 'your time zone'}.`}
        isOpen={open}
        onOpenChange={setOpen}
      >
        {open ? <HistoryPanel kind={kind} id={id} /> : null}
      </Modal>
    </>
  );
}

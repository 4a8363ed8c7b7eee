import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QueryState, type QueryResult } from '../../../components/ui/QueryState.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

interface Props<T> {
  /** The browser tab's title: "Edit Purchase Order". */
  title: string;
  query: QueryResult<T>;
  /** Shown when the record could not be loaded. */
  errorText: string;
  /** Whether the record may still be edited; null while that is being checked (an order's invoice). */
  editable: (record: NonNullable<T>) => boolean | null;
  /** Why it may not: "Order locked: PO-1 has been received, …". */
  locked: (record: NonNullable<T>) => string;
  /** Where the message links back to, and the record's number it names. */
  back: (record: NonNullable<T>) => { href: string; number: string };
  /** The form, prefilled with the record (keyed by the record, never its version). */
  children: (record: NonNullable<T>) => ReactNode;
}

/** The edit page of an order or transfer: loads the record, then its form, or why it can no longer be edited. */
export function OrderEditPage<T>({ title, query, errorText, editable, locked, back, children }: Props<T>) {
  useDocumentTitle(title);
  return (
    <div className="page po-add-page">
      <QueryState query={query} errorText={errorText}>
        {(record) => {
          const may = editable(record);
          if (may === null) return <p className="muted">Checking the order...</p>;
          if (may) return children(record);
          const { href, number } = back(record);
          return (
            <div className="card">
              <p>{locked(record)}</p>
              <Link to={href}>Back to {number}</Link>
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}

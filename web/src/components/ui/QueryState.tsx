import type { ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

/** The parts of an SWR result this needs (structural, so any SWR hook's result fits). */
export interface QueryResult<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryResult<T>;
  /** Shown when the load failed, next to the retry button: "Rental history could not be loaded." */
  errorText: string;
  /** Shown when the data is empty (without it, children render empty data themselves, e.g. a table's empty row): a string gets the standard empty style, a node is shown as it is. */
  empty?: ReactNode;
  /** When the loaded data counts as empty; by default an empty list. */
  isEmpty?: (data: T) => boolean;
  /** Replaces the standard inline "Loading..." (e.g. a full-page spinner). */
  loading?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}

const noItems = (data: unknown) => Array.isArray(data) && data.length === 0;

/** One place for the states of a loaded resource: loading, failed (with retry), empty, or the data. */
export function QueryState<T>({ query, errorText, empty, isEmpty = noItems, loading, children }: QueryStateProps<T>) {
  if (query.isLoading) {
    return (
      loading ?? (
        <div className="card-loading" role="status">
          <Spinner /> <span>Loading...</span>
        </div>
      )
    );
  }
  if (query.error) {
    return (
      <div className="inline-error">
        <p>{errorText}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void query.mutate()}>
          Try again
        </button>
      </div>
    );
  }
  const { data } = query;
  const noData = data === undefined || data === null;
  if (noData || (empty !== undefined && isEmpty(data))) {
    if (empty === undefined) return null;
    return typeof empty === 'string' ? <div className="table-empty">{empty}</div> : empty;
  }
  return children(data);
}

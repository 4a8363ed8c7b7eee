import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { AlertIcon } from './rent-icons.tsx';

/** A failed load: "not found" for 404 (another company's ids too), otherwise a retry. */
export function LoadProblem({
  error,
  what,
  onRetry,
  backTo,
  backLabel,
}: {
  error: unknown;
  what: string;
  onRetry: () => void;
  backTo: string;
  backLabel: string;
}) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <section className="card empty-state">
      <span className="empty-icon empty-icon-danger">
        <AlertIcon size={28} />
      </span>
      <h2>{notFound ? `This ${what} was not found` : `The ${what} could not be loaded`}</h2>
      <p className="muted">{notFound ? 'It may have been removed, or the link is wrong.' : 'Check your connection and try again.'}</p>
      <div className="button-row">
        {notFound ? null : (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try again
          </button>
        )}
        <Link to={backTo} className="btn btn-secondary">
          {backLabel}
        </Link>
      </div>
    </section>
  );
}

import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../lib/api-client.ts';
import { createIcon } from './Icon.tsx';
import './load-problem.css';

const AlertIcon = createIcon(TriangleAlert);

/** The id in the address names nothing this company has: 404, or 400 for an id that cannot be one. */
export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * A failed load of one thing (a building, a level, an order, an invoice): "not found" with only the way back to its
 * list when the address names nothing (retrying cannot help), otherwise the failure (`failedText`, else "The … could
 * not be loaded") with Try again and the way back.
 */
export function LoadProblem({
  error,
  what,
  onRetry,
  backTo,
  backLabel,
  failedText,
  className = '',
}: {
  error: unknown;
  what: string;
  onRetry: () => void;
  backTo: string;
  backLabel: string;
  failedText?: string;
  className?: string;
}) {
  const notFound = isNotFound(error);
  return (
    <section className={`card empty-state ${className}`}>
      <span className="empty-icon empty-icon-danger">
        <AlertIcon size={28} />
      </span>
      <h2>{notFound ? `This ${what} was not found` : (failedText ?? `The ${what} could not be loaded`)}</h2>
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

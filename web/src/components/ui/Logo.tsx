import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** The brand mark and wordmark; links home. */
export function Logo({ to = paths.home.href(), inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <Link to={to} className={`logo ${inverted ? 'logo-inverted' : ''}`} aria-label="Business Suite home">
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M9 22V10h7.2c2.9 0 4.6 1.4 4.6 3.5 0 1.4-.8 2.4-2 2.8 1.6.3 2.6 1.5 2.6 3.1 0 2.4-1.9 3.9-5 3.9H9Zm3.3-7.1h3.4c1.3 0 2-.6 2-1.5s-.7-1.5-2-1.5h-3.4v3Zm0 4.6h3.8c1.4 0 2.2-.6 2.2-1.6s-.8-1.6-2.2-1.6h-3.8v3.2Z"
          fill="#fff"
        />
        <circle cx="24" cy="9" r="3" fill="#5eead4" />
      </svg>
      <span className="logo-text">
        Business <span className="logo-accent">Suite</span>
      </span>
    </Link>
  );
}

import { Link } from 'react-router-dom';
import { Logo } from '../../../components/ui/Logo.tsx';
import { paths } from '../../../config/paths.ts';

/** Shown if the landing page fails to render: the way in (login, sign up) still works. */
export function LandingErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="main" className="status-page">
      <Logo />
      <div className="status-card" role="alert">
        <h1 className="status-title">We could not load this page</h1>
        <p className="status-text">Something went wrong while showing the home page.</p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try again
          </button>
          <Link to={paths.apps.href()} className="btn btn-secondary">
            Login
          </Link>
          <Link to={paths.signup.href()} className="btn btn-secondary">
            Sign Up
          </Link>
        </div>
      </div>
    </main>
  );
}

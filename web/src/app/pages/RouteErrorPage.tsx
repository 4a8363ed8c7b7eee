import { Link } from 'react-router-dom';
import { Logo } from '../../components/ui/Logo.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Last-resort fallback for errors the routes did not catch (a failed chunk load after a deploy, a bug). */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <main id="main" className="status-page">
      <Logo />
      <div className="status-card">
        <h1 className="status-title">Something went wrong</h1>
        <p className="status-text">This page could not be shown.</p>
        <p className="muted">Reload the page to try again. If it keeps happening, contact us.</p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to={paths.home.href()} className="btn btn-secondary">
            Go to home page
          </Link>
        </div>
      </div>
    </main>
  );
}

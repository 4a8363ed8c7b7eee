import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/Logo.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Not Found', true);
  return (
    <main id="main" className="status-page">
      <Logo />
      <div className="status-card">
        <p className="status-code" aria-hidden="true">
          404
        </p>
        <h1 className="status-title">Not Found</h1>
        <p className="status-text">404 Page Not Found</p>
        <p className="muted">The page you are looking for does not exist or has moved.</p>
        <Link to={paths.home} className="btn btn-primary">
          <ArrowLeftIcon size={18} /> Go Back
        </Link>
      </div>
    </main>
  );
}

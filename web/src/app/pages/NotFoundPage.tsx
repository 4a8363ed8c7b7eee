import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { createIcon } from '../../components/ui/Icon.tsx';
import { Logo } from '../../components/ui/Logo.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// This page is in the entry chunk: importing the shared icon set here would pull every icon into it.
const ArrowLeftIcon = createIcon(ArrowLeft);

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
        <Link to={paths.home.href()} className="btn btn-primary">
          <ArrowLeftIcon size={18} /> Go Back
        </Link>
      </div>
    </main>
  );
}

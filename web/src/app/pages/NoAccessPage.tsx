import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { createIcon } from '../../components/ui/Icon.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './no-access.css';

const LockIcon = createIcon(Lock);

/** A page the account's role or apps do not reach (ROLES.md): said plainly inside the layout, with the way back. */
export function NoAccessPage() {
  useDocumentTitle('No access');
  return (
    <section className="card empty-state no-access" aria-labelledby="no-access-title">
      <span className="empty-icon">
        <LockIcon size={28} />
      </span>
      <h1 id="no-access-title" className="page-title">
        You do not have access to this page
      </h1>
      <p className="muted">Your role or apps do not include it. Ask your company&apos;s owner if you need it.</p>
      <Link to={paths.apps.href()} className="btn btn-primary">
        Back to your apps
      </Link>
    </section>
  );
}

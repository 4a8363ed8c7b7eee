import { Link } from 'react-router-dom';
import { BuildingIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Placeholder until the rent management release (spec §2 /hms: the building list). */
export function BuildingsPage() {
  useDocumentTitle('Buildings');
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Buildings</h1>
          <p className="page-subtitle">Rent Management</p>
        </div>
      </header>
      <section className="card empty-state">
        <span className="empty-icon">
          <BuildingIcon size={28} />
        </span>
        <h2>Rent management arrives with the next release</h2>
        <p className="muted">Buildings, floors, units, tenants, rents and payments will appear here. Your account and company details are ready in the meantime.</p>
        <Link to={paths.accountSettings} className="btn btn-secondary">
          Open account settings
        </Link>
      </section>
    </div>
  );
}

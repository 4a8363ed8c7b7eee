import { Link } from 'react-router-dom';
import { BoxIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** One honest page per inventory route until the Inventory area is built. */
export function InventoryComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(`${title} · Inventory`);
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">Inventory Management</p>
        </div>
      </header>
      <section className="card empty-state">
        <span className="empty-icon">
          <BoxIcon size={28} />
        </span>
        <h2>The Inventory area is coming soon</h2>
        <p className="muted">
          Items, stock, warehouses, suppliers, customers, orders, invoices and reports are being built. This page will fill in with the
          Inventory release.
        </p>
        <Link to={paths.apps.href()} className="btn btn-secondary">
          Back to applications
        </Link>
      </section>
    </div>
  );
}

import { ChartIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Placeholder until the rent management release (spec §2 /reports). */
export function RentReportsPage() {
  useDocumentTitle('HMS Reports');
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">HMS Reports</h1>
          <p className="page-subtitle">Rent Management</p>
        </div>
      </header>
      <section className="card empty-state">
        <span className="empty-icon">
          <ChartIcon size={28} />
        </span>
        <h2>Rent management arrives with the next release</h2>
        <p className="muted">Active rents, overdue payments, vacant rooms and the revenue summary for the past year will be reported here.</p>
      </section>
    </div>
  );
}

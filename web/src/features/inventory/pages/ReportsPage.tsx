import { Link } from 'react-router-dom';
import { ArrowRightIcon, CartIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import '../finance.css';

const reports = [
  {
    to: paths.inventory.purchasesReport.href(),
    title: 'Purchase Reports',
    text: 'Purchase orders of a period and supplier: received, partially received or pending, and what is paid. Export as CSV.',
    icon: <TruckIcon size={26} />,
    tone: '',
  },
  {
    to: paths.inventory.salesReport.href(),
    title: 'Sales Reports',
    text: 'Sales orders of a period and customer: fulfilled, partially fulfilled or pending, and what is paid. Export as CSV.',
    icon: <CartIcon size={26} />,
    tone: 'app-choice-icon-teal',
  },
];

/** /ims/reports (spec part 2 §2 "Reports"): the hub linking the purchase and the sales report. */
export function ReportsPage() {
  useDocumentTitle('Reports · Inventory');
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Reports</h1>
          <p className="page-subtitle">Orders of a period with their receiving, fulfilment and payment status.</p>
        </div>
      </header>
      <ul className="app-choices ims-report-links" aria-label="Reports">
        {reports.map((r) => (
          <li key={r.to}>
            <Link to={r.to} className="card app-choice ims-report-link">
              <span className={`app-choice-icon ${r.tone}`} aria-hidden="true">
                {r.icon}
              </span>
              <span className="app-choice-body">
                <span className="app-choice-title">{r.title}</span>
                <span className="app-choice-text">{r.text}</span>
              </span>
              <ArrowRightIcon size={20} className="app-choice-arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

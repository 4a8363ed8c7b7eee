import { Link } from 'react-router-dom';
import { ActivityIcon, BoltIcon } from '../../../components/ui/icons.tsx';
import { PageSpinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCompanyInfo } from '../api/company.ts';
import { CompanyDetailsCard, SubscriptionCard } from '../components/CompanyDetails.tsx';
import { LinkedAccountsCard } from '../components/LinkedAccountsCard.tsx';
import { MasterPasswordCard } from '../components/MasterPasswordCard.tsx';

export function AccountSettingsPage() {
  useDocumentTitle('Account Settings');
  const { auth } = useAuth();
  const isOwner = auth.role === 'owner';
  const { data: company, error, isLoading, mutate } = useCompanyInfo();

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Account Settings</h1>
          <p className="page-subtitle">
            Signed in as {auth.fullName} ({auth.email}){isOwner ? ' · Company owner' : ' · Linked account'}
          </p>
        </div>
        {isOwner ? (
          <div className="button-row">
            <Link className="btn btn-secondary" to={paths.automation.href()}>
              <BoltIcon size={18} /> Automation
            </Link>
            <Link className="btn btn-secondary" to={paths.activity.href()}>
              <ActivityIcon size={18} /> Activity
            </Link>
          </div>
        ) : null}
      </header>
      {isLoading ? (
        <PageSpinner />
      ) : error || !company ? (
        <section className="card inline-error">
          <p>Company details could not be loaded.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void mutate()}>
            Try again
          </button>
        </section>
      ) : (
        <div className="grid-2 align-start">
          <CompanyDetailsCard company={company} />
          <SubscriptionCard company={company} />
        </div>
      )}
      {isOwner ? (
        <>
          <LinkedAccountsCard />
          <MasterPasswordCard />
        </>
      ) : null}
    </div>
  );
}

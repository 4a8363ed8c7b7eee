import { Link } from 'react-router-dom';
import { ROLE_LABELS } from '../../../../../shared/account/permissions.ts';
import { ActivityIcon, BoltIcon } from '../../../components/ui/icons.tsx';
import { PageSpinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { powersOf, useCompanyInfo } from '../../../lib/powers.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CompanyDetailsCard, SubscriptionCard } from '../components/CompanyDetails.tsx';
import { LinkedAccountsCard } from '../components/LinkedAccountsCard.tsx';
import { MasterPasswordCard } from '../components/MasterPasswordCard.tsx';
import { MyAccessCard } from '../components/MyAccessCard.tsx';
import { PortalSettingsCard } from '../components/PortalSettingsCard.tsx';

/** Account settings: the company, the signed-in account's own powers, and (for who manages them) linked accounts. */
export function AccountSettingsPage() {
  useDocumentTitle('Account Settings');
  const { auth } = useAuth();
  const { data: company, error, isLoading, mutate } = useCompanyInfo();
  const { can } = powersOf(company?.me);

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Account Settings</h1>
          <p className="page-subtitle">
            Signed in as {auth.fullName} ({auth.email}){company?.me ? ` · ${ROLE_LABELS[company.me.role]}` : ''}
          </p>
        </div>
        <div className="button-row">
          {can('automation.settings') ? (
            <Link className="btn btn-secondary" to={paths.automation.href()}>
              <BoltIcon size={18} /> Automation
            </Link>
          ) : null}
          {can('audit.activity') ? (
            <Link className="btn btn-secondary" to={paths.activity.href()}>
              <ActivityIcon size={18} /> Activity
            </Link>
          ) : null}
        </div>
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
        <>
          <div className="grid-2 align-start">
            <CompanyDetailsCard company={company} />
            <SubscriptionCard company={company} />
          </div>
          <MyAccessCard me={company.me} />
        </>
      )}
      {can('account.manage') ? <LinkedAccountsCard /> : null}
      {can('account.manage') ? <PortalSettingsCard /> : null}
      {can('account.master-password') ? <MasterPasswordCard /> : null}
    </div>
  );
}

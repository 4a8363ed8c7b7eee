import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/ui/Spinner.tsx';
import { pagePermission, pageWholeCompany } from '../config/page-access.ts';
import { powersOf, useCompanyInfo } from '../lib/powers.ts';
import { NoAccessPage } from './pages/NoAccessPage.tsx';

/**
 * Gate 3, around every page of the app shell (its own chunk, loaded with the shell): the page's permission
 * (config/page-access.ts) against the account's (company-ifo `me`). A page it may not see, typed or linked, is
 * "You do not have access to this page" inside the layout: no redirect, so no loop.
 */
export function RequirePageAccess() {
  const { pathname } = useLocation();
  const { data, error, isLoading, mutate } = useCompanyInfo();
  const powers = powersOf(data?.me, { loading: isLoading || (!data && !error), failed: Boolean(error) });
  const needed = pagePermission(pathname);
  if (powers.loading) return <PageSpinner />;
  if (powers.failed) {
    return (
      <section className="card inline-error">
        <p>Your account could not be loaded.</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void mutate()}>
          Try again
        </button>
      </section>
    );
  }
  if (needed && !powers.can(needed)) return <NoAccessPage />;
  const whole = pageWholeCompany(pathname);
  if (whole && !powers.wholeCompany(whole)) return <NoAccessPage />;
  return <Outlet />;
}

import type { CompanyInfo } from '../../../../../shared/account/schemas.ts';
import { formatDate, formatDateTime } from '../../../../../shared/domain/format.ts';

/** Read-only company information (spec §2 /account-settings). */
export function CompanyDetailsCard({ company }: { company: CompanyInfo }) {
  return (
    <section className="card" aria-labelledby="company-title">
      <div className="card-header">
        <h2 id="company-title" className="card-title">
          Company information
        </h2>
      </div>
      <dl className="details">
        <div>
          <dt>Company name</dt>
          <dd>{company.name}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{company.address || 'N/A'}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{company.phone || 'N/A'}</dd>
        </div>
        <div>
          <dt>Join date</dt>
          <dd>{formatDate(company.join)}</dd>
        </div>
        <div>
          <dt>Last login</dt>
          <dd>{company.last_seen ? formatDateTime(company.last_seen) : 'First sign-in'}</dd>
        </div>
      </dl>
    </section>
  );
}

export function SubscriptionCard({ company }: { company: CompanyInfo }) {
  const days = company.subscription_remaining;
  return (
    <section className="card" aria-labelledby="subscription-title">
      <div className="card-header">
        <h2 id="subscription-title" className="card-title">
          Subscription
        </h2>
      </div>
      {/* scrolls sideways on a phone: the region takes focus so the keyboard can scroll it too */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-wrap" role="region" aria-label="Plan and payment" tabIndex={0}>
        <table className="table">
          <caption className="visually-hidden">Current subscription</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Remaining</th>
              <th scope="col">Last payment date</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <span className="badge badge-brand">{company.subscription_type || 'N/A'}</span>
              </td>
              <td>
                {days} {days === 1 ? 'day' : 'days'}
              </td>
              <td>{formatDate(company.last_payment_date)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

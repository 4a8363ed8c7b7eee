import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PublicLayout } from '../../../components/layouts/PublicLayout.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import {
  YEARLY_NOTE,
  appNames,
  parsePricedApp,
  planPrice,
  plans,
  type BillingPeriod,
  type PricedApp,
} from '../../../config/pricing-plans.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" className="segmented-option" aria-pressed={value === o.value} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** Public price list (part 2 §9). The chosen app lives in ?app= so links can point at either list. */
export function PricingPage() {
  const [params, setParams] = useSearchParams();
  const app = parsePricedApp(params.get('app'));
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  useDocumentTitle(`${appNames[app]} pricing`);

  const chooseApp = (next: PricedApp) => setParams({ app: next }, { replace: true });

  return (
    <PublicLayout>
      <section className="section pricing-page">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">Pricing</p>
            <h1 className="section-title">Plans that grow with your business</h1>
            <p className="section-lead">Choose an application and a billing period. {YEARLY_NOTE}.</p>
          </div>
          <div className="pricing-controls">
            <Segmented
              label="Application"
              value={app}
              onChange={chooseApp}
              options={[
                { value: 'ims', label: 'Inventory Management (IMS)' },
                { value: 'rms', label: 'Rent Management (RMS)' },
              ]}
            />
            <Segmented
              label="Billing period"
              value={period}
              onChange={setPeriod}
              options={[
                { value: 'monthly', label: 'Monthly' },
                { value: 'yearly', label: 'Yearly' },
              ]}
            />
          </div>
          <p className="pricing-note">
            <span className="badge badge-success">Save</span> {YEARLY_NOTE}
          </p>
          <h2 className="visually-hidden">{appNames[app]} plans</h2>
          <div className="grid-3 plans" aria-live="polite">
            {plans[app].map((plan) => {
              const price = planPrice(plan, period);
              const custom = price === 'Custom';
              return (
                <article key={plan.name} className={`card plan ${plan.featured ? 'plan-featured' : ''}`} aria-label={`${plan.name} plan`}>
                  {plan.featured ? <span className="plan-badge">Most popular</span> : null}
                  <h3 className="plan-name">{plan.name}</h3>
                  <p className="plan-price" data-testid={`price-${plan.name.toLowerCase()}`}>
                    <span className="plan-amount">{price}</span>
                    {custom ? null : <span className="plan-period">/{period === 'monthly' ? 'month' : 'year'}</span>}
                  </p>
                  <p className="plan-sub">
                    {custom ? 'Tailored to your portfolio' : period === 'monthly' ? 'Billed monthly' : 'Billed yearly'}
                  </p>
                  <ul className="plan-features">
                    {plan.features.map((f) => (
                      <li key={f}>
                        <CheckIcon size={18} /> {f}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={custom ? paths.contactUs.href() : paths.signup.href()}
                    className={`btn ${plan.featured ? 'btn-primary' : 'btn-secondary'} btn-block`}
                  >
                    {custom ? 'Contact sales' : `Choose ${plan.name}`}
                  </Link>
                </article>
              );
            })}
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}

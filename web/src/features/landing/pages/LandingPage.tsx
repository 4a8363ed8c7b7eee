import { Link } from 'react-router-dom';
import { PublicLayout } from '../../../components/layouts/PublicLayout.tsx';
import { ArrowRightIcon, BoltIcon, BoxIcon, BuildingIcon, ChartIcon, CheckIcon, ShieldIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { planPrice, plans } from '../../../config/pricing-plans.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { HeroPreview } from '../components/HeroPreview.tsx';

const pillars = [
  {
    icon: <ChartIcon />,
    title: 'Real-time insights',
    text: 'Occupancy, rent collected, stock on hand and cash positions update the moment something changes, so every decision uses today’s numbers.',
  },
  {
    icon: <BoltIcon />,
    title: 'Automated workflows',
    text: 'Rent collection, reorder points and maintenance alerts run on their own. Your team handles the exceptions, not the routine.',
  },
  {
    icon: <ShieldIcon />,
    title: 'Scalable, secure hosting',
    text: 'Managed cloud hosting that grows from one building to a portfolio, with encrypted data, role-based access and audit-friendly records.',
  },
];

const steps = [
  {
    title: 'Sign up and customize',
    text: 'Create your company account, add your buildings or warehouses, and set up user roles so every teammate sees exactly what they need.',
  },
  {
    title: 'Automate and track',
    text: 'Record rents, payments, orders and stock movements once. Statuses, reminders and reorder points follow automatically.',
  },
  {
    title: 'Analyze and grow',
    text: 'Use occupancy, revenue, receivable and payable reports to spot trends early and plan your next property or product line.',
  },
];

const testimonials = [
  {
    quote:
      'We used to chase rent with spreadsheets and sticky notes. Now overdue units flag themselves and our collection rate is the best it has been.',
    name: 'Amara Okafor',
    role: 'Property Manager, Harbour View Residences',
  },
  {
    quote:
      'Reorder points and purchase orders in one place cut our stock-outs to almost nothing. Receiving a delivery takes minutes instead of an afternoon.',
    name: 'Daniel Reyes',
    role: 'Operations Lead, Northwind Wholesale',
  },
  {
    quote: 'Linked accounts let our front desk record payments without seeing the books. Setting up the whole team took one morning.',
    name: 'Sofia Lindqvist',
    role: 'Owner, Lindqvist Serviced Apartments',
  },
];

export function LandingPage() {
  useDocumentTitle('Rent and inventory management in one cloud suite');
  return (
    <PublicLayout>
      <section className="hero">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">Rent Management · Inventory Management</p>
            <h1 className="hero-title">
              Run your properties and your stock from <span className="text-gradient">one cloud suite</span>
            </h1>
            <p className="hero-lead">
              Real-time insights, automated workflows for rent collection, reorder points and maintenance alerts, and scalable, secure
              hosting, so your team spends its time growing the business instead of reconciling it.
            </p>
            <div className="hero-actions">
              <Link to={paths.inventory.dashboard.href()} className="btn btn-primary btn-lg">
                <BoxIcon size={18} /> Explore IMS
              </Link>
              <Link to={paths.rent.buildings.href()} className="btn btn-secondary btn-lg">
                <BuildingIcon size={18} /> Discover RMS
              </Link>
            </div>
            <ul className="hero-points">
              <li>
                <CheckIcon size={16} /> Set up in an afternoon
              </li>
              <li>
                <CheckIcon size={16} /> Roles for owners and staff
              </li>
              <li>
                <CheckIcon size={16} /> No software to install
              </li>
            </ul>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section className="section" aria-labelledby="why-title">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">Why teams switch</p>
            <h2 id="why-title" className="section-title">
              Everything you need to run rentals and inventory
            </h2>
          </div>
          <div className="grid-3">
            {pillars.map((p) => (
              <article key={p.title} className="card feature-card">
                <span className="feature-icon">{p.icon}</span>
                <h3>{p.title}</h3>
                <p>{p.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="how-title">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">How it works</p>
            <h2 id="how-title" className="section-title">
              Up and running in three steps
            </h2>
          </div>
          <ol className="steps">
            {steps.map((s, i) => (
              <li key={s.title} className="step">
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">Customer stories</p>
            <h2 id="testimonials-title" className="section-title">
              Loved by property managers and wholesalers
            </h2>
          </div>
          <div className="grid-3">
            {testimonials.map((t) => (
              <figure key={t.name} className="card testimonial">
                <blockquote>“{t.quote}”</blockquote>
                <figcaption>
                  <span className="avatar avatar-lg" aria-hidden="true">
                    {t.name
                      .split(' ')
                      .map((n) => n[0])
                      .join('')}
                  </span>
                  <span>
                    <strong>{t.name}</strong>
                    <small>{t.role}</small>
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section className="section section-alt" id="pricing" aria-labelledby="pricing-title">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">Pricing</p>
            <h2 id="pricing-title" className="section-title">
              Simple plans for each application
            </h2>
            <p className="section-lead">Start small and upgrade as you grow. Pay yearly and save up to 10%.</p>
          </div>
          <div className="grid-2">
            <article className="card price-entry">
              <span className="feature-icon">
                <BoxIcon />
              </span>
              <h3>Inventory Management</h3>
              <p>Items, warehouses, suppliers, customers, purchase and sales orders, invoices and financial summaries.</p>
              <p className="price-from">
                From <strong>{planPrice(plans.ims[0], 'monthly')}</strong>/month
              </p>
              <Link to={paths.pricing.href('ims')} className="btn btn-primary">
                IMS Pricing <ArrowRightIcon size={18} />
              </Link>
            </article>
            <article className="card price-entry">
              <span className="feature-icon feature-icon-teal">
                <BuildingIcon />
              </span>
              <h3>Rent Management</h3>
              <p>Buildings, floors and units, tenants, rents and payments, checkout, invoices and occupancy reports.</p>
              <p className="price-from">
                From <strong>{planPrice(plans.rms[0], 'monthly')}</strong>/month
              </p>
              <Link to={paths.pricing.href('rms')} className="btn btn-primary">
                RMS Pricing <ArrowRightIcon size={18} />
              </Link>
            </article>
          </div>
        </div>
      </section>

      <section className="cta-band" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <div>
            <h2 id="cta-title">Ready to bring rentals and inventory together?</h2>
            <p>Create your company account in minutes. Questions first? Our team is happy to help.</p>
          </div>
          <div className="button-row">
            <Link to={paths.signup.href()} className="btn btn-light btn-lg">
              Create your account
            </Link>
            <Link to={paths.contactUs.href()} className="btn btn-outline-light btn-lg">
              Talk to our team
            </Link>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}

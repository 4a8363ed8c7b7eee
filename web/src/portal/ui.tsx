import type { ReactNode } from 'react';
import type { PortalMe } from '../../../shared/portal/types.ts';
import { statusTone } from './portal-rules.ts';

/** One part of a portal home: a card with its heading (h2), found by its id from the page's short menu. */
export function Section({
  id,
  title,
  intro,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  /** Across both columns on a wide screen (lists and tables). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={`card portal-section ${wide ? 'portal-wide' : ''}`} aria-labelledby={`${id}-title`}>
      <header className="portal-section-head">
        <h2 id={`${id}-title`} className="card-title">
          {title}
        </h2>
        {intro ? <p className="card-subtitle">{intro}</p> : null}
      </header>
      {children}
    </section>
  );
}

/** A status as text on its colour (never colour alone). */
export function StatusBadge({ status, label = status }: { status: string; label?: string }) {
  return <span className={`badge portal-badge portal-badge-${statusTone(status)}`}>{label}</span>;
}

/** Label and value pairs (a rent's terms, an order's totals). */
export function Facts({ items }: { items: readonly (readonly [label: string, value: ReactNode] | null | false)[] }) {
  return (
    <dl className="portal-facts">
      {items.map((item) =>
        item ? (
          <div key={item[0]}>
            <dt>{item[0]}</dt>
            <dd>{item[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** The company's payment instructions (Account settings → Portal), or who to ask when it has set none. */
export function HowToPay({ me, reportWhere }: { me: PortalMe; reportWhere: string }) {
  return (
    <Section id="how-to-pay" title="How to pay">
      {me.paymentInstructions.trim() ? (
        <p className="portal-instructions">{me.paymentInstructions}</p>
      ) : (
        <p className="muted">
          {me.company.name} has not written payment instructions yet. Please ask them how to pay (contact details below).
        </p>
      )}
      <p className="portal-note">
        Paid already? Report the payment {reportWhere}: {me.company.name} confirms it, and it counts once they have.
      </p>
    </Section>
  );
}

/** "Show older …" under a paged list while the server has more (its next page on each press). */
export function MoreButton({
  list,
  label,
}: {
  list: { data?: unknown; hasMore: boolean; loadingMore: boolean; loadMore: () => void };
  label: string;
}) {
  if (!list.data || !list.hasMore) return null;
  return (
    <div className="table-more">
      <button type="button" className="btn btn-secondary" onClick={list.loadMore} disabled={list.loadingMore}>
        {list.loadingMore ? 'Loading...' : label}
      </button>
    </div>
  );
}

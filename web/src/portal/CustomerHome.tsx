import type { PortalMe } from '../../../shared/portal/types.ts';
import { ContactDetails } from './ContactDetails.tsx';
import { OrdersSection } from './Orders.tsx';
import { PortalShell } from './PortalShell.tsx';
import { ReportedPaymentsSection } from './ReportPayment.tsx';
import { StatementSection } from './Statement.tsx';
import { HowToPay } from './ui.tsx';

const SECTIONS = [
  ['orders', 'Orders'],
  ['how-to-pay', 'How to pay'],
  ['reported-payments', 'Reported payments'],
  ['statement', 'Statement'],
  ['details', 'Your details'],
] as const;

/** A customer's portal (PORTAL.md "What a customer sees"): their orders and what is due, paying, the statement. */
export function CustomerHome({ me }: { me: PortalMe }) {
  return (
    <PortalShell me={me} subtitle={`Your orders with ${me.company.name}`} sections={SECTIONS}>
      <OrdersSection />
      <HowToPay me={me} reportWhere="from its order above (Report a payment)" />
      <ReportedPaymentsSection />
      <StatementSection intro="Your invoices, payments, returns and voids, with the balance after each." />
      <ContactDetails me={me} />
    </PortalShell>
  );
}

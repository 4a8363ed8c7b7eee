import type { PortalMe } from '../../../shared/portal/types.ts';
import { ContactDetails } from './ContactDetails.tsx';
import { MaintenanceSection } from './Maintenance.tsx';
import { PortalShell } from './PortalShell.tsx';
import { RentsSection } from './Rents.tsx';
import { ReportedPaymentsSection, TenantReportPayment } from './ReportPayment.tsx';
import { StatementSection } from './Statement.tsx';
import { HowToPay } from './ui.tsx';

const SECTIONS = [
  ['rents', 'Rents'],
  ['how-to-pay', 'How to pay'],
  ['report-payment', 'Report a payment'],
  ['statement', 'Statement'],
  ['maintenance', 'Maintenance'],
  ['details', 'Your details'],
] as const;

/** A tenant's portal (PORTAL.md "What a tenant sees and does"): what they owe first, then paying, the statement, repairs. */
export function TenantHome({ me }: { me: PortalMe }) {
  return (
    <PortalShell me={me} subtitle={`Your rents with ${me.company.name}`} sections={SECTIONS}>
      <RentsSection />
      <HowToPay me={me} reportWhere="below" />
      <TenantReportPayment />
      <ReportedPaymentsSection wide />
      <StatementSection intro="Rent, late fees and waivers, and your payments, with the balance after each." />
      <MaintenanceSection />
      <ContactDetails me={me} />
    </PortalShell>
  );
}

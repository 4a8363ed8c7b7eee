import { useState } from 'react';
import type { PortalRent } from '../../../shared/portal/types.ts';
import { formatDate, formatDateRange, formatMoney } from '../../../shared/domain/format.ts';
import { QueryState } from '../components/ui/QueryState.tsx';
import { SelectField } from '../components/ui/SelectField.tsx';
import { localToday } from '../lib/dates.ts';
import { downloadInvoice, usePortalRents } from './api.ts';
import { defaultInvoiceMonth, invoiceMonths, invoicePeriod, monthLabel } from './portal-rules.ts';
import { Facts, Section, StatusBadge } from './ui.tsx';

/** "Room 101, Sunrise House": how the portal names a rent. */
export const rentName = (rent: Pick<PortalRent, 'roomNumber' | 'buildingName'>) => `Room ${rent.roomNumber}, ${rent.buildingName}`;

/** The tenant's rents (current first): what is owed now above all, the terms, and each rent's invoice by month. */
export function RentsSection() {
  const rents = usePortalRents();
  return (
    <Section id="rents" title="Your rents" wide>
      <QueryState query={rents} errorText="Your rents could not be loaded." empty="You have no rents with this company.">
        {(list) => (
          <ul className="portal-cards">
            {list.map((rent) => (
              <li key={rent.rentId}>
                <RentCard rent={rent} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}

function RentCard({ rent }: { rent: PortalRent }) {
  const headingId = `rent-${rent.rentId}`;
  const owes = rent.balance > 0;
  return (
    <article className={`portal-card ${rent.isCurrent ? '' : 'portal-card-past'}`} aria-labelledby={headingId}>
      <div className="portal-card-head">
        <h3 id={headingId} className="portal-card-title">
          {rentName(rent)}
        </h3>
        <div className="portal-badges">
          <StatusBadge status={rent.status} />
          {rent.isCurrent ? null : <StatusBadge status="past" label="Past rent" />}
        </div>
      </div>
      <p className="muted portal-address">{rent.address}</p>
      <div className={`portal-balance ${owes ? 'portal-balance-owed' : ''}`}>
        <span className="portal-balance-label">Balance now</span>
        <span className="portal-balance-amount numeric">{formatMoney(rent.balance)}</span>
        {rent.nextDueDate ? <span className="portal-balance-next">Next due {formatDate(rent.nextDueDate)}</span> : null}
      </div>
      <Facts
        items={[
          ['Rent', `${formatMoney(rent.rentPrice)} ${rent.rentType}`],
          ['Deposit', formatMoney(rent.deposit)],
          ['Period', formatDateRange(rent.startDate, rent.endDate)],
          rent.checkoutDate ? ['Moved out', formatDate(rent.checkoutDate)] : null,
        ]}
      />
      <RentInvoice rent={rent} />
    </article>
  );
}

/** A month's rent invoice (the month cut to the rent's days), as a PDF through a short-lived link. */
function RentInvoice({ rent }: { rent: PortalRent }) {
  const today = localToday();
  const months = invoiceMonths(rent, today);
  const [month, setMonth] = useState(() => defaultInvoiceMonth(months, today));
  const [busy, setBusy] = useState(false);
  if (months.length === 0) return null;

  async function onDownload() {
    setBusy(true);
    try {
      await downloadInvoice({ rentId: rent.rentId, ...invoicePeriod(month, rent, today) });
    } catch {
      // the client showed why
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="portal-invoice">
      <SelectField
        label="Invoice month"
        name="invoice-month"
        value={month}
        onChange={setMonth}
        options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
      />
      <button type="button" className="btn btn-secondary" onClick={() => void onDownload()} disabled={busy}>
        {busy ? 'Preparing...' : 'Download invoice'}
        <span className="visually-hidden"> for {rentName(rent)}</span>
      </button>
    </div>
  );
}

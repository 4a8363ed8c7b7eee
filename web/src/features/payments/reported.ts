/**
 * The pure rules of the Reported payments screen (PORTAL.md "The company's side") and its sidebar badge: which status
 * the address asks for, where a row's person and record link to, what the confirmation asks for. Tested in node
 * (tests/unit/web-reported-payments.test.ts).
 */
import { formatDate, formatDateTime, formatMoney } from '../../../../shared/domain/format.ts';
import type { ReportedPayment, ReportedPaymentCounts, ReportedStatus } from '../../../../shared/portal/types.ts';
import { inventoryArea, paths } from '../../config/paths.ts';

/** The tabs, in the order a decision moves a payment. */
export const REPORTED_TABS: readonly { status: ReportedStatus; label: string }[] = [
  { status: 'reported', label: 'Reported' },
  { status: 'confirmed', label: 'Confirmed' },
  { status: 'declined', label: 'Declined' },
];

/** The status a `?status=` asks for: the awaiting ones unless it names another one (a hand-typed address may not). */
export function reportedStatusOf(param: string | null): ReportedStatus {
  return REPORTED_TABS.find((tab) => tab.status === param)?.status ?? 'reported';
}

export const statusLabel = (status: ReportedStatus): string => REPORTED_TABS.find((tab) => tab.status === status)?.label ?? status;

/**
 * The sidebar badge: how many payments await a decision, of the kinds the account may decide; null hides it. More
 * than 99 shows as "99+" so the badge keeps its size; the accessible name keeps the real figure.
 */
export function awaitingBadge(counts: ReportedPaymentCounts | undefined): { shown: string; label: string } | null {
  const total = (counts?.rent ?? 0) + (counts?.sales ?? 0);
  if (total <= 0) return null;
  return { shown: total > 99 ? '99+' : String(total), label: `${total} awaiting` };
}

/**
 * Which app's address the sidebar's one Reported payments link opens: the app being used when the account has it
 * (so the link shows as the current page there), otherwise the one it has.
 */
export function reportedPageFor(pathname: string, apps: { rent: boolean; inventory: boolean }): string | null {
  const inInventory = pathname === inventoryArea.pattern || pathname.startsWith(`${inventoryArea.pattern}/`);
  if (apps.inventory && (inInventory || !apps.rent)) return paths.inventory.reportedPayments.href();
  if (apps.rent) return paths.rent.reportedPayments.href();
  return null;
}

/**
 * The person's page: a tenant's own page; a customer has no page of their own (the customers' list opens each one in
 * a dialog), so the list.
 */
export const personHref = (row: Pick<ReportedPayment, 'kind' | 'personId'>): string =>
  row.kind === 'rent' ? paths.rent.tenant.href(row.personId) : paths.inventory.customers.href();

/** What the payment is for, as a link where the record has a page (an order); a rent's room shows on the tenant's page. */
export const recordHref = (row: Pick<ReportedPayment, 'kind' | 'orderId'>): string | null =>
  row.kind === 'sales' && row.orderId !== null ? paths.inventory.salesOrder.href(row.orderId) : null;

/** Confirming a rent payment records money on a rent, which takes the master password (as paying does); a sale's does not. */
export const needsMasterPassword = (row: Pick<ReportedPayment, 'kind'>): boolean => row.kind === 'rent';

/** The one line the confirm and decline dialogs show about the payment they decide. */
export function reportedSummary(row: Pick<ReportedPayment, 'personName' | 'what' | 'amount' | 'date' | 'method' | 'reference'>): string {
  return `${row.personName} · ${row.what}: ${formatMoney(row.amount)} paid on ${formatDate(row.date)}, ${row.method}, reference ${row.reference}.`;
}

/** When a payment was reported, as the list shows it: the day, and the time of day beside it (the viewer's). */
export function reportedWhen(iso: string): { day: string; time: string } {
  const [day = 'N/A', time = ''] = formatDateTime(iso).split(', ');
  return { day, time };
}

/** What the list says when a tab has no rows. */
export const emptyText = (status: ReportedStatus): string =>
  status === 'reported'
    ? 'No payments await a decision. Tenants and customers report payments from the portal.'
    : status === 'confirmed'
      ? 'No reported payments have been confirmed yet.'
      : 'No reported payments have been declined.';

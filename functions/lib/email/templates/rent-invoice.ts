/**
 * The rent invoice email (AUTOMATION.md "Rent collection", Billing): sent on a period's due date with a stable link to
 * the period's invoice. The company's name is the sender's name; dates en-GB, amounts in `$`.
 */
import { formatCents, formatDate, formatDateRange } from '../../../../shared/domain/format.ts';
import { renderEmail } from '../layout.ts';
import type { EmailMessage } from '../send.ts';

/** What a rent email tells the tenant about one period. */
export interface RentPeriodEmail {
  to: string;
  companyName: string;
  tenantName: string;
  /** "Room 12 · Building 7": where the rent is (the audit label, the same in every email). */
  unit: string;
  periodStart: string;
  periodEnd: string;
  periodRentCents: number;
  /**
   * The invoice the link opens, which asks for what the email does: its number, the range it covers (every period and
   * fee unpaid, shared/rent/invoice-rules.ts outstandingInvoiceRange), its balance and the late fees in it.
   */
  invoice: { number: string; from: string; to: string; balanceCents: number; feesCents: number };
  /** Absolute URL of the stable invoice link (never a presigned S3 URL). */
  invoiceUrl: string;
}

/** "01/12/2026 to 07/12/2026"; a one-day period (a Daily rent's) as its one date. */
export const periodText = (e: Pick<RentPeriodEmail, 'periodStart' | 'periodEnd'>) => formatDateRange(e.periodStart, e.periodEnd);

/** The rows every rent email shows. */
export const rentPeriodRows = (e: RentPeriodEmail): Array<[string, string]> => [
  ['Unit', e.unit],
  ['Period', periodText(e)],
  ['Due date', formatDate(e.periodStart)],
  ['Rent for the period', formatCents(e.periodRentCents)],
  [
    'Invoice',
    e.invoice.from === e.periodStart && e.invoice.to === e.periodEnd
      ? e.invoice.number
      : `${e.invoice.number} (${formatDateRange(e.invoice.from, e.invoice.to)})`,
  ],
  ...(e.invoice.feesCents > 0 ? [['Late fees', formatCents(e.invoice.feesCents)] as [string, string]] : []),
  [e.invoice.feesCents > 0 ? 'Amount due (incl. late fees)' : 'Amount due', formatCents(e.invoice.balanceCents)],
];

export function rentInvoiceEmail(e: RentPeriodEmail): EmailMessage {
  const subject = `Rent invoice for ${periodText(e)}`;
  const body = renderEmail({
    companyName: e.companyName,
    heading: subject,
    paragraphs: [
      `Dear ${e.tenantName},`,
      `Your rent for ${periodText(e)} is due today, ${formatDate(e.periodStart)}. Your invoice is ready.`,
    ],
    rows: rentPeriodRows(e),
    action: { label: 'View invoice', href: e.invoiceUrl },
    footer: 'If you have already paid, thank you: please ignore this email.',
  });
  return { to: e.to, subject, senderName: e.companyName, ...body };
}

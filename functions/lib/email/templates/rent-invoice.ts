/**
 * The rent invoice email (AUTOMATION.md "Rent collection", Billing): sent on a period's due date with a stable link to
 * the period's invoice. The company's name is the sender's name; dates en-GB, amounts in `$`.
 */
import { formatCents, formatDate } from '../../../../shared/domain/format.ts';
import { renderEmail } from '../layout.ts';
import type { EmailMessage } from '../send.ts';

/** What a rent email tells the tenant about one period. */
export interface RentPeriodEmail {
  to: string;
  companyName: string;
  tenantName: string;
  /** "Sea View, room 12": where the rent is. */
  unit: string;
  periodStart: string;
  periodEnd: string;
  periodRentCents: number;
  /** Rent owed + late fees − paid, by the due date (or today, if later). */
  amountDueCents: number;
  /** Absolute URL of the stable invoice link (never a presigned S3 URL). */
  invoiceUrl: string;
}

export const periodText = (e: Pick<RentPeriodEmail, 'periodStart' | 'periodEnd'>) =>
  `${formatDate(e.periodStart)} to ${formatDate(e.periodEnd)}`;

/** The rows every rent email shows. */
export const rentPeriodRows = (e: RentPeriodEmail): Array<[string, string]> => [
  ['Unit', e.unit],
  ['Period', periodText(e)],
  ['Due date', formatDate(e.periodStart)],
  ['Rent for the period', formatCents(e.periodRentCents)],
  ['Amount due (incl. late fees)', formatCents(e.amountDueCents)],
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

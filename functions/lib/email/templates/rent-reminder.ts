/**
 * Rent reminders (AUTOMATION.md "Rent collection", Reminders): before a period's due date, on the days after it while
 * unpaid, and when staff press Send reminder now. Same rows and invoice link as the invoice email.
 */
import { formatDate } from '../../../../shared/domain/format.ts';
import { isBefore } from '../../../../shared/domain/dates.ts';
import { renderEmail } from '../layout.ts';
import type { EmailMessage } from '../send.ts';
import { periodText, rentPeriodRows, type RentPeriodEmail } from './rent-invoice.ts';

/** `today`: the company's local date, to say "due on" (ahead) or "overdue since" (passed). */
export function rentReminderEmail(e: RentPeriodEmail, today: string): EmailMessage {
  const ahead = isBefore(today, e.periodStart);
  const subject = ahead
    ? `Rent reminder: due on ${formatDate(e.periodStart)}`
    : e.periodStart === today
      ? `Rent reminder: due today, ${formatDate(e.periodStart)}`
      : `Rent reminder: unpaid since ${formatDate(e.periodStart)}`;
  const lead = ahead
    ? `This is a reminder that your rent for ${periodText(e)} is due on ${formatDate(e.periodStart)}.`
    : `Our records show that your rent for ${periodText(e)}, due on ${formatDate(e.periodStart)}, is not fully paid.`;
  const body = renderEmail({
    companyName: e.companyName,
    heading: subject,
    paragraphs: [`Dear ${e.tenantName},`, lead],
    rows: rentPeriodRows(e),
    action: { label: 'View invoice', href: e.invoiceUrl },
    footer: 'If you have already paid, thank you: please ignore this email.',
  });
  return { to: e.to, subject, senderName: e.companyName, ...body };
}

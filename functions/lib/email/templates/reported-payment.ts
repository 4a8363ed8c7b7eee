/** What became of a payment a tenant or customer reported in the portal (PORTAL.md "report-payment"). */
import { formatCents, formatDate } from '../../../../shared/domain/format.ts';
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';

export interface ReportedPaymentEmailInput {
  to: string;
  personName: string;
  companyName: string;
  decision: 'confirmed' | 'declined';
  amountCents: number;
  reference: string;
  /** The day the person said they paid (yyyy-mm-dd). */
  paidOn: string;
  /** When it was confirmed or declined (ISO). */
  decidedAt: string;
  /** `Room 101 · Riverside` or `SO-00012`. */
  what: string;
  /** Why it was declined. */
  reason: string | null;
}

export function reportedPaymentEmail(input: ReportedPaymentEmailInput): EmailMessage {
  const amount = formatCents(input.amountCents);
  const confirmed = input.decision === 'confirmed';
  const rows: Array<[string, string]> = [
    ['For', input.what],
    ['Amount', amount],
    ['Reference', input.reference],
    ['Paid on', formatDate(input.paidOn)],
  ];
  if (!confirmed) rows.push(['Reason', input.reason ?? '']);
  const body = renderEmail({
    companyName: input.companyName,
    heading: confirmed ? 'Your payment is recorded' : 'We could not confirm your payment',
    paragraphs: [
      `Hello ${input.personName},`,
      confirmed
        ? `We have recorded your payment of ${amount} (ref ${input.reference}) on ${formatDate(input.decidedAt)}.`
        : `We could not confirm the payment of ${amount} (ref ${input.reference}) you reported: ${input.reason ?? ''}`,
      confirmed
        ? 'What you owe in the portal already takes it into account.'
        : 'If you did make this payment, please contact us, or report it again with the right details.',
    ],
    rows,
    action: { label: 'Open your portal', href: appUrl('/portal') },
  });
  return {
    to: input.to,
    subject: confirmed ? `Payment of ${amount} recorded` : `Reported payment of ${amount} declined`,
    senderName: input.companyName,
    ...body,
  };
}

/**
 * The invoice email staff send from the print/share dialogs (AUTOMATION.md "Rent collection"): a rent invoice to its
 * tenant or a sales invoice to its customer, as a new invoice link (the public invoice page, which opens the PDF
 * without an account). The company's name as the sender, en-GB dates and `$` amounts.
 */
import type { IsoDate } from '../../../../shared/domain/dates.ts';
import { formatCents, formatDate, formatDateRange } from '../../../../shared/domain/format.ts';
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';

/** The send record's `kind` (functions/lib/email/send-once.ts). */
export const INVOICE_LINK_EMAIL_KIND = 'invoice-link';

/** What the invoice is: a rent's periods in a range, or a sales invoice of an order. */
export type InvoiceFacts =
  | { kind: 'rent'; unit: string; period: { from: IsoDate; to: IsoDate }; balanceCents: number }
  | { kind: 'sales'; orderNumber: string; invoiceDate: IsoDate; dueDate: IsoDate; dueCents: number };

export interface InvoiceLinkEmail {
  to: string;
  companyName: string;
  /** The tenant's or the customer's name, for the greeting (may be empty). */
  recipientName: string;
  invoiceNumber: string;
  facts: InvoiceFacts;
  /** The link's same-origin path (`/api/public/invoices/<token>`). */
  linkPath: string;
  /** ISO instant: the link stops working then. */
  expiresAt: string;
}

export function invoiceLinkEmail(e: InvoiceLinkEmail): EmailMessage {
  const { facts } = e;
  const rows: Array<[string, string]> =
    facts.kind === 'rent'
      ? [
          ['Invoice', e.invoiceNumber],
          ['Unit', facts.unit],
          ['Period', formatDateRange(facts.period.from, facts.period.to)],
          ['Balance due', formatCents(facts.balanceCents)],
        ]
      : [
          ['Invoice', e.invoiceNumber],
          ['Order', facts.orderNumber],
          ['Invoice date', formatDate(facts.invoiceDate)],
          ['Due date', formatDate(facts.dueDate)],
          ['Amount due', formatCents(facts.dueCents)],
        ];
  const what = facts.kind === 'rent' ? 'your rent invoice' : 'your invoice';
  const greeting = e.recipientName.trim() ? `Hello ${e.recipientName.trim()},` : 'Hello,';
  const body = renderEmail({
    companyName: e.companyName,
    heading: `Invoice ${e.invoiceNumber}`,
    paragraphs: [greeting, `${e.companyName} has sent you ${what}. Open it with the link below: no account is needed.`],
    rows,
    action: { label: 'View the invoice (PDF)', href: appUrl(e.linkPath) },
    footer: `The link works until ${formatDate(e.expiresAt)}.`,
  });
  return { to: e.to, subject: `Invoice ${e.invoiceNumber} from ${e.companyName}`, senderName: e.companyName, ...body };
}

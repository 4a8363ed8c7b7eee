/**
 * The owner's monthly statement email (INSIGHTS.md "The owner's monthly statement"): sent on the company's local 1st
 * with last month's statement as a PDF attached by link (the invoice link rules: a signed, expiring link to the
 * public invoice route, never a presigned S3 URL), and the month's totals in the body so the owner sees them at once.
 */
import { formatCents, formatDate } from '../../../../shared/domain/format.ts';
import { monthLabel } from '../../../../shared/domain/format.ts';
import type { Month } from '../../../../shared/insights/months.ts';
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';

/** The send record's `kind` (functions/lib/email/send-once.ts). */
export const MONTHLY_STATEMENT_EMAIL_KIND = 'monthly-statement';

export interface MonthlyStatementEmail {
  to: string;
  companyName: string;
  ownerName: string;
  month: Month;
  /** The month's totals over every building (null without the rent app) and every warehouse (null without inventory). */
  rent: { incomeCents: number; netCents: number; arrearsCents: number } | null;
  inventory: { salesCents: number; marginCents: number; stockValueCents: number } | null;
  /** The link's same-origin path (`/api/public/invoices/<token>`). */
  linkPath: string;
  /** ISO instant: the link stops working then. */
  expiresAt: string;
}

export function monthlyStatementEmail(e: MonthlyStatementEmail): EmailMessage {
  const month = monthLabel(e.month);
  const rows: Array<[string, string]> = [
    ...(e.rent
      ? ([
          ['Rent income and fees', formatCents(e.rent.incomeCents)],
          ['Net after maintenance', formatCents(e.rent.netCents)],
          ['Arrears owed today', formatCents(e.rent.arrearsCents)],
        ] as Array<[string, string]>)
      : []),
    ...(e.inventory
      ? ([
          ['Sales', formatCents(e.inventory.salesCents)],
          ['Gross margin', formatCents(e.inventory.marginCents)],
          ['Stock value at month end', formatCents(e.inventory.stockValueCents)],
        ] as Array<[string, string]>)
      : []),
  ];
  // the parts the account's apps give: a company with one app hears of that one only
  const parts = [e.rent && 'per building', e.inventory && 'per warehouse'].filter(Boolean).join(' and ') || 'the statement';
  const greeting = e.ownerName.trim() ? `Hello ${e.ownerName.trim()},` : 'Hello,';
  const body = renderEmail({
    companyName: e.companyName,
    heading: `Statement for ${month}`,
    paragraphs: [greeting, `Here is how ${month} went for ${e.companyName}: ${parts} in the PDF, the totals below.`],
    rows,
    action: { label: 'Open the statement (PDF)', href: appUrl(e.linkPath) },
    footer: `The link works until ${formatDate(e.expiresAt)}. The statement of any month can be downloaded from the Insights pages.`,
  });
  return { to: e.to, subject: `${e.companyName}: statement for ${month}`, senderName: e.companyName, ...body };
}

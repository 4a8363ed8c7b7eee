/**
 * The links the monthly statement's email carries (INSIGHTS.md: "as a PDF attached by link (the invoice link rules)"):
 * records under the insights partition, opened by the public invoice route like a tenant's or a customer's invoice
 * link (the token's kind `statement`). No PDF rendering and no email here: the public route bundles this module.
 */
import type { LinkedInvoices } from '../../lib/invoice-links.ts';
import * as insightKeys from '../keys.ts';

/** The statement's PDF opens under this name (one name for every month: the PDF itself names its month). */
export const STATEMENT_LINK_FILE_NAME = 'Monthly_Statement.pdf';

/** Statement links, for the public route (the token's kind `statement`). */
export const statementLinks: LinkedInvoices = { key: insightKeys.statementLink, fileName: STATEMENT_LINK_FILE_NAME };

/** Where a month's emailed statement PDF is stored in the invoice bucket (one object per company and month). */
export function statementObjectKey(companyId: string, month: string): string {
  const safe = (part: string) => part.replace(/[^A-Za-z0-9._-]/g, '_');
  return `${safe(companyId)}/monthly-statements/${safe(month)}.pdf`;
}

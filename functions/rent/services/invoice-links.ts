/**
 * The light half of rent invoices: signed URLs for stored PDFs, and share links (list, revoke; opening one is
 * ../../lib/invoice-links.ts's). No PDF rendering here, so the public link route and the list and revoke routes
 * bundle without pdf-lib.
 */
import { RENT_INVOICE_FILE_NAME, type InvoiceLinkListQuery, type RentInvoiceLinkRow } from '../../../shared/rent/invoice-schemas.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { isConditionFailed } from '../../lib/dynamo/transact.ts';
import { notFound } from '../../lib/errors.ts';
import { DOWNLOAD_URL_SECONDS, linkRow, PDF_TYPE, type LinkedInvoices } from '../../lib/invoice-links.ts';
import { signedInvoiceUrl, type SignedDownload } from '../../lib/s3.ts';
import type { Identity } from '../../lib/tokens.ts';
import { rentLabel } from '../audit.ts';
import { getInvoiceLink, listInvoiceLinksOfRent, revokeInvoiceLink } from '../data/invoice-links.ts';
import { getRent } from '../data/rents.ts';
import { parseRentId } from '../ids.ts';
import * as rentKeys from '../keys.ts';

/** Tenant links, for the public route (the token's kind `rent`). */
export const rentInvoiceLinks: LinkedInvoices = { key: rentKeys.invoiceLink, fileName: RENT_INVOICE_FILE_NAME };

/** A stored rent invoice as a 5-minute URL: saved as Sales_Invoice.pdf (attachment) or shown in the browser (inline). */
export function signedRentInvoiceUrl(objectKey: string, disposition: 'attachment' | 'inline', now = new Date()): Promise<SignedDownload> {
  return signedInvoiceUrl(
    objectKey,
    { expiresInSeconds: DOWNLOAD_URL_SECONDS, disposition, fileName: RENT_INVOICE_FILE_NAME, contentType: PDF_TYPE },
    now,
  );
}

/**
 * Revokes a link, with its entry under the link's rent; revoking a revoked link is fine and changes nothing (no
 * entry). A link whose rent was deleted since is named by its rent id.
 */
export async function revokeRentInvoiceLink(audit: AuditContext, linkId: string, now = new Date()): Promise<void> {
  const { companyId } = audit;
  const link = await getInvoiceLink(companyId, linkId);
  if (!link) throw notFound(RENT_MESSAGES.invoiceLinkNotFound);
  if (link.revoked) return;
  const ref = parseRentId(link.rentId);
  const rent = ref ? await getRent(companyId, ref) : null;
  const entry = auditOp(
    audit,
    {
      kind: 'rent',
      recordId: link.rentId,
      recordLabel: rent ? rentLabel(rent) : link.rentId,
      changes: [{ field: 'invoiceLink', before: linkId, after: 'revoked' }],
    },
    now,
  );
  try {
    await revokeInvoiceLink(companyId, linkId, now.toISOString(), entry);
  } catch (err) {
    if (!isConditionFailed(err, 'link')) throw err;
    // revoked meanwhile (fine, by the other request's entry), or gone
    if (!(await getInvoiceLink(companyId, linkId))?.revoked) throw notFound(RENT_MESSAGES.invoiceLinkNotFound);
  }
}

/**
 * A rent's tenant links, newest first, one page: 404 `Rent not found` for an id that does not parse, an unknown
 * or deleted rent, or another company's (the rent is read first: one GetItem, then one Query on gsi1).
 */
export async function listRentInvoiceLinks(
  identity: Identity,
  query: InvoiceLinkListQuery,
  now = new Date(),
): Promise<{ rows: RentInvoiceLinkRow[]; nextCursor: string | null }> {
  const ref = parseRentId(query.rent_id);
  const rent = ref ? await getRent(identity.companyId, ref) : null;
  if (!rent) throw notFound(RENT_MESSAGES.rentNotFound);
  const { items, nextCursor } = await listInvoiceLinksOfRent(identity.companyId, rent.rentId, query);
  const rows = items.map((link) => linkRow(link, now));
  return { rows, nextCursor };
}

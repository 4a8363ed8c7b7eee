/**
 * The light half of rent invoices: signed URLs for stored PDFs, and share links (open, list, revoke). No PDF
 * rendering here, so the public link route and the list and revoke routes bundle without pdf-lib.
 */
import {
  RENT_INVOICE_FILE_NAME,
  type InvoiceLinkListQuery,
  type InvoiceLinkStatus,
  type RentInvoiceLinkRow,
} from '../../../shared/rent/invoice-schemas.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { isConditionFailed, mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { notFound } from '../../lib/errors.ts';
import { InvoiceLinkTokenError, verifyInvoiceLinkToken } from '../../lib/invoice-link-tokens.ts';
import { signedInvoiceUrl, type SignedDownload } from '../../lib/s3.ts';
import type { Identity } from '../../lib/tokens.ts';
import { getInvoiceLink, listInvoiceLinksOfRent, markInvoiceLinkOpened, revokeInvoiceLink } from '../data/invoice-links.ts';
import { getRent } from '../data/rents.ts';
import { parseRentId } from '../ids.ts';
import type { InvoiceLinkRecord } from '../records.ts';

export const PDF_TYPE = 'application/pdf';
/** Presigned URLs live this long: enough to start a download, too short to be worth forwarding. */
export const DOWNLOAD_URL_SECONDS = 5 * 60;
/** Where a share link is served; the web app prefixes its own origin. */
export const PUBLIC_INVOICE_PATH = '/api/public/invoices/';

/** A stored rent invoice as a 5-minute URL: saved as Sales_Invoice.pdf (attachment) or shown in the browser (inline). */
export function signedRentInvoiceUrl(objectKey: string, disposition: 'attachment' | 'inline', now = new Date()): Promise<SignedDownload> {
  return signedInvoiceUrl(
    objectKey,
    { expiresInSeconds: DOWNLOAD_URL_SECONDS, disposition, fileName: RENT_INVOICE_FILE_NAME, contentType: PDF_TYPE },
    now,
  );
}

export async function revokeRentInvoiceLink(identity: Identity, linkId: string, now = new Date()): Promise<void> {
  try {
    await revokeInvoiceLink(identity.companyId, linkId, now.toISOString());
  } catch (err) {
    throw mapConditionFailed(err, { link: notFound(RENT_MESSAGES.invoiceLinkNotFound) });
  }
}

/** Revoked wins over expired: the sender's decision is what the list should say. */
export function invoiceLinkStatus(link: Pick<InvoiceLinkRecord, 'revoked' | 'linkExpiresAt'>, now = new Date()): InvoiceLinkStatus {
  if (link.revoked) return 'Revoked';
  return Date.parse(link.linkExpiresAt) <= now.getTime() ? 'Expired' : 'Active';
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
  const rows = items.map((link) => ({
    linkId: link.linkId,
    createdAt: link.createdAt,
    expiresAt: link.linkExpiresAt,
    openedAt: link.openedAt ?? null,
    revokedAt: link.revoked ? (link.revokedAt ?? null) : null,
    status: invoiceLinkStatus(link, now),
  }));
  return { rows, nextCursor };
}

export type PublicInvoiceOutcome =
  | { readonly kind: 'redirect'; readonly url: string }
  /** A link we issued that no longer works: expired or revoked (410). */
  | { readonly kind: 'gone' }
  /** Not a link we issued, or one whose record is gone (404). */
  | { readonly kind: 'unknown' };

/**
 * Opens a share link: the token says which company and link (nothing from the request is trusted beyond
 * it), the record says whether it still works, and a fresh presigned URL shows the PDF in the browser.
 */
export async function openPublicInvoice(token: string, now = new Date()): Promise<PublicInvoiceOutcome> {
  let claims;
  try {
    claims = await verifyInvoiceLinkToken(token, now);
  } catch (err) {
    if (err instanceof InvoiceLinkTokenError) return { kind: err.reason === 'expired' ? 'gone' : 'unknown' };
    throw err;
  }
  const link = await getInvoiceLink(claims.companyId, claims.linkId);
  if (!link) return { kind: 'unknown' };
  if (invoiceLinkStatus(link, now) !== 'Active') return { kind: 'gone' };
  const [download] = await Promise.all([signedRentInvoiceUrl(link.objectKey, 'inline', now), link.openedAt ? null : opened(link, now)]);
  return { kind: 'redirect', url: download.url };
}

/** The first opening is recorded for the sender's list (one write, never again for this link). */
async function opened(link: InvoiceLinkRecord, now: Date): Promise<void> {
  try {
    await markInvoiceLinkOpened(link.companyId, link.linkId, now.toISOString());
  } catch (err) {
    // removed meanwhile (TTL): nothing to record, and the tenant still gets the PDF they were entitled to a moment ago
    if (!isConditionFailed(err, 'link')) throw err;
  }
}

/**
 * The light half of rent invoices: signed URLs for stored PDFs, and share links (open, revoke). No PDF
 * rendering here, so the public link route and the revoke route bundle without pdf-lib.
 */
import { RENT_INVOICE_FILE_NAME } from '../../../shared/rent/invoice-schemas.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { notFound } from '../../lib/errors.ts';
import { InvoiceLinkTokenError, verifyInvoiceLinkToken } from '../../lib/invoice-link-tokens.ts';
import { signedInvoiceUrl, type SignedDownload } from '../../lib/s3.ts';
import type { Identity } from '../../lib/tokens.ts';
import { getInvoiceLink, revokeInvoiceLink } from '../data/invoice-links.ts';

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
  if (link.revoked || Date.parse(link.linkExpiresAt) <= now.getTime()) return { kind: 'gone' };
  return { kind: 'redirect', url: (await signedRentInvoiceUrl(link.objectKey, 'inline', now)).url };
}

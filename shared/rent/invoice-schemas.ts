import * as z from 'zod/mini';
import { isAfter, isIsoDate } from '../domain/dates.ts';
import { idField, isoDateField, pageQueryFields, requiredText } from '../schemas/common.ts';
import { INVOICE_LINK_DAYS } from './limits.ts';
import * as RENT_MESSAGES from './messages.ts';

/**
 * Print Rent Invoice (spec §3 "Invoice print payload", §5 "Print invoice"). Fields are checked in the
 * spec's order: the rent first, then both dates, then their order. Whether the range lies inside the
 * rent period needs the rent itself, so that check (422) happens after it is loaded.
 */
// A malformed date is as good as an empty field to the person filling the form.
const invoiceDate = /* @__PURE__ */ isoDateField(RENT_MESSAGES.invoiceFillAll);

const invoiceRange = {
  currentRentId: /* @__PURE__ */ requiredText(RENT_MESSAGES.invoiceNoCurrentRent, 200),
  startDate: invoiceDate,
  endDate: invoiceDate,
};

/** Only judged on two real dates; a bad date has already been reported as an empty field. */
const startNotAfterEnd = (value: { startDate: string; endDate: string }) =>
  !isIsoDate(value.startDate) || !isIsoDate(value.endDate) || !isAfter(value.startDate, value.endDate);

export const printRentInvoiceSchema = /* @__PURE__ */ (() =>
  z.object(invoiceRange).check(z.refine(startNotAfterEnd, { error: RENT_MESSAGES.invoiceStartAfterEnd, path: ['startDate'] })))();
export type PrintRentInvoiceInput = z.output<typeof printRentInvoiceSchema>;

export const createRentInvoiceLinkSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ...invoiceRange,
      expiresInDays: z.pipe(
        z.nullish(
          z.number({ error: RENT_MESSAGES.invoiceLinkExpiry }).check(
            z.refine((days) => Number.isInteger(days), { error: RENT_MESSAGES.invoiceLinkExpiry }),
            z.gte(INVOICE_LINK_DAYS.min, { error: RENT_MESSAGES.invoiceLinkExpiry }),
            z.lte(INVOICE_LINK_DAYS.max, { error: RENT_MESSAGES.invoiceLinkExpiry }),
          ),
        ),
        z.transform((days: number | null | undefined) => days ?? INVOICE_LINK_DAYS.default),
      ),
    })
    .check(z.refine(startNotAfterEnd, { error: RENT_MESSAGES.invoiceStartAfterEnd, path: ['startDate'] })))();
export type CreateRentInvoiceLinkInput = z.output<typeof createRentInvoiceLinkSchema>;

export const invoiceLinkIdQuery = /* @__PURE__ */ (() =>
  z.object({
    id: requiredText(RENT_MESSAGES.invoiceLinkIdRequired, 64),
  }))();
export type InvoiceLinkIdQuery = z.output<typeof invoiceLinkIdQuery>;

/** GET /api/payment/rent-invoice-links?rent_id=: a rent's tenant links, newest first, paged (?limit=&cursor=). */
export const invoiceLinkListQuery = /* @__PURE__ */ (() =>
  z.object({
    rent_id: idField(RENT_MESSAGES.rentIdMissing),
    ...pageQueryFields(),
  }))();
export type InvoiceLinkListQuery = z.output<typeof invoiceLinkListQuery>;

/** What a tenant link is now: usable, past its expiry, or withdrawn by the sender (revoked wins over expired). */
export type InvoiceLinkStatus = 'Active' | 'Expired' | 'Revoked';

/** One tenant link of a rent (timestamps are ISO). */
export interface RentInvoiceLinkRow {
  linkId: string;
  createdAt: string;
  expiresAt: string;
  /** When the tenant first opened the link; null while it has never been opened. */
  openedAt: string | null;
  /** When it was revoked; null while it is not. */
  revokedAt: string | null;
  status: InvoiceLinkStatus;
}

/** POST /api/payment/print/rent-invoice → 200 */
export interface PrintRentInvoiceResponse {
  message: typeof RENT_MESSAGES.invoiceGenerated;
  /** Presigned GET of the PDF, valid a few minutes; the browser saves it as `fileName`. */
  url: string;
  fileName: 'Sales_Invoice.pdf';
  expiresAt: string;
}

/** POST /api/payment/rent-invoice-link → 201 */
export interface CreateRentInvoiceLinkResponse {
  message: typeof RENT_MESSAGES.invoiceLinkCreated;
  linkId: string;
  /** Same-origin path; the web app prefixes window.location.origin to share it. */
  path: string;
  expiresAt: string;
}

export const RENT_INVOICE_FILE_NAME = 'Sales_Invoice.pdf';

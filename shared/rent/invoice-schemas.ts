import * as z from 'zod/mini';
import { isAfter, isIsoDate } from '../domain/dates.ts';
import { INVOICE_MESSAGES } from '../domain/invoice.ts';
import { requiredText } from './common.ts';

/**
 * Print Rent Invoice (spec §3 "Invoice print payload", §5 "Print invoice"). Fields are checked in the
 * spec's order: the rent first, then both dates, then their order. Whether the range lies inside the
 * rent period needs the rent itself, so that check (422) happens after it is loaded.
 */
const invoiceDate = z.string({ error: INVOICE_MESSAGES.fillAllFields }).check(
  z.trim(),
  // A malformed date is as good as an empty field to the person filling the form.
  z.refine((value) => isIsoDate(value), { error: INVOICE_MESSAGES.fillAllFields }),
);

const invoiceRange = {
  currentRentId: requiredText(INVOICE_MESSAGES.noCurrentRent, 200),
  startDate: invoiceDate,
  endDate: invoiceDate,
};

/** Only judged on two real dates; a bad date has already been reported as an empty field. */
const startNotAfterEnd = (value: { startDate: string; endDate: string }) =>
  !isIsoDate(value.startDate) || !isIsoDate(value.endDate) || !isAfter(value.startDate, value.endDate);

export const printRentInvoiceSchema = /* @__PURE__ */ (() =>
  z
  .object(invoiceRange)
  .check(z.refine(startNotAfterEnd, { error: INVOICE_MESSAGES.startAfterEnd, path: ['startDate'] })))();
export type PrintRentInvoiceInput = z.output<typeof printRentInvoiceSchema>;

export const INVOICE_LINK_DAYS = { min: 1, max: 90, default: 30 } as const;
const EXPIRY_MESSAGE = `Link expiry must be a whole number of days from ${INVOICE_LINK_DAYS.min} to ${INVOICE_LINK_DAYS.max}.`;

export const createRentInvoiceLinkSchema = /* @__PURE__ */ (() =>
  z
  .object({
    ...invoiceRange,
    expiresInDays: z.pipe(
      z.nullish(
        z.number({ error: EXPIRY_MESSAGE }).check(
          z.refine((days) => Number.isInteger(days), { error: EXPIRY_MESSAGE }),
          z.gte(INVOICE_LINK_DAYS.min, { error: EXPIRY_MESSAGE }),
          z.lte(INVOICE_LINK_DAYS.max, { error: EXPIRY_MESSAGE }),
        ),
      ),
      z.transform((days: number | null | undefined) => days ?? INVOICE_LINK_DAYS.default),
    ),
  })
  .check(z.refine(startNotAfterEnd, { error: INVOICE_MESSAGES.startAfterEnd, path: ['startDate'] })))();
export type CreateRentInvoiceLinkInput = z.output<typeof createRentInvoiceLinkSchema>;

export const invoiceLinkIdQuery = /* @__PURE__ */ (() =>
  z.object({
  id: requiredText('Invoice link id is required', 64),
}))();

/** POST /api/payment/print/rent-invoice → 200 */
export interface PrintRentInvoiceResponse {
  message: 'Invoice generated successfully';
  /** Presigned GET of the PDF, valid a few minutes; the browser saves it as `fileName`. */
  url: string;
  fileName: 'Sales_Invoice.pdf';
  expiresAt: string;
}

/** POST /api/payment/rent-invoice-link → 201 */
export interface CreateRentInvoiceLinkResponse {
  message: 'Invoice link created';
  linkId: string;
  /** Same-origin path; the web app prefixes window.location.origin to share it. */
  path: string;
  expiresAt: string;
}

export const RENT_INVOICE_FILE_NAME = 'Sales_Invoice.pdf';

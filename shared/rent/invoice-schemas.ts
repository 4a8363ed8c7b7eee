import * as z from 'zod/mini';
import { isAfter, isIsoDate } from '../domain/dates.ts';
import {
  emailToField,
  expiresInDaysField,
  linkIdQueryFor,
  type InvoiceEmailed,
  type InvoiceLinkCreated,
  type InvoiceLinkRow,
} from '../invoice-links.ts';
import { idField, isoDateField, pageQueryFields, requiredText } from '../schemas/common.ts';
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
      expiresInDays: expiresInDaysField(RENT_MESSAGES.invoiceLinkExpiry),
    })
    .check(z.refine(startNotAfterEnd, { error: RENT_MESSAGES.invoiceStartAfterEnd, path: ['startDate'] })))();
export type CreateRentInvoiceLinkInput = z.output<typeof createRentInvoiceLinkSchema>;

/**
 * POST /api/payment/rent-invoice-email (AUTOMATION.md "Rent collection"): a new tenant link, as the share call makes
 * one (same range checks, `expiresInDays` optional as there), emailed to `to` or else the tenant's email.
 */
export const emailRentInvoiceSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ...invoiceRange,
      expiresInDays: expiresInDaysField(RENT_MESSAGES.invoiceLinkExpiry),
      to: emailToField(),
    })
    .check(z.refine(startNotAfterEnd, { error: RENT_MESSAGES.invoiceStartAfterEnd, path: ['startDate'] })))();
export type EmailRentInvoiceInput = z.output<typeof emailRentInvoiceSchema>;

export const invoiceLinkIdQuery = /* @__PURE__ */ linkIdQueryFor(RENT_MESSAGES.invoiceLinkIdRequired);
export type InvoiceLinkIdQuery = z.output<typeof invoiceLinkIdQuery>;

/** GET /api/payment/rent-payments?rent_id=: a rent's payments, newest first (a rent's whole list, like its room's history). */
export const rentPaymentsQuery = /* @__PURE__ */ (() => z.object({ rent_id: idField(RENT_MESSAGES.rentIdMissing) }))();
export type RentPaymentsQuery = z.output<typeof rentPaymentsQuery>;

/** One payment of a rent, as its rental history card lists it (CORRECTIONS.md). */
export interface RentPaymentRow {
  /** `<rent id>-<reference hash>`: what a void names, and what the payment's audit entries file under. */
  id: string;
  /** When it was recorded (ISO instant). */
  created_at: string;
  paymentMethod: string;
  paymentReference: string;
  amount: number;
  voided: boolean;
  void_reason: string | null;
}

/** GET /api/payment/rent-invoice-links?rent_id=: a rent's tenant links, newest first, paged (?limit=&cursor=). */
export const invoiceLinkListQuery = /* @__PURE__ */ (() =>
  z.object({
    rent_id: idField(RENT_MESSAGES.rentIdMissing),
    ...pageQueryFields(),
  }))();
export type InvoiceLinkListQuery = z.output<typeof invoiceLinkListQuery>;

export type { InvoiceLinkStatus } from '../invoice-links.ts';
/** One tenant link of a rent. */
export type RentInvoiceLinkRow = InvoiceLinkRow;

/** POST /api/payment/print/rent-invoice → 200 */
export interface PrintRentInvoiceResponse {
  message: typeof RENT_MESSAGES.invoiceGenerated;
  /** Presigned GET of the PDF, valid a few minutes; the browser saves it as `fileName`. */
  url: string;
  fileName: 'Sales_Invoice.pdf';
  expiresAt: string;
}

/** POST /api/payment/rent-invoice-email → 201 */
export type EmailRentInvoiceResponse = InvoiceEmailed;

/** POST /api/payment/rent-invoice-link → 201 */
export type CreateRentInvoiceLinkResponse = InvoiceLinkCreated<typeof RENT_MESSAGES.invoiceLinkCreated>;

export const RENT_INVOICE_FILE_NAME = 'Sales_Invoice.pdf';

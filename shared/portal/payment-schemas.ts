/**
 * Reported payments' request schemas (PORTAL.md "report-payment", "The company's side"): the portal's report and the
 * company's list, confirm and decline. Builders and why zod/mini: shared/schemas/common.ts. Response types: ./types.ts.
 */
import * as z from 'zod/mini';
import { MAX_AMOUNT } from '../rent/limits.ts';
import { amountField, idField, isoDateField, pageQueryFields, preprocess, wholeNumberField } from '../schemas/common.ts';
import * as PORTAL_MESSAGES from './messages.ts';

/** How a tenant or customer says they paid. */
export const REPORTED_PAYMENT_METHODS = ['Bank transfer', 'Cash', 'Card', 'Cheque', 'Other'] as const;
export type ReportedPaymentMethod = (typeof REPORTED_PAYMENT_METHODS)[number];
export const REPORTED_STATUSES = ['reported', 'confirmed', 'declined'] as const;
export const MAX_REPORTED_REFERENCE = 100;
export const MAX_DECLINE_REASON = 300;

const text = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: message }));

/**
 * POST /api/portal/report-payment: a tenant's rent or a customer's order (exactly one), the amount (> 0, 2 decimals),
 * the day paid (not in the future: the service checks it against today), how, and the reference.
 */
export const reportPaymentSchema = /* @__PURE__ */ (() =>
  z
    .object({
      rentId: z.optional(text(PORTAL_MESSAGES.reportRentOrOrder, 200)),
      orderId: z.optional(wholeNumberField(PORTAL_MESSAGES.reportRentOrOrder, PORTAL_MESSAGES.orderNotFound, 1, 999_999_999)),
      amount: amountField(PORTAL_MESSAGES.reportAmount, { max: MAX_AMOUNT, exclusiveMin: true }),
      date: isoDateField(PORTAL_MESSAGES.reportDate),
      method: z.enum(REPORTED_PAYMENT_METHODS, { error: PORTAL_MESSAGES.reportMethod }),
      reference: text(PORTAL_MESSAGES.reportReference, MAX_REPORTED_REFERENCE),
    })
    .check(z.refine((b) => (b.rentId === undefined) !== (b.orderId === undefined), { error: PORTAL_MESSAGES.reportRentOrOrder })))();

/** GET /api/payment/reported?status=&limit=&cursor= (status: reported when absent or empty). */
export const reportedListQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    status: z.pipe(
      preprocess((v) => (v === '' ? undefined : v), z.optional(z.enum(REPORTED_STATUSES, { error: PORTAL_MESSAGES.reportedStatus }))),
      z.transform((v: (typeof REPORTED_STATUSES)[number] | undefined) => v ?? 'reported'),
    ),
    ...pageQueryFields(),
  }))();
export type ReportedListQuery = z.output<typeof reportedListQuerySchema>;

/** A reported payment's id as the list answers it (`<building>-<ULID>` or `<ULID>`); the service parses it (404 otherwise). */
const reportedIdField = () => idField(PORTAL_MESSAGES.reportedNotFound, 40);

/** POST /api/payment/reported/confirm: the master password is required for rent ones only (the service checks). */
export const confirmReportedSchema = /* @__PURE__ */ (() =>
  z.object({
    id: reportedIdField(),
    masterPassword: z.optional(
      z.string({ error: PORTAL_MESSAGES.confirmMasterPassword }).check(z.maxLength(128, { error: PORTAL_MESSAGES.confirmMasterPassword })),
    ),
  }))();

/** POST /api/payment/reported/decline */
export const declineReportedSchema = /* @__PURE__ */ (() =>
  z.object({ id: reportedIdField(), reason: text(PORTAL_MESSAGES.declineReason, MAX_DECLINE_REASON) }))();

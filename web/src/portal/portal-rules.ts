/**
 * The portal screens' pure rules (PORTAL.md): the statement's default period, the invoice months of a rent, the photo
 * checks made before an upload, a person choice's label, the report-payment and contact checks, and badge tones.
 * No React, no browser: tests/unit/portal-web.test.ts runs them in node.
 */
import { addDays, addMonths, isAfter, isIsoDate, type IsoDate } from '../../../shared/domain/dates.ts';
import { isPhoneNumber, PHONE_MESSAGE } from '../../../shared/domain/phone.ts';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import { MAX_REPORTED_REFERENCE, REPORTED_PAYMENT_METHODS, reportPaymentSchema } from '../../../shared/portal/payment-schemas.ts';
import type { PortalChoice, PortalKind, PortalRent, ReportPaymentBody, ReportedStatus } from '../../../shared/portal/types.ts';
import { invoiceableUntil } from '../../../shared/rent/invoice-rules.ts';
import { MAINTENANCE_MESSAGES, MAX_MAINTENANCE_PHOTOS } from '../../../shared/rent/maintenance.ts';
import { validate } from '../lib/validate.ts';

/* ---------- statement ---------- */

/** The longest statement the API gives (GET /api/portal/statement: at most 24 months). */
export const MAX_STATEMENT_MONTHS = 24;

const monthStart = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;
const monthEnd = (date: IsoDate): IsoDate => addDays(addMonths(monthStart(date), 1), -1);

/** The last 12 months to today, as the API takes them when none are given (the day after this day a year ago). */
export function defaultStatementPeriod(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(addMonths(today, -12), 1), to: today };
}

/** What is wrong with a statement period the person typed, or null (the API's own limits, checked before asking). */
export function statementPeriodProblem(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'Please enter both dates as dd/mm/yyyy';
  if (isAfter(from, to)) return PORTAL_MESSAGES.toBeforeFrom;
  if (isAfter(to, addDays(addMonths(from, MAX_STATEMENT_MONTHS), -1))) return PORTAL_MESSAGES.rangeTooLong;
  return null;
}

/* ---------- rent invoices ---------- */

/** '2026-03' → 'March 2026' (shared/domain/format.ts). */
export { monthLabel } from '../../../shared/domain/format.ts';

type InvoiceRent = Pick<PortalRent, 'startDate' | 'endDate' | 'checkoutDate'>;

/** How many months the invoice picker offers at most (newest first). */
export const MAX_INVOICE_MONTHS = 36;

/** The rent's last invoiceable day (the invoice rules: checkout, else its end, else today while overstaying). */
const lastInvoiceDay = (rent: InvoiceRent, today: IsoDate): IsoDate =>
  invoiceableUntil({ rentEnd: rent.endDate, checkoutDate: rent.checkoutDate, today });

/**
 * The months a rent's invoice can be asked for ('yyyy-mm', newest first): from its first month to its last invoiceable
 * one, but not past next month (an invoice ahead of paying, not a year of future ones).
 */
export function invoiceMonths(rent: InvoiceRent, today: IsoDate): string[] {
  if (!isIsoDate(rent.startDate) || !isIsoDate(rent.endDate)) return [];
  const nextMonth = monthStart(addMonths(monthStart(today), 1));
  const last = lastInvoiceDay(rent, today);
  let month = monthStart(isAfter(last, nextMonth) ? nextMonth : last);
  const first = monthStart(rent.startDate);
  if (isAfter(first, month)) month = first;
  const months: string[] = [];
  while (!isAfter(first, month) && months.length < MAX_INVOICE_MONTHS) {
    months.push(month.slice(0, 7));
    month = addMonths(month, -1);
  }
  return months;
}

/** The month the picker starts on: this month when the rent has it, else the nearest one (a past rent's last month). */
export function defaultInvoiceMonth(months: readonly string[], today: IsoDate): string {
  const current = today.slice(0, 7);
  if (months.includes(current)) return current;
  return months.find((m) => m < current) ?? months.at(-1) ?? current;
}

/** A month's invoice period within the rent: the month, cut to the rent's first and last invoiceable days. */
export function invoicePeriod(month: string, rent: InvoiceRent, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const start = `${month}-01`;
  const end = monthEnd(start);
  const last = lastInvoiceDay(rent, today);
  return { from: isAfter(rent.startDate, start) ? rent.startDate : start, to: isAfter(end, last) ? last : end };
}

/* ---------- maintenance photos ---------- */

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS = MAX_MAINTENANCE_PHOTOS;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

type PickedFile = { name: string; type: string; size: number };

/** Why one picked file cannot be a photo of the request, or null (the upload URL's rules: JPEG, PNG or WebP, ≤ 5 MB). */
export function photoProblem(file: PickedFile): string | null {
  const name = file.name || 'The file';
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return `${name} is not a JPEG, PNG or WebP photo`;
  if (file.size === 0) return `${name} is empty`;
  if (file.size > MAX_PHOTO_BYTES) return `${name} is larger than 5 MB`;
  return null;
}

/** The picked files that may be uploaded (in order, up to the 5 a request holds) and why the others were left out. */
export function pickPhotos<F extends PickedFile>(files: readonly F[], alreadyChosen: number): { accepted: F[]; problems: string[] } {
  const accepted: F[] = [];
  const problems: string[] = [];
  let full = false;
  for (const file of files) {
    const problem = photoProblem(file);
    if (problem) problems.push(problem);
    else if (alreadyChosen + accepted.length >= MAX_PHOTOS) full = true;
    else accepted.push(file);
  }
  if (full) problems.push(MAINTENANCE_MESSAGES.tooManyPhotos);
  return { accepted, problems };
}

/* ---------- signing in ---------- */

export const kindLabel = (kind: PortalKind): string => (kind === 'tenant' ? 'Tenant' : 'Customer');

/** Who a person is to which company: "Tenant at Acme Lettings". */
export const choiceDetail = (choice: Pick<PortalChoice, 'kind' | 'companyName'>): string =>
  `${kindLabel(choice.kind)} at ${choice.companyName}`;

/** One person a link may open, as its button reads: "Jane Doe, Tenant at Acme Lettings". */
export const choiceLabel = (choice: Pick<PortalChoice, 'name' | 'kind' | 'companyName'>): string =>
  `${choice.name}, ${choiceDetail(choice)}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** An email as a person types it: trimmed; null when it cannot be one. */
export function emailOrNull(text: string): string | null {
  const email = text.trim();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/* ---------- reporting a payment ---------- */

export const PAYMENT_METHODS = REPORTED_PAYMENT_METHODS;
export const MAX_REFERENCE_LENGTH = MAX_REPORTED_REFERENCE;

export interface ReportPaymentValues {
  amount: string;
  date: string;
  method: string;
  reference: string;
}

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

/**
 * The report-payment form as the API takes it, checked by the API's own schema (and the date not after today, which
 * the service checks), or the first problem and its field (`target` for the rent or order). A typed "$" and thousands
 * separators are allowed in the amount.
 */
export function checkReportPayment(
  values: ReportPaymentValues,
  target: Pick<ReportPaymentBody, 'rentId' | 'orderId'> | null,
  today: IsoDate,
): Checked<ReportPaymentBody> {
  if (!target) return { ok: false, message: PORTAL_MESSAGES.reportRentOrOrder, field: 'target' };
  const { date, method, reference } = values;
  const amount = values.amount.trim().replace(/^\$/, '').replace(/,/g, '');
  const checked = validate(reportPaymentSchema, { ...target, amount, date, method, reference });
  if (!checked.ok) {
    const field = checked.field === 'rentId' || checked.field === 'orderId' || !checked.field ? 'target' : checked.field;
    return { ok: false, message: checked.message, field };
  }
  if (isAfter(checked.data.date, today)) return { ok: false, message: PORTAL_MESSAGES.reportDateFuture, field: 'date' };
  return { ok: true, data: checked.data };
}

/** The report-payment field the API's refusal is about (its messages, shared/portal/messages.ts), or null for the form. */
export function reportPaymentFieldOf(message: string): 'amount' | 'date' | 'method' | 'reference' | null {
  const owedPrefix = PORTAL_MESSAGES.reportAboveOwed('').replace(/\(\)$/, '');
  if (message === PORTAL_MESSAGES.reportAmount || message.startsWith(owedPrefix)) return 'amount';
  if (message === PORTAL_MESSAGES.reportDate || message === PORTAL_MESSAGES.reportDateFuture) return 'date';
  if (message === PORTAL_MESSAGES.reportMethod) return 'method';
  const reference = [PORTAL_MESSAGES.reportReference, PORTAL_MESSAGES.reportReferenceUsed, PORTAL_MESSAGES.reportReferenceRecorded];
  if (reference.includes(message)) return 'reference';
  return null;
}

/** An amount as the amount field's starting text: 1200 → '1200.00'; nothing owed → ''. */
export const amountText = (amount: number | null | undefined): string => (amount && amount > 0 ? amount.toFixed(2) : '');

/* ---------- contact details ---------- */

/** The contact form's values as the API takes them, or the first problem; unchanged details are not sent. */
export function checkContact(
  values: { phone: string; email: string },
  current: { phone: string; email: string },
): Checked<{ phone: string; email: string }> {
  const phone = values.phone.trim();
  if (!isPhoneNumber(phone)) return { ok: false, message: PHONE_MESSAGE, field: 'phone' };
  const email = emailOrNull(values.email);
  if (!email) return { ok: false, message: EMAIL_MESSAGE, field: 'email' };
  if (phone === current.phone.trim() && email.toLowerCase() === current.email.trim().toLowerCase())
    return { ok: false, message: 'Nothing to save: your phone and email are as they were' };
  return { ok: true, data: { phone, email } };
}

/* ---------- badges ---------- */

export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const TONES: Record<string, Tone> = {
  paid: 'success',
  confirmed: 'success',
  fulfilled: 'success',
  done: 'success',
  closed: 'success',
  unpaid: 'warning',
  pending: 'warning',
  reported: 'info',
  open: 'warning',
  'partially fulfilled': 'warning',
  'partially paid': 'warning',
  'in progress': 'info',
  overdue: 'danger',
  overstay: 'danger',
  declined: 'danger',
};

/** A status's colour (the badge always shows the text too): anything unknown is neutral. */
export const statusTone = (status: string): Tone => TONES[status.trim().toLowerCase()] ?? 'neutral';

const REPORTED_LABELS: Record<ReportedStatus, string> = { reported: 'Reported', confirmed: 'Confirmed', declined: 'Declined' };
export const reportedLabel = (status: ReportedStatus): string => REPORTED_LABELS[status] ?? status;

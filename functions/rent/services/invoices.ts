/**
 * Rent invoices: generated as a PDF on request, stored in the private invoice bucket under the company's
 * prefix, and handed out only through short-lived presigned URLs — directly to the signed-in user, or
 * through a revocable share link (a signed token) that a tenant can open without an account
 * (opening and revoking links: ./invoice-links.ts, which stays free of the PDF renderer).
 */
import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { INVOICE_LINK_DAYS } from '../../../shared/rent/limits.ts';
import { isoDateOf, type IsoDate } from '../../../shared/domain/dates.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import {
  invoiceFeeLines,
  invoiceLines,
  lateFeeDescription,
  outstandingInvoiceRange,
  validateInvoiceLines,
  validateInvoiceRange,
} from '../../../shared/rent/invoice-rules.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { DEFAULT_RENT_TYPE, isRentType } from '../../../shared/rent/rules.ts';
import {
  RENT_INVOICE_FILE_NAME,
  type CreateRentInvoiceLinkInput,
  type CreateRentInvoiceLinkResponse,
  type PrintRentInvoiceInput,
  type PrintRentInvoiceResponse,
} from '../../../shared/rent/invoice-schemas.ts';
import { getCompany } from '../../account/data/accounts.ts';
import type { CompanyRecord } from '../../account/records.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { isConditionFailed } from '../../lib/dynamo/transact.ts';
import { badRequest, notFound, unprocessable } from '../../lib/errors.ts';
import { createLink, linkPath, PDF_TYPE } from '../../lib/invoice-links.ts';
import type { InvoiceDocument } from '../../lib/pdf/rent-invoice.ts';
import type { Identity } from '../../lib/tokens.ts';
import { rentLabel } from '../audit.ts';
import { getBuilding } from '../data/buildings.ts';
import { getInvoiceLink } from '../data/invoice-links.ts';
import { getRentInvoiceRecord, putRentInvoiceRecord } from '../data/rent-invoices.ts';
import { getRentWithPayments } from '../data/rents.ts';
import { invoiceLinkToItem, type RentWithPayments } from '../records.ts';
import { signedRentInvoiceUrl } from './invoice-links.ts';

/** `<companyId>/rent-invoices/<rentId>/<invoiceId>.pdf`: the company prefix first, like every key we write. */
export function rentInvoiceObjectKey(companyId: string, rentId: string, invoiceId: string): string {
  const safe = (part: string) => part.replace(/[^A-Za-z0-9._-]/g, '_');
  return `${safe(companyId)}/rent-invoices/${safe(rentId)}/${safe(invoiceId)}.pdf`;
}

/** "RI-20261122-8ZB6YV3W": the issue date to read, then the invoice id's random tail to tell same-day invoices apart. */
export function rentInvoiceNumber(issueDate: IsoDate, invoiceId: string): string {
  return `RI-${issueDate.replaceAll('-', '')}-${invoiceId.slice(-8)}`;
}

/**
 * The document the PDF shows: the rent's periods in the range, paid oldest first from the rent's payments, each
 * followed by the late fees of its period (`Late fee — period from dd/mm/yyyy`); the totals include the fees.
 */
export function rentInvoiceDocument(input: {
  rent: RentWithPayments;
  /** The property's address (the building's). */
  address?: string;
  company: Pick<CompanyRecord, 'name' | 'address' | 'phone'>;
  range: { startDate: IsoDate; endDate: IsoDate };
  invoiceId: string;
  now: Date;
  /** The number of the invoice of this range it replaces (its figures changed). */
  replaces?: string;
}): InvoiceDocument {
  const { rent, company, range, now } = input;
  const type = isRentType(rent.rentType) ? rent.rentType : DEFAULT_RENT_TYPE;
  const paidCents = rent.payments.reduce((sum, p) => sum + p.amountCents, 0);
  const terms = { rentPriceCents: rent.rentPriceCents, startDate: rent.startDate, endDate: rent.endDate, type };
  const computed = invoiceLines({ startDate: range.startDate, endDate: range.endDate, rent: terms, paidCents });
  const feeLines = invoiceFeeLines({ startDate: range.startDate, endDate: range.endDate, rent: terms, paidCents, fees: rent.fees ?? [] });
  // each fee right after its period's rent line (a fee of a period before the first line comes first)
  const lines = [
    ...computed.lines.map((line) => ({
      order: `${line.startDate}#0`,
      description: `${type} rent, period ${line.periodIndex + 1}`,
      from: line.startDate,
      to: line.endDate,
      amountCents: line.amountCents,
      paidCents: line.paidCents,
      balanceCents: line.balanceCents,
    })),
    ...feeLines.map((line) => ({
      order: `${line.startDate}#1#${String(line.seq).padStart(3, '0')}`,
      description: lateFeeDescription(line.startDate),
      from: line.startDate,
      to: line.endDate,
      amountCents: line.amountCents,
      paidCents: line.paidCents,
      balanceCents: line.balanceCents,
      fee: true,
    })),
  ]
    .sort((a, b) => a.order.localeCompare(b.order))
    .map(({ order: _order, ...line }) => line);
  const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const issueDate = isoDateOf(now);
  return {
    invoiceNumber: rentInvoiceNumber(issueDate, input.invoiceId),
    ...(input.replaces ? { replaces: input.replaces } : {}),
    issueDate,
    generatedAt: now,
    company: { name: company.name, address: company.address, phone: company.phone },
    tenant: { name: rent.tenantName, phone: rent.tenantPhone, email: rent.tenantEmail },
    unit: {
      buildingName: rent.buildingName ?? '',
      buildingNumber: rent.buildingNumber,
      level: rent.level,
      roomNumber: rent.roomNumber ?? '',
      address: input.address ?? '',
    },
    rent: { type, priceCents: rent.rentPriceCents, startDate: rent.startDate, endDate: rent.endDate, checkoutDate: rent.checkoutDate },
    period: { from: range.startDate, to: range.endDate },
    lines,
    totals: { totalCents: sum((l) => l.amountCents), paidCents: sum((l) => l.paidCents), balanceCents: sum((l) => l.balanceCents) },
  };
}

type InvoiceRange = { startDate: IsoDate; endDate: IsoDate };

export interface StoredInvoice {
  rent: RentWithPayments;
  company: CompanyRecord;
  objectKey: string;
  /** What the PDF shows (its number, range and totals). */
  document: InvoiceDocument;
}

/** What an invoice shows but its number and when it was issued: the same fingerprint is the same invoice. */
export function invoiceFingerprint(document: InvoiceDocument): string {
  const { invoiceNumber: _n, issueDate: _d, generatedAt: _g, replaces: _r, ...shown } = document;
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url');
}

/** Attempts at giving a range its number when producers race (each re-reads the number put meanwhile). */
const NUMBER_ATTEMPTS = 3;

/**
 * Loads the rent (404 when it is not this company's), checks the range against it, and answers the range's invoice:
 * the one produced before when it shows the same (same number, same PDF, wherever it was produced: download, email,
 * reminder, link), else a new number (naming the one it replaces when the figures changed), rendered, stored and
 * noted in the rent's history. `accept`: the caller's own check of the rent, after the range's and before anything
 * is rendered (an emailed link's recipient).
 */
async function generateRentInvoice(
  identity: Pick<Identity, 'companyId'>,
  audit: AuditContext,
  input: { currentRentId: string } & ({ startDate: IsoDate; endDate: IsoDate } | { range: (rent: RentWithPayments) => InvoiceRange }),
  now: Date,
  options: {
    accept?: (rent: RentWithPayments) => void;
    /** The caller writes the link's entry, which names the invoice: no entry of its own for a new number. */
    linkEntry?: boolean;
    /**
     * The day the range is checked against (how far an overstaying tenant's invoice may reach): the company's local
     * date for the scheduled jobs, whose day runs ahead of or behind UTC. @default the UTC date of `now`
     */
    today?: IsoDate;
  } = {},
): Promise<StoredInvoice> {
  const [rent, company] = await Promise.all([getRentWithPayments(identity.companyId, input.currentRentId), getCompany(identity.companyId)]);
  if (!rent) throw notFound(RENT_MESSAGES.rentNotFound);
  if (!company) throw notFound(ACCOUNT_MESSAGES.companyNotFound);

  // a notice's range depends on what is unpaid: worked out from the rent as read
  const range = 'range' in input ? input.range(rent) : { startDate: input.startDate, endDate: input.endDate };
  const problem = validateInvoiceRange({
    startDate: range.startDate,
    endDate: range.endDate,
    rentStart: rent.startDate,
    rentEnd: rent.endDate,
    checkoutDate: rent.checkoutDate,
    today: options.today ?? isoDateOf(now),
  });
  if (problem === RENT_MESSAGES.invoiceOutsideRent) throw unprocessable(problem);
  if (problem) throw badRequest(problem);
  // Counted, not built: a range of more lines than an invoice holds is refused before anything is rendered.
  const tooLong = validateInvoiceLines({
    startDate: range.startDate,
    endDate: range.endDate,
    rent: { startDate: rent.startDate, endDate: rent.endDate, type: isRentType(rent.rentType) ? rent.rentType : DEFAULT_RENT_TYPE },
    fees: rent.fees,
  });
  if (tooLong) throw unprocessable(tooLong);
  options.accept?.(rent);

  const building = await getBuilding(identity.companyId, rent.buildingNumber);
  const documentOf = (invoiceId: string, issued: Date, replaces?: string) =>
    rentInvoiceDocument({ rent, company, address: building?.address, range, invoiceId, now: issued, replaces });
  const fingerprint = invoiceFingerprint(documentOf('', now));
  for (let attempt = 1; ; attempt++) {
    const known = await getRentInvoiceRecord(identity.companyId, rent.rentId, range.startDate, range.endDate);
    if (known?.fingerprint === fingerprint) {
      const document = { ...documentOf('', new Date(`${known.issueDate}T00:00:00Z`), known.replaces), invoiceNumber: known.invoiceNumber };
      return { rent, company, objectKey: known.objectKey, document };
    }
    const invoiceId = ulid(now.getTime());
    const document = documentOf(invoiceId, now, known?.invoiceNumber);
    // pdf-lib and the S3 client load on first use: a cold start pays for parsing them, not for running them.
    const [{ renderRentInvoice }, { putInvoiceObject }] = await Promise.all([
      import('../../lib/pdf/rent-invoice.ts'),
      import('../../lib/s3.ts'),
    ]);
    const objectKey = rentInvoiceObjectKey(identity.companyId, rent.rentId, invoiceId);
    await putInvoiceObject(objectKey, await renderRentInvoice(document), PDF_TYPE);
    // a link's own entry names the invoice it shares: only a download notes the number here
    const entry = options.linkEntry
      ? null
      : auditOp(
          audit,
          {
            kind: 'rent',
            recordId: rent.rentId,
            recordLabel: rentLabel(rent),
            changes: [
              {
                field: 'invoice',
                before: known?.invoiceNumber ?? null,
                after: `${document.invoiceNumber} (${range.startDate} to ${range.endDate})`,
              },
            ],
          },
          now,
        );
    try {
      await putRentInvoiceRecord(
        identity.companyId,
        {
          rentId: rent.rentId,
          ...range,
          invoiceNumber: document.invoiceNumber,
          issueDate: document.issueDate,
          objectKey,
          fingerprint,
          ...(known ? { replaces: known.invoiceNumber } : {}),
        },
        known?.invoiceNumber ?? null,
        entry,
      );
      return { rent, company, objectKey, document };
    } catch (err) {
      // another producer gave the range its number meanwhile: read it again (the same figures share it)
      if (!isConditionFailed(err, 'invoice') || attempt >= NUMBER_ATTEMPTS) throw err;
    }
  }
}

/** Print Rent Invoice: the PDF, stored, and a presigned URL that downloads it as Sales_Invoice.pdf. */
export async function printRentInvoice(
  identity: Identity,
  audit: AuditContext,
  input: PrintRentInvoiceInput,
  now = new Date(),
): Promise<PrintRentInvoiceResponse> {
  // the range's invoice: a new number (and its entry in the rent's history) only when none shows the same
  const { objectKey } = await generateRentInvoice(identity, audit, input, now);
  const download = await signedRentInvoiceUrl(objectKey, 'attachment', now);
  return { message: RENT_MESSAGES.invoiceGenerated, url: download.url, fileName: RENT_INVOICE_FILE_NAME, expiresAt: download.expiresAt };
}

/**
 * A tenant's own invoice from the portal (PORTAL.md): the same range's invoice as Print Invoice gives the company (same
 * number, same PDF), for a rent of this tenant only (404 otherwise, before anything is rendered).
 */
export async function printTenantRentInvoice(
  companyId: string,
  tenantId: string,
  audit: AuditContext,
  input: { currentRentId: string; startDate: IsoDate; endDate: IsoDate },
  now = new Date(),
): Promise<{ url: string; fileName: string }> {
  const { objectKey } = await generateRentInvoice({ companyId }, audit, input, now, {
    accept: (rent) => {
      if (rent.tenantId !== tenantId) throw notFound(RENT_MESSAGES.rentNotFound);
    },
  });
  const download = await signedRentInvoiceUrl(objectKey, 'attachment', now);
  return { url: download.url, fileName: RENT_INVOICE_FILE_NAME };
}

/** A share link: the PDF is stored once; the link record says which, until when, and whether it was revoked. */
export async function createRentInvoiceLink(
  identity: Identity,
  audit: AuditContext,
  input: CreateRentInvoiceLinkInput,
  now = new Date(),
): Promise<CreateRentInvoiceLinkResponse> {
  const { link } = await shareRentInvoice(identity, audit, input, now);
  return { message: RENT_MESSAGES.invoiceLinkCreated, ...link };
}

/** A new tenant link, and what it shares (the rent, the stored invoice); `sentTo` when it is made to be emailed. */
export interface SharedRentInvoice extends StoredInvoice {
  link: { linkId: string; path: string; expiresAt: string };
  invoiceNumber: string;
}

/**
 * Makes a tenant link, for the share call and the email call alike: the invoice (the one printed last when it shows
 * the same), the link and its entry under the rent, in one transaction. `email.recipient` names where the link is to
 * be emailed, from the rent (400 when there is nowhere): checked before anything is rendered, written in the link's
 * record (`sentTo`) and noted in its entry.
 */
export async function shareRentInvoice(
  identity: Identity,
  audit: AuditContext,
  input: CreateRentInvoiceLinkInput,
  now: Date,
  email?: { recipient: (rent: RentWithPayments) => string },
): Promise<SharedRentInvoice & { sentTo?: string }> {
  let sentTo: string | undefined;
  const stored = await generateRentInvoice(identity, audit, input, now, {
    linkEntry: true,
    accept: email
      ? (rent) => {
          sentTo = email.recipient(rent);
        }
      : undefined,
  });
  const { rent, objectKey, document } = stored;
  const { rentId } = rent;
  const { invoiceNumber } = document;
  const recipient = sentTo ? { sentTo } : {};
  // filed under the rent, whose page lists its links: the link, the invoice it shares and until when (and to whom)
  const link = await createLink(
    'rent',
    identity,
    { objectKey, expiresInDays: input.expiresInDays },
    (state) => invoiceLinkToItem({ ...state, rentId, ...recipient }),
    now,
    ({ linkId, linkExpiresAt: expiresAt }) => [
      auditOp(
        audit,
        {
          kind: 'rent',
          recordId: rentId,
          recordLabel: rentLabel(rent),
          changes: [
            { field: 'invoiceLink', before: null, after: linkId },
            { field: 'invoice', before: null, after: invoiceNumber },
            { field: 'expiresAt', before: null, after: expiresAt },
            ...(sentTo ? [{ field: 'sentTo', before: null, after: sentTo }] : []),
          ],
        },
        now,
      ),
    ],
  );
  return { ...stored, link, invoiceNumber, ...recipient };
}

/** Days an emailed invoice link works: the longest a sender may choose. */
export const NOTICE_LINK_DAYS = INVOICE_LINK_DAYS.max;

/** A notice's invoice link and what the invoice it opens asks for (the email shows the same). */
export interface NoticeInvoice {
  linkId: string;
  path: string;
  invoice: { number: string; from: IsoDate; to: IsoDate; balanceCents: number; feesCents: number };
}

/**
 * The invoice link an email carries (a notice: the invoice email or a reminder of one period): a link of the usual
 * kind, to the invoice of that period, made once under `linkId` (named by the notice, so a retried send finds the
 * link its first attempt made instead of making another). Answers the link's same-origin path.
 */
export async function noticeInvoiceLink(
  sender: { readonly companyId: string; readonly userId: string },
  audit: AuditContext,
  input: { rentId: string; periodStart: IsoDate; linkId: string; today: IsoDate },
  now = new Date(),
  /** When the link starts to count (its expiry and token): the real clock, also when the run is the test clock's day. */
  linkNow = new Date(),
): Promise<NoticeInvoice> {
  const stored = await generateRentInvoice(
    sender,
    audit,
    {
      currentRentId: input.rentId,
      // every period and fee unpaid by the period's due date (or today, if later): what the email asks for
      range: (rent) =>
        outstandingInvoiceRange({
          rent: { ...rent, type: isRentType(rent.rentType) ? rent.rentType : DEFAULT_RENT_TYPE },
          paidCents: rent.payments.reduce((sum, p) => sum + p.amountCents, 0),
          fees: rent.fees ?? [],
          periodStart: input.periodStart,
          asOf: input.today,
          today: input.today,
        }),
    },
    now,
    // the range is worked out with the company's local date: checked with the same day
    { today: input.today, linkEntry: true },
  );
  const { rent, objectKey, document } = stored;
  const invoice = {
    number: document.invoiceNumber,
    from: document.period.from,
    to: document.period.to,
    balanceCents: document.totals.balanceCents,
    feesCents: document.lines.filter((l) => l.fee).reduce((sum, l) => sum + l.balanceCents, 0),
  };
  const existing = await getInvoiceLink(sender.companyId, input.linkId);
  if (existing) return { linkId: existing.linkId, path: await linkPath('rent', existing, linkNow), invoice };
  const { rentId } = rent;
  try {
    const link = await createLink(
      'rent',
      sender,
      { objectKey, expiresInDays: NOTICE_LINK_DAYS, linkId: input.linkId },
      (state) => invoiceLinkToItem({ ...state, rentId }),
      linkNow,
      ({ linkId, linkExpiresAt: expiresAt }) => [
        auditOp(
          audit,
          {
            kind: 'rent',
            recordId: rentId,
            recordLabel: rentLabel(rent),
            changes: [
              { field: 'invoiceLink', before: null, after: linkId },
              { field: 'invoice', before: null, after: document.invoiceNumber },
              { field: 'expiresAt', before: null, after: expiresAt },
            ],
          },
          now,
        ),
      ],
    );
    return { linkId: link.linkId, path: link.path, invoice };
  } catch (err) {
    if (!isConditionFailed(err, 'link')) throw err;
    // made meanwhile by a concurrent attempt: share that one
    const made = await getInvoiceLink(sender.companyId, input.linkId);
    if (!made) throw err;
    return { linkId: made.linkId, path: await linkPath('rent', made, linkNow), invoice };
  }
}

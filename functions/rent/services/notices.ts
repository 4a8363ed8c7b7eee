/**
 * Sending one notice (an email about one rent period) — for the collection job and for Send reminder now: the period's
 * invoice link (made once per notice), the email from its template, and `sendOnce` under the notice's key, which
 * claims the record before the send so a retry never sends twice.
 */
import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';
import type { IsoDate } from '../../../shared/domain/dates.ts';
import { localDateOf } from '../../../shared/automation/settings.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { formatDate } from '../../../shared/domain/format.ts';
import { reminderNow, type DueNotice } from '../../../shared/rent/collection.ts';
import { COLLECTION_MESSAGES, type SendReminderResponse } from '../../../shared/rent/collection-schemas.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { getCompany } from '../../account/data/accounts.ts';
import { getSettings } from '../../automation/data/settings.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Identity } from '../../lib/tokens.ts';
import { listFeesOfRent } from '../data/fees.ts';
import { getRent } from '../data/rents.ts';
import { parseRentId } from '../ids.ts';
import type { AuditContext } from '../../lib/audit.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { appUrl } from '../../lib/email/links.ts';
import { sendOnce } from '../../lib/email/send-once.ts';
import { rentInvoiceEmail, type RentPeriodEmail } from '../../lib/email/templates/rent-invoice.ts';
import { rentReminderEmail } from '../../lib/email/templates/rent-reminder.ts';
import { listNoticesOfRent, noticeAttributes, noticeIdOf, noticeKey } from '../data/notices.ts';
import type { RentRecord } from '../records.ts';
import { roomLabel } from '../audit.ts';
import { noticeInvoiceLink } from './invoices.ts';

/** What a notice needs of the rent (the collection job's projection carries it). */
export type NoticeRent = Pick<RentRecord, 'rentId' | 'rentUlid' | 'buildingNumber' | 'roomNumber' | 'tenantName' | 'tenantEmail'>;

export interface NoticeOutcome {
  /** True when this call sent it; false when it had been sent already (or is being sent by another call). */
  sent: boolean;
  to: string;
  subject: string;
  messageId: string;
  sentAt: string;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The id of a notice's invoice link: ULID-shaped (it sorts with the other links of the rent, by the day it was made),
 * its time the run's local date and its tail a hash of the notice, so every attempt at one notice names one link.
 */
export function noticeLinkId(companyId: string, rentId: string, periodStart: string, stage: string, day: IsoDate): string {
  const digest = createHash('sha256').update(`${companyId}|${rentId}|${periodStart}|${stage}|${day}`).digest();
  let tail = '';
  for (let i = 0; i < 16; i++) tail += CROCKFORD[digest[i]! % 32];
  return encodeTime(Date.parse(`${day}T00:00:00Z`), 10) + tail;
}

/**
 * Sends `notice` to the rent's tenant unless it was sent already. `today` is the company's local date (the run's).
 * Throws what the send threw (the record is then marked failed by sendOnce, and the next attempt sends it).
 */
export async function sendRentNotice(args: {
  companyId: string;
  companyName: string;
  /** Who makes the link (createdBy): the staff member, or 'SYSTEM' for the job. */
  senderId: string;
  audit: AuditContext;
  rent: NoticeRent;
  notice: DueNotice;
  today: IsoDate;
  now: Date;
}): Promise<NoticeOutcome> {
  const { companyId, rent, notice, today, now } = args;
  const to = rent.tenantEmail.trim();
  const key = noticeKey(companyId, rent, notice.periodStart, notice.stage);
  // sent already (a re-run of the day): nothing to make, nothing to send
  const existing = (await getItem(key, { consistent: true })) as {
    status?: string;
    messageId?: string;
    sentAt?: string;
    subject?: string;
  } | null;
  if (existing?.status === 'sent')
    return { sent: false, to, subject: existing.subject ?? '', messageId: existing.messageId ?? '', sentAt: existing.sentAt ?? '' };

  const linkId = noticeLinkId(companyId, rent.rentId, notice.periodStart, notice.stage, today);
  const link = await noticeInvoiceLink(
    { companyId, userId: args.senderId },
    args.audit,
    { rentId: rent.rentId, periodStart: notice.periodStart, linkId, today },
    now,
  );

  const email: RentPeriodEmail = {
    to,
    companyName: args.companyName,
    tenantName: rent.tenantName,
    unit: roomLabel(rent),
    periodStart: notice.periodStart,
    periodEnd: notice.periodEnd,
    periodRentCents: notice.periodRentCents,
    invoice: link.invoice,
    invoiceUrl: appUrl(link.path),
  };
  const message = notice.kind === 'invoice' ? rentInvoiceEmail(email) : rentReminderEmail(email, today);
  const result = await sendOnce({
    key,
    kind: notice.kind,
    attributes: noticeAttributes(rent.rentId, notice.periodStart, notice.stage, link.linkId),
    message,
    now,
  });
  return { sent: result.sent, to, subject: message.subject, messageId: result.messageId, sentAt: result.sentAt };
}

/**
 * Send reminder now (POST /api/automation/send-reminder): a reminder about the rent's oldest unpaid period, sent at once
 * and recorded as a notice (stage `manual-<n>`, n counting the period's earlier ones). 404 for a rent that is not this
 * company's; 409 when nothing is owed, or the tenant has no email address.
 */
export async function sendReminderNow(
  identity: Identity,
  audit: AuditContext,
  rentId: string,
  now = new Date(),
): Promise<SendReminderResponse> {
  const { companyId } = identity;
  const ref = parseRentId(rentId);
  const [rent, company] = await Promise.all([ref ? getRent(companyId, ref) : null, getCompany(companyId)]);
  if (!ref || !rent) throw notFound(RENT_MESSAGES.rentNotFound);
  if (!company) throw notFound(ACCOUNT_MESSAGES.companyNotFound);
  const today = await companyToday(companyId, now);
  const [fees, notices] = await Promise.all([listFeesOfRent(companyId, rent.rentId), listNoticesOfRent(companyId, ref)]);
  const due = reminderNow(
    {
      startDate: rent.startDate,
      endDate: rent.endDate,
      type: rent.rentType,
      priceCents: rent.rentPriceCents,
      paidCents: rent.paidCents,
      checkoutDate: rent.checkoutDate,
    },
    today,
    fees,
  );
  if (!due) throw conflict(COLLECTION_MESSAGES.nothingOwed);
  if (!rent.tenantEmail.trim()) throw conflict(COLLECTION_MESSAGES.noTenantEmail);
  const earlier = notices.filter((n) => n.periodStart === due.periodStart && n.stage.startsWith('manual-')).length;
  const notice: DueNotice = { ...due, stage: `manual-${earlier + 1}` };
  const outcome = await sendRentNotice({
    companyId,
    companyName: company.name,
    senderId: identity.userId,
    audit,
    rent,
    notice,
    today,
    now,
  });
  return {
    message: COLLECTION_MESSAGES.reminderSent(outcome.to, formatDate(notice.periodStart)),
    notice: {
      id: noticeIdOf(rent.rentId, notice.periodStart, notice.stage),
      kind: 'reminder',
      period_start: notice.periodStart,
      to: outcome.to,
      sent_at: outcome.sentAt,
      message_id: outcome.messageId,
    },
  };
}

/** The company's local date (the time zone of its rent collection settings). */
async function companyToday(companyId: string, now: Date): Promise<IsoDate> {
  const { settings } = await getSettings(companyId);
  return localDateOf(now, settings.timeZone);
}

/**
 * A rent's notices and fees, as the unit page lists them (GET /api/automation/rent-notices). Light: no email client,
 * no PDF renderer. The rent is read first, so an unknown, deleted or other company's rent is a 404.
 */
import { fromCents } from '../../../shared/domain/money.ts';
import type { RentFeeRow, RentNoticeRow, RentNoticesResponse } from '../../../shared/rent/collection-schemas.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { notFound } from '../../lib/errors.ts';
import { listFeesOfRent } from '../data/fees.ts';
import type { LateFeeRecord } from '../records.ts';
import { listNoticesOfRent, type NoticeRecord } from '../data/notices.ts';
import { getRent } from '../data/rents.ts';
import { parseRentId } from '../ids.ts';

/** A sent notice as listed (notices not sent — being sent, or failed — are not listed: nothing reached the tenant). */
export const noticeRow = (n: NoticeRecord): RentNoticeRow => ({
  id: n.id,
  kind: n.kind,
  period_start: n.periodStart,
  to: n.to,
  sent_at: n.sentAt ?? '',
  message_id: n.messageId ?? '',
});

export const feeRow = (f: LateFeeRecord): RentFeeRow => ({
  id: f.id,
  period_start: f.periodStart,
  amount: fromCents(f.amountCents),
  posted_at: f.postedAt,
  waived: f.waived,
  waive_reason: f.waiveReason ?? null,
});

/** Newest first: by when sent (notices), by period then posting (fees). */
export async function rentNotices(companyId: string, rentId: string): Promise<RentNoticesResponse> {
  const ref = parseRentId(rentId);
  const rent = ref ? await getRent(companyId, ref) : null;
  if (!ref || !rent) throw notFound(RENT_MESSAGES.rentNotFound);
  const [notices, fees] = await Promise.all([listNoticesOfRent(companyId, ref), listFeesOfRent(companyId, rent.rentId)]);
  return {
    notices: notices
      .filter((n) => n.status === 'sent')
      .map(noticeRow)
      .sort((a, b) => b.sent_at.localeCompare(a.sent_at) || b.id.localeCompare(a.id)),
    fees: fees
      .map(feeRow)
      .sort((a, b) => b.period_start.localeCompare(a.period_start) || b.posted_at.localeCompare(a.posted_at) || b.id.localeCompare(a.id)),
  };
}

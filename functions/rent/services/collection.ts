/**
 * Rent collection that runs itself (AUTOMATION.md "Rent collection"): the daily job of a company. One pass over its
 * current rents (gsi1, paged, projected), the rules of shared/rent/collection.ts in memory, then per action the late
 * fee (postLateFee: idempotent per rent, period and seq, with its audit entry in the fee's own transaction) or the
 * notice (sendOnce: claimed before the send, so a re-run or a retry never sends twice). A rent's fees are read only
 * when the rules say fees may be due.
 *
 * Notices are records of what was sent, not corrections: they write no audit entry (the invoice link an email carries
 * does, like any link). A tenant without an email address is skipped (counted, listed in the digest). A send that
 * fails is marked failed on its record (sendOnce). SES refusing it for good (EmailSendError, not retryable: a bad
 * address) is listed in the owner's digest and not retried; any other failure (throttling, the service unreachable,
 * a fee not posted) makes the job throw at the end (CollectionJobError, carrying what it did), so the queue retries
 * the run and the retry sends and posts only what was not done.
 */
import { formatCents, formatDate } from '../../../shared/domain/format.ts';
import { collectionDue, mayOweLateFees, noticesDue, type CollectionRent, type DueNotice } from '../../../shared/rent/collection.ts';
import type { DigestSection, Job, JobContext, JobResult } from '../../automation/job.ts';
import { listRentsForCollection, type CollectionRentRow } from '../data/collection.ts';
import { EmailSendError } from '../../lib/email/send.ts';
import { log, serializeError } from '../../lib/logger.ts';
import { listFeesOfRent, postLateFee } from '../data/fees.ts';
import { roomLabel } from '../audit.ts';
import { sendRentNotice } from './notices.ts';

/** Rents read per page of the active index. */
const PAGE_SIZE = 200;
/** Rents worked on at once (their emails and fees). */
const RENTS_AT_ONCE = 4;
/** Who makes the links the job's emails carry (an invoice link's createdBy). */
export const SYSTEM_SENDER_ID = 'SYSTEM';

/** The job threw after doing what it could: `result` is what it did (failed sends included in its digest). */
export class CollectionJobError extends Error {
  constructor(
    message: string,
    readonly result: JobResult,
  ) {
    super(message);
    this.name = 'CollectionJobError';
  }
}

export const collectionRentOf = (rent: CollectionRentRow): CollectionRent => ({
  startDate: rent.startDate,
  endDate: rent.endDate,
  type: rent.rentType,
  priceCents: rent.rentPriceCents,
  paidCents: rent.paidCents,
  checkoutDate: rent.checkoutDate,
});

const who = (rent: CollectionRentRow) => `${roomLabel(rent)} (${rent.tenantName})`;
const noticeName = (n: DueNotice) => (n.kind === 'invoice' ? 'Invoice' : n.stage === 'before' ? 'Reminder' : 'Overdue reminder');

interface Tally {
  invoices: number;
  reminders: number;
  lateFees: number;
  skipped: number;
  /** One per email sent (the digest's count is its lines'). */
  sentLines: string[];
  feeLines: string[];
  failedLines: string[];
  /** Sends SES refused for good: listed in the digest, not retried. */
  refusedLines: string[];
  skippedLines: string[];
  errors: unknown[];
}

async function collectRent(ctx: JobContext, rent: CollectionRentRow, tally: Tally): Promise<void> {
  const terms = collectionRentOf(rent);
  const today = ctx.localDate;
  const feesMayBeDue = mayOweLateFees(terms, ctx.settings, today);
  // the notices' amounts count the fees already posted (the rent's unwaived sum) and the ones posted now
  const posted = [{ amountCents: rent.feesCents }];
  if (!feesMayBeDue && noticesDue(terms, ctx.settings, today, posted).length === 0) return;

  const fees = feesMayBeDue ? await listFeesOfRent(ctx.companyId, rent.rentId) : [];
  const due = collectionDue({ rent: terms, settings: ctx.settings, today, fees });
  let newFeesCents = 0;
  for (const fee of due.fees) {
    try {
      const made = await postLateFee({
        companyId: ctx.companyId,
        rentId: rent.rentId,
        periodStart: fee.periodStart,
        seq: fee.seq,
        amountCents: fee.amountCents,
        postedAt: ctx.now.toISOString(),
        audit: ctx.audit,
      });
      newFeesCents += fee.amountCents;
      if (made) {
        tally.lateFees += 1;
        tally.feeLines.push(`${formatCents(fee.amountCents)}: ${who(rent)}, period from ${formatDate(fee.periodStart)}`);
      }
    } catch (err) {
      log('warn', 'rent collection: late fee not posted', { rentId: rent.rentId, periodStart: fee.periodStart, ...serializeError(err) });
      tally.errors.push(err);
      tally.failedLines.push(
        `Late fee of ${formatCents(fee.amountCents)} not posted: ${who(rent)}, period from ${formatDate(fee.periodStart)}`,
      );
    }
  }

  // fees read: their unwaived sum is exact; otherwise the rent's maintained sum
  const feeSum = feesMayBeDue ? fees.filter((f) => !f.waived).reduce((s, f) => s + f.amountCents, 0) : rent.feesCents;
  const notices = noticesDue(terms, ctx.settings, today, [{ amountCents: feeSum + newFeesCents }]);
  for (const notice of notices) {
    if (!rent.tenantEmail.trim()) {
      tally.skipped += 1;
      tally.skippedLines.push(
        `${noticeName(notice)} not sent, no email address: ${who(rent)}, period from ${formatDate(notice.periodStart)}`,
      );
      continue;
    }
    try {
      const outcome = await sendRentNotice({
        companyId: ctx.companyId,
        companyName: ctx.company.name,
        senderId: SYSTEM_SENDER_ID,
        audit: ctx.audit,
        rent,
        notice,
        today,
        now: ctx.now,
      });
      if (outcome.sent) {
        tally[notice.kind === 'invoice' ? 'invoices' : 'reminders'] += 1;
        tally.sentLines.push(`${noticeName(notice)} to ${outcome.to}: ${who(rent)}, period from ${formatDate(notice.periodStart)}`);
      }
    } catch (err) {
      log('warn', 'rent collection: notice not sent', {
        rentId: rent.rentId,
        periodStart: notice.periodStart,
        stage: notice.stage,
        ...serializeError(err),
      });
      const reason = err instanceof Error ? err.message : String(err);
      const line = `${noticeName(notice)} to ${rent.tenantEmail} failed: ${who(rent)}, period from ${formatDate(notice.periodStart)} (${reason})`;
      // refused for good (a bad address): retrying cannot help, the owner hears of it; anything else is retried
      if (err instanceof EmailSendError && !err.retryable) tally.refusedLines.push(line);
      else {
        tally.errors.push(err);
        tally.failedLines.push(line);
      }
    }
  }
}

export async function runRentCollection(ctx: JobContext): Promise<JobResult> {
  const tally: Tally = {
    invoices: 0,
    reminders: 0,
    lateFees: 0,
    skipped: 0,
    sentLines: [],
    feeLines: [],
    failedLines: [],
    refusedLines: [],
    skippedLines: [],
    errors: [],
  };
  let cursor: string | null = null;
  do {
    const page = await listRentsForCollection(ctx.companyId, { limit: PAGE_SIZE, cursor });
    // a few rents at a time: most need nothing, the others wait on a PDF, a link and a send
    let next = 0;
    const worker = async () => {
      while (next < page.items.length) await collectRent(ctx, page.items[next++]!, tally);
    };
    await Promise.all(Array.from({ length: RENTS_AT_ONCE }, worker));
    cursor = page.nextCursor;
  } while (cursor);

  const digest: DigestSection[] = [];
  if (tally.sentLines.length) digest.push({ title: 'Rent emails sent', lines: tally.sentLines.sort() });
  // rents are worked on a few at a time: lines in a stable order
  if (tally.feeLines.length) digest.push({ title: 'Late fees posted', lines: tally.feeLines.sort() });
  if (tally.failedLines.length) digest.push({ title: 'Failed (will be retried)', lines: tally.failedLines.sort() });
  if (tally.refusedLines.length) digest.push({ title: 'Emails refused', lines: tally.refusedLines.sort() });
  if (tally.skippedLines.length) digest.push({ title: 'Not sent', lines: tally.skippedLines.sort() });
  const result: JobResult = {
    invoices: tally.invoices,
    reminders: tally.reminders,
    lateFees: tally.lateFees,
    skipped: tally.skipped,
    digest,
  };
  if (tally.errors.length)
    throw new CollectionJobError(`Rent collection: ${tally.errors.length} action(s) failed and will be retried`, result);
  return result;
}

export const rentCollectionJob: Job = { name: 'rent-collection', run: runRentCollection };

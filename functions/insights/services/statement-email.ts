/**
 * The owner's monthly statement by email (INSIGHTS.md "The owner's monthly statement"), a job of the daily run
 * (../../automation/jobs.ts): on the company's local 1st, last month's statement goes to the owner as a link to its
 * PDF under the invoice link rules. The run has no scope and the owner's powers, so it covers the whole company.
 *
 * Keyed by the month it reports, never by the run: the send record (sendOnce: claimed before the send) and the link
 * (id = the month) are made once, so a re-run or a retry of the day finds the link its first attempt made and sends
 * nothing twice. The job changes no business record: its trace is the send record and the link's `sentTo`/`sentAt`.
 */
import { OWNER_POWERS } from '../../../shared/account/permissions.ts';
import { addMonths, monthOf, type Month } from '../../../shared/insights/months.ts';
import { INVOICE_LINK_DAYS } from '../../../shared/invoice-links.ts';
import type { DigestSection, Job, JobContext, JobResult } from '../../automation/job.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { isConditionFailed } from '../../lib/dynamo/transact.ts';
import { sendOnce } from '../../lib/email/send-once.ts';
import { EmailSendError } from '../../lib/email/send.ts';
import { MONTHLY_STATEMENT_EMAIL_KIND, monthlyStatementEmail } from '../../lib/email/templates/monthly-statement.ts';
import {
  createLink,
  getLinkItem,
  linkFromItem,
  linkPath,
  linkToItem,
  markLinkSent,
  PDF_TYPE,
  type InvoiceLinkState,
} from '../../lib/invoice-links.ts';
import { log, serializeError } from '../../lib/logger.ts';
import * as insightKeys from '../keys.ts';
import { statementObjectKey } from './statement-links.ts';
import { monthlyStatementPdf, type MonthlyStatement } from './statement.ts';

/** Who makes the link (its `createdBy`): the run, not a person. */
const SYSTEM_SENDER_ID = 'SYSTEM';

/** The month a run reports on: the one before its local date, on the 1st only (null any other day). */
export function statementMonthFor(localDate: string): Month | null {
  return localDate.slice(8, 10) === '01' ? addMonths(monthOf(localDate), -1) : null;
}

export async function runMonthlyStatement(ctx: JobContext): Promise<JobResult> {
  const month = statementMonthFor(ctx.localDate);
  const to = ctx.company.ownerEmail.trim();
  if (!month || !to) return {};
  const key = insightKeys.statementEmail(ctx.companyId, month);
  // sent already (a re-run of the day): nothing to render, store or send
  const existing = (await getItem(key, { consistent: true })) as { status?: string } | null;
  if (existing?.status === 'sent') return {};

  const link = await statementLink(ctx, month, to);
  const message = monthlyStatementEmail({
    to,
    companyName: ctx.company.name,
    ownerName: ctx.company.ownerName,
    month,
    rent: link.totals.rent,
    inventory: link.totals.inventory,
    linkPath: link.path,
    expiresAt: link.expiresAt,
  });
  try {
    const sent = await sendOnce({
      key,
      kind: MONTHLY_STATEMENT_EMAIL_KIND,
      attributes: { month, linkId: link.linkId },
      message,
      now: ctx.now,
    });
    if (sent.sent) await recordSent(ctx.companyId, link.linkId, sent);
    return {};
  } catch (err) {
    // refused for good (a bad address): retrying cannot help, the owner's digest says so; anything else is retried
    if (!(err instanceof EmailSendError) || err.retryable) throw err;
    log('warn', 'monthly statement not sent', { companyId: ctx.companyId, month, ...serializeError(err) });
    const digest: DigestSection[] = [
      { title: 'Sends that failed', lines: [`Monthly statement for ${month} to ${to} failed (${err.message})`] },
    ];
    return { digest };
  }
}

export const monthlyStatementJob: Job = { name: 'monthly-statement', run: runMonthlyStatement };

/** What the email shows of the statement: its totals (kept on the link, so a retry's email shows the same). */
interface StatementTotals {
  rent: { incomeCents: number; netCents: number; arrearsCents: number } | null;
  inventory: { salesCents: number; marginCents: number; stockValueCents: number } | null;
}

interface StatementLinkRecord extends InvoiceLinkState {
  month: Month;
  totals: StatementTotals;
}

const totalsOf = (s: MonthlyStatement): StatementTotals => ({
  rent: s.rent && {
    incomeCents: s.rent.totals.rentIncomeCents + s.rent.totals.feesCents,
    netCents: s.rent.totals.netCents,
    arrearsCents: s.rent.totals.arrearsCents,
  },
  inventory: s.inventory && {
    salesCents: s.inventory.totals.salesCents,
    marginCents: s.inventory.totals.marginCents,
    stockValueCents: s.inventory.totals.stockValueCents,
  },
});

/**
 * The month's link: the one an earlier attempt made, or a new one to a PDF rendered and stored now. Its expiry and
 * token count from the real clock (a run on the test clock's day still gives a link that opens today).
 */
async function statementLink(
  ctx: JobContext,
  month: Month,
  to: string,
): Promise<{ linkId: string; path: string; expiresAt: string; totals: StatementTotals }> {
  const linkNow = new Date();
  const linkKey = insightKeys.statementLink(ctx.companyId, month);
  const made = async () => {
    const item = await getLinkItem(linkKey);
    if (!item) return null;
    const link = linkFromItem<StatementLinkRecord>(item);
    return { linkId: link.linkId, path: await linkPath('statement', link, linkNow), expiresAt: link.linkExpiresAt, totals: link.totals };
  };
  const earlier = await made();
  if (earlier) return earlier;

  const { statement, pdf } = await monthlyStatementPdf(ctx.companyId, month, OWNER_POWERS, ctx.now);
  const objectKey = statementObjectKey(ctx.companyId, month);
  // the S3 client loads on first use: the run's other jobs do not pay for it
  const { putInvoiceObject } = await import('../../lib/s3.ts');
  await putInvoiceObject(objectKey, pdf, PDF_TYPE);
  const totals = totalsOf(statement);
  try {
    const link = await createLink(
      'statement',
      { companyId: ctx.companyId, userId: SYSTEM_SENDER_ID },
      { objectKey, expiresInDays: INVOICE_LINK_DAYS.max, linkId: month },
      (state) => linkToItem(linkKey, {}, { ...state, month, totals, sentTo: to } as StatementLinkRecord),
      linkNow,
    );
    return { ...link, totals };
  } catch (err) {
    if (!isConditionFailed(err, 'link')) throw err;
    // made meanwhile by a concurrent attempt: send that one
    const concurrent = await made();
    if (!concurrent) throw err;
    return concurrent;
  }
}

async function recordSent(companyId: string, linkId: string, sent: { sentAt: string; messageId: string }): Promise<void> {
  try {
    await markLinkSent(insightKeys.statementLink(companyId, linkId), sent);
  } catch (err) {
    // the link is gone (only the TTL removes one, long after): the email went out all the same
    if (!isConditionFailed(err, 'link')) throw err;
  }
}

/**
 * The hourly dispatch (AUTOMATION.md "Scheduled work"): the companies whose next daily run is due, from the sparse
 * index (one Query, paged), one queue message each `{ companyId, localDate }`, then each company's next run moved to
 * its next local 06:00. Send before move: a crash between the two sends the company again next hour, which the
 * worker's idempotent jobs absorb; the other order could lose a day. The transport is the only thing that differs
 * between AWS (SQS, ../dispatcher.ts) and `npm start` (in-process, infra/local/automation.ts).
 */
import * as z from 'zod/mini';
import { nextDailyRunAt } from '../../../shared/automation/schedule.ts';
import { localDateOf } from '../../../shared/automation/settings.ts';
import { isIsoDate, type IsoDate } from '../../../shared/domain/dates.ts';
import { log } from '../../lib/logger.ts';
import { listDueSchedules, moveSchedule } from '../data/schedule.ts';

/** The body of one queue message: run this company's jobs for this local date. */
export interface RunMessage {
  companyId: string;
  localDate: IsoDate;
}

export const runMessageSchema = z.object({
  companyId: z.string().check(z.minLength(1), z.maxLength(64)),
  localDate: z.string().check(z.refine(isIsoDate)),
});

/** A message to send; `id` is unique within one call (SQS batch entry ids). */
export interface OutgoingMessage {
  id: string;
  body: RunMessage;
}

/** Sends messages; answers the ids of those it could not send (they stay due and go next hour). */
export type DispatchTransport = (messages: readonly OutgoingMessage[]) => Promise<{ failedIds: readonly string[] }>;

export interface DispatchSummary {
  due: number;
  sent: number;
  moved: number;
  failed: number;
}

/** Companies read per page of the index. */
const PAGE_SIZE = 100;

export async function dispatchDueCompanies(now: Date, transport: DispatchTransport): Promise<DispatchSummary> {
  const summary: DispatchSummary = { due: 0, sent: 0, moved: 0, failed: 0 };
  let cursor: string | undefined;
  do {
    const page = await listDueSchedules(now, cursor, PAGE_SIZE);
    cursor = page.nextCursor ?? undefined;
    if (page.items.length === 0) break;
    summary.due += page.items.length;
    const messages = page.items.map((schedule, i) => ({
      id: String(i),
      body: { companyId: schedule.companyId, localDate: localDateOf(now, schedule.timeZone) },
    }));
    const { failedIds } = await transport(messages);
    const failed = new Set(failedIds);
    summary.failed += failed.size;
    const sent = page.items.filter((_, i) => !failed.has(String(i)));
    summary.sent += sent.length;
    const moves = await Promise.all(sent.map((s) => moveSchedule(s, nextDailyRunAt(now, s.timeZone).toISOString())));
    summary.moved += moves.filter(Boolean).length;
  } while (cursor);
  // an hour (or, under npm start, a minute) with nobody due says nothing
  if (summary.due > 0) log(summary.failed ? 'error' : 'info', 'automation dispatch', { at: now.toISOString(), ...summary });
  return summary;
}

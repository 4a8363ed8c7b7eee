/**
 * The schedule items and the dispatcher's sparse index (gsi1, partition AUTORUN, sort `<next run>#<company>`):
 * the companies due now are one Query, whatever the number of companies (access patterns: ../README.md).
 */
import { nextDailyRunAt } from '../../../shared/automation/schedule.ts';
import { DEFAULT_TIME_ZONE } from '../../../shared/automation/settings.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { atMost, queryPage } from '../../lib/dynamo/query.ts';
import { isConditionFailed, putItem, updateItem, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as automationKeys from '../keys.ts';
import { scheduleFromItem, scheduleToItem, type ScheduleRecord } from '../records.ts';

/** A company's schedule in `timeZone`: next run at the zone's next 06:00 after `now`. */
export const newSchedule = (companyId: string, timeZone: string, now: Date): ScheduleRecord => ({
  companyId,
  timeZone,
  nextRunAt: nextDailyRunAt(now, timeZone).toISOString(),
});

/**
 * The schedule item of a new company (default time zone), for sign-up's own transaction: from its first day the
 * dispatcher picks it up. A company from before scheduled work gets one on its first settings read or save.
 */
export const initialScheduleOp = (companyId: string, now: Date): TransactOp =>
  putScheduleOp(newSchedule(companyId, DEFAULT_TIME_ZONE, now));

/** Puts (creates or replaces) a company's schedule item, in the caller's transaction (label `schedule`). */
export const putScheduleOp = (schedule: ScheduleRecord): TransactOp => ({ label: 'schedule', Put: { Item: scheduleToItem(schedule) } });

export async function getSchedule(companyId: string): Promise<ScheduleRecord | null> {
  const item = await getItem(automationKeys.schedule(companyId));
  return item ? scheduleFromItem(item) : null;
}

/** Creates the schedule item only when the company has none (a company from before scheduled work). Label `schedule`. */
export async function createScheduleIfMissing(schedule: ScheduleRecord): Promise<boolean> {
  try {
    await putItem('schedule', { Item: scheduleToItem(schedule), ConditionExpression: 'attribute_not_exists(pk)' });
    return true;
  } catch (err) {
    if (isConditionFailed(err, 'schedule')) return false;
    throw err;
  }
}

/** One page of the companies whose next run is due at or before `now` (oldest first). */
export async function listDueSchedules(
  now: Date,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: ScheduleRecord[]; nextCursor: string | null }> {
  // `~` sorts after every company id character, so a run due exactly now is included.
  const page = await queryPage({
    index: 'gsi1',
    partition: automationKeys.dueIndexPartition,
    sort: atMost(`${now.toISOString()}~`),
    limit,
    cursor,
  });
  return { items: page.items.map(scheduleFromItem), nextCursor: page.nextCursor };
}

/**
 * Moves a company's next run, only while it is still the one the dispatcher read (a settings save may have moved it
 * meanwhile: that one wins). False when it moved since.
 */
export async function moveSchedule(schedule: ScheduleRecord, nextRunAt: string): Promise<boolean> {
  try {
    await updateItem('schedule', {
      Key: automationKeys.schedule(schedule.companyId),
      UpdateExpression: 'SET nextRunAt = :next, gsi1sk = :sk',
      ConditionExpression: 'nextRunAt = :read AND #zone = :zone',
      ExpressionAttributeNames: { '#zone': 'timeZone' },
      ExpressionAttributeValues: {
        ':next': nextRunAt,
        ':sk': automationKeys.dueSk(nextRunAt, schedule.companyId),
        ':read': schedule.nextRunAt,
        ':zone': schedule.timeZone,
      },
    });
    return true;
  } catch (err) {
    if (isConditionFailed(err, 'schedule')) return false;
    throw err;
  }
}

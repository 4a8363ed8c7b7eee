/** Run now (AUTOMATION.md "Scheduled work"); apart from the settings calls so only this route bundles the email module. */
import { AUTOMATION_MESSAGES, type RunCounts } from '../../../shared/automation/schemas.ts';
import { localHourInstant } from '../../../shared/automation/schedule.ts';
import { DAILY_RUN_LOCAL_HOUR, localDateOf } from '../../../shared/automation/settings.ts';
import { testClockEnabled } from '../../lib/config.ts';
import { badRequest } from '../../lib/errors.ts';
import { getSettings } from '../data/settings.ts';
import { runCompanyJobs } from './run.ts';

/**
 * Run now: the company's jobs for today (its local date) at once; with the test clock, for `date` as if it were
 * that day's 06:00 local. Answers the counts.
 */
export async function runNow(companyId: string, runId: string, date: string | undefined, now = new Date()): Promise<RunCounts> {
  if (date !== undefined && !testClockEnabled()) throw badRequest(AUTOMATION_MESSAGES.runDateNeedsTestClock);
  const { settings } = await getSettings(companyId);
  const localDate = date ?? localDateOf(now, settings.timeZone);
  const at = date === undefined ? now : localHourInstant(date, DAILY_RUN_LOCAL_HOUR, settings.timeZone);
  return runCompanyJobs(companyId, localDate, { runId, trigger: 'manual', now: at });
}

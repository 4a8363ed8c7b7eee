/**
 * Every key of the automation area (import as a namespace). Company data lives under the company partition; the one
 * key without a company is the dispatcher's index partition (`dueIndexPartition`): a sparse gsi1 partition that
 * lists, for every company, only its id and when its next daily run is due, so the hourly dispatcher reads the
 * companies due with one Query instead of a Scan (tests/unit/company-keys.test.ts names it as the exception).
 */
import { companyPk } from '../lib/dynamo/company.ts';

/** The owner's rent collection settings (and their version). */
export const settings = (companyId: string) => ({ pk: companyPk(companyId), sk: 'AUTOMATION#SETTINGS' });
/** When the company's next daily run is due; carries the gsi1 keys below. */
export const schedule = (companyId: string) => ({ pk: companyPk(companyId), sk: 'AUTOMATION#SCHEDULE' });
/** The last run's counts, shown on the Automation screen. */
export const lastRun = (companyId: string) => ({ pk: companyPk(companyId), sk: 'AUTOMATION#LASTRUN' });
/** The owner digest of one run (the sendOnce record: a retry of the same run never sends it twice). */
export const digest = (companyId: string, localDate: string, runId: string) => ({
  pk: companyPk(companyId),
  sk: `AUTOMATION#DIGEST#${localDate}#${runId}`,
});

// ───────────── the dispatcher's index (no company: see above) ─────────────

/** gsi1 partition of every schedule item; nothing else uses it. */
export const dueIndexPartition = 'AUTORUN';
/** gsi1 sort key: the next run as a UTC ISO instant (sorts by time), then the company (unique). */
export const dueSk = (nextRunAt: string, companyId: string) => `${nextRunAt}#${companyId}`;

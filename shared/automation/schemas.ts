/** Request and response shapes of the automation calls (AUTOMATION.md "Scheduled work", "Rent collection"). */
import * as z from 'zod/mini';
import { isIsoDate, type IsoDate } from '../domain/dates.ts';
import type { RentCollectionSettingsView } from './settings.ts';

export { rentSettingsBodySchema, type RentSettingsBody } from './settings.ts';

export const AUTOMATION_MESSAGES = {
  runDate: 'Date must be a date as yyyy-mm-dd',
  runDateNeedsTestClock: 'A run date can only be given when the server runs with the test clock (APP_TEST_CLOCK=1)',
  settingsSaved: 'Rent collection settings saved',
  runFailed: 'The run stopped before it finished; what it did is kept and nothing is done twice. Try again in a minute.',
} as const;

/** POST /api/automation/run: `date` only under the test clock. */
export const runBodySchema = z.object({
  date: z.optional(z.string({ error: AUTOMATION_MESSAGES.runDate }).check(z.refine(isIsoDate, { error: AUTOMATION_MESSAGES.runDate }))),
});
export type RunBody = z.infer<typeof runBodySchema>;

/** What a run did (counts), as POST /api/automation/run answers and the last run records. */
export interface RunCounts {
  /** The company's local date the jobs ran as. */
  date: IsoDate;
  reminders: number;
  invoices: number;
  lateFees: number;
  digests: number;
  lowStock: number;
  skipped: number;
}

export interface LastRunView extends RunCounts {
  /** ISO instant the run finished. */
  at: string;
  trigger: 'schedule' | 'manual';
}

/** GET /api/automation/rent-settings: the settings, the last run and when the next one is due. */
export interface RentSettingsResponse extends RentCollectionSettingsView {
  lastRun: LastRunView | null;
  /** ISO instant of the next scheduled run (the next local 06:00). */
  nextRunAt: string;
  /** Locally only: the emulator's inbox page, where the emails of a run can be read (null on AWS). */
  inboxUrl: string | null;
}

export interface SaveRentSettingsResponse {
  message: string;
  settings: RentSettingsResponse;
}

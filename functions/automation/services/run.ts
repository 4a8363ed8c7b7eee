/**
 * One company's daily run (AUTOMATION.md "Scheduled work"): the jobs of the registry in order for one local date,
 * their counts summed, the owner digest when any job has lines for it, and the run recorded for the screen.
 * Called by the worker (runId = the queue message's id) and by Run now (runId = the request's id).
 */
import { SYSTEM_ACTIONS } from '../../../shared/audit/types.ts';
import type { RunCounts } from '../../../shared/automation/schemas.ts';
import type { IsoDate } from '../../../shared/domain/dates.ts';
import { getCompany, getUser } from '../../account/data/accounts.ts';
import { systemAuditContext } from '../../lib/audit.ts';
import { sendOnce } from '../../lib/email/send-once.ts';
import { digestSectionsWithLines, ownerDigestEmail } from '../../lib/email/templates/owner-digest.ts';
import { log } from '../../lib/logger.ts';
import { getSettings } from '../data/settings.ts';
import { recordRun } from '../data/runs.ts';
import { getDigest, keepDigestSections, mergeSections } from '../data/digests.ts';
import type { DigestSection, Job, JobContext } from '../job.ts';
import { jobs as registry } from '../jobs.ts';
import * as automationKeys from '../keys.ts';

/** The company a run was asked for does not exist (any more): nothing to run, nothing to retry. */
export class CompanyGone extends Error {
  constructor(readonly companyId: string) {
    super(`Company ${companyId} does not exist`);
    this.name = 'CompanyGone';
  }
}

export interface RunOptions {
  runId: string;
  trigger: 'schedule' | 'manual';
  /** The run's instant (the test clock's day, or now). */
  now?: Date;
  /** The jobs to run. @default the registry (./jobs.ts) */
  jobs?: readonly Job[];
}

const COUNTS = ['reminders', 'invoices', 'lateFees', 'digests', 'lowStock', 'skipped'] as const;

/** Runs every job for the company's local date; throws when a job throws (the queue retries the whole run). */
export async function runCompanyJobs(companyId: string, localDate: IsoDate, options: RunOptions): Promise<RunCounts> {
  const now = options.now ?? new Date();
  const [{ settings }, company] = await Promise.all([getSettings(companyId), getCompany(companyId)]);
  if (!company) throw new CompanyGone(companyId);
  const owner = await getUser(companyId, company.ownerUserId);
  const ctx: JobContext = {
    companyId,
    localDate,
    now,
    settings,
    company: { name: company.name, ownerEmail: owner?.email ?? '', ownerName: owner?.name ?? company.name },
    audit: systemAuditContext(companyId, SYSTEM_ACTIONS.automationRun, 'automation', options.runId),
  };
  const counts: RunCounts = { date: localDate, reminders: 0, invoices: 0, lateFees: 0, digests: 0, lowStock: 0, skipped: 0 };
  const sections: DigestSection[] = [];
  for (const job of options.jobs ?? registry) {
    const result = await job.run(ctx);
    for (const key of COUNTS) counts[key] += result[key] ?? 0;
    sections.push(...(result.digest ?? []));
  }
  if (owner) counts.digests += await sendDigest(ctx, owner, options.runId, sections);
  await recordRun(companyId, { ...counts, runId: options.runId, at: new Date().toISOString(), trigger: options.trigger });
  return counts;
}

/**
 * The owner digest of this run, when it has lines: this attempt's, plus those kept from an earlier attempt of the
 * same run whose send failed. Keyed by the run, so a retry of the same queue message sends it once. Answers 1 when
 * this call sent it.
 */
async function sendDigest(ctx: JobContext, owner: { email: string; name: string }, runId: string, fresh: DigestSection[]): Promise<number> {
  const { companyId, localDate } = ctx;
  const earlier = await getDigest(companyId, localDate, runId);
  if (earlier?.status === 'sent') return 0;
  const sections = mergeSections(earlier?.sections ?? [], fresh);
  if (digestSectionsWithLines(sections).length === 0) return 0;
  if (earlier) await keepDigestSections(companyId, localDate, runId, sections);
  const result = await sendOnce({
    key: automationKeys.digest(companyId, localDate, runId),
    kind: 'owner-digest',
    attributes: { localDate, runId, sections },
    message: ownerDigestEmail({ companyName: ctx.company.name, ownerName: owner.name, ownerEmail: owner.email, localDate, sections }),
  });
  log('info', 'owner digest', { companyId, localDate, runId, sent: result.sent, messageId: result.messageId });
  return result.sent ? 1 : 0;
}

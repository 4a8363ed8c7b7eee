/**
 * What a scheduled job is (AUTOMATION.md "Scheduled work"). The worker (and Run now) runs every job of the registry
 * (./jobs.ts) for one company and one local date, in order; each job is idempotent item by item (keyed by company,
 * job and local date), so a retry of the same day does nothing twice. A job that throws makes the run throw: the
 * queue retries it, then dead-letters it.
 */
import type { RentCollectionSettings } from '../../shared/automation/settings.ts';
import type { IsoDate } from '../../shared/domain/dates.ts';
import type { AuditContext } from '../lib/audit.ts';

export interface JobContext {
  companyId: string;
  /** The company's local date the jobs run as (today in its time zone, or the test clock's date). */
  localDate: IsoDate;
  now: Date;
  settings: RentCollectionSettings;
  company: { name: string; ownerEmail: string; ownerName: string };
  /** systemAuditContext(companyId, 'automation.run', 'automation'): actor System, source automation. */
  audit: AuditContext;
}

/**
 * Lines of the owner's digest, under a title (e.g. "Reminders sent"): one line per thing that happened (the digest's
 * count is the lines' and `more`'s), then what was left out and a link, neither of them a line.
 */
export interface DigestSection {
  title: string;
  lines: string[];
  /** Things of this kind not listed (the email holds so many lines). */
  more?: number;
  /** Where to see or act on them all (a page of the product), shown under the lines. */
  link?: { label: string; href: string };
}

export interface JobResult {
  reminders?: number;
  invoices?: number;
  lateFees?: number;
  digests?: number;
  lowStock?: number;
  skipped?: number;
  digest?: DigestSection[];
}

export interface Job {
  name: string;
  run(ctx: JobContext): Promise<JobResult>;
}

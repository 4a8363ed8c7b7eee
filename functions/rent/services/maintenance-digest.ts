/**
 * The maintenance part of the owner's daily digest (AUTOMATION.md "Maintenance (rent)": alerts): the open Urgent
 * requests and the other open requests past their due date, read from the sparse index of open requests (gsi2,
 * Urgent ones apart, each by due date), so a company's history of done requests is never walked. The job changes
 * nothing: no audit entry.
 */
import { formatDate } from '../../../shared/domain/format.ts';
import { appUrl } from '../../lib/email/links.ts';
import type { DigestSection, Job, JobContext, JobResult } from '../../automation/job.ts';
import { listPastDueRequests, listUrgentOpenRequests } from '../data/maintenance.ts';
import type { MaintenanceRecord } from '../records.ts';

/** At most this many lines per section (the digest links to the list for the rest). */
export const DIGEST_MAINTENANCE_LINES = 50;

const place = (r: MaintenanceRecord) => `Room ${r.roomNumber} · Building ${r.buildingNumber}`;

/** `Leaking tap — Room 101 · Building 7, In progress, due 01/03/2026 (past due), assigned to Sam` */
export function maintenanceDigestLine(r: MaintenanceRecord, today: string): string {
  const due = r.dueDate ? `due ${formatDate(r.dueDate)}${r.dueDate < today ? ' (past due)' : ''}` : 'no due date';
  return `${r.title} — ${place(r)}, ${r.status}, ${due}, ${r.assigneeName ? `assigned to ${r.assigneeName}` : 'not assigned'}`;
}

export async function runMaintenanceDigest(ctx: JobContext): Promise<JobResult> {
  const [urgent, pastDue] = await Promise.all([
    listUrgentOpenRequests(ctx.companyId, DIGEST_MAINTENANCE_LINES + 1),
    listPastDueRequests(ctx.companyId, ctx.localDate, DIGEST_MAINTENANCE_LINES + 1),
  ]);
  // one line per request; more than fit are not counted exactly (read one past the limit): the link shows them
  const section = (title: string, rows: MaintenanceRecord[]): DigestSection => ({
    title,
    lines: rows.slice(0, DIGEST_MAINTENANCE_LINES).map((r) => maintenanceDigestLine(r, ctx.localDate)),
    ...(rows.length > DIGEST_MAINTENANCE_LINES
      ? { link: { label: 'More on the Maintenance page', href: appUrl('/hms/maintenance') } }
      : {}),
  });
  const digest: DigestSection[] = [];
  if (urgent.length) digest.push(section('Urgent maintenance', urgent));
  if (pastDue.length) digest.push(section('Maintenance past its due date', pastDue));
  return { digest };
}

export const maintenanceDigestJob: Job = { name: 'maintenance-digest', run: runMaintenanceDigest };

/**
 * The one-off backfill of the portal's email lookup items (../data/email-lookup.ts) for the tenants and customers
 * written before them. A job of the daily run (functions/automation/jobs.ts): the company's tenants page by page, then
 * its customers, each page's ADDs in one transaction (idempotent: an id already there stays once), the cursor kept on
 * the `PORTAL#EMAILS#READY` item after each page and `done` at the end (lib/dynamo/backfill.ts), so it resumes where a
 * timeout left it and, once done, costs one GetItem a day. Every tenant and customer added, edited or deleted since
 * keeps its own item in its transaction.
 *
 * One marker for both phases: its cursor names the phase, `T:<cursor of the tenants' Query>` or `C:<cursor of the
 * customers' Query>` (`C:` alone: the customers from their start), so a run stopped between the two goes on with the
 * customers.
 */
import type { Job, JobResult } from '../../automation/job.ts';
import * as imsKeys from '../../inventory/keys.ts';
import { backfillOnce } from '../../lib/dynamo/backfill.ts';
import { companyPk } from '../../lib/dynamo/company.ts';
import { beginsWith, queryPage } from '../../lib/dynamo/query.ts';
import { transact } from '../../lib/dynamo/transact.ts';
import * as rentKeys from '../../rent/keys.ts';
import { portalEmailOps, type PortalPersonKind } from '../data/email-lookup.ts';
import * as portalKeys from '../keys.ts';

/** People per page: at most one ADD each, so one transaction per page stays under DynamoDB's 100 items. */
const PAGE = 50;

interface Phase {
  readonly kind: PortalPersonKind;
  readonly tag: string;
  /** The sort-key prefix of the kind's records (a function: no call at module level, see functions/README.md). */
  readonly prefix: () => string;
  readonly id: string;
  readonly email: string;
}
const TENANTS: Phase = { kind: 'tenant', tag: 'T:', prefix: () => rentKeys.tenantsPrefix, id: 'tenantId', email: 'email' };
const CUSTOMERS: Phase = {
  kind: 'customer',
  tag: 'C:',
  prefix: () => imsKeys.partnersPrefix('customer'),
  id: 'partnerId',
  email: 'contactEmail',
};

/** The phase and the Query cursor a marker's cursor stands for (null: the very start). */
function phaseOf(cursor: string | null): { phase: Phase; cursor: string | null } {
  if (cursor?.startsWith(CUSTOMERS.tag)) return { phase: CUSTOMERS, cursor: cursor.slice(CUSTOMERS.tag.length) || null };
  if (cursor?.startsWith(TENANTS.tag)) return { phase: TENANTS, cursor: cursor.slice(TENANTS.tag.length) || null };
  return { phase: TENANTS, cursor: null };
}

/**
 * Writes the lookup items of every tenant and customer of the company (resumable, idempotent). `maxPages`: stop after
 * that many pages (the next call goes on). Returns the ADDs written (0 once done).
 */
export async function ensurePortalEmailLookups(companyId: string, options: { maxPages?: number } = {}): Promise<number> {
  let written = 0;
  await backfillOnce(
    portalKeys.emailLookupReady(companyId),
    async (marker) => {
      const { phase, cursor } = phaseOf(marker);
      const page = await queryPage({
        partition: companyPk(companyId),
        sort: beginsWith(phase.prefix()),
        projection: `${phase.id}, ${phase.email}`,
        limit: PAGE,
        cursor,
      });
      const ops = page.items.flatMap((p) => portalEmailOps(companyId, phase.kind, String(p[phase.id]), null, p[phase.email] as string));
      if (ops.length) await transact(ops);
      written += ops.length;
      if (page.nextCursor) return `${phase.tag}${page.nextCursor}`;
      return phase === TENANTS ? CUSTOMERS.tag : null;
    },
    options,
  );
  return written;
}

/** The daily run's step: nothing to tell the owner, so no digest section. */
export const portalEmailLookupJob: Job = {
  name: 'portalEmailLookup',
  async run(ctx): Promise<JobResult> {
    await ensurePortalEmailLookups(ctx.companyId);
    return {};
  },
};

/**
 * The one-off backfill of the tenants' lookup items (../data/tenant-lookups.ts) for tenants written before them.
 */
import { backfillOnce } from '../../lib/dynamo/backfill.ts';
import { transact } from '../../lib/dynamo/transact.ts';
import { tenantLookupOps } from '../data/tenant-lookups.ts';
import { listTenants } from '../data/tenants.ts';
import * as rentKeys from '../keys.ts';

/** Tenants per page of the backfill (each up to two updates: one transaction per 50). */
const BACKFILL_PAGE = 50;

/**
 * The one-off backfill of the lookup items of the tenants written before them (resumable and idempotent): the
 * company's tenants page by page, each page's ADDs in one transaction, the cursor kept on the `TMATCH#READY` item
 * after each page, `done` at the end. Every tenant added, edited or deleted since the items exist keeps its own
 * in its transaction, so once done this is a single GetItem. The tenants import runs it before it checks a file.
 */
export async function ensureTenantLookups(companyId: string): Promise<void> {
  await backfillOnce(rentKeys.tenantLookupsReady(companyId), async (cursor) => {
    const page = await listTenants(companyId, { limit: BACKFILL_PAGE, cursor });
    const ops = page.items.flatMap((t) => tenantLookupOps(companyId, t.tenantId, null, t));
    if (ops.length) await transact(ops);
    return page.nextCursor;
  });
}

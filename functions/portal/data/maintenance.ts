/**
 * The maintenance requests a tenant opened in the portal (keys.tenantRequest; access patterns: ../README.md): one
 * Query of the tenant's pointers, newest first, then one BatchGetItem of the requests themselves (written by the rent
 * area's one create path, rent/data/maintenance.ts, in the request's own transaction).
 */
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { companyPk } from '../../lib/dynamo/company.ts';
import { beginsWith, queryPage } from '../../lib/dynamo/query.ts';
import * as rentKeys from '../../rent/keys.ts';
import { maintenanceFromItem, type MaintenanceRecord } from '../../rent/records.ts';
import * as portalKeys from '../keys.ts';

/** One page of the tenant's requests opened in the portal, newest first, and the cursor of the next. */
export async function listRequestsOfTenant(
  companyId: string,
  tenantId: string,
  page: { limit: number; cursor?: string },
): Promise<{ items: MaintenanceRecord[]; nextCursor: string | null }> {
  const { items, nextCursor } = await queryPage({
    partition: companyPk(companyId),
    sort: beginsWith(portalKeys.tenantRequestsPrefix(tenantId)),
    descending: true,
    limit: page.limit,
    cursor: page.cursor,
  });
  const keys = items.map((p) =>
    rentKeys.maintenanceRequest(companyId, Number(p.buildingNumber), String(p.roomUlid), String(p.requestUlid)),
  );
  if (!keys.length) return { items: [], nextCursor };
  // BatchGetItem answers in any order: the pointers' order (newest first) is the page's
  const byKey = new Map((await batchGetItems(keys, { consistent: true })).map((item) => [`${item.pk}|${item.sk}`, item]));
  const records = keys.flatMap((k) => {
    const item = byKey.get(`${k.pk}|${k.sk}`);
    return item ? [maintenanceFromItem(item)] : [];
  });
  return { items: records, nextCursor };
}

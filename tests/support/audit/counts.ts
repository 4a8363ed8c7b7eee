/**
 * Stock counts (WAREHOUSE.md "Stock counts") write their entries under stock_count with the count's id ("7") and its
 * number and warehouse as label: adding (what it covers), recording (each line's count, before and after, by SKU, from
 * the call or the CSV), completing (its last entry: the status and the variance's value; before it, the reason and one
 * entry per step of adjustments) and cancelling (status and reason).
 */
import { countRoutes as cr } from '../../../shared/inventory/count-routes.ts';
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import type { TestApi } from '../gateway.ts';
import { expectStatus, type Company } from '../rent.ts';
import { product } from '../sales.ts';
import type { AuditCase } from './registry.ts';

let seq = 0;

async function post(api: TestApi, company: Company, path: string, body: unknown, status: number) {
  const res = await api.call('POST', path, { token: company.token, body });
  expectStatus(res, status);
  return res.body;
}

/** A new open count of one stocked item in a warehouse of its own: its id and the item's. */
async function openCount(
  api: TestApi,
  company: Company,
  sku = `AUD-CNT-${seq + 1}`,
): Promise<{ countId: string; itemId: string; sku: string }> {
  const n = ++seq;
  const warehouseId = (await post(api, company, r.warehouseAdd.path, { warehouseName: `Count WH ${n}`, warehouseLocation: 'York' }, 201))
    .id as string;
  const itemId = (await post(api, company, r.productAdd.path, product(`Counted Widget ${n}`, sku, 1.5, 3), 201)).id as string;
  await post(api, company, r.stockAdd.path, [{ productID: itemId, quantity: 4, location: warehouseId }], 201);
  const countId = (await post(api, company, cr.countAdd.path, { warehouseId, blind: false }, 201)).id as string;
  return { countId, itemId, sku };
}

const sheetOf = async (api: TestApi, company: Company, countId: string) =>
  (await api.call('GET', cr.countGet.path.replace('{id}', countId), { token: company.token })).body;

export const countAuditCases: AuditCase[] = [
  {
    route: cr.countAdd,
    fields: ['warehouse_name', 'scope_label', 'blind', 'line_count', 'status'],
    async change(api, company) {
      return { kind: 'stock_count', id: (await openCount(api, company)).countId };
    },
  },
  {
    route: cr.countRecord,
    fields: ['counted AUD-CNT-REC'],
    async change(api, company) {
      const { countId, itemId } = await openCount(api, company, 'AUD-CNT-REC');
      await post(api, company, cr.countRecord.path, { countId, lines: [{ item_id: itemId, counted: 3 }] }, 200);
      return { kind: 'stock_count', id: countId };
    },
  },
  {
    route: cr.countRecordRows,
    fields: ['counted AUD-CNT-ROWS'],
    async change(api, company) {
      const { countId, sku } = await openCount(api, company, 'AUD-CNT-ROWS');
      await post(api, company, cr.countRecordRows.path, { countId, rows: [{ line: 2, sku, counted: '2' }] }, 200);
      return { kind: 'stock_count', id: countId };
    },
  },
  {
    route: cr.countComplete,
    fields: ['status', 'variance_value'],
    async change(api, company) {
      const { countId, itemId } = await openCount(api, company);
      await post(api, company, cr.countRecord.path, { countId, lines: [{ item_id: itemId, counted: 3 }] }, 200);
      const { version } = await sheetOf(api, company, countId);
      await post(api, company, cr.countComplete.path, { countId, reason: 'Audit count', version }, 200);
      return { kind: 'stock_count', id: countId };
    },
  },
  {
    route: cr.countCancel,
    fields: ['status', 'reason'],
    async change(api, company) {
      const { countId } = await openCount(api, company);
      await post(api, company, cr.countCancel.path, { countId, reason: 'Wrong shelf' }, 200);
      return { kind: 'stock_count', id: countId };
    },
  },
];

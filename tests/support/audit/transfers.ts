/**
 * Transfers (WAREHOUSE.md "Transfers") write their entries under `transfer` with the transfer's id ("4") and its number
 * as label: requesting (every field), editing (what changed), shipping (status, what shipped and its value), receiving
 * (received, in transit, status), closing (the loss and its value, the reason) and cancelling (status and reason).
 */
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import { transferRoutes as t } from '../../../shared/inventory/transfer-routes.ts';
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

/** A new requested transfer of 3 of a stocked item between two warehouses of its own: its id and the item's. */
async function requested(api: TestApi, company: Company): Promise<{ transferId: string; itemId: string; toId: string }> {
  const n = ++seq;
  const warehouse = async (name: string) =>
    (await post(api, company, r.warehouseAdd.path, { warehouseName: `${name} ${n}`, warehouseLocation: 'Leeds' }, 201)).id as string;
  const [fromId, toId] = [await warehouse('Audit Source'), await warehouse('Audit Destination')];
  const itemId = (await post(api, company, r.productAdd.path, product(`Moved Widget ${n}`, `AUD-TO-${n}`, 2, 4), 201)).id as string;
  await post(api, company, r.stockAdd.path, [{ productID: itemId, quantity: 5, location: fromId }], 201);
  const transferId = (
    await post(
      api,
      company,
      t.transferAdd.path,
      { fromWarehouseId: fromId, toWarehouseId: toId, items: [{ item_id: itemId, quantity: 3 }] },
      201,
    )
  ).id as string;
  return { transferId, itemId, toId };
}

async function shipped(api: TestApi, company: Company) {
  const ids = await requested(api, company);
  await post(api, company, t.transferShip.path, { transferId: ids.transferId, version: 1 }, 200);
  return ids;
}

export const transferAuditCases: AuditCase[] = [
  {
    route: t.transferAdd,
    fields: ['status', 'from_warehouse', 'to_warehouse', 'items'],
    async change(api, company) {
      return { kind: 'transfer', id: (await requested(api, company)).transferId };
    },
  },
  {
    route: t.transferUpdate,
    fields: ['note'],
    async change(api, company) {
      const { transferId } = await requested(api, company);
      await post(api, company, t.transferUpdate.path, { transferId, version: 1, note: 'Fragile' }, 200);
      return { kind: 'transfer', id: transferId };
    },
  },
  {
    route: t.transferShip,
    fields: ['status', 'shipped', 'shipped_value', 'in_transit'],
    async change(api, company) {
      return { kind: 'transfer', id: (await shipped(api, company)).transferId };
    },
  },
  {
    route: t.transferReceive,
    fields: ['status', 'received', 'in_transit'],
    async change(api, company) {
      const { transferId, itemId } = await shipped(api, company);
      await post(api, company, t.transferReceive.path, { transferId, lines: [{ item_id: itemId, received: 2 }] }, 200);
      return { kind: 'transfer', id: transferId };
    },
  },
  {
    route: t.transferClose,
    fields: ['status', 'in_transit', 'lost', 'lost_value', 'reason'],
    async change(api, company) {
      const { transferId } = await shipped(api, company);
      await post(api, company, t.transferClose.path, { transferId, reason: 'Lost on the road' }, 200);
      return { kind: 'transfer', id: transferId };
    },
  },
  {
    route: t.transferCancel,
    fields: ['status', 'reason'],
    async change(api, company) {
      const { transferId } = await requested(api, company);
      await post(api, company, t.transferCancel.path, { transferId, reason: 'Not needed' }, 200);
      return { kind: 'transfer', id: transferId };
    },
  },
];

/**
 * Draft purchase orders (AUTOMATION.md "Replenishment") write their entries under purchase_order (the order's number as
 * label): Create draft orders (a new draft: every field, from nothing), Place order (what is owed and the status),
 * Delete draft (every field, to nothing).
 */
import { replenishmentRoutes as rp } from '../../../shared/inventory/replenishment-routes.ts';
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import type { TestApi } from '../gateway.ts';
import { expectStatus, type Company } from '../rent.ts';
import { partner, product } from '../sales.ts';
import type { AuditCase } from './registry.ts';

let seq = 0;

async function post(api: TestApi, company: Company, path: string, body: unknown, status: number) {
  const res = await api.call('POST', path, { token: company.token, body });
  expectStatus(res, status);
  return res.body;
}

/** A new draft of 6 units for a supplier of its own (so it is a new draft, not one added to): its id. */
async function draft(api: TestApi, company: Company): Promise<number> {
  const n = ++seq;
  const supplierId = (await post(api, company, r.supplierAdd.path, partner(`Draft Supplier ${n}`), 201)).id as string;
  const warehouseId = (await post(api, company, r.warehouseAdd.path, { warehouseName: `Draft WH ${n}`, warehouseLocation: 'York' }, 201))
    .id as string;
  const itemId = (await post(api, company, r.productAdd.path, product(`Draft Widget ${n}`, `DRW-${n}`, 1.5, 3), 201)).id as string;
  const res = await post(
    api,
    company,
    rp.replenishmentDraftOrders.path,
    { lines: [{ itemId, warehouseId, supplierId, quantity: 6 }] },
    200,
  );
  return res.orders[0].purchase_order_id as number;
}

const ORDER_FIELDS = [
  'supplier_name',
  'warehouse_name',
  'discount',
  'total_items',
  'total_ordered_quantity',
  'total_received_quantity',
  'total_amount',
  'returned_credit',
  'paid',
  'amount_due',
  'status',
  'payment_status',
];

export const replenishmentAuditCases: AuditCase[] = [
  {
    route: rp.replenishmentDraftOrders,
    fields: ORDER_FIELDS,
    async change(api, company) {
      return { kind: 'purchase_order', id: String(await draft(api, company)) };
    },
  },
  {
    route: rp.purchaseOrderPlace,
    fields: ['amount_due', 'status'],
    async change(api, company) {
      const id = await draft(api, company);
      await post(api, company, rp.purchaseOrderPlace.path, { purchaseOrderId: id }, 200);
      return { kind: 'purchase_order', id: String(id) };
    },
  },
  {
    route: rp.purchaseOrderDelete,
    fields: ORDER_FIELDS,
    async change(api, company) {
      const id = await draft(api, company);
      expectStatus(await api.call('DELETE', `${rp.purchaseOrderDelete.path}?id=${id}`, { token: company.token }), 200);
      return { kind: 'purchase_order', id: String(id) };
    },
  },
];

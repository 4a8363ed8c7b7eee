/** Sales-order helpers for integration tests: a company with customers, warehouses, items and stock, through the API. */
import { companyPk } from '../../functions/lib/dynamo/company.ts';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import { beginsWith, queryAll } from '../../functions/lib/dynamo/query.ts';
import * as imsKeys from '../../functions/inventory/keys.ts';
import { verifyAccessToken } from '../../functions/lib/tokens.ts';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { MAX_STOCK_LINES } from '../../shared/inventory/schemas.ts';
import type { ApiResponse, TestApi } from './gateway.ts';
import { expectStatus, newCompany, type Company } from './rent.ts';

export interface SalesCompany extends Company {
  companyId: string;
  post: (path: string, body: unknown) => Promise<ApiResponse>;
  get: (path: string) => Promise<ApiResponse>;
  /** POST that must answer 201; its `id`. */
  add: (path: string, body: unknown) => Promise<string>;
}

export async function salesCompany(api: TestApi, name: string): Promise<SalesCompany> {
  const company = await newCompany(api, name);
  const { companyId } = await verifyAccessToken(company.token);
  const post = (path: string, body: unknown) => api.call('POST', path, { token: company.token, body });
  const get = (path: string) => api.call('GET', path, { token: company.token });
  const add = async (path: string, body: unknown) => {
    const res = await post(path, body);
    expectStatus(res, 201);
    return res.body.id as string;
  };
  return { ...company, companyId, post, get, add };
}

export const partner = (name: string) => ({
  name,
  contactPerson: 'P',
  contactEmail: 'p@x.example',
  contactNumber: '+44 20 7946 0001',
  address: 'A',
});
export const product = (name: string, sku: string, purchasePrice: number, sellingPrice: number) => ({
  name,
  sku,
  description: `${name} description`,
  barcode: sku.replace(/\W/g, ''),
  category: 'general',
  purchasePrice,
  sellingPrice,
  unit: 'pcs',
});

/** Stock received through Add Stock (one lot each line, at the item's purchase price). */
export async function addStock(c: SalesCompany, lines: Array<{ itemId: string; warehouseId: string; quantity: number }>) {
  for (let i = 0; i < lines.length; i += MAX_STOCK_LINES) {
    const res = await c.post(
      r.stockAdd.path,
      lines.slice(i, i + MAX_STOCK_LINES).map((l) => ({ productID: l.itemId, quantity: l.quantity, location: l.warehouseId })),
    );
    expectStatus(res, 201);
  }
}

/** A lot from a purchase order (its supplier and PO number on the lot), at the line's net cost. */
export async function receiveFromPurchase(
  c: SalesCompany,
  o: { supplierId: string; warehouseId: string; itemId: string; quantity: number; discount: number },
): Promise<string> {
  const res = await c.post(p.purchaseOrderAdd.path, {
    supplierId: o.supplierId,
    warehouseId: o.warehouseId,
    totalDiscount: 0,
    orderItems: [{ item_id: o.itemId, quantity: o.quantity, discount: o.discount }],
  });
  expectStatus(res, 201);
  const received = await c.post(p.purchaseReceiveItem.path, {
    purchaseOrderId: res.body.id,
    item: { purchase_order_item_id: 1, to_receive: o.quantity },
  });
  expectStatus(received, 200);
  return res.body.order_number as string;
}

/** The ledger's maintained figures: the financial day rows and the dashboard counters. */
export async function ledgerOf(companyId: string) {
  const days = await queryAll({ partition: companyPk(companyId), sort: beginsWith('FINDAY#'), consistent: true });
  const counters = await getItem(imsKeys.dashboardCounters(companyId), { consistent: true });
  const sum = (field: string) => days.reduce((n, d) => n + Number(d[field] ?? 0), 0);
  const byDay = new Map(days.map((d) => [String(d.date), d]));
  return { days: byDay, receivable: sum('receivable'), received: sum('received'), toShip: Number(counters?.to_ship ?? 0) };
}

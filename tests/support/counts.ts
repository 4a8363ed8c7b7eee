/** Stock-count helpers for integration tests (WAREHOUSE.md "Stock counts"): a company's warehouses, items and counts, through the API. */
import { countRoutes as cr } from '../../shared/inventory/count-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import type { TestApi } from './gateway.ts';
import { expectStatus } from './rent.ts';
import { product, type SalesCompany } from './sales.ts';

export const sheetPath = (id: string, query = '') => `${cr.countGet.path.replace('{id}', id)}${query}`;

/** The helpers of one company (`company()` is read at each call: the company is made in a beforeAll). */
export function countHelpers(api: TestApi, company: () => SalesCompany) {
  let seq = 0;
  const newWarehouse = (name = `Shelf ${++seq}`): Promise<string> =>
    company().add(r.warehouseAdd.path, { warehouseName: name, warehouseLocation: 'Dock Road' });
  const newItem = async (price = 2, category = 'general'): Promise<{ id: string; sku: string }> => {
    const n = ++seq;
    const sku = `CNT-ITEM-${n}`;
    const id = await company().add(r.productAdd.path, { ...product(`Counted ${n}`, sku, price, price * 2), category });
    return { id, sku };
  };
  const addCount = async (body: Record<string, unknown>): Promise<{ id: string; number: string; lines: number }> => {
    const res = await company().post(cr.countAdd.path, { blind: false, ...body });
    expectStatus(res, 201);
    return { id: res.body.id, number: res.body.count_number, lines: res.body.line_count };
  };
  const record = (countId: string, lines: Array<{ item_id: string; counted: number }>) =>
    company().post(cr.countRecord.path, { countId, lines });
  /** Every line of the sheet, following its cursor; the header as the first page answered it. */
  const sheet = async (id: string, token = company().token, query = '') => {
    const first = await api.call('GET', sheetPath(id, `?limit=200${query}`), { token });
    expectStatus(first, 200);
    const lines = [...first.body.lines];
    let cursor = first.headers.get('x-next-cursor');
    while (cursor) {
      const next = await api.call('GET', sheetPath(id, `?limit=200&cursor=${cursor}${query}`), { token });
      lines.push(...next.body.lines);
      cursor = next.headers.get('x-next-cursor');
    }
    return { ...first.body, lines };
  };
  const lineOf = (s: { lines: Array<{ item_id: string }> }, itemId: string) =>
    s.lines.find((l) => l.item_id === itemId) as Record<string, unknown>;
  const complete = async (id: string, reason = 'Quarter end') =>
    company().post(cr.countComplete.path, { countId: id, reason, version: (await sheet(id)).version });
  return { newWarehouse, newItem, addCount, record, sheet, lineOf, complete };
}

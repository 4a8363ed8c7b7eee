/**
 * Warehouse scope in the inventory area (ROLES.md; tests/support/scope.ts): a manager of the company scoped to an empty
 * warehouse of its own gets 404 for every warehouse, order, invoice, rule and draft of the others, and none of them in
 * a list, as another company would; the catalogue (items, categories, suppliers, customers) is company-wide, its stock
 * figures those of the account's warehouses; company-wide money and adding a warehouse answer 403. Then a staff scoped
 * to one of two warehouses sees that warehouse's figures in every report while the owner sees both.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../shared/account/permissions.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { countRoutes as cr } from '../../shared/inventory/count-routes.ts';
import { financeRoutes as f } from '../../shared/inventory/finance-routes.ts';
import { insightsRoutes } from '../../shared/insights/routes.ts';
import { labelRoutes } from '../../shared/inventory/label-routes.ts';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { replenishmentRoutes as rp } from '../../shared/inventory/replenishment-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { transferRoutes as tr } from '../../shared/inventory/transfer-routes.ts';
import type { RouteDefinition } from '../../shared/route.ts';
import { routes } from '../../shared/routes.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi, type ApiResponse } from '../support/gateway.ts';
import { countsIsolation } from '../support/isolation/counts.ts';
import { financeIsolation } from '../support/isolation/finance.ts';
import { inventoryIsolation } from '../support/isolation/inventory.ts';
import { purchasingIsolation } from '../support/isolation/purchasing.ts';
import type { IsolationCase, IsolationSuite } from '../support/isolation/registry.ts';
import { replenishmentIsolation } from '../support/isolation/replenishment.ts';
import { salesInvoicesIsolation } from '../support/isolation/sales-invoices.ts';
import { salesIsolation } from '../support/isolation/sales.ts';
import { transfersIsolation } from '../support/isolation/transfers.ts';
import { expectStatus, type Company } from '../support/rent.ts';
import { addStock, partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';
import { refusedWholeCompany, runScopeSuites, type Expectation, type ScopeSuite } from '../support/scope.ts';

const api = useTestApi();

/** Adds the first company's own empty warehouse, the only one the scoped account sees. */
const scopeWarehouse: ScopeSuite['scope'] = async (api, first) => {
  const res = await api.call('POST', r.warehouseAdd.path, {
    token: first.token,
    body: { warehouseName: 'Scoped Shelf', warehouseLocation: 'Elsewhere' },
  });
  expectStatus(res, 201);
  return { warehouses: [res.body.id as string] };
};

/** Every route of a route module, for `covers`. */
const inModule = (module: Record<string, RouteDefinition>, keep: (route: RouteDefinition) => boolean = () => true) => {
  const names = new Set(
    Object.values(module)
      .filter(keep)
      .map((route) => route.name),
  );
  return (route: RouteDefinition) => names.has(route.name);
};
const isInvoiceRoute = (route: RouteDefinition) => route.path.includes('/invoice');

const status =
  (code: number): Expectation =>
  (res) =>
    expect(res.status, res.text).toBe(code);
const found = (why: string, code: number) => ({ why: `the catalogue is company-wide: ${why}`, expect: status(code) });

type CatalogueIds = { supplierId: string; customerId: string; itemId: string; warehouseId: string; categoryId: string };
type SpareIds = CatalogueIds & { spareSupplierId: string; spareCustomerId: string; spareCategoryId: string };
const STALE = 99;
/** The suite's own edit of the record, sent with a version that is not the record's: found, refused as stale, unchanged. */
const stale = (name: string) => (ids: SpareIds, scoped: Company) => {
  const sent = inventoryIsolation.cases.find((c) => c.route.name === name)!.request(ids, scoped);
  return { ...sent, body: { ...(sent.body as object), version: STALE } };
};

const catalogueRequests: Record<string, (ids: SpareIds, scoped: Company) => { path: string; body?: unknown }> = {
  supplierUpdate: stale('supplierUpdate'),
  customerUpdate: stale('customerUpdate'),
  supplierDelete: (ids) => ({ path: `${r.supplierDelete.path}?id=${ids.spareSupplierId}` }),
  customerDelete: (ids) => ({ path: `${r.customerDelete.path}?id=${ids.spareCustomerId}` }),
  productCategoryDelete: (ids) => ({ path: `${r.productCategoryDelete.path}?id=${ids.spareCategoryId}` }),
  productCategoryUpdate: stale('productCategoryUpdate'),
  productArchive: (ids) => ({ path: r.productArchive.path, body: { id: ids.itemId, archived: false } }),
  productUpdate: stale('productUpdate'),
};

/**
 * The inventory suite as a scoped account meets it: the catalogue's by-id writes reach the company's records, so they
 * are made harmless (a stale version, spares to delete) and still prove the record was found; what stays the first
 * company's is the warehouse, its stock and its rules.
 */
const catalogueSuite: IsolationSuite<unknown> = {
  ...inventoryIsolation,
  async seed(api, first, second) {
    const ids = (await inventoryIsolation.seed(api, first, second)) as CatalogueIds;
    const add = async (path: string, body: unknown) => {
      const res = await api.call('POST', path, { token: first.token, body });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    return {
      ...ids,
      spareSupplierId: await add(r.supplierAdd.path, partner('Spare Supplier')),
      spareCustomerId: await add(r.customerAdd.path, partner('Spare Customer')),
      spareCategoryId: await add(r.productCategoryAdd.path, { name: 'Spare Category' }),
    } satisfies SpareIds;
  },
  cases: inventoryIsolation.cases.map((c) => {
    const request = catalogueRequests[c.route.name];
    return request ? { ...c, request: request as IsolationCase<unknown>['request'] } : c;
  }),
  async unchanged(api, first, _second, raw) {
    const ids = raw as SpareIds;
    const get = async (path: string) => (await api.call('GET', path, { token: first.token })).body;
    const warehouses = (await get(r.warehouseList.path)) as { id: string; name: string; location: string }[];
    expect(warehouses.find((w) => w.id === ids.warehouseId)).toMatchObject({ name: 'Main', location: 'First City' });
    expect(await get(r.productGet.path.replace('{id}', ids.itemId))).toMatchObject({
      name: 'First Item',
      stock: 3,
      warehouses: [{ id: ids.warehouseId, stock: 3 }],
    });
    expect(((await get(r.supplierList.path)) as { id: string; name: string }[]).find((x) => x.id === ids.supplierId)?.name).toBe(
      'First Partner',
    );
    expect(((await get(r.customerList.path)) as { id: string; name: string }[]).find((x) => x.id === ids.customerId)?.name).toBe(
      'First Partner',
    );
    expect((await get(`${r.reorderRuleList.path}?itemId=${ids.itemId}`)).map((v: { rule: unknown }) => v.rule)).toEqual([null]);
  },
};

const names = (res: ApiResponse) => res.body.map((x: { name: string }) => x.name);

const inventoryScope: ScopeSuite = {
  suite: catalogueSuite,
  // labels print the catalogue's items (their own module: the warehouse floor's deploy group); Insights read the
  // figures of the warehouses (a warehouse outside the scope is not found)
  covers: inModule({ ...r, ...labelRoutes, insightsInventory: insightsRoutes.insightsInventory }),
  scope: scopeWarehouse,
  instead: {
    warehouseList: { why: 'its own warehouse is listed: only that one', expect: (res) => expect(names(res)).toEqual(['Scoped Shelf']) },
    warehouseAdd: {
      why: 'a new warehouse is outside every scope but "all": adding one needs every warehouse',
      expect: refusedWholeCompany,
    },
    supplierList: {
      why: 'the catalogue is company-wide: the company’s suppliers are listed',
      expect: (res) => expect(names(res)).toContain('First Partner'),
    },
    customerList: {
      why: 'the catalogue is company-wide: the company’s customers are listed',
      expect: (res) => expect(names(res)).toContain('First Partner'),
    },
    supplierUpdate: found('the supplier is found (and a stale version refused)', 409),
    customerUpdate: found('the customer is found (and a stale version refused)', 409),
    supplierDelete: found('a supplier without orders is deleted (a spare)', 200),
    customerDelete: found('a customer without orders is deleted (a spare)', 200),
    productCategories: {
      why: 'the catalogue is company-wide: the company’s categories are listed',
      expect: (res) => expect(names(res)).toContain('First Only'),
    },
    productCategoryAdd: found('the category name is taken in the company', 409),
    productCategoryDelete: found('a category without items is deleted (a spare)', 200),
    productCategoryUpdate: found('the category is found (and a stale version refused)', 409),
    productArchive: found('the item is found (and is not archived already)', 400),
    productDelete: found('the item is found (and has stock history)', 409),
    productAdd: found('the SKU is taken in the company', 409),
    productUpdate: found('the item is found (and a stale version refused)', 409),
    productImageUpload: found('the item takes an image', 200),
    labelsPrint: found('its items’ labels print (no stock shown)', 200),
    productList: {
      why: 'the catalogue is company-wide; its stock is the account’s warehouses’ (none)',
      expect: (res) => expect(res.body.map((i: { name: string; stock: number }) => [i.name, i.stock])).toEqual([['First Item', 0]]),
    },
    productGet: {
      why: 'the catalogue is company-wide; no stock row outside the account’s warehouses',
      expect: (res) => expect(res.body).toMatchObject({ name: 'First Item', stock: 0, warehouses: [] }),
    },
    stockMovements: {
      why: 'the item is the company’s; its movements outside the account’s warehouses are left out',
      expect: (res) => expect(res).toMatchObject({ status: 200, body: [] }),
    },
    reorderRuleList: {
      why: 'the item is the company’s; its pairs outside the account’s warehouses are left out',
      expect: (res) => expect(res).toMatchObject({ status: 200, body: [] }),
    },
  },
};

const purchasingScope: ScopeSuite = {
  suite: purchasingIsolation,
  covers: inModule(p),
  scope: scopeWarehouse,
  instead: {
    purchaseInvoiceNumber: {
      why: 'invoice numbers are the company’s: the preview is the next one (nothing reserved, nothing shown of the order)',
      expect: (res) => expect(res.body).toEqual({ invoiceNumber: 'INV-PO-00002' }),
    },
  },
};

const salesScope: ScopeSuite = {
  suite: salesIsolation,
  covers: inModule(s, (route) => !isInvoiceRoute(route)),
  scope: scopeWarehouse,
  instead: {},
};

const salesInvoicesScope: ScopeSuite = {
  suite: salesInvoicesIsolation,
  covers: inModule(s, isInvoiceRoute),
  scope: scopeWarehouse,
  instead: {
    salesInvoiceNumber: {
      why: 'invoice numbers are the company’s: the preview is the next one',
      expect: (res) => expect(res.body).toEqual({ invoiceNumber: 'INV-SO-00002' }),
    },
  },
};

const wholeCompany = { why: 'company-wide money needs every warehouse (ROLES.md)', expect: refusedWholeCompany };
const financeScope: ScopeSuite = {
  suite: financeIsolation,
  covers: inModule(f),
  scope: scopeWarehouse,
  instead: Object.fromEntries(financeIsolation.cases.map((c) => [c.route.name, wholeCompany])),
};

const replenishmentScope: ScopeSuite = { suite: replenishmentIsolation, covers: inModule(rp), scope: scopeWarehouse, instead: {} };

const countsScope: ScopeSuite = { suite: countsIsolation, covers: inModule(cr), scope: scopeWarehouse, instead: {} };

/** A transfer neither end of which is in the account's scope is not found; a warehouse outside it lists none. */
const transfersScope: ScopeSuite = { suite: transfersIsolation, covers: inModule(tr), scope: scopeWarehouse, instead: {} };

describe('the inventory scope suites cover the inventory area', () => {
  it('every route whose permission is inventory.* is one of their modules’', () => {
    const covered = [
      inventoryScope,
      purchasingScope,
      salesScope,
      salesInvoicesScope,
      financeScope,
      replenishmentScope,
      countsScope,
      transfersScope,
    ];
    const missing = routes.filter((route) => route.permission.startsWith('inventory.') && !covered.some((c) => c.covers(route)));
    expect(missing.map((route) => route.name)).toEqual([]);
  });
});

runScopeSuites(api, [
  inventoryScope,
  purchasingScope,
  salesScope,
  salesInvoicesScope,
  financeScope,
  replenishmentScope,
  countsScope,
  transfersScope,
]);

// ───────────────────────────── reports: one warehouse's figures ─────────────────────────────

describe('a staff scoped to one warehouse sees that warehouse’s figures in every report; the owner both', () => {
  let owner: SalesCompany;
  let staff: string;
  let ids: { a: string; b: string; item: string; poA: number; poB: number; soA: number; soB: number };

  beforeAll(async () => {
    owner = await salesCompany(api, 'Two Depots');
    const supplierId = await owner.add(r.supplierAdd.path, partner('Depot Supplier'));
    const customerId = await owner.add(r.customerAdd.path, partner('Depot Customer'));
    const a = await owner.add(r.warehouseAdd.path, { warehouseName: 'Depot A', warehouseLocation: 'Leeds' });
    const b = await owner.add(r.warehouseAdd.path, { warehouseName: 'Depot B', warehouseLocation: 'York' });
    const item = await owner.add(r.productAdd.path, product('Depot Bolt', 'DEPOT-1', 2, 5));
    await addStock(owner, [
      { itemId: item, warehouseId: a, quantity: 5 },
      { itemId: item, warehouseId: b, quantity: 7 },
    ]);
    const created = async (path: string, body: unknown) => {
      const res = await owner.post(path, body);
      expectStatus(res, 201);
      return res.body as { id: number };
    };
    const po = (warehouseId: string) =>
      created(p.purchaseOrderAdd.path, { supplierId, warehouseId, totalDiscount: 0, orderItems: [{ item_id: item, quantity: 3 }] });
    const so = (warehouseId: string) =>
      created(s.salesOrderAdd.path, {
        selectedCustomer: customerId,
        selectedWarehouse: warehouseId,
        discount: 0,
        addedItems: [{ item_id: item, quantity: 1 }],
      });
    const [poA, poB, soA, soB] = [(await po(a)).id, (await po(b)).id, (await so(a)).id, (await so(b)).id];
    for (const id of [poA, poB]) await created(p.purchaseInvoiceGenerate.path, { purchase_order_id: id, due_date: '2030-01-31' });
    for (const id of [soA, soB]) await created(s.salesInvoiceGenerate.path, { sales_order_id: id, due_date: '2030-01-31' });
    for (const warehouseId of [a, b]) {
      const rule = await owner.post(r.reorderRuleSet.path, { itemId: item, warehouseId, supplierId, min: 100, max: 200 });
      expectStatus(rule, 200);
    }
    const email = `depot-a-${Date.now()}@example.com`;
    const added = await owner.post(accountRoutes.addLinkedAccount.path, {
      name: 'Depot A Hand',
      email,
      address: 'Desk',
      phone: '+44 20 7946 0457',
      password: 'depot-password',
      role: 'staff',
      warehouses: [a],
    });
    expectStatus(added, 201);
    staff = (await logIn(api, email, 'depot-password', '1')).accessToken;
    ids = { a, b, item, poA, poB, soA, soB };
  }, 60_000);

  /** The same GET as the owner and as the staff. */
  const both = async (path: string) => {
    const [asOwner, asStaff] = await Promise.all([owner.get(path), api.call('GET', path, { token: staff })]);
    expectStatus(asOwner, 200);
    expectStatus(asStaff, 200);
    return { owner: asOwner.body, staff: asStaff.body };
  };
  const pick =
    <K extends string>(...keys: K[]) =>
    (rows: Record<K, unknown>[]) =>
      rows.map((row) => keys.map((k) => row[k]));

  it('stock: the dashboard, low stock, the item list and page, movements', async () => {
    const dashboard = await both(r.stockDashboard.path);
    expect(pick('name', 'units')(dashboard.staff)).toEqual([['Depot A', 5]]);
    expect(pick('name', 'units')(dashboard.owner)).toEqual([
      ['Depot B', 7],
      ['Depot A', 5],
    ]);
    const low = await both(r.stockLow.path);
    expect(pick('id', 'stock')(low.staff)).toEqual([[ids.item, 5]]);
    expect(pick('id', 'stock')(low.owner)).toEqual([[ids.item, 12]]);
    const list = await both(r.productList.path);
    expect([pick('stock')(list.staff), pick('stock')(list.owner)]).toEqual([[[5]], [[12]]]);
    const page = await both(r.productGet.path.replace('{id}', ids.item));
    expect(page.staff).toMatchObject({ stock: 5, warehouses: [{ id: ids.a, stock: 5 }] });
    expect(page.owner.warehouses).toHaveLength(2);
    const movements = await both(r.stockMovements.path.replace('{id}', ids.item));
    expect(movements.staff.map((m: { warehouse_id: string }) => m.warehouse_id)).toEqual([ids.a]);
    expect(movements.owner).toHaveLength(2);
  });

  it('orders and the reports on them (dates), invoices', async () => {
    const orders = (rows: { purchase_order_id?: number; sales_order_id?: number }[]) =>
      rows.map((o) => o.purchase_order_id ?? o.sales_order_id);
    const today = new Date().toISOString().slice(0, 10);
    for (const [path, mine, other] of [
      [p.purchaseOrderList.path, ids.poA, ids.poB],
      [`${p.purchaseOrderList.path}?from=${today}&to=${today}`, ids.poA, ids.poB],
      [s.salesOrderList.path, ids.soA, ids.soB],
      [`${s.salesOrderList.path}?from=${today}&to=${today}`, ids.soA, ids.soB],
    ] as const) {
      const lists = await both(path);
      expect(orders(lists.staff), path).toEqual([mine]);
      expect(orders(lists.owner), path).toEqual([other, mine]);
    }
    for (const path of [p.purchaseInvoiceList.path, s.salesInvoiceList.path]) {
      const lists = await both(path);
      expect(lists.staff.map((i: { order_id: number }) => i.order_id)).toHaveLength(1);
      expect(lists.owner).toHaveLength(2);
    }
  });

  it('replenishment: the rows and the badge of its warehouse; company money is refused', async () => {
    const rows = await both(rp.replenishmentList.path);
    expect(rows.staff.map((row: { warehouse_id: string }) => row.warehouse_id)).toEqual([ids.a]);
    expect(rows.owner).toHaveLength(2);
    const badge = await both(rp.replenishmentSummary.path);
    expect([badge.staff, badge.owner]).toEqual([{ below_min: 1 }, { below_min: 2 }]);
    for (const path of [f.dashboardSummary.path, f.financialReceivable.path, f.expenseList.path]) {
      expect(await api.call('GET', path, { token: staff })).toMatchObject({ status: 403, body: { message: NO_PERMISSION } });
    }
  });
});

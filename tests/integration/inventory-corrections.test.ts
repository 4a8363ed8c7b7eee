/**
 * Inventory corrections (CORRECTIONS.md "Inventory"): expense edits and deletes move the financial day sums in
 * their own transaction; suppliers and customers are deleted only while no order names them; deletes are the
 * owner's; each refusal writes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../shared/account/routes.ts';
import { financeRoutes as f } from '../../shared/inventory/finance-routes.ts';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { getItemRecord } from '../../functions/inventory/data/catalogue.ts';
import { getPurchaseOrder, putNewPurchaseOrder } from '../../functions/inventory/data/purchase-orders.ts';
import { getSalesOrder, putNewSalesOrder } from '../../functions/inventory/data/sales-orders.ts';
import { deletePartner, getPartner } from '../../functions/inventory/data/partners.ts';
import { deleteWarehouse, getWarehouse } from '../../functions/inventory/data/warehouses.ts';
import { auditOp, systemAuditContext } from '../../functions/lib/audit.ts';
import { isConditionFailed } from '../../functions/lib/dynamo/transact.ts';
import { verifyAccessToken } from '../../functions/lib/tokens.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';
import { daysFromToday, expectStatus, newCompany, today, type Company } from '../support/rent.ts';

const api = useTestApi();
let company: Company;
let staffToken: string;

const post = (path: string, body: unknown, token = company.token) => api.call('POST', path, { token, body });
const get = (path: string, token = company.token) => api.call('GET', path, { token });
const del = (path: string, token = company.token) => api.call('DELETE', path, { token });
const STALE = 'This record was changed by someone else. Reload and try again.';

beforeAll(async () => {
  company = await newCompany(api, 'Corrections Co');
  const staff = {
    name: 'Sam Staff',
    email: `sam-${Date.now()}@example.com`,
    address: 'Desk',
    phone: '+44 20 7946 0004',
    password: 'desk-password',
  };
  expectStatus(await post(accountRoutes.addLinkedAccount.path, staff), 201);
  staffToken = (await logIn(api, staff.email, staff.password, '1')).accessToken;
});

/** The month's expense total and its chart's value on `date`, in cents. */
async function expenseFigures(date: string): Promise<{ total: number; day: number }> {
  const res = await get(`${f.financialExpenses.path}?filter=yearly`);
  expectStatus(res, 200);
  const month = date.slice(0, 7);
  const point = res.body.chart[0].data.find((d: { x: string }) => d.x === month);
  return { total: Math.round(res.body.summary.total_expenses * 100), day: Math.round((point?.y ?? 0) * 100) };
}

const history = async (kind: string, id: string) =>
  (await get(`/api/audit/record?kind=${kind}&id=${id}`)).body as Array<{ action: string }>;

describe('expense edits and deletes', () => {
  let id: string;
  const body = () => ({ id, category: 'utilities', amount: 1500, description: 'Power bill', date: today(), version: 0 });

  beforeAll(async () => {
    const res = await post(f.expenseAdd.path, { category: 'utilities', amount: 15000, description: 'Power bill', date: today() });
    expectStatus(res, 201);
    id = res.body.expense.id;
    expect(res.body.expense.version).toBe(0);
  });

  it('an edit of the amount moves the financial account; the list answers the new version', async () => {
    const before = await expenseFigures(today());
    const res = await post(f.expenseUpdate.path, body());
    expectStatus(res, 200);
    expect(res.body.message).toBe('Expense updated successfully');
    const after = await expenseFigures(today());
    expect(after.total).toBe(before.total - 1_350_000);
    const row = (await get(f.expenseList.path)).body.find((e: { id: string }) => e.id === id);
    expect(row).toMatchObject({ amount: 1500, version: 1, date: today() });
  });

  it('refuses no change (400), a stale version (409), a future date (400) and an unknown id (404), writing nothing', async () => {
    const before = await expenseFigures(today());
    const entries = (await history('expense', id)).length;
    const same = await post(f.expenseUpdate.path, { ...body(), version: 1 });
    expect([same.status, same.body.message]).toEqual([400, 'No changes detected']);
    const stale = await post(f.expenseUpdate.path, { ...body(), amount: 1 });
    expect([stale.status, stale.body.message]).toEqual([409, STALE]);
    const future = await post(f.expenseUpdate.path, { ...body(), date: daysFromToday(1), version: 1 });
    expect([future.status, future.body.message]).toEqual([400, 'The date cannot be in the future']);
    const badAmount = await post(f.expenseUpdate.path, { ...body(), amount: 0, version: 1 });
    expect([badAmount.status, badAmount.body.message]).toEqual([400, 'Please enter a valid amount']);
    for (const unknown of ['nope', '01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
      const res = await post(f.expenseUpdate.path, { ...body(), id: unknown, version: 1 });
      expect([res.status, res.body.message]).toEqual([404, 'Expense not found']);
    }
    expect(await expenseFigures(today())).toEqual(before);
    expect(await history('expense', id)).toHaveLength(entries);
  });

  it('moving the date moves the amount from one day to the other; two edits from one version: one wins', async () => {
    const yesterday = daysFromToday(-1);
    const was = { today: await dayExpenses(today()), yesterday: await dayExpenses(yesterday) };
    const res = await post(f.expenseUpdate.path, { ...body(), date: yesterday, amount: 1400, version: 1 });
    expectStatus(res, 200);
    expect(await dayExpenses(today())).toBe(was.today - 150_000);
    expect(await dayExpenses(yesterday)).toBe(was.yesterday + 140_000);
    const [a, b] = await Promise.all([
      post(f.expenseUpdate.path, { ...body(), date: yesterday, amount: 10, version: 2 }),
      post(f.expenseUpdate.path, { ...body(), date: today(), amount: 20, version: 2 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const row = (await get(f.expenseList.path)).body.find((e: { id: string }) => e.id === id);
    expect(row).toMatchObject({ version: 3, amount: a.status === 200 ? 10 : 20 });
    expect((await get(f.expenseList.path)).body.filter((e: { id: string }) => e.id === id)).toHaveLength(1);
  });

  it('a delete is the owner’s (staff 403), takes the amount off its day, and a second delete is 404', async () => {
    const row = (await get(f.expenseList.path)).body.find((e: { id: string }) => e.id === id);
    const staff = await del(`${f.expenseDelete.path}?id=${id}`, staffToken);
    expect(staff.status).toBe(403);
    const before = await dayExpenses(row.date);
    const res = await del(`${f.expenseDelete.path}?id=${id}`);
    expectStatus(res, 200);
    expect(res.body.message).toBe('Expense deleted successfully');
    expect(await dayExpenses(row.date)).toBe(before - Math.round(row.amount * 100));
    expect((await get(f.expenseList.path)).body.map((e: { id: string }) => e.id)).not.toContain(id);
    const again = await del(`${f.expenseDelete.path}?id=${id}`);
    expect([again.status, again.body.message]).toEqual([404, 'Expense not found']);
    expect((await history('expense', id)).map((e) => e.action)[0]).toBe('expenseDelete');
  });

  it('a delete racing an edit (another amount and date) takes off what the expense held: the day sums end as before it', async () => {
    const yesterday = daysFromToday(-1);
    const was = { today: await dayExpenses(today()), yesterday: await dayExpenses(yesterday) };
    for (let round = 0; round < 4; round++) {
      const added = await post(f.expenseAdd.path, { category: 'utilities', amount: 100, description: 'Race', date: today() });
      expectStatus(added, 201);
      const raced = added.body.expense.id;
      const [edit, gone] = await Promise.all([
        post(f.expenseUpdate.path, { id: raced, category: 'utilities', amount: 250, description: 'Race', date: yesterday, version: 0 }),
        del(`${f.expenseDelete.path}?id=${raced}`),
      ]);
      expectStatus(gone, 200);
      expect([200, 404, 409]).toContain(edit.status);
      expect({ today: await dayExpenses(today()), yesterday: await dayExpenses(yesterday) }).toEqual(was);
    }
  });
});

/** The expenses of one day (cents), from the monthly chart when the day is in this month, else the yearly one. */
async function dayExpenses(date: string): Promise<number> {
  const res = await get(`${f.financialExpenses.path}?filter=monthly`);
  const point = res.body.chart[0].data.find((d: { x: string }) => d.x === date);
  if (point) return Math.round(point.y * 100);
  const year = await get(`${f.financialExpenses.path}?filter=yearly`);
  return Math.round(year.body.chart[0].data.find((d: { x: string }) => d.x === date.slice(0, 7)).y * 100);
}

describe('supplier and customer deletes', () => {
  const partner = (name: string) => ({
    name,
    contactPerson: 'P',
    contactEmail: 'p@x.example',
    contactNumber: '+44 20 7946 0001',
    address: 'A',
  });
  const add = async (path: string, body: unknown) => {
    const res = await post(path, body);
    expectStatus(res, 201);
    return res.body.id as string;
  };

  it('deletes a supplier and a customer with no orders (owner only); both leave the lists', async () => {
    for (const [addRoute, delRoute, list, message] of [
      [r.supplierAdd, r.supplierDelete, r.supplierList, 'Supplier deleted successfully'],
      [r.customerAdd, r.customerDelete, r.customerList, 'Customer deleted successfully'],
    ] as const) {
      const id = await add(addRoute.path, partner(`Spare ${addRoute.name}`));
      expect((await del(`${delRoute.path}?id=${id}`, staffToken)).status).toBe(403);
      const res = await del(`${delRoute.path}?id=${id}`);
      expectStatus(res, 200);
      expect(res.body.message).toBe(message);
      expect((await get(list.path)).body.map((x: { id: string }) => x.id)).not.toContain(id);
      const again = await del(`${delRoute.path}?id=${id}`);
      expect(again.status).toBe(404);
    }
  });

  it('refuses a supplier on a purchase order and a customer on a sales order (409), and keeps them', async () => {
    const supplierId = await add(r.supplierAdd.path, partner('Busy Supplier'));
    const customerId = await add(r.customerAdd.path, partner('Busy Customer'));
    const warehouseId = await add(r.warehouseAdd.path, { warehouseName: 'Corrections Depot', warehouseLocation: 'Leeds' });
    const itemId = await add(r.productAdd.path, {
      name: 'Correction Bolt',
      sku: 'COR-1',
      description: 'Bolt',
      barcode: '7000001',
      category: 'hardware',
      purchasePrice: 1,
      sellingPrice: 2,
      unit: 'pcs',
    });
    expectStatus(await post(r.stockAdd.path, [{ productID: itemId, quantity: 5, location: warehouseId }]), 201);
    expectStatus(
      await post(p.purchaseOrderAdd.path, { supplierId, warehouseId, totalDiscount: 0, orderItems: [{ item_id: itemId, quantity: 2 }] }),
      201,
    );
    expectStatus(
      await post(s.salesOrderAdd.path, {
        selectedCustomer: customerId,
        selectedWarehouse: warehouseId,
        discount: 0,
        addedItems: [{ item_id: itemId, quantity: 1 }],
      }),
      201,
    );
    const supplier = await del(`${r.supplierDelete.path}?id=${supplierId}`);
    expect([supplier.status, supplier.body.message]).toEqual([409, 'This supplier has orders']);
    const customer = await del(`${r.customerDelete.path}?id=${customerId}`);
    expect([customer.status, customer.body.message]).toEqual([409, 'This customer has orders']);
    expect((await get(r.supplierList.path)).body.map((x: { id: string }) => x.id)).toContain(supplierId);
    expect((await get(r.customerList.path)).body.map((x: { id: string }) => x.id)).toContain(customerId);
    expect(await history('supplier', supplierId)).toHaveLength(1);
  });
});

describe('warehouse edits', () => {
  it('renames a warehouse (the item page follows, the old name is free), refusing a taken name, no change, a stale version and an unknown id', async () => {
    const add = async (warehouseName: string) => {
      const res = await post(r.warehouseAdd.path, { warehouseName, warehouseLocation: 'Hull' });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    const id = await add('Old Quay');
    await add('Taken Quay');
    const itemRes = await post(r.productAdd.path, {
      name: 'Quay Rope',
      sku: 'ROPE-1',
      description: 'Rope',
      barcode: '7000002',
      category: 'hardware',
      purchasePrice: 1,
      sellingPrice: 2,
      unit: 'pcs',
    });
    expectStatus(itemRes, 201);
    expectStatus(await post(r.stockAdd.path, [{ productID: itemRes.body.id, quantity: 3, location: id }]), 201);
    const body = { id, name: 'New Quay', location: 'Hull docks', version: 0 };

    const taken = await post(r.warehouseUpdate.path, { ...body, name: ' taken quay ' });
    expect([taken.status, taken.body.message]).toEqual([409, 'A warehouse with this name already exists']);
    const same = await post(r.warehouseUpdate.path, { ...body, name: 'Old Quay', location: 'Hull' });
    expect([same.status, same.body.message]).toEqual([400, 'No changes detected']);
    const unknown = await post(r.warehouseUpdate.path, { ...body, id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Warehouse not found']);
    const res = await post(r.warehouseUpdate.path, body);
    expectStatus(res, 200);
    expect(res.body.message).toBe('Warehouse updated successfully');
    const stale = await post(r.warehouseUpdate.path, { ...body, location: 'Elsewhere' });
    expect([stale.status, stale.body.message]).toEqual([409, STALE]);

    const row = (await get(`${r.warehouseList.path}?limit=200`)).body.find((w: { id: string }) => w.id === id);
    expect(row).toEqual({ id, name: 'New Quay', location: 'Hull docks', version: 1 });
    const item = (await get(r.productGet.path.replace('{id}', itemRes.body.id))).body;
    expect(item.warehouses).toEqual([{ id, name: 'New Quay', stock: 3 }]);
    // the old name is free again; the new one is taken
    await add('Old Quay');
    const again = await post(r.warehouseAdd.path, { warehouseName: 'new quay', warehouseLocation: 'X' });
    expect(again.status).toBe(409);
    expect((await history('warehouse', id)).map((e) => e.action)).toEqual(['warehouseUpdate', 'warehouseAdd']);
  });
});

describe('category deletes', () => {
  it('deletes a custom category no item uses (owner only, the name is free again); refuses one in use, a default one and an unknown id', async () => {
    const add = async (name: string) => {
      const res = await post(r.productCategoryAdd.path, { name });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    const spare = await add('Spare Parts');
    const used = await add('Used Parts');
    const moved = await add('Moved Parts');
    const item = {
      name: 'Cat Bolt',
      sku: 'CAT-1',
      description: 'Bolt',
      barcode: '7000003',
      purchasePrice: 1,
      sellingPrice: 2,
      unit: 'pcs',
    };
    const itemRes = await post(r.productAdd.path, { ...item, category: used });
    expectStatus(itemRes, 201);

    expect((await del(`${r.productCategoryDelete.path}?id=${spare}`, staffToken)).status).toBe(403);
    const inUse = await del(`${r.productCategoryDelete.path}?id=${used}`);
    expect([inUse.status, inUse.body.message]).toEqual([409, 'Items use this category']);
    const fixed = await del(`${r.productCategoryDelete.path}?id=general`);
    expect([fixed.status, fixed.body.message]).toEqual([409, 'Default categories cannot be changed']);
    const unknown = await del(`${r.productCategoryDelete.path}?id=01ARZ3NDEKTSV4RRFFQ69G5FAV`);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Category not found']);

    const res = await del(`${r.productCategoryDelete.path}?id=${spare}`);
    expectStatus(res, 200);
    expect(res.body.message).toBe('Category deleted successfully');
    const names = (await get(`${r.productCategories.path}?limit=200`)).body.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Spare Parts');
    await add('Spare Parts');
    // an item added to a deleted category is refused
    const orphan = await post(r.productAdd.path, { ...item, sku: 'CAT-2', barcode: '7000004', category: spare });
    expect([orphan.status, orphan.body.message]).toEqual([404, 'Category not found']);

    // once its item moves to another category, the category can go
    const detail = (await get(r.productGet.path.replace('{id}', itemRes.body.id))).body;
    const edit = await post(r.productUpdate.path, {
      id: detail.id,
      name: detail.name,
      sku: detail.sku,
      barcode: detail.barcode,
      description: detail.description,
      category: moved,
      purchase_price: detail.purchase_price,
      sales_price: detail.sales_price,
      unit_of_measure: detail.unit_of_measure,
      version: detail.version,
    });
    expectStatus(edit, 200);
    expectStatus(await del(`${r.productCategoryDelete.path}?id=${used}`), 200);
    const movedInUse = await del(`${r.productCategoryDelete.path}?id=${moved}`);
    expect(movedInUse.status).toBe(409);
  });
});

/** A new item (hardware unless told), its id. */
async function addItem(name: string, sku: string, category = 'hardware'): Promise<string> {
  const res = await post(r.productAdd.path, {
    name,
    sku,
    description: name,
    barcode: sku.replace(/\W/g, ''),
    category,
    purchasePrice: 1,
    sellingPrice: 2,
    unit: 'pcs',
  });
  expectStatus(res, 201);
  return res.body.id as string;
}
const addWarehouse = async (warehouseName: string) => {
  const res = await post(r.warehouseAdd.path, { warehouseName, warehouseLocation: 'York' });
  expectStatus(res, 201);
  return res.body.id as string;
};
const addPartner = async (path: string, name: string) => {
  const res = await post(path, { name, contactPerson: 'P', contactEmail: 'p@x.example', contactNumber: '+44 20 7946 0001', address: 'A' });
  expectStatus(res, 201);
  return res.body.id as string;
};
const ids = (res: { body: unknown }) => (res.body as Array<{ id: string }>).map((x) => x.id);
const itemsCount = async () => (await get(f.dashboardSummary.path)).body.items as number;

describe('warehouse deletes', () => {
  it('deletes an empty warehouse nothing happened in (owner only, the name is free again); refuses one with stock, a stock history or an order', async () => {
    const empty = await addWarehouse('Empty Shed');
    const stocked = await addWarehouse('Stocked Shed');
    const emptied = await addWarehouse('Emptied Shed');
    const ordered = await addWarehouse('Ordered Shed');
    const itemId = await addItem('Shed Hook', 'SHED-1');
    expectStatus(
      await post(r.stockAdd.path, [
        { productID: itemId, quantity: 4, location: stocked },
        { productID: itemId, quantity: 2, location: emptied },
      ]),
      201,
    );
    expectStatus(await post(r.stockAdjust.path, { itemId, warehouseId: emptied, quantityChange: -2, reason: 'Miscount' }), 200);
    const supplierId = await addPartner(r.supplierAdd.path, 'Shed Supplier');
    expectStatus(
      await post(p.purchaseOrderAdd.path, {
        supplierId,
        warehouseId: ordered,
        totalDiscount: 0,
        orderItems: [{ item_id: itemId, quantity: 1 }],
      }),
      201,
    );

    expect((await del(`${r.warehouseDelete.path}?id=${empty}`, staffToken)).status).toBe(403);
    for (const id of [stocked, emptied, ordered]) {
      const res = await del(`${r.warehouseDelete.path}?id=${id}`);
      expect([res.status, res.body.message]).toEqual([409, 'This warehouse has stock or orders']);
    }
    const unknown = await del(`${r.warehouseDelete.path}?id=01ARZ3NDEKTSV4RRFFQ69G5FAV`);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Warehouse not found']);

    const res = await del(`${r.warehouseDelete.path}?id=${empty}`);
    expectStatus(res, 200);
    expect(res.body.message).toBe('Warehouse deleted successfully');
    const listed = ids(await get(`${r.warehouseList.path}?limit=200`));
    expect(listed).not.toContain(empty);
    expect(listed).toEqual(expect.arrayContaining([stocked, emptied, ordered]));
    expect((await del(`${r.warehouseDelete.path}?id=${empty}`)).status).toBe(404);
    await addWarehouse('Empty Shed');
    expect((await history('warehouse', empty)).map((e) => e.action)).toEqual(['warehouseDelete', 'warehouseAdd']);
  });

  it('an order placed on a warehouse that is gone is refused (404) and takes nothing', async () => {
    const gone = await addWarehouse('Gone Shed');
    const supplierId = await addPartner(r.supplierAdd.path, 'Gone Shed Supplier');
    const itemId = await addItem('Gone Hook', 'GONE-1');
    expectStatus(await del(`${r.warehouseDelete.path}?id=${gone}`), 200);
    const res = await post(p.purchaseOrderAdd.path, {
      supplierId,
      warehouseId: gone,
      totalDiscount: 0,
      orderItems: [{ item_id: itemId, quantity: 1 }],
    });
    expect([res.status, res.body.message]).toEqual([404, 'Warehouse not found']);
  });
});

describe('category renames', () => {
  it('renames a custom category (any account; items show the new name), refusing a default one, a taken name, no change and a stale version', async () => {
    const addCategory = async (name: string) => {
      const res = await post(r.productCategoryAdd.path, { name });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    const id = await addCategory('Old Fixings');
    await addCategory('Taken Fixings');
    const itemId = await addItem('Fixing Plate', 'FIX-1', id);
    const body = { id, name: 'New Fixings', version: 0 };

    const fixed = await post(r.productCategoryUpdate.path, { ...body, id: 'general' });
    expect([fixed.status, fixed.body.message]).toEqual([409, 'Default categories cannot be changed']);
    for (const name of [' taken fixings ', 'General']) {
      const taken = await post(r.productCategoryUpdate.path, { ...body, name });
      expect([taken.status, taken.body.message]).toEqual([409, 'A category with this name already exists']);
    }
    const same = await post(r.productCategoryUpdate.path, { ...body, name: 'Old Fixings' });
    expect([same.status, same.body.message]).toEqual([400, 'No changes detected']);
    const unknown = await post(r.productCategoryUpdate.path, { ...body, id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Category not found']);

    const res = await post(r.productCategoryUpdate.path, body, staffToken);
    expectStatus(res, 200);
    expect(res.body.message).toBe('Category updated successfully');
    const stale = await post(r.productCategoryUpdate.path, { ...body, name: 'Other Fixings' });
    expect([stale.status, stale.body.message]).toEqual([409, STALE]);

    const rows = (await get(`${r.productCategories.path}?limit=200`)).body as Array<{ id: string; name: string; version: number }>;
    expect(rows.find((c) => c.id === id)).toEqual({ id, name: 'New Fixings', version: 1 });
    expect(rows.find((c) => c.id === 'general')).toMatchObject({ version: 0, default: true });
    expect((await get(r.productGet.path.replace('{id}', itemId))).body.category).toBe('New Fixings');
    const listed = (await get(`${r.productList.path}?category=${id}`)).body as Array<{ id: string; category: string }>;
    expect(listed).toEqual([expect.objectContaining({ id: itemId, category: 'New Fixings' })]);
    // the old name is free again, the new one taken
    await addCategory('Old Fixings');
    expect((await post(r.productCategoryAdd.path, { name: 'new fixings' })).status).toBe(409);
    expect((await history('category', id)).map((e) => e.action)).toEqual(['productCategoryUpdate', 'productCategoryAdd']);
  });
});

describe('item archive', () => {
  it('an archived item leaves the list, search, its category, low stock and the order pickers, and the dashboard count; its history stays; restoring brings it back', async () => {
    const warehouseId = await addWarehouse('Archive Shed');
    const itemId = await addItem('Archivable Widget', 'ARCH-1');
    expectStatus(await post(r.stockAdd.path, [{ productID: itemId, quantity: 3, location: warehouseId }]), 201);
    const supplierId = await addPartner(r.supplierAdd.path, 'Archive Supplier');
    const count = await itemsCount();
    const views = async () => ({
      list: ids(await get(`${r.productList.path}?limit=200`)).includes(itemId),
      search: ids(await get(`${r.productList.path}?q=archivable`)).includes(itemId),
      category: ids(await get(`${r.productList.path}?category=hardware&limit=200`)).includes(itemId),
      low: ids(await get(`${r.stockLow.path}?limit=200`)).includes(itemId),
      picker: ids(await post(r.productItemsWithStock.path, { warehouseId })).includes(itemId),
      archived: ids(await get(`${r.productList.path}?archived=true&limit=200`)).includes(itemId),
    });
    expect(await views()).toEqual({ list: true, search: true, category: true, low: true, picker: true, archived: false });

    const res = await post(r.productArchive.path, { id: itemId, archived: true }, staffToken);
    expectStatus(res, 200);
    expect(res.body.message).toBe('Item archived successfully');
    expect(await views()).toEqual({ list: false, search: false, category: false, low: false, picker: false, archived: true });
    expect(ids(await get(`${r.productList.path}?archived=true&q=widget`))).toEqual([itemId]);
    expect(await itemsCount()).toBe(count - 1);
    const detail = await get(r.productGet.path.replace('{id}', itemId));
    expect([detail.status, detail.body.archived, detail.body.stock]).toEqual([200, true, 3]);
    expect((await get(r.stockMovements.path.replace('{id}', itemId))).status).toBe(200);
    const twice = await post(r.productArchive.path, { id: itemId, archived: true });
    expect([twice.status, twice.body.message]).toEqual([400, 'No changes detected']);
    const order = await post(p.purchaseOrderAdd.path, {
      supplierId,
      warehouseId,
      totalDiscount: 0,
      orderItems: [{ item_id: itemId, quantity: 1 }],
    });
    expect([order.status, order.body.message]).toEqual([409, 'This item is archived']);
    // the SKU stays taken while archived
    expect(
      (
        await post(r.productAdd.path, {
          name: 'X',
          sku: 'arch-1',
          description: 'X',
          barcode: 'X1',
          category: 'general',
          purchasePrice: 1,
          sellingPrice: 2,
          unit: 'pcs',
        })
      ).status,
    ).toBe(409);

    expectStatus(await post(r.productArchive.path, { id: itemId, archived: false }), 200);
    expect(await views()).toEqual({ list: true, search: true, category: true, low: true, picker: true, archived: false });
    expect(await itemsCount()).toBe(count);
    expect((await history('item', itemId)).map((e) => e.action)).toEqual(['productArchive', 'productArchive', 'stockAdd', 'productAdd']);
    const unknown = await post(r.productArchive.path, { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', archived: true });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Failed to load item']);
  });
});

describe('item deletes', () => {
  it('deletes an item that never moved and no order names (owner only; SKU free, count down); refuses one with movements or on an order', async () => {
    const warehouseId = await addWarehouse('Delete Shed');
    const supplierId = await addPartner(r.supplierAdd.path, 'Delete Supplier');
    const spare = await addItem('Spare Clip', 'DEL-1');
    const moved = await addItem('Moved Clip', 'DEL-2');
    const ordered = await addItem('Ordered Clip', 'DEL-3');
    expectStatus(await post(r.stockAdd.path, [{ productID: moved, quantity: 1, location: warehouseId }]), 201);
    expectStatus(
      await post(p.purchaseOrderAdd.path, { supplierId, warehouseId, totalDiscount: 0, orderItems: [{ item_id: ordered, quantity: 1 }] }),
      201,
    );
    const count = await itemsCount();

    expect((await del(`${r.productDelete.path}?id=${spare}`, staffToken)).status).toBe(403);
    for (const id of [moved, ordered]) {
      const res = await del(`${r.productDelete.path}?id=${id}`);
      expect([res.status, res.body.message]).toEqual([409, 'This item has stock history']);
    }
    const res = await del(`${r.productDelete.path}?id=${spare}`);
    expectStatus(res, 200);
    expect(res.body.message).toBe('Item deleted successfully');
    expect(await itemsCount()).toBe(count - 1);
    expect(ids(await get(`${r.productList.path}?limit=200`))).not.toContain(spare);
    expect(ids(await get(`${r.productList.path}?q=spare clip`))).toEqual([]);
    expect((await get(r.productGet.path.replace('{id}', spare))).status).toBe(404);
    expect((await del(`${r.productDelete.path}?id=${spare}`)).status).toBe(404);
    await addItem('Spare Clip Again', 'DEL-1');
    expect((await history('item', spare)).map((e) => e.action)).toEqual(['productDelete', 'productAdd']);

    // an archived item can be deleted too, and the count (already down) does not move again
    const archived = await addItem('Archived Clip', 'DEL-4');
    expectStatus(await post(r.productArchive.path, { id: archived, archived: true }), 200);
    const before = await itemsCount();
    expectStatus(await del(`${r.productDelete.path}?id=${archived}`), 200);
    expect(await itemsCount()).toBe(before);
    expect(ids(await get(`${r.productList.path}?archived=true&limit=200`))).not.toContain(archived);
  });

  it('a category with only a deleted item can be deleted', async () => {
    const res = await post(r.productCategoryAdd.path, { name: 'Brief Category' });
    expectStatus(res, 201);
    const itemId = await addItem('Brief Thing', 'BRIEF-1', res.body.id);
    expect((await del(`${r.productCategoryDelete.path}?id=${res.body.id}`)).status).toBe(409);
    expectStatus(await del(`${r.productDelete.path}?id=${itemId}`), 200);
    expectStatus(await del(`${r.productCategoryDelete.path}?id=${res.body.id}`), 200);
  });
});

describe('order references (races with deletes)', () => {
  it('a partner, warehouse or item deleted before the order is written refuses the write (its references are conditions)', async () => {
    const { companyId } = await verifyAccessToken(company.token);
    const warehouseId = await addWarehouse('Race Shed');
    const supplierId = await addPartner(r.supplierAdd.path, 'Race Supplier');
    const customerId = await addPartner(r.customerAdd.path, 'Race Customer');
    const itemId = await addItem('Race Bolt', 'RACE-1');
    expectStatus(await post(r.stockAdd.path, [{ productID: itemId, quantity: 5, location: warehouseId }]), 201);
    const po = await post(p.purchaseOrderAdd.path, {
      supplierId,
      warehouseId,
      totalDiscount: 0,
      orderItems: [{ item_id: itemId, quantity: 1 }],
    });
    expectStatus(po, 201);
    const so = await post(s.salesOrderAdd.path, {
      selectedCustomer: customerId,
      selectedWarehouse: warehouseId,
      discount: 0,
      addedItems: [{ item_id: itemId, quantity: 1 }],
    });
    expectStatus(so, 201);
    expect((await getItemRecord(companyId, itemId, { consistent: true }))?.orderRefs).toBe(2);
    const purchase = (await getPurchaseOrder(companyId, po.body.id))!;
    const sale = (await getSalesOrder(companyId, so.body.id))!;

    // what the write of a new order would be if its reads came just before the partner's delete (whose guard then
    // found no order): the same order under a new number, naming a partner that is gone
    const spareSupplier = await addPartner(r.supplierAdd.path, 'Gone Supplier');
    const spareCustomer = await addPartner(r.customerAdd.path, 'Gone Customer');
    expectStatus(await del(`${r.supplierDelete.path}?id=${spareSupplier}`), 200);
    expectStatus(await del(`${r.customerDelete.path}?id=${spareCustomer}`), 200);
    const labels = async (write: Promise<void>) => {
      try {
        await write;
        return [];
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
        return err.labels;
      }
    };
    expect(await labels(putNewPurchaseOrder({ ...purchase, orderId: 900_001, supplierId: spareSupplier }))).toEqual(['partner']);
    expect(await labels(putNewSalesOrder({ ...sale, orderId: 900_001, customerId: spareCustomer }, []))).toEqual(['partner']);
    const goneWarehouse = await addWarehouse('Gone Race Shed');
    expectStatus(await del(`${r.warehouseDelete.path}?id=${goneWarehouse}`), 200);
    expect(await labels(putNewPurchaseOrder({ ...purchase, orderId: 900_002, warehouseId: goneWarehouse }))).toEqual(['warehouse']);
    const goneItem = await addItem('Gone Race Bolt', 'RACE-2');
    expectStatus(await del(`${r.productDelete.path}?id=${goneItem}`), 200);
    const lines = purchase.lines.map((l) => ({ ...l, itemId: goneItem }));
    expect(await labels(putNewPurchaseOrder({ ...purchase, orderId: 900_003, lines }))).toEqual(['orderItem']);
    // nothing of the refused writes is left
    for (const n of [900_001, 900_002, 900_003]) {
      expect(await getPurchaseOrder(companyId, n)).toBeNull();
    }
    expect(await getSalesOrder(companyId, 900_001)).toBeNull();
    expect((await getItemRecord(companyId, itemId, { consistent: true }))?.orderRefs).toBe(2);

    // the other order of the race: the delete's index read came before the order, whose create counted it on
    // the partner and the warehouse: the delete's own condition refuses
    const audit = auditOp(systemAuditContext(companyId, 'test', 'import'), {
      kind: 'supplier',
      recordId: supplierId,
      recordLabel: 'x',
      changes: [],
    });
    const supplier = (await getPartner(companyId, 'supplier', supplierId))!;
    expect(await labels(deletePartner(supplier, audit))).toEqual(['partner']);
    const customer = (await getPartner(companyId, 'customer', customerId))!;
    expect(await labels(deletePartner(customer, audit))).toEqual(['partner']);
    const warehouse = (await getWarehouse(companyId, warehouseId))!;
    expect(await labels(deleteWarehouse(warehouse, audit))).toEqual(['warehouse']);
    expect(await getPartner(companyId, 'supplier', supplierId)).not.toBeNull();
  });

  it('a supplier delete racing an order on it: never both succeed', async () => {
    const warehouseId = await addWarehouse('Race Quay');
    const itemId = await addItem('Race Nut', 'RACE-3');
    for (let i = 0; i < 4; i++) {
      const supplierId = await addPartner(r.supplierAdd.path, `Racing Supplier ${i}`);
      const [order, gone] = await Promise.all([
        post(p.purchaseOrderAdd.path, { supplierId, warehouseId, totalDiscount: 0, orderItems: [{ item_id: itemId, quantity: 1 }] }),
        del(`${r.supplierDelete.path}?id=${supplierId}`),
      ]);
      expect([order.status, gone.status].filter((x) => x < 300).length, `${order.status} ${gone.status}`).toBe(1);
    }
  });
});

/**
 * Dashboard, expenses and the financial account: these routes take no ids, so the second company's calls must
 * answer only its own figures (zeros, empty lists, the default categories) while the first company has items,
 * orders, payments and expenses; and the second company's own expense changes nothing of the first's.
 */
import { expect } from 'vitest';
import { financeRoutes as f } from '../../../shared/inventory/finance-routes.ts';
import { purchaseRoutes as p } from '../../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../../shared/inventory/sales-routes.ts';
import { isoDateOf } from '../../../shared/domain/dates.ts';
import type { ApiResponse, TestApi } from '../gateway.ts';
import { expectStatus, type Company } from '../rent.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  purchaseOrderId: number;
  salesOrderId: number;
  expenseId: string;
}

const partner = {
  name: 'Finance Partner',
  contactPerson: 'P',
  contactEmail: 'p@first.example',
  contactNumber: '+44 20 7946 0001',
  address: 'A',
};
const product = {
  name: 'Finance Item',
  sku: 'FIN-ISO-1',
  description: 'D',
  barcode: '3333',
  category: 'general',
  purchasePrice: 10,
  sellingPrice: 25,
  unit: 'pcs',
};

/** The first company's figures (the same before and after the second company's calls). */
const FIRST = {
  summary: { toReceive: 1, toShip: 1, items: 1 },
  receivable: { paid_receivable: 20, pending_receivable: 55 },
  payable: { paid_payable: 15, pending_payable: 35 },
  expenses: { total_expenses: 123.45 },
};

const second = {
  zeros: (res: ApiResponse, summary: Record<string, number>) => {
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual(summary);
    for (const series of res.body.chart as { data: { y: number }[] }[]) expect(series.data.every((d) => d.y === 0)).toBe(true);
  },
};

async function firstFigures(api: TestApi, first: Company) {
  const get = async (path: string) => {
    const res = await api.call('GET', path, { token: first.token });
    expectStatus(res, 200);
    return res.body;
  };
  return {
    summary: await get(f.dashboardSummary.path),
    receivable: (await get(f.financialReceivable.path)).summary,
    payable: (await get(f.financialPayable.path)).summary,
    expenses: (await get(f.financialExpenses.path)).summary,
  };
}

export const financeIsolation = defineSuite<Ids>({
  area: 'dashboard, expenses and the financial account',
  async seed(api, first) {
    const call = async (path: string, body: unknown, status = 201) => {
      const res = await api.call('POST', path, { token: first.token, body });
      expectStatus(res, status);
      return res.body;
    };
    const supplierId = (await call(r.supplierAdd.path, partner)).id as string;
    const customerId = (await call(r.customerAdd.path, partner)).id as string;
    const warehouseId = (await call(r.warehouseAdd.path, { warehouseName: 'Finance', warehouseLocation: 'First City' })).id as string;
    const itemId = (await call(r.productAdd.path, product)).id as string;
    await call(r.stockAdd.path, [{ productID: itemId, quantity: 10, location: warehouseId }]);
    const po = await call(p.purchaseOrderAdd.path, {
      supplierId,
      warehouseId,
      totalDiscount: 0,
      orderItems: [{ item_id: itemId, quantity: 5 }],
    });
    await call(p.purchasePaymentAdd.path, { purchaseOrderId: po.id, paymentAmount: 15, paymentMethod: 'cash', paymentReference: 'F1' });
    const so = await call(s.salesOrderAdd.path, {
      selectedCustomer: customerId,
      selectedWarehouse: warehouseId,
      discount: 0,
      addedItems: [{ item_id: itemId, quantity: 3 }],
    });
    await call(s.salesPaymentAdd.path, { salesOrderId: so.id, paymentAmount: 20, paymentMethod: 'cash', paymentReference: 'F2' });
    const expense = await call(f.expenseAdd.path, {
      category: 'rent',
      amount: 123.45,
      description: 'First rent',
      date: isoDateOf(new Date()),
    });
    expect(await firstFigures(api, first)).toEqual(FIRST);
    return { purchaseOrderId: po.id as number, salesOrderId: so.id as number, expenseId: expense.expense.id as string };
  },
  cases: [
    {
      route: f.dashboardSummary,
      request: () => ({ path: f.dashboardSummary.path }),
      expect: (res) => expect(res.body).toEqual({ toReceive: 0, toShip: 0, items: 0 }),
    },
    {
      route: f.dashboardRecentPurchases,
      request: () => ({ path: f.dashboardRecentPurchases.path }),
      expect: (res) => expect(res.body).toEqual([]),
    },
    {
      route: f.dashboardRecentSales,
      request: () => ({ path: f.dashboardRecentSales.path }),
      expect: (res) => expect(res.body).toEqual([]),
    },
    {
      route: f.expenseCategories,
      request: () => ({ path: f.expenseCategories.path }),
      expect: (res) => expect(res.body).toHaveLength(9),
    },
    {
      route: f.expenseAdd,
      request: () => ({
        path: f.expenseAdd.path,
        body: { category: 'rent', amount: 1, description: 'Second rent', date: isoDateOf(new Date()) },
      }),
      expect: (res) => expect(res.status).toBe(201),
    },
    {
      route: f.expenseUpdate,
      request: (ids) => ({
        path: f.expenseUpdate.path,
        body: { id: ids.expenseId, category: 'rent', amount: 1, description: 'Taken', date: isoDateOf(new Date()), version: 0 },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: f.expenseDelete,
      request: (ids) => ({ path: `${f.expenseDelete.path}?id=${ids.expenseId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: f.expenseList,
      request: () => ({ path: f.expenseList.path }),
      expect: (res) => expect(res.body.map((e: { description: string }) => e.description)).toEqual(['Second rent']),
    },
    {
      route: f.financialReceivable,
      request: () => ({ path: `${f.financialReceivable.path}?filter=yearly` }),
      expect: (res) => second.zeros(res, { paid_receivable: 0, pending_receivable: 0 }),
    },
    {
      route: f.financialPayable,
      request: () => ({ path: `${f.financialPayable.path}?filter=yearly` }),
      expect: (res) => second.zeros(res, { paid_payable: 0, pending_payable: 0 }),
    },
    {
      route: f.financialExpenses,
      request: () => ({ path: `${f.financialExpenses.path}?filter=yearly` }),
      // only the second company's own expense (the case above)
      expect: (res) => expect(res.body.summary).toEqual({ total_expenses: 1 }),
    },
  ],
  async unchanged(api, first) {
    expect(await firstFigures(api, first)).toEqual(FIRST);
    const expenses = await api.call('GET', f.expenseList.path, { token: first.token });
    expect(expenses.body.map((e: { description: string }) => e.description)).toEqual(['First rent']);
  },
});

/** Inventory catalogue and finance: warehouses, suppliers, customers, categories, items, stock and expenses write their entries. */
import { financeRoutes as f } from '../../../shared/inventory/finance-routes.ts';
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import type { TestApi } from '../gateway.ts';
import { PNG_BASE64 } from '../item-images.ts';
import { daysFromToday, expectStatus, today, type Company } from '../rent.ts';
import type { AuditCase } from './registry.ts';

let seq = 0;
const next = () => `${++seq}-${Date.now().toString(36)}`;

const created = async (api: TestApi, company: Company, path: string, body: unknown): Promise<string> => {
  const res = await api.call('POST', path, { token: company.token, body });
  expectStatus(res, 201);
  return res.body.id as string;
};

export const addAuditWarehouse = (api: TestApi, company: Company) =>
  created(api, company, r.warehouseAdd.path, { warehouseName: `Audit Depot ${next()}`, warehouseLocation: 'Leeds' });

const partnerBody = () => ({
  name: `Audit Partner ${next()}`,
  contactPerson: 'Pat',
  contactEmail: 'pat@partner.example',
  contactNumber: '+44 20 7946 0001',
  address: '1 Quay',
});

export const addAuditItem = (api: TestApi, company: Company) => {
  const n = next();
  return created(api, company, r.productAdd.path, {
    name: `Audit Widget ${n}`,
    sku: `AUD-${n}`,
    description: 'A widget',
    barcode: `A${n.replace(/[^A-Za-z0-9]/g, '')}`,
    category: 'general',
    purchasePrice: 1.5,
    sellingPrice: 2.25,
    unit: 'pcs',
  });
};

const partnerFields = ['name', 'contact_name', 'contact_phone', 'contact_email', 'address'];

const partnerCases = (kind: 'supplier' | 'customer'): AuditCase[] => {
  const add = kind === 'supplier' ? r.supplierAdd : r.customerAdd;
  const update = kind === 'supplier' ? r.supplierUpdate : r.customerUpdate;
  const remove = kind === 'supplier' ? r.supplierDelete : r.customerDelete;
  return [
    {
      route: remove,
      fields: partnerFields,
      async change(api, company) {
        const id = await created(api, company, add.path, partnerBody());
        expectStatus(await api.call('DELETE', `${remove.path}?id=${id}`, { token: company.token }), 200);
        return { kind, id };
      },
    },
    {
      route: add,
      fields: partnerFields,
      async change(api, company) {
        return { kind, id: await created(api, company, add.path, partnerBody()) };
      },
    },
    {
      route: update,
      fields: ['contact_phone', 'address'],
      async change(api, company) {
        const body = partnerBody();
        const id = await created(api, company, add.path, body);
        const res = await api.call('POST', update.path, {
          token: company.token,
          body: {
            id,
            name: body.name,
            contact_name: body.contactPerson,
            contact_phone: '+44 20 7946 0099',
            contact_email: body.contactEmail,
            address: '2 Quay',
            version: 0,
          },
        });
        expectStatus(res, 200);
        return { kind, id };
      },
    },
  ];
};

export const inventoryAuditCases: AuditCase[] = [
  {
    route: r.warehouseAdd,
    fields: ['name', 'location'],
    async change(api, company) {
      return { kind: 'warehouse', id: await addAuditWarehouse(api, company) };
    },
  },
  {
    route: r.warehouseUpdate,
    fields: ['name'],
    async change(api, company) {
      const id = await addAuditWarehouse(api, company);
      const res = await api.call('POST', r.warehouseUpdate.path, {
        token: company.token,
        body: { id, name: `Audit Renamed ${next()}`, location: 'Leeds', version: 0 },
      });
      expectStatus(res, 200);
      return { kind: 'warehouse', id };
    },
  },
  {
    route: r.warehouseDelete,
    fields: ['name', 'location'],
    async change(api, company) {
      const id = await addAuditWarehouse(api, company);
      expectStatus(await api.call('DELETE', `${r.warehouseDelete.path}?id=${id}`, { token: company.token }), 200);
      return { kind: 'warehouse', id };
    },
  },
  ...partnerCases('supplier'),
  ...partnerCases('customer'),
  {
    route: r.productCategoryAdd,
    fields: ['name'],
    async change(api, company) {
      return { kind: 'category', id: await created(api, company, r.productCategoryAdd.path, { name: `Audit Category ${next()}` }) };
    },
  },
  {
    route: r.productCategoryDelete,
    fields: ['name'],
    async change(api, company) {
      const id = await created(api, company, r.productCategoryAdd.path, { name: `Audit Gone ${next()}` });
      expectStatus(await api.call('DELETE', `${r.productCategoryDelete.path}?id=${id}`, { token: company.token }), 200);
      return { kind: 'category', id };
    },
  },
  {
    route: r.productCategoryUpdate,
    fields: ['name'],
    async change(api, company) {
      const id = await created(api, company, r.productCategoryAdd.path, { name: `Audit Old ${next()}` });
      const res = await api.call('POST', r.productCategoryUpdate.path, {
        token: company.token,
        body: { id, name: `Audit New ${next()}`, version: 0 },
      });
      expectStatus(res, 200);
      return { kind: 'category', id };
    },
  },
  {
    route: r.productArchive,
    fields: ['archived'],
    async change(api, company) {
      const id = await addAuditItem(api, company);
      expectStatus(await api.call('POST', r.productArchive.path, { token: company.token, body: { id, archived: true } }), 200);
      return { kind: 'item', id };
    },
  },
  {
    route: r.productDelete,
    fields: ['name', 'sku', 'barcode', 'description', 'category', 'purchase_price', 'sales_price', 'unit_of_measure'],
    async change(api, company) {
      const id = await addAuditItem(api, company);
      expectStatus(await api.call('DELETE', `${r.productDelete.path}?id=${id}`, { token: company.token }), 200);
      return { kind: 'item', id };
    },
  },
  {
    route: r.productAdd,
    fields: ['name', 'sku', 'barcode', 'description', 'category', 'purchase_price', 'sales_price', 'unit_of_measure'],
    async change(api, company) {
      return { kind: 'item', id: await addAuditItem(api, company) };
    },
  },
  {
    route: r.productUpdate,
    fields: ['description', 'sales_price'],
    async change(api, company) {
      const id = await addAuditItem(api, company);
      const item = (await api.call('GET', r.productGet.path.replace('{id}', id), { token: company.token })).body;
      const res = await api.call('POST', r.productUpdate.path, {
        token: company.token,
        body: {
          id,
          name: item.name,
          sku: item.sku,
          barcode: item.barcode,
          description: 'A better widget',
          category: item.category_id,
          purchase_price: item.purchase_price,
          sales_price: 3,
          unit_of_measure: item.unit_of_measure,
          version: item.version,
        },
      });
      expectStatus(res, 200);
      return { kind: 'item', id };
    },
  },
  {
    route: r.productImageUpload,
    fields: ['image'],
    async change(api, company) {
      const id = await addAuditItem(api, company);
      const res = await api.call('POST', r.productImageUpload.path, {
        token: company.token,
        body: { id, contentType: 'image/png', data: PNG_BASE64 },
      });
      expectStatus(res, 200);
      return { kind: 'item', id };
    },
  },
  {
    route: r.stockAdd,
    fields: ['stock', 'stock in Audit Stock Depot'],
    async change(api, company) {
      const id = await addAuditItem(api, company);
      const warehouseId = await stockDepot(api, company);
      const res = await api.call('POST', r.stockAdd.path, {
        token: company.token,
        body: [{ productID: id, quantity: 4, location: warehouseId }],
      });
      expectStatus(res, 201);
      return { kind: 'item', id };
    },
  },
  {
    route: r.stockAdjust,
    fields: ['stock', 'stock in Audit Stock Depot'],
    async change(api, company) {
      const id = await addAuditItem(api, company);
      const warehouseId = await stockDepot(api, company);
      const res = await api.call('POST', r.stockAdjust.path, {
        token: company.token,
        body: { itemId: id, warehouseId, quantityChange: 2, reason: 'Found in the back' },
      });
      expectStatus(res, 200);
      return { kind: 'item', id };
    },
  },
  {
    route: r.reorderRuleSet,
    fields: ['min', 'max', 'multiple', 'supplier', 'lead_time_days'],
    async change(api, company) {
      const id = await addAuditItem(api, company);
      const warehouseId = await stockDepot(api, company);
      const supplierId = await created(api, company, r.supplierAdd.path, partnerBody());
      const res = await api.call('POST', r.reorderRuleSet.path, {
        token: company.token,
        body: { itemId: id, warehouseId, supplierId, min: 5, max: 20, multiple: 5, leadTimeDays: 2 },
      });
      expectStatus(res, 200);
      return { kind: 'item', id };
    },
  },
  {
    route: f.expenseAdd,
    fields: ['category', 'amount', 'description', 'date'],
    async change(api, company) {
      return { kind: 'expense', id: await addAuditExpense(api, company) };
    },
  },
  {
    route: f.expenseUpdate,
    fields: ['amount', 'date'],
    async change(api, company) {
      const id = await addAuditExpense(api, company);
      const res = await api.call('POST', f.expenseUpdate.path, {
        token: company.token,
        body: { id, category: 'supplies', amount: 1.25, description: 'Paper', date: daysFromToday(-1), version: 0 },
      });
      expectStatus(res, 200);
      return { kind: 'expense', id };
    },
  },
  {
    route: f.expenseDelete,
    fields: ['category', 'amount', 'description', 'date'],
    async change(api, company) {
      const id = await addAuditExpense(api, company);
      expectStatus(await api.call('DELETE', `${f.expenseDelete.path}?id=${id}`, { token: company.token }), 200);
      return { kind: 'expense', id };
    },
  },
];

async function addAuditExpense(api: TestApi, company: Company): Promise<string> {
  const res = await api.call('POST', f.expenseAdd.path, {
    token: company.token,
    body: { category: 'supplies', amount: 12.5, description: 'Paper', date: today() },
  });
  expectStatus(res, 201);
  return res.body.expense.id as string;
}

/** One warehouse per company for the stock cases (its name is part of the entry's field names). */
const depots = new Map<string, Promise<string>>();
const stockDepot = (api: TestApi, company: Company) => {
  let depot = depots.get(company.token);
  if (!depot) {
    depot = created(api, company, r.warehouseAdd.path, { warehouseName: 'Audit Stock Depot', warehouseLocation: 'York' });
    depots.set(company.token, depot);
  }
  return depot;
};

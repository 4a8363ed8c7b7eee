/**
 * Purchase and sales orders, their payments, invoices and invoice links write their entries: orders under
 * purchase_order / sales_order (their number as label), payments under payment (the payment's id, the order's
 * number in the label), invoices and their links under invoice (the invoice number).
 */
import { purchaseRoutes as p } from '../../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../../shared/inventory/sales-routes.ts';
import type { TestApi } from '../gateway.ts';
import { expectStatus, today, type Company } from '../rent.ts';
import { partner, product } from '../sales.ts';
import type { AuditCase } from './registry.ts';

/** A supplier, a customer, a warehouse and an item of the company, made once per company through the API. */
interface Trading {
  supplierId: string;
  customerId: string;
  warehouseId: string;
  itemId: string;
}
const trading = new Map<string, Promise<Trading>>();
let seq = 0;

async function post(api: TestApi, company: Company, path: string, body: unknown, status = 200) {
  const res = await api.call('POST', path, { token: company.token, body });
  expectStatus(res, status);
  return res.body;
}

function tradingOf(api: TestApi, company: Company): Promise<Trading> {
  let found = trading.get(company.token);
  if (!found) {
    found = (async () => {
      const add = async (path: string, body: unknown) => (await post(api, company, path, body, 201)).id as string;
      const supplierId = await add(r.supplierAdd.path, partner('Audit Supplies'));
      const customerId = await add(r.customerAdd.path, partner('Audit Customer'));
      const warehouseId = await add(r.warehouseAdd.path, { warehouseName: 'Audit WH', warehouseLocation: 'Leeds' });
      const itemId = await add(r.productAdd.path, product('Audit Widget', 'AUD-W1', 2, 3.5));
      await post(api, company, r.stockAdd.path, [{ productID: itemId, quantity: 1000, location: warehouseId }], 201);
      return { supplierId, customerId, warehouseId, itemId };
    })();
    trading.set(company.token, found);
  }
  return found;
}

/** A new purchase order of 4 units ($8.00): its id. */
async function purchaseOrder(api: TestApi, company: Company): Promise<number> {
  const t = await tradingOf(api, company);
  const body = { supplierId: t.supplierId, warehouseId: t.warehouseId, totalDiscount: 0, orderItems: [{ item_id: t.itemId, quantity: 4 }] };
  return (await post(api, company, p.purchaseOrderAdd.path, body, 201)).id as number;
}

/** A new sales order of 2 units ($7.00): its id. */
async function salesOrder(api: TestApi, company: Company): Promise<number> {
  const t = await tradingOf(api, company);
  const body = {
    selectedCustomer: t.customerId,
    selectedWarehouse: t.warehouseId,
    discount: 0,
    addedItems: [{ item_id: t.itemId, quantity: 2 }],
  };
  return (await post(api, company, s.salesOrderAdd.path, body, 201)).id as number;
}

/** A sales order with its warehouse assigned and both units shipped. */
async function fulfilledSalesOrder(api: TestApi, company: Company): Promise<number> {
  const t = await tradingOf(api, company);
  const id = await salesOrder(api, company);
  await post(api, company, s.salesWarehouseAssign.path, { saleOrderId: id, warehouseId: t.warehouseId });
  await post(api, company, s.salesFulfilmentSave.path, { orderId: id, items: [{ item_id: t.itemId, quantity: 2 }] });
  return id;
}

const paymentOf = async (api: TestApi, company: Company, path: string, orderId: number) => {
  const res = await api.call('GET', `${path}?orderId=${orderId}`, { token: company.token });
  expectStatus(res, 200);
  return res.body[0].id as string;
};

const purchaseInvoice = async (api: TestApi, company: Company) => {
  const id = await purchaseOrder(api, company);
  const body = { purchase_order_id: id, due_date: today(), notes: 'Net 30' };
  return (await post(api, company, p.purchaseInvoiceGenerate.path, body, 201)) as { invoiceId: string; invoice_number: string };
};
const salesInvoice = async (api: TestApi, company: Company) => {
  const id = await salesOrder(api, company);
  const body = { sales_order_id: id, due_date: today(), notes: 'Net 30' };
  return (await post(api, company, s.salesInvoiceGenerate.path, body, 201)) as { invoiceId: string; invoice_number: string };
};

const ORDER_FIELDS = [
  'discount',
  'total_items',
  'total_ordered_quantity',
  'total_amount',
  'returned_credit',
  'paid',
  'amount_due',
  'status',
  'payment_status',
] as const;

export const orderAuditCases: AuditCase[] = [
  {
    route: p.purchaseOrderAdd,
    fields: [
      'supplier_name',
      'warehouse_name',
      'discount',
      'total_items',
      'total_ordered_quantity',
      'total_received_quantity',
      ...ORDER_FIELDS.slice(3),
    ],
    async change(api, company) {
      return { kind: 'purchase_order', id: String(await purchaseOrder(api, company)) };
    },
  },
  {
    route: p.purchaseReceiveItem,
    fields: ['total_received_quantity', 'status'],
    async change(api, company) {
      const id = await purchaseOrder(api, company);
      await post(api, company, p.purchaseReceiveItem.path, { purchaseOrderId: id, item: { purchase_order_item_id: 1, to_receive: 4 } });
      return { kind: 'purchase_order', id: String(id) };
    },
  },
  {
    route: p.purchaseReturnItems,
    fields: ['returned_credit', 'amount_due'],
    async change(api, company) {
      const t = await tradingOf(api, company);
      const id = await purchaseOrder(api, company);
      await post(api, company, p.purchaseReceiveItem.path, { purchaseOrderId: id, item: { purchase_order_item_id: 1, to_receive: 4 } });
      await post(api, company, p.purchaseReturnItems.path, {
        purchaseOrderId: id,
        items: [
          { purchase_order_item_id: 1, item_id: t.itemId, to_return_quantity: 1, return_reason: 'Bent', return_condition: 'Damaged' },
        ],
      });
      return { kind: 'purchase_order', id: String(id) };
    },
  },
  {
    route: p.purchasePaymentAdd,
    fields: ['amount', 'payment_method', 'reference_number'],
    async change(api, company) {
      const id = await purchaseOrder(api, company);
      const body = { purchaseOrderId: id, paymentAmount: 3, paymentMethod: 'cash', paymentReference: `PP-${++seq}` };
      await post(api, company, p.purchasePaymentAdd.path, body, 201);
      return { kind: 'payment', id: await paymentOf(api, company, p.purchasePaymentList.path, id) };
    },
  },
  {
    route: p.purchaseInvoiceGenerate,
    fields: ['order_number', 'due_date', 'notes'],
    async change(api, company) {
      return { kind: 'invoice', id: (await purchaseInvoice(api, company)).invoice_number };
    },
  },
  {
    route: p.purchaseInvoiceUpdate,
    fields: ['notes'],
    async change(api, company) {
      const invoice = await purchaseInvoice(api, company);
      await post(api, company, p.purchaseInvoiceUpdate.path, { invoiceId: invoice.invoiceId, due_date: today(), notes: 'Net 60' });
      return { kind: 'invoice', id: invoice.invoice_number };
    },
  },
  {
    route: p.purchaseOrderUpdate,
    fields: ['discount', 'total_ordered_quantity', 'total_amount', 'amount_due', 'items'],
    async change(api, company) {
      const t = await tradingOf(api, company);
      const id = await purchaseOrder(api, company);
      await post(api, company, p.purchaseOrderUpdate.path, {
        purchaseOrderId: id,
        version: 1,
        totalDiscount: 10,
        orderItems: [{ item_id: t.itemId, quantity: 6 }],
      });
      return { kind: 'purchase_order', id: String(id) };
    },
  },
  {
    route: p.purchaseOrderCancel,
    fields: ['amount_due', 'status', 'close_reason'],
    async change(api, company) {
      const id = await purchaseOrder(api, company);
      await post(api, company, p.purchaseOrderCancel.path, { purchaseOrderId: id, reason: 'Wrong supplier' });
      return { kind: 'purchase_order', id: String(id) };
    },
  },
  {
    route: p.purchaseOrderClose,
    fields: ['total_ordered_quantity', 'total_amount', 'amount_due', 'status', 'close_reason'],
    async change(api, company) {
      const id = await purchaseOrder(api, company);
      await post(api, company, p.purchaseReceiveItem.path, { purchaseOrderId: id, item: { purchase_order_item_id: 1, to_receive: 1 } });
      await post(api, company, p.purchaseOrderClose.path, { purchaseOrderId: id, reason: 'Discontinued' });
      return { kind: 'purchase_order', id: String(id) };
    },
  },
  {
    route: p.purchasePaymentVoid,
    fields: ['voided', 'void_reason'],
    async change(api, company) {
      const id = await purchaseOrder(api, company);
      const body = { purchaseOrderId: id, paymentAmount: 3, paymentMethod: 'cash', paymentReference: `PV-${++seq}` };
      await post(api, company, p.purchasePaymentAdd.path, body, 201);
      const paymentId = await paymentOf(api, company, p.purchasePaymentList.path, id);
      await post(api, company, p.purchasePaymentVoid.path, { purchaseOrderId: id, paymentId, reason: 'Entered twice' });
      return { kind: 'payment', id: paymentId };
    },
  },
  {
    route: s.salesOrderAdd,
    fields: [
      'customer_name',
      'warehouse_name',
      'discount',
      'total_items',
      'total_ordered_quantity',
      'total_delivered_quantity',
      ...ORDER_FIELDS.slice(3),
    ],
    async change(api, company) {
      return { kind: 'sales_order', id: String(await salesOrder(api, company)) };
    },
  },
  {
    route: s.salesWarehouseAssign,
    fields: ['fulfillment_warehouse'],
    async change(api, company) {
      const t = await tradingOf(api, company);
      const id = await salesOrder(api, company);
      await post(api, company, s.salesWarehouseAssign.path, { saleOrderId: id, warehouseId: t.warehouseId });
      return { kind: 'sales_order', id: String(id) };
    },
  },
  {
    route: s.salesFulfilmentSave,
    fields: ['total_delivered_quantity', 'status'],
    async change(api, company) {
      return { kind: 'sales_order', id: String(await fulfilledSalesOrder(api, company)) };
    },
  },
  {
    route: s.salesReturnItems,
    fields: ['returned_credit', 'amount_due'],
    async change(api, company) {
      const id = await fulfilledSalesOrder(api, company);
      const rows = await api.call('GET', `${s.salesReturnables.path}?salesOrderId=${id}`, { token: company.token });
      expectStatus(rows, 200);
      await post(api, company, s.salesReturnItems.path, {
        salesOrderId: id,
        items: [{ cogs_id: rows.body[0].cogs_id, to_return_quantity: 1, return_reason: 'Scratched', return_condition: 'Good' }],
      });
      return { kind: 'sales_order', id: String(id) };
    },
  },
  {
    route: s.salesPaymentAdd,
    fields: ['amount', 'payment_method', 'reference_number'],
    async change(api, company) {
      const id = await salesOrder(api, company);
      const body = { salesOrderId: id, paymentAmount: 2.5, paymentMethod: 'transfer', paymentReference: `SP-${++seq}` };
      await post(api, company, s.salesPaymentAdd.path, body, 201);
      return { kind: 'payment', id: await paymentOf(api, company, s.salesPaymentList.path, id) };
    },
  },
  {
    route: s.salesOrderUpdate,
    fields: ['discount', 'total_ordered_quantity', 'total_amount', 'amount_due', 'items'],
    async change(api, company) {
      const t = await tradingOf(api, company);
      const id = await salesOrder(api, company);
      await post(api, company, s.salesOrderUpdate.path, {
        salesOrderId: id,
        version: 1,
        discount: 5,
        addedItems: [{ item_id: t.itemId, quantity: 3 }],
      });
      return { kind: 'sales_order', id: String(id) };
    },
  },
  {
    route: s.salesOrderCancel,
    fields: ['amount_due', 'status', 'close_reason'],
    async change(api, company) {
      const id = await salesOrder(api, company);
      await post(api, company, s.salesOrderCancel.path, { salesOrderId: id, reason: 'Customer changed their mind' });
      return { kind: 'sales_order', id: String(id) };
    },
  },
  {
    route: s.salesOrderClose,
    fields: ['total_ordered_quantity', 'total_amount', 'amount_due', 'status', 'close_reason'],
    async change(api, company) {
      const t = await tradingOf(api, company);
      const id = await salesOrder(api, company);
      await post(api, company, s.salesWarehouseAssign.path, { saleOrderId: id, warehouseId: t.warehouseId });
      await post(api, company, s.salesFulfilmentSave.path, { orderId: id, items: [{ item_id: t.itemId, quantity: 1 }] });
      await post(api, company, s.salesOrderClose.path, { salesOrderId: id, reason: 'The rest is not wanted' });
      return { kind: 'sales_order', id: String(id) };
    },
  },
  {
    route: s.salesPaymentVoid,
    fields: ['voided', 'void_reason'],
    async change(api, company) {
      const id = await salesOrder(api, company);
      const body = { salesOrderId: id, paymentAmount: 2.5, paymentMethod: 'transfer', paymentReference: `SV-${++seq}` };
      await post(api, company, s.salesPaymentAdd.path, body, 201);
      const paymentId = await paymentOf(api, company, s.salesPaymentList.path, id);
      await post(api, company, s.salesPaymentVoid.path, { salesOrderId: id, paymentId, reason: 'Bounced' });
      return { kind: 'payment', id: paymentId };
    },
  },
  {
    route: s.salesInvoiceGenerate,
    fields: ['order_number', 'due_date', 'notes'],
    async change(api, company) {
      return { kind: 'invoice', id: (await salesInvoice(api, company)).invoice_number };
    },
  },
  {
    route: s.salesInvoiceUpdate,
    fields: ['notes'],
    async change(api, company) {
      const invoice = await salesInvoice(api, company);
      await post(api, company, s.salesInvoiceUpdate.path, { invoiceId: invoice.invoiceId, due_date: today(), notes: 'Net 60' });
      return { kind: 'invoice', id: invoice.invoice_number };
    },
  },
  {
    route: s.salesInvoiceLinkCreate,
    fields: ['link_id', 'link_expires_at'],
    async change(api, company) {
      const invoice = await salesInvoice(api, company);
      await post(api, company, s.salesInvoiceLinkCreate.path, { invoiceId: invoice.invoiceId, expiresInDays: 7 }, 201);
      return { kind: 'invoice', id: invoice.invoice_number };
    },
  },
  {
    // a new customer link, filed as the share call files one, noting where it was emailed
    route: s.salesInvoiceEmail,
    fields: ['link_id', 'link_expires_at', 'sent_to'],
    async change(api, company) {
      const invoice = await salesInvoice(api, company);
      await post(api, company, s.salesInvoiceEmail.path, { invoiceId: invoice.invoiceId }, 201);
      return { kind: 'invoice', id: invoice.invoice_number };
    },
  },
  {
    route: s.salesInvoiceLinkRevoke,
    fields: ['revoked'],
    async change(api, company) {
      const invoice = await salesInvoice(api, company);
      const link = await post(api, company, s.salesInvoiceLinkCreate.path, { invoiceId: invoice.invoiceId, expiresInDays: 7 }, 201);
      const res = await api.call('DELETE', `${s.salesInvoiceLinkRevoke.path}?id=${link.linkId}`, { token: company.token });
      expectStatus(res, 200);
      return { kind: 'invoice', id: invoice.invoice_number };
    },
  },
];

/**
 * Purchase orders (spec part 2 §7 "Purchase orders"; INVENTORY.md "Purchase orders"): part of the inventory
 * area's manifest (shared/routes.ts spreads it in), in a module of its own so the area's files stay readable.
 */
import { defineRoute, io, type RouteDefinition } from '../route.ts';
import type {
  AddPurchaseOrderInput,
  AddPurchasePaymentInput,
  EndPurchaseOrderInput,
  OrderCreated,
  OrderUpdated,
  UpdatePurchaseOrderInput,
  PaymentVoided,
  VoidPurchasePaymentInput,
  OrderPayment,
  PaymentRecorded,
  PurchaseOrderDetail,
  PurchaseOrderIdQuery,
  PurchaseOrderListQuery,
  PurchaseOrderSummary,
  ItemReceived,
  PurchaseReturnablesQuery,
  ReceivePurchaseItemInput,
  ReturnablePurchaseItem,
  ReturnPurchaseItemsInput,
  ReturnsSubmitted,
} from './purchase-orders.ts';
import type {
  InvoiceExists,
  InvoiceGenerated,
  InvoiceListEntry,
  InvoiceListQuery,
  InvoiceNumberPreview,
  InvoicePdf,
  UpdateInvoiceInput,
} from './invoices.ts';
import type { GeneratePurchaseInvoiceInput, PurchaseInvoiceDetail, PurchaseInvoiceExistsQuery } from './purchase-invoices.ts';
import type { MessageResponse } from '../route.ts';

const spec = (call: string) => `Part 2 §7 ${call}`;

/*
 * Each route is its own pure constant that its handler imports by name, so a Lambda bundles its own entry and none
 * of its siblings (the route object held all 19 entries: 5.6 kB in every purchase bundle, and the return handler sits
 * near the 300 kB budget: tests/bench/bundles.ts); the object below is the module's part of the manifest for the SPA,
 * the tests and shared/routes.ts.
 */
export const purchaseOrderAdd = /* @__PURE__ */ defineRoute({
  name: 'purchaseOrderAdd',
  method: 'POST',
  path: '/api/ims/purchase-order/add',
  handler: 'functions/inventory/handlers/purchase-order-add.ts',
  access: 'user',
  permission: 'inventory.order.write',
  spec: /* @__PURE__ */ spec('POST purchase-order/add (prices from the items; PO-00001 numbering)'),
  types: /* @__PURE__ */ io<{ body: AddPurchaseOrderInput; response: OrderCreated }>(),
});
export const purchaseOrderUpdate = /* @__PURE__ */ defineRoute({
  name: 'purchaseOrderUpdate',
  method: 'POST',
  path: '/api/ims/purchase-order/update',
  handler: 'functions/inventory/handlers/purchase-order-update.ts',
  access: 'user',
  permission: 'inventory.order.write',
  spec: 'CORRECTIONS.md Inventory: edit a purchase order nothing was received, returned, paid or invoiced on',
  types: /* @__PURE__ */ io<{ body: UpdatePurchaseOrderInput; response: OrderUpdated }>(),
});
export const purchaseOrderCancel = /* @__PURE__ */ defineRoute({
  name: 'purchaseOrderCancel',
  method: 'POST',
  path: '/api/ims/purchase-order/cancel',
  handler: 'functions/inventory/handlers/purchase-order-cancel.ts',
  access: 'user',
  permission: 'inventory.order.cancel',
  spec: 'CORRECTIONS.md Inventory: cancel a purchase order nothing was received, returned, paid or invoiced on',
  types: /* @__PURE__ */ io<{ body: EndPurchaseOrderInput; response: MessageResponse & PurchaseOrderSummary }>(),
});
export const purchaseOrderClose = /* @__PURE__ */ defineRoute({
  name: 'purchaseOrderClose',
  method: 'POST',
  path: '/api/ims/purchase-order/close',
  handler: 'functions/inventory/handlers/purchase-order-close.ts',
  access: 'user',
  permission: 'inventory.order.cancel',
  spec: 'CORRECTIONS.md Inventory: close a partly received purchase order (ordered quantities drop to received)',
  types: /* @__PURE__ */ io<{ body: EndPurchaseOrderInput; response: MessageResponse & PurchaseOrderSummary }>(),
});
export const purchasePaymentVoid = /* @__PURE__ */ defineRoute({
  name: 'purchasePaymentVoid',
  method: 'POST',
  path: '/api/ims/purchase-order/payment/void',
  handler: 'functions/inventory/handlers/purchase-payment-void.ts',
  access: 'user',
  permission: 'inventory.payment.void',
  spec: 'CORRECTIONS.md Inventory: void a purchase payment (paid, status, invoice status and day sums move back)',
  types: /* @__PURE__ */ io<{ body: VoidPurchasePaymentInput; response: PaymentVoided }>(),
});
export const purchaseOrderList = /* @__PURE__ */ defineRoute({
  name: 'purchaseOrderList',
  method: 'GET',
  path: '/api/ims/purchase-order/all',
  handler: 'functions/inventory/handlers/purchase-order-list.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET purchase-order/all (supplierId, warehouseId, status, orderNumber; paged, newest first)'),
  types: /* @__PURE__ */ io<{ query: PurchaseOrderListQuery; response: PurchaseOrderSummary[] }>(),
});
export const purchaseOrderGet = /* @__PURE__ */ defineRoute({
  name: 'purchaseOrderGet',
  method: 'GET',
  path: '/api/ims/purchase-order/{id}',
  handler: 'functions/inventory/handlers/purchase-order-get.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET purchase-order/{id}'),
  types: /* @__PURE__ */ io<{ response: PurchaseOrderDetail }>(),
});
export const purchasePaymentList = /* @__PURE__ */ defineRoute({
  name: 'purchasePaymentList',
  method: 'GET',
  path: '/api/ims/purchase-order/payments/all',
  handler: 'functions/inventory/handlers/purchase-payment-list.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET purchase-order/payments/all?orderId (newest first)'),
  types: /* @__PURE__ */ io<{ query: PurchaseOrderIdQuery; response: OrderPayment[] }>(),
});
export const purchasePaymentAdd = /* @__PURE__ */ defineRoute({
  name: 'purchasePaymentAdd',
  method: 'POST',
  path: '/api/ims/purchase-order/payment/add',
  handler: 'functions/inventory/handlers/purchase-payment-add.ts',
  access: 'user',
  permission: 'inventory.payment.record',
  spec: /* @__PURE__ */ spec('POST purchase-order/payment/add (never above what is owed; one per reference)'),
  types: /* @__PURE__ */ io<{ body: AddPurchasePaymentInput; response: PaymentRecorded }>(),
});
export const purchaseReceiveItem = /* @__PURE__ */ defineRoute({
  name: 'purchaseReceiveItem',
  method: 'POST',
  path: '/api/ims/purchase-order/receive/item',
  handler: 'functions/inventory/handlers/purchase-receive-item.ts',
  access: 'user',
  permission: 'inventory.order.receive',
  spec: /* @__PURE__ */ spec(
    'POST purchase-order/receive/item (a lot at the net unit cost; never more than is left, also under concurrency)',
  ),
  types: /* @__PURE__ */ io<{ body: ReceivePurchaseItemInput; response: ItemReceived }>(),
});
export const purchaseReturnables = /* @__PURE__ */ defineRoute({
  name: 'purchaseReturnables',
  method: 'GET',
  path: '/api/ims/purchase-order/returns/items/all',
  handler: 'functions/inventory/handlers/purchase-returnables.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec("GET purchase-order/returns/items/all?purchaseOrderId (what is still on hand of each line's lots)"),
  types: /* @__PURE__ */ io<{ query: PurchaseReturnablesQuery; response: ReturnablePurchaseItem[] }>(),
});
export const purchaseReturnItems = /* @__PURE__ */ defineRoute({
  name: 'purchaseReturnItems',
  method: 'POST',
  path: '/api/ims/purchase-order/returns/items',
  handler: 'functions/inventory/handlers/purchase-return-items.ts',
  access: 'user',
  permission: 'inventory.order.return',
  spec: /* @__PURE__ */ spec("POST purchase-order/returns/items (from the line's lots; the order credited)"),
  types: /* @__PURE__ */ io<{ body: ReturnPurchaseItemsInput; response: ReturnsSubmitted }>(),
});
export const purchaseInvoiceNumber = /* @__PURE__ */ defineRoute({
  name: 'purchaseInvoiceNumber',
  method: 'GET',
  path: '/api/ims/invoice/purchase/number',
  handler: 'functions/inventory/handlers/purchase-invoice-number.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET invoice/purchase/number (a preview of the next number; nothing reserved)'),
  types: /* @__PURE__ */ io<{ response: InvoiceNumberPreview }>(),
});
export const purchaseInvoiceExists = /* @__PURE__ */ defineRoute({
  name: 'purchaseInvoiceExists',
  method: 'GET',
  path: '/api/ims/invoice/purchase/exists',
  handler: 'functions/inventory/handlers/purchase-invoice-exists.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET invoice/purchase/exists?purchase_order_id'),
  types: /* @__PURE__ */ io<{ query: PurchaseInvoiceExistsQuery; response: InvoiceExists }>(),
});
export const purchaseInvoiceList = /* @__PURE__ */ defineRoute({
  name: 'purchaseInvoiceList',
  method: 'GET',
  path: '/api/ims/invoice/purchase/all',
  handler: 'functions/inventory/handlers/purchase-invoice-list.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET invoice/purchase/all (paged, newest first)'),
  types: /* @__PURE__ */ io<{ query: InvoiceListQuery; response: InvoiceListEntry[] }>(),
});
export const purchaseInvoiceGet = /* @__PURE__ */ defineRoute({
  name: 'purchaseInvoiceGet',
  method: 'GET',
  path: '/api/ims/invoice/purchase/{id}',
  handler: 'functions/inventory/handlers/purchase-invoice-get.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET invoice/purchase/{id}'),
  types: /* @__PURE__ */ io<{ response: PurchaseInvoiceDetail }>(),
});
export const purchaseInvoicePdf = /* @__PURE__ */ defineRoute({
  name: 'purchaseInvoicePdf',
  method: 'GET',
  path: '/api/ims/invoice/purchase-pdf/{id}',
  handler: 'functions/inventory/handlers/purchase-invoice-pdf.ts',
  access: 'user',
  permission: 'inventory.read',
  invoices: 'readwrite',
  spec: /* @__PURE__ */ spec(
    'GET invoice/purchase-pdf/{id} (rendered on the server, stored, a 5-minute signed URL; INVENTORY.md "Invoices")',
  ),
  types: /* @__PURE__ */ io<{ response: InvoicePdf }>(),
});
export const purchaseInvoiceGenerate = /* @__PURE__ */ defineRoute({
  name: 'purchaseInvoiceGenerate',
  method: 'POST',
  path: '/api/ims/invoice/purchase/generate',
  handler: 'functions/inventory/handlers/purchase-invoice-generate.ts',
  access: 'user',
  permission: 'inventory.invoice.write',
  spec: /* @__PURE__ */ spec('POST invoice/purchase/generate (one per order: 409; the next free number allocated atomically)'),
  types: /* @__PURE__ */ io<{ body: GeneratePurchaseInvoiceInput; response: InvoiceGenerated }>(),
});
export const purchaseInvoiceUpdate = /* @__PURE__ */ defineRoute({
  name: 'purchaseInvoiceUpdate',
  method: 'POST',
  path: '/api/ims/invoice/purchase/update',
  handler: 'functions/inventory/handlers/purchase-invoice-update.ts',
  access: 'user',
  permission: 'inventory.invoice.write',
  spec: /* @__PURE__ */ spec('POST invoice/purchase/update (due date and notes only; unchanged is 400)'),
  types: /* @__PURE__ */ io<{ body: UpdateInvoiceInput; response: MessageResponse }>(),
});

export const purchaseRoutes = {
  purchaseOrderAdd,
  purchaseOrderUpdate,
  purchaseOrderCancel,
  purchaseOrderClose,
  purchasePaymentVoid,
  purchaseOrderList,
  purchaseOrderGet,
  purchasePaymentList,
  purchasePaymentAdd,
  purchaseReceiveItem,
  purchaseReturnables,
  purchaseReturnItems,
  purchaseInvoiceNumber,
  purchaseInvoiceExists,
  purchaseInvoiceList,
  purchaseInvoiceGet,
  purchaseInvoicePdf,
  purchaseInvoiceGenerate,
  purchaseInvoiceUpdate,
} as const satisfies Record<string, RouteDefinition>;

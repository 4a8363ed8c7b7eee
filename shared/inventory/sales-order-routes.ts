/**
 * Sales orders (spec part 2 §7 "Sales orders"; INVENTORY.md "Sales orders"): lines, fulfilment, shipments,
 * returns and payments: part of the inventory area's manifest through
 * ./sales-routes.ts, in a module of its own so that a handler bundles its own part's entries only (a route object
 * holds every entry of its module: the Lambda size budget, tests/bench/bundles.ts).
 */
import { defineRoute, io, type RouteDefinition } from '../route.ts';
import type {
  AddSalesOrderInput,
  AddSalesPaymentInput,
  AssignedWarehouse,
  AssignWarehouseInput,
  FulfilmentItem,
  FulfilmentItemsQuery,
  FulfilmentSaved,
  FulfilmentSaveInput,
  OrderCreated,
  OrderUpdated,
  UpdateSalesOrderInput,
  OrderPayment,
  PaymentRecorded,
  PaymentVoided,
  RestockEntry,
  ReturnableSalesLine,
  ReturnSalesItemsInput,
  ReturnsSubmitted,
  SalesOrderDetail,
  SalesOrderIdQuery,
  SalesOrderListQuery,
  SalesOrderSummary,
  SalesReturnablesQuery,
  SalesShipment,
  WarehouseAssigned,
  WarehouseAssignedQuery,
  EndSalesOrderInput,
  VoidSalesPaymentInput,
} from './sales-orders.ts';
import type { MessageResponse } from '../route.ts';

const spec = (call: string) => `Part 2 §7 ${call}`;

/*
 * Each route is its own pure constant that its handler imports by name, so a Lambda bundles its own entry and none
 * of its siblings (the fulfilment and return handlers sit near the 300 kB budget: tests/bench/bundles.ts); the
 * object below is the module's part of the manifest for the SPA, the tests and shared/routes.ts.
 */
export const salesOrderAdd = /* @__PURE__ */ defineRoute({
  name: 'salesOrderAdd',
  method: 'POST',
  path: '/api/ims/sales-orders/add',
  handler: 'functions/inventory/handlers/sales-order-add.ts',
  access: 'user',
  permission: 'inventory.order.write',
  spec: /* @__PURE__ */ spec('POST sales-orders/add (sales prices from the items; stock in the warehouse; SO-00001 numbering)'),
  types: /* @__PURE__ */ io<{ body: AddSalesOrderInput; response: OrderCreated }>(),
});
export const salesOrderUpdate = /* @__PURE__ */ defineRoute({
  name: 'salesOrderUpdate',
  method: 'POST',
  path: '/api/ims/sales-orders/update',
  handler: 'functions/inventory/handlers/sales-order-update.ts',
  access: 'user',
  permission: 'inventory.order.write',
  spec: 'CORRECTIONS.md Inventory: edit a sales order nothing was fulfilled, returned, paid or invoiced on',
  types: /* @__PURE__ */ io<{ body: UpdateSalesOrderInput; response: OrderUpdated }>(),
});
export const salesOrderCancel = /* @__PURE__ */ defineRoute({
  name: 'salesOrderCancel',
  method: 'POST',
  path: '/api/ims/sales-orders/cancel',
  handler: 'functions/inventory/handlers/sales-order-cancel.ts',
  access: 'user',
  permission: 'inventory.order.cancel',
  spec: 'CORRECTIONS.md Inventory: cancel a sales order nothing was fulfilled, returned, paid or invoiced on',
  types: /* @__PURE__ */ io<{ body: EndSalesOrderInput; response: MessageResponse & SalesOrderSummary }>(),
});
export const salesOrderClose = /* @__PURE__ */ defineRoute({
  name: 'salesOrderClose',
  method: 'POST',
  path: '/api/ims/sales-orders/close',
  handler: 'functions/inventory/handlers/sales-order-close.ts',
  access: 'user',
  permission: 'inventory.order.cancel',
  spec: 'CORRECTIONS.md Inventory: close a partly fulfilled sales order (ordered quantities drop to delivered)',
  types: /* @__PURE__ */ io<{ body: EndSalesOrderInput; response: MessageResponse & SalesOrderSummary }>(),
});
export const salesPaymentVoid = /* @__PURE__ */ defineRoute({
  name: 'salesPaymentVoid',
  method: 'POST',
  path: '/api/ims/sales-orders/payment/void',
  handler: 'functions/inventory/handlers/sales-payment-void.ts',
  access: 'user',
  permission: 'inventory.payment.void',
  spec: 'CORRECTIONS.md Inventory: void a sales payment (paid, status, invoice status and day sums move back)',
  types: /* @__PURE__ */ io<{ body: VoidSalesPaymentInput; response: PaymentVoided }>(),
});
export const salesOrderList = /* @__PURE__ */ defineRoute({
  name: 'salesOrderList',
  method: 'GET',
  path: '/api/ims/sales-orders/all',
  handler: 'functions/inventory/handlers/sales-order-list.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET sales-orders/all (customerId, status, orderNumber, from, to; paged, newest first)'),
  types: /* @__PURE__ */ io<{ query: SalesOrderListQuery; response: SalesOrderSummary[] }>(),
});
export const salesOrderGet = /* @__PURE__ */ defineRoute({
  name: 'salesOrderGet',
  method: 'GET',
  path: '/api/ims/sales-orders/{id}',
  handler: 'functions/inventory/handlers/sales-order-get.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET sales-orders/{id}'),
  types: /* @__PURE__ */ io<{ response: SalesOrderDetail }>(),
});
export const salesWarehouseAssign = /* @__PURE__ */ defineRoute({
  name: 'salesWarehouseAssign',
  method: 'POST',
  path: '/api/ims/sales-orders/fulfillment/warehouse-assignment',
  handler: 'functions/inventory/handlers/sales-warehouse-assign.ts',
  access: 'user',
  permission: 'inventory.order.fulfil',
  spec: /* @__PURE__ */ spec('POST sales-orders/fulfillment/warehouse-assignment (once: the same again 200, another 409)'),
  types: /* @__PURE__ */ io<{ body: AssignWarehouseInput; response: WarehouseAssigned }>(),
});
export const salesWarehouseAssigned = /* @__PURE__ */ defineRoute({
  name: 'salesWarehouseAssigned',
  method: 'GET',
  path: '/api/ims/sales-orders/fulfillment/warehouse-assigned',
  handler: 'functions/inventory/handlers/sales-warehouse-assigned.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET sales-orders/fulfillment/warehouse-assigned?saleOrderId'),
  types: /* @__PURE__ */ io<{ query: WarehouseAssignedQuery; response: AssignedWarehouse }>(),
});
export const salesFulfilmentItems = /* @__PURE__ */ defineRoute({
  name: 'salesFulfilmentItems',
  method: 'GET',
  path: '/api/ims/sales-orders/fulfillment/order-items',
  handler: 'functions/inventory/handlers/sales-fulfilment-items.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET sales-orders/fulfillment/order-items?orderId&warehouseId (on hand, to_fulfill and open lots per line)'),
  types: /* @__PURE__ */ io<{ query: FulfilmentItemsQuery; response: FulfilmentItem[] }>(),
});
export const salesFulfilmentSave = /* @__PURE__ */ defineRoute({
  name: 'salesFulfilmentSave',
  method: 'POST',
  path: '/api/ims/sales-orders/fulfillment/save',
  handler: 'functions/inventory/handlers/sales-fulfilment-save.ts',
  access: 'user',
  permission: 'inventory.order.fulfil',
  spec: /* @__PURE__ */ spec(
    'POST sales-orders/fulfillment/save (lots oldest first or as picked; one COGS row per line and lot; never below 0)',
  ),
  types: /* @__PURE__ */ io<{ body: FulfilmentSaveInput; response: FulfilmentSaved }>(),
});
export const salesShipmentList = /* @__PURE__ */ defineRoute({
  name: 'salesShipmentList',
  method: 'GET',
  path: '/api/ims/sales-orders/shipments/all',
  handler: 'functions/inventory/handlers/sales-shipment-list.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: 'INVENTORY.md "Sales orders": the Ship tab, the order\'s fulfilments (newest first, paged)',
  types: /* @__PURE__ */ io<{ query: SalesOrderIdQuery; response: SalesShipment[] }>(),
});
export const salesReturnables = /* @__PURE__ */ defineRoute({
  name: 'salesReturnables',
  method: 'GET',
  path: '/api/ims/sales-orders/returns/items/all',
  handler: 'functions/inventory/handlers/sales-returnables.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET sales-orders/returns/items/all?salesOrderId (COGS rows with quantity not yet returned)'),
  types: /* @__PURE__ */ io<{ query: SalesReturnablesQuery; response: ReturnableSalesLine[] }>(),
});
export const salesReturnItems = /* @__PURE__ */ defineRoute({
  name: 'salesReturnItems',
  method: 'POST',
  path: '/api/ims/sales-orders/returns/items',
  handler: 'functions/inventory/handlers/sales-return-items.ts',
  access: 'user',
  permission: 'inventory.order.return',
  spec: /* @__PURE__ */ spec('POST sales-orders/returns/items (Good back into the same lot, Damaged recorded; the order credited)'),
  types: /* @__PURE__ */ io<{ body: ReturnSalesItemsInput; response: ReturnsSubmitted }>(),
});
export const salesRestockList = /* @__PURE__ */ defineRoute({
  name: 'salesRestockList',
  method: 'GET',
  path: '/api/ims/sales-orders/restock/all',
  handler: 'functions/inventory/handlers/sales-restock-list.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: 'INVENTORY.md "Sales orders": the Restock tab, the Good returns that went back into stock (newest first, paged)',
  types: /* @__PURE__ */ io<{ query: SalesOrderIdQuery; response: RestockEntry[] }>(),
});
export const salesPaymentList = /* @__PURE__ */ defineRoute({
  name: 'salesPaymentList',
  method: 'GET',
  path: '/api/ims/sales-orders/payments/all',
  handler: 'functions/inventory/handlers/sales-payment-list.ts',
  access: 'user',
  permission: 'inventory.read',
  spec: /* @__PURE__ */ spec('GET sales-orders/payments/all?orderId (newest first)'),
  types: /* @__PURE__ */ io<{ query: SalesOrderIdQuery; response: OrderPayment[] }>(),
});
export const salesPaymentAdd = /* @__PURE__ */ defineRoute({
  name: 'salesPaymentAdd',
  method: 'POST',
  path: '/api/ims/sales-orders/payment/add',
  handler: 'functions/inventory/handlers/sales-payment-add.ts',
  access: 'user',
  permission: 'inventory.payment.record',
  spec: /* @__PURE__ */ spec('POST sales-orders/payment/add (never above what is owed; one per reference)'),
  types: /* @__PURE__ */ io<{ body: AddSalesPaymentInput; response: PaymentRecorded }>(),
});

export const salesOrderRoutes = {
  salesOrderAdd,
  salesOrderUpdate,
  salesOrderCancel,
  salesOrderClose,
  salesPaymentVoid,
  salesOrderList,
  salesOrderGet,
  salesWarehouseAssign,
  salesWarehouseAssigned,
  salesFulfilmentItems,
  salesFulfilmentSave,
  salesShipmentList,
  salesReturnables,
  salesReturnItems,
  salesRestockList,
  salesPaymentList,
  salesPaymentAdd,
} as const satisfies Record<string, RouteDefinition>;

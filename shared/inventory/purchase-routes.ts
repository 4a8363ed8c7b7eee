/**
 * Purchase orders (spec part 2 §7 "Purchase orders"; INVENTORY.md "Purchase orders"): part of the inventory
 * area's manifest (shared/routes.ts spreads it in), in a module of its own so the area's files stay readable.
 */
import { defineRoute, io } from '../route.ts';
import type {
  AddPurchaseOrderInput,
  AddPurchasePaymentInput,
  OrderCreated,
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

const spec = (call: string) => `Part 2 §7 ${call}`;

export const purchaseRoutes = {
  purchaseOrderAdd: defineRoute({
    name: 'purchaseOrderAdd',
    method: 'POST',
    path: '/api/ims/purchase-order/add',
    handler: 'functions/inventory/handlers/purchase-order-add.ts',
    access: 'user',
    spec: spec('POST purchase-order/add (prices from the items; PO-00001 numbering)'),
    types: io<{ body: AddPurchaseOrderInput; response: OrderCreated }>(),
  }),
  purchaseOrderList: defineRoute({
    name: 'purchaseOrderList',
    method: 'GET',
    path: '/api/ims/purchase-order/all',
    handler: 'functions/inventory/handlers/purchase-order-list.ts',
    access: 'user',
    spec: spec('GET purchase-order/all (supplierId, warehouseId, status, orderNumber; paged, newest first)'),
    types: io<{ query: PurchaseOrderListQuery; response: PurchaseOrderSummary[] }>(),
  }),
  purchaseOrderGet: defineRoute({
    name: 'purchaseOrderGet',
    method: 'GET',
    path: '/api/ims/purchase-order/{id}',
    handler: 'functions/inventory/handlers/purchase-order-get.ts',
    access: 'user',
    spec: spec('GET purchase-order/{id}'),
    types: io<{ response: PurchaseOrderDetail }>(),
  }),
  purchasePaymentList: defineRoute({
    name: 'purchasePaymentList',
    method: 'GET',
    path: '/api/ims/purchase-order/payments/all',
    handler: 'functions/inventory/handlers/purchase-payment-list.ts',
    access: 'user',
    spec: spec('GET purchase-order/payments/all?orderId (newest first)'),
    types: io<{ query: PurchaseOrderIdQuery; response: OrderPayment[] }>(),
  }),
  purchasePaymentAdd: defineRoute({
    name: 'purchasePaymentAdd',
    method: 'POST',
    path: '/api/ims/purchase-order/payment/add',
    handler: 'functions/inventory/handlers/purchase-payment-add.ts',
    access: 'user',
    spec: spec('POST purchase-order/payment/add (never above what is owed; one per reference)'),
    types: io<{ body: AddPurchasePaymentInput; response: PaymentRecorded }>(),
  }),
  purchaseReceiveItem: defineRoute({
    name: 'purchaseReceiveItem',
    method: 'POST',
    path: '/api/ims/purchase-order/receive/item',
    handler: 'functions/inventory/handlers/purchase-receive-item.ts',
    access: 'user',
    spec: spec('POST purchase-order/receive/item (a lot at the net unit cost; never more than is left, also under concurrency)'),
    types: io<{ body: ReceivePurchaseItemInput; response: ItemReceived }>(),
  }),
  purchaseReturnables: defineRoute({
    name: 'purchaseReturnables',
    method: 'GET',
    path: '/api/ims/purchase-order/returns/items/all',
    handler: 'functions/inventory/handlers/purchase-returnables.ts',
    access: 'user',
    spec: spec("GET purchase-order/returns/items/all?purchaseOrderId (what is still on hand of each line's lots)"),
    types: io<{ query: PurchaseReturnablesQuery; response: ReturnablePurchaseItem[] }>(),
  }),
  purchaseReturnItems: defineRoute({
    name: 'purchaseReturnItems',
    method: 'POST',
    path: '/api/ims/purchase-order/returns/items',
    handler: 'functions/inventory/handlers/purchase-return-items.ts',
    access: 'user',
    spec: spec("POST purchase-order/returns/items (from the line's lots; the order credited)"),
    types: io<{ body: ReturnPurchaseItemsInput; response: ReturnsSubmitted }>(),
  }),
};

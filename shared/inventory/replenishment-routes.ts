/**
 * Replenishment and draft purchase orders (AUTOMATION.md "Replenishment"): part of the inventory area's manifest
 * (shared/routes.ts spreads it in), in a module of its own beside the purchase order routes.
 */
import { defineRoute, io, type MessageResponse } from '../route.ts';
import type {
  CreateDraftOrdersInput,
  DeleteDraftQuery,
  DraftOrdersSaved,
  OrderPlaced,
  PlacePurchaseOrderInput,
  ReplenishmentQuery,
  ReplenishmentRow,
  ReplenishmentSummary,
} from './purchase-drafts.ts';

const contract = (what: string) => `AUTOMATION.md "Replenishment": ${what}`;

export const replenishmentRoutes = {
  replenishmentList: defineRoute({
    name: 'replenishmentList',
    method: 'GET',
    path: '/api/ims/replenishment',
    handler: 'functions/inventory/handlers/replenishment-list.ts',
    access: 'user',
    permission: 'inventory.read',
    spec: contract('GET replenishment (rows below min with the suggested quantity, grouped by supplier and warehouse; paged)'),
    types: io<{ query: ReplenishmentQuery; response: ReplenishmentRow[] }>(),
  }),
  replenishmentSummary: defineRoute({
    name: 'replenishmentSummary',
    method: 'GET',
    path: '/api/ims/replenishment/summary',
    handler: 'functions/inventory/handlers/replenishment-summary.ts',
    access: 'user',
    permission: 'inventory.read',
    spec: contract('the sidebar badge: how many items are below min (a maintained count)'),
    types: io<{ response: ReplenishmentSummary }>(),
  }),
  replenishmentDraftOrders: defineRoute({
    name: 'replenishmentDraftOrders',
    method: 'POST',
    path: '/api/ims/replenishment/draft-orders',
    handler: 'functions/inventory/handlers/replenishment-draft-orders.ts',
    access: 'user',
    permission: 'inventory.order.write',
    spec: contract('POST replenishment/draft-orders (one Draft per supplier and warehouse, added to the open draft of the pair)'),
    types: io<{ body: CreateDraftOrdersInput; response: DraftOrdersSaved }>(),
  }),
  purchaseOrderPlace: defineRoute({
    name: 'purchaseOrderPlace',
    method: 'POST',
    path: '/api/ims/purchase-order/place',
    handler: 'functions/inventory/handlers/purchase-order-place.ts',
    access: 'user',
    permission: 'inventory.order.write',
    spec: contract('POST purchase-order/place (a Draft becomes Pending: to receive, owed, on order)'),
    types: io<{ body: PlacePurchaseOrderInput; response: OrderPlaced }>(),
  }),
  purchaseOrderDelete: defineRoute({
    name: 'purchaseOrderDelete',
    method: 'DELETE',
    path: '/api/ims/purchase-order/delete',
    handler: 'functions/inventory/handlers/purchase-order-delete.ts',
    access: 'user',
    permission: 'inventory.order.cancel',
    spec: contract('DELETE purchase-order/delete?id= (drafts only; CORRECTIONS.md: deletes by the owner)'),
    types: io<{ query: DeleteDraftQuery; response: MessageResponse }>(),
  }),
};

/**
 * Transfers between warehouses (WAREHOUSE.md "Transfers"): part of the inventory area's manifest (shared/routes.ts spreads it in) and of the warehouse
 * deploy group, in a module of its own.
 */
import { defineRoute, io } from '../route.ts';
import type { RouteDefinition } from '../route.ts';
import type {
  AddTransferInput,
  EndTransferInput,
  ReceiveTransferInput,
  ShipTransferInput,
  TransferChanged,
  TransferDetail,
  TransferListQuery,
  TransferSummary,
  UpdateTransferInput,
} from './transfers.ts';

const spec = (call: string) => `WAREHOUSE.md Transfers: ${call}`;

export const transferRoutes = {
  transferAdd: defineRoute({
    name: 'transferAdd',
    method: 'POST',
    path: '/api/ims/transfers/add',
    handler: 'functions/inventory/handlers/transfer-add.ts',
    access: 'user',
    permission: 'inventory.transfer.write',
    spec: spec('POST transfers/add (TO-00001 numbering; status Requested; two different warehouses)'),
    types: io<{ body: AddTransferInput; response: TransferChanged }>(),
  }),
  transferUpdate: defineRoute({
    name: 'transferUpdate',
    method: 'POST',
    path: '/api/ims/transfers/update',
    handler: 'functions/inventory/handlers/transfer-update.ts',
    access: 'user',
    permission: 'inventory.transfer.write',
    spec: spec('POST transfers/update (only while Requested; version)'),
    types: io<{ body: UpdateTransferInput; response: TransferChanged }>(),
  }),
  transferShip: defineRoute({
    name: 'transferShip',
    method: 'POST',
    path: '/api/ims/transfers/ship',
    handler: 'functions/inventory/handlers/transfer-ship.ts',
    access: 'user',
    permission: 'inventory.transfer.write',
    spec: spec('POST transfers/ship (lots oldest first at their cost; never below zero under concurrency)'),
    types: io<{ body: ShipTransferInput; response: TransferChanged }>(),
  }),
  transferReceive: defineRoute({
    name: 'transferReceive',
    method: 'POST',
    path: '/api/ims/transfers/receive',
    handler: 'functions/inventory/handlers/transfer-receive.ts',
    access: 'user',
    permission: 'inventory.transfer.write',
    spec: spec("POST transfers/receive (partial receipts; lots carry the source lots' cost and received date)"),
    types: io<{ body: ReceiveTransferInput; response: TransferChanged }>(),
  }),
  transferClose: defineRoute({
    name: 'transferClose',
    method: 'POST',
    path: '/api/ims/transfers/close',
    handler: 'functions/inventory/handlers/transfer-close.ts',
    access: 'user',
    permission: 'inventory.transfer.cancel',
    spec: spec('POST transfers/close (what is still in transit is posted as Lost in transit at its cost)'),
    types: io<{ body: EndTransferInput; response: TransferChanged }>(),
  }),
  transferCancel: defineRoute({
    name: 'transferCancel',
    method: 'POST',
    path: '/api/ims/transfers/cancel',
    handler: 'functions/inventory/handlers/transfer-cancel.ts',
    access: 'user',
    permission: 'inventory.transfer.cancel',
    spec: spec('POST transfers/cancel (only while Requested)'),
    types: io<{ body: EndTransferInput; response: TransferChanged }>(),
  }),
  transferList: defineRoute({
    name: 'transferList',
    method: 'GET',
    path: '/api/ims/transfers/all',
    handler: 'functions/inventory/handlers/transfer-list.ts',
    access: 'user',
    permission: 'inventory.read',
    spec: spec('GET transfers/all (status, warehouseId; paged, newest first)'),
    types: io<{ query: TransferListQuery; response: TransferSummary[] }>(),
  }),
  transferGet: defineRoute({
    name: 'transferGet',
    method: 'GET',
    path: '/api/ims/transfers/{id}',
    handler: 'functions/inventory/handlers/transfer-get.ts',
    access: 'user',
    permission: 'inventory.read',
    spec: spec('GET transfers/{id} (lines with shipped, received, in transit)'),
    types: io<{ response: TransferDetail }>(),
  }),
} as const satisfies Record<string, RouteDefinition>;

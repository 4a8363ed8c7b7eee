/** Inventory management (spec part 2 §7, every call under /api/ims/; INVENTORY.md "Calls"). */
import type { MessageResponse } from '../route.ts';
import { defineRoute, io } from '../route.ts';
import type { AddPartnerInput, AddWarehouseInput, Created, ListQuery, Partner, UpdatePartnerInput, Warehouse } from './schemas.ts';

const spec = (call: string) => `Part 2 §7 ${call}`;

export const inventoryRoutes = {
  warehouseList: defineRoute({
    name: 'warehouseList',
    method: 'GET',
    path: '/api/ims/warehouses/all',
    handler: 'functions/inventory/handlers/warehouse-list.ts',
    access: 'user',
    spec: spec('GET warehouses/all (paged)'),
    types: io<{ query: ListQuery; response: Warehouse[] }>(),
  }),
  warehouseAdd: defineRoute({
    name: 'warehouseAdd',
    method: 'POST',
    path: '/api/ims/warehouses/add',
    handler: 'functions/inventory/handlers/warehouse-add.ts',
    access: 'user',
    spec: spec('POST warehouses/add'),
    types: io<{ body: AddWarehouseInput; response: Created }>(),
  }),
  supplierList: defineRoute({
    name: 'supplierList',
    method: 'GET',
    path: '/api/ims/supplier/all',
    handler: 'functions/inventory/handlers/supplier-list.ts',
    access: 'user',
    spec: spec('GET supplier/all (paged)'),
    types: io<{ query: ListQuery; response: Partner[] }>(),
  }),
  supplierAdd: defineRoute({
    name: 'supplierAdd',
    method: 'POST',
    path: '/api/ims/supplier/add',
    handler: 'functions/inventory/handlers/supplier-add.ts',
    access: 'user',
    spec: spec('POST supplier/add'),
    types: io<{ body: AddPartnerInput; response: Created }>(),
  }),
  supplierUpdate: defineRoute({
    name: 'supplierUpdate',
    method: 'POST',
    path: '/api/ims/supplier/update',
    handler: 'functions/inventory/handlers/supplier-update.ts',
    access: 'user',
    spec: spec('POST supplier/update'),
    types: io<{ body: UpdatePartnerInput; response: MessageResponse }>(),
  }),
  customerList: defineRoute({
    name: 'customerList',
    method: 'GET',
    path: '/api/ims/customer/all',
    handler: 'functions/inventory/handlers/customer-list.ts',
    access: 'user',
    spec: spec('GET customer/all (paged)'),
    types: io<{ query: ListQuery; response: Partner[] }>(),
  }),
  customerAdd: defineRoute({
    name: 'customerAdd',
    method: 'POST',
    path: '/api/ims/customer/add',
    handler: 'functions/inventory/handlers/customer-add.ts',
    access: 'user',
    spec: spec('POST customer/add'),
    types: io<{ body: AddPartnerInput; response: Created }>(),
  }),
  customerUpdate: defineRoute({
    name: 'customerUpdate',
    method: 'POST',
    path: '/api/ims/customer/update',
    handler: 'functions/inventory/handlers/customer-update.ts',
    access: 'user',
    spec: spec('POST customer/update'),
    types: io<{ body: UpdatePartnerInput; response: MessageResponse }>(),
  }),
};

/**
 * Stock counts (WAREHOUSE.md "Stock counts"): part of the inventory area's manifest (shared/routes.ts spreads it in) and of the warehouse
 * deploy group, in a module of its own.
 */
import { defineRoute, io } from '../route.ts';
import type { RouteDefinition } from '../route.ts';
import type {
  AddCountInput,
  CancelCountInput,
  CompleteCountInput,
  CountAdded,
  CountDetail,
  CountEnded,
  CountListQuery,
  CountRecorded,
  CountSheetQuery,
  CountSummary,
  RecordCountInput,
  RecordCountRowsInput,
} from './counts.ts';

const spec = (call: string) => `WAREHOUSE.md Stock counts: ${call}`;

export const countRoutes = {
  countAdd: defineRoute({
    name: 'countAdd',
    method: 'POST',
    path: '/api/ims/counts/add',
    handler: 'functions/inventory/handlers/count-add.ts',
    access: 'user',
    permission: 'inventory.count.write',
    spec: spec('POST counts/add (CNT-00001; the expected quantity of each item taken now)'),
    types: io<{ body: AddCountInput; response: CountAdded }>(),
  }),
  countRecord: defineRoute({
    name: 'countRecord',
    method: 'POST',
    path: '/api/ims/counts/record',
    handler: 'functions/inventory/handlers/count-record.ts',
    access: 'user',
    permission: 'inventory.count.write',
    spec: spec("POST counts/record (many times, several phones at once; a line's last count wins; 0 allowed)"),
    types: io<{ body: RecordCountInput; response: CountRecorded }>(),
  }),
  countRecordRows: defineRoute({
    name: 'countRecordRows',
    method: 'POST',
    path: '/api/ims/counts/record-rows',
    handler: 'functions/inventory/handlers/count-record-rows.ts',
    access: 'user',
    permission: 'inventory.count.write',
    spec: spec(
      'the rows of a SKU,counted file (parsed in the browser) recorded into an open count, every row checked first (the record call’s path)',
    ),
    types: io<{ body: RecordCountRowsInput; response: CountRecorded }>(),
  }),
  countComplete: defineRoute({
    name: 'countComplete',
    method: 'POST',
    path: '/api/ims/counts/complete',
    handler: 'functions/inventory/handlers/count-complete.ts',
    access: 'user',
    permission: 'inventory.count.write',
    spec: spec('POST counts/complete (one adjustment per counted line with a variance, at cost; in steps, safe to retry)'),
    types: io<{ body: CompleteCountInput; response: CountEnded }>(),
  }),
  countCancel: defineRoute({
    name: 'countCancel',
    method: 'POST',
    path: '/api/ims/counts/cancel',
    handler: 'functions/inventory/handlers/count-cancel.ts',
    access: 'user',
    permission: 'inventory.count.cancel',
    spec: spec('POST counts/cancel (while not completed)'),
    types: io<{ body: CancelCountInput; response: CountEnded }>(),
  }),
  countList: defineRoute({
    name: 'countList',
    method: 'GET',
    path: '/api/ims/counts/all',
    handler: 'functions/inventory/handlers/count-list.ts',
    access: 'user',
    permission: 'inventory.read',
    spec: spec('GET counts/all (status, warehouseId; paged, newest first)'),
    types: io<{ query: CountListQuery; response: CountSummary[] }>(),
  }),
  countGet: defineRoute({
    name: 'countGet',
    method: 'GET',
    path: '/api/ims/counts/{id}',
    handler: 'functions/inventory/handlers/count-get.ts',
    access: 'user',
    permission: 'inventory.read',
    spec: spec('GET counts/{id} (the count sheet: expected unless blind, counted, variance, its value; lines paged)'),
    types: io<{ query: CountSheetQuery; response: CountDetail }>(),
  }),
} as const satisfies Record<string, RouteDefinition>;

/**
 * Item and lot labels as a PDF (WAREHOUSE.md "Scanning and labels"): part of the inventory area's manifest (shared/routes.ts spreads it in) and of the warehouse
 * deploy group, in a module of its own.
 */
import { defineRoute, io } from '../route.ts';
import type { RouteDefinition } from '../route.ts';
import type { PrintLabelsInput } from './labels.ts';

export const labelRoutes = {
  labelsPrint: defineRoute({
    name: 'labelsPrint',
    method: 'POST',
    path: '/api/ims/labels',
    handler: 'functions/inventory/handlers/labels.ts',
    access: 'user',
    permission: 'inventory.label.print',
    spec: 'WAREHOUSE.md "Scanning and labels": POST /api/ims/labels { items } or { lots } answers the PDF (A4, 3 × 8 labels, at most 1,000)',
    // the PDF's bytes (application/pdf), not JSON: the SPA asks for a blob
    types: io<{ body: PrintLabelsInput; response: Blob }>(),
  }),
} as const satisfies Record<string, RouteDefinition>;

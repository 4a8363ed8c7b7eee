/**
 * Sales invoices (spec part 2 §7 "Invoices: Sales"; INVENTORY.md "Invoices"): numbers, PDFs, edits, customer
 * links and email: part of the inventory area's manifest through
 * ./sales-routes.ts, in a module of its own so that a handler bundles its own part's entries only (a route object
 * holds every entry of its module: the Lambda size budget, tests/bench/bundles.ts).
 */
import { defineRoute, io, type RouteDefinition } from '../route.ts';
import type { InvoiceLinkRow } from '../invoice-links.ts';
import type { MessageResponse } from '../route.ts';
import type {
  InvoiceExists,
  InvoiceGenerated,
  InvoiceListEntry,
  InvoiceListQuery,
  InvoiceNumberPreview,
  InvoicePdf,
  UpdateInvoiceInput,
} from './invoices.ts';
import type {
  CreateSalesInvoiceLinkInput,
  EmailSalesInvoiceInput,
  GenerateSalesInvoiceInput,
  SalesInvoiceDetail,
  SalesInvoiceEmailed,
  SalesInvoiceExistsQuery,
  SalesInvoiceLinkCreated,
  SalesInvoiceLinkIdQuery,
  SalesInvoiceLinksQuery,
} from './sales-invoices.ts';

const spec = (call: string) => `Part 2 §7 ${call}`;

export const salesInvoiceRoutes = {
  salesInvoiceNumber: defineRoute({
    name: 'salesInvoiceNumber',
    method: 'GET',
    path: '/api/ims/invoice/sales/number',
    handler: 'functions/inventory/handlers/sales-invoice-number.ts',
    access: 'user',
    permission: 'inventory.read',
    spec: spec('GET invoice/sales/number (a preview of the next number; nothing reserved)'),
    types: io<{ response: InvoiceNumberPreview }>(),
  }),
  salesInvoiceExists: defineRoute({
    name: 'salesInvoiceExists',
    method: 'GET',
    path: '/api/ims/invoice/sales/exists',
    handler: 'functions/inventory/handlers/sales-invoice-exists.ts',
    access: 'user',
    permission: 'inventory.read',
    spec: spec('GET invoice/sales/exists?sales_order_id'),
    types: io<{ query: SalesInvoiceExistsQuery; response: InvoiceExists }>(),
  }),
  salesInvoiceList: defineRoute({
    name: 'salesInvoiceList',
    method: 'GET',
    path: '/api/ims/invoice/sales/all',
    handler: 'functions/inventory/handlers/sales-invoice-list.ts',
    access: 'user',
    permission: 'inventory.read',
    spec: spec('GET invoice/sales/all (paged, newest first)'),
    types: io<{ query: InvoiceListQuery; response: InvoiceListEntry[] }>(),
  }),
  salesInvoiceGet: defineRoute({
    name: 'salesInvoiceGet',
    method: 'GET',
    path: '/api/ims/invoice/sales/{id}',
    handler: 'functions/inventory/handlers/sales-invoice-get.ts',
    access: 'user',
    permission: 'inventory.read',
    spec: spec('GET invoice/sales/{id}'),
    types: io<{ response: SalesInvoiceDetail }>(),
  }),
  salesInvoicePdf: defineRoute({
    name: 'salesInvoicePdf',
    method: 'GET',
    path: '/api/ims/invoice/sales-pdf/{id}',
    handler: 'functions/inventory/handlers/sales-invoice-pdf.ts',
    access: 'user',
    permission: 'inventory.read',
    invoices: 'readwrite',
    spec: spec('GET invoice/sales-pdf/{id} (rendered on the server, stored, a 5-minute signed URL; INVENTORY.md "Invoices")'),
    types: io<{ response: InvoicePdf }>(),
  }),
  salesInvoiceGenerate: defineRoute({
    name: 'salesInvoiceGenerate',
    method: 'POST',
    path: '/api/ims/invoice/sales/generate',
    handler: 'functions/inventory/handlers/sales-invoice-generate.ts',
    access: 'user',
    permission: 'inventory.invoice.write',
    spec: spec('POST invoice/sales/generate (one per order: 409; the next free number allocated atomically)'),
    types: io<{ body: GenerateSalesInvoiceInput; response: InvoiceGenerated }>(),
  }),
  salesInvoiceUpdate: defineRoute({
    name: 'salesInvoiceUpdate',
    method: 'POST',
    path: '/api/ims/invoice/sales/update',
    handler: 'functions/inventory/handlers/sales-invoice-update.ts',
    access: 'user',
    permission: 'inventory.invoice.write',
    spec: spec('POST invoice/sales/update (due date and notes only; unchanged is 400)'),
    types: io<{ body: UpdateInvoiceInput; response: MessageResponse }>(),
  }),
  salesInvoiceLinkCreate: defineRoute({
    name: 'salesInvoiceLinkCreate',
    method: 'POST',
    path: '/api/ims/invoice/sales/link',
    handler: 'functions/inventory/handlers/sales-invoice-link-create.ts',
    access: 'user',
    permission: 'inventory.invoice.write',
    invoices: 'readwrite',
    spec: 'INVENTORY.md "Invoices": share a sales invoice with the customer as a signed, expiring link (the rent invoice links\' token and public route)',
    types: io<{ body: CreateSalesInvoiceLinkInput; response: SalesInvoiceLinkCreated }>(),
  }),
  salesInvoiceEmail: defineRoute({
    name: 'salesInvoiceEmail',
    method: 'POST',
    path: '/api/ims/invoice/sales/email',
    handler: 'functions/inventory/handlers/sales-invoice-email.ts',
    access: 'user',
    permission: 'inventory.invoice.write',
    invoices: 'readwrite',
    email: true,
    spec: 'AUTOMATION.md "Rent collection": email a sales invoice to the customer as a new customer link',
    types: io<{ body: EmailSalesInvoiceInput; response: SalesInvoiceEmailed }>(),
  }),
  salesInvoiceLinkRevoke: defineRoute({
    name: 'salesInvoiceLinkRevoke',
    method: 'DELETE',
    path: '/api/ims/invoice/sales/link',
    handler: 'functions/inventory/handlers/sales-invoice-link-revoke.ts',
    access: 'user',
    permission: 'inventory.invoice.write',
    spec: 'INVENTORY.md "Invoices": a customer link is revocable, like a rent invoice link',
    types: io<{ query: SalesInvoiceLinkIdQuery; response: MessageResponse }>(),
  }),
  salesInvoiceLinkList: defineRoute({
    name: 'salesInvoiceLinkList',
    method: 'GET',
    path: '/api/ims/invoice/sales/links',
    handler: 'functions/inventory/handlers/sales-invoice-link-list.ts',
    access: 'user',
    permission: 'inventory.read',
    spec: 'INVENTORY.md "Invoices": a sales invoice\'s customer links (created, expires, opened, revoked), newest first, paged',
    types: io<{ query: SalesInvoiceLinksQuery; response: InvoiceLinkRow[] }>(),
  }),
} as const satisfies Record<string, RouteDefinition>;

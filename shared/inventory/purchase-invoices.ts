/**
 * Purchase invoices (spec §3 "Invoice list entry", "Purchase invoice detail"; §7 "Invoices: Purchase";
 * INVENTORY.md "Invoices"): one per purchase order, numbered INV-PO-00001. The schemas are the order invoices'
 * (./invoices.ts) for the field `purchase_order_id`.
 */
import type * as z from 'zod/mini';
import { generateInvoiceSchemaFor, invoiceExistsQueryFor, type OrderInvoiceDetail } from './invoices.ts';
import * as M from './messages.ts';

/** POST invoice/purchase/generate: purchase_order_id, invoice_number (the preview; the server allocates), due_date, notes. */
export const generatePurchaseInvoiceSchema = /* @__PURE__ */ generateInvoiceSchemaFor('purchase_order_id', M.purchaseOrderNotFound);
export type GeneratePurchaseInvoiceInput = z.output<typeof generatePurchaseInvoiceSchema>;

/** GET invoice/purchase/exists?purchase_order_id */
export const purchaseInvoiceExistsQuery = /* @__PURE__ */ invoiceExistsQueryFor('purchase_order_id', M.purchaseOrderNotFound);
export type PurchaseInvoiceExistsQuery = z.output<typeof purchaseInvoiceExistsQuery>;

/** Spec §3 "Purchase invoice detail": the order invoice detail, `name` and `to` being the supplier. */
export type PurchaseInvoiceDetail = OrderInvoiceDetail;

/**
 * Inventory requests (spec part 2 §3, §5, §7) with the spec's messages, shared by the SPA's forms and the
 * handlers, plus the response shapes. zod/mini, each schema a pure IIFE built only where it is used.
 */
import * as z from 'zod/mini';
import { emailField, idField, pageQueryFields, requiredText } from '../schemas/common.ts';
import * as M from './messages.ts';

// ───────────────────────────── paged lists ─────────────────────────────

/** `?limit=` (default 50, max 200) and `?cursor=`; the next cursor comes back in `X-Next-Cursor`. */
export const listQuery = /* @__PURE__ */ (() => z.object(pageQueryFields()))();
export type ListQuery = z.output<typeof listQuery>;

// ───────────────────────────── warehouses ─────────────────────────────

export const addWarehouseSchema = /* @__PURE__ */ (() =>
  z.object({
    warehouseName: requiredText(M.fillAllFields, 100),
    warehouseLocation: requiredText(M.fillAllFields, 200),
  }))();
export type AddWarehouseInput = z.output<typeof addWarehouseSchema>;

export interface Warehouse {
  id: string;
  name: string;
  location: string;
}

// ───────────────────────────── suppliers and customers (same shape) ─────────────────────────────

export const addPartnerSchema = /* @__PURE__ */ (() =>
  z.object({
    name: requiredText(M.provideAllFields, 120),
    contactPerson: requiredText(M.provideAllFields, 120),
    contactEmail: emailField(M.provideAllFields),
    contactNumber: requiredText(M.provideAllFields, 40),
    address: requiredText(M.provideAllFields, 300),
  }))();
export type AddPartnerInput = z.output<typeof addPartnerSchema>;

export const updatePartnerSchema = /* @__PURE__ */ (() =>
  z.object({
    id: idField(M.somethingWentWrong, 40),
    name: requiredText(M.fillAllFields, 120),
    contact_name: requiredText(M.fillAllFields, 120),
    contact_phone: requiredText(M.fillAllFields, 40),
    contact_email: emailField(M.fillAllFields),
    address: requiredText(M.fillAllFields, 300),
  }))();
export type UpdatePartnerInput = z.output<typeof updatePartnerSchema>;

/** A supplier or a customer (spec §3: the same shape). */
export interface Partner {
  id: string;
  name: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  address: string;
}

/** A mutation that created something answers its id with the message. */
export interface Created {
  message: string;
  id: string;
}

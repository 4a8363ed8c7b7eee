/**
 * Inventory requests (spec part 2 §3, §5, §7) with the spec's messages, shared by the SPA's forms and the
 * handlers, plus the response shapes. zod/mini, each schema a pure IIFE built only where it is used.
 */
import * as z from 'zod/mini';
import {
  amountField,
  emailField,
  idField,
  isPresent,
  pageQueryFields,
  preprocess,
  required,
  requiredObject,
  requiredText,
} from '../schemas/common.ts';
import { MAX_BARCODE_LENGTH, MAX_PRICE, MAX_SKU_LENGTH, UNITS, type Unit } from './catalogue.ts';
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

// ───────────────────────────── catalogue ─────────────────────────────

export interface Category {
  id: string;
  name: string;
}

export const addCategorySchema = /* @__PURE__ */ (() => z.object({ name: requiredText(M.categoryNameRequired, 60) }))();
export type AddCategoryInput = z.output<typeof addCategorySchema>;

const price = () => amountField(M.priceInvalid, { max: MAX_PRICE });
const sku = (missing: string) =>
  z.string({ error: missing }).check(z.trim(), z.minLength(1, { error: missing }), z.maxLength(MAX_SKU_LENGTH, { error: M.skuInvalid }));
const barcode = (missing: string) =>
  z.string({ error: missing }).check(
    z.trim(),
    z.minLength(1, { error: missing }),
    z.refine((v) => new RegExp(`^[A-Za-z0-9-]{1,${MAX_BARCODE_LENGTH}}$`).test(v), { error: M.barcodeInvalid }),
  );
const unit = () => z.enum(UNITS, { error: M.unitInvalid });
/** Stage one of a product form: every field there (the spec's one message), then each value. */
const allThere = (fields: readonly string[], message: string) =>
  requiredObject(Object.fromEntries(fields.map((f) => [f, required(message)])), message);

/** POST product/add (spec §7 field names). */
export const addProductSchema = /* @__PURE__ */ (() =>
  z.pipe(
    allThere(['name', 'sku', 'description', 'barcode', 'category', 'purchasePrice', 'sellingPrice', 'unit'], M.provideAllFields),
    z.object({
      name: requiredText(M.provideAllFields, 120),
      sku: sku(M.provideAllFields),
      description: requiredText(M.provideAllFields, 1000),
      barcode: barcode(M.provideAllFields),
      category: idField(M.categoryNotFound, 40),
      purchasePrice: price(),
      sellingPrice: price(),
      unit: unit(),
    }),
  ))();
export type AddProductInput = z.output<typeof addProductSchema>;

/** POST product/update (spec §7 field names). */
export const updateProductSchema = /* @__PURE__ */ (() =>
  z.pipe(
    allThere(
      ['id', 'name', 'sku', 'barcode', 'description', 'category', 'purchase_price', 'sales_price', 'unit_of_measure'],
      M.provideAllFields,
    ),
    z.object({
      id: idField(M.productNotFound, 40),
      name: requiredText(M.provideAllFields, 120),
      sku: sku(M.provideAllFields),
      barcode: barcode(M.provideAllFields),
      description: requiredText(M.provideAllFields, 1000),
      category: idField(M.categoryNotFound, 40),
      purchase_price: price(),
      sales_price: price(),
      unit_of_measure: unit(),
    }),
  ))();
export type UpdateProductInput = z.output<typeof updateProductSchema>;

/** GET product/all: paged, `q` (start of the name, SKU or barcode, case-insensitive), `category` (id). */
export const productListQuery = /* @__PURE__ */ (() =>
  z.object({
    ...pageQueryFields(),
    q: preprocess(
      (v) => (isPresent(v) ? v : undefined),
      z.optional(
        z.string({ error: 'Search must be text' }).check(z.trim(), z.maxLength(120, { error: 'Search must be at most 120 characters' })),
      ),
    ),
    category: preprocess((v) => (isPresent(v) ? v : undefined), z.optional(idField(M.categoryNotFound, 40))),
  }))();
export type ProductListQuery = z.output<typeof productListQuery>;

/** An item (spec §3), with its category's id beside its name. */
export interface Product {
  id: string;
  name: string;
  sku: string;
  barcode: string;
  description: string;
  category: string;
  category_id: string;
  purchase_price: number;
  sales_price: number;
  unit_of_measure: Unit;
  stock: number;
  img_url?: string;
}

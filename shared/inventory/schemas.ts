/**
 * Inventory requests (spec part 2 §3, §5, §7) with the spec's messages, shared by the SPA's forms and the
 * handlers, plus the response shapes. zod/mini, each schema a pure IIFE built only where it is used.
 */
import * as z from 'zod/mini';
import { CORRECTION_MESSAGES } from '../audit/types.ts';
import {
  amountField,
  emailField,
  idField,
  isPresent,
  optionalVersionField,
  pageQueryFields,
  phoneField,
  preprocess,
  required,
  requiredObject,
  requiredText,
  versionField,
  wholeNumberField,
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

/** POST warehouses/update (CORRECTIONS.md): the add call's checks under the list's field names, and the version read. */
export const updateWarehouseSchema = /* @__PURE__ */ (() =>
  z.object({
    id: idField(M.warehouseNotFound, 40),
    name: requiredText(M.fillAllFields, 100),
    location: requiredText(M.fillAllFields, 200),
    version: versionField(CORRECTION_MESSAGES.version),
  }))();
export type UpdateWarehouseInput = z.output<typeof updateWarehouseSchema>;

export interface Warehouse {
  id: string;
  name: string;
  location: string;
  /** What an edit sends back (CORRECTIONS.md "Principles"). */
  version: number;
}

// ───────────────────────────── suppliers and customers (same shape) ─────────────────────────────

export const addPartnerSchema = /* @__PURE__ */ (() =>
  z.object({
    name: requiredText(M.provideAllFields, 120),
    contactPerson: requiredText(M.provideAllFields, 120),
    contactEmail: emailField(M.provideAllFields),
    contactNumber: phoneField(M.provideAllFields),
    address: requiredText(M.provideAllFields, 300),
  }))();
export type AddPartnerInput = z.output<typeof addPartnerSchema>;

export const updatePartnerSchema = /* @__PURE__ */ (() =>
  z.object({
    id: idField(M.somethingWentWrong, 40),
    name: requiredText(M.fillAllFields, 120),
    contact_name: requiredText(M.fillAllFields, 120),
    contact_phone: phoneField(M.fillAllFields),
    contact_email: emailField(M.fillAllFields),
    address: requiredText(M.fillAllFields, 300),
    version: optionalVersionField(CORRECTION_MESSAGES.version),
  }))();
export type UpdatePartnerInput = z.output<typeof updatePartnerSchema>;

/** DELETE supplier/delete?id=, customer/delete?id= (and the other catalogue deletes). */
export const recordIdQuery = /* @__PURE__ */ (() => z.object({ id: idField(M.partnerIdRequired, 40) }))();
export type RecordIdQuery = z.output<typeof recordIdQuery>;

/** A supplier or a customer (spec §3: the same shape). */
export interface Partner {
  id: string;
  name: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  address: string;
  /** What an edit sends back (CORRECTIONS.md "Principles"). */
  version: number;
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
  /** What a rename sends back (0 for the fixed defaults, which cannot be renamed). */
  version: number;
  /** A default category (fixed: neither renamed nor deleted). */
  default?: true;
}

export const updateCategorySchema = /* @__PURE__ */ (() =>
  z.object({
    id: idField(M.categoryNotFound, 40),
    name: requiredText(M.categoryNameRequired, 60),
    version: versionField(CORRECTION_MESSAGES.version),
  }))();
export type UpdateCategoryInput = z.output<typeof updateCategorySchema>;

export const archiveProductSchema = /* @__PURE__ */ (() =>
  z.object({
    id: idField(M.productNotFound, 40),
    archived: z.boolean({ error: 'archived must be true or false' }),
  }))();
export type ArchiveProductInput = z.output<typeof archiveProductSchema>;

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
      version: optionalVersionField(CORRECTION_MESSAGES.version),
    }),
  ))();
export type UpdateProductInput = z.output<typeof updateProductSchema>;

/** GET product/all: paged, `q` (start of any word of the name, or of the SKU or barcode, case-insensitive), `category` (id). */
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
    /** `true`: the archived items only (they leave the list otherwise). */
    archived: preprocess(
      (v) => (isPresent(v) ? String(v) : undefined),
      z.optional(
        z.pipe(
          z.enum(['true', 'false'], { error: 'archived must be true or false' }),
          z.transform((v) => v === 'true'),
        ),
      ),
    ),
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
  /** What an edit sends back (CORRECTIONS.md "Principles"). */
  version: number;
  /** Present (true) on an archived item only. */
  archived?: true;
}

// ───────────────────────────── stock ─────────────────────────────

/** Each line of Add Stock may be a distinct item with its own audit entry: 16 lines × 6 writes stay within one transaction. */
export const MAX_STOCK_LINES = 16;
export const MAX_QUANTITY = 1_000_000;
export const MOVEMENTS_PAGE = 10;

/** One line of Add Stock (spec §3 "Stock receipt line"): `location` is the warehouse id. */
const stockLine = () =>
  z.pipe(
    // stage one, in the spec's order: the product first, then quantity and location
    requiredObject(
      { productID: required(M.selectProduct), quantity: required(M.fillAllFields), location: required(M.fillAllFields) },
      M.selectProduct,
    ),
    z.object({
      productID: idField(M.selectProduct, 40),
      sku: z.optional(z.string({ error: M.selectProduct }).check(z.maxLength(120, { error: M.selectProduct }))),
      barcode: z.optional(z.string({ error: M.selectProduct }).check(z.maxLength(120, { error: M.selectProduct }))),
      quantity: wholeNumberField(M.quantityInvalid, M.quantityInvalid, 1, MAX_QUANTITY),
      location: idField(M.fillAllFields, 40),
    }),
  );

/**
 * POST stock/add: the spec's list of lines, as a bare array or `{ items: [...] }`. The whole list is
 * stored or nothing; the same item twice in the same warehouse is `Product already added`.
 */
export const addStockSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z.transform((v: unknown) => (Array.isArray(v) ? { items: v } : v)),
    z
      .object(
        {
          items: z
            .array(stockLine(), { error: M.addStock })
            .check(z.minLength(1, { error: M.addStock }), z.maxLength(MAX_STOCK_LINES, { error: M.tooManyStockLines })),
        },
        { error: M.addStock },
      )
      .check(
        z.refine((v) => new Set(v.items.map((l) => `${l.productID}\u0000${l.location}`)).size === v.items.length, {
          error: M.productAlreadyAdded,
        }),
      ),
  ))();
export type AddStockInput = z.output<typeof addStockSchema>;

/** POST stock/adjust (INVENTORY.md: stock adjustment is real). */
export const adjustStockSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject({ reason: required(M.adjustmentReason) }, M.adjustmentReason),
    z.object({
      itemId: idField(M.productNotFound, 40),
      warehouseId: idField(M.warehouseNotFound, 40),
      quantityChange: wholeNumberField(M.adjustmentInvalid, M.adjustmentInvalid, -MAX_QUANTITY, MAX_QUANTITY).check(
        z.refine((n) => n !== 0, { error: M.adjustmentInvalid }),
      ),
      reason: requiredText(M.adjustmentReason, 300),
    }),
  ))();
export type AdjustStockInput = z.output<typeof adjustStockSchema>;

/** GET stock/stock_adjustment/{id}?offset= (page number × 10). */
export const movementsQuery = /* @__PURE__ */ (() =>
  z.object({
    offset: z.pipe(
      preprocess((v) => (isPresent(v) ? v : undefined), z.optional(wholeNumberField(M.offsetInvalid, M.offsetInvalid, 0, 1_000_000_000))),
      z.transform((v: number | undefined) => v ?? 0),
    ),
  }))();
export type MovementsQuery = z.output<typeof movementsQuery>;

export const itemsWithStockSchema = /* @__PURE__ */ (() =>
  z.object({ warehouseId: idField(M.warehouseNotFound, 40), ...pageQueryFields() }))();
export type ItemsWithStockInput = z.output<typeof itemsWithStockSchema>;

export type MovementType =
  | 'receipt'
  | 'purchase_receive'
  | 'purchase_return'
  | 'sale_fulfil'
  | 'sales_return'
  | 'adjustment'
  /** A transfer's units leaving the source (ship) and entering the destination (receive): WAREHOUSE.md "Transfers". */
  | 'transfer_out'
  | 'transfer_in';

/** A stock movement (spec §3), with where and why. */
export interface StockMovement {
  id: string;
  movement_type: MovementType;
  quantity_change: number;
  previous_quantity: number;
  new_quantity: number;
  created_at: string;
  warehouse_id: string;
  warehouse_name: string;
  reference: string;
}

/** An item's stock in one warehouse. */
export interface WarehouseStock {
  id: string;
  name: string;
  stock: number;
  /** Units shipped towards this warehouse by transfers, not yet received (WAREHOUSE.md "Transfers"); absent when none. */
  in_transit?: number;
}

/** GET product/{id}: the item, its stock per warehouse and how many movements it has (for the pager). */
export interface ProductDetails extends Product {
  warehouses: WarehouseStock[];
  movement_count: number;
  /** Units of the item in transit between warehouses (Σ of its warehouses' `in_transit`); absent when none. */
  in_transit?: number;
}

/** A product option of the order screens (spec §3), with the stock in the chosen warehouse. */
export interface ProductOption {
  id: string;
  name: string;
  sku: string;
  purchase_price: number;
  sales_price: number;
  stock: number;
}

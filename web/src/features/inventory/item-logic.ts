/**
 * Pure rules of the item screens (spec part 2 §2 Items, §5, §9): the barcode symbology, movement rows, the
 * movement pager, the Add/Edit item form, and reading an image file (stock words: stockStatus in shared/inventory/rules.ts).
 * No React here, so tests/unit/web-inventory-items.test.ts runs it in node.
 */
import { MOVEMENTS_PAGE, type MovementType, type Product, type WarehouseStock } from '../../../../shared/inventory/schemas.ts';
import type { Unit } from '../../../../shared/inventory/catalogue.ts';
import * as M from '../../../../shared/inventory/messages.ts';

/** EAN-13's check digit is right (the last digit from the first twelve, weights 1 and 3). */
export function isEan13(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((total, d, i) => total + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

export type BarcodeSymbology = 'EAN13' | 'CODE128';

/** INVENTORY.md: EAN-13 when the value is 13 digits (with a valid check digit, else no scanner reads it), Code 128 otherwise. */
export const barcodeSymbology = (value: string): BarcodeSymbology => (isEan13(value) ? 'EAN13' : 'CODE128');
export const symbologyName = (s: BarcodeSymbology) => (s === 'EAN13' ? 'EAN-13' : 'Code 128');

export const MOVEMENT_LABELS: Record<MovementType, string> = {
  receipt: 'Stock received',
  purchase_receive: 'Purchase receipt',
  purchase_return: 'Purchase return',
  sale_fulfil: 'Sale fulfilment',
  sales_return: 'Sales return',
  adjustment: 'Adjustment',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
};

/** "+5" / "-3" / "0". */
export const signedChange = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The movement pager (10 a page, offset = page × 10): page numbers from 0, Next while later movements exist. */
export function movementPager(page: number, movementCount: number) {
  const pages = Math.max(1, Math.ceil(movementCount / MOVEMENTS_PAGE));
  return { offset: page * MOVEMENTS_PAGE, pages, hasPrevious: page > 0, hasNext: (page + 1) * MOVEMENTS_PAGE < movementCount };
}

/**
 * Warehouses a stock adjustment may use: those holding the item (with their stock) first, then every other
 * warehouse of the company (an increase may put stock anywhere).
 */
export function adjustmentWarehouses(
  holding: readonly WarehouseStock[],
  all: readonly { id: string; name: string }[],
): { value: string; label: string }[] {
  const held = new Set(holding.map((w) => w.id));
  return [
    ...holding.map((w) => ({ value: w.id, label: `${w.name} (${w.stock} on hand)` })),
    ...all.filter((w) => !held.has(w.id)).map((w) => ({ value: w.id, label: `${w.name} (none on hand)` })),
  ];
}

/** A whole number other than 0, positive or negative ("+5", "-3", " 7 "); null otherwise. */
export function parseQuantityChange(text: string): number | null {
  const t = text.trim().replace(/^\+/, '');
  if (!/^-?\d{1,7}$/.test(t)) return null;
  const n = Number(t);
  return n === 0 ? null : n;
}

// ───────────────────────────── the Add / Edit item form ─────────────────────────────

export interface ItemFormValues {
  [field: string]: string;
  name: string;
  sku: string;
  barcode: string;
  description: string;
  category: string;
  purchasePrice: string;
  salesPrice: string;
  unit: string;
}

export const emptyItemForm: ItemFormValues = {
  name: '',
  sku: '',
  barcode: '',
  description: '',
  category: '',
  purchasePrice: '',
  salesPrice: '',
  unit: '',
};

export const itemFormOf = (p: Product): ItemFormValues => ({
  name: p.name,
  sku: p.sku,
  barcode: p.barcode,
  description: p.description,
  category: p.category_id,
  purchasePrice: String(p.purchase_price),
  salesPrice: String(p.sales_price),
  unit: p.unit_of_measure,
});

/** Spec §5: every field is required, one message for all. */
export const missingItemField = (v: ItemFormValues): string | null =>
  Object.values(v).some((value) => value.trim() === '') ? M.provideAllFields : null;

/** POST product/add's body (spec §7 names). */
export const addItemBody = (v: ItemFormValues) => ({
  name: v.name,
  sku: v.sku,
  barcode: v.barcode,
  description: v.description,
  category: v.category,
  purchasePrice: v.purchasePrice,
  sellingPrice: v.salesPrice,
  unit: v.unit,
});

/** POST product/update's body (spec §7 names). */
/** The edit's body: the form's values and the `version` the item was read with (a stale one is 409). */
export const updateItemBody = (id: string, v: ItemFormValues, version: number) => ({
  id,
  name: v.name,
  sku: v.sku,
  barcode: v.barcode,
  description: v.description,
  category: v.category,
  purchase_price: v.purchasePrice,
  sales_price: v.salesPrice,
  unit_of_measure: v.unit as Unit,
  version,
});

// ───────────────────────────── images ─────────────────────────────

export { bytesToBase64 } from '../../lib/image-file.ts';

/** Add/Edit Item: a price typed as $0.00 is allowed but warned of (orders refuse a $0.00 line); anything else, nothing. */
export function zeroPriceWarning(text: string): string | undefined {
  const t = text.trim();
  return t !== '' && Number(t) === 0 ? M.priceZeroWarning : undefined;
}

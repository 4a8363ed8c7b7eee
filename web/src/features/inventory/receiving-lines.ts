/**
 * The pending list of the receiving screen (spec part 2 §5 "Add Stock"), as pure functions so they are
 * tested in node: which message a line or a save gets, and how a scanned barcode finds its item.
 */
import * as M from '../../../../shared/inventory/messages.ts';
import { MAX_QUANTITY, MAX_STOCK_LINES, type AddStockInput } from '../../../../shared/inventory/schemas.ts';

/** The item a line receives (what the picker knows of it). */
export interface PickedProduct {
  id: string;
  name: string;
  sku: string;
  barcode: string;
}

/** A line of the pending list (spec §3 "Stock receipt line", with names to show). */
export interface ReceivingLine {
  product: PickedProduct;
  quantity: number;
  /** The warehouse id. */
  location: string;
  locationName: string;
}

/** What the form holds before Add Item: the picked item, the quantity as typed, the warehouse id. */
export interface ReceivingDraft {
  product: PickedProduct | null;
  quantity: string;
  location: string;
}

export type LineResult = { ok: true; lines: ReceivingLine[] } | { ok: false; message: string };

/** A whole number from 1 to 1,000,000, as typed ("3", " 12 "); anything else is null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= MAX_QUANTITY ? n : null;
}

/** Add Item: the spec's checks in its order (product, then quantity and location, then duplicates). */
export function addReceivingLine(lines: readonly ReceivingLine[], draft: ReceivingDraft, locationName: string): LineResult {
  if (!draft.product) return { ok: false, message: M.selectProduct };
  if (draft.quantity.trim() === '' || draft.location === '') return { ok: false, message: M.fillAllFields };
  const quantity = parseQuantity(draft.quantity);
  if (quantity === null) return { ok: false, message: M.quantityInvalid };
  if (lines.some((l) => l.product.id === draft.product!.id && l.location === draft.location))
    return { ok: false, message: M.productAlreadyAdded };
  if (lines.length >= MAX_STOCK_LINES) return { ok: false, message: M.tooManyStockLines };
  return { ok: true, lines: [...lines, { product: draft.product, quantity, location: draft.location, locationName }] };
}

export const removeReceivingLine = (lines: readonly ReceivingLine[], index: number) => lines.filter((_, i) => i !== index);

/** Save Stock: the request body (spec §7 field names), or the message for an empty list. */
export function stockBody(lines: readonly ReceivingLine[]): { ok: true; body: AddStockInput } | { ok: false; message: string } {
  if (lines.length === 0) return { ok: false, message: M.addStock };
  return {
    ok: true,
    body: {
      items: lines.map((l) => ({
        productID: l.product.id,
        sku: l.product.sku,
        barcode: l.product.barcode,
        quantity: l.quantity,
        location: l.location,
      })),
    },
  };
}

/** Barcodes are unique per company regardless of case: the one item whose barcode is the code, never a prefix match. */
export function findByBarcode<P extends { barcode: string }>(items: readonly P[], code: string): P | null {
  const wanted = code.trim().toLowerCase();
  if (!wanted) return null;
  return items.find((i) => i.barcode.trim().toLowerCase() === wanted) ?? null;
}

export const noItemWithBarcode = (code: string) => `No item has the barcode ${code.trim()}`;

/** Enter in the barcode field (a scanner types the code, then Enter): add the line when it can be, else go to what is missing. */
export function afterScan(draft: Pick<ReceivingDraft, 'quantity' | 'location'>): 'add' | 'quantity' | 'location' {
  if (draft.quantity.trim() === '') return 'quantity';
  if (draft.location === '') return 'location';
  return 'add';
}

/**
 * A scan with the camera (or a wedge scanner in the picker) while a warehouse is chosen: one more unit of the item
 * there, on its line when it has one, else on a new line of 1 (WAREHOUSE.md "each scan of a line's item adds 1").
 */
export function addScannedUnit(
  lines: readonly ReceivingLine[],
  product: PickedProduct,
  location: string,
  locationName: string,
): LineResult {
  const at = lines.findIndex((l) => l.product.id === product.id && l.location === location);
  if (at >= 0) {
    if (lines[at].quantity >= MAX_QUANTITY) return { ok: false, message: M.quantityInvalid };
    return { ok: true, lines: lines.map((l, i) => (i === at ? { ...l, quantity: l.quantity + 1 } : l)) };
  }
  return addReceivingLine(lines, { product, quantity: '1', location }, locationName);
}

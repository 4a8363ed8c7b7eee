/**
 * Where labels sit on A4 label sheets of 3 × 8 (70 × 37 mm each, the common edge-to-edge sheet: 3 × 70 = 210 mm wide,
 * 8 × 37 = 296 mm of the 297 mm height, centred), and which barcode an item's label carries. Pure: tested as tables.
 */
import { PAGE } from './draw.ts';

export const LABEL_COLUMNS = 3;
export const LABEL_ROWS = 8;
export const LABELS_PER_PAGE = LABEL_COLUMNS * LABEL_ROWS;

const MM = 72 / 25.4;
export const LABEL_WIDTH = PAGE[0] / LABEL_COLUMNS;
export const LABEL_HEIGHT = 37 * MM;
/** Half the millimetre the 8 rows leave, above the first row (and below the last). */
export const SHEET_TOP_MARGIN = (PAGE[1] - LABEL_ROWS * LABEL_HEIGHT) / 2;

/** One label's box in PDF points (origin bottom-left of its page), on page `page` (0-based). */
export interface LabelBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Label n (0-based) fills the sheets row by row, left to right, top to bottom, as a printer's label software does. */
export function labelBox(index: number): LabelBox {
  const page = Math.floor(index / LABELS_PER_PAGE);
  const onPage = index % LABELS_PER_PAGE;
  const column = onPage % LABEL_COLUMNS;
  const row = Math.floor(onPage / LABEL_COLUMNS);
  return {
    page,
    x: column * LABEL_WIDTH,
    y: PAGE[1] - SHEET_TOP_MARGIN - (row + 1) * LABEL_HEIGHT,
    width: LABEL_WIDTH,
    height: LABEL_HEIGHT,
  };
}

/** Sheets for `labels` labels (the last one partly used); none for none. */
export const pagesFor = (labels: number) => Math.ceil(Math.max(0, labels) / LABELS_PER_PAGE);

export type Symbology = 'ean13' | 'upca' | 'code128';
export interface BarcodeChoice {
  symbology: Symbology;
  text: string;
}

/** The GS1 check digit rule (EAN-13, UPC-A): weights 3 and 1 from the right, the last digit makes the sum a multiple of 10. */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/**
 * The barcode an item's label carries: its own barcode as EAN-13 (13 digits) or UPC-A (12), which is how a scanner
 * reads it back; any other barcode, or digits with a wrong check digit (no EAN reader would accept them), as Code 128;
 * and the SKU as Code 128 when the item has no barcode. Null when there is nothing to encode.
 */
export function itemBarcode(item: { barcode: string; sku: string }): BarcodeChoice | null {
  const barcode = item.barcode.trim();
  if (/^\d{13}$/.test(barcode) && hasValidCheckDigit(barcode)) return { symbology: 'ean13', text: barcode };
  if (/^\d{12}$/.test(barcode) && hasValidCheckDigit(barcode)) return { symbology: 'upca', text: barcode };
  if (barcode) return { symbology: 'code128', text: barcode };
  const sku = item.sku.trim();
  return sku ? { symbology: 'code128', text: sku } : null;
}

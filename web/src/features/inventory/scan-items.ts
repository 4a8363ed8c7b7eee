/**
 * A scanned code to an item (WAREHOUSE.md "Scanning and labels"): the item whose barcode or SKU is exactly the code,
 * through the Items page's search (it matches the start of the SKU or barcode on the server, so an exact code's own
 * entry comes first). Used by every Scan button and keyboard-wedge field of the inventory screens.
 */
import type { Product } from '../../../../shared/inventory/schemas.ts';
import { inventoryRoutes as r } from '../../../../shared/inventory/routes.ts';
import { call } from '../../lib/api-client.ts';

/** As the server compares codes: lower case, trimmed, white space runs as one space. */
const normalizeSearch = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Enough to hold the exact match ahead of the items whose codes merely start with it. */
const SEARCH_LIMIT = 20;

/** True when the item's barcode or SKU is the code (case and surrounding spaces aside, as the server compares them). */
export const itemHasCode = (item: Pick<Product, 'barcode' | 'sku'>, code: string) => {
  const wanted = normalizeSearch(code);
  return wanted !== '' && (normalizeSearch(item.barcode) === wanted || normalizeSearch(item.sku) === wanted);
};

/** The item with this barcode (or SKU), or null when no item has it; a failed request is the API client's toast. */
export async function findItemByCode(code: string): Promise<Product | null> {
  const trimmed = code.trim();
  if (!trimmed) return null;
  const found = await call(r.productList, { query: { q: trimmed, limit: SEARCH_LIMIT } });
  // a barcode match before a SKU match: the label's barcode is what was most likely scanned
  return found.find((p) => normalizeSearch(p.barcode) === normalizeSearch(trimmed)) ?? found.find((p) => itemHasCode(p, trimmed)) ?? null;
}

/**
 * A scanned item into an order's lines (WAREHOUSE.md "each scan of a line's item adds 1"): one more on its line when
 * it has one, else into the first line with no item yet, else on a new line, each with a quantity of 1. Answers the
 * lines and the quantity the item's line now holds.
 */
export function scanIntoLines<I extends { id: string }, L extends { item: I | null; quantity: string }>(
  lines: readonly L[],
  item: I,
  newLine: () => L,
): { lines: L[]; quantity: number } {
  const at = lines.findIndex((l) => l.item?.id === item.id);
  if (at >= 0) {
    const quantity = (Number(lines[at].quantity.trim()) || 0) + 1;
    return { lines: lines.map((l, i) => (i === at ? { ...l, quantity: String(quantity) } : l)), quantity };
  }
  const empty = lines.findIndex((l) => l.item === null);
  if (empty >= 0) return { lines: lines.map((l, i) => (i === empty ? { ...l, item, quantity: '1' } : l)), quantity: 1 };
  return { lines: [...lines, { ...newLine(), item, quantity: '1' }], quantity: 1 };
}

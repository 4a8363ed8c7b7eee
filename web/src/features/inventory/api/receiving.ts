/** Receiving (Add Stock, spec part 2 §2 /ims/receiving, §7 POST stock/add): the product picker's search and the save. */
import { useEffect, useState } from 'react';
import * as M from '../../../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../../../shared/inventory/routes.ts';
import type { Product } from '../../../../../shared/inventory/schemas.ts';
import { callPage } from '../../../lib/api-pages.ts';
import { replenishmentRoutes } from '../../../../../shared/inventory/replenishment-routes.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';
import { findByBarcode } from '../receiving-lines.ts';

const SEARCH_PAGE = 20;
/** Pages read to resolve a barcode before giving up (names starting with the code sort among the matches). */
const BARCODE_PAGES = 5;

/** The company's items with a word of the name, or the SKU or barcode, starting with `text` (the server's search), debounced. */
export function useProductSearch(text: string) {
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery(
    inventoryRoutes.productList,
    { query: { limit: SEARCH_PAGE, ...(q ? { q } : {}) } },
    { defaultError: M.failedToAddStock },
  );
}

/** The item whose barcode is exactly `code` (the search matches starts; this keeps only the exact barcode), or null. */
export async function productByBarcode(code: string): Promise<Product | null> {
  let cursor: string | null = null;
  for (let page = 0; page < BARCODE_PAGES; page++) {
    const found: { items: Product[]; nextCursor: string | null } = await callPage(inventoryRoutes.productList, {
      query: { q: code.trim(), limit: 50, ...(cursor ? { cursor } : {}) },
    });
    const match = findByBarcode(found.items, code);
    if (match) return match;
    cursor = found.nextCursor;
    if (!cursor) break;
  }
  return null;
}

/** Saving stock changes every item's stock, its page, the low-stock list and the warehouse figures. */
export const useSaveStock = () =>
  useMutation(inventoryRoutes.stockAdd, {
    revalidates: [
      inventoryRoutes.productList,
      inventoryRoutes.productGet,
      inventoryRoutes.stockDashboard,
      inventoryRoutes.stockLow,
      // on hand moves the projected quantity: the items below min and the sidebar's count
      replenishmentRoutes.replenishmentList,
      replenishmentRoutes.replenishmentSummary,
    ],
    defaultError: M.failedToAddStock,
  });

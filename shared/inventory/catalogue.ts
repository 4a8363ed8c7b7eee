/** The catalogue's fixed lists (INVENTORY.md "Catalogue"), read by the schemas, the services and the screens. */

/** Every company starts with these categories; their ids are stable slugs. */
export const DEFAULT_CATEGORIES = [
  { id: 'general', name: 'General' },
  { id: 'electronics', name: 'Electronics' },
  { id: 'office-supplies', name: 'Office Supplies' },
  { id: 'food-beverage', name: 'Food & Beverage' },
  { id: 'clothing', name: 'Clothing' },
  { id: 'hardware', name: 'Hardware' },
  { id: 'other', name: 'Other' },
] as const;

export const UNITS = ['pcs', 'box', 'pack', 'kg', 'g', 'l', 'ml', 'm'] as const;
export type Unit = (typeof UNITS)[number];

/** Largest price accepted: $10,000,000.00 (the rent area's limit). */
export const MAX_PRICE = 10_000_000;
export const MAX_SKU_LENGTH = 40;
export const MAX_BARCODE_LENGTH = 48;

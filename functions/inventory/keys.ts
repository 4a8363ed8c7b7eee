/**
 * Every key of the inventory area (import as a namespace: `import * as imsKeys from './keys.ts'`, so a
 * Lambda bundles only the builders it calls). Warehouses, suppliers and customers live in the company
 * partition under ULID sort keys, so "newest first" is one descending Query; name claims make names unique.
 */
import { companyPk } from '../lib/dynamo/company.ts';

export const companyPartition = companyPk;

export const warehouse = (companyId: string, warehouseId: string) => ({ pk: companyPk(companyId), sk: `WH#${warehouseId}` });
export const warehousesPrefix = 'WH#';
/** Uniqueness claim of a warehouse name (trimmed, case-insensitive). */
export const warehouseNameClaim = (companyId: string, normalizedName: string) => ({
  pk: companyPk(companyId),
  sk: `WHNAME#${normalizedName}`,
});

export type PartnerKind = 'supplier' | 'customer';
const PARTNER_PREFIX: Record<PartnerKind, string> = { supplier: 'SUP#', customer: 'CUS#' };
export const partner = (companyId: string, kind: PartnerKind, partnerId: string) => ({
  pk: companyPk(companyId),
  sk: `${PARTNER_PREFIX[kind]}${partnerId}`,
});
export const partnersPrefix = (kind: PartnerKind) => PARTNER_PREFIX[kind];

// Catalogue: custom categories (the defaults are constants), items with their SKU and barcode claims,
// search tokens (one per name, SKU and barcode, sorted by the lower-cased term) and category membership.
export const category = (companyId: string, categoryId: string) => ({ pk: companyPk(companyId), sk: `ICAT#${categoryId}` });
export const categoriesPrefix = 'ICAT#';
export const categoryNameClaim = (companyId: string, normalizedName: string) => ({
  pk: companyPk(companyId),
  sk: `ICATNAME#${normalizedName}`,
});

export const item = (companyId: string, itemId: string) => ({ pk: companyPk(companyId), sk: `ITEM#${itemId}` });
export const itemsPrefix = 'ITEM#';
export const skuClaim = (companyId: string, normalizedSku: string) => ({ pk: companyPk(companyId), sk: `ISKU#${normalizedSku}` });
export const barcodeClaim = (companyId: string, normalizedBarcode: string) => ({
  pk: companyPk(companyId),
  sk: `IBAR#${normalizedBarcode}`,
});

export type SearchField = 'name' | 'sku' | 'barcode';
export const searchToken = (companyId: string, term: string, itemId: string, field: SearchField) => ({
  pk: companyPk(companyId),
  sk: `ISRCH#${term}#${itemId}#${field}`,
});
export const searchPrefix = (term: string) => `ISRCH#${term}`;
export const categoryMember = (companyId: string, categoryId: string, itemId: string) => ({
  pk: companyPk(companyId),
  sk: `ICATITEM#${categoryId}#${itemId}`,
});
export const categoryMembersPrefix = (categoryId: string) => `ICATITEM#${categoryId}#`;

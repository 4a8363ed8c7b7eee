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

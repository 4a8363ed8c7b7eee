/** Inventory records and their items (toItem / fromItem per entity). Money is integer cents. */
import { withoutKeys, type Item } from '../lib/dynamo/item.ts';
import * as imsKeys from './keys.ts';
import type { PartnerKind } from './keys.ts';

/** ULIDs: 26 Crockford base-32 characters; anything else is not one of our ids (a 404, no read). */
export const isUlid = (id: unknown): id is string => typeof id === 'string' && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id);

export const normalizeName = (name: string) => name.trim().toLowerCase();

// ───────────────────────────── warehouses ─────────────────────────────

export interface WarehouseRecord {
  companyId: string;
  warehouseId: string;
  name: string;
  location: string;
  createdAt: string;
}

export const warehouseToItem = (w: WarehouseRecord): Item => ({ ...imsKeys.warehouse(w.companyId, w.warehouseId), ...w });
export const warehouseFromItem: (item: Item) => WarehouseRecord = withoutKeys;
export const warehouseNameClaimToItem = (w: WarehouseRecord): Item => ({
  ...imsKeys.warehouseNameClaim(w.companyId, normalizeName(w.name)),
  warehouseId: w.warehouseId,
});

// ───────────────────────────── suppliers and customers ─────────────────────────────

export interface PartnerRecord {
  companyId: string;
  kind: PartnerKind;
  partnerId: string;
  name: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  createdAt: string;
  updatedAt?: string;
}

export const partnerToItem = (p: PartnerRecord): Item => ({ ...imsKeys.partner(p.companyId, p.kind, p.partnerId), ...p });
export const partnerFromItem: (item: Item) => PartnerRecord = withoutKeys;

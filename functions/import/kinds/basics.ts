/**
 * What the template and the undo call need of each kind (../kind.ts ImportKindBasics): the template's fields and
 * example row, and which created records others refer to. Apart from the kinds' writers, so the template and undo
 * Lambdas bundle only this; each kind module spreads its part.
 */
import { IMPORT_FIELDS, stockField, type ImportKind } from '../../../shared/import/fields.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { companyPk } from '../../lib/dynamo/company.ts';
import type { Item } from '../../lib/dynamo/item.ts';
import { allPages } from '../../lib/dynamo/query.ts';
import { listWarehouses } from '../../inventory/data/warehouses.ts';
import * as imsKeys from '../../inventory/keys.ts';
import type { PartnerKind } from '../../inventory/keys.ts';
import { roomHasRents } from '../../rent/data/rooms.ts';
import { parseRoomId } from '../../rent/ids.ts';
import * as rentKeys from '../../rent/keys.ts';
import { roomFromItem } from '../../rent/records.ts';
import type { ImportKindBasics } from '../kind.ts';

// ───────────── items ─────────────

/** The marker of a row's opening stock, in the item's own partition: how many movements it made. */
export const openingMarker = (companyId: string, itemId: string) => ({
  pk: imsKeys.itemPartition(companyId, itemId),
  sk: 'IMPORTED#OPENING',
});

export const warehousesOf = (companyId: string) => allPages((cursor) => listWarehouses(companyId, { limit: 500, cursor }));

/** An imported item something else refers to: an order, a reorder rule, or stock moved since its opening stock. */
export const inUse = (i: Item, openingMovements: number) =>
  Number(i.orderRefs ?? 0) > 0 || Number(i.ruleCount ?? 0) > 0 || Number(i.movementCount ?? 0) !== openingMovements;

export const itemsBasics: ImportKindBasics = {
  kind: 'items',
  async fields(companyId) {
    const warehouses = await warehousesOf(companyId);
    return [...IMPORT_FIELDS.items, ...warehouses.map((w) => stockField(w.name))];
  },
  example: {
    name: 'Blue Pen',
    sku: 'PEN-BLUE',
    barcode: '5012345678900',
    description: 'Ballpoint pen, blue ink',
    category: 'Office Supplies',
    purchase_price: '0.40',
    sales_price: '1.20',
    unit_of_measure: 'pcs',
  },
  async referenced(companyId, recordIds) {
    const items = await batchGetItems(recordIds.map((id) => imsKeys.item(companyId, id)));
    const markers = new Map(
      (await batchGetItems(items.filter((i) => Number(i.movementCount) > 0).map((i) => openingMarker(companyId, String(i.itemId))))).map(
        (m) => [String(m.pk), Number(m.movements)],
      ),
    );
    return new Set(
      items.filter((i) => inUse(i, markers.get(openingMarker(companyId, String(i.itemId)).pk) ?? 0)).map((i) => String(i.itemId)),
    );
  },
};

// ───────────── suppliers and customers ─────────────

export const partnersBasics = (kind: PartnerKind, importKind: 'suppliers' | 'customers'): ImportKindBasics => ({
  kind: importKind,
  fields: async () => [...IMPORT_FIELDS[importKind]],
  example: {
    name: kind === 'supplier' ? 'Acme Supplies Ltd' : 'Northwind Traders',
    contact_name: 'Jane Smith',
    contact_phone: '+44 20 7946 0000',
    contact_email: kind === 'supplier' ? 'orders@acme.example' : 'buyer@northwind.example',
    address: '1 High Street, London',
  },
  async referenced(companyId, recordIds) {
    const found = await batchGetItems(recordIds.map((id) => imsKeys.partner(companyId, kind, id)));
    return new Set(found.filter((p) => Number(p.orderCount ?? 0) > 0 || Number(p.ruleCount ?? 0) > 0).map((p) => String(p.partnerId)));
  },
});

// ───────────── tenants ─────────────

export const tenantsBasics: ImportKindBasics = {
  kind: 'tenants',
  fields: async () => [...IMPORT_FIELDS.tenants],
  example: {
    name: 'Jane Smith',
    phone: '+44 7700 900123',
    email: 'jane.smith@example.com',
    address: '1 High Street, London',
    idType: 'Passport',
    idNumber: '123456789',
    idExpiry: '2030-12-31',
    idIssuingCountry: 'United Kingdom',
  },
  /** What Delete Tenant refuses: a tenant with rents (Add Rent counts them on the tenant). */
  async referenced(companyId, recordIds) {
    const found = await batchGetItems(recordIds.map((id) => rentKeys.tenant(companyId, id)));
    return new Set(found.filter((t) => Number(t.rentsCount ?? 0) > 0).map((t) => String(t.tenantId)));
  },
};

// ───────────── rooms ─────────────

/** The pointer of an imported room (./rooms.ts): its room id, so undo finds the room from the row's record id. */
export const importedRoom = (companyId: string, roomUlid: string) => ({ pk: companyPk(companyId), sk: `IMPORTED#ROOM#${roomUlid}` });

/** The room ids the pointers of these imported rooms name (missing pointers left out: never written, or undone). */
async function roomIdsOf(companyId: string, recordIds: readonly string[]): Promise<Map<string, string>> {
  const pointers = await batchGetItems(recordIds.map((id) => importedRoom(companyId, id)));
  return new Map(pointers.map((p) => [String(p.roomUlid), String(p.roomId)]));
}

export const roomsBasics: ImportKindBasics = {
  kind: 'rooms',
  fields: async () => [...IMPORT_FIELDS.rooms],
  // the level as the screens label it: G is the ground floor, then 1, 2…
  example: { building_number: '1', level: 'G', room_number: '101' },
  /** What Delete Room refuses: a current rent, any rent stored (its rental history), maintenance requests. */
  async referenced(companyId, recordIds) {
    const roomIds = await roomIdsOf(companyId, recordIds);
    const refs = [...roomIds.values()].map(parseRoomId).filter((r) => r !== null);
    const rooms = (await batchGetItems(refs.map((r) => rentKeys.room(companyId, r.buildingNumber, r.level, r.roomUlid)))).map(roomFromItem);
    const inUse = new Set<string>();
    for (const room of rooms) {
      const rented = room.current !== null || (room.maintRequests ?? 0) > 0;
      // rentsAdded counts deleted rents too: the history itself says
      if (rented || ((room.rentsAdded ?? 0) > 0 && (await roomHasRents(companyId, parseRoomId(room.roomId)!)))) inUse.add(room.roomUlid);
    }
    return inUse;
  },
};

const basics: Record<ImportKind, ImportKindBasics> = {
  items: itemsBasics,
  suppliers: partnersBasics('supplier', 'suppliers'),
  customers: partnersBasics('customer', 'customers'),
  tenants: tenantsBasics,
  rooms: roomsBasics,
};

export const kindBasics = (kind: ImportKind): ImportKindBasics => basics[kind];

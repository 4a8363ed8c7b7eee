/**
 * The records one warehouse's insights figures are rebuilt from (./inventory-derive.ts), read by key: its pairs' stock
 * rows, lots and movements (item partitions), the sales orders fulfilled from it with their shipments, COGS rows and
 * returns, its purchase orders with their returns, the transfers towards it; and the stock value rows as stored, read
 * first so their writes can be conditioned on them (./inventory.ts). Only Queries and gets, never a Scan; every key
 * comes from the inventory key module.
 */
import { beginsWith, between, queryAll } from '../../lib/dynamo/query.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { getItem, withoutKeys, type Item } from '../../lib/dynamo/item.ts';
import { mapLimit } from '../../lib/concurrency.ts';
import { getTransfer } from '../../inventory/data/transfers.ts';
import * as imsKeys from '../../inventory/keys.ts';
import {
  itemFromItem,
  lotFromItem,
  movementFromItem,
  purchaseOrderFromItem,
  salesCogsFromItem,
  salesOrderFromItem,
  salesReturnFromItem,
  salesShipmentFromItem,
  warehouseStockFromItem,
  type ItemRecord,
  type PurchaseReturnRecord,
  type TransferRecord,
} from '../../inventory/records.ts';
import { salesOrderWarehouse } from '../../inventory/scope.ts';
import type { PairRecords, PurchaseRecords, SalesRecords, WarehouseRecords } from './inventory-derive.ts';

/** The company's items (archived ones too: their history stays), in one bounded Query of the catalogue. */
export async function listAllItems(companyId: string): Promise<ItemRecord[]> {
  const items = await queryAll({ partition: imsKeys.companyPartition(companyId), sort: beginsWith(imsKeys.itemsPrefix) });
  return items.map(itemFromItem);
}

/** The stock value rows as stored: the warehouse's `WH#` row and its pairs' `WHSTOCK#` rows (an item never there has none). */
export interface StoredValueRows {
  readonly warehouse: Item | null;
  readonly pairs: readonly Item[];
}

export async function readValueRows(companyId: string, warehouseId: string, items: readonly ItemRecord[]): Promise<StoredValueRows> {
  const [warehouse, pairs] = await Promise.all([
    getItem(imsKeys.warehouse(companyId, warehouseId), { consistent: true }),
    batchGetItems(
      items.map((i) => imsKeys.warehouseStock(companyId, i.itemId, warehouseId)),
      { consistent: true },
    ),
  ]);
  return { warehouse, pairs };
}

/** How many item or order partitions a page reads at once (a warehouse may hold thousands of items). */
const READS_AT_ONCE = 8;

/** Movement numbers never reach this: the upper bound of "every movement of an item". */
const LAST_MOVEMENT = 9_999_999_999;

async function pairRecords(companyId: string, warehouseId: string, row: Item): Promise<PairRecords> {
  const stock = warehouseStockFromItem(row);
  const partition = imsKeys.itemPartition(companyId, stock.itemId);
  const [lots, movements] = await Promise.all([
    queryAll({ partition, sort: beginsWith(imsKeys.warehouseLotsPrefix(warehouseId)), consistent: true }),
    queryAll({
      partition,
      sort: between(imsKeys.movementSk(1), imsKeys.movementSk(LAST_MOVEMENT)),
      filter: { expression: 'warehouseId = :wh', values: { ':wh': warehouseId } },
      consistent: true,
    }),
  ]);
  return {
    itemId: stock.itemId,
    lots: lots.map(lotFromItem),
    movements: movements.map(movementFromItem),
    ...(stock.rule ? { rule: stock.rule } : {}),
  };
}

/**
 * Sales orders fulfilled from the warehouse (their fulfilment warehouse: an order ships from one), each with its own
 * partition's shipments, COGS rows and returns. The company's order headers are one Query.
 */
async function salesRecords(companyId: string, warehouseId: string): Promise<SalesRecords[]> {
  const headers = await queryAll({ partition: imsKeys.companyPartition(companyId), sort: beginsWith(imsKeys.salesOrdersPrefix) });
  const orders = headers.map(salesOrderFromItem).filter((o) => o.shipmentCount > 0 && salesOrderWarehouse(o) === warehouseId);
  return mapLimit(orders, READS_AT_ONCE, async (order) => {
    const rows = await queryAll({ partition: imsKeys.salesOrderPartition(companyId, order.orderId), consistent: true });
    const of = (prefix: string) => rows.filter((r) => String(r.sk).startsWith(prefix));
    return {
      order,
      shipments: of(imsKeys.salesShipmentsPrefix).map(salesShipmentFromItem),
      cogs: of(imsKeys.salesCogsPrefix).map(salesCogsFromItem),
      returns: [...of(imsKeys.salesReturnsPrefix('Good')), ...of(imsKeys.salesReturnsPrefix('Damaged'))].map(salesReturnFromItem),
    };
  });
}

/** The warehouse's purchase orders (gsi2) that received anything, with their returns; their lots are the pairs'. */
async function purchaseRecords(companyId: string, warehouseId: string, pairs: readonly PairRecords[]): Promise<PurchaseRecords[]> {
  const headers = await queryAll({ index: 'gsi2', partition: imsKeys.purchaseByWarehousePk(companyId, warehouseId) });
  const orders = headers.map(purchaseOrderFromItem).filter((o) => o.receivedQuantity > 0 || o.lines.some((l) => (l.lots ?? []).length));
  return mapLimit(orders, READS_AT_ONCE, async (order) => {
    const returns = await queryAll({
      partition: imsKeys.purchaseOrderPartition(companyId, order.orderId),
      // the order's returns: the sort keys its return key builder makes, any id
      sort: beginsWith(imsKeys.purchaseReturn(companyId, order.orderId, '').sk),
      consistent: true,
    });
    const lots = order.lines.flatMap((l) => {
      const lotsOfItem = pairs.find((p) => p.itemId === l.itemId)?.lots ?? [];
      return lotsOfItem.filter((lot) => (l.lots ?? []).includes(lot.seq));
    });
    return { order, lots, returns: returns.map((r) => withoutKeys<PurchaseReturnRecord>(r)) };
  });
}

/** Transfers towards the warehouse: its pointers (either end) name them, the headers say which end it is. */
async function transfersIn(companyId: string, warehouseId: string): Promise<TransferRecord[]> {
  const pointers = await queryAll({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(imsKeys.transfersOfWarehousePrefix(warehouseId)),
  });
  const found = await mapLimit(pointers, READS_AT_ONCE, (p) => getTransfer(companyId, Number(p.transferId)));
  return found.filter((t): t is TransferRecord => t !== null && t.toWarehouseId === warehouseId);
}

/** Every record of the warehouse's figures, for the pairs whose stock rows were read (`rows`). */
export async function readWarehouseRecords(companyId: string, warehouseId: string, rows: readonly Item[]): Promise<WarehouseRecords> {
  const pairs = await mapLimit(rows, READS_AT_ONCE, (row) => pairRecords(companyId, warehouseId, row));
  const [sales, purchases, transfers] = await Promise.all([
    salesRecords(companyId, warehouseId),
    purchaseRecords(companyId, warehouseId, pairs),
    transfersIn(companyId, warehouseId),
  ]);
  return { warehouseId, pairs, sales, purchases, transfersIn: transfers };
}

/** How many records a warehouse's figures went through (the job's progress line). */
export const recordCount = (r: WarehouseRecords): number =>
  r.pairs.reduce((n, p) => n + 1 + p.lots.length + p.movements.length, 0) +
  r.sales.reduce((n, s) => n + 1 + s.shipments.length + s.cogs.length + s.returns.length, 0) +
  r.purchases.reduce((n, p) => n + 1 + p.returns.length, 0) +
  r.transfersIn.length;

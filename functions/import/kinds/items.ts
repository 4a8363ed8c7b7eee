/**
 * Items (IMPORT.md "Kinds"): the Add Item call's schema, record and audit entry; `category` is a category's name;
 * one `stock:<warehouse>` column per warehouse for opening stock; `upsert` updates the item of an existing SKU as
 * the Edit item call does. The search index entries of new items are put right after their rows' transactions
 * (BatchWriteItem, idempotent: DynamoDB Local takes transactions one at a time, and they are six of an item's
 * eleven items); opening stock goes through the stock service (lots, movements and every stock figure, as Add
 * Stock), once per row by its marker in the item's partition, which undo reads back.
 */
import { changesBetween, created, removed } from '../../../shared/audit/changes.ts';
import { DEFAULT_CATEGORIES } from '../../../shared/inventory/catalogue.ts';
import { REQUIRED_FIELDS, STOCK_PREFIX, stockField } from '../../../shared/import/fields.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { addProductSchema, MAX_QUANTITY, type AddProductInput } from '../../../shared/inventory/schemas.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { batchGetItems, batchPutItems } from '../../lib/dynamo/batch.ts';
import type { Item } from '../../lib/dynamo/item.ts';
import { allPages, queryAll } from '../../lib/dynamo/query.ts';
import { ConditionFailed, isConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { versionOf } from '../../lib/dynamo/versions.ts';
import { createItemOps, deleteItemOps, getItemRecord, listCategories, updateItemDetailsOps } from '../../inventory/data/catalogue.ts';
import { listWarehouseStocks } from '../../inventory/data/stock.ts';
import * as imsKeys from '../../inventory/keys.ts';
import { itemSideItems, normalizeCode, normalizeName, type ItemRecord } from '../../inventory/records.ts';
import { itemDetails, itemLabel, itemSnapshot, newItemRecord } from '../../inventory/services/catalogue.ts';
import { changeStock, stockAuditWrites } from '../../inventory/services/stock.ts';
import { checkWith } from '../check-row.ts';
import type { ImportKindModule, RowToWrite } from '../kind.ts';
import { inUse, itemsBasics, openingMarker, warehousesOf } from './basics.ts';

export interface ItemRow {
  input: AddProductInput;
  categoryName: string;
  stock: { warehouseId: string; quantity: number }[];
}

interface Context {
  mode: 'create' | 'upsert';
  categories: Map<string, { id: string; name: string }>;
  warehouses: Map<string, { id: string; name: string }>;
  /** Normalised SKU / barcode → the item that has it (filled by `lookup`, chunk by chunk). */
  skuOwner: Map<string, string>;
  barcodeOwner: Map<string, string>;
}

const INPUT_OF = {
  name: 'name',
  sku: 'sku',
  barcode: 'barcode',
  description: 'description',
  category: 'category',
  purchase_price: 'purchasePrice',
  sales_price: 'sellingPrice',
  unit_of_measure: 'unit',
};
const OPENING_STOCK_INVALID = `Opening stock must be a whole number from 0 to ${MAX_QUANTITY.toLocaleString('en-GB')}`;
const OPENING_STOCK_NEW_ONLY = 'Opening stock is for new items: use Add Stock for an item that exists';

/** What the index entries of a new item are built from (its record, as the row's transaction wrote it). */
const recordOf = (companyId: string, row: RowToWrite<ItemRow>, now: Date): ItemRecord =>
  newItemRecord(companyId, row.recordId, row.value.input, { id: row.value.input.category, name: row.value.categoryName }, now);

/** Rows with opening stock per changeStock call: each item's lot, movement, stock row and figures, its audit entry and marker. */
const STOCK_ROWS_PER_CHANGE = 8;

export const itemsImport: ImportKindModule<ItemRow, Context> = {
  ...itemsBasics,
  async load(companyId, mode) {
    const [own, warehouses] = await Promise.all([
      allPages((cursor) => listCategories(companyId, { limit: 500, cursor })),
      warehousesOf(companyId),
    ]);
    const categories = new Map<string, { id: string; name: string }>();
    for (const c of DEFAULT_CATEGORIES) categories.set(normalizeName(c.name), { id: c.id, name: c.name });
    for (const c of own) categories.set(normalizeName(c.name), { id: c.categoryId, name: c.name });
    return {
      mode,
      categories,
      warehouses: new Map(warehouses.map((w) => [stockField(w.name), { id: w.warehouseId, name: w.name }])),
      skuOwner: new Map(),
      barcodeOwner: new Map(),
    };
  },
  async lookup(companyId, rows, context) {
    const skus = [...new Set(rows.map((r) => normalizeCode(r.sku ?? '')).filter((s) => s && !context.skuOwner.has(s)))];
    const barcodes = [...new Set(rows.map((r) => normalizeCode(r.barcode ?? '')).filter((b) => b && !context.barcodeOwner.has(b)))];
    const claims = await batchGetItems([
      ...skus.map((s) => imsKeys.skuClaim(companyId, s)),
      ...barcodes.map((b) => imsKeys.barcodeClaim(companyId, b)),
    ]);
    for (const c of claims) {
      const sk = String(c.sk);
      if (sk.startsWith('ISKU#')) context.skuOwner.set(sk.slice('ISKU#'.length), String(c.itemId));
      else context.barcodeOwner.set(sk.slice(sk.indexOf('#') + 1), String(c.itemId));
    }
  },
  check(cells, context) {
    const category = context.categories.get(normalizeName(cells.category ?? ''));
    const { value, issues } = checkWith(addProductSchema, { ...cells, category: category?.id ?? (cells.category ? '?' : '') }, INPUT_OF, {
      fields: REQUIRED_FIELDS.items,
      message: M.provideAllFields,
    });
    if (cells.category && !category) {
      const at = issues.findIndex((i) => i.field === 'category');
      if (at >= 0) issues.splice(at, 1);
      issues.push({ field: 'category', message: M.categoryNotFound });
    }
    const stock: ItemRow['stock'] = [];
    for (const [field, text] of Object.entries(cells)) {
      if (!field.startsWith(STOCK_PREFIX) || text === '') continue;
      const quantity = /^\d+$/.test(text) ? Number(text) : NaN;
      if (!(quantity >= 0 && quantity <= MAX_QUANTITY)) issues.push({ field, message: OPENING_STOCK_INVALID });
      else if (quantity > 0) stock.push({ warehouseId: context.warehouses.get(field)!.id, quantity });
    }
    let update: string | undefined;
    if (value) {
      const owner = context.skuOwner.get(normalizeCode(value.sku));
      if (owner && context.mode === 'create') issues.push({ field: 'sku', message: M.skuTaken });
      else if (owner) update = owner;
      const barcodeOwner = context.barcodeOwner.get(normalizeCode(value.barcode));
      if (barcodeOwner && barcodeOwner !== update) issues.push({ field: 'barcode', message: M.barcodeTaken });
      if (update && stock.length) {
        for (const field of Object.keys(cells))
          if (field.startsWith(STOCK_PREFIX) && /^[1-9]\d*$/.test(cells[field])) issues.push({ field, message: OPENING_STOCK_NEW_ONLY });
      }
    }
    if (!value || issues.length) return { issues };
    return { value: { input: value, categoryName: category!.name, stock }, issues, ...(update ? { update } : {}) };
  },
  uniques: (v) => ({ sku: normalizeCode(v.input.sku), barcode: normalizeCode(v.input.barcode) }),
  key: (companyId, recordId) => imsKeys.item(companyId, recordId),
  conflicts: {
    sku: M.skuTaken,
    barcode: M.barcodeTaken,
    category: M.categoryNotFound,
    item: 'The item was changed while the import ran: run the import again',
    gone: M.productNotFound,
  },
  async writeOps(audit, row, now) {
    const { companyId } = audit;
    if (!row.update) {
      const record = recordOf(companyId, row, now);
      const entry = auditOp(
        audit,
        { kind: 'item', recordId: record.itemId, recordLabel: itemLabel(record), changes: created(itemSnapshot(record)) },
        now,
      );
      return createItemOps(record, entry, { index: false }).map((op) => (op.label === 'item' ? { ...op, label: 'record' } : op));
    }
    const before = await getItemRecord(companyId, row.update, { consistent: true });
    if (!before)
      return [{ label: 'gone', ConditionCheck: { Key: imsKeys.item(companyId, row.update), ConditionExpression: 'attribute_exists(pk)' } }];
    const after: ItemRecord = {
      ...before,
      ...itemDetails(row.value.input, { id: row.value.input.category, name: row.value.categoryName }),
      updatedAt: now.toISOString(),
    };
    if (after.updatedAt === before.updatedAt) after.updatedAt = new Date(now.getTime() + 1).toISOString();
    const changes = changesBetween(itemSnapshot(before), itemSnapshot(after));
    if (changes.length === 0) return [];
    return updateItemDetailsOps(
      before,
      after,
      versionOf(before),
      auditOp(audit, { kind: 'item', recordId: after.itemId, recordLabel: itemLabel(after), changes }, now),
    );
  },
  async afterWrite(audit, _importId, rows, now) {
    const { companyId } = audit;
    const created = rows.filter((r) => !r.update);
    // the index entries and the opening stock touch different items: both at once
    await Promise.all([
      batchPutItems(created.flatMap((r) => itemSideItems(recordOf(companyId, r, now)).index)),
      openingStocks(
        audit,
        created.filter((r) => r.value.stock.length > 0),
        now,
      ),
    ]);
  },
  async remove(audit, recordId, now) {
    const { companyId } = audit;
    const item = await getItemRecord(companyId, recordId, { consistent: true });
    if (!item) return 'gone';
    const marker = (await batchGetItems([openingMarker(companyId, recordId)], { consistent: true }))[0];
    const opening = Number(marker?.movements ?? 0);
    // a resumed undo finds the reversal done: twice the opening movements
    if (inUse(item as unknown as Item, opening) && !(marker?.reversed && item.movementCount === 2 * opening)) return 'referenced';
    let current = item;
    if (opening > 0 && !marker?.reversed) {
      // the opening stock out again through the stock service (every figure as an adjustment moves it), marked reversed
      const stocks = (await listWarehouseStocks(companyId, recordId)).filter((s) => s.quantity > 0);
      try {
        await changeStock(
          companyId,
          stocks.map((s) => ({
            itemId: recordId,
            warehouseId: s.warehouseId,
            quantity: -s.quantity,
            type: 'adjustment',
            reference: 'Import undone',
          })),
          now,
          {
            retryLabels: [],
            plan: async () => [
              {
                label: 'imported',
                Update: {
                  Key: openingMarker(companyId, recordId),
                  UpdateExpression: 'SET reversed = :yes',
                  ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(reversed)',
                  ExpressionAttributeValues: { ':yes': true },
                },
              },
            ],
          },
        );
      } catch (err) {
        if (!isConditionFailed(err, 'imported')) throw err;
      }
      current = (await getItemRecord(companyId, recordId, { consistent: true })) ?? item;
    }
    // the item with everything in its partition (lots, stock rows, movements, the marker)
    const own = opening > 0 ? await queryAll({ partition: imsKeys.itemPartition(companyId, recordId) }) : [];
    const entry = auditOp(audit, { kind: 'item', recordId, recordLabel: itemLabel(current), changes: removed(itemSnapshot(current)) }, now);
    try {
      await transact([
        ...deleteItemOps(current, entry, { movements: current.movementCount }),
        ...own.map((i): TransactOp => ({ label: 'own', Delete: { Key: { pk: i.pk, sk: i.sk } } })),
      ]);
      return 'removed';
    } catch (err) {
      if (err instanceof ConditionFailed && err.has('item')) return (await getItemRecord(companyId, recordId)) ? 'referenced' : 'gone';
      throw err;
    }
  },
};

/** The opening stock of new rows not given theirs yet (a resumed run finds their markers), a few rows per change. */
async function openingStocks(audit: AuditContext, stocked: readonly RowToWrite<ItemRow>[], now: Date) {
  if (!stocked.length) return;
  const { companyId } = audit;
  const done = new Set(
    (
      await batchGetItems(
        stocked.map((r) => openingMarker(companyId, r.recordId)),
        { consistent: true },
      )
    ).map((m) => String(m.pk)),
  );
  const todo = stocked.filter((r) => !done.has(openingMarker(companyId, r.recordId).pk));
  for (let i = 0; i < todo.length; i += STOCK_ROWS_PER_CHANGE) await openingStock(audit, todo.slice(i, i + STOCK_ROWS_PER_CHANGE), now);
}

/** Opening stock of a few new items: one stock change (as Add Stock), with each row's marker and audit entry. */
async function openingStock(audit: AuditContext, rows: readonly RowToWrite<ItemRow>[], now: Date) {
  const { companyId } = audit;
  const markers = (): TransactOp[] =>
    rows.map((r) => ({
      label: 'imported',
      Put: {
        Item: { ...openingMarker(companyId, r.recordId), movements: r.value.stock.length },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    }));
  try {
    await changeStock(
      companyId,
      rows.flatMap((r) =>
        r.value.stock.map((s) => ({
          itemId: r.recordId,
          warehouseId: s.warehouseId,
          quantity: s.quantity,
          type: 'receipt' as const,
          reference: 'Opening stock (import)',
        })),
      ),
      now,
      { retryLabels: [], plan: async (plans) => [...(await stockAuditWrites(audit, now).plan(plans)), ...markers()] },
    );
  } catch (err) {
    if (!isConditionFailed(err, 'imported')) throw err;
    // some were done by an earlier delivery: one by one
    if (rows.length > 1) for (const r of rows) await openingStock(audit, [r], now);
  }
}

/** Categories and items (access patterns: ../README.md). */
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { getItem, type Item } from '../../lib/dynamo/item.ts';
import { beginsWith, queryPage } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { versionGuard } from '../../lib/dynamo/versions.ts';
import * as imsKeys from '../keys.ts';
import { ledgerOps } from './ledger.ts';
import {
  categoryFromItem,
  categoryNameClaimToItem,
  categoryToItem,
  isUlid,
  itemFromItem,
  itemSideItems,
  itemToItem,
  normalizeName,
  TERM_MARK,
  type CategoryRecord,
  type ItemRecord,
} from '../records.ts';

type Page = { limit: number; cursor?: string | null };
const keyOf = (item: Item) => `${item.pk}\u0000${item.sk}`;
const keyFields = (item: Item) => ({ pk: item.pk, sk: item.sk });

/** With its audit entry. Condition labels: `name` (taken), `category` (a ULID collision). */
export async function createCategory(c: CategoryRecord, audit: TransactOp): Promise<void> {
  await transact([
    { label: 'name', Put: { Item: categoryNameClaimToItem(c), ConditionExpression: 'attribute_not_exists(pk)' } },
    { label: 'category', Put: { Item: categoryToItem(c), ConditionExpression: 'attribute_not_exists(pk)' } },
    audit,
  ]);
}

/**
 * Moves a custom category's maintained `itemCount` (the delete guard) in an item's own transaction, conditioned
 * on the category still being there (label `category` → 404): an item never lands in a deleted category.
 * Default categories (not ULIDs) have no record and no count.
 */
export function categoryCountOp(companyId: string, categoryId: string, delta: number): TransactOp[] {
  if (!isUlid(categoryId) || delta === 0) return [];
  return [
    {
      label: 'category',
      Update: {
        Key: imsKeys.category(companyId, categoryId),
        UpdateExpression: 'ADD itemCount :delta',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':delta': delta },
      },
    },
  ];
}

/**
 * Removes a custom category and frees its name, with its audit entry, only while no item uses it: the maintained
 * `itemCount` is 0 (label `category` → 409 in use, or gone), and a consistent one-row Query of its members finds
 * none (items added before the count existed).
 */
export async function deleteCategory(c: CategoryRecord, audit: TransactOp): Promise<void> {
  await transact([
    {
      label: 'category',
      Delete: {
        Key: imsKeys.category(c.companyId, c.categoryId),
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(itemCount) OR itemCount <= :zero)',
        ExpressionAttributeValues: { ':zero': 0 },
      },
    },
    { label: 'name', Delete: { Key: imsKeys.categoryNameClaim(c.companyId, normalizeName(c.name)) } },
    audit,
  ]);
}

/**
 * A rename of a custom category from the version read, with its audit entry; the new name is claimed (label
 * `name` → 409) and the old one freed. Items keep a copy of the name they were given: readers take today's name
 * (services/catalogue.withCategoryNames). Label `category`: gone or changed since (→ 409 stale).
 */
export async function updateCategoryName(before: CategoryRecord, after: CategoryRecord, version: number, audit: TransactOp): Promise<void> {
  const guard = versionGuard(version);
  const renamed = normalizeName(before.name) !== normalizeName(after.name);
  await transact([
    {
      label: 'category',
      Update: {
        Key: imsKeys.category(after.companyId, after.categoryId),
        UpdateExpression: `SET #name = :name, ${guard.set}`,
        ConditionExpression: `attribute_exists(pk) AND ${guard.condition}`,
        ExpressionAttributeNames: { '#name': 'name', ...guard.names },
        ExpressionAttributeValues: { ':name': after.name, ...guard.values },
      },
    },
    ...(renamed
      ? [
          { label: 'name', Put: { Item: categoryNameClaimToItem(after), ConditionExpression: 'attribute_not_exists(pk)' } },
          { label: 'oldName', Delete: { Key: imsKeys.categoryNameClaim(before.companyId, normalizeName(before.name)) } },
        ]
      : []),
    audit,
  ]);
}

/** The company's custom categories by id (the categories a page of items names): one BatchGetItem. */
export async function getCategories(companyId: string, categoryIds: readonly string[]): Promise<CategoryRecord[]> {
  const ids = [...new Set(categoryIds)].filter(isUlid);
  if (ids.length === 0) return [];
  return (await batchGetItems(ids.map((id) => imsKeys.category(companyId, id)))).map(categoryFromItem);
}

/** Whether any item is filed under the category: one row of its member keys, read consistently. */
export async function categoryHasItems(companyId: string, categoryId: string): Promise<boolean> {
  const found = await queryPage({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(imsKeys.categoryMembersPrefix(categoryId)),
    consistent: true,
    projection: 'pk, sk',
    limit: 1,
  });
  return found.items.length > 0;
}

export async function getCategory(companyId: string, categoryId: string): Promise<CategoryRecord | null> {
  if (!isUlid(categoryId)) return null;
  const item = await getItem(imsKeys.category(companyId, categoryId));
  return item ? categoryFromItem(item) : null;
}

/** The company's own categories, oldest first (they follow the defaults in the picker). */
export async function listCategories(companyId: string, page: Page) {
  const found = await queryPage({ partition: imsKeys.companyPartition(companyId), sort: beginsWith(imsKeys.categoriesPrefix), ...page });
  return { items: found.items.map(categoryFromItem), nextCursor: found.nextCursor };
}

/**
 * The item, its SKU and barcode claims, its index entries, the dashboard's `items` counter (./ledger.ts) and its
 * audit entry, together. Labels: `sku`, `barcode` (taken), `item`.
 */
export async function createItem(record: ItemRecord, audit: TransactOp): Promise<void> {
  await transact(createItemOps(record, audit));
}

/**
 * The writes of a new item (createItem's transaction). `index: false` leaves its search index entries out, for a
 * writer that puts them right after (the import: `itemSideItems(record).index`, idempotent).
 */
export function createItemOps(record: ItemRecord, audit: TransactOp, options: { index?: boolean } = {}): TransactOp[] {
  const { claims, index } = itemSideItems(record);
  return [
    { label: 'sku', Put: { Item: claims[0], ConditionExpression: 'attribute_not_exists(pk)' } },
    { label: 'barcode', Put: { Item: claims[1], ConditionExpression: 'attribute_not_exists(pk)' } },
    { label: 'item', Put: { Item: itemToItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(options.index === false ? [] : index.map((Item): TransactOp => ({ label: 'index', Put: { Item } }))),
    ...ledgerOps(record.companyId, { counters: { items: 1 } }),
    ...categoryCountOp(record.companyId, record.categoryId, 1),
    audit,
  ];
}

/**
 * An edit of an item's details (never its stock): the item, conditioned on the client's `version` and on the
 * `updatedAt` that was read (label `item`: changed meanwhile, or gone), claims of a new SKU or barcode (labels
 * `sku`, `barcode`), the old claims and index entries that no longer apply removed, the new index entries
 * written, and the audit entry.
 */
export async function updateItemDetails(before: ItemRecord, after: ItemRecord, version: number, audit: TransactOp): Promise<void> {
  await transact(updateItemDetailsOps(before, after, version, audit));
}

/** The writes of updateItemDetails' transaction. */
export function updateItemDetailsOps(before: ItemRecord, after: ItemRecord, version: number, audit: TransactOp): TransactOp[] {
  const guard = versionGuard(version);
  const old = itemSideItems(before);
  const next = itemSideItems(after);
  const oldKeys = new Set([...old.claims, ...old.index].map(keyOf));
  const nextKeys = new Set([...next.claims, ...next.index].map(keyOf));
  const ops: TransactOp[] = [
    {
      label: 'item',
      Update: {
        Key: imsKeys.item(after.companyId, after.itemId),
        UpdateExpression:
          'SET #name = :name, sku = :sku, barcode = :barcode, description = :description, categoryId = :categoryId, categoryName = :categoryName, purchaseCents = :purchaseCents, salesCents = :salesCents, #unit = :unit, updatedAt = :updatedAt, ' +
          guard.set,
        ConditionExpression: `attribute_exists(pk) AND updatedAt = :read AND ${guard.condition}`,
        ExpressionAttributeNames: { '#name': 'name', '#unit': 'unit', ...guard.names },
        ExpressionAttributeValues: {
          ':name': after.name,
          ':sku': after.sku,
          ':barcode': after.barcode,
          ':description': after.description,
          ':categoryId': after.categoryId,
          ':categoryName': after.categoryName,
          ':purchaseCents': after.purchaseCents,
          ':salesCents': after.salesCents,
          ':unit': after.unit,
          ':updatedAt': after.updatedAt,
          ':read': before.updatedAt,
          ...guard.values,
        },
      },
    },
    ...next.claims
      .filter((c) => !oldKeys.has(keyOf(c)))
      .map((Item): TransactOp => ({
        label: String(Item.sk).startsWith('ISKU#') ? 'sku' : 'barcode',
        Put: { Item, ConditionExpression: 'attribute_not_exists(pk)' },
      })),
    ...[...old.claims, ...old.index]
      .filter((c) => !nextKeys.has(keyOf(c)))
      .map((c): TransactOp => ({ label: 'index', Delete: { Key: keyFields(c) } })),
    ...next.index.map((Item): TransactOp => ({ label: 'index', Put: { Item } })),
    ...(before.categoryId === after.categoryId
      ? []
      : [...categoryCountOp(before.companyId, before.categoryId, -1), ...categoryCountOp(after.companyId, after.categoryId, 1)]),
    audit,
  ];
  return ops;
}

/**
 * An order's references to its items, in the order's create transaction: `orderRefs` + 1 on each distinct item
 * (the item delete's guard), conditioned on the item being there and not archived (label `orderItem` → the order
 * is refused), so a delete or an archive racing the order never leaves an order on a missing item.
 */
export function orderItemRefs(companyId: string, itemIds: readonly string[]): TransactOp[] {
  return [...new Set(itemIds)].map((itemId) => ({
    label: 'orderItem',
    Update: {
      Key: imsKeys.item(companyId, itemId),
      UpdateExpression: 'ADD orderRefs :one',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(archived)',
      ExpressionAttributeValues: { ':one': 1 },
    },
  }));
}

export async function getItemRecord(companyId: string, itemId: string, options: { consistent?: boolean } = {}): Promise<ItemRecord | null> {
  if (!isUlid(itemId)) return null;
  const item = await getItem(imsKeys.item(companyId, itemId), options);
  return item ? itemFromItem(item) : null;
}

/** Items, newest first: one Query over ITEM#; archived items are filtered out (a page reads those it skips). */
export async function listItems(companyId: string, page: Page) {
  const found = await queryPage({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(imsKeys.itemsPrefix),
    filter: { expression: 'attribute_not_exists(archived)' },
    descending: true,
    ...page,
  });
  return { items: found.items.map(itemFromItem), nextCursor: found.nextCursor };
}

/** Archived items, newest first: a Query over their `IARCH#` markers, then BatchGetItem of that page. */
export async function listArchivedItems(companyId: string, page: Page) {
  const found = await queryPage({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(imsKeys.archivedItemsPrefix),
    descending: true,
    ...page,
  });
  return { items: await itemsOf(companyId, found.items), nextCursor: found.nextCursor };
}

/** What a change of an item's index entries writes: the entries of `before` that `after` has not, deleted; those of `after`, put. */
function indexChangeOps(before: ItemRecord, after: ItemRecord): TransactOp[] {
  const old = itemSideItems(before);
  const next = itemSideItems(after);
  const nextKeys = new Set([...next.claims, ...next.index].map(keyOf));
  return [
    ...[...old.claims, ...old.index]
      .filter((c) => !nextKeys.has(keyOf(c)))
      .map((c): TransactOp => ({ label: 'index', Delete: { Key: keyFields(c) } })),
    ...next.index.map((Item): TransactOp => ({ label: 'index', Put: { Item } })),
  ];
}

/**
 * Archives or restores an item: `archived` set or removed, its index entries swapped (search tokens and category
 * membership ⇄ its `IARCH#` marker), the dashboard's `items` counter −1 / +1 and the audit entry. Conditioned on
 * the `updatedAt` read (label `item`: changed meanwhile, or gone).
 */
export async function setItemArchived(before: ItemRecord, after: ItemRecord, audit: TransactOp, rules: TransactOp[] = []): Promise<void> {
  await transact([
    // its reorder rules paused or resumed (data/reorder.pauseRulesOps)
    ...rules,
    {
      label: 'item',
      Update: {
        Key: imsKeys.item(after.companyId, after.itemId),
        UpdateExpression: after.archived ? 'SET archived = :true, updatedAt = :updatedAt' : 'SET updatedAt = :updatedAt REMOVE archived',
        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :read',
        ExpressionAttributeValues: {
          ':updatedAt': after.updatedAt,
          ':read': before.updatedAt,
          ...(after.archived ? { ':true': true } : {}),
        },
      },
    },
    ...indexChangeOps(before, after),
    ...ledgerOps(after.companyId, { counters: { items: after.archived ? -1 : 1 } }),
    audit,
  ]);
}

/**
 * Deletes an item that never moved, no order names and no reorder rule names: its record (conditioned on
 * `movementCount` 0, `orderRefs` 0, which items older than that count lack, `ruleCount` absent or 0, and the
 * `updatedAt` read: label `item`), its claims and index
 * entries, its category's count, the dashboard's `items` (when not archived) and the audit entry.
 */
export async function deleteItemRecord(item: ItemRecord, audit: TransactOp): Promise<void> {
  await transact(deleteItemOps(item, audit));
}

/** The writes of deleteItemRecord's transaction. */
export function deleteItemOps(item: ItemRecord, audit: TransactOp, options: { movements?: number } = {}): TransactOp[] {
  const { claims, index } = itemSideItems(item);
  return [
    {
      label: 'item',
      Delete: {
        Key: imsKeys.item(item.companyId, item.itemId),
        // ruleCount: its reorder rules (data/reorder.ts), so the Replenishment list never names an item that is gone
        ConditionExpression:
          'attribute_exists(pk) AND movementCount = :moved AND orderRefs = :zero AND (attribute_not_exists(ruleCount) OR ruleCount = :zero) AND updatedAt = :read',
        // `movements`: an import's undo, whose movements (the opening stock and its reversal) go with the item
        ExpressionAttributeValues: { ':zero': 0, ':moved': options.movements ?? 0, ':read': item.updatedAt },
      },
    },
    ...[...claims, ...index].map((c): TransactOp => ({ label: 'index', Delete: { Key: keyFields(c) } })),
    ...categoryCountOp(item.companyId, item.categoryId, -1),
    ...(item.archived ? [] : ledgerOps(item.companyId, { counters: { items: -1 } })),
    audit,
  ];
}

/** The items an index page points at, in its order, each once. */
async function itemsOf(companyId: string, entries: Item[]): Promise<ItemRecord[]> {
  const ids = [...new Set(entries.map((e) => String(e.itemId)))];
  return (await batchGetItems(ids.map((id) => imsKeys.item(companyId, id)))).map(itemFromItem);
}

/** Items of a category, newest first: a Query over its members, then BatchGetItem of that page. */
export async function listItemsOfCategory(companyId: string, categoryId: string, page: Page) {
  const found = await queryPage({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(imsKeys.categoryMembersPrefix(categoryId)),
    descending: true,
    ...page,
  });
  return { items: await itemsOf(companyId, found.items), nextCursor: found.nextCursor };
}

/**
 * Items with a word of the name, or the SKU or barcode, starting with `term` (normalizeSearch), by term: a Query
 * over the search tokens, then BatchGetItem of that page. The filter keeps one token per item (the first of its
 * terms that matches: "dr" finds "Drill Driver" once, under "drill driver") and, when asked, the category's.
 */
export async function searchItems(companyId: string, term: string, categoryId: string | undefined, page: Page) {
  const firstMatch = 'NOT contains(earlier, :earlier)';
  const found = await queryPage({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(imsKeys.searchPrefix(term)),
    filter: {
      expression: categoryId ? `${firstMatch} AND categoryId = :category` : firstMatch,
      values: { ':earlier': TERM_MARK + term, ...(categoryId ? { ':category': categoryId } : {}) },
    },
    ...page,
  });
  return { items: await itemsOf(companyId, found.items), nextCursor: found.nextCursor };
}

/**
 * Points the item at a new image object, conditioned on the version that was read (label `item`: changed
 * meanwhile, or gone). Only the item changes: the image is not part of any claim or index.
 */
export async function setItemImage(before: ItemRecord, imageKey: string, updatedAt: string, audit: TransactOp): Promise<void> {
  await transact([
    {
      label: 'item',
      Update: {
        Key: imsKeys.item(before.companyId, before.itemId),
        UpdateExpression: 'SET imageKey = :imageKey, updatedAt = :updatedAt',
        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :read',
        ExpressionAttributeValues: { ':imageKey': imageKey, ':updatedAt': updatedAt, ':read': before.updatedAt },
      },
    },
    audit,
  ]);
}

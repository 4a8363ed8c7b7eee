/** The catalogue: categories (defaults + the company's own) and items (SKU and barcode unique per company). */
import { ulid } from 'ulid';
import { changesBetween, created, removed } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import { toCents, fromCents } from '../../../shared/domain/money.ts';
import { DEFAULT_CATEGORIES } from '../../../shared/inventory/catalogue.ts';
import type { ImageType, UploadImageInput } from '../../../shared/inventory/images.ts';
import * as M from '../../../shared/inventory/messages.ts';
import type {
  AddCategoryInput,
  AddProductInput,
  ArchiveProductInput,
  UpdateCategoryInput,
  Category,
  ListQuery,
  Product,
  ProductListQuery,
  UpdateProductInput,
} from '../../../shared/inventory/schemas.ts';
import type { Unit } from '../../../shared/inventory/catalogue.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { isConditionFailed, mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { editWithOptionalVersion, versionOf } from '../../lib/dynamo/versions.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  categoryHasItems,
  createCategory,
  createItem,
  deleteCategory,
  deleteItemRecord,
  getCategories,
  getCategory,
  getItemRecord,
  listArchivedItems,
  listCategories,
  listItems,
  listItemsOfCategory,
  searchItems,
  setItemArchived,
  setItemImage,
  updateCategoryName,
  updateItemDetails,
} from '../data/catalogue.ts';
import { forgetImageObject, imageBytesOf, imageObjectKey, putImageObject, signedImageUrl } from '../../lib/images.ts';
import { pauseRulesOps, PROJECTION_LABEL, STOCK_FIGURES_BUSY } from '../data/reorder.ts';
import { withScopedStock } from '../data/stock.ts';
import { itemSearchTerms, normalizeName, normalizeSearch, type ItemRecord } from '../records.ts';

// Pure, so a bundle that imports this module for its stock helpers only (changeStock's itemLabel and productOf: every
// stock, order and return handler) drops the tables: the Lambda size budget, tests/bench/bundles.ts.
const defaultById = /* @__PURE__ */ (() =>
  new Map<string, Category>(DEFAULT_CATEGORIES.map((c) => [c.id, { id: c.id, name: c.name, version: 0, default: true }])))();
const defaultNames = /* @__PURE__ */ (() => new Set(DEFAULT_CATEGORIES.map((c) => normalizeName(c.name))))();

/** The default categories first (on the first page), then the company's own, oldest first. */
export async function categoryList(companyId: string, page: ListQuery): Promise<{ rows: Category[]; nextCursor: string | null }> {
  const { items, nextCursor } = await listCategories(companyId, page);
  const own = items.map((c) => ({ id: c.categoryId, name: c.name, version: versionOf(c) }));
  return { rows: page.cursor ? own : [...defaultById.values(), ...own], nextCursor };
}

export async function addCategory(audit: AuditContext, input: AddCategoryInput, now = new Date()): Promise<{ id: string }> {
  if (defaultNames.has(normalizeName(input.name))) throw conflict(M.categoryNameTaken);
  const record = { companyId: audit.companyId, categoryId: ulid(), name: input.name, createdAt: now.toISOString() };
  try {
    await createCategory(
      record,
      auditOp(
        audit,
        { kind: 'category', recordId: record.categoryId, recordLabel: record.name, changes: created({ name: record.name }) },
        now,
      ),
    );
  } catch (err) {
    throw mapConditionFailed(err, { name: conflict(M.categoryNameTaken) });
  }
  return { id: record.categoryId };
}

/** A custom category that no item uses: 409 for a default one or one in use, 404 unknown. */
export async function removeCategory(audit: AuditContext, categoryId: string, now = new Date()): Promise<void> {
  if (defaultById.has(categoryId)) throw conflict(M.defaultCategoryFixed);
  const category = await getCategory(audit.companyId, categoryId);
  if (!category) throw notFound(M.categoryNotFound);
  if (await categoryHasItems(audit.companyId, categoryId)) throw conflict(M.categoryInUse);
  try {
    await deleteCategory(
      category,
      auditOp(
        audit,
        { kind: 'category', recordId: categoryId, recordLabel: category.name, changes: removed({ name: category.name }) },
        now,
      ),
    );
  } catch (err) {
    throw mapConditionFailed(err, { category: conflict(M.categoryInUse) });
  }
}

/** Renames a custom category (name unique as on add, also against the defaults): 409 default, taken or stale; 400 unchanged; 404 unknown. */
export async function renameCategory(audit: AuditContext, input: UpdateCategoryInput, now = new Date()): Promise<void> {
  if (defaultById.has(input.id)) throw conflict(M.defaultCategoryFixed);
  const before = await getCategory(audit.companyId, input.id);
  if (!before) throw notFound(M.categoryNotFound);
  const changes = changesBetween({ name: before.name }, { name: input.name });
  if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
  if (defaultNames.has(normalizeName(input.name))) throw conflict(M.categoryNameTaken);
  try {
    await updateCategoryName(
      before,
      { ...before, name: input.name },
      input.version,
      auditOp(audit, { kind: 'category', recordId: before.categoryId, recordLabel: input.name, changes }, now),
    );
  } catch (err) {
    throw mapConditionFailed(err, { category: conflict(CORRECTION_MESSAGES.staleVersion), name: conflict(M.categoryNameTaken) });
  }
}

/** A default category or one of the company's own; null when it is neither. */
export async function findCategory(companyId: string, categoryId: string): Promise<Category | null> {
  const fixed = defaultById.get(categoryId);
  if (fixed) return fixed;
  const own = await getCategory(companyId, categoryId);
  return own ? { id: own.categoryId, name: own.name, version: versionOf(own) } : null;
}

/**
 * Items with their custom category's name of today (an item keeps a copy of the name it was given; a rename
 * does not rewrite every item): one BatchGetItem of the categories the records name. A category gone keeps the copy.
 */
export async function withCategoryNames(companyId: string, records: ItemRecord[]): Promise<ItemRecord[]> {
  const names = new Map(
    (
      await getCategories(
        companyId,
        records.map((r) => r.categoryId),
      )
    ).map((c) => [c.categoryId, c.name]),
  );
  return records.map((r) => {
    const name = names.get(r.categoryId);
    return name === undefined || name === r.categoryName ? r : { ...r, categoryName: name };
  });
}

async function currentItem(companyId: string, itemId: string): Promise<ItemRecord | null> {
  const record = await getItemRecord(companyId, itemId, { consistent: true });
  return record ? (await withCategoryNames(companyId, [record]))[0] : null;
}

/** An item's image object key rides on its product under a symbol: JSON never carries it, withImageUrls signs it. */
const IMAGE_KEY = Symbol('imageKey');
type WithImageKey = { [IMAGE_KEY]?: string };

export const productOf = (i: ItemRecord): Product => ({
  ...(i.imageKey ? ({ [IMAGE_KEY]: i.imageKey } satisfies WithImageKey) : {}),
  id: i.itemId,
  name: i.name,
  sku: i.sku,
  barcode: i.barcode,
  description: i.description,
  category: i.categoryName,
  category_id: i.categoryId,
  purchase_price: fromCents(i.purchaseCents),
  sales_price: fromCents(i.salesCents),
  unit_of_measure: i.unit as Unit,
  stock: i.stock,
  version: versionOf(i),
  ...(i.archived ? { archived: true as const } : {}),
});

/** An item as its audit entries show it (the API's field names, money in dollars). */
export const itemSnapshot = (i: ItemRecord) => ({
  name: i.name,
  sku: i.sku,
  barcode: i.barcode,
  description: i.description,
  category: i.categoryName,
  purchase_price: fromCents(i.purchaseCents),
  sales_price: fromCents(i.salesCents),
  unit_of_measure: i.unit,
});
/** What a person recognises an item by. */
export const itemLabel = (i: Pick<ItemRecord, 'name' | 'sku'>) => `${i.name} · ${i.sku}`;

const claimConflicts = {
  sku: /* @__PURE__ */ conflict(M.skuTaken),
  barcode: /* @__PURE__ */ conflict(M.barcodeTaken),
  category: /* @__PURE__ */ notFound(M.categoryNotFound),
};

/** An item's details as the add call takes them, with its category resolved. */
export const itemDetails = (input: AddProductInput, category: Pick<Category, 'id' | 'name'>) => ({
  name: input.name,
  sku: input.sku,
  barcode: input.barcode,
  description: input.description,
  categoryId: category.id,
  categoryName: category.name,
  purchaseCents: toCents(input.purchasePrice),
  salesCents: toCents(input.sellingPrice),
  unit: input.unit,
});

/** A new item with no stock (the add call, the import). */
export const newItemRecord = (
  companyId: string,
  itemId: string,
  input: AddProductInput,
  category: Pick<Category, 'id' | 'name'>,
  now: Date,
): ItemRecord => ({
  companyId,
  itemId,
  ...itemDetails(input, category),
  stock: 0,
  movementCount: 0,
  orderRefs: 0,
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
});

export async function addProduct(audit: AuditContext, input: AddProductInput, now = new Date()): Promise<{ id: string }> {
  const { companyId } = audit;
  const category = await findCategory(companyId, input.category);
  if (!category) throw notFound(M.categoryNotFound);
  const record = newItemRecord(companyId, ulid(), input, category, now);
  try {
    await createItem(
      record,
      auditOp(
        audit,
        { kind: 'item', recordId: record.itemId, recordLabel: itemLabel(record), changes: created(itemSnapshot(record)) },
        now,
      ),
    );
  } catch (err) {
    throw mapConditionFailed(err, claimConflicts);
  }
  return { id: record.itemId };
}

export async function productDetails(companyId: string, itemId: string): Promise<Product> {
  const record = await getItemRecord(companyId, itemId);
  if (!record) throw notFound(M.productNotFound);
  return productOf((await withScopedStock(companyId, await withCategoryNames(companyId, [record])))[0]);
}

/**
 * Archives (`archived: true`) or restores an item: it leaves (or comes back to) the lists, pickers, search and the
 * dashboard's item count; its stock, movements and orders stay. 404 unknown; 400 already so; 409 changed meanwhile.
 */
export async function archiveProduct(audit: AuditContext, input: ArchiveProductInput, now = new Date()): Promise<void> {
  const before = await currentItem(audit.companyId, input.id);
  if (!before) throw notFound(M.productNotFound);
  if (Boolean(before.archived) === input.archived) throw badRequest(CORRECTION_MESSAGES.noChanges);
  let updatedAt = now.toISOString();
  if (updatedAt <= before.updatedAt) updatedAt = new Date(Date.parse(before.updatedAt) + 1).toISOString();
  const after: ItemRecord = { ...before, archived: input.archived || undefined, updatedAt };
  const entry = auditOp(
    audit,
    {
      kind: 'item',
      recordId: before.itemId,
      recordLabel: itemLabel(before),
      changes: [{ field: 'archived', before: Boolean(before.archived), after: input.archived }],
    },
    now,
  );
  // its reorder rules pause with it (an archived item leaves Replenishment and the badge) and resume with it
  for (let attempt = 0; attempt < MAX_PROJECTION_ATTEMPTS; attempt++) {
    try {
      await setItemArchived(before, after, entry, await pauseRulesOps(audit.companyId, before.itemId, input.archived, now));
      return;
    } catch (err) {
      if (isConditionFailed(err) && err.labels.every((l) => l === PROJECTION_LABEL)) continue;
      throw mapConditionFailed(err, { item: conflict(M.itemChangedMeanwhile) });
    }
  }
  throw conflict(STOCK_FIGURES_BUSY);
}

const MAX_PROJECTION_ATTEMPTS = 8;

/**
 * Owner only (the route): deletes an item that never moved and that no order names. 404 unknown; 409
 * `This item has stock history` (movements, orders, or an item older than the order count, which cannot tell).
 */
export async function removeProduct(audit: AuditContext, itemId: string, now = new Date()): Promise<void> {
  const item = await currentItem(audit.companyId, itemId);
  if (!item) throw notFound(M.productNotFound);
  const hasHistory = (i: ItemRecord) => i.movementCount !== 0 || i.orderRefs !== 0 || (i.ruleCount ?? 0) > 0;
  if (hasHistory(item)) throw conflict(M.itemHasHistory);
  try {
    await deleteItemRecord(
      item,
      auditOp(audit, { kind: 'item', recordId: item.itemId, recordLabel: itemLabel(item), changes: removed(itemSnapshot(item)) }, now),
    );
  } catch (err) {
    if (!isConditionFailed(err, 'item')) throw err;
    const now2 = await getItemRecord(audit.companyId, itemId, { consistent: true });
    if (!now2) throw notFound(M.productNotFound);
    throw conflict(hasHistory(now2) ? M.itemHasHistory : M.itemChangedMeanwhile);
  }
}

/**
 * 404 unknown item or category; 400 `No changes detected`; 409 a SKU or barcode of another item; 409 stale (changed
 * since the version read). Without a version (the seed's screens send none) the edit applies to the item as stored
 * when it is written.
 */
export async function updateProduct(audit: AuditContext, input: UpdateProductInput, now = new Date()): Promise<void> {
  const { companyId } = audit;
  try {
    await editWithOptionalVersion(input.version, 'item', async (expected) => {
      const before = await currentItem(companyId, input.id);
      if (!before) throw notFound(M.productNotFound);
      const category = await findCategory(companyId, input.category);
      if (!category) throw notFound(M.categoryNotFound);
      const { purchase_price: purchasePrice, sales_price: sellingPrice, unit_of_measure: unit, ...same } = input;
      const after: ItemRecord = {
        ...before,
        ...itemDetails({ ...same, purchasePrice, sellingPrice, unit }, category),
        updatedAt: now.toISOString(),
      };
      const changes = changesBetween(itemSnapshot(before), itemSnapshot(after));
      if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
      if (after.updatedAt === before.updatedAt) after.updatedAt = new Date(now.getTime() + 1).toISOString();
      await updateItemDetails(
        before,
        after,
        expected(before),
        auditOp(audit, { kind: 'item', recordId: after.itemId, recordLabel: itemLabel(after), changes }, now),
      );
    });
  } catch (err) {
    throw mapConditionFailed(err, { ...claimConflicts, item: conflict(CORRECTION_MESSAGES.staleVersion) });
  }
}

/** Whether an archived item matches the list's `q` and `category` (the archived list filters its page). */
const archivedMatches = (query: ProductListQuery, term: string) => (i: ItemRecord) =>
  (!query.category || i.categoryId === query.category) && (!term || itemSearchTerms(i).some((t) => t.term.startsWith(term)));

/**
 * Newest first; `q` matches the start of any word of the name, or of the SKU or barcode (case-insensitive), by term;
 * `category` filters. Archived items are left out; `archived=true` lists them only (`q` and `category` filter
 * that page: the archived are few, and kept out of the search index).
 */
export async function productList(companyId: string, query: ProductListQuery): Promise<{ rows: Product[]; nextCursor: string | null }> {
  const page = { limit: query.limit, cursor: query.cursor };
  const term = query.q ? normalizeSearch(query.q) : '';
  const found = query.archived
    ? await listArchivedItems(companyId, page).then((f) => ({ ...f, items: f.items.filter(archivedMatches(query, term)) }))
    : term
      ? await searchItems(companyId, term, query.category, page)
      : query.category
        ? await listItemsOfCategory(companyId, query.category, page)
        : await listItems(companyId, page);
  // the stock a scoped account sees is its warehouses' (data/stock.withScopedStock)
  const items = await withScopedStock(companyId, await withCategoryNames(companyId, found.items));
  return { rows: await withImageUrls(items.map(productOf)), nextCursor: found.nextCursor };
}

// ───────────────────────────── images (INVENTORY.md "Catalogue") ─────────────────────────────

/** companies/<cid>/items/<item>/<ulid>.<ext>: a new object per upload, so a signed URL never shows another image. */
export const itemImageObjectKey = (companyId: string, itemId: string, type: ImageType, now = new Date()) =>
  imageObjectKey(companyId, 'items', itemId, type, now);

/** Products as the API answers them: `img_url` a short-lived signed GET of the item's image, absent without one. */
export async function withImageUrls<T extends Product>(products: T[], now = new Date()): Promise<T[]> {
  return Promise.all(
    products.map(async (p) => {
      const key = (p as T & WithImageKey)[IMAGE_KEY];
      return key ? { ...p, img_url: await signedImageUrl(key, 'item', now) } : p;
    }),
  );
}

/**
 * Stores an item's image (the schema checked type, size and signature) under the company's prefix and points
 * the item at it; the previous image is deleted. 404 unknown item (also another company's); 409 changed meanwhile.
 */
export async function setProductImage(audit: AuditContext, input: UploadImageInput, now = new Date()): Promise<{ img_url: string }> {
  const { companyId } = audit;
  const before = await getItemRecord(companyId, input.id, { consistent: true });
  if (!before) throw notFound(M.productNotFound);
  const image = imageBytesOf(input);
  const key = itemImageObjectKey(companyId, before.itemId, image.type, now);
  await putImageObject(key, image, now);
  let updatedAt = now.toISOString();
  if (updatedAt <= before.updatedAt) updatedAt = new Date(Date.parse(before.updatedAt) + 1).toISOString();
  try {
    const fileOf = (objectKey: string | undefined) => (objectKey ? objectKey.slice(objectKey.lastIndexOf('/') + 1) : null);
    await setItemImage(
      before,
      key,
      updatedAt,
      auditOp(
        audit,
        {
          kind: 'item',
          recordId: before.itemId,
          recordLabel: itemLabel(before),
          changes: [{ field: 'image', before: fileOf(before.imageKey), after: fileOf(key) }],
        },
        now,
      ),
    );
  } catch (err) {
    await forgetImageObject(key);
    throw mapConditionFailed(err, { item: conflict(M.itemChangedMeanwhile) });
  }
  if (before.imageKey) await forgetImageObject(before.imageKey);
  return { img_url: await signedImageUrl(key, 'item', now) };
}

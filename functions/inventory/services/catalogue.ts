/** The catalogue: categories (defaults + the company's own) and items (SKU and barcode unique per company). */
import { ulid } from 'ulid';
import { toCents, fromCents } from '../../../shared/domain/money.ts';
import { DEFAULT_CATEGORIES } from '../../../shared/inventory/catalogue.ts';
import * as M from '../../../shared/inventory/messages.ts';
import type {
  AddCategoryInput,
  AddProductInput,
  Category,
  ListQuery,
  Product,
  ProductListQuery,
  UpdateProductInput,
} from '../../../shared/inventory/schemas.ts';
import type { Unit } from '../../../shared/inventory/catalogue.ts';
import { mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  createCategory,
  createItem,
  getCategory,
  getItemRecord,
  listCategories,
  listItems,
  listItemsOfCategory,
  searchItems,
  updateItemDetails,
} from '../data/catalogue.ts';
import { normalizeName, type ItemRecord } from '../records.ts';

const defaultById = new Map<string, Category>(DEFAULT_CATEGORIES.map((c) => [c.id, { id: c.id, name: c.name }]));
const defaultNames = new Set(DEFAULT_CATEGORIES.map((c) => normalizeName(c.name)));

/** The default categories first (on the first page), then the company's own, oldest first. */
export async function categoryList(companyId: string, page: ListQuery): Promise<{ rows: Category[]; nextCursor: string | null }> {
  const { items, nextCursor } = await listCategories(companyId, page);
  const own = items.map((c) => ({ id: c.categoryId, name: c.name }));
  return { rows: page.cursor ? own : [...defaultById.values(), ...own], nextCursor };
}

export async function addCategory(companyId: string, input: AddCategoryInput, now = new Date()): Promise<{ id: string }> {
  if (defaultNames.has(normalizeName(input.name))) throw conflict(M.categoryNameTaken);
  const record = { companyId, categoryId: ulid(), name: input.name, createdAt: now.toISOString() };
  try {
    await createCategory(record);
  } catch (err) {
    throw mapConditionFailed(err, { name: conflict(M.categoryNameTaken) });
  }
  return { id: record.categoryId };
}

/** A default category or one of the company's own; null when it is neither. */
async function findCategory(companyId: string, categoryId: string): Promise<Category | null> {
  const fixed = defaultById.get(categoryId);
  if (fixed) return fixed;
  const own = await getCategory(companyId, categoryId);
  return own ? { id: own.categoryId, name: own.name } : null;
}

export const productOf = (i: ItemRecord): Product => ({
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
});

const claimConflicts = { sku: conflict(M.skuTaken), barcode: conflict(M.barcodeTaken) };

export async function addProduct(companyId: string, input: AddProductInput, now = new Date()): Promise<{ id: string }> {
  const category = await findCategory(companyId, input.category);
  if (!category) throw notFound(M.categoryNotFound);
  const at = now.toISOString();
  const record: ItemRecord = {
    companyId,
    itemId: ulid(),
    name: input.name,
    sku: input.sku,
    barcode: input.barcode,
    description: input.description,
    categoryId: category.id,
    categoryName: category.name,
    purchaseCents: toCents(input.purchasePrice),
    salesCents: toCents(input.sellingPrice),
    unit: input.unit,
    stock: 0,
    movementCount: 0,
    createdAt: at,
    updatedAt: at,
  };
  try {
    await createItem(record);
  } catch (err) {
    throw mapConditionFailed(err, claimConflicts);
  }
  return { id: record.itemId };
}

export async function productDetails(companyId: string, itemId: string): Promise<Product> {
  const record = await getItemRecord(companyId, itemId);
  if (!record) throw notFound(M.productNotFound);
  return productOf(record);
}

/** 404 unknown item or category; 400 `No changes detected`; 409 a SKU or barcode of another item; 409 when changed meanwhile. */
export async function updateProduct(companyId: string, input: UpdateProductInput, now = new Date()): Promise<void> {
  const before = await getItemRecord(companyId, input.id, { consistent: true });
  if (!before) throw notFound(M.productNotFound);
  const category = await findCategory(companyId, input.category);
  if (!category) throw notFound(M.categoryNotFound);
  const after: ItemRecord = {
    ...before,
    name: input.name,
    sku: input.sku,
    barcode: input.barcode,
    description: input.description,
    categoryId: category.id,
    categoryName: category.name,
    purchaseCents: toCents(input.purchase_price),
    salesCents: toCents(input.sales_price),
    unit: input.unit_of_measure,
    updatedAt: now.toISOString(),
  };
  const fields = ['name', 'sku', 'barcode', 'description', 'categoryId', 'purchaseCents', 'salesCents', 'unit'] as const;
  if (fields.every((f) => after[f] === before[f])) throw badRequest(M.noChangesDetected);
  if (after.updatedAt === before.updatedAt) after.updatedAt = new Date(now.getTime() + 1).toISOString();
  try {
    await updateItemDetails(before, after);
  } catch (err) {
    throw mapConditionFailed(err, { ...claimConflicts, item: conflict(M.itemChangedMeanwhile) });
  }
}

/** Newest first; `q` matches the start of the name, SKU or barcode (case-insensitive); `category` filters. */
export async function productList(companyId: string, query: ProductListQuery): Promise<{ rows: Product[]; nextCursor: string | null }> {
  const page = { limit: query.limit, cursor: query.cursor };
  const term = query.q ? normalizeName(query.q) : '';
  const found = term
    ? await searchItems(companyId, term, query.category, page)
    : query.category
      ? await listItemsOfCategory(companyId, query.category, page)
      : await listItems(companyId, page);
  return { rows: found.items.map(productOf), nextCursor: found.nextCursor };
}

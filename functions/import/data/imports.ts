/** The import item (access patterns: ../README.md). */
import { getItem } from '../../lib/dynamo/item.ts';
import { queryPage } from '../../lib/dynamo/query.ts';
import { putItem, updateItem } from '../../lib/dynamo/transact.ts';
import * as keys from '../keys.ts';
import { importFromItem, importToItem, type ImportRecord } from '../records.ts';
import type { ImportStatus } from '../../../shared/import/schemas.ts';

export async function getImport(companyId: string, importId: string, options: { consistent?: boolean } = {}): Promise<ImportRecord | null> {
  const item = await getItem(keys.importItem(companyId, importId), options);
  return item ? importFromItem(item) : null;
}

/** One page of the company's imports, newest first: one Query of gsi1 (`C#<cid>#IMPORTS`). */
export async function listImports(
  companyId: string,
  page: { readonly limit: number; readonly cursor?: string | null },
): Promise<{ items: ImportRecord[]; nextCursor: string | null }> {
  const found = await queryPage({ index: 'gsi1', partition: keys.importsPk(companyId), descending: true, ...page });
  return { items: found.items.map(importFromItem), nextCursor: found.nextCursor };
}

/** A new import (label `import`: an id collision). */
export async function createImport(r: ImportRecord): Promise<void> {
  await putItem('import', { Item: importToItem(r), ConditionExpression: 'attribute_not_exists(pk)' });
}

/**
 * Sets fields of an import, conditioned on its status being one of `from` (label `status`: it moved on meanwhile).
 */
export async function updateImport(
  companyId: string,
  importId: string,
  from: readonly ImportStatus[],
  fields: Partial<Omit<ImportRecord, 'companyId' | 'importId'>>,
): Promise<void> {
  const all = Object.entries({ ...fields, updatedAt: new Date().toISOString() });
  const entries = all.filter(([, v]) => v !== undefined);
  // a field given as undefined is removed (a message that no longer holds)
  const removed = all.filter(([, v]) => v === undefined).map(([k]) => k);
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = {};
  entries.forEach(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:f${i}`] = v;
  });
  removed.forEach((k, i) => (names[`#r${i}`] = k));
  from.forEach((s, i) => (values[`:s${i}`] = s));
  await updateItem('status', {
    Key: keys.importItem(companyId, importId),
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}${removed.length ? ` REMOVE ${removed.map((_, i) => `#r${i}`).join(', ')}` : ''}`,
    ConditionExpression: `attribute_exists(pk) AND #status IN (${from.map((_, i) => `:s${i}`).join(', ')})`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

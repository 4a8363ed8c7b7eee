/** The import's rows as the run and the undo read them (apart from the writers: the undo call needs only these). */
import type { AuditContext } from '../../lib/audit.ts';
import { rowRecordId } from '../ids.ts';
import type { RowToWrite } from '../kind.ts';
import * as objects from '../objects.ts';
import type { ImportRecord } from '../records.ts';
import { getJson } from '../storage.ts';
import type { StoredRow } from './validate.ts';

/** Rows per batch: the progress moves after each. */
export const BATCH_ROWS = 250;

/** The context of the imported records' audit entries: the person who validated the file, source `import`. */
export const importAudit = (r: ImportRecord): AuditContext => ({
  companyId: r.companyId,
  actor: r.actor,
  action: 'importRun',
  source: 'import',
  requestId: r.importId,
});

/** The rows of the import as the run writes them. */
export const rowsToWrite = (importId: string, stored: readonly StoredRow[]): RowToWrite<unknown>[] =>
  stored.map((s) => ({
    row: s.row,
    value: s.value,
    recordId: s.update ?? rowRecordId(importId, s.row),
    ...(s.update ? { update: s.update } : {}),
  }));

/** The rows the import created (their records' ids), in row order. */
export async function createdRows(r: ImportRecord) {
  const stored = (await getJson<StoredRow[]>(objects.rowsObject(r.companyId, r.importId))) ?? [];
  return rowsToWrite(r.importId, stored).filter((row) => !row.update);
}

/**
 * Undo (IMPORT.md "Flow" 5): the records the import created, removed while nothing else refers to them. The call
 * checks every created record first and refuses naming the rows in use (409); the worker then removes them one by
 * one (each with its figures and its audit entry), counting `undone`. Updates made by an upsert stay.
 */
import { IMPORT_MESSAGES as M } from '../../../shared/import/messages.ts';
import { isConditionFailed } from '../../lib/dynamo/transact.ts';
import { conflict } from '../../lib/errors.ts';
import { existing, queueOrReset } from './calls.ts';
import { getImport, updateImport } from '../data/imports.ts';
import * as keys from '../keys.ts';
import { kindModule } from '../kinds/index.ts';
import type { ImportRecord } from '../records.ts';
import { getJson } from '../storage.ts';
import { importAudit, rowsToWrite, BATCH_ROWS } from './run.ts';
import type { StoredRow } from './validate.ts';

/** The rows the import created (their records' ids), in row order. */
async function createdRows(r: ImportRecord) {
  const stored = (await getJson<StoredRow[]>(keys.rowsObject(r.companyId, r.importId))) ?? [];
  return rowsToWrite(r.importId, stored).filter((row) => !row.update);
}

/** Row numbers as a person reads them: "2, 5, 7 and 12 more". */
export function rowList(rows: readonly number[], shown = 20): string {
  const head = rows.slice(0, shown).join(', ');
  return rows.length > shown ? `${head} and ${rows.length - shown} more` : head;
}

/** 409 naming the rows whose records other records refer to. */
export async function checkUndoable(r: ImportRecord): Promise<void> {
  const rows = await createdRows(r);
  const mod = kindModule(r.kind);
  const inUse = await mod.referenced(
    r.companyId,
    rows.map((row) => row.recordId),
  );
  const named = rows.filter((row) => inUse.has(row.recordId)).map((row) => row.row);
  if (named.length) throw conflict(M.referenced(rowList(named)));
}

export async function undoImport(companyId: string, importId: string, from: number, deadline: number): Promise<{ next?: number }> {
  const record = await getImport(companyId, importId, { consistent: true });
  if (!record || record.status !== 'undoing') return {};
  const rows = await createdRows(record);
  const mod = kindModule(record.kind);
  const audit = { ...importAudit(record), action: 'importUndo' };
  let undone = from === 0 ? 0 : record.undone;
  const failures = from === 0 ? [] : [...record.failures];
  for (let b = from; b * BATCH_ROWS < rows.length; b++) {
    if (Date.now() > deadline) return { next: b };
    for (const row of rows.slice(b * BATCH_ROWS, (b + 1) * BATCH_ROWS)) {
      const outcome = await mod.remove(audit, row.recordId, new Date());
      if (outcome === 'referenced') failures.push({ row: row.row, message: 'In use by another record: not removed' });
      else undone++;
    }
    await updateImport(companyId, importId, ['undoing'], { undone, failures: failures.slice(0, 100) });
  }
  const kept = failures.length;
  await updateImport(companyId, importId, ['undoing'], {
    status: 'undone',
    undone,
    failures: failures.slice(0, 100),
    message: kept ? `${kept} rows came into use while the undo ran and were kept: rows ${rowList(failures.map((f) => f.row))}` : undefined,
  });
  return {};
}

/** 409 unless the import ran (done, or failed part-way) and nothing refers to what it created; then `undoing` and queued. */
export async function startUndo(companyId: string, importId: string): Promise<void> {
  const r = await existing(companyId, importId, true);
  if (r.status === 'running' || r.status === 'undoing') throw conflict(M.stillRunning);
  if (r.status === 'undone') throw conflict(M.alreadyUndone);
  if (r.status !== 'done' && r.status !== 'failed') throw conflict(M.notRun);
  await checkUndoable(r);
  try {
    await updateImport(companyId, importId, [r.status], { status: 'undoing', undone: 0, failures: [], message: undefined });
  } catch (err) {
    if (isConditionFailed(err, 'status')) throw conflict(M.stillRunning);
    throw err;
  }
  await queueOrReset(companyId, importId, 'undo', r.status);
}

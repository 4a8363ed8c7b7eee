/** The undo call (IMPORT.md "Flow" 5): 409 naming the rows in use, else the import moves to `undoing` and is queued. */
import { IMPORT_MESSAGES as M } from '../../../shared/import/messages.ts';
import { isConditionFailed } from '../../lib/dynamo/transact.ts';
import { conflict } from '../../lib/errors.ts';
import { updateImport } from '../data/imports.ts';
import { kindBasics } from '../kinds/basics.ts';
import { UNDOABLE, type ImportRecord } from '../records.ts';
import { existing, queueOrReset } from './calls.ts';
import { createdRows } from './rows.ts';

/** Row numbers as a person reads them: "2, 5, 7 and 12 more". */
export function rowList(rows: readonly number[], shown = 20): string {
  const head = rows.slice(0, shown).join(', ');
  return rows.length > shown ? `${head} and ${rows.length - shown} more` : head;
}

/** 409 naming the rows whose records other records refer to. */
export async function checkUndoable(r: ImportRecord): Promise<void> {
  const rows = await createdRows(r);
  const mod = kindBasics(r.kind);
  const inUse = await mod.referenced(
    r.companyId,
    rows.map((row) => row.recordId),
  );
  const named = rows.filter((row) => inUse.has(row.recordId)).map((row) => row.row);
  if (named.length) throw conflict(M.referenced(rowList(named)));
}

/** 409 unless the import ran (done, or failed part-way) and nothing refers to what it created; then `undoing` and queued. */
export async function startUndo(companyId: string, importId: string): Promise<void> {
  const r = await existing(companyId, importId, true);
  if (r.status === 'running' || r.status === 'undoing') throw conflict(M.stillRunning);
  if (r.status === 'undone') throw conflict(M.alreadyUndone);
  if (!UNDOABLE.includes(r.status)) throw conflict(M.notRun);
  await checkUndoable(r);
  try {
    await updateImport(companyId, importId, [r.status], { status: 'undoing', undone: 0, failures: [], message: undefined });
  } catch (err) {
    if (isConditionFailed(err, 'status')) throw conflict(M.stillRunning);
    throw err;
  }
  await queueOrReset(companyId, importId, 'undo', r.status);
}

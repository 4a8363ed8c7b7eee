/**
 * Undo (IMPORT.md "Flow" 5): the records the import created, removed while nothing else refers to them. The call
 * checks every created record first and refuses naming the rows in use (409); the worker then removes them one by
 * one (each with its figures and its audit entry), counting `undone`. Updates made by an upsert stay.
 */
import { getImport, updateImport } from '../data/imports.ts';
import { kindModule } from '../kinds/index.ts';
import { BATCH_ROWS, createdRows, importAudit } from './rows.ts';
import { rowList } from './start-undo.ts';

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

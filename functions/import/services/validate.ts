/**
 * Validation (IMPORT.md "Flow" 3), run by the worker: the file streamed from the bucket, the mapping checked against
 * its header, every row checked by its kind with the add call's schema and messages, duplicates inside the file and
 * against the company's records. Every error at once (up to IMPORT_LIMITS.maxErrors); nothing is written but the
 * import's own item and objects: the checked rows (the run's input) or the errors.
 */
import { cellText, IMPORT_LIMITS, REQUIRED_FIELDS } from '../../../shared/import/fields.ts';
import { IMPORT_MESSAGES as M } from '../../../shared/import/messages.ts';
import type { ImportError } from '../../../shared/import/schemas.ts';
import { isConditionFailed } from '../../lib/dynamo/transact.ts';
import { getImport, updateImport } from '../data/imports.ts';
import * as objects from '../objects.ts';
import { kindModule } from '../kinds/index.ts';
import { checkMapping } from '../mapping.ts';
import { FileRefused, readCsv } from '../parse.ts';
import type { ImportRecord } from '../records.ts';
import { objectSize, objectStream, putJson } from '../storage.ts';

/** Rows checked together: the kind reads what they name at once (`lookup`). */
const CHUNK_ROWS = 500;

/** One checked row as stored for the run. */
export interface StoredRow {
  row: number;
  value: unknown;
  update?: string;
}

export async function validateImport(companyId: string, importId: string): Promise<void> {
  const record = await getImport(companyId, importId, { consistent: true });
  if (!record || record.status !== 'validating') return;
  let result: Pick<ImportRecord, 'rows' | 'valid' | 'new' | 'updated' | 'errorCount' | 'errorsTruncated' | 'status'> & { message?: string };
  try {
    result = await checkFile(record);
  } catch (err) {
    if (!(err instanceof FileRefused)) throw err;
    result = { status: 'invalid', message: err.message, rows: 0, valid: 0, new: 0, updated: 0, errorCount: 0, errorsTruncated: false };
  }
  try {
    await updateImport(companyId, importId, ['validating'], result);
  } catch (err) {
    if (!isConditionFailed(err, 'status')) throw err; // validated meanwhile (a message delivered twice)
  }
}

async function checkFile(record: ImportRecord) {
  const { companyId, importId } = record;
  const size = await objectSize(record.fileKey);
  if (size === null) throw new FileRefused(M.fileMissing);
  if (size > IMPORT_LIMITS.maxBytes) throw new FileRefused(M.fileTooLarge);
  if (size === 0) throw new FileRefused(M.empty);
  const stream = await objectStream(record.fileKey);
  if (!stream) throw new FileRefused(M.fileMissing);

  const mod = kindModule(record.kind);
  // an empty required cell's error names its column (the add call's message alone does not say which)
  const required = new Set(REQUIRED_FIELDS[record.kind]);
  const [fields, context] = await Promise.all([mod.fields(companyId), mod.load(companyId, record.mode)]);

  let columns: { field: string; index: number; header: string }[] = [];
  const headerOf = new Map<string, string>();
  const errors: ImportError[] = [];
  let errorCount = 0;
  const stored: StoredRow[] = [];
  const firstRowOf = new Map<string, number>();
  let rows = 0;
  let updated = 0;
  const badRows = new Set<number>();
  const addError = (e: ImportError) => {
    errorCount++;
    badRows.add(e.row);
    if (errors.length < IMPORT_LIMITS.maxErrors) errors.push(e);
  };

  const checkChunk = async (chunk: { row: number; cells: Record<string, string> }[]) => {
    if (mod.lookup)
      await mod.lookup(
        companyId,
        chunk.map((c) => c.cells),
        context,
      );
    for (const { row, cells } of chunk) {
      const checked = mod.check(cells, context);
      let rowOk = checked.issues.length === 0;
      for (const issue of checked.issues) {
        const column = headerOf.get(issue.field) ?? '';
        const message = column && required.has(issue.field) && !cells[issue.field] ? M.emptyCell(issue.message, column) : issue.message;
        addError({ row, column, value: cells[issue.field] ?? '', message });
      }
      if (checked.value !== undefined) {
        for (const [field, key] of Object.entries(mod.uniques(checked.value))) {
          if (!key) continue;
          const id = `${field}\u0000${key}`;
          const first = firstRowOf.get(id);
          if (first === undefined) firstRowOf.set(id, row);
          else {
            rowOk = false;
            // a key of several fields ("name+phone") names each column; one of no field (an existing record) none
            const parts = field.split('+');
            const words = parts.map((f) => headerOf.get(f) ?? f).join(' and ');
            addError({ row, column: headerOf.get(parts[0]) ?? '', value: cells[parts[0]] ?? '', message: M.duplicateInFile(words, first) });
          }
        }
      }
      if (rowOk && checked.value !== undefined) {
        if (checked.update) updated++;
        if (errorCount === 0) stored.push({ row, value: checked.value, ...(checked.update ? { update: checked.update } : {}) });
      }
    }
  };

  let chunk: { row: number; cells: Record<string, string> }[] = [];
  for await (const part of readCsv(stream)) {
    if ('header' in part) {
      ({ columns } = checkMapping(part.header, Object.fromEntries(record.mapping), fields, REQUIRED_FIELDS[record.kind]));
      for (const c of columns) headerOf.set(c.field, c.header);
      continue;
    }
    rows++;
    const cells: Record<string, string> = {};
    for (const c of columns) cells[c.field] = cellText(part.cells[c.index]);
    chunk.push({ row: part.row, cells });
    if (chunk.length === CHUNK_ROWS) {
      await checkChunk(chunk);
      chunk = [];
    }
  }
  if (chunk.length) await checkChunk(chunk);

  const valid = rows - badRows.size;
  if (errorCount > 0) {
    await putJson(objects.errorsObject(companyId, importId), errors);
    return {
      status: 'invalid' as const,
      rows,
      valid,
      new: valid - updated,
      updated,
      errorCount,
      errorsTruncated: errorCount > errors.length,
    };
  }
  await putJson(objects.rowsObject(companyId, importId), stored);
  return { status: 'valid' as const, rows, valid, new: valid - updated, updated, errorCount: 0, errorsTruncated: false };
}

/** The mapping of a file's columns to a kind's fields (IMPORT.md "Flow" 2), checked against the file's header. */
import { SKIP_COLUMN } from '../../shared/import/fields.ts';
import { IMPORT_MESSAGES as M } from '../../shared/import/messages.ts';
import { FileRefused } from './parse.ts';

/** The mapping against the file's header: every header mapped (to a field or left out), each field once, the required ones there. */
export function checkMapping(
  header: readonly string[],
  mapping: Readonly<Record<string, string>>,
  fields: readonly string[],
  required: readonly string[],
): { columns: { field: string; index: number; header: string }[] } {
  const seenHeaders = new Set<string>();
  for (const h of header) {
    if (seenHeaders.has(h)) throw new FileRefused(`Two columns are named "${h}": rename one`);
    seenHeaders.add(h);
    if (!(h in mapping)) throw new FileRefused(M.unknownColumn(h));
  }
  for (const h of Object.keys(mapping)) if (!seenHeaders.has(h)) throw new FileRefused(M.headerMissing(h));
  const known = new Set(fields);
  const columns: { field: string; index: number; header: string }[] = [];
  const mapped = new Set<string>();
  header.forEach((h, index) => {
    const field = mapping[h];
    if (field === SKIP_COLUMN) return;
    if (!known.has(field)) throw new FileRefused(M.unknownField(field));
    if (mapped.has(field)) throw new FileRefused(M.fieldTwice(field));
    mapped.add(field);
    columns.push({ field, index, header: h });
  });
  for (const f of required) if (!mapped.has(f)) throw new FileRefused(M.missingColumn(f));
  return { columns };
}

/**
 * An export's columns for a kind that can be imported: the import template's headers (shared/import/fields.ts), in
 * its order, so the file imports back (IMPORT.md "Export"). The fields module is plain constants: no schemas here.
 */
import { IMPORT_FIELDS, type ImportKind } from '../../../shared/import/fields.ts';
import type { CsvColumn, CsvValue } from './csv.ts';

export type ImportFieldOf<K extends ImportKind> = (typeof IMPORT_FIELDS)[K][number];

/** One value per template field (every one, checked by the type); `extra` columns follow them. */
export function importTemplateColumns<K extends ImportKind, Row>(
  kind: K,
  values: { readonly [F in ImportFieldOf<K>]: (row: Row) => CsvValue },
  extra: readonly CsvColumn<Row>[] = [],
): CsvColumn<Row>[] {
  const fields: readonly ImportFieldOf<K>[] = IMPORT_FIELDS[kind];
  return [...fields.map((field) => ({ header: field, value: values[field] })), ...extra];
}

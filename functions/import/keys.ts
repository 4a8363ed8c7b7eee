/**
 * Every key of the import area (import as a namespace). An import and its row markers live in the company's
 * partition; the files live in the private bucket under `imports/<company>/` (./objects.ts).
 */
import { companyPk } from '../lib/dynamo/company.ts';

/** The import: its kind, mapping, counts and status. */
export const importItem = (companyId: string, importId: string) => ({ pk: companyPk(companyId), sk: `IMPORT#${importId}` });

/** gsi1 of an import: the company's imports by id (ULIDs sort by time), apart from the row markers of its partition. */
export const importIndex = (companyId: string, importId: string) => ({ gsi1pk: importsPk(companyId), gsi1sk: importId });
export const importsPk = (companyId: string) => `${companyPk(companyId)}#IMPORTS`;

/** Row numbers sort as text: 6 digits cover 50,000 rows and the header. */
const rowPart = (row: number) => String(row).padStart(6, '0');
/** A row an upsert updated (written in its transaction: a resumed run skips the row; new records need none, their ids derive from the row). */
export const rowMarker = (companyId: string, importId: string, row: number) => ({
  pk: companyPk(companyId),
  sk: `IMPORT#${importId}#ROW#${rowPart(row)}`,
});

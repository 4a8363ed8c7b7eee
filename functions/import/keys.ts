/**
 * Every key of the import area (import as a namespace). An import and its row markers live in the company's
 * partition; the files live in the private bucket under `imports/<company>/`.
 */
import { companyPk } from '../lib/dynamo/company.ts';

/** The import: its kind, mapping, counts and status. */
export const importItem = (companyId: string, importId: string) => ({ pk: companyPk(companyId), sk: `IMPORT#${importId}` });

/** Row numbers sort as text: 6 digits cover 50,000 rows and the header. */
const rowPart = (row: number) => String(row).padStart(6, '0');
/** A row the run wrote: the record it created or updated (resume skips it; undo reads them back). */
export const rowMarker = (companyId: string, importId: string, row: number) => ({
  pk: companyPk(companyId),
  sk: `IMPORT#${importId}#ROW#${rowPart(row)}`,
});
export const rowMarkersPrefix = (importId: string) => `IMPORT#${importId}#ROW#`;

// ───────────── objects of the private bucket ─────────────

const companyFolder = (companyId: string) => `imports/${companyId}/`;
/** Where the browser puts a file (a presigned PUT): under the company's folder, so another company's key is refused. */
export const uploadObject = (companyId: string, uploadId: string) => `${companyFolder(companyId)}uploads/${uploadId}.csv`;
export const isCompanyUpload = (companyId: string, fileKey: string) =>
  fileKey.startsWith(`${companyFolder(companyId)}uploads/`) &&
  /^[0-9A-Za-z]+\.csv$/.test(fileKey.slice(`${companyFolder(companyId)}uploads/`.length));
/** The checked rows, ready to write (JSON). */
export const rowsObject = (companyId: string, importId: string) => `${companyFolder(companyId)}${importId}/rows.json`;
/** Every error of the file (JSON). */
export const errorsObject = (companyId: string, importId: string) => `${companyFolder(companyId)}${importId}/errors.json`;

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
/**
 * Where the browser puts a file (a presigned PUT): under the company's folder, so another company's key is refused;
 * the last part is the file's own name (letters, digits, `.`, `_`, `-`; others become `_`), which the import shows.
 */
export const uploadObject = (companyId: string, uploadId: string, fileName: string) =>
  `${companyFolder(companyId)}uploads/${uploadId}/${safeFileName(fileName)}`;
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-120);
const UPLOAD_PART = /^[0-9A-Z]{26}\/[A-Za-z0-9._-]{1,120}$/;
export const isCompanyUpload = (companyId: string, fileKey: string) =>
  fileKey.startsWith(`${companyFolder(companyId)}uploads/`) &&
  UPLOAD_PART.test(fileKey.slice(`${companyFolder(companyId)}uploads/`.length));
/** The checked rows, ready to write (JSON). */
export const rowsObject = (companyId: string, importId: string) => `${companyFolder(companyId)}${importId}/rows.json`;
/** Every error of the file (JSON). */
export const errorsObject = (companyId: string, importId: string) => `${companyFolder(companyId)}${importId}/errors.json`;

/** The import's objects in the private bucket, all under `imports/<company>/` (their reads and writes: ./storage.ts). */

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

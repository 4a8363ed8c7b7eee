/** The import calls' requests and answers (IMPORT.md "Import"). */
import * as z from 'zod/mini';
import { idField, pageQueryFields } from '../schemas/common.ts';
import { IMPORT_KINDS, type ImportKind } from './fields.ts';
import { IMPORT_MESSAGES as M } from './messages.ts';

const kindField = () => z.enum(IMPORT_KINDS, { error: M.kind });

export const templateQuery = /* @__PURE__ */ (() => z.object({ kind: kindField() }))();
export type TemplateQuery = z.output<typeof templateQuery>;

export const uploadUrlSchema = /* @__PURE__ */ (() =>
  z.object({
    kind: kindField(),
    fileName: z
      .string({ error: M.fileName })
      .check(z.trim(), z.minLength(1, { error: M.fileName }), z.maxLength(200, { error: M.fileName })),
  }))();
export type UploadUrlInput = z.output<typeof uploadUrlSchema>;
export interface UploadUrl {
  fileKey: string;
  /** A presigned PUT of the private bucket, valid 15 minutes. */
  url: string;
}

export const IMPORT_MODES = ['create', 'upsert'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const validateSchema = /* @__PURE__ */ (() =>
  z.object({
    kind: kindField(),
    fileKey: idField(M.fileKey, 300),
    // { "<header in the file>": "<field>" }; "" leaves the column out
    mapping: z.record(z.string({ error: M.mapping }), z.string({ error: M.mapping }), { error: M.mapping }),
    mode: z._default(z.enum(IMPORT_MODES, { error: M.mode }), 'create'),
  }))();
export type ValidateInput = z.output<typeof validateSchema>;

export const importIdSchema = /* @__PURE__ */ (() => z.object({ importId: idField(M.importId, 40) }))();
export type ImportIdInput = z.output<typeof importIdSchema>;

export interface ImportError {
  /** As a spreadsheet shows it: 1 is the header, the first data row is 2. */
  row: number;
  /** The file's header of the column ('' when the error is about the whole row). */
  column: string;
  value: string;
  message: string;
}

export type ImportStatus = 'validating' | 'invalid' | 'valid' | 'running' | 'failed' | 'done' | 'undoing' | 'undone';

/** POST validate (200 when done at once; 202 `{ importId, status: 'validating' }` for a large file, then GET). */
export interface ValidationResult {
  importId: string;
  rows: number;
  valid: number;
  new: number;
  updated: number;
  errors: ImportError[];
  /** True when the file had more errors than listed (IMPORT_LIMITS.maxErrors). */
  errorsTruncated?: boolean;
}

/** GET /api/import/{id}: the progress, and the validation's answer once there. */
export interface ImportState extends Partial<ValidationResult> {
  importId: string;
  kind: ImportKind;
  mode: ImportMode;
  fileName: string;
  status: ImportStatus;
  total: number;
  done: number;
  failed: number;
  /** Rows removed by an undo so far. */
  undone: number;
  createdAt: string;
  message?: string;
  /** The first rows the run could not write (or the undo kept), with why. */
  failures?: { row: number; message: string }[];
}

export type ValidateResponse = ValidationResult | { importId: string; status: 'validating' };

export const importListQuery = /* @__PURE__ */ (() => z.object(pageQueryFields()))();
export type ImportListQuery = z.output<typeof importListQuery>;

/** GET /api/import/all: one past import, as the Import screen lists it. */
export interface ImportSummary {
  importId: string;
  kind: ImportKind;
  mode: ImportMode;
  fileName: string;
  /** Who validated and ran it (the name its records' entries carry). */
  by: string;
  createdAt: string;
  rows: number;
  new: number;
  updated: number;
  done: number;
  failed: number;
  undone: number;
  status: ImportStatus;
  /** Undo may be asked for (it ran and created records); the undo call still refuses records in use (409 naming the rows). */
  undoable: boolean;
}

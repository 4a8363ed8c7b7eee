/** The import's items (keys: ./keys.ts). */
import type { AuditActor } from '../../shared/audit/types.ts';
import type { ImportKind } from '../../shared/import/fields.ts';
import type { ImportMode, ImportState, ImportStatus, ImportSummary } from '../../shared/import/schemas.ts';
import { withoutKeys, type Item } from '../lib/dynamo/item.ts';
import * as keys from './keys.ts';

export interface ImportRecord {
  companyId: string;
  importId: string;
  kind: ImportKind;
  mode: ImportMode;
  fileKey: string;
  fileName: string;
  /** The mapping as [header, field] pairs (a header may be empty: DynamoDB keeps no empty map key). */
  mapping: [string, string][];
  status: ImportStatus;
  /** Who validated it: the imported records' audit entries name them (source `import`). */
  actor: AuditActor;
  /** Data rows in the file. */
  rows: number;
  valid: number;
  new: number;
  updated: number;
  errorCount: number;
  errorsTruncated: boolean;
  /** Rows the run has got through (written, or failed), rows that failed, rows an undo removed. */
  done: number;
  failed: number;
  undone: number;
  /** The first rows that failed in the run, or that an undo could not remove, with why. */
  failures: { row: number; message: string }[];
  /** A refusal of the whole file (validation), or of the run. */
  message?: string;
  createdAt: string;
  updatedAt: string;
}

export const importToItem = (r: ImportRecord): Item => ({
  ...keys.importItem(r.companyId, r.importId),
  ...keys.importIndex(r.companyId, r.importId),
  type: 'IMPORT',
  ...r,
});
export const importFromItem = (item: Item): ImportRecord => withoutKeys<ImportRecord>(item);

export const stateOf = (r: ImportRecord): ImportState => ({
  importId: r.importId,
  kind: r.kind,
  mode: r.mode,
  fileName: r.fileName,
  status: r.status,
  total: r.valid,
  done: r.done,
  failed: r.failed,
  undone: r.undone,
  createdAt: r.createdAt,
  ...(r.message ? { message: r.message } : {}),
  ...(r.status === 'validating' ? {} : { rows: r.rows, valid: r.valid, new: r.new, updated: r.updated }),
});

/** Statuses an undo may start from (services/start-undo.ts: then it checks what refers to the created records). */
export const UNDOABLE: readonly ImportStatus[] = ['done', 'failed'];

/** A row of the past imports list. */
export const summaryOf = (r: ImportRecord): ImportSummary => ({
  importId: r.importId,
  kind: r.kind,
  mode: r.mode,
  fileName: r.fileName,
  by: r.actor.name,
  createdAt: r.createdAt,
  rows: r.rows,
  new: r.new,
  updated: r.updated,
  done: r.done,
  failed: r.failed,
  undone: r.undone,
  status: r.status,
  undoable: UNDOABLE.includes(r.status) && r.new > 0,
});

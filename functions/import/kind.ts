/**
 * What one kind of record brings to the import (IMPORT.md "Import"): its fields, how a row is checked (the add call's
 * schema and messages, and the duplicate checks against what the company has), what writing a row adds to the
 * row's transaction (the record, its audit entry with source `import`, the maintained figures: exactly as the add
 * call), and how undo removes it. The core (services/validate.ts, run.ts, undo.ts) does the rest for every kind:
 * parsing, mapping, row numbers, duplicates inside the file, batches, progress, resume.
 */
import type { ImportKind } from '../../shared/import/fields.ts';
import type { ImportMode } from '../../shared/import/schemas.ts';
import type { AuditContext } from '../lib/audit.ts';
import type { Key } from '../lib/dynamo/item.ts';
import type { TransactOp } from '../lib/dynamo/transact.ts';

/** A problem with one cell (`field`: the field it was mapped to) or with the whole row (`field` ''). */
export interface RowIssue {
  field: string;
  message: string;
}

export interface CheckedRow<V> {
  /** The row as the add call would take it; absent when `issues` is not empty. */
  value?: V;
  /** Upsert: the id of the existing record this row updates. */
  update?: string;
  issues: RowIssue[];
}

/** One checked row as the run writes it. */
export interface RowToWrite<V> {
  row: number;
  value: V;
  /** The new record's id, derived from the import and the row (a resumed run writes the same record). */
  recordId: string;
  update?: string;
}

/**
 * What the template and the undo call need of a kind (kinds/basics.ts): small, so their Lambdas do not bundle the
 * kinds' writers (the stock service, the rent services).
 */
export interface ImportKindBasics {
  readonly kind: ImportKind;
  /** The template's headers for this company (items: one `stock:<warehouse>` per warehouse after the fields). */
  fields(companyId: string): Promise<string[]>;
  /** The template's example row, by field. */
  readonly example: Readonly<Record<string, string>>;
  /** Undo: the created records other records refer to (undo is refused naming their rows). */
  referenced(companyId: string, recordIds: readonly string[]): Promise<Set<string>>;
}

export interface ImportKindModule<V = unknown, C = unknown> extends ImportKindBasics {
  /** What the checks need besides the row (existing SKUs, names, buildings…), read once per validation. */
  load(companyId: string, mode: ImportMode): Promise<C>;
  /**
   * Before `check`, for each chunk of rows (about 500): reads what the rows name (the SKUs' claims…) into the
   * context, so a validation reads in proportion to the file, never to the company's history.
   */
  lookup?(companyId: string, rows: readonly Readonly<Record<string, string>>[], context: C): Promise<void>;
  /** One row's cells by field (trimmed text; '' when empty or not mapped) → the value, or every issue of the row. */
  check(cells: Readonly<Record<string, string>>, context: C): CheckedRow<V>;
  /** Values that must be unique inside the file, by field (normalised: the core reports the later row). */
  uniques(value: V): Readonly<Record<string, string>>;
  /**
   * The row's writes for its transaction: the record (a Put conditioned on not existing, label `record`: a
   * resumed run takes it as written), its audit entry, the
   * maintained figures (Updates of counters: the core merges those of the rows sharing a transaction). Condition
   * labels other than the core's are turned into the row's failure message by `conflicts`.
   */
  writeOps(audit: AuditContext, row: RowToWrite<V>, now: Date): Promise<TransactOp[]>;
  /** Messages of the condition labels `writeOps` uses (e.g. `sku` → the add call's "SKU already exists"). */
  readonly conflicts: Readonly<Record<string, string>>;
  /** The key of a created record: a resumed run reads these to skip the rows already written. */
  key(companyId: string, recordId: string): Key;
  /**
   * Writes that cannot share the rows' transactions, made right after them and again by a resumed run for every
   * row of the batch, so they must be idempotent (items: the search index entries; the opening stock through the
   * stock service, once, by its own marker).
   */
  afterWrite?(audit: AuditContext, importId: string, rows: readonly RowToWrite<V>[], now: Date): Promise<void>;
  /**
   * Undo of one created record: removes it, its figures and side items, with an audit entry, conditioned on nothing
   * referring to it (label `referenced`). 'gone' when it is not there (a resumed undo).
   */
  remove(audit: AuditContext, recordId: string, now: Date): Promise<'removed' | 'gone' | 'referenced'>;
}

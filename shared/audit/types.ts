/**
 * The audit trail's shapes (CORRECTIONS.md "The audit trail"): what an entry holds as the API answers it.
 * Plain types and constants, no imports: the SPA's History panel and Activity page use them too.
 */

/** What a record is, as its entries file it (a payment and its void under `payment`, with the payment's id). */
export const AUDIT_KINDS = [
  'building',
  'room',
  'tenant',
  'rent',
  'payment',
  'item',
  'warehouse',
  'category',
  'supplier',
  'customer',
  'purchase_order',
  'sales_order',
  'invoice',
  'expense',
  'account',
  'settings',
  'maintenance',
  'transfer',
  'stock_count',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const isAuditKind = (value: unknown): value is AuditKind => (AUDIT_KINDS as readonly unknown[]).includes(value);

/** Who changed it: a signed-in account, or the product itself (scheduled jobs). */
export type AuditActor = { readonly id: string; readonly name: string; readonly email: string } | { readonly name: 'System' };

/** Where the change came from. */
export type AuditSource = 'api' | 'automation' | 'import' | 'portal';

/** A value as the API shows it (money as its dollars, dates as the API's strings); a secret only as `changed`. */
export type AuditValue = string | number | boolean | null;

export interface AuditChange {
  /** The field's name as the API's bodies and responses name it. */
  readonly field: string;
  readonly before: AuditValue;
  readonly after: AuditValue;
}

/**
 * The product's own actions (scheduled jobs, the demo data) as entries name them; imports and the demo's orders
 * name the route they stand for (`importRun`, `purchaseOrderAdd`). The screens give each a label.
 */
export const SYSTEM_ACTIONS = {
  automationRun: 'automation.run',
  seedDemo: 'seedDemo',
  seedDemoRent: 'seedDemoRent',
  seedDemoMaintenance: 'seedDemoMaintenance',
  demoData: 'demoData',
} as const;

/** What a secret (a password) shows as in an entry: that it changed, never a value or a hash. */
export const SECRET_CHANGED = 'changed';

/** One entry, as `GET /api/audit/record` and `GET /api/audit/all` answer it. */
export interface AuditEntry {
  readonly id: string;
  /** ISO instant. */
  readonly at: string;
  readonly actor: AuditActor;
  /** The route's name (`payRent`), or the job's. */
  readonly action: string;
  readonly kind: AuditKind;
  readonly record_id: string;
  /** What a person recognises the record by: `Room 101 · Building 7`, `PO-00012`. */
  readonly record_label: string;
  readonly changes: readonly AuditChange[];
  readonly source: AuditSource;
  readonly request_id: string;
}

/** The corrections' shared answers (CORRECTIONS.md "Principles"). */
export const CORRECTION_MESSAGES = {
  noChanges: 'No changes detected',
  staleVersion: 'This record was changed by someone else. Reload and try again.',
  version: 'Version must be the whole number the record was read with',
} as const;

export const AUDIT_MESSAGES = {
  kind: 'Kind must be one of: building, room, tenant, rent, payment, item, warehouse, category, supplier, customer, purchase_order, sales_order, invoice, expense, account, settings, maintenance, transfer, stock_count',
  recordId: 'Record id is required',
  from: 'From must be a date written yyyy-mm-dd',
  to: 'To must be a date written yyyy-mm-dd',
  range: 'From must not be after To',
  actor: 'Actor must be an account id',
} as const;

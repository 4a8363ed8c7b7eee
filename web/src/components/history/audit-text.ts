/**
 * The audit trail in words, once, for the History panel and the Activity page (and its CSV): kinds and actions
 * as a person reads them, values as the API shows them, and when as dd/mm/yyyy HH:mm in UTC (the Activity
 * filters' from/to are UTC days, so the times shown are on the same clock; "UTC" is written after them).
 */
import { AUDIT_KINDS, type AuditActor, type AuditChange, type AuditKind, type AuditValue } from '../../../../shared/audit/types.ts';

const KIND_WORDS: Record<AuditKind, string> = {
  building: 'Building',
  room: 'Room',
  tenant: 'Tenant',
  rent: 'Rent',
  payment: 'Payment',
  item: 'Item',
  warehouse: 'Warehouse',
  category: 'Category',
  supplier: 'Supplier',
  customer: 'Customer',
  purchase_order: 'Purchase order',
  sales_order: 'Sales order',
  invoice: 'Invoice',
  expense: 'Expense',
  account: 'Linked account',
  settings: 'Company settings',
};

/** 'purchase_order' → "Purchase order" (an unknown kind as it came). */
export const kindInWords = (kind: string): string => KIND_WORDS[kind as AuditKind] ?? kind;

/** Every kind, in the contract's order, for a filter. */
export const AUDIT_KIND_OPTIONS = AUDIT_KINDS.map((kind) => ({ value: kind, label: KIND_WORDS[kind] }));

/** Actions whose route name reads badly split into words. */
const ACTION_WORDS: Readonly<Record<string, string>> = {
  changeMasterPassword: 'Changed the master password',
  replenishmentDraftOrders: 'Draft orders from Replenishment',
};

/**
 * The route's name as words: `payRent` → "Pay rent", `updateLinkedAccount` → "Update linked account"
 * (a new route reads sensibly without an entry here).
 */
export function actionInWords(action: string): string {
  const known = ACTION_WORDS[action];
  if (known) return known;
  const words = action
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}

export const actorName = (actor: AuditActor): string => actor.name;
export const actorEmail = (actor: AuditActor): string => ('email' in actor ? actor.email : '');

/** A value as the API showed it; absent (a record created or removed) as "—", true/false as Yes/No. */
export function valueText(value: AuditValue): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** "rent_price: 1200 → 1250" (secrets arrive as 'changed' and show so). */
export const changeText = (change: AuditChange): string => `${change.field}: ${valueText(change.before)} → ${valueText(change.after)}`;

const two = (n: number) => String(n).padStart(2, '0');

/** An entry's instant as "26/11/2026 03:04 UTC"; "N/A" when it is not a date. */
export function formatAuditTime(at: string): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return 'N/A';
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}

/**
 * What an edit changes, field by field: the one comparison behind an edit's 400 `No changes detected` and its
 * audit entry's `changes` (CORRECTIONS.md). Values are compared as the API shows them (the caller maps money to
 * dollars and dates to the API's strings before); a secret field shows only that it changed.
 */
import { SECRET_CHANGED, type AuditChange, type AuditValue } from './types.ts';

export type Snapshot = Readonly<Record<string, AuditValue | undefined>>;

/**
 * The fields whose value differs between `before` and `after`, in `after`'s field order then `before`'s
 * (a field absent on one side counts as null). `secret` fields appear as `{ before: null, after: 'changed' }`.
 */
export function changesBetween(before: Snapshot, after: Snapshot, options: { secret?: readonly string[] } = {}): AuditChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = before[field] ?? null;
    const now = after[field] ?? null;
    if (Object.is(was, now)) continue;
    changes.push(options.secret?.includes(field) ? { field, before: null, after: SECRET_CHANGED } : { field, before: was, after: now });
  }
  return changes;
}

/** A record that came into being: every field set, from nothing. */
export const created = (after: Snapshot, options: { secret?: readonly string[] } = {}): AuditChange[] => changesBetween({}, after, options);

/** A record that went: every field it had, to nothing. */
export const removed = (before: Snapshot): AuditChange[] => changesBetween(before, {});

/**
 * Optimistic concurrency for edits (CORRECTIONS.md "Principles"): an edit carries the `version` it read, and the
 * write's condition lets it through only while the record still has that version, raising it by one. Two edits
 * made from one version: the first wins, the second's condition fails (409 stale, mapped by the service).
 * A record stored before versions has none and reads as version 0.
 */
import { isConditionFailed } from './transact.ts';

export interface VersionGuard {
  /** Joined into the write's ConditionExpression with AND. */
  readonly condition: string;
  /** Joined into the write's UpdateExpression's SET clause. */
  readonly set: string;
  readonly names: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, number>>;
}

export function versionGuard(expected: number): VersionGuard {
  if (!Number.isInteger(expected) || expected < 0) throw new RangeError(`A version is a whole number: ${expected}`);
  return {
    condition: expected === 0 ? '(attribute_not_exists(#version) OR #version = :readVersion)' : '#version = :readVersion',
    set: '#version = :nextVersion',
    names: { '#version': 'version' },
    values: { ':readVersion': expected, ':nextVersion': expected + 1 },
  };
}

/** The version a stored record has (0 before its first versioned edit). */
export const versionOf = (record: { version?: unknown }): number => (typeof record.version === 'number' ? record.version : 0);

/** How often an edit sent without a version is read again when another edit landed between its read and its write. */
const UNVERSIONED_ATTEMPTS = 5;

/**
 * An edit of one of the seed's own update calls (`product/update`, `supplier/update`, `customer/update`, the invoices'
 * `update`), where `version` is optional: the seed's screens never sent one. Sent, the write is conditioned on it (a
 * stale one fails, for the service to answer 409). Absent, the write is conditioned on the version just read, and an
 * edit that lands in between makes `edit` run again on what is stored then, so the change goes through as it did
 * before versions (audited like any other). `edit` reads the record, passes it to `expected` for the version to
 * condition its write on, and writes; its failed condition must carry `label`.
 */
export async function editWithOptionalVersion<T>(
  sent: number | undefined,
  label: string,
  edit: (expected: (read: { version?: unknown }) => number) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await edit((read) => sent ?? versionOf(read));
    } catch (err) {
      if (sent !== undefined || attempt >= UNVERSIONED_ATTEMPTS || !isConditionFailed(err, label)) throw err;
    }
  }
}

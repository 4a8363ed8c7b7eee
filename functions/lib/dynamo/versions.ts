/**
 * Optimistic concurrency for edits (CORRECTIONS.md "Principles"): an edit carries the `version` it read, and the
 * write's condition lets it through only while the record still has that version, raising it by one. Two edits
 * made from one version: the first wins, the second's condition fails (409 stale, mapped by the service).
 * A record stored before versions has none and reads as version 0.
 */
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

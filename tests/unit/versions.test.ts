import { describe, expect, it } from 'vitest';
import { versionGuard, versionOf } from '../../functions/lib/dynamo/versions.ts';

describe('versionGuard', () => {
  it.each([
    [0, '(attribute_not_exists(#version) OR #version = :readVersion)', 0, 1],
    [1, '#version = :readVersion', 1, 2],
    [41, '#version = :readVersion', 41, 42],
  ])('read at version %i', (expected, condition, read, next) => {
    const guard = versionGuard(expected);
    expect(guard.condition).toBe(condition);
    expect(guard.set).toBe('#version = :nextVersion');
    expect(guard.names).toEqual({ '#version': 'version' });
    expect(guard.values).toEqual({ ':readVersion': read, ':nextVersion': next });
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s', (expected) => {
    expect(() => versionGuard(expected)).toThrow(RangeError);
  });
});

describe('versionOf', () => {
  it.each([
    [{}, 0],
    [{ version: 3 }, 3],
    [{ version: '3' }, 0],
  ])('%j reads as %i', (record, version) => {
    expect(versionOf(record)).toBe(version);
  });
});

/**
 * The unit project shares one module graph between its files (vitest.config.ts `isolate: false`), so a file that
 * replaces a module with vi.mock must be listed to run alone in `unit-mocks`: this fails when one is not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNIT_WITH_MODULE_MOCKS } from '../../vitest.config.ts';

const unitFiles = (readdirSync('tests/unit', { recursive: true }) as string[])
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => join('tests/unit', f));

describe('unit test projects', () => {
  it('lists every unit file that mocks a module, and only those', () => {
    const mocking = unitFiles.filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, 'utf8'))).sort();
    expect(mocking).toEqual([...UNIT_WITH_MODULE_MOCKS].sort());
  });
});

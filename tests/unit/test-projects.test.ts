/**
 * The unit and infra projects share one module graph between their files (vitest.config.ts `isolate: false`), so a
 * file that replaces a module with vi.mock must be listed to run apart in `mocks`: this fails when one is not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WITH_MODULE_MOCKS } from '../../vitest.config.ts';

const filesOf = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.test\.tsx?$/.test(f)).map((f) => join(dir, f));

describe('test projects that share a module graph', () => {
  it('list every unit and infra file that mocks a module (run apart, in `mocks`), and only those', () => {
    const mocking = [...filesOf('tests/unit'), ...filesOf('tests/infra')]
      .filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, 'utf8')))
      .sort();
    expect(mocking).toEqual([...WITH_MODULE_MOCKS].sort());
  });
});

/**
 * functions/lib/lazy-streams.ts stands in for node:stream/web and node:stream/promises in every Lambda
 * bundle (infra/bundling.ts): it must behave as the real modules, and the bundles must not load them.
 */
import { Readable, Writable } from 'node:stream';
import * as realPromises from 'node:stream/promises';
import * as realWeb from 'node:stream/web';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '../../infra/bundling.ts';
import { pipeline, ReadableStream } from '../../functions/lib/lazy-streams.ts';

async function readAll(stream: realWeb.ReadableStream<string>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

describe('lazy stand-ins for node:stream/web and node:stream/promises', () => {
  it('constructs a real ReadableStream that reads as one', async () => {
    const stream = new ReadableStream<string>({
      start(controller) {
        controller.enqueue('a');
        controller.enqueue('b');
        controller.close();
      },
    });
    expect(stream).toBeInstanceOf(realWeb.ReadableStream);
    expect(await readAll(stream)).toBe('ab');
  });

  it.each([
    ['a real ReadableStream', () => new realWeb.ReadableStream(), true],
    ['a node Readable', () => Readable.from(['x']), false],
    ['a string', () => 'text', false],
    ['null', () => null, false],
  ])('answers instanceof for %s like the real class', (_name, make, expected) => {
    const value: unknown = make();
    expect(value instanceof ReadableStream).toBe(expected);
    expect(value instanceof realWeb.ReadableStream).toBe(expected);
  });

  it('passes static members through (ReadableStream.from)', async () => {
    expect(typeof ReadableStream.from).toBe(typeof realWeb.ReadableStream.from);
    expect(await readAll(ReadableStream.from(['c', 'd']))).toBe('cd');
  });

  it('pipes like stream/promises pipeline and rejects like it', async () => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        written += chunk.toString();
        done();
      },
    });
    await pipeline(Readable.from(['x', 'y', 'z']), sink);
    expect(written).toBe('xyz');

    const failing = new Readable({
      read() {
        this.destroy(new Error('broken source'));
      },
    });
    const other = new Writable({ write: (_c, _e, done) => done() });
    await expect(pipeline(failing, other)).rejects.toThrow('broken source');
    expect(typeof realPromises.pipeline).toBe('function');
  });
});

describe('Lambda bundles', () => {
  it('do not import node:stream/web or node:stream/promises (middy gets the lazy stand-ins)', async () => {
    const result = await build({
      ...lambdaEsbuildOptions(),
      entryPoints: ['functions/account/handlers/logout.ts'],
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const text = result.outputFiles[0].text;
    expect(Object.keys(result.metafile.inputs).some((p) => p.includes('node_modules/@middy/core'))).toBe(true);
    expect(text).not.toMatch(/from\s*"node:stream\/(web|promises)"/);
    expect(Object.keys(result.metafile.inputs)).toContain('functions/lib/lazy-streams.ts');
  });
});

/**
 * Stand-in for `node:stream/web` and `node:stream/promises` in the Lambda bundles (an esbuild alias in
 * infra/bundling.ts). @middy/core imports `ReadableStream` and `pipeline` at its top for streamed
 * responses, which no handler here sends; loading those two node modules costs every cold start about
 * 3 ms (a tenth of the DynamoDB client's own import). Here each loads on first use and then behaves as
 * the real one: `new`, `instanceof` and static members of ReadableStream, and pipeline, pass through.
 * Only these two names are provided, so a bundled module that wants anything else from either module
 * fails the build instead of getting a wrong value.
 */
import { createRequire } from 'node:module';

type WebStreams = typeof import('node:stream/web');
type StreamPromises = typeof import('node:stream/promises');

const require = createRequire(import.meta.url);
let web: WebStreams | undefined;
let promises: StreamPromises | undefined;
const realReadableStream = () => (web ??= require('node:stream/web') as WebStreams).ReadableStream;

const stand = function ReadableStream() {} as unknown as WebStreams['ReadableStream'];

export const ReadableStream: WebStreams['ReadableStream'] = new Proxy(stand, {
  construct: (target, args, newTarget) =>
    Reflect.construct(realReadableStream(), args, newTarget === target ? realReadableStream() : newTarget) as object,
  get: (_target, key) =>
    key === Symbol.hasInstance ? (value: unknown) => value instanceof realReadableStream() : Reflect.get(realReadableStream(), key),
});

export const pipeline = ((...args: unknown[]) =>
  ((promises ??= require('node:stream/promises') as StreamPromises).pipeline as (...a: unknown[]) => Promise<void>)(
    ...args,
  )) as StreamPromises['pipeline'];

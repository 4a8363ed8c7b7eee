import type { Server } from 'node:http';
import { LocalServiceError } from './dynamo.ts';

export interface MailLocal {
  /** Where the SES v2 client sends (MAIL_ENDPOINT); also the inbox page, and `GET /store` lists what was sent. */
  readonly endpoint: string;
  stop(): Promise<void>;
}

type StartEmulator = (config: { host: string; port: number }) => Promise<Server>;

/**
 * aws-ses-v2-local: the SES v2 API on loopback, keeping what is sent in memory (its page at `/` is the inbox). The
 * product's own SES client talks to it through MAIL_ENDPOINT. Loaded on demand: a CommonJS module whose default
 * export arrives wrapped once more when imported from ESM.
 */
export async function startMailLocal(options: { port: number }): Promise<MailLocal> {
  const mod = (await import('aws-ses-v2-local')) as unknown as { default: StartEmulator | { default: StartEmulator } };
  const start = typeof mod.default === 'function' ? mod.default : mod.default.default;
  let server: Server;
  try {
    server = await Promise.race([
      start({ host: '127.0.0.1', port: options.port }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 10 s')), 10_000).unref()),
    ]);
  } catch (err) {
    throw new LocalServiceError(`The local email service could not start on port ${options.port}: ${(err as Error).message}`);
  }
  // express 5 calls back on a listen error too (a port in use): the server then is not listening
  if (!server.listening)
    throw new LocalServiceError(`The local email service could not listen on 127.0.0.1:${options.port} (is the port in use?)`);
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Per test file: a fresh table on the shared DynamoDB Local, the handlers pointed at it, the local import queue
 * (the import worker in-process) and the local gateway on a free port. Requests go over real HTTP, through the same
 * code `npm start` runs.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, inject } from 'vitest';
import { resetSecretsCache } from '../../functions/lib/config.ts';
import { issueAccessToken, type Identity } from '../../functions/lib/tokens.ts';
import { startLocalImportQueue, type LocalImportQueue } from '../../infra/local/import-queue.ts';
import { applyHandlerEnv, createGateway, ensureTable, importHandler, listen } from '../../infra/local/services.ts';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (for malformed JSON and content-type tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  cookie?: string;
}

export interface TestApi {
  readonly baseUrl: string;
  readonly tableName: string;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** A valid access token for any identity, minted with the configured key (what login will issue). */
  token(identity?: Partial<Identity>): Promise<string>;
}

export function useTestApi(): TestApi {
  let server: Server | undefined;
  let importQueue: LocalImportQueue | undefined;
  const state = { baseUrl: '', tableName: `t-${randomUUID()}` };

  beforeAll(async () => {
    const dynamoEndpoint = inject('dynamoEndpoint');
    applyHandlerEnv({
      dynamoEndpoint,
      s3Endpoint: inject('s3Endpoint'),
      tableName: state.tableName,
      bucket: inject('bucket'),
      secretsFile: inject('secretsFile'),
      mailEndpoint: inject('mailEndpoint'),
    });
    process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
    resetSecretsCache();
    await ensureTable(dynamoEndpoint, state.tableName);
    // handlers under test may queue work (CSV import): the worker runs in-process, as under `npm start`
    importQueue = startLocalImportQueue();
    server = createGateway({ loadHandler: importHandler });
    const port = await listen(server, 0);
    state.baseUrl = `http://127.0.0.1:${port}`;
    // links in emails open this gateway
    process.env.APP_URL = state.baseUrl;
  });

  afterAll(async () => {
    // work a test left queued finishes against this file's table before the next file points the handlers elsewhere
    await importQueue?.drain();
    importQueue?.stop();
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
  });

  return {
    get baseUrl() {
      return state.baseUrl;
    },
    get tableName() {
      return state.tableName;
    },
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined;
      if (options.rawBody !== undefined) body = options.rawBody;
      else if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.cookie) headers.cookie = options.cookie;
      const res = await fetch(state.baseUrl + path, { method, headers, body, redirect: 'manual' });
      const text = await res.text();
      let parsed: any = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON */
      }
      return { status: res.status, headers: res.headers, body: parsed, text };
    },
    token(identity = {}) {
      return issueAccessToken({
        userId: identity.userId ?? `u-${randomUUID()}`,
        companyId: identity.companyId ?? `c-${randomUUID()}`,
        email: identity.email ?? 'someone@example.com',
        fullName: identity.fullName ?? 'Some One',
        role: identity.role ?? 'owner',
        apps: identity.apps,
        buildings: identity.buildings,
        warehouses: identity.warehouses,
        sessionId: identity.sessionId ?? `s-${randomUUID()}`,
      });
    },
  };
}

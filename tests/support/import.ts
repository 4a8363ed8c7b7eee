/** CSV import through the gateway as the Import screen does it: upload URL, presigned PUT, validate, run, progress, undo. */
import { expect } from 'vitest';
import { matchColumns, IMPORT_FIELDS, type ImportKind } from '../../shared/import/fields.ts';
import { importRoutes as r } from '../../shared/import/routes.ts';
import type { ImportState, ValidationResult } from '../../shared/import/schemas.ts';
import type { ApiResponse, TestApi } from './gateway.ts';

/** CSV text from rows of cells (every cell quoted). */
export const csv = (rows: readonly (readonly (string | number)[])[], delimiter = ',') =>
  rows.map((cells) => cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(delimiter)).join('\r\n') + '\r\n';

/** Uploads the bytes as the browser does; answers the file key. */
export async function upload(
  api: TestApi,
  token: string,
  kind: ImportKind,
  body: string | Uint8Array,
  fileName = `${kind}.csv`,
): Promise<string> {
  const res = await api.call('POST', r.importUploadUrl.path, { token, body: { kind, fileName } });
  expect(res.status, res.text).toBe(200);
  const put = await fetch(res.body.url, { method: 'PUT', body: body as BodyInit, headers: { 'content-type': 'text/csv' } });
  expect(put.status, await put.clone().text()).toBe(200);
  return res.body.fileKey;
}

/** The header of a CSV text (its first line, unquoted). */
const headerOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/, 1)[0]
    .split(/[,;](?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .map((h) => h.replace(/^"|"$/g, '').replace(/""/g, '"'));

export interface ValidateOptions {
  mapping?: Record<string, string>;
  mode?: 'create' | 'upsert';
  /** Extra fields the mapping may name (items: stock columns). */
  fields?: readonly string[];
}

/** Validate: the raw answer (200, 202 followed to its end through GET, or a 4xx). */
export async function validate(
  api: TestApi,
  token: string,
  kind: ImportKind,
  fileKey: string,
  text: string,
  options: ValidateOptions = {},
) {
  const mapping = options.mapping ?? matchColumns(headerOf(text), [...IMPORT_FIELDS[kind], ...(options.fields ?? [])]);
  let res: ApiResponse = await api.call('POST', r.importValidate.path, {
    token,
    body: { kind, fileKey, mapping, mode: options.mode ?? 'create' },
  });
  if (res.status === 202) {
    const importId = res.body.importId;
    do {
      await new Promise((done) => setTimeout(done, 200));
      res = await api.call('GET', r.importStatus.path.replace('{id}', importId), { token });
    } while (res.body.status === 'validating');
  }
  return res;
}

/** Upload and validate a CSV; expects a validation answer (no file-level refusal). */
export async function checkCsv(
  api: TestApi,
  token: string,
  kind: ImportKind,
  text: string,
  options: ValidateOptions = {},
): Promise<ValidationResult> {
  const fileKey = await upload(api, token, kind, text);
  const res = await validate(api, token, kind, fileKey, text, options);
  expect(res.status, res.text).toBe(200);
  return res.body as ValidationResult;
}

export const importState = async (api: TestApi, token: string, importId: string): Promise<ImportState> =>
  (await api.call('GET', r.importStatus.path.replace('{id}', importId), { token })).body;

/** Waits while the import is `running` or `undoing`; answers its state. */
export async function settle(api: TestApi, token: string, importId: string, timeoutMs = 120_000): Promise<ImportState> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const state = await importState(api, token, importId);
    if (state.status !== 'running' && state.status !== 'undoing' && state.status !== 'validating') return state;
    if (Date.now() > until) throw new Error(`import ${importId} still ${state.status} after ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Runs a validated import to its end. */
export async function run(api: TestApi, token: string, importId: string): Promise<ImportState> {
  const res = await api.call('POST', r.importRun.path, { token, body: { importId } });
  expect(res.status, res.text).toBe(202);
  return settle(api, token, importId);
}

/** Undoes an import to its end; answers the state, or the refusal. */
export async function undo(api: TestApi, token: string, importId: string): Promise<ImportState | ApiResponse> {
  const res = await api.call('POST', r.importUndo.path, { token, body: { importId } });
  if (res.status !== 202) return res;
  return settle(api, token, importId);
}

/** Validate and run a clean CSV; answers the import's end state. */
export async function importCsv(api: TestApi, token: string, kind: ImportKind, text: string, options: ValidateOptions = {}) {
  const checked = await checkCsv(api, token, kind, text, options);
  expect(checked.errors).toEqual([]);
  return run(api, token, checked.importId);
}

/** The import calls (IMPORT.md "Flow"): template, upload, validate, run, progress, undo. */
import { useEffect, useMemo, useState } from 'react';
import { importRoutes } from '../../../../../shared/import/routes.ts';
import type { ImportKind } from '../../../../../shared/import/fields.ts';
import type { ImportMode, ImportState, ImportStatus, ValidateResponse } from '../../../../../shared/import/schemas.ts';
import { inventoryRoutes } from '../../../../../shared/inventory/routes.ts';
import { PAGE_LIMIT } from '../../../../../shared/paging.ts';
import { ApiError, call, DEFAULT_ERROR_MESSAGE, request } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/api-query.ts';
import { downloadFrom } from '../../../lib/download.ts';

/** How often the screen asks for the progress while the worker is busy. */
export const POLL_MS = 1000;
/** After a failed read of the progress (the network, a 5xx), a longer pause before the next. */
const RETRY_MS = 3000;

const BUSY: ReadonlySet<ImportStatus> = new Set(['validating', 'running', 'undoing']);
export const isBusy = (status: ImportStatus | undefined) => status !== undefined && BUSY.has(status);

/** The failed call's own message, else a default one. */
export const messageOf = (err: unknown, fallback = DEFAULT_ERROR_MESSAGE) =>
  err instanceof ApiError ? (err.serverMessage ?? err.message) : fallback;

/** Saves the kind's template (its header row and one example row) as `<kind>-template.csv`. */
export async function downloadTemplate(kind: ImportKind): Promise<void> {
  // the template is text/csv, not JSON: the client hands it back as it came
  const blob = await request<Blob>(importRoutes.importTemplate.path, {
    query: { kind },
    responseType: 'blob',
    defaultError: 'The template could not be downloaded',
  });
  const url = URL.createObjectURL(blob);
  downloadFrom(url, `${kind}-template.csv`);
  // let the browser start the download before the URL goes away
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export class UploadFailed extends Error {}

/** The file into the private bucket: a presigned PUT (another origin in production, so no bearer token); answers its key. */
export async function uploadFile(kind: ImportKind, file: File): Promise<string> {
  const { fileKey, url } = await call(importRoutes.importUploadUrl, { body: { kind, fileName: file.name } }, { silent: true });
  let res: Response;
  try {
    res = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': 'text/csv' } });
  } catch {
    throw new UploadFailed('The file could not be uploaded: check the connection and try again');
  }
  if (!res.ok) throw new UploadFailed(`The file could not be uploaded (${res.status}): try again`);
  return fileKey;
}

/** Every row checked: 200 with the result, or 202 `{ importId, status: 'validating' }` for a large file (then poll). */
export const validateFile = (input: {
  kind: ImportKind;
  fileKey: string;
  mapping: Record<string, string>;
  mode: ImportMode;
}): Promise<ValidateResponse> => call(importRoutes.importValidate, { body: input }, { silent: true });

/** Starts the run, or resumes one that failed part-way. */
export const runImport = (importId: string) => call(importRoutes.importRun, { body: { importId } }, { silent: true });

/** Removes what the import created (409 naming the rows other records use). */
export const undoImport = (importId: string) => call(importRoutes.importUndo, { body: { importId } }, { silent: true });

/** The company's past imports, newest first (GET /api/import/all), a page at a time. */
export const usePastImports = () => usePagedQuery(importRoutes.importList, { query: {} }, { silent: true });

export interface ImportProgress {
  /** The import's latest state (null until the first answer for this id). */
  state: ImportState | null;
  /** Why the last read failed, while it is retried (or for good: the import is not found). */
  problem: string | null;
  /** Reads again now and polls while the import is busy: after a run or undo was started (`expected`: what it is now). */
  refresh: (expected?: Partial<ImportState>) => void;
  /** Takes a state the screen already has (the validation's 200), without a read. */
  prime: (state: ImportState) => void;
}

/**
 * An import's state from GET /api/import/{id}: read once, then every second while the worker is busy (validating,
 * running, undoing); a failed read is tried again a little later unless the import is not there (4xx).
 */
export function useImportProgress(importId: string | null): ImportProgress {
  const [held, setHeld] = useState<{ id: string; state: ImportState | null; problem: string | null } | null>(null);
  const [round, setRound] = useState(0);
  const [skipRead, setSkipRead] = useState<string | null>(null);

  useEffect(() => {
    if (!importId) return;
    if (skipRead === importId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    async function read() {
      try {
        const state = await call(importRoutes.importStatus, { params: { id: importId! } }, { silent: true, signal: controller.signal });
        if (!live) return;
        setHeld({ id: importId!, state, problem: null });
        if (isBusy(state.status)) timer = setTimeout(read, POLL_MS);
      } catch (err) {
        if (!live || (err as Error)?.name === 'AbortError') return;
        const status = err instanceof ApiError ? err.status : 0;
        const message = status >= 400 && status < 500 ? messageOf(err) : 'The progress could not be read: trying again';
        setHeld((h) => ({ id: importId!, state: h?.id === importId ? h.state : null, problem: message }));
        if (status === 0 || status >= 500) timer = setTimeout(read, RETRY_MS);
      }
    }
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [importId, round, skipRead]);

  const mine = held && held.id === importId ? held : null;
  return {
    state: mine?.state ?? null,
    problem: mine?.problem ?? null,
    refresh: (expected) => {
      if (expected && mine?.state) setHeld({ ...mine, state: { ...mine.state, ...expected } });
      setSkipRead(null);
      setRound((r) => r + 1);
    },
    prime: (state) => {
      setSkipRead(state.importId);
      setHeld({ id: state.importId, state, problem: null });
    },
  };
}

/** Every warehouse of the company (items map one opening-stock column to each): all pages, the largest the API gives. */
export function useAllWarehouses(enabled: boolean) {
  const list = usePagedQuery(inventoryRoutes.warehouseList, enabled ? { query: {} } : null, { limit: PAGE_LIMIT.max });
  const { hasMore, loadingMore, loadMore } = list;
  useEffect(() => {
    if (hasMore && !loadingMore) loadMore();
  }, [hasMore, loadingMore, loadMore]);
  // the same names keep the same array, so what is computed from them is not recomputed on every render
  const joined = (list.data ?? []).map((w) => w.name).join('\n');
  const names = useMemo(() => (joined ? joined.split('\n') : []), [joined]);
  return { names, loading: enabled && (list.isLoading || list.hasMore) };
}

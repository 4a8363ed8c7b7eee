import { fillPath, type BodyOf, type ParamsOf, type QueryOf, type ResponseOf, type Route } from '../../../shared/route.ts';
import { notify } from './notify.ts';
import { refreshSession, sessionStore } from './session.ts';

export const SESSION_EXPIRED_MESSAGE = 'Session expired, please login again';
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own `message`, when it sent one. */
    readonly serverMessage?: string,
    /** A toast showed it; otherwise (a silent call) the screen that made the call shows it, e.g. inside its dialog. */
    readonly toasted = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Send the bearer token and apply the 403 refresh-and-retry rule (default true). Public calls pass false. */
  auth?: boolean;
  /** Toast text when the server sends no `message` (spec §8 defaults). */
  defaultError?: string;
  /** Do not toast failures; the caller shows them (the error is still thrown). */
  silent?: boolean;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

let sessionExpiredHandler: () => void = () => {};

/** The app registers how to leave for /login once a refresh has failed (it owns the router). */
export function onSessionExpired(handler: () => void) {
  sessionExpiredHandler = handler;
}

function buildUrl(url: string, query?: RequestOptions['query']) {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function send(url: string, options: RequestOptions, token: string) {
  const headers: Record<string, string> = { accept: options.responseType === 'blob' ? '*/*' : 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  // No timeout on purpose (spec §9): slow requests are left to finish.
  return fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
}

async function serverMessage(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
  } catch {
    return undefined;
  }
}

function expireSession() {
  sessionStore.clear();
  notify.error(SESSION_EXPIRED_MESSAGE, 'session-expired');
  sessionExpiredHandler();
}

/**
 * The one HTTP client, under `call`: `url` is a full same-origin path (`/api/...`). JSON in and out, bearer token from the auth state, cookies same-origin.
 * On 403: one silent refresh (shared by concurrent callers) and one retry with the new token; if the
 * refresh fails the session is over. Any failure toasts the server's message, else the caller's default.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(path, options)).data;
}

/** `request`, also answering the response headers (a paged list's X-Next-Cursor). */
export async function requestWithHeaders<T>(path: string, options: RequestOptions): Promise<{ data: T; headers: Headers; fail: Fail }> {
  const url = buildUrl(path, options.query);
  const useAuth = options.auth !== false;
  const fallback = options.defaultError ?? DEFAULT_ERROR_MESSAGE;
  const fail: Fail = (status, message) => {
    const text = message ?? fallback;
    if (!options.silent) notify.error(text);
    throw new ApiError(status, text, message, !options.silent);
  };
  const answer = (data: T) => ({ data, headers: res.headers, fail });

  let res: Response;
  try {
    res = await send(url, options, useAuth ? sessionStore.get().accessToken : '');
    if (res.status === 403 && useAuth) {
      const next = await refreshSession();
      if (!next) {
        expireSession();
        throw new ApiError(403, SESSION_EXPIRED_MESSAGE);
      }
      res = await send(url, options, next.accessToken);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as Error)?.name === 'AbortError') throw err;
    return fail(0, undefined);
  }

  if (!res.ok) return fail(res.status, await serverMessage(res));
  if (options.responseType === 'blob') return answer((await res.blob()) as T);
  if (res.status === 204) return answer(undefined as T);
  const text = await res.text();
  if (!text) return answer(undefined as T);
  try {
    return answer(JSON.parse(text) as T);
  } catch {
    return fail(res.status, undefined);
  }
}

/** Toasts (unless silent) and throws the ApiError of a failed call. */
export type Fail = (status: number, message: string | undefined) => never;

/** What a call sends: the route's body, query and path parameters, each required exactly when the route declares it. */
export type CallInput<R> = (undefined extends BodyOf<R> ? { body?: undefined } : { body: BodyOf<R> }) &
  (undefined extends QueryOf<R> ? { query?: undefined } : { query: QueryInput<QueryOf<R>> }) &
  (unknown extends ParamsOf<R> ? { params?: undefined } : { params: ParamsOf<R> });

/** Query values as the browser sends them (numbers and strings; undefined leaves the parameter out). */
export type QueryInput<Q> = { [K in keyof Q]: Q[K] extends number ? number | string : Q[K] };

export type CallOptions = Pick<RequestOptions, 'defaultError' | 'silent' | 'signal'>;

/**
 * Calls an API route through its manifest object (shared/<area>/routes.ts): method, path, whether it
 * needs the session, and the request/response types all come from the route, so no path is typed twice.
 */
export function call<R extends Route>(route: R, input: CallInput<R>, options: CallOptions = {}): Promise<ResponseOf<R>> {
  const { body, query, params } = input as { body?: unknown; query?: RequestOptions['query']; params?: Record<string, string> };
  return request<ResponseOf<R>>(fillPath(route.path, params), {
    ...options,
    method: route.method,
    body: route.body ? (body ?? {}) : undefined,
    query,
    auth: route.access !== 'public',
  });
}

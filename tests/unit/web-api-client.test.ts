/** The SPA's one HTTP client: bearer token, 403 → one shared silent refresh → one retry, toasts. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts = vi.hoisted(() => ({ calls: [] as { type: string; message: string; options?: Record<string, unknown> }[] }));

vi.mock('react-toastify/unstyled', () => {
  const record = (type: string) => (message: string, options?: Record<string, unknown>) => {
    toasts.calls.push({ type, message, options });
    return toasts.calls.length;
  };
  const toast = Object.assign(record('default'), {
    success: record('success'),
    error: record('error'),
    loading: record('loading'),
    update: vi.fn(),
  });
  return { toast };
});

const { api, ApiError, onSessionExpired, SESSION_EXPIRED_MESSAGE } = await import('../../web/src/lib/api-client.ts');
const { sessionStore, signedOut } = await import('../../web/src/lib/session.ts');

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const session = (token: string) => ({ message: 'Session refreshed', userEmail: 'o@example.com', accessToken: token, full_name: 'Olivia Owner', role: 'admin' });

let requests: { url: string; auth: string | null; method: string }[] = [];

function serve(handler: Handler) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    requests.push({ url, auth: headers.get('authorization'), method: init.method ?? 'GET' });
    return handler(url, init);
  });
}

beforeEach(() => {
  requests = [];
  toasts.calls = [];
  sessionStore.set({ email: 'o@example.com', accessToken: 'old-token', fullName: 'Olivia Owner', role: 'admin' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(signedOut);
  onSessionExpired(() => {});
});

describe('api client', () => {
  it('sends JSON to /api with the bearer token and same-origin credentials', async () => {
    let init: RequestInit | undefined;
    vi.stubGlobal('fetch', async (_url: string, i: RequestInit) => {
      init = i;
      return json(201, { message: 'ok' });
    });
    await expect(api.post('/account/add-linked-account', { name: 'A' })).resolves.toEqual({ message: 'ok' });
    const headers = new Headers(init!.headers);
    expect(headers.get('authorization')).toBe('Bearer old-token');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init!.credentials).toBe('same-origin');
    expect(init!.body).toBe('{"name":"A"}');
  });

  it('public calls carry no token and a 403 there is not refreshed', async () => {
    serve(() => json(403, { message: 'nope' }));
    await expect(api.post('/auth/login', {}, { auth: false })).rejects.toBeInstanceOf(ApiError);
    expect(requests).toEqual([{ url: '/api/auth/login', auth: null, method: 'POST' }]);
  });

  it('on 403 refreshes once and retries with the new token', async () => {
    serve((url, init) => {
      if (url === '/api/auth/refresh') return json(200, session('new-token'));
      return new Headers(init.headers).get('authorization') === 'Bearer new-token' ? json(200, { name: 'Acme' }) : json(403, { message: 'Forbidden' });
    });
    await expect(api.get('/account/company-ifo')).resolves.toEqual({ name: 'Acme' });
    expect(requests.map((r) => `${r.url} ${r.auth}`)).toEqual([
      '/api/account/company-ifo Bearer old-token',
      '/api/auth/refresh null',
      '/api/account/company-ifo Bearer new-token',
    ]);
    expect(sessionStore.get()).toEqual({ email: 'o@example.com', accessToken: 'new-token', fullName: 'Olivia Owner', role: 'admin' });
    expect(toasts.calls).toEqual([]);
  });

  it('concurrent 403s share one refresh (the server revokes a reused refresh token)', async () => {
    let refreshes = 0;
    serve(async (url, init) => {
      if (url === '/api/auth/refresh') {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 20));
        return json(200, session('new-token'));
      }
      return new Headers(init.headers).get('authorization') === 'Bearer new-token' ? json(200, { url }) : json(403, { message: 'Forbidden' });
    });
    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshes).toBe(1);
  });

  it('when the refresh fails: clears the auth state, toasts the spec message and leaves for /login', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    serve((url) => (url === '/api/auth/refresh' ? json(401, { message: 'Please login again' }) : json(403, { message: 'Forbidden' })));
    await expect(api.get('/account/company-ifo')).rejects.toMatchObject({ status: 403, message: SESSION_EXPIRED_MESSAGE });
    expect(sessionStore.get()).toEqual(signedOut);
    expect(toasts.calls).toEqual([{ type: 'error', message: 'Session expired, please login again', options: expect.objectContaining({ autoClose: 4000 }) }]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.url === '/api/account/company-ifo')).toHaveLength(1);
  });

  it('a retry that still answers 403 (a staff account on an owner route) toasts that message and stays', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    serve((url) => (url === '/api/auth/refresh' ? json(200, session('new-token')) : json(403, { message: 'Only the company owner can do that' })));
    await expect(api.get('/account/linked-accounts')).rejects.toMatchObject({ status: 403, message: 'Only the company owner can do that' });
    expect(toasts.calls.map((t) => t.message)).toEqual(['Only the company owner can do that']);
    expect(expired).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.url === '/api/auth/refresh')).toHaveLength(1);
    expect(requests.filter((r) => r.url === '/api/account/linked-accounts')).toHaveLength(2);
  });

  it('errors toast the server message, else the caller default, else "An error occurred"', async () => {
    serve((url) => (url.endsWith('/with-message') ? json(409, { message: 'Email already linked' }) : new Response('oops', { status: 500 })));
    await expect(api.post('/with-message', {}, { defaultError: 'Failed to link account' })).rejects.toMatchObject({ status: 409, serverMessage: 'Email already linked' });
    await expect(api.del('/no-message', { defaultError: 'Failed to un-link account' })).rejects.toMatchObject({ status: 500, message: 'Failed to un-link account' });
    await expect(api.get('/no-message')).rejects.toMatchObject({ message: 'An error occurred' });
    expect(toasts.calls.map((t) => `${t.type}: ${t.message}`)).toEqual(['error: Email already linked', 'error: Failed to un-link account', 'error: An error occurred']);
  });

  it('a network failure toasts the default; silent calls leave the toast to the caller', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/x', { defaultError: 'Failed to logout' })).rejects.toMatchObject({ status: 0, message: 'Failed to logout' });
    await expect(api.get('/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts.calls.map((t) => t.message)).toEqual(['Failed to logout']);
  });

  it('builds query strings and passes DELETE through', async () => {
    serve(() => json(200, { message: 'Un-linked account successfully' }));
    await api.del('/account/delete-linked-account', { query: { id: 'a b/c', skip: undefined } });
    expect(requests).toEqual([{ url: '/api/account/delete-linked-account?id=a+b%2Fc', auth: 'Bearer old-token', method: 'DELETE' }]);
  });
});

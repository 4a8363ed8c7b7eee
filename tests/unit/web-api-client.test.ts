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

const { call, request, ApiError, onSessionExpired, SESSION_EXPIRED_MESSAGE } = await import('../../web/src/lib/api-client.ts');
const { callPage, callAllPages } = await import('../../web/src/lib/api-pages.ts');
const { rentRoutes } = await import('../../shared/rent/routes.ts');
const { accountRoutes } = await import('../../shared/account/routes.ts');
const { platformRoutes } = await import('../../shared/platform/routes.ts');
const { sessionStore, signedOut } = await import('../../web/src/lib/session.ts');

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const session = (token: string) => ({
  message: 'Session refreshed',
  userEmail: 'o@example.com',
  accessToken: token,
  full_name: 'Olivia Owner',
  role: 'owner',
});

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
  sessionStore.set({ email: 'o@example.com', accessToken: 'old-token', fullName: 'Olivia Owner', role: 'owner' });
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
    await expect(call(accountRoutes.addLinkedAccount, { body: { name: 'A' } as never })).resolves.toEqual({ message: 'ok' });
    const headers = new Headers(init!.headers);
    expect(headers.get('authorization')).toBe('Bearer old-token');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init!.credentials).toBe('same-origin');
    expect(init!.body).toBe('{"name":"A"}');
  });

  it('public calls carry no token and a 403 there is not refreshed', async () => {
    serve(() => json(403, { message: 'nope' }));
    await expect(call(accountRoutes.authLogin, { body: {} as never })).rejects.toBeInstanceOf(ApiError);
    expect(requests).toEqual([{ url: '/api/auth/login', auth: null, method: 'POST' }]);
  });

  it('on 403 refreshes once and retries with the new token', async () => {
    serve((url, init) => {
      if (url === '/api/auth/refresh') return json(200, session('new-token'));
      return new Headers(init.headers).get('authorization') === 'Bearer new-token'
        ? json(200, { name: 'Acme' })
        : json(403, { message: 'Forbidden' });
    });
    await expect(call(accountRoutes.companyInfo, {})).resolves.toEqual({ name: 'Acme' });
    expect(requests.map((r) => `${r.url} ${r.auth}`)).toEqual([
      '/api/account/company-ifo Bearer old-token',
      '/api/auth/refresh null',
      '/api/account/company-ifo Bearer new-token',
    ]);
    expect(sessionStore.get()).toEqual({ email: 'o@example.com', accessToken: 'new-token', fullName: 'Olivia Owner', role: 'owner' });
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
      return new Headers(init.headers).get('authorization') === 'Bearer new-token'
        ? json(200, { url })
        : json(403, { message: 'Forbidden' });
    });
    const results = await Promise.all([request('/api/a'), request('/api/b'), request('/api/c')]);
    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshes).toBe(1);
  });

  it('when the refresh fails: clears the auth state, toasts the spec message and leaves for /login', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    serve((url) => (url === '/api/auth/refresh' ? json(401, { message: 'Please login again' }) : json(403, { message: 'Forbidden' })));
    await expect(call(accountRoutes.companyInfo, {})).rejects.toMatchObject({ status: 403, message: SESSION_EXPIRED_MESSAGE });
    expect(sessionStore.get()).toEqual(signedOut);
    expect(toasts.calls).toEqual([
      { type: 'error', message: 'Session expired, please login again', options: expect.objectContaining({ autoClose: 4000 }) },
    ]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.url === '/api/account/company-ifo')).toHaveLength(1);
  });

  it('a retry that still answers 403 (a staff account on an owner route) toasts that message and stays', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    serve((url) =>
      url === '/api/auth/refresh' ? json(200, session('new-token')) : json(403, { message: 'Only the company owner can do that' }),
    );
    await expect(call(accountRoutes.linkedAccounts, {})).rejects.toMatchObject({
      status: 403,
      message: 'Only the company owner can do that',
    });
    expect(toasts.calls.map((t) => t.message)).toEqual(['Only the company owner can do that']);
    expect(expired).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.url === '/api/auth/refresh')).toHaveLength(1);
    expect(requests.filter((r) => r.url === '/api/account/linked-accounts')).toHaveLength(2);
  });

  it('errors toast the server message, else the caller default, else "An error occurred"', async () => {
    serve((url) =>
      url.endsWith('/with-message') ? json(409, { message: 'Email already linked' }) : new Response('oops', { status: 500 }),
    );
    await expect(request('/api/with-message', { method: 'POST', body: {}, defaultError: 'Failed to link account' })).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Email already linked',
    });
    await expect(request('/api/no-message', { method: 'DELETE', defaultError: 'Failed to un-link account' })).rejects.toMatchObject({
      status: 500,
      message: 'Failed to un-link account',
    });
    await expect(request('/api/no-message')).rejects.toMatchObject({ message: 'An error occurred' });
    expect(toasts.calls.map((t) => `${t.type}: ${t.message}`)).toEqual([
      'error: Email already linked',
      'error: Failed to un-link account',
      'error: An error occurred',
    ]);
  });

  it('a network failure toasts the default; silent calls leave the toast to the caller', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('/api/x', { defaultError: 'Failed to logout' })).rejects.toMatchObject({ status: 0, message: 'Failed to logout' });
    await expect(request('/api/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts.calls.map((t) => t.message)).toEqual(['Failed to logout']);
  });

  it('builds query strings and passes DELETE through', async () => {
    serve(() => json(200, { message: 'Un-linked account successfully' }));
    await call(accountRoutes.deleteLinkedAccount, { query: { id: 'a b/c' } });
    await request('/api/x', { method: 'DELETE', query: { id: '1', skip: undefined } });
    expect(requests).toEqual([
      { url: '/api/account/delete-linked-account?id=a+b%2Fc', auth: 'Bearer old-token', method: 'DELETE' },
      { url: '/api/x?id=1', auth: 'Bearer old-token', method: 'DELETE' },
    ]);
  });

  it('calls a route through its manifest object: method, path parameters, and no bearer on public routes', async () => {
    serve(() => json(200, { status: 'ok', time: 'now' }));
    await call(platformRoutes.publicInvoice, { params: { token: 'a/b c' } }, { silent: true });
    await call(platformRoutes.health, {});
    await call(platformRoutes.whoami, { body: { message: 'hi' } });
    expect(requests).toEqual([
      { url: '/api/public/invoices/a%2Fb%20c', auth: null, method: 'GET' },
      { url: '/api/health', auth: null, method: 'GET' },
      { url: '/api/system/echo', auth: 'Bearer old-token', method: 'POST' },
    ]);
  });

  it('does not refresh and retry a public route on 403', async () => {
    serve(() => json(403, { message: 'nope' }));
    await expect(call(accountRoutes.authLogin, { body: {} as never }, { silent: true })).rejects.toMatchObject({ status: 403 });
    expect(requests.map((r) => r.url)).toEqual(['/api/auth/login']);
  });
});

describe('paged lists: callPage and callAllPages read X-Next-Cursor', () => {
  it('callPage answers the body as items and the X-Next-Cursor header as nextCursor (null on the last page)', async () => {
    serve((url) =>
      url.includes('cursor=c1')
        ? json(200, [{ id: 'b' }])
        : json(200, [{ id: 'a' }], { 'X-Next-Cursor': 'c1', 'Cache-Control': 'no-store' }),
    );
    const first = await callPage(rentRoutes.tenantList, { query: { limit: 1 } });
    expect(first).toEqual({ items: [{ id: 'a' }], nextCursor: 'c1' });
    const last = await callPage(rentRoutes.tenantList, { query: { limit: 1, cursor: 'c1' } });
    expect(last).toEqual({ items: [{ id: 'b' }], nextCursor: null });
    expect(requests.map((r) => r.url)).toEqual(['/api/tenant/all?limit=1', '/api/tenant/all?limit=1&cursor=c1']);
    expect(requests.every((r) => r.auth === 'Bearer old-token')).toBe(true);
  });

  it('callPage keeps the other query fields, refreshes on 403 like call, and toasts failures', async () => {
    let calls = 0;
    serve((url) => {
      if (url === '/api/auth/refresh') return json(200, session('new-token'));
      calls += 1;
      return calls === 1 ? json(403, { message: 'expired' }) : json(200, [], { 'x-next-cursor': 'next' });
    });
    const page = await callPage(rentRoutes.rentInvoiceLinkList, { query: { rent_id: '1-1-A-B', limit: 5 } });
    expect(page).toEqual({ items: [], nextCursor: 'next' });
    expect(requests.at(-1)).toEqual({
      url: '/api/payment/rent-invoice-links?rent_id=1-1-A-B&limit=5',
      auth: 'Bearer new-token',
      method: 'GET',
    });

    serve(() => json(400, { message: 'Invalid cursor' }));
    await expect(callPage(rentRoutes.tenantList, { query: { limit: 5, cursor: 'x' } })).rejects.toMatchObject({ status: 400 });
    expect(toasts.calls.at(-1)).toMatchObject({ type: 'error', message: 'Invalid cursor' });
  });

  it('a body that is not an array is a failure, not a page', async () => {
    serve(() => json(200, { message: 'not a list' }));
    await expect(callPage(rentRoutes.tenantList, { query: { limit: 5 } }, { silent: true })).rejects.toBeInstanceOf(ApiError);
  });

  it('callAllPages follows the cursors with the largest page until the last, and returns every row in order', async () => {
    serve((url) => {
      const cursor = new URL(url, 'http://x').searchParams.get('cursor');
      if (!cursor) return json(200, [1, 2], { 'x-next-cursor': 'p2' });
      if (cursor === 'p2') return json(200, [3, 4], { 'x-next-cursor': 'p3' });
      return json(200, [5]);
    });
    const pagesSeen: number[] = [];
    const rows = await callAllPages(rentRoutes.reportActiveRents, { query: {} }, { onPage: (n) => pagesSeen.push(n) });
    expect(rows).toEqual([1, 2, 3, 4, 5]);
    expect(pagesSeen).toEqual([2, 4, 5]);
    expect(requests.map((r) => r.url)).toEqual([
      '/api/reports/rent/active?limit=200',
      '/api/reports/rent/active?limit=200&cursor=p2',
      '/api/reports/rent/active?limit=200&cursor=p3',
    ]);
  });
});

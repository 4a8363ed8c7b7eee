/** Checks that grow with every route: they loop over the manifest, so a new route is covered the day it is added. */
import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes.ts';
import { logIn, signUpOwner } from '../support/accounts.ts';
import { forgedTokens } from '../support/forged-tokens.ts';
import { tenantSession } from '../support/portal.ts';
import type { RouteDefinition } from '../../shared/route.ts';
import { useTestApi } from '../support/gateway.ts';
import { solveRobotCheck } from '../support/robot.ts';
import { fieldAccepts, fieldsOf, HOSTILE_VALUES, nestedFieldsOf, schemasOf, WRONG_TYPES } from '../support/schema-fields.ts';

const api = useTestApi();
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'x123');

/** What a route is called with: nothing (public), an owner's token, or a tenant's portal session (made once). */
let portalCookie: Promise<string> | undefined;
const credentialsFor = async (route: RouteDefinition): Promise<{ token?: string; cookie?: string }> => {
  if (route.access === 'public') return {};
  if (route.access === 'portal') return { cookie: await (portalCookie ??= tenantSession(api, 'Manifest Lets')) };
  return { token: await api.token({ role: 'owner' }) };
};

describe('every non-public route refuses a bad access token with 403', () => {
  const guarded = routes.filter((r) => r.access !== 'public');
  it('has guarded routes to check', () => expect(guarded.length).toBeGreaterThan(0));
  for (const route of guarded) {
    it(`${route.method} ${route.path}`, async () => {
      const tokens = await forgedTokens();
      for (const [kind, token] of Object.entries(tokens)) {
        const res = await api.call(route.method, concretePath(route.path), { token, body: route.body ? {} : undefined });
        // a portal route without any credentials asks to sign in (401); any staff token, good or bad, is refused
        expect(res.status, `${kind} token`).toBe(route.access === 'portal' && token === undefined ? 401 : 403);
        expect(typeof res.body?.message, `${kind} token message`).toBe('string');
      }
    });
  }
});

describe('every route that takes a body answers malformed JSON with 400', () => {
  for (const route of routes.filter((r) => r.body)) {
    it(`${route.method} ${route.path}`, async () => {
      const auth = await credentialsFor(route);
      const res = await api.call(route.method, concretePath(route.path), {
        ...auth,
        rawBody: '{"unterminated": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Malformed JSON in request body' });
    });
  }
});

describe('every route that takes a body refuses the wrong content type and oversized bodies', () => {
  for (const route of routes.filter((r) => r.body)) {
    it(`${route.method} ${route.path}`, async () => {
      const auth = await credentialsFor(route);
      const wrongType = await api.call(route.method, concretePath(route.path), {
        ...auth,
        rawBody: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(wrongType.status).toBe(415);
      const big = await api.call(route.method, concretePath(route.path), {
        ...auth,
        rawBody: JSON.stringify({ blob: 'x'.repeat((route.maxBodyBytes ?? 1024 * 1024) + 10) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(big.status).toBe(413);
      expect(big.body.message).toMatch(/too large/i);
    });
  }
});

const filler = (fields: string[], field: string, value: unknown) => Object.fromEntries(fields.map((f) => [f, f === field ? value : 'x']));

describe('every route with a body answers wrong types with 400 and a message, generated from its schema', () => {
  for (const route of routes.filter((r) => r.body)) {
    it(`${route.method} ${route.path}`, async () => {
      const { body: schema } = await schemasOf(route);
      const fields = fieldsOf(schema);
      expect(fields.length, 'the handler validates a body with named fields').toBeGreaterThan(0);
      const auth = await credentialsFor(route);
      const bodies: unknown[] = [[], 'text', 42, null, true, Object.fromEntries(fields.map((f) => [f, WRONG_TYPES[0]]))];
      for (const field of fields)
        for (const wrong of WRONG_TYPES.filter((w) => !fieldAccepts(schema, field, w))) bodies.push(filler(fields, field, wrong));
      // one level down: each field of an object (or of a list's objects) given each wrong type, null included
      for (const nested of nestedFieldsOf(schema)) {
        for (const inner of nested.fields) {
          for (const wrong of [...WRONG_TYPES, null]) {
            const value = filler(nested.fields, inner, wrong);
            bodies.push(filler(fields, nested.field, nested.list ? [value] : value));
          }
        }
      }
      const answers = await Promise.all(bodies.map((body) => api.call(route.method, concretePath(route.path), { ...auth, body })));
      answers.forEach((res, i) => {
        expect(res.status, JSON.stringify(bodies[i]).slice(0, 120)).toBe(400);
        expect(typeof res.body?.message, JSON.stringify(bodies[i]).slice(0, 120)).toBe('string');
        expect(res.body.message.length).toBeGreaterThan(0);
      });
    });
  }
});

describe('no body field value of any kind makes a 5xx', () => {
  for (const route of routes.filter((r) => r.body)) {
    it(`${route.method} ${route.path}`, async () => {
      const fields = fieldsOf((await schemasOf(route)).body);
      const auth = await credentialsFor(route);
      for (const field of fields) {
        const bodies = HOSTILE_VALUES.map((value) => filler(fields, field, value));
        const answers = await Promise.all(bodies.map((body) => api.call(route.method, concretePath(route.path), { ...auth, body })));
        answers.forEach((res, i) =>
          expect(res.status, `${field}=${String(HOSTILE_VALUES[i]).slice(0, 40)}: ${res.text.slice(0, 120)}`).toBeLessThan(500),
        );
      }
    });
  }
});

describe('no query value of any kind makes a 5xx, generated from the schema', () => {
  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const fields = fieldsOf((await schemasOf(route)).query);
      const auth = await credentialsFor(route);
      const values = ['', 'x'.repeat(5000), '%00', '%E0%A4%A', '-1', '1e309', 'NaN', '0x10', '[object Object]', '🏠'];
      const queries = fields.flatMap((field) => values.map((v) => `${field}=${v}`));
      queries.push(...fields.map((field) => `${field}=1&${field}=2`), 'cursor=!!&limit=-5', 'limit=1e9');
      for (const q of queries) {
        const res = await api.call(route.method, `${concretePath(route.path)}?${q}`, { ...auth, body: route.body ? {} : undefined });
        expect(res.status, `?${q.slice(0, 60)}: ${res.text.slice(0, 120)}`).toBeLessThan(500);
      }
    });
  }
});

describe('hostile headers never make a 5xx', () => {
  const hostile: Array<[string, Record<string, string>]> = [
    ['a 3,000-character X-Forwarded-For', { 'x-forwarded-for': `${'9'.repeat(3000)}, 127.0.0.1` }],
    ['a junk X-Forwarded-For', { 'x-forwarded-for': 'not-an-address, also not' }],
    ['an 8 KB cookie header', { cookie: `rt=${'a'.repeat(8000)}; other=%E0%A4%A` }],
    ['a huge bearer token', { authorization: `Bearer ${'e'.repeat(6000)}` }],
    ['a content type with odd parameters', { 'content-type': 'application/json; charset=utf-16; boundary=x' }],
  ];
  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      for (const [name, headers] of hostile) {
        const res = await api.call(route.method, concretePath(route.path), { headers, rawBody: route.body ? '{}' : undefined });
        expect(res.status, `${name}: ${res.text.slice(0, 120)}`).toBeLessThan(500);
      }
    });
  }
});

describe('the client address of sign-in throttling is bounded, whatever the headers say', () => {
  it('a wrong password with a 3,000-character X-Forwarded-For is a 401, then the throttle still counts', async () => {
    const owner = await signUpOwner(api);
    const headers = { 'x-forwarded-for': `${'7'.repeat(3000)}, 127.0.0.1` };
    const attempt = async () =>
      api.call('POST', '/api/auth/login', {
        headers,
        body: { email: owner.email, password: 'wrong password!', type: '2', reCaptchaaToken: await solveRobotCheck(api.baseUrl) },
      });
    expect((await attempt()).status).toBe(401);
  });

  it('a wrong owner password on change-master-password with a 3,000-character X-Forwarded-For is a 422', async () => {
    const owner = await signUpOwner(api);
    const { accessToken } = await logIn(api, owner.email, owner.password);
    const res = await api.call('POST', '/api/account/change-master-password', {
      token: accessToken,
      headers: { 'x-forwarded-for': `${'8'.repeat(3000)}, 127.0.0.1` },
      body: { password: 'not my password', newMasterPassword: 'another-master-pw' },
    });
    expect(res.status).toBe(422);
  });
});

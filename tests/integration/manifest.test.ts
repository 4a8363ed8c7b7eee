/** Checks that grow with every route: they loop over the manifest, so a new route is covered the day it is added. */
import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes.ts';
import { forgedTokens } from '../support/forged-tokens.ts';
import { useTestApi } from '../support/gateway.ts';

const api = useTestApi();
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'x123');

describe('every non-public route refuses a bad access token with 403', () => {
  const guarded = routes.filter((r) => r.access !== 'public');
  it('has guarded routes to check', () => expect(guarded.length).toBeGreaterThan(0));
  for (const route of guarded) {
    it(`${route.method} ${route.path}`, async () => {
      const tokens = await forgedTokens();
      for (const [kind, token] of Object.entries(tokens)) {
        const res = await api.call(route.method, concretePath(route.path), { token, body: route.body ? {} : undefined });
        expect(res.status, `${kind} token`).toBe(403);
        expect(typeof res.body?.message, `${kind} token message`).toBe('string');
      }
    });
  }
});

describe('every route that takes a body answers malformed JSON with 400', () => {
  for (const route of routes.filter((r) => r.body)) {
    it(`${route.method} ${route.path}`, async () => {
      const token = route.access === 'public' ? undefined : await api.token({ role: 'admin' });
      const res = await api.call(route.method, concretePath(route.path), {
        token,
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
      const token = route.access === 'public' ? undefined : await api.token({ role: 'admin' });
      const wrongType = await api.call(route.method, concretePath(route.path), {
        token,
        rawBody: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(wrongType.status).toBe(415);
      const big = await api.call(route.method, concretePath(route.path), {
        token,
        rawBody: JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(big.status).toBe(413);
      expect(big.body.message).toMatch(/too large/i);
    });
  }
});

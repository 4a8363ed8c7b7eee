/**
 * The scope registry's harness (ROLES.md "How it is enforced"): an account scoped to other buildings (or warehouses) of
 * the same company gets exactly what another company gets — 404 for every id outside its scope, nothing of it in a
 * list — and nothing changes. It runs the isolation registry's cases (tests/support/isolation/) with a manager of the
 * FIRST company scoped to an empty building (or warehouse) of its own as the caller; where a scoped account's answer
 * differs from another company's (its own building is listed; company-wide money needs every building), the case is
 * replaced, with the reason. A route of an area with scope that is neither run nor replaced fails the registry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../shared/account/permissions.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import type { RouteDefinition } from '../../shared/route.ts';
import { routes } from '../../shared/routes.ts';
import { logIn } from './accounts.ts';
import type { ApiResponse, TestApi } from './gateway.ts';
import type { IsolationSuite } from './isolation/registry.ts';
import { expectStatus, newCompany, type Company } from './rent.ts';

/** What the scoped account gets; `ctx` to undo what an allowed call added inside the scope (the suite's checks follow). */
export type Expectation = (res: ApiResponse, ctx: { api: TestApi; token: string }) => void | Promise<void>;
export const refusedWholeCompany: Expectation = (res) => expect(res).toMatchObject({ status: 403, body: { message: NO_PERMISSION } });

export interface ScopeSuite {
  suite: IsolationSuite<unknown>;
  /** The routes this suite must cover. */
  covers: (route: RouteDefinition) => boolean;
  /** Adds the first company's own empty building or warehouse the scoped account sees; answers the account's scope. */
  scope: (api: TestApi, first: Company) => Promise<{ buildings?: number[]; warehouses?: string[] }>;
  /** Where a scoped account's answer is not another company's, and why. */
  instead: Record<string, { why: string; expect: Expectation }>;
  /** The check that nothing outside the scope changed, where the suite's own reads the second company's data. */
  unchanged?: (api: TestApi, first: Company, scoped: Company, ids: unknown) => Promise<void>;
}

/** Registers the registry's coverage test and one describe per suite (call at a test file's top level). */
export function runScopeSuites(api: TestApi, scopeSuites: ScopeSuite[]): void {
  describe('the scope registry covers every route of the areas with scope', () => {
    it('runs a case for every such route, or says why the scoped answer differs', () => {
      for (const s of scopeSuites) {
        const run = new Set(s.suite.cases.map((c) => c.route.name));
        const missing = routes.filter((r) => s.covers(r) && !run.has(r.name)).map((r) => r.name);
        expect(missing, `${s.suite.area}: add an isolation case`).toEqual([]);
        for (const name of Object.keys(s.instead)) expect(run.has(name), `${name} is replaced but has no case`).toBe(true);
      }
    });
  });

  for (const s of scopeSuites) {
    describe(`scope inside one company: ${s.suite.area}`, () => {
      let first: Company;
      let scoped: Company;
      let ids: unknown;

      beforeAll(async () => {
        first = await newCompany(api, 'First Rentals');
        ids = await s.suite.seed(api, first, first);
        const scope = await s.scope(api, first);
        // an area's name may hold spaces and commas: not in an email address
        const email = `scoped-${s.suite.area.replace(/\W+/g, '-')}-${Date.now()}@example.com`;
        const added = await api.call('POST', accountRoutes.addLinkedAccount.path, {
          token: first.token,
          body: {
            name: 'Scoped Manager',
            email,
            address: 'Desk',
            phone: '+44 20 7946 0456',
            password: 'scoped-password',
            role: 'manager',
            ...scope,
          },
        });
        expectStatus(added, 201);
        const { accessToken } = await logIn(api, email, 'scoped-password', '1');
        // same company, same master password: only the scope differs from the owner
        scoped = { owner: first.owner, token: accessToken };
      }, 60_000);

      for (const c of s.suite.cases) {
        const replaced = s.instead[c.route.name];
        it(`${c.route.name}: ${replaced ? replaced.why : 'outside the scope as another company’s'}`, async () => {
          const { path, body } = c.request(ids, scoped);
          const res = await api.call(c.route.method, path, { token: scoped.token, body });
          if (replaced) await replaced.expect(res, { api, token: scoped.token });
          else c.expect(res, ids);
        });
      }

      it('nothing outside the scope changed', async () => {
        await (s.unchanged ?? s.suite.unchanged)(api, first, scoped, ids);
      });
    });
  }
}

/**
 * A second company never sees or changes the first one's data: every non-public route that takes
 * an id is called by the second company with the first company's ids (tests/support/isolation/).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { accountIsolation } from '../support/isolation/account.ts';
import { auditIsolation } from '../support/isolation/audit.ts';
import { countsIsolation } from '../support/isolation/counts.ts';
import { financeIsolation } from '../support/isolation/finance.ts';
import { importIsolation } from '../support/isolation/import.ts';
import { inventoryIsolation } from '../support/isolation/inventory.ts';
import { maintenanceIsolation } from '../support/isolation/maintenance.ts';
import { portalIsolation } from '../support/isolation/portal.ts';
import { purchasingIsolation } from '../support/isolation/purchasing.ts';
import { ID_FIELD, withoutIds, type IsolationSuite } from '../support/isolation/registry.ts';
import { rentIsolation } from '../support/isolation/rent.ts';
import { replenishmentIsolation } from '../support/isolation/replenishment.ts';
import { salesIsolation } from '../support/isolation/sales.ts';
import { salesInvoicesIsolation } from '../support/isolation/sales-invoices.ts';
import { transfersIsolation } from '../support/isolation/transfers.ts';
import { newCompany, type Company } from '../support/rent.ts';
import { fieldsOf, schemasOf } from '../support/schema-fields.ts';

/** Every area's suite; an area with non-public routes adds its suite here. */
const suites: IsolationSuite<unknown>[] = [
  accountIsolation,
  auditIsolation,
  rentIsolation,
  inventoryIsolation,
  purchasingIsolation,
  salesIsolation,
  salesInvoicesIsolation,
  financeIsolation,
  maintenanceIsolation,
  replenishmentIsolation,
  importIsolation,
  countsIsolation,
  transfersIsolation,
  portalIsolation,
];

const api = useTestApi();

describe('the isolation registry covers the manifest', () => {
  const covered = new Set(suites.flatMap((s) => s.cases.map((c) => c.route.name)));

  it('every non-public route has a second-company case, or takes no id (with a reason)', () => {
    // portal routes take no staff token at all: their person-to-person cases are tests/integration/portal-registry.test.ts
    const missing = routes.filter((r) => r.access === 'user' && !covered.has(r.name) && !(r.name in withoutIds)).map((r) => r.name);
    expect(missing, 'add a case to tests/support/isolation/<area>.ts').toEqual([]);
  });

  it('a route listed as taking no id has no path parameter and no id-like field', async () => {
    for (const name of Object.keys(withoutIds)) {
      const route = routes.find((r) => r.name === name);
      expect(route, name).toBeDefined();
      expect(route!.path, name).not.toMatch(/\{/);
      const { body, query } = await schemasOf(route!);
      expect(
        [...fieldsOf(body), ...fieldsOf(query)].filter((f) => ID_FIELD.test(f)),
        name,
      ).toEqual([]);
    }
  });
});

for (const suite of suites) {
  describe(`isolation between companies: ${suite.area}`, () => {
    let first: Company;
    let second: Company;
    let ids: unknown;

    beforeAll(async () => {
      [first, second] = await Promise.all([newCompany(api, 'First Rentals'), newCompany(api, 'Second Rentals')]);
      ids = await suite.seed(api, first, second);
    });

    for (const c of suite.cases) {
      it(`${c.route.name}: the second company gets 404 or only its own data`, async () => {
        const { path, body } = c.request(ids, second);
        const pattern = new RegExp(`^${c.route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        expect(path.split('?')[0], 'the case calls the route it names').toMatch(pattern);
        c.expect(await api.call(c.route.method, path, { token: second.token, body }), ids);
      });
    }

    it('nothing of the first company changed', async () => {
      await suite.unchanged(api, first, second, ids);
    });
  });
}

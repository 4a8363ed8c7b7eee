/**
 * The owner's portal settings (PORTAL.md "Signing in": Account settings → Portal) against DynamoDB Local: the
 * defaults before a save, a save read back, the version guard (409 stale), the body's limits (400 with a message),
 * the owner-only permission (403 to a manager and to staff) and the audit entry the save writes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../shared/account/routes.ts';
import { auditRoutes } from '../../shared/audit/routes.ts';
import { CORRECTION_MESSAGES, type AuditEntry } from '../../shared/audit/types.ts';
import { portalSettingsRoutes } from '../../shared/portal/settings-routes.ts';
import { PORTAL_SETTINGS_MESSAGES } from '../../shared/portal/settings-schemas.ts';
import { PAYMENT_INSTRUCTIONS_MAX } from '../../shared/portal/settings.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
const settingsPath = portalSettingsRoutes.portalSettings.path;

const read = (company: Company) => api.call('GET', settingsPath, { token: company.token });
const save = (company: Company, body: Record<string, unknown>) =>
  api.call('POST', portalSettingsRoutes.savePortalSettings.path, { token: company.token, body });
const history = async (company: Company): Promise<AuditEntry[]> => {
  const res = await api.call('GET', `${auditRoutes.auditRecord.path}?kind=settings&id=portal`, { token: company.token });
  expectStatus(res, 200);
  return res.body as AuditEntry[];
};

const INSTRUCTIONS = 'Bank transfer to Harbour Properties, sort code 12-34-56, account 12345678. Reference: your room number.';

describe('GET/POST /api/account/portal-settings', () => {
  let company: Company;
  beforeAll(async () => {
    company = await newCompany(api, 'Portal Settings Co');
  });

  it('answers the defaults (both off, no instructions) and version 0 before the first save', async () => {
    const res = await read(company);
    expectStatus(res, 200);
    expect(res.body).toEqual({ rent: false, inventory: false, paymentInstructions: '', version: 0 });
    expect(await history(company)).toEqual([]);
  });

  it.each([
    [
      'instructions over 2,000 characters',
      { paymentInstructions: 'x'.repeat(PAYMENT_INSTRUCTIONS_MAX + 1) },
      PORTAL_SETTINGS_MESSAGES.paymentInstructionsTooLong,
    ],
    ['instructions that are not text', { paymentInstructions: 42 }, PORTAL_SETTINGS_MESSAGES.paymentInstructions],
    ['no instructions', { paymentInstructions: undefined }, PORTAL_SETTINGS_MESSAGES.paymentInstructions],
    ['rent as text', { rent: 'yes' }, PORTAL_SETTINGS_MESSAGES.rent],
    ['no inventory', { inventory: undefined }, PORTAL_SETTINGS_MESSAGES.inventory],
    ['no version', { version: undefined }, PORTAL_SETTINGS_MESSAGES.version],
    ['a negative version', { version: -1 }, PORTAL_SETTINGS_MESSAGES.version],
    ['a fractional version', { version: 0.5 }, PORTAL_SETTINGS_MESSAGES.version],
  ])('refuses %s with 400 and its message, changing nothing', async (_name, change, message) => {
    const res = await save(company, { rent: true, inventory: true, paymentInstructions: INSTRUCTIONS, version: 0, ...change });
    expectStatus(res, 400);
    expect(res.body).toEqual({ message });
    expect((await read(company)).body.version).toBe(0);
  });

  it('saves on the version read and reads it back (instructions trimmed; 2,000 characters is the limit, not over it)', async () => {
    const res = await save(company, { rent: true, inventory: false, paymentInstructions: `  ${INSTRUCTIONS}\n`, version: 0 });
    expectStatus(res, 200);
    expect(res.body).toEqual({
      message: PORTAL_SETTINGS_MESSAGES.saved,
      settings: { rent: true, inventory: false, paymentInstructions: INSTRUCTIONS, version: 1 },
    });
    expect((await read(company)).body).toEqual({ rent: true, inventory: false, paymentInstructions: INSTRUCTIONS, version: 1 });

    const longest = 'y'.repeat(PAYMENT_INSTRUCTIONS_MAX);
    const full = await save(company, { rent: true, inventory: true, paymentInstructions: ` ${longest} `, version: 1 });
    expectStatus(full, 200);
    expect((await read(company)).body).toEqual({ rent: true, inventory: true, paymentInstructions: longest, version: 2 });
    // back to the instructions the rest of the file expects
    expectStatus(await save(company, { rent: true, inventory: true, paymentInstructions: INSTRUCTIONS, version: 2 }), 200);
  });

  it('refuses a stale version with 409 and a save that changes nothing with 400, keeping what is stored', async () => {
    const before = (await read(company)).body;
    expect(before.version).toBe(3);
    const stale = await save(company, { rent: false, inventory: true, paymentInstructions: INSTRUCTIONS, version: 2 });
    expectStatus(stale, 409);
    expect(stale.body).toEqual({ message: CORRECTION_MESSAGES.staleVersion });
    const same = await save(company, { rent: true, inventory: true, paymentInstructions: ` ${INSTRUCTIONS} `, version: 3 });
    expectStatus(same, 400);
    expect(same.body).toEqual({ message: CORRECTION_MESSAGES.noChanges });
    expect((await read(company)).body).toEqual(before);
  });

  it('writes one audit entry per save (kind settings, id portal) with what changed', async () => {
    const other = await newCompany(api, 'Audited Portal Co');
    expectStatus(await save(other, { rent: false, inventory: true, paymentInstructions: 'Cash at the office', version: 0 }), 200);
    expectStatus(await save(other, { rent: true, inventory: true, paymentInstructions: 'Cash at the office', version: 1 }), 200);
    const entries = await history(other);
    expect(entries).toHaveLength(2);
    // newest first
    expect(entries[0]).toMatchObject({ action: 'savePortalSettings', kind: 'settings', record_id: 'portal', source: 'api' });
    expect(entries[0]!.changes).toEqual([{ field: 'rent', before: false, after: true }]);
    expect(entries[1]).toMatchObject({
      action: 'savePortalSettings',
      kind: 'settings',
      record_id: 'portal',
      record_label: 'Portal settings',
      actor: { name: other.owner.fullName, email: other.owner.email },
    });
    expect(entries[1]!.changes).toEqual([
      { field: 'inventory', before: false, after: true },
      { field: 'paymentInstructions', before: '', after: 'Cash at the office' },
    ]);
    // refused saves (stale, no changes, bad input) wrote none
    expect(await history(company)).toHaveLength(3);
  });

  it('is the owner’s only: a manager and staff of the company get 403 on both calls', async () => {
    for (const role of ['manager', 'staff']) {
      const account = {
        name: `Portal ${role}`,
        email: `portal-${role}-${Date.now()}@example.com`,
        address: 'Desk',
        phone: '+44 20 7946 0031',
        password: 'desk-password',
        role,
      };
      expectStatus(await api.call('POST', accountRoutes.addLinkedAccount.path, { token: company.token, body: account }), 201);
      const { accessToken } = await logIn(api, account.email, account.password, '1');
      const get = await api.call('GET', settingsPath, { token: accessToken });
      expect({ role, status: get.status, message: get.body.message }).toEqual({
        role,
        status: 403,
        message: 'You do not have permission to do this',
      });
      const post = await api.call('POST', settingsPath, {
        token: accessToken,
        body: { rent: false, inventory: false, paymentInstructions: '', version: 3 },
      });
      expect({ role, status: post.status }).toEqual({ role, status: 403 });
    }
    expect((await read(company)).body).toMatchObject({ rent: true, inventory: true, version: 3 });
  });
});

/**
 * Roles, apps and invitations through the gateway (ROLES.md "Tests that must exist"): each role signs in as a real
 * linked account and calls every route of the manifest (refused ones are 403 with the contract's message and change
 * nothing, allowed ones are never refused for permission); invitations are accepted once, expire and cannot be
 * replayed; a change of powers ends the account's older tokens within a minute; an accountant records and voids a
 * payment but cannot cancel an order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetPowers, POWERS_RECHECK_SECONDS, revokeAccessOp, tokenStillValid } from '../../functions/account/data/powers.ts';
import { transact } from '../../functions/lib/dynamo/transact.ts';
import { acceptInvitation } from '../../functions/account/services/invitations.ts';
import { paymentIdOf, referenceHash } from '../../functions/rent/ids.ts';
import { issueAccessToken, verifyAccessToken } from '../../functions/lib/tokens.ts';
import { NO_PERMISSION, ROLES, can, type AccountRole } from '../../shared/account/permissions.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { auditRoutes } from '../../shared/audit/routes.ts';
import { purchaseRoutes } from '../../shared/inventory/purchase-routes.ts';
import { fillPath } from '../../shared/route.ts';
import { routes } from '../../shared/routes.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { inviteAndReadToken, logIn } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';
import { addBuilding, addRent, addRoom, addTenant, expectStatus, payBody } from '../support/rent.ts';
import { partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
let co: SalesCompany;
let seq = 0;

const PASSWORD = 'role-password-1';

/** A linked account of `co` with this role (and apps), signed in: its access token and id. */
async function signedIn(role: Exclude<AccountRole, 'owner'>, extra: Record<string, unknown> = {}) {
  const email = `${role}-${++seq}-${Date.now()}@example.com`;
  const added = await api.call('POST', accountRoutes.addLinkedAccount.path, {
    token: co.token,
    body: { name: `The ${role}`, email, address: 'Desk', phone: '+44 20 7946 0123', password: PASSWORD, role, ...extra },
  });
  expectStatus(added, 201);
  const { accessToken } = await logIn(api, email, PASSWORD, '1');
  return { token: accessToken, id: added.body.account.id as string, email, version: added.body.account.version as number };
}

const latestActivity = async () =>
  ((await api.call('GET', `${auditRoutes.auditAll.path}?limit=1`, { token: co.token })).body as { id: string }[])[0]?.id ?? null;

beforeAll(async () => {
  co = await salesCompany(api, 'Roles Co');
  await addBuilding(api, co.token, 1, 2);
}, 60_000);

describe('the role matrix through the gateway', () => {
  const callers: Record<string, { role: AccountRole; apps: readonly ('rent' | 'inventory')[]; token: string }> = {};

  beforeAll(async () => {
    callers.owner = { role: 'owner', apps: ['rent', 'inventory'], token: co.token };
    for (const role of ROLES.filter((r) => r !== 'owner')) callers[role] = { role, apps: ['rent', 'inventory'], ...(await signedIn(role)) };
    callers['staff with the rent app'] = { role: 'staff', apps: ['rent'], ...(await signedIn('staff', { apps: ['rent'] })) };
  }, 60_000);

  // portal routes take a portal session, never an account's token (portal-registry.test.ts holds them)
  const protectedRoutes = routes.filter((r) => r.access === 'user');
  const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});
  const pathOf = (path: string) => fillPath(path, Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 'NOPE'])));

  it.each(['owner', ...ROLES.filter((r) => r !== 'owner'), 'staff with the rent app'])(
    '%s: refused routes answer 403 with the message and change nothing; allowed ones are never refused for permission',
    async (who) => {
      const caller = callers[who]!;
      const before = await latestActivity();
      const refused: string[] = [];
      for (const route of protectedRoutes) {
        const res = await api.call(route.method, pathOf(route.path), { token: caller.token, body: bodyFor(route.method) });
        const deniedForPermission = res.status === 403 && res.body?.message === NO_PERMISSION;
        const allowed = can(caller, route.permission);
        expect(deniedForPermission, `${who} → ${route.name} (${res.status} ${res.text.slice(0, 120)})`).toBe(!allowed);
        if (!allowed) refused.push(route.name);
      }
      if (who === 'owner') expect(refused).toEqual([]);
      else expect(refused.length).toBeGreaterThan(0);
      // nothing a refused call reached wrote an entry (the allowed calls above carry no valid input)
      expect(await latestActivity()).toBe(before);
    },
    120_000,
  );
});

describe('invitations', () => {
  it('accepts once: the account signs in with the invited powers; a reused link is refused', async () => {
    const email = `invitee-${Date.now()}@example.com`;
    const { invitation, token } = await inviteAndReadToken(api, co.token, { email, role: 'accountant', apps: ['rent'], buildings: [1] });
    expect(invitation).toMatchObject({ email, role: 'accountant', apps: ['rent'], buildings: [1], warehouses: 'all', invited: true });
    const pending = (await api.call('GET', accountRoutes.linkedAccounts.path, { token: co.token })).body as any[];
    expect(pending.find((a) => a.email === email)).toMatchObject({ invited: true, last_seen: null });

    const accepted = await api.call('POST', accountRoutes.acceptInvite.path, { body: { token, password: 'a-new-password' } });
    expectStatus(accepted, 200);
    expect(accepted.body.message).toBe('Your password is set. Sign in with your email and new password.');
    const replay = await api.call('POST', accountRoutes.acceptInvite.path, { body: { token, password: 'another-password' } });
    expectStatus(replay, 400);
    expect(replay.body.message).toBe('This link is no longer valid. Ask for a new one.');

    const session = await logIn(api, email, 'a-new-password', '1');
    expect(session.body.role).toBe('accountant');
    const info = await api.call('GET', accountRoutes.companyInfo.path, { token: session.accessToken });
    expect(info.body.me).toMatchObject({ role: 'accountant', apps: ['rent'], buildings: [1], warehouses: 'all' });
    expect(info.body.me.permissions).toContain('rent.payment.void');
    expect(info.body.me.permissions).not.toContain('inventory.read');
    const rows = (await api.call('GET', accountRoutes.linkedAccounts.path, { token: co.token })).body as any[];
    expect(rows.filter((a) => a.email === email)).toMatchObject([{ invited: false, role: 'accountant' }]);
    // an invitation to an email that has an account is refused
    const again = await api.call('POST', accountRoutes.invite.path, {
      token: co.token,
      body: { name: 'Again', email, role: 'viewer', apps: ['rent'], buildings: 'all', warehouses: 'all' },
    });
    expectStatus(again, 409);
    expect(again.body.message).toBe('This email already has an account');
  });

  it('refuses an expired, a withdrawn, a superseded and a forged link, and changes nothing', async () => {
    const email = `late-${Date.now()}@example.com`;
    const first = await inviteAndReadToken(api, co.token, { email, role: 'viewer' });
    const invalid = { status: 400, message: 'This link is no longer valid. Ask for a new one.' };
    // eight days later the link has expired
    const eightDays = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    await expect(
      acceptInvitation({ token: first.token, password: 'late-password' }, { requestId: 'r', action: 'acceptInvite' }, eightDays),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: invalid.message,
    });
    // inviting again sends a new link: the first one stops working
    const second = await inviteAndReadToken(api, co.token, { email, role: 'viewer' }, 2);
    const superseded = await api.call('POST', accountRoutes.acceptInvite.path, { body: { token: first.token, password: 'late-password' } });
    expect({ status: superseded.status, message: superseded.body.message }).toEqual(invalid);
    // withdrawn
    expectStatus(await api.call('DELETE', `${accountRoutes.inviteRevoke.path}?id=${second.invitation.id}`, { token: co.token }), 200);
    const withdrawn = await api.call('POST', accountRoutes.acceptInvite.path, { body: { token: second.token, password: 'late-password' } });
    expect({ status: withdrawn.status, message: withdrawn.body.message }).toEqual(invalid);
    for (const forged of ['', 'x'.repeat(43), 'not a token']) {
      const res = await api.call('POST', accountRoutes.acceptInvite.path, { body: { token: forged, password: 'late-password' } });
      expect({ status: res.status, message: res.body.message }).toEqual(invalid);
    }
    const rows = (await api.call('GET', accountRoutes.linkedAccounts.path, { token: co.token })).body as any[];
    expect(rows.filter((a) => a.email === email)).toEqual([]);
    await expect(logIn(api, email, 'late-password', '1')).rejects.toThrow('401');
  });

  it.each([
    [{ role: 'owner' }, 'Choose a role'],
    [{ role: 'boss' }, 'Choose a role'],
    [{ apps: [] }, 'Choose at least one app'],
    [{ apps: ['rent', 'rent'] }, 'Choose at least one app'],
    [{ apps: ['payroll'] }, 'Choose at least one app'],
    [{ buildings: [7] }, 'Unknown building 7'],
    [{ buildings: 'some' }, 'Buildings must be "all" or a list of building numbers'],
    [{ warehouses: ['01NOTAWAREHOUSE'] }, 'Unknown warehouse'],
  ])('refuses %j with %s and invites no one', async (change, message) => {
    const email = `bad-${++seq}@example.com`;
    const res = await api.call('POST', accountRoutes.invite.path, {
      token: co.token,
      body: { name: 'Bad', email, role: 'viewer', apps: ['rent'], buildings: 'all', warehouses: 'all', ...change },
    });
    expectStatus(res, 400);
    expect(res.body.message).toBe(message);
    const rows = (await api.call('GET', accountRoutes.linkedAccounts.path, { token: co.token })).body as any[];
    expect(rows.some((a) => a.email === email)).toBe(false);
  });

  it('keeps the owner the owner', async () => {
    const { userId } = await verifyAccessToken(co.token);
    const res = await api.call('POST', accountRoutes.updateLinkedAccount.path, {
      token: co.token,
      body: { id: userId, name: 'Me', address: 'Here', phone: '+44 20 7946 0000', version: 0, role: 'viewer' },
    });
    expectStatus(res, 400);
    expect(res.body.message).toBe('The owner keeps the owner role: it cannot be changed');
    expect((await logIn(api, co.owner.email, co.owner.password, '2')).body.role).toBe('owner');
  });
});

describe('a change of powers', () => {
  it('ends the sessions at once and, within a minute, every older access token', async () => {
    const staff = await signedIn('staff');
    const identity = await verifyAccessToken(staff.token);
    // a token issued before the change and already past its trusted minute
    const oldToken = await issueAccessToken(identity, new Date(Date.now() - (POWERS_RECHECK_SECONDS + 1) * 1000));
    const write = (token: string) => api.call('POST', rentRoutes.tenantAdd.path, { token, body: {} });
    expect((await write(oldToken)).status).toBe(400); // allowed, refused only for its empty body

    const demoted = await api.call('POST', accountRoutes.updateLinkedAccount.path, {
      token: co.token,
      body: { id: staff.id, name: 'The staff', address: 'Desk', phone: '+44 20 7946 0123', version: staff.version, role: 'viewer' },
    });
    expectStatus(demoted, 200);
    const refused = await write(oldToken);
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 403, message: 'Invalid or expired access token' });
    // its refresh sessions went at once: signing in again gives the new powers
    const again = await logIn(api, staff.email, PASSWORD, '1');
    expect(again.body.role).toBe('viewer');
    const viewerWrite = await write(again.accessToken);
    expect({ status: viewerWrite.status, message: viewerWrite.body.message }).toEqual({ status: 403, message: NO_PERMISSION });
  });

  it('is seen by every container within the minute: a remembered check lasts at most a minute', async () => {
    const staff = await signedIn('staff');
    const { companyId, userId } = await verifyAccessToken(staff.token);
    const t0 = Date.now();
    const issuedAt = Math.floor(t0 / 1000) - POWERS_RECHECK_SECONDS - 5;
    forgetPowers(companyId, userId);
    expect(await tokenStillValid(companyId, userId, issuedAt, t0)).toBe(true);
    // the change is made by another container (this one's memory is not told)
    await transact([revokeAccessOp(companyId, userId, new Date(t0 + 1_000))]);
    // remembered for at most the minute...
    expect(await tokenStillValid(companyId, userId, issuedAt, t0 + 30_000)).toBe(true);
    // ...then read again: the token predates the change
    expect(await tokenStillValid(companyId, userId, issuedAt, t0 + (POWERS_RECHECK_SECONDS + 1) * 1000)).toBe(false);
    // a token issued after the change is good, and a fresh one is never read for
    expect(await tokenStillValid(companyId, userId, Math.floor(t0 / 1000) + 2, t0 + (POWERS_RECHECK_SECONDS + 3) * 1000)).toBe(true);
    expect(await tokenStillValid(companyId, userId, Math.floor(t0 / 1000), t0)).toBe(true);
  });
});

describe('an accountant', () => {
  it('records and voids a rent payment, but cannot cancel a purchase order', async () => {
    const accountant = await signedIn('accountant');
    const roomId = await addRoom(api, co.token, 1, 1, `A${++seq}`);
    const tenantId = await addTenant(api, co.token);
    const rentId = await addRent(api, co.token, roomId, tenantId);
    const paid = await api.call('POST', rentRoutes.payRent.path, {
      token: accountant.token,
      body: payBody(co, roomId, rentId, 100, 'ACC-1'),
    });
    expectStatus(paid, 201);
    const voided = await api.call('POST', rentRoutes.rentPaymentVoid.path, {
      token: accountant.token,
      body: {
        paymentId: paymentIdOf(rentId, referenceHash('ACC-1')),
        currentRentId: rentId,
        masterPassword: co.owner.masterPassword,
        reason: 'Entered twice',
      },
    });
    expectStatus(voided, 200);

    const supplierId = await co.add('/api/ims/supplier/add', partner('Role Supplier'));
    const warehouseId = await co.add('/api/ims/warehouses/add', { warehouseName: 'Role Depot', warehouseLocation: 'Leeds' });
    const itemId = await co.add('/api/ims/product/add', product('Role Widget', `RW-${Date.now()}`, 2, 5));
    const order = await co.post(purchaseRoutes.purchaseOrderAdd.path, {
      supplierId,
      warehouseId,
      totalDiscount: 0,
      orderItems: [{ item_id: itemId, quantity: 3, discount: 0 }],
    });
    expectStatus(order, 201);
    const cancel = await api.call('POST', purchaseRoutes.purchaseOrderCancel.path, {
      token: accountant.token,
      body: { purchaseOrderId: order.body.id, reason: 'Not needed' },
    });
    expect({ status: cancel.status, message: cancel.body.message }).toEqual({ status: 403, message: NO_PERMISSION });
    const still = await co.get(fillPath(purchaseRoutes.purchaseOrderGet.path, { id: order.body.id }));
    expect(still.body.status ?? still.body.order_status).not.toMatch(/cancel/i);
  });
});

/**
 * Signing in to the portal (PORTAL.md "Signing in"), through the local gateway, the links read from the local inbox:
 * one link per company, single use, expiry, throttling, no enumeration, a person who is both tenant and customer, the
 * owner's invitation, and the two audiences kept apart (a staff token on a portal route, a portal session elsewhere).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRoutes } from '../../shared/audit/routes.ts';
import * as PORTAL_MESSAGES from '../../shared/portal/messages.ts';
import { portalRoutes as p } from '../../shared/portal/routes.ts';
import { signInLinkClaim } from '../../functions/portal/data/links.ts';
import { SIGN_IN_MIN_MS, SIGN_IN_THROTTLE } from '../../functions/portal/services/sign-in.ts';
import { hashLinkToken } from '../../functions/lib/link-tokens.ts';
import { putItem } from '../../functions/lib/dynamo/transact.ts';
import { PORTAL_SIGN_IN, PORTAL_STAFF_REFUSED } from '../../functions/lib/http.ts';
import { claimsOf } from '../support/audit/account.ts';
import { useTestApi } from '../support/gateway.ts';
import { emailsTo } from '../support/inbox.ts';
import { addCustomerWithEmail, addTenantWithEmail, linkTokenFor, openSession, portalCookieOf, setPortal } from '../support/portal.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
const signIn = (email: string, headers: Record<string, string> = {}) => api.call('POST', p.portalSignIn.path, { body: { email }, headers });
const session = (token: string, person?: string) =>
  api.call('POST', p.portalSession.path, { body: { token, ...(person ? { person } : {}) } });
const me = (cookie: string) => api.call('GET', p.portalMe.path, { cookie });

let harbour: Company;
let quay: Company;
const both = `both-${randomUUID()}@example.com`;
let tenantId: string;
let customerId: string;
let otherTenantId: string;

beforeAll(async () => {
  [harbour, quay] = await Promise.all([newCompany(api, 'Harbour Lets'), newCompany(api, 'Quay Homes')]);
  await Promise.all([
    setPortal(api, harbour.token, { rent: true, inventory: true }, 'Pay by transfer to 12-34-56 12345678'),
    setPortal(api, quay.token, { rent: true, inventory: false }),
  ]);
  [tenantId, customerId, otherTenantId] = await Promise.all([
    addTenantWithEmail(api, harbour.token, 'Tess Tenant', both),
    addCustomerWithEmail(api, harbour.token, 'Tess Trading', both.toUpperCase()),
    addTenantWithEmail(api, quay.token, 'Tess at Quay', both),
  ]);
});

describe('portal sign-in by emailed link', () => {
  it('emails one link per company; a link naming two people asks which; it opens a session once', async () => {
    const startedAt = Date.now();
    const asked = await signIn(` ${both.toUpperCase()} `);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(SIGN_IN_MIN_MS);
    expect(asked).toMatchObject({ status: 200, body: { message: PORTAL_MESSAGES.signInLinkSent } });
    const [harbourToken] = await linkTokenFor(both, 'Sign in to Harbour Lets');
    const [quayToken] = await linkTokenFor(both, 'Sign in to Quay Homes');
    const mail = (await emailsTo(both)).find((m) => m.subject === 'Sign in to Harbour Lets')!;
    expect(mail.text).toContain('valid for 15 minutes and works once');
    expect(mail.text).toContain(`${api.baseUrl}/portal/auth?token=`);

    // Harbour: both a tenant and a customer → the choice, the link still usable
    const asks = await session(harbourToken!);
    expect(asks).toMatchObject({ status: 200, body: { signedIn: false, message: PORTAL_MESSAGES.choosePerson } });
    expect(asks.body.choices).toEqual(
      expect.arrayContaining([
        { person: `tenant:${tenantId}`, kind: 'tenant', name: 'Tess Tenant', companyName: 'Harbour Lets' },
        { person: `customer:${customerId}`, kind: 'customer', name: 'Tess Trading', companyName: 'Harbour Lets' },
      ]),
    );
    expect(asks.headers.getSetCookie()).toEqual([]);
    // a person the link does not name
    expect(await session(harbourToken!, `tenant:${otherTenantId}`)).toMatchObject({
      status: 400,
      body: { message: PORTAL_MESSAGES.personNotOnLink },
    });
    const opened = await session(harbourToken!, `tenant:${tenantId}`);
    expectStatus(opened, 200);
    expect(opened.body).toMatchObject({ signedIn: true, app: 'rent', person: { kind: 'tenant', id: tenantId, name: 'Tess Tenant' } });
    const cookieHeader = opened.headers.getSetCookie()[0]!;
    expect(cookieHeader).toMatch(/^portal_session=[^;]+; Path=\/api\/portal; HttpOnly; Secure; SameSite=Strict; Max-Age=28800$/);
    const cookie = portalCookieOf(opened);
    const mine = await me(cookie);
    expectStatus(mine, 200);
    expect(mine.body).toMatchObject({
      company: { name: 'Harbour Lets', email: harbour.owner.email },
      person: { kind: 'tenant', id: tenantId, email: both },
      app: 'rent',
      paymentInstructions: 'Pay by transfer to 12-34-56 12345678',
      pendingEmail: null,
    });
    // spent: neither a second session nor the other person
    expect(await session(harbourToken!, `customer:${customerId}`)).toMatchObject({
      status: 400,
      body: { message: PORTAL_MESSAGES.linkInvalid },
    });

    // Quay: one person (its inventory portal is off, so no customer would be named) → signed in at once
    const quayCookie = await openSession(api, quayToken!);
    expect((await me(quayCookie)).body).toMatchObject({ company: { name: 'Quay Homes' }, person: { id: otherTenantId } });
  });

  it('answers an unknown email, or one whose portal is off, the same, in as long, and sends nothing', async () => {
    const unknown = `nobody-${randomUUID()}@example.com`;
    const startedAt = Date.now();
    expect(await signIn(unknown)).toMatchObject({ status: 200, body: { message: PORTAL_MESSAGES.signInLinkSent } });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(SIGN_IN_MIN_MS);
    const offEmail = `off-${randomUUID()}@example.com`;
    await addCustomerWithEmail(api, quay.token, 'Off Customer', offEmail); // Quay's inventory portal is off
    expect(await signIn(offEmail)).toMatchObject({ status: 200, body: { message: PORTAL_MESSAGES.signInLinkSent } });
    await new Promise((r) => setTimeout(r, 300));
    expect(await emailsTo(unknown)).toEqual([]);
    expect(await emailsTo(offEmail)).toEqual([]);
    expect((await signIn('not an email')).status).toBe(400);
  });

  it('refuses forged, malformed and expired links with one message', async () => {
    expect(await session(randomBytes(32).toString('base64url'))).toMatchObject({
      status: 400,
      body: { message: PORTAL_MESSAGES.linkInvalid },
    });
    expect(await session('short')).toMatchObject({ status: 400, body: { message: PORTAL_MESSAGES.linkInvalid } });
    expect((await session('x'.repeat(500))).status).toBe(400);
    const expired = randomBytes(32).toString('base64url');
    const claim = signInLinkClaim(hashLinkToken(expired), {
      companyId: claimsOf(harbour.token).cid,
      email: both,
      people: [`tenant:${tenantId}`],
      createdAt: new Date(Date.now() - 20 * 60_000).toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) - 5 * 60,
    });
    await putItem('link', { Item: { ...claim.key, ...claim.attributes } });
    expect(await session(expired)).toMatchObject({ status: 400, body: { message: PORTAL_MESSAGES.linkInvalid } });
  });

  it('throttles link requests per email and per address (429 with Retry-After)', async () => {
    const email = `busy-${randomUUID()}@example.com`;
    const address = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 1}` };
    for (let i = 0; i < SIGN_IN_THROTTLE.perEmail; i++) expectStatus(await signIn(email, address), 200);
    const refused = await signIn(email, address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many sign-in requests\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('portal sessions and staff tokens are kept apart', () => {
  let cookie: string;
  beforeAll(async () => {
    const email = `apart-${randomUUID()}@example.com`;
    await addTenantWithEmail(api, quay.token, 'Apart Tenant', email);
    await signIn(email);
    cookie = await openSession(api, (await linkTokenFor(email, 'Sign in to Quay Homes'))[0]!);
  });

  it('refuses a staff token on a portal route, even beside a session (403), and no session (401)', async () => {
    expect(await api.call('GET', p.portalMe.path, { token: quay.token })).toMatchObject({
      status: 403,
      body: { message: PORTAL_STAFF_REFUSED },
    });
    expect(await api.call('GET', p.portalMe.path, { token: quay.token, cookie })).toMatchObject({ status: 403 });
    expect(await api.call('GET', p.portalMe.path)).toMatchObject({ status: 401, body: { message: PORTAL_SIGN_IN } });
    expect(await api.call('GET', p.portalMe.path, { cookie: 'portal_session=not-a-token' })).toMatchObject({ status: 401 });
    // a staff access token in the cookie is not a session either (another audience)
    expect(await api.call('GET', p.portalMe.path, { cookie: `portal_session=${quay.token}` })).toMatchObject({ status: 401 });
  });

  it('refuses a portal session on a staff route (403), as a bearer token or a cookie', async () => {
    const session = cookie.slice('portal_session='.length);
    expect((await api.call('GET', '/api/tenant/all', { token: session })).status).toBe(403);
    expect((await api.call('GET', '/api/tenant/all', { cookie })).status).toBe(403);
  });

  it('ends the session when its person is deleted or the portal is turned off (401)', async () => {
    await setPortal(api, quay.token, { rent: false, inventory: false });
    expect(await me(cookie)).toMatchObject({ status: 401, body: { message: PORTAL_MESSAGES.personGone } });
    await setPortal(api, quay.token, { rent: true, inventory: false });
    expectStatus(await me(cookie), 200);
  });

  it('signs out by clearing the cookie', async () => {
    const out = await api.call('POST', p.portalSignOut.path, { cookie });
    expect(out).toMatchObject({ status: 200, body: { message: PORTAL_MESSAGES.signedOut } });
    expect(out.headers.getSetCookie()[0]).toMatch(/^portal_session=; Path=\/api\/portal; .*Max-Age=0$/);
  });
});

describe('Invite to the portal', () => {
  it('emails the link as an invitation and writes an audit entry; then the person signs in with it', async () => {
    const email = `invited-${randomUUID()}@example.com`;
    const id = await addTenantWithEmail(api, harbour.token, 'Ivy Invited', email);
    const sent = await api.call('POST', p.portalInvite.path, { token: harbour.token, body: { tenantId: id } });
    expect(sent).toMatchObject({ status: 200, body: { message: `Portal invitation sent to ${email}` } });
    const [token] = await linkTokenFor(email, 'Your portal at Harbour Lets');
    const history = await api.call('GET', `${auditRoutes.auditRecord.path}?kind=tenant&id=${id}`, { token: harbour.token });
    expect(history.body[0]).toMatchObject({
      action: 'portalInvite',
      changes: [{ field: 'portal', before: null, after: `invited (${email})` }],
    });
    const cookie = await openSession(api, token!);
    expect((await me(cookie)).body.person).toMatchObject({ id, name: 'Ivy Invited' });
    // the tenant's page: invited, and the visit
    const line = await api.call('GET', `${p.portalPerson.path}?tenantId=${id}`, { token: harbour.token });
    expect(line).toMatchObject({ status: 200, body: { portalOn: true, hasEmail: true } });
    expect(line.body.invitedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(line.body.lastVisitAt >= line.body.invitedAt).toBe(true);
  });

  it('refuses what cannot be invited: no id, both ids, an unknown one, the portal off', async () => {
    expect(await api.call('POST', p.portalInvite.path, { token: harbour.token, body: {} })).toMatchObject({
      status: 400,
      body: { message: PORTAL_MESSAGES.inviteOneId },
    });
    expect(await api.call('POST', p.portalInvite.path, { token: harbour.token, body: { tenantId, customerId } })).toMatchObject({
      status: 400,
    });
    expect(
      await api.call('POST', p.portalInvite.path, { token: harbour.token, body: { tenantId: '01HZX5V7Q8R9S0T1V2W3X4Y5Z6' } }),
    ).toMatchObject({
      status: 404,
      body: { message: PORTAL_MESSAGES.tenantNotFound },
    });
    const offCustomer = await addCustomerWithEmail(api, quay.token, 'Quay Customer', `qc-${randomUUID()}@example.com`);
    expect(await api.call('POST', p.portalInvite.path, { token: quay.token, body: { customerId: offCustomer } })).toMatchObject({
      status: 409,
      body: { message: PORTAL_MESSAGES.portalOff('inventory') },
    });
  });
});

/**
 * A tenant's or customer's contact details from the portal (PORTAL.md POST /api/portal/contact), through the gateway
 * against DynamoDB Local and the local SES emulator: a new phone at once, a new email only once the link sent to it is
 * followed (single use, expiry, only the newest link), then sign-in works with the new email and not the old one;
 * each change audited with the person as actor and source portal, and the owner emailed.
 */
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import { putItem } from '../../functions/lib/dynamo/transact.ts';
import * as portalKeys from '../../functions/portal/keys.ts';
import { CORRECTION_MESSAGES, type AuditEntry } from '../../shared/audit/types.ts';
import { auditRoutes } from '../../shared/audit/routes.ts';
import * as PORTAL_MESSAGES from '../../shared/portal/messages.ts';
import { portalRoutes as p } from '../../shared/portal/routes.ts';
import { tableDefinition } from '../../shared/table.ts';
import { useTestApi } from '../support/gateway.ts';
import { emailsTo, linksIn, waitForEmails } from '../support/inbox.ts';
import { addCustomerWithEmail, addTenantWithEmail, linkTokenFor, openSession, setPortal } from '../support/portal.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
const COMPANY = 'Contact Portal Co';
const VERIFY_SUBJECT = `Confirm your new email for ${COMPANY}`;
const SIGN_IN_SUBJECT = `Sign in to ${COMPANY}`;

let company: Company;
const unique = (tag: string) => `pc-${tag}-${randomUUID()}@example.com`;

const signIn = async (email: string) => {
  expectStatus(await api.call('POST', p.portalSignIn.path, { body: { email } }), 200);
  const tokens = await linkTokenFor(email, SIGN_IN_SUBJECT);
  return openSession(api, tokens[tokens.length - 1]!);
};
const saveContact = (cookie: string, body: { phone: string; email: string }) => api.call('POST', p.portalContact.path, { cookie, body });
const verify = (token: string) => api.call('POST', p.portalContactVerify.path, { body: { token } });
const me = async (cookie: string) => {
  const res = await api.call('GET', p.portalMe.path, { cookie });
  expectStatus(res, 200);
  return res.body as { person: { id: string; email: string; phone: string }; pendingEmail: string | null };
};
const staffTenant = async (id: string) => {
  const res = await api.call('GET', `/api/tenant/${encodeURIComponent(id)}`, { token: company.token });
  expectStatus(res, 200);
  return res.body;
};
const history = async (kind: string, id: string) => {
  const res = await api.call('GET', `${auditRoutes.auditRecord.path}?kind=${kind}&id=${encodeURIComponent(id)}`, { token: company.token });
  expectStatus(res, 200);
  return res.body as AuditEntry[];
};
/** The verify link's token in the newest confirmation email to `email`. */
const verifyTokenFor = async (email: string, count = 1) => {
  const mails = (await waitForEmails(email, count)).filter((m) => m.subject === VERIFY_SUBJECT);
  const link = new URL(linksIn(mails[mails.length - 1]!)[0]!);
  expect(link.pathname).toBe('/portal/verify-email');
  return link.searchParams.get('token')!;
};
const ownerMails = async (subjectPart: string) => (await emailsTo(company.owner.email)).filter((m) => m.subject.includes(subjectPart));
/** Sign-in emails to `email` so far (sign-in answers 200 whoever asks; only a person's email gets a link). */
const signInMails = async (email: string) => (await emailsTo(email)).filter((m) => m.subject === SIGN_IN_SUBJECT);

beforeAll(async () => {
  company = await newCompany(api, COMPANY);
  await setPortal(api, company.token, { rent: true, inventory: true });
});

describe('a tenant’s contact details', () => {
  let tenantId: string;
  let cookie: string;
  const oldEmail = unique('old');
  const newEmail = unique('new');

  beforeAll(async () => {
    tenantId = await addTenantWithEmail(api, company.token, 'Tara Tenant', oldEmail, '07700 900001');
    cookie = await signIn(oldEmail);
  });

  it('a new phone applies at once, audited with the tenant as actor, and the owner is emailed', async () => {
    const res = await saveContact(cookie, { phone: '07700 900777', email: oldEmail });
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: PORTAL_MESSAGES.phoneUpdated, pendingEmail: null });
    expect((await me(cookie)).person).toMatchObject({ phone: '07700 900777', email: oldEmail });
    expect(await staffTenant(tenantId)).toMatchObject({ phone: '07700 900777', email: oldEmail });
    const [entry] = (await history('tenant', tenantId)).filter((e) => e.action === 'portalContact');
    expect(entry).toMatchObject({ source: 'portal', actor: { id: tenantId, name: 'Tara Tenant' } });
    expect(entry!.changes).toEqual([{ field: 'phone', before: '07700 900001', after: '07700 900777' }]);
    for (let i = 0; i < 50 && !(await ownerMails('Tara Tenant changed their phone number')).length; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await ownerMails('Tara Tenant changed their phone number')).map((m) => m.subject)).toEqual([
      'Tara Tenant changed their phone number to 07700 900777',
    ]);
    const same = await saveContact(cookie, { phone: '07700 900777', email: oldEmail });
    expectStatus(same, 400);
    expect(same.body.message).toBe(CORRECTION_MESSAGES.noChanges);
    const bad = await saveContact(cookie, { phone: '07700 900777', email: 'not an email' });
    expectStatus(bad, 400);
  });

  it('a new email waits for its link; the link works once; then the new email signs in and the old one does not', async () => {
    const res = await saveContact(cookie, { phone: '07700 900777', email: newEmail });
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: PORTAL_MESSAGES.emailLinkSent(newEmail), pendingEmail: newEmail });
    // not applied yet: the record keeps the old email, the portal shows the pending one
    expect(await me(cookie)).toMatchObject({ person: { email: oldEmail }, pendingEmail: newEmail });
    expect((await staffTenant(tenantId)).email).toBe(oldEmail);
    expect((await history('tenant', tenantId)).filter((e) => e.action === 'portalContact')[0]!.changes).toEqual([
      { field: 'pending_email', before: null, after: newEmail },
    ]);
    // the new address does not sign in before it is confirmed
    expectStatus(await api.call('POST', p.portalSignIn.path, { body: { email: newEmail } }), 200);
    const token = await verifyTokenFor(newEmail);
    expect(await signInMails(newEmail)).toEqual([]);
    expect(await getItem(portalKeys.emailVerifyLink(createHash('sha256').update(token).digest('hex')))).not.toBeNull();

    const done = await verify(token);
    expectStatus(done, 200);
    expect(done.body).toEqual({ message: PORTAL_MESSAGES.emailChanged(newEmail), email: newEmail });
    expect((await staffTenant(tenantId)).email).toBe(newEmail);
    expect(await me(cookie)).toMatchObject({ person: { email: newEmail }, pendingEmail: null });
    const [entry] = (await history('tenant', tenantId)).filter((e) => e.action === 'portalContactVerify');
    expect(entry).toMatchObject({ source: 'portal', actor: { id: tenantId } });
    expect(entry!.changes).toEqual([{ field: 'email', before: oldEmail, after: newEmail }]);
    // single use
    const twice = await verify(token);
    expectStatus(twice, 400);
    expect(twice.body.message).toBe(PORTAL_MESSAGES.emailLinkInvalid);
    // the owner hears of it
    for (let i = 0; i < 50 && !(await ownerMails('Tara Tenant changed their email')).length; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await ownerMails('Tara Tenant changed their email')).map((m) => m.subject)).toEqual([
      `Tara Tenant changed their email to ${newEmail}`,
    ]);

    // sign-in: the new email gets a link that opens the tenant's session, the old one gets nothing
    const before = (await signInMails(oldEmail)).length;
    const fresh = await signIn(newEmail);
    expect((await me(fresh)).person).toMatchObject({ id: tenantId, email: newEmail });
    expectStatus(await api.call('POST', p.portalSignIn.path, { body: { email: oldEmail } }), 200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await signInMails(oldEmail)).toHaveLength(before);
  });

  it('refuses an expired link, an older link replaced by a newer one, and a made-up one, changing nothing', async () => {
    const first = unique('first');
    const second = unique('second');
    const current = (await me(cookie)).person.email;
    expectStatus(await saveContact(cookie, { phone: '07700 900777', email: first }), 200);
    const older = await verifyTokenFor(first);
    expectStatus(await saveContact(cookie, { phone: '07700 900777', email: second }), 200);
    const newer = await verifyTokenFor(second);
    for (const token of [older, 'x'.repeat(43), 'short']) {
      const res = await verify(token);
      expectStatus(res, 400);
      expect(res.body.message).toBe(PORTAL_MESSAGES.emailLinkInvalid);
    }
    // the newest link, once past its 24 hours, is refused too (the table's TTL deletes lazily)
    const key = portalKeys.emailVerifyLink(createHash('sha256').update(newer).digest('hex'));
    const stored = await getItem(key);
    await putItem('link', { Item: { ...stored!, [tableDefinition.ttlAttribute]: Math.floor(Date.now() / 1000) - 60 } });
    const expired = await verify(newer);
    expectStatus(expired, 400);
    expect(expired.body.message).toBe(PORTAL_MESSAGES.emailLinkInvalid);
    expect((await staffTenant(tenantId)).email).toBe(current);
    expect((await me(cookie)).pendingEmail).toBe(second);

    // typing the current email back cancels the pending one
    const cancelled = await saveContact(cookie, { phone: '07700 900777', email: current });
    expectStatus(cancelled, 200);
    expect(cancelled.body).toEqual({ message: PORTAL_MESSAGES.emailChangeCancelled, pendingEmail: null });
    expect((await me(cookie)).pendingEmail).toBeNull();
  });
});

describe('a customer’s contact details', () => {
  it('change the same way: the phone at once, the email once confirmed, then sign-in with the new email', async () => {
    const oldEmail = unique('cust-old');
    const newEmail = unique('cust-new');
    const customerId = await addCustomerWithEmail(api, company.token, 'Cleo Customer', oldEmail);
    const cookie = await signIn(oldEmail);
    const res = await saveContact(cookie, { phone: '07700 900555', email: newEmail });
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: PORTAL_MESSAGES.phoneUpdatedEmailLinkSent(newEmail), pendingEmail: newEmail });
    expect(await me(cookie)).toMatchObject({ person: { phone: '07700 900555', email: oldEmail }, pendingEmail: newEmail });
    expectStatus(await verify(await verifyTokenFor(newEmail)), 200);
    const fresh = await signIn(newEmail);
    expect((await me(fresh)).person).toMatchObject({ id: customerId, email: newEmail, phone: '07700 900555' });
    // the phone's change (the customer record) and the pending email (the person's portal facts): one entry each,
    // written in the save's one transaction; then the confirmed email
    const entries = (await history('customer', customerId)).filter((e) => e.action.startsWith('portalContact'));
    expect(entries.every((e) => e.source === 'portal' && 'id' in e.actor && e.actor.id === customerId)).toBe(true);
    // (one transaction: the two entries share their time, so their order is not asserted)
    expect(entries.map((e) => `${e.action} ${e.changes.map((c) => c.field).join(',')}`).sort()).toEqual([
      'portalContact contact_phone',
      'portalContact pending_email',
      'portalContactVerify contact_email',
    ]);
  });
});

/** The portal in integration tests (PORTAL.md): the owner's settings, people with one email, sessions from links. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { portalRoutes } from '../../shared/portal/routes.ts';
import { portalSettingsRoutes } from '../../shared/portal/settings-routes.ts';
import type { TestApi } from './gateway.ts';
import { emailsTo, linksIn } from './inbox.ts';
import { expectStatus, newCompany } from './rent.ts';

/** Turns the portal on (or off) for the company's apps. */
export async function setPortal(api: TestApi, token: string, apps: { rent: boolean; inventory: boolean }, paymentInstructions = '') {
  const read = await api.call('GET', portalSettingsRoutes.portalSettings.path, { token });
  expectStatus(read, 200);
  const saved = await api.call('POST', portalSettingsRoutes.savePortalSettings.path, {
    token,
    body: { ...apps, paymentInstructions, version: read.body.version },
  });
  if (saved.status !== 400) expectStatus(saved, 200); // 400: no changes
}

/** A tenant with this email (the rent API's Add Tenant). */
export async function addTenantWithEmail(api: TestApi, token: string, name: string, email: string, phone = '07700 900123') {
  const res = await api.call('POST', '/api/tenant/add', {
    token,
    body: {
      name,
      phone,
      email,
      address: '1 Test Road',
      idType: 'Passport',
      idNumber: 'P1',
      idExpiry: '2035-01-01',
      idIssuingCountry: 'United Kingdom',
    },
  });
  expectStatus(res, 201);
  return res.body.id as string;
}

/** A customer with this email (the inventory API's Add Customer). */
export async function addCustomerWithEmail(api: TestApi, token: string, name: string, email: string) {
  const res = await api.call('POST', '/api/ims/customer/add', {
    token,
    body: { name, contactPerson: name, contactNumber: '07700 900456', contactEmail: email, address: '2 Test Road' },
  });
  expectStatus(res, 201);
  return String(res.body.id);
}

/** The sign-in link's token in the newest email to `email` (after `after`, an ISO time) with this subject part. */
export async function linkTokenFor(email: string, subjectPart: string, count = 1): Promise<string[]> {
  let found: string[] = [];
  for (let i = 0; i < 50; i++) {
    const mails = (await emailsTo(email)).filter((m) => m.subject.includes(subjectPart));
    found = mails.map((m) => new URL(linksIn(m)[0]!).searchParams.get('token')!);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected ${count} emails to ${email} about "${subjectPart}", found ${found.length}`);
}

/** The session cookie a portal session answer set (`portal_session=…`). */
export function portalCookieOf(res: { headers: Headers }): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('portal_session='));
  expect(set, 'the answer sets the portal session cookie').toBeDefined();
  return set!.split(';')[0]!;
}

/** Opens a session from a link token (picking `person` when the link names several). */
export async function openSession(api: TestApi, token: string, person?: string) {
  const res = await api.call('POST', portalRoutes.portalSession.path, { body: { token, ...(person ? { person } : {}) } });
  expectStatus(res, 200);
  expect(res.body.signedIn).toBe(true);
  return portalCookieOf(res);
}

/** A new company with the portal on and one tenant signed in to it: the tenant's session cookie (`portal_session=…`). */
export async function tenantSession(api: TestApi, company: string): Promise<string> {
  const { token } = await newCompany(api, company);
  await setPortal(api, token, { rent: true, inventory: true });
  const email = `session-${randomUUID()}@example.com`;
  await addTenantWithEmail(api, token, 'Session Tenant', email);
  expectStatus(await api.call('POST', portalRoutes.portalSignIn.path, { body: { email } }), 200);
  return openSession(api, (await linkTokenFor(email, `Sign in to ${company}`))[0]!);
}

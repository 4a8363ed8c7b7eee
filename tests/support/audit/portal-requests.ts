/**
 * The portal's maintenance requests and contact changes from the portal (the person): their entries (PORTAL.md
 * "Rules"), source `portal`, the tenant as actor. The audit company gets the portal on and a tenant of its own, signed
 * in once (a sign-in takes at least 600 ms) for the three cases.
 */
import { randomUUID } from 'node:crypto';
import { portalRoutes as p } from '../../../shared/portal/routes.ts';
import type { TestApi } from '../gateway.ts';
import { PNG_BASE64 } from '../item-images.ts';
import { linksIn, waitForEmails } from '../inbox.ts';
import { addTenantWithEmail, linkTokenFor, openSession, setPortal } from '../portal.ts';
import { addBuilding, addRent, addRoom, expectStatus, type Company } from '../rent.ts';
import type { AuditCase } from './registry.ts';

// Numbers no other case of the shared audit company uses.
let buildingSeq = 880;

interface PortalTenant {
  id: string;
  email: string;
  cookie: string;
}

const signedIn = new Map<string, Promise<PortalTenant>>();

/** The audit company's portal tenant, signed in (made once per company). */
function portalTenant(api: TestApi, company: Company): Promise<PortalTenant> {
  let found = signedIn.get(company.token);
  if (!found) {
    found = (async () => {
      await setPortal(api, company.token, { rent: true, inventory: true });
      const email = `audit-portal-${randomUUID()}@example.com`;
      const id = await addTenantWithEmail(api, company.token, 'Audit Portal Tenant', email);
      expectStatus(await api.call('POST', p.portalSignIn.path, { body: { email } }), 200);
      const [token] = await linkTokenFor(email, 'Sign in to ');
      return { id, email, cookie: await openSession(api, token!) };
    })();
    signedIn.set(company.token, found);
  }
  return found;
}

export const portalRequestAuditCases: AuditCase[] = [
  {
    route: p.portalMaintenanceAdd,
    source: 'portal',
    fields: ['room_id', 'title', 'description', 'priority', 'status', 'assigneeId', 'assignee', 'source', 'tenant', 'photos'],
    async change(api, company) {
      const tenant = await portalTenant(api, company);
      const building = await addBuilding(api, company.token, ++buildingSeq, 1, `Portal Block ${buildingSeq}`);
      const roomId = await addRoom(api, company.token, building, 1, 'P1');
      const rentId = await addRent(api, company.token, roomId, tenant.id);
      const png = Buffer.from(PNG_BASE64, 'base64');
      const url = await api.call('POST', p.portalUploadUrl.path, {
        cookie: tenant.cookie,
        body: { contentType: 'image/png', size: png.byteLength },
      });
      expectStatus(url, 200);
      const put = await fetch(url.body.url, { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } });
      if (!put.ok) throw new Error(`the photo's PUT answered ${put.status}`);
      const res = await api.call('POST', p.portalMaintenanceAdd.path, {
        cookie: tenant.cookie,
        body: { rentId, title: 'Leak', description: 'Drips', photos: [url.body.key] },
      });
      expectStatus(res, 201);
      return { kind: 'maintenance', id: res.body.id as string, actorId: tenant.id };
    },
  },
  {
    route: p.portalContact,
    source: 'portal',
    fields: ['phone'],
    async change(api, company) {
      const tenant = await portalTenant(api, company);
      const phone = `07700 9${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
      const res = await api.call('POST', p.portalContact.path, { cookie: tenant.cookie, body: { phone, email: tenant.email } });
      expectStatus(res, 200);
      return { kind: 'tenant', id: tenant.id, actorId: tenant.id };
    },
  },
  {
    route: p.portalContactVerify,
    source: 'portal',
    fields: ['email'],
    async change(api, company) {
      const tenant = await portalTenant(api, company);
      const email = `audit-portal-new-${randomUUID()}@example.com`;
      const phone = (await api.call('GET', p.portalMe.path, { cookie: tenant.cookie })).body.person.phone as string;
      expectStatus(await api.call('POST', p.portalContact.path, { cookie: tenant.cookie, body: { phone, email } }), 200);
      const [mail] = await waitForEmails(email, 1);
      const token = new URL(linksIn(mail!)[0]!).searchParams.get('token')!;
      expectStatus(await api.call('POST', p.portalContactVerify.path, { body: { token } }), 200);
      tenant.email = email;
      return { kind: 'tenant', id: tenant.id, actorId: tenant.id };
    },
  },
];

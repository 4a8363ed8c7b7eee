/**
 * The portal's cross-company email lookup (PORTAL.md "Signing in"; functions/portal/data/email-lookup.ts): every tenant
 * and customer add, email change and delete moves the person's id in its own transaction, so a sign-in finds every
 * company of an email with one Query; the daily run's one-off backfill writes the items of people from before them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import { queryAll } from '../../functions/lib/dynamo/query.ts';
import { deleteItem } from '../../functions/lib/dynamo/transact.ts';
import { findPortalCandidates, type PortalCandidates } from '../../functions/portal/data/email-lookup.ts';
import { emailLookup, emailLookupPk, emailLookupReady } from '../../functions/portal/keys.ts';
import { ensurePortalEmailLookups } from '../../functions/portal/services/email-lookup-backfill.ts';
import { inventoryRoutes as ims } from '../../shared/inventory/routes.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { companyIdOf } from '../support/audit/account.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
let a: Company;
let b: Company;
let cidA = '';
let cidB = '';

const PAT = 'pat@example.com';
const PAT_NEW = 'pat.new@example.com';

beforeAll(async () => {
  [a, b] = await Promise.all([newCompany(api, 'Lookup A'), newCompany(api, 'Lookup B')]);
  [cidA, cidB] = [companyIdOf(a.token), companyIdOf(b.token)];
}, 30_000);

let phoneSeq = 0;
async function addTenant(co: Company, email: string): Promise<string> {
  const res = await api.call('POST', rentRoutes.tenantAdd.path, {
    token: co.token,
    body: {
      name: `Pat ${++phoneSeq}`,
      phone: `07700 900${String(phoneSeq).padStart(3, '0')}`,
      email,
      address: '1 Test Road',
      idType: 'Passport',
      idNumber: `P${phoneSeq}`,
      idExpiry: '2035-01-01',
      idIssuingCountry: 'United Kingdom',
    },
  });
  expectStatus(res, 201);
  return res.body.id as string;
}

async function addPartner(co: Company, kind: 'customer' | 'supplier', email: string): Promise<string> {
  const path = kind === 'customer' ? ims.customerAdd.path : ims.supplierAdd.path;
  const res = await api.call('POST', path, {
    token: co.token,
    body: {
      name: `Pat's ${kind} ${++phoneSeq}`,
      contactPerson: 'Pat',
      contactEmail: email,
      contactNumber: '+44 113 496 0001',
      address: '1 Road',
    },
  });
  expectStatus(res, 201);
  return res.body.id as string;
}

async function editTenantEmail(co: Company, id: string, email: string) {
  const t = (await api.call('GET', `/api/tenant/${id}`, { token: co.token })).body;
  const { name, phone, address, idType, idNumber, idExpiry, idIssuingCountry, version } = t;
  const body = { id, name, phone, email, address, idType, idNumber, idExpiry, idIssuingCountry, version };
  expectStatus(await api.call('POST', rentRoutes.tenantUpdate.path, { token: co.token, body }), 200);
}

async function editCustomerEmail(co: Company, id: string, email: string) {
  const rows = (await api.call('GET', `${ims.customerList.path}?limit=200`, { token: co.token })).body;
  const current = rows.find((p: { id: string }) => p.id === id);
  expectStatus(await api.call('POST', ims.customerUpdate.path, { token: co.token, body: { ...current, contact_email: email } }), 200);
}

const remove = async (co: Company, path: string, id: string) =>
  expectStatus(await api.call('DELETE', `${path}?id=${encodeURIComponent(id)}`, { token: co.token }), 200);

/** Candidates in the order the Query answers them (by company id). */
const expected = (...companies: PortalCandidates[]) => [...companies].sort((x, y) => (x.companyId < y.companyId ? -1 : 1));

/** The lookup items of an email as stored (for before/after comparisons). */
const itemsOf = (email: string) => queryAll({ partition: emailLookupPk(email), consistent: true });

const ids = { tenantA: '', customerA: '', tenantB: '', customerB: '' };

describe('kept in the transaction of every add, email change and delete', () => {
  it('finds every company of an email, with its tenants and customers (suppliers have no portal)', async () => {
    [ids.tenantA, ids.customerA, ids.tenantB] = await Promise.all([
      addTenant(a, PAT),
      addPartner(a, 'customer', PAT),
      addTenant(b, PAT),
      addPartner(b, 'supplier', PAT),
      addTenant(a, 'someone.else@example.com'),
    ]);
    const both = expected(
      { companyId: cidA, tenantIds: [ids.tenantA], customerIds: [ids.customerA] },
      { companyId: cidB, tenantIds: [ids.tenantB], customerIds: [] },
    );
    expect(await findPortalCandidates(PAT)).toEqual(both);
    // typed as people type it: spaces around, capitals
    expect(await findPortalCandidates('  Pat@Example.COM ')).toEqual(both);
    expect(await findPortalCandidates('nobody@example.com')).toEqual([]);
    expect(await findPortalCandidates('   ')).toEqual([]);
  });

  it('an email changed moves the id from the old email’s item to the new one’s; an edit of other fields leaves them', async () => {
    await editTenantEmail(a, ids.tenantA, PAT_NEW);
    expect(await findPortalCandidates(PAT)).toEqual(
      expected(
        { companyId: cidA, tenantIds: [], customerIds: [ids.customerA] },
        { companyId: cidB, tenantIds: [ids.tenantB], customerIds: [] },
      ),
    );
    expect(await findPortalCandidates(PAT_NEW)).toEqual([{ companyId: cidA, tenantIds: [ids.tenantA], customerIds: [] }]);

    await editCustomerEmail(a, ids.customerA, PAT_NEW);
    expect(await findPortalCandidates(PAT)).toEqual([{ companyId: cidB, tenantIds: [ids.tenantB], customerIds: [] }]);
    expect(await findPortalCandidates(PAT_NEW)).toEqual([{ companyId: cidA, tenantIds: [ids.tenantA], customerIds: [ids.customerA] }]);

    // an edit that keeps the email: nothing moves
    const before = await itemsOf(PAT_NEW);
    const rows = (await api.call('GET', `${ims.customerList.path}?limit=200`, { token: a.token })).body;
    const current = rows.find((p: { id: string }) => p.id === ids.customerA);
    expectStatus(await api.call('POST', ims.customerUpdate.path, { token: a.token, body: { ...current, address: '2 Road' } }), 200);
    expect(await itemsOf(PAT_NEW)).toEqual(before);
  });

  it('a tenant or customer deleted leaves the lookup', async () => {
    await remove(a, rentRoutes.tenantDelete.path, ids.tenantA);
    expect(await findPortalCandidates(PAT_NEW)).toEqual([{ companyId: cidA, tenantIds: [], customerIds: [ids.customerA] }]);
    await remove(a, ims.customerDelete.path, ids.customerA);
    expect(await findPortalCandidates(PAT_NEW)).toEqual([]);
  });
});

describe('the daily run’s one-off backfill', () => {
  it('writes the items of tenants and customers from before them (tenants, then customers; resumable), then nothing', async () => {
    ids.customerB = await addPartner(b, 'customer', PAT);
    const full = [{ companyId: cidB, tenantIds: [ids.tenantB], customerIds: [ids.customerB] }];
    expect(await findPortalCandidates(PAT)).toEqual(full);
    const stored = await itemsOf(PAT);

    // as people written before the lookup: no item, no marker
    await deleteItem('lookup', { Key: emailLookup(PAT, cidB) });
    await deleteItem('marker', { Key: emailLookupReady(cidB) });
    expect(await findPortalCandidates(PAT)).toEqual([]);

    // a first run stopped after one page: the tenants are back, the customers still to come
    expect(await ensurePortalEmailLookups(cidB, { maxPages: 1 })).toBe(1);
    expect(await findPortalCandidates(PAT)).toEqual([{ companyId: cidB, tenantIds: [ids.tenantB], customerIds: [] }]);
    expect((await getItem(emailLookupReady(cidB), { consistent: true }))?.done).toBeUndefined();

    // the next run goes on with the customers, and is done
    expect(await ensurePortalEmailLookups(cidB, { maxPages: 1 })).toBe(1);
    expect(await findPortalCandidates(PAT)).toEqual(full);
    expect(await itemsOf(PAT)).toEqual(stored);
    expect(await getItem(emailLookupReady(cidB), { consistent: true })).toMatchObject({ done: true });

    // once done: nothing written, nothing changed
    expect(await ensurePortalEmailLookups(cidB)).toBe(0);
    expect(await itemsOf(PAT)).toEqual(stored);
    expect(await getItem(emailLookupReady(cidB), { consistent: true })).toMatchObject({ done: true });
  });

  it('ADDs are idempotent: a backfill over items that are there changes nothing', async () => {
    const stored = await itemsOf(PAT);
    await deleteItem('marker', { Key: emailLookupReady(cidB) });
    expect(await ensurePortalEmailLookups(cidB)).toBe(2);
    expect(await itemsOf(PAT)).toEqual(stored);
  });
});

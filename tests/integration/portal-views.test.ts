/**
 * What a tenant and a customer see in the portal (PORTAL.md): the statement's figures are the unit page's after
 * payments, a late fee, a waiver and a void; the invoice PDF is the company's (same number); a customer's orders,
 * statement and sales invoice. Bad periods are 400s.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentIdOf, referenceHash } from '../../functions/rent/ids.ts';
import { addDays, addMonths } from '../../shared/domain/dates.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import * as PORTAL_MESSAGES from '../../shared/portal/messages.ts';
import { portalRoutes as p } from '../../shared/portal/routes.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { postFee, waiveFee } from '../support/fees.ts';
import { useTestApi } from '../support/gateway.ts';
import { pdfText } from '../support/pdf.ts';
import { addCustomerWithEmail, addTenantWithEmail, linkTokenFor, openSession, setPortal } from '../support/portal.ts';
import { addBuilding, addRent, addRoom, expectStatus, history, pay, today } from '../support/rent.ts';
import { addStock, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
let c: SalesCompany;
let tenantCookie: string;
let customerCookie: string;
let roomId: string;
let rentId: string;
let orderId: number;

const signInAs = async (email: string) => {
  await api.call('POST', p.portalSignIn.path, { body: { email } });
  return openSession(api, (await linkTokenFor(email, 'Sign in to Views Co'))[0]!);
};

beforeAll(async () => {
  c = await salesCompany(api, 'Views Co');
  await setPortal(api, c.token, { rent: true, inventory: true });
  const tenantEmail = `views-t-${randomUUID()}@example.com`;
  const customerEmail = `views-c-${randomUUID()}@example.com`;
  await addBuilding(api, c.token, 3, 1, 'Harbour House');
  const [room, tenant, customer, warehouse, item] = await Promise.all([
    addRoom(api, c.token, 3, 1, '4'),
    addTenantWithEmail(api, c.token, 'Tess Tenant', tenantEmail),
    addCustomerWithEmail(api, c.token, 'Carl Customer', customerEmail),
    c.add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'Leeds' }),
    c.add(r.productAdd.path, product('Widget', 'WID-1', 2, 25)),
  ]);
  roomId = room;
  // started 70 days ago: three monthly periods due (3 × 1,000)
  rentId = await addRent(api, c.token, roomId, tenant, { rent_start_date: addDays(today(), -70), rent_end_date: addMonths(today(), 10) });
  await addStock(c, [{ itemId: item, warehouseId: warehouse, quantity: 10 }]);
  const placed = await c.post(s.salesOrderAdd.path, {
    selectedCustomer: customer,
    selectedWarehouse: warehouse,
    discount: 0,
    addedItems: [{ item_id: item, sku: 'WID-1', quantity: 4, discount: 0 }],
  });
  expectStatus(placed, 201);
  orderId = placed.body.id as number;
  [tenantCookie, customerCookie] = await Promise.all([signInAs(tenantEmail), signInAs(customerEmail)]);
});

/** The text of the PDF behind a signed link. */
const pdfAt = async (url: string) => pdfText(new Uint8Array(await (await fetch(url)).arrayBuffer()));
const statement = (cookie: string, query = '') => api.call('GET', `${p.portalStatement.path}${query}`, { cookie });

describe("a tenant's figures are the unit page's", () => {
  it('after payments, a late fee, a waiver and a void: rents and statement agree with the rental history', async () => {
    await pay(api, c, roomId, rentId, 1000, 'PAY-1');
    await pay(api, c, roomId, rentId, 400, 'PAY-2');
    const start = addDays(today(), -70);
    const kept = await postFee(c, rentId, start, 25, 1);
    const waived = await postFee(c, rentId, start, 40, 2);
    expectStatus(await waiveFee(api, c.token, { feeId: waived.feeId, masterPassword: c.owner.masterPassword, reason: 'Goodwill' }), 200);
    const voided = await api.call('POST', rentRoutes.rentPaymentVoid.path, {
      token: c.token,
      body: {
        paymentId: paymentIdOf(rentId, referenceHash('PAY-2')),
        currentRentId: rentId,
        masterPassword: c.owner.masterPassword,
        reason: 'Bounced',
      },
    });
    expectStatus(voided, 200);
    expect(kept.posted).toBe(true);

    const [unit] = await history(api, c.token, roomId);
    expect(unit.amount_due).toBe(3000 + 25 - 1000);
    const rents = await api.call('GET', p.portalRents.path, { cookie: tenantCookie });
    expectStatus(rents, 200);
    expect(rents.body).toEqual([
      expect.objectContaining({
        rentId,
        roomNumber: '4',
        buildingName: 'Harbour House',
        rentPrice: 1000,
        deposit: 500,
        isCurrent: true,
        balance: unit.amount_due,
        status: unit.rent_payment_status,
      }),
    ]);

    const all = await statement(tenantCookie, `?from=${addDays(today(), -80)}&to=${today()}`);
    expectStatus(all, 200);
    expect(all.body.opening).toBe(0);
    expect(all.body.closing).toBe(unit.amount_due);
    const kinds = all.body.entries.map((e: { kind: string }) => e.kind);
    expect(kinds.filter((k: string) => k === 'rent')).toHaveLength(3);
    expect(kinds).toEqual(expect.arrayContaining(['fee', 'fee', 'waiver', 'payment', 'payment', 'void']));
    expect(all.body.entries.find((e: { kind: string }) => e.kind === 'void')).toMatchObject({ reference: 'PAY-2', debit: 400 });
    // a later period opens on what came before it, and closes on the same balance
    const recent = await statement(tenantCookie, `?from=${addDays(today(), -5)}&to=${today()}`);
    expect(recent.body.closing).toBe(unit.amount_due);
    expect(
      recent.body.opening + recent.body.entries.reduce((sum: number, e: { debit: number; credit: number }) => sum + e.debit - e.credit, 0),
    ).toBeCloseTo(unit.amount_due, 2);
  });

  it('refuses bad periods with a message', async () => {
    expect(await statement(tenantCookie, `?from=${today()}&to=${addDays(today(), -1)}`)).toMatchObject({
      status: 400,
      body: { message: PORTAL_MESSAGES.toBeforeFrom },
    });
    expect(await statement(tenantCookie, `?from=2020-01-01&to=2023-01-01`)).toMatchObject({
      status: 400,
      body: { message: PORTAL_MESSAGES.rangeTooLong },
    });
    expect(await statement(tenantCookie, '?from=2026-13-01')).toMatchObject({
      status: 400,
      body: { message: PORTAL_MESSAGES.badDate('from') },
    });
  });

  it("downloads the company's invoice for a period: the same number as the company's Print Invoice", async () => {
    const from = addDays(today(), -70);
    const to = addDays(addMonths(from, 1), -1);
    const mine = await api.call('GET', `${p.portalInvoice.path}?rentId=${encodeURIComponent(rentId)}&from=${from}&to=${to}`, {
      cookie: tenantCookie,
    });
    expectStatus(mine, 200);
    expect(mine.body.fileName).toMatch(/\.pdf$/);
    const theirs = await api.call('POST', rentRoutes.rentInvoicePrint.path, {
      token: c.token,
      body: { currentRentId: rentId, startDate: from, endDate: to },
    });
    expectStatus(theirs, 200);
    const [a, b] = await Promise.all([pdfAt(mine.body.url), pdfAt(theirs.body.url)]);
    const number = /RI-\d{8}-\w{8}/.exec(a)?.[0];
    expect(number).toBeDefined();
    expect(b).toContain(number!);
    expect(a).toContain('Tess Tenant');
    // not a customer's call
    expect((await api.call('GET', `${p.portalInvoice.path}?orderId=${orderId}`, { cookie: tenantCookie })).status).toBe(404);
  });
});

describe('a customer', () => {
  it('sees their orders, their statement and their invoice', async () => {
    const orders = await api.call('GET', p.portalOrders.path, { cookie: customerCookie });
    expectStatus(orders, 200);
    expect(orders.body).toEqual([
      expect.objectContaining({
        orderId,
        orderNumber: `SO-${String(orderId).padStart(5, '0')}`,
        total: 100,
        paid: 0,
        due: 100,
        invoiceNumber: null,
      }),
    ]);
    expect(orders.body[0].lines).toEqual([{ item: 'Widget', quantity: 4, price: 25, total: 100 }]);
    expect(await api.call('GET', `${p.portalInvoice.path}?orderId=${orderId}`, { cookie: customerCookie })).toMatchObject({
      status: 404,
      body: { message: PORTAL_MESSAGES.noInvoiceYet },
    });
    expectStatus(await c.post('/api/ims/invoice/sales/generate', { sales_order_id: orderId, due_date: today() }), 201);
    const invoice = await api.call('GET', `${p.portalInvoice.path}?orderId=${orderId}`, { cookie: customerCookie });
    expectStatus(invoice, 200);
    expect(await pdfAt(invoice.body.url)).toContain('Carl Customer');

    const st = await statement(customerCookie);
    expectStatus(st, 200);
    expect(st.body).toMatchObject({ opening: 0, closing: 100 });
    expect(st.body.entries).toEqual([expect.objectContaining({ kind: 'invoice', debit: 100, balance: 100 })]);
    // the same statement as a PDF: the same lines and closing balance, the company's and the customer's names
    const pdf = await fetch(`${api.baseUrl}${p.portalStatementPdf.path}`, { headers: { cookie: customerCookie } });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^attachment; filename="statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Views Co');
    expect(text).toContain('Carl Customer');
    expect(text).toMatch(/Opening balance\s+\$0\.00/);
    expect(text).toMatch(/Balance on \d{2}\/\d{2}\/\d{4}\s+\$100\.00/);
    expect(text).toContain(st.body.entries[0].description);
    // a tenant's route is not a customer's
    expect((await api.call('GET', p.portalRents.path, { cookie: customerCookie })).status).toBe(404);
  });
});

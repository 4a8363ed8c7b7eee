/**
 * Reported payments end to end (PORTAL.md "report-payment", "The company's side"): a tenant reports a payment on a rent
 * and a customer on a sales order; nothing moves until the company confirms one (then the rent's balance, or the
 * order's paid and due, move by exactly the amount and the payment carries the reference) or declines it (with the
 * reason). Each decision is emailed to the person. Every refusal leaves the figures as they were.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../shared/account/routes.ts';
import { formatCents } from '../../shared/domain/format.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import * as PORTAL_MESSAGES from '../../shared/portal/messages.ts';
import { reportedPaymentRoutes as rp } from '../../shared/portal/payment-routes.ts';
import { portalRoutes as p } from '../../shared/portal/routes.ts';
import * as RENT_MESSAGES from '../../shared/rent/messages.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi, type ApiResponse } from '../support/gateway.ts';
import { waitForEmails, type InboxEmail } from '../support/inbox.ts';
import { addCustomerWithEmail, addTenantWithEmail, linkTokenFor, openSession, setPortal } from '../support/portal.ts';
import { addBuilding, addRent, addRoom, daysFromToday, expectStatus, history, pay, today } from '../support/rent.ts';
import { addStock, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
const COMPANY = 'Reported Pay Co';
let c: SalesCompany;
let tenantEmail: string;
let customerEmail: string;
let tenantId: string;
let customerId: string;
let tenantCookie: string;
let customerCookie: string;
let roomId: string;
let rentId: string;
let otherRentId: string;
let orderId: number;
let otherOrderId: number;
/** A manager of the same company who sees only another building and another warehouse. */
let scopedToken: string;

const signInAs = async (email: string) => {
  expectStatus(await api.call('POST', p.portalSignIn.path, { body: { email } }), 200);
  return openSession(api, (await linkTokenFor(email, `Sign in to ${COMPANY}`))[0]!);
};

const placeOrder = async (customer: string, warehouse: string, item: string, quantity: number) => {
  const placed = await c.post(s.salesOrderAdd.path, {
    selectedCustomer: customer,
    selectedWarehouse: warehouse,
    discount: 0,
    addedItems: [{ item_id: item, sku: 'PAY-1', quantity, discount: 0 }],
  });
  expectStatus(placed, 201);
  return placed.body.id as number;
};

beforeAll(async () => {
  c = await salesCompany(api, COMPANY);
  await setPortal(api, c.token, { rent: true, inventory: true });
  tenantEmail = `pay-t-${randomUUID()}@example.com`;
  customerEmail = `pay-c-${randomUUID()}@example.com`;
  await Promise.all([addBuilding(api, c.token, 5, 1, 'Quay House'), addBuilding(api, c.token, 6, 1, 'Other House')]);
  const [room, otherRoom, tenant, otherTenant, customer, otherCustomer, warehouse, otherWarehouse, item] = await Promise.all([
    addRoom(api, c.token, 5, 1, '7'),
    addRoom(api, c.token, 5, 1, '8'),
    addTenantWithEmail(api, c.token, 'Tom Tenant', tenantEmail),
    addTenantWithEmail(api, c.token, 'Olga Other', `pay-o-${randomUUID()}@example.com`),
    addCustomerWithEmail(api, c.token, 'Cora Customer', customerEmail),
    addCustomerWithEmail(api, c.token, 'Otto Other', `pay-oc-${randomUUID()}@example.com`),
    c.add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'Leeds' }),
    c.add(r.warehouseAdd.path, { warehouseName: 'Annex', warehouseLocation: 'York' }),
    c.add(r.productAdd.path, product('Pump', 'PAY-1', 10, 25)),
  ]);
  roomId = room;
  tenantId = tenant;
  customerId = customer;
  // started 70 days ago: three monthly periods of 1,000 due
  [rentId, otherRentId] = await Promise.all([
    addRent(api, c.token, roomId, tenantId, { rent_start_date: daysFromToday(-70), rent_end_date: daysFromToday(300) }),
    addRent(api, c.token, otherRoom, otherTenant, { rent_start_date: daysFromToday(-70), rent_end_date: daysFromToday(300) }),
  ]);
  await addStock(c, [{ itemId: item, warehouseId: warehouse, quantity: 20 }]);
  orderId = await placeOrder(customerId, warehouse, item, 4); // 4 × 25 = 100
  otherOrderId = await placeOrder(otherCustomer, warehouse, item, 1);
  const scopedEmail = `pay-scoped-${randomUUID()}@example.com`;
  const added = await api.call('POST', accountRoutes.addLinkedAccount.path, {
    token: c.token,
    body: {
      name: 'Sam Scoped',
      email: scopedEmail,
      address: 'Desk',
      phone: '+44 20 7946 0457',
      password: 'scoped-password',
      role: 'manager',
      buildings: [6],
      warehouses: [otherWarehouse],
    },
  });
  expectStatus(added, 201);
  [tenantCookie, customerCookie, { accessToken: scopedToken }] = await Promise.all([
    signInAs(tenantEmail),
    signInAs(customerEmail),
    logIn(api, scopedEmail, 'scoped-password', '1'),
  ]);
}, 60_000);

// ───────────── reading the figures that must (not) move ─────────────

const report = (cookie: string, body: Record<string, unknown>) => api.call('POST', p.portalReportPayment.path, { cookie, body });
const reportRent = (amount: number, reference: string, extra: Record<string, unknown> = {}) =>
  report(tenantCookie, { rentId, amount, date: today(), method: 'Bank transfer', reference, ...extra });
const reportOrder = (amount: number, reference: string, extra: Record<string, unknown> = {}) =>
  report(customerCookie, { orderId, amount, date: today(), method: 'Card', reference, ...extra });
/** `masterPassword` null: sent without one (a sales one needs none). */
const confirm = (id: string, token = c.token, masterPassword: string | null = c.owner.masterPassword) =>
  api.call('POST', rp.reportedPaymentConfirm.path, { token, body: { id, ...(masterPassword === null ? {} : { masterPassword }) } });
const decline = (id: string, reason: string, token = c.token) =>
  api.call('POST', rp.reportedPaymentDecline.path, { token, body: { id, reason } });
const count = async (token = c.token) => {
  const res = await api.call('GET', rp.reportedPaymentCount.path, { token });
  expectStatus(res, 200);
  return res.body as { rent: number; sales: number };
};
const list = (query = '', token = c.token) => api.call('GET', `${rp.reportedPaymentList.path}${query}`, { token });

/** What the rent owes on the unit page, and its payments' references and amounts. */
async function rentFigures() {
  const [[unit], payments] = await Promise.all([
    history(api, c.token, roomId),
    api.call('GET', `${rentRoutes.rentPayments.path}?rent_id=${encodeURIComponent(rentId)}`, { token: c.token }),
  ]);
  expectStatus(payments, 200);
  return {
    due: unit.amount_due as number,
    payments: (payments.body as Array<{ paymentReference: string; amount: number }>).map((x) => [x.paymentReference, x.amount]),
  };
}

/** The order's paid and due, and its payments' references and amounts. */
async function orderFigures() {
  const [order, payments] = await Promise.all([
    c.get(`/api/ims/sales-orders/${orderId}`),
    c.get(`${s.salesPaymentList.path}?orderId=${orderId}`),
  ]);
  expectStatus(order, 200);
  expectStatus(payments, 200);
  return {
    paid: order.body.paid as number,
    due: order.body.amount_due as number,
    payments: (payments.body as Array<{ reference_number: string; amount: number }>).map((x) => [x.reference_number, x.amount]),
  };
}

/** Runs a refused call and checks that neither the rent's nor the order's figures moved. */
async function refusedWithoutChange(call: () => Promise<ApiResponse>, status: number, message: string) {
  const [rentBefore, orderBefore, countBefore] = await Promise.all([rentFigures(), orderFigures(), count()]);
  expect(await call()).toMatchObject({ status, body: { message } });
  expect(await rentFigures()).toEqual(rentBefore);
  expect(await orderFigures()).toEqual(orderBefore);
  expect(await count()).toEqual(countBefore);
}

/** The decision's email to `address` whose subject says `subject`. */
async function decisionEmail(address: string, subject: string, atLeast: number): Promise<InboxEmail> {
  const emails = await waitForEmails(address, atLeast);
  const found = emails.find((e) => e.subject === subject);
  expect(found, `an email "${subject}" among ${emails.map((e) => e.subject).join(' | ')}`).toBeDefined();
  return found!;
}

const dueCents = (amount: number) => Math.round(amount * 100);

// ───────────── the tests: they run in order, each on what the ones before left ─────────────

let rentReportId: string;
let orderReportId: string;
/** The reports left awaiting after the refused confirmations: declined in the end. */
let rentLeftId: string;
let orderLeftId: string;

describe('reporting a payment in the portal', () => {
  it('a tenant: refused for 0, above what the rent owes, a future day, another tenant’s rent or an order; kept as reported', async () => {
    const { due } = await rentFigures();
    expect(due).toBe(3000);
    await refusedWithoutChange(() => reportRent(0, 'BT-0'), 400, PORTAL_MESSAGES.reportAmount);
    await refusedWithoutChange(() => reportRent(3000.01, 'BT-0'), 400, PORTAL_MESSAGES.reportAboveOwed(formatCents(dueCents(due))));
    await refusedWithoutChange(() => reportRent(10, 'BT-0', { date: daysFromToday(3) }), 400, PORTAL_MESSAGES.reportDateFuture);
    await refusedWithoutChange(() => reportRent(10, 'BT-0', { rentId: otherRentId }), 404, RENT_MESSAGES.rentNotFound);
    await refusedWithoutChange(
      () => report(tenantCookie, { orderId, amount: 10, date: today(), method: 'Cash', reference: 'BT-0' }),
      404,
      PORTAL_MESSAGES.forCustomers,
    );

    const res = await reportRent(250, '  BT-001 ', { date: daysFromToday(-2) });
    expectStatus(res, 201);
    expect(res.body.message).toBe(PORTAL_MESSAGES.paymentReported);
    expect(res.body.payment).toMatchObject({
      kind: 'rent',
      personName: 'Tom Tenant',
      what: 'Room 7 · Quay House',
      rentId,
      orderId: null,
      amount: 250,
      date: daysFromToday(-2),
      method: 'Bank transfer',
      reference: 'BT-001',
      status: 'reported',
      decidedAt: null,
      reason: null,
    });
    rentReportId = res.body.payment.id;
    expect(rentReportId).toMatch(/^5-[0-9A-Z]{26}$/);
    // reported, never paid
    expect(await rentFigures()).toEqual({ due: 3000, payments: [] });
    // the same reference twice on the rent (case-insensitive): one report
    await refusedWithoutChange(() => reportRent(100, 'bt-001'), 409, PORTAL_MESSAGES.reportReferenceUsed);
  });

  it('a customer: refused for 0, above what the order owes, another customer’s order or a rent; kept as reported', async () => {
    expect(await orderFigures()).toEqual({ paid: 0, due: 100, payments: [] });
    await refusedWithoutChange(() => reportOrder(0, 'C-0'), 400, PORTAL_MESSAGES.reportAmount);
    await refusedWithoutChange(() => reportOrder(100.01, 'C-0'), 400, PORTAL_MESSAGES.reportAboveOwed('$100.00'));
    await refusedWithoutChange(() => reportOrder(1, 'C-0', { orderId: otherOrderId }), 404, PORTAL_MESSAGES.orderNotFound);
    await refusedWithoutChange(
      () => report(customerCookie, { rentId, amount: 1, date: today(), method: 'Cash', reference: 'C-0' }),
      404,
      PORTAL_MESSAGES.forTenants,
    );

    const res = await reportOrder(40, 'CARD-40');
    expectStatus(res, 201);
    expect(res.body.payment).toMatchObject({
      kind: 'sales',
      personName: 'Cora Customer',
      what: `SO-${String(orderId).padStart(5, '0')}`,
      rentId: null,
      orderId,
      amount: 40,
      method: 'Card',
      reference: 'CARD-40',
      status: 'reported',
    });
    orderReportId = res.body.payment.id;
    expect(await orderFigures()).toEqual({ paid: 0, due: 100, payments: [] });
  });

  it('a reference already recorded as a payment on the rent is refused', async () => {
    await pay(api, c, roomId, rentId, 100, 'HAND-1');
    await refusedWithoutChange(() => reportRent(50, 'HAND-1'), 409, PORTAL_MESSAGES.reportReferenceRecorded);
  });

  it('each person lists only their own reported payments', async () => {
    const mine = await api.call('GET', p.portalReportedPayments.path, { cookie: tenantCookie });
    expectStatus(mine, 200);
    expect(mine.body.map((x: { id: string; amount: number }) => [x.id, x.amount])).toEqual([[rentReportId, 250]]);
    const theirs = await api.call('GET', p.portalReportedPayments.path, { cookie: customerCookie });
    expect(theirs.body.map((x: { id: string; reference: string }) => [x.id, x.reference])).toEqual([[orderReportId, 'CARD-40']]);
  });
});

describe("the company's list and badge", () => {
  it('count the awaiting ones by app and page through them, newest first', async () => {
    expect(await count()).toEqual({ rent: 1, sales: 1 });
    const all = await list();
    expectStatus(all, 200);
    expect(all.body.map((x: { id: string; kind: string; amount: number }) => [x.id, x.kind, x.amount])).toEqual([
      [orderReportId, 'sales', 40],
      [rentReportId, 'rent', 250],
    ]);
    const first = await list('?limit=1');
    expect(first.body.map((x: { id: string }) => x.id)).toEqual([orderReportId]);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await list(`?limit=1&cursor=${encodeURIComponent(cursor!)}`);
    expect(second.body.map((x: { id: string }) => x.id)).toEqual([rentReportId]);
    expect((await list('?status=confirmed')).body).toEqual([]);
    expect(await list('?status=paid')).toMatchObject({ status: 400, body: { message: PORTAL_MESSAGES.reportedStatus } });
  });

  it('an account scoped to another building and warehouse sees none of them and cannot decide them (404)', async () => {
    expect(await count(scopedToken)).toEqual({ rent: 0, sales: 0 });
    const seen = await list('', scopedToken);
    expectStatus(seen, 200);
    expect(seen.body).toEqual([]);
    for (const id of [rentReportId, orderReportId]) {
      await refusedWithoutChange(() => confirm(id, scopedToken), 404, PORTAL_MESSAGES.reportedNotFound);
      await refusedWithoutChange(() => decline(id, 'Not ours', scopedToken), 404, PORTAL_MESSAGES.reportedNotFound);
    }
  });
});

describe('confirming', () => {
  it('a rent one: the master password as paying, then the balance moves by exactly the amount, with the reference', async () => {
    const before = await rentFigures();
    expect(before).toEqual({ due: 2900, payments: [['HAND-1', 100]] });
    await refusedWithoutChange(() => confirm(rentReportId, c.token, null), 422, PORTAL_MESSAGES.confirmMasterPassword);
    await refusedWithoutChange(() => confirm(rentReportId, c.token, 'not-the-master'), 422, RENT_MESSAGES.wrongMasterPassword);

    const res = await confirm(rentReportId);
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      message: PORTAL_MESSAGES.reportedConfirmed,
      payment: { id: rentReportId, status: 'confirmed', decidedBy: 'Olivia Owner', reason: null },
    });
    const after = await rentFigures();
    expect(after.due).toBe(2650);
    expect(after.payments).toEqual(expect.arrayContaining([['BT-001', 250]]));
    expect(after.payments).toHaveLength(2);
    expect(await count()).toEqual({ rent: 0, sales: 1 });
    expect((await list('?status=confirmed')).body.map((x: { id: string }) => x.id)).toEqual([rentReportId]);
    // the portal shows it confirmed, and the balance it owes now
    const mine = await api.call('GET', p.portalReportedPayments.path, { cookie: tenantCookie });
    expect(mine.body[0]).toMatchObject({ id: rentReportId, status: 'confirmed' });
    const rents = await api.call('GET', p.portalRents.path, { cookie: tenantCookie });
    expect(rents.body[0]).toMatchObject({ rentId, balance: 2650 });

    const email = await decisionEmail(tenantEmail, 'Payment of $250.00 recorded', 1);
    expect(email.text).toContain('$250.00');
    expect(email.text).toContain('BT-001');

    // twice: 409, and still one payment
    await refusedWithoutChange(() => confirm(rentReportId), 409, PORTAL_MESSAGES.reportedDecided);
    expect((await rentFigures()).payments).toHaveLength(2);
  });

  it("a sales one: the order's paid and due move by exactly the amount, with the reference", async () => {
    const res = await confirm(orderReportId, c.token, null);
    expectStatus(res, 200);
    expect(res.body.payment).toMatchObject({ id: orderReportId, status: 'confirmed' });
    expect(await orderFigures()).toEqual({ paid: 40, due: 60, payments: [['CARD-40', 40]] });
    expect(await count()).toEqual({ rent: 0, sales: 0 });
    const email = await decisionEmail(customerEmail, 'Payment of $40.00 recorded', 1);
    expect(email.text).toContain('CARD-40');
    await refusedWithoutChange(() => confirm(orderReportId), 409, PORTAL_MESSAGES.reportedDecided);
  });

  it('racing confirmations: exactly one wins and exactly one payment exists (rent and sales)', async () => {
    const [rentRace, orderRace] = await Promise.all([reportRent(30, 'RACE-R'), reportOrder(15, 'RACE-S')]);
    expectStatus(rentRace, 201);
    expectStatus(orderRace, 201);
    const [rentBefore, orderBefore] = await Promise.all([rentFigures(), orderFigures()]);
    const answers = await Promise.all([
      confirm(rentRace.body.payment.id),
      confirm(rentRace.body.payment.id),
      confirm(orderRace.body.payment.id),
      confirm(orderRace.body.payment.id),
    ]);
    expect(
      answers
        .slice(0, 2)
        .map((a) => a.status)
        .sort(),
      answers[0]!.text + answers[1]!.text,
    ).toEqual([200, 409]);
    expect(
      answers
        .slice(2)
        .map((a) => a.status)
        .sort(),
      answers[2]!.text + answers[3]!.text,
    ).toEqual([200, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual([
      PORTAL_MESSAGES.reportedDecided,
      PORTAL_MESSAGES.reportedDecided,
    ]);
    const [rentAfter, orderAfter] = await Promise.all([rentFigures(), orderFigures()]);
    expect(rentAfter.due).toBe(rentBefore.due - 30);
    expect(rentAfter.payments.filter(([ref]) => ref === 'RACE-R')).toEqual([['RACE-R', 30]]);
    expect(rentAfter.payments).toHaveLength(rentBefore.payments.length + 1);
    expect(orderAfter).toMatchObject({ paid: orderBefore.paid + 15, due: orderBefore.due - 15 });
    expect(orderAfter.payments.filter(([ref]) => ref === 'RACE-S')).toEqual([['RACE-S', 15]]);
    expect(orderAfter.payments).toHaveLength(orderBefore.payments.length + 1);
    expect(await count()).toEqual({ rent: 0, sales: 0 });
  });

  it('refuses (409) when the rent or the order no longer owes that much, and changes nothing', async () => {
    const { due } = await rentFigures();
    const { due: orderDue } = await orderFigures();
    // one after the other: the declined list below is newest first, and two reports of the same millisecond tie on their ids
    const rentAll = await reportRent(due, 'ALL-R');
    const orderAll = await reportOrder(orderDue, 'ALL-S');
    expectStatus(rentAll, 201);
    expectStatus(orderAll, 201);
    // the company records part of it by hand meanwhile
    await pay(api, c, roomId, rentId, 100, 'HAND-2');
    expectStatus(
      await c.post(s.salesPaymentAdd.path, { salesOrderId: orderId, paymentAmount: 5, paymentMethod: 'cash', paymentReference: 'HAND-S' }),
      201,
    );
    await refusedWithoutChange(() => confirm(rentAll.body.payment.id), 409, PORTAL_MESSAGES.rentOwesLess(formatCents(dueCents(due - 100))));
    await refusedWithoutChange(
      () => confirm(orderAll.body.payment.id),
      409,
      PORTAL_MESSAGES.orderOwesLess(formatCents(dueCents(orderDue - 5))),
    );
    expect(await count()).toEqual({ rent: 1, sales: 1 });
    rentLeftId = rentAll.body.payment.id;
    orderLeftId = orderAll.body.payment.id;
  });
});

describe('declining', () => {
  it('with a reason: nothing is paid, the person is emailed the reason, and a decided one is 409 both ways', async () => {
    const [rentBefore, orderBefore] = await Promise.all([rentFigures(), orderFigures()]);
    await refusedWithoutChange(() => decline(rentLeftId, '   '), 400, PORTAL_MESSAGES.declineReason);

    const declined = await decline(rentLeftId, 'No such transfer on our statement');
    expectStatus(declined, 200);
    expect(declined.body).toMatchObject({
      message: PORTAL_MESSAGES.reportedDeclined,
      payment: { id: rentLeftId, status: 'declined', reason: 'No such transfer on our statement', decidedBy: 'Olivia Owner' },
    });
    expectStatus(await decline(orderLeftId, 'Card payment bounced'), 200);
    expect(await rentFigures()).toEqual(rentBefore);
    expect(await orderFigures()).toEqual(orderBefore);
    expect(await count()).toEqual({ rent: 0, sales: 0 });
    expect((await list('?status=declined')).body.map((x: { id: string; reason: string }) => [x.id, x.reason])).toEqual([
      [orderLeftId, 'Card payment bounced'],
      [rentLeftId, 'No such transfer on our statement'],
    ]);

    const rentEmail = await decisionEmail(tenantEmail, `Reported payment of ${formatCents(dueCents(rentBefore.due + 100))} declined`, 3);
    expect(rentEmail.text).toContain('No such transfer on our statement');
    expect(rentEmail.text).toContain('ALL-R');
    const orderEmail = await decisionEmail(customerEmail, `Reported payment of ${formatCents(dueCents(orderBefore.due + 5))} declined`, 3);
    expect(orderEmail.text).toContain('Card payment bounced');

    await refusedWithoutChange(() => decline(rentLeftId, 'Again'), 409, PORTAL_MESSAGES.reportedDecided);
    await refusedWithoutChange(() => confirm(rentLeftId), 409, PORTAL_MESSAGES.reportedDecided);
    await refusedWithoutChange(() => confirm(orderLeftId), 409, PORTAL_MESSAGES.reportedDecided);
    // a declined report's reference is free again: the person may report it anew
    expectStatus(await reportOrder(1, 'ALL-S'), 201);
    expect(await count()).toEqual({ rent: 0, sales: 1 });
  });

  it('an unknown or malformed id is 404; staff calls need the route permission', async () => {
    await refusedWithoutChange(() => decline('5-01ARZ3NDEKTSV4RRFFQ69G5FAV', 'x'), 404, PORTAL_MESSAGES.reportedNotFound);
    await refusedWithoutChange(() => confirm('not-an-id'), 404, PORTAL_MESSAGES.reportedNotFound);
    // a portal session is not a staff account
    const asPortal = await api.call('GET', rp.reportedPaymentList.path, { cookie: tenantCookie });
    expect(asPortal.status).toBe(403);
  });
});

describe("the person's own list", () => {
  it('pages, newest first, as every list (limit, X-Next-Cursor)', async () => {
    expectStatus(await reportRent(1, 'PAGE-A'), 201);
    expectStatus(await reportRent(1, 'PAGE-B'), 201);
    const first = await api.call('GET', `${p.portalReportedPayments.path}?limit=1`, { cookie: tenantCookie });
    expectStatus(first, 200);
    expect(first.body.map((x: { reference: string }) => x.reference)).toEqual(['PAGE-B']);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await api.call('GET', `${p.portalReportedPayments.path}?limit=1&cursor=${encodeURIComponent(cursor!)}`, {
      cookie: tenantCookie,
    });
    expect(second.body.map((x: { reference: string }) => x.reference)).toEqual(['PAGE-A']);
  });
});

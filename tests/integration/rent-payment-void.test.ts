/**
 * POST /api/payment/void (CORRECTIONS.md "Rent"): the payment stays listed, marked voided; the rent's paid total,
 * status, due index, its room's copy or arrears and the revenue days move back in the same transaction; the master
 * password as for paying; voiding twice is 409; a void racing a payment leaves exact figures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../shared/account/routes.ts';
import { auditRoutes } from '../../shared/audit/routes.ts';
import type { AuditEntry } from '../../shared/audit/types.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { paymentIdOf, referenceHash } from '../../functions/rent/ids.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  checkout,
  daysFromToday,
  deleteRent,
  expectStatus,
  history,
  levels,
  newCompany,
  pay,
  payBody,
  payBodyWith,
  payRaw,
  reportRows,
  revenue,
  room,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
let co: Company;
let roomSeq = 0;

beforeAll(async () => {
  co = await newCompany(api, 'Void Co');
  await addBuilding(api, co.token, 1, 2, 'Void Block');
});

const voidBody = (rentId: string, reference: string, changes: Record<string, unknown> = {}) => ({
  paymentId: paymentIdOf(rentId, referenceHash(reference)),
  currentRentId: rentId,
  masterPassword: co.owner.masterPassword,
  reason: 'Bounced',
  ...changes,
});
const voidPayment = (body: Record<string, unknown>, token = co.token) => api.call('POST', rentRoutes.rentPaymentVoid.path, { token, body });
const paymentsOf = async (rentId: string) =>
  (await api.call('GET', `${rentRoutes.rentPayments.path}?rent_id=${encodeURIComponent(rentId)}`, { token: co.token })).body as any[];
const entriesOf = async (kind: string, id: string) =>
  (await api.call('GET', `${auditRoutes.auditRecord.path}?kind=${kind}&id=${id}`, { token: co.token })).body as AuditEntry[];
const overdueIds = async () => (await reportRows(api, co.token, rentRoutes.reportOverdueRents.path)).map((r) => r.rent_id as string);

/** A room of building 1 with a rent that started 40 days ago (two monthly periods due: 2,000). */
async function aRent(options: Record<string, unknown> = {}) {
  const roomId = await addRoom(api, co.token, 1, 1, `V${++roomSeq}`);
  const rentId = await addRent(api, co.token, roomId, await addTenant(api, co.token), { rent_start_date: daysFromToday(-40), ...options });
  return { roomId, rentId };
}

describe('POST /api/payment/void', () => {
  it('marks the payment voided; paid, status, the Overdue report, the level and revenue move back; one entry', async () => {
    const { roomId, rentId } = await aRent();
    const before = await revenue(api, co.token);
    await pay(api, co, roomId, rentId, 2000, 'PAID-UP');
    expect(await room(api, co.token, roomId)).toMatchObject({ total_amount_paid: 2000, rent_payment_status: 'Paid' });
    expect(await overdueIds()).not.toContain(rentId);

    const res = await voidPayment(voidBody(rentId, 'PAID-UP', { reason: '  Cheque bounced  ' }));
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Payment voided' });
    expect(await paymentsOf(rentId)).toEqual([
      expect.objectContaining({ paymentReference: 'PAID-UP', amount: 2000, voided: true, void_reason: 'Cheque bounced' }),
    ]);
    expect(await room(api, co.token, roomId)).toMatchObject({ total_amount_paid: 0, rent_payment_status: 'Overdue', amount_due: 2000 });
    const [latest] = await history(api, co.token, roomId);
    expect(latest).toMatchObject({ total_amount_paid: 0, rent_payment_status: 'Overdue' });
    expect(await overdueIds()).toContain(rentId);
    const after = await revenue(api, co.token);
    expect(after.total_revenue).toBe(before.total_revenue);
    expect(after.total_payments).toBe(before.total_payments);
    const level = (await levels(api, co.token, 1)).levels[0];
    expect(level.overdue_count).toBeGreaterThanOrEqual(1);

    const [entry, payEntry] = await entriesOf('payment', paymentIdOf(rentId, referenceHash('PAID-UP')));
    expect(entry).toMatchObject({ action: 'rentPaymentVoid', kind: 'payment', record_label: `Room V${roomSeq} · Building 1` });
    expect(entry!.changes).toEqual([
      { field: 'voided', before: false, after: true },
      { field: 'void_reason', before: null, after: 'Cheque bounced' },
    ]);
    expect(payEntry).toMatchObject({ action: 'payRent' });
  });

  it('refuses: wrong password 422, twice 409, unknown or other rent’s payment 404, no reason 400; nothing changes', async () => {
    const { roomId, rentId } = await aRent();
    await pay(api, co, roomId, rentId, 300, 'R-1');
    const id = paymentIdOf(rentId, referenceHash('R-1'));
    expect(await voidPayment(voidBody(rentId, 'R-1', { masterPassword: 'not-it' }))).toMatchObject({
      status: 422,
      body: { message: 'Incorrect master password' },
    });
    expect((await voidPayment(voidBody(rentId, 'R-1', { reason: '   ' }))).status).toBe(400);
    expect((await voidPayment(voidBody(rentId, 'R-1', { reason: undefined }))).status).toBe(400);
    expect(await voidPayment(voidBody(rentId, 'NOT-PAID'))).toMatchObject({ status: 404, body: { message: 'Payment not found' } });
    expect((await voidPayment(voidBody(rentId, 'R-1', { paymentId: 'garbage' }))).status).toBe(404);
    const other = await aRent();
    expect((await voidPayment(voidBody(other.rentId, 'R-1', { paymentId: id }))).status).toBe(404);
    expect(await paymentsOf(rentId)).toEqual([expect.objectContaining({ voided: false })]);
    expect(await room(api, co.token, roomId)).toMatchObject({ total_amount_paid: 300 });
    expect(await entriesOf('payment', id)).toHaveLength(1);

    expectStatus(await voidPayment(voidBody(rentId, 'R-1')), 200);
    expect(await voidPayment(voidBody(rentId, 'R-1'))).toMatchObject({ status: 409, body: { message: 'This payment is already voided' } });
    expect(await entriesOf('payment', id)).toHaveLength(2);
    // the reference stays with the voided payment: a new payment takes another one
    expect(await payRaw(api, co, payBody(co, roomId, rentId, 300, 'R-1'))).toMatchObject({
      status: 409,
      body: { message: 'This reference belongs to a voided payment: use another reference' },
    });
    await pay(api, co, roomId, rentId, 300, 'R-2');
    expect(await room(api, co.token, roomId)).toMatchObject({ total_amount_paid: 300 });
  });

  it('is not owner-only: a manager voids with the master password; staff may not void (ROLES.md)', async () => {
    const account = (role: string) => ({
      name: `Void ${role}`,
      email: `void-${role}-${Date.now()}@example.com`,
      address: 'Desk',
      phone: '+44 20 7946 0012',
      password: 'desk-password',
      role,
    });
    const manager = account('manager');
    const staff = account('staff');
    for (const a of [manager, staff])
      expectStatus(await api.call('POST', accountRoutes.addLinkedAccount.path, { token: co.token, body: a }), 201);
    const { roomId, rentId } = await aRent();
    await pay(api, co, roomId, rentId, 100, 'STAFF-1');
    const staffSession = await logIn(api, staff.email, staff.password, '1');
    const refused = await voidPayment(voidBody(rentId, 'STAFF-1'), staffSession.accessToken);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 403,
      message: 'You do not have permission to do this',
    });
    const managerSession = await logIn(api, manager.email, manager.password, '1');
    expectStatus(await voidPayment(voidBody(rentId, 'STAFF-1'), managerSession.accessToken), 200);
    expect(await room(api, co.token, roomId)).toMatchObject({ total_amount_paid: 0 });
  });

  it('a deposit payment gives the deposit back; invoices and deleting the rent leave voided payments out', async () => {
    const { roomId, rentId } = await aRent();
    await pay(api, co, roomId, rentId, 400, 'CASH');
    expectStatus(await payRaw(api, co, payBodyWith(co, roomId, rentId, 'Deposit', 500, 'DEP')), 201);
    expect(await room(api, co.token, roomId)).toMatchObject({ total_amount_paid: 900, deposit_available: 0 });
    expectStatus(await voidPayment(voidBody(rentId, 'DEP')), 200);
    expect(await room(api, co.token, roomId)).toMatchObject({ total_amount_paid: 400, deposit_available: 500 });
    const print = await api.call('POST', rentRoutes.rentInvoicePrint.path, {
      token: co.token,
      body: { currentRentId: rentId, startDate: daysFromToday(-40), endDate: daysFromToday(0) },
    });
    expectStatus(print, 200);
    const before = await revenue(api, co.token);
    expectStatus(await deleteRent(api, co.token, roomId, rentId, co.owner.masterPassword), 200);
    const after = await revenue(api, co.token);
    expect(after.total_revenue).toBeCloseTo(before.total_revenue - 400, 2);
    expect(after.total_payments).toBe(before.total_payments - 1);
  });

  it('a settled checked-out rent owes again: its room counts it in the arrears, the Overdue report lists it', async () => {
    const { roomId, rentId } = await aRent();
    await pay(api, co, roomId, rentId, 2000, 'SETTLE');
    await checkout(api, co.token, roomId);
    const arrearsBefore = (await levels(api, co.token, 1)).levels[0].arrears_count;
    expect(await overdueIds()).not.toContain(rentId);
    expectStatus(await voidPayment(voidBody(rentId, 'SETTLE')), 200);
    expect((await levels(api, co.token, 1)).levels[0].arrears_count).toBe(arrearsBefore + 1);
    expect(await overdueIds()).toContain(rentId);
    const [h] = await history(api, co.token, roomId);
    expect(h).toMatchObject({ total_amount_paid: 0, payable: true });
    // paying it again settles it: out of the arrears again
    await pay(api, co, roomId, rentId, 2000, 'SETTLE-2');
    expect((await levels(api, co.token, 1)).levels[0].arrears_count).toBe(arrearsBefore);
  });

  it('a void racing payments on the same rent, and two voids racing: the figures are exact', async () => {
    const { roomId, rentId } = await aRent({ rent_start_date: daysFromToday(-400), rent_end_date: daysFromToday(400) });
    await pay(api, co, roomId, rentId, 1000, 'RACE-0');
    await pay(api, co, roomId, rentId, 700, 'RACE-V2');
    const before = await revenue(api, co.token);
    const results = await Promise.all([
      voidPayment(voidBody(rentId, 'RACE-0')),
      payRaw(api, co, payBody(co, roomId, rentId, 250, 'RACE-1')),
      payRaw(api, co, payBody(co, roomId, rentId, 125, 'RACE-2')),
      voidPayment(voidBody(rentId, 'RACE-V2')),
      voidPayment(voidBody(rentId, 'RACE-V2')),
    ]);
    expect(results.slice(0, 4).map((r) => r.status)).toEqual([200, 201, 201, expect.any(Number)]);
    expect([results[3]!.status, results[4]!.status].sort()).toEqual([200, 409]);
    const list = await paymentsOf(rentId);
    const counted = list.filter((p) => !p.voided).reduce((s, p) => s + p.amount, 0);
    expect(counted).toBe(375);
    expect(await room(api, co.token, roomId)).toMatchObject({ total_amount_paid: 375 });
    const [h] = await history(api, co.token, roomId);
    expect(h.total_amount_paid).toBe(375);
    const after = await revenue(api, co.token);
    expect(after.total_revenue).toBeCloseTo(before.total_revenue - 1700 + 375, 2);
    expect(after.total_payments).toBe(before.total_payments);
    expect(await entriesOf('payment', paymentIdOf(rentId, referenceHash('RACE-V2')))).toHaveLength(2);
  });
});

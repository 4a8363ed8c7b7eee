/** Pay Rent: master password, idempotency by reference (also under concurrency), statuses and revenue. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  checkout,
  daysFromToday,
  expectStatus,
  history,
  levels,
  monthsFromToday,
  newCompany,
  pay,
  payBody,
  payBodyWith,
  payRaw,
  reportRows,
  revenue,
  room,
  today,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
let co: Company;
let level = 0;

beforeAll(async () => {
  co = await newCompany(api, 'Payments Co');
  await addBuilding(api, co.token, 5, 20, 'Pay Place');
});

/** A fresh room on its own level with a Monthly rent of $1,000 started `monthsAgo` months ago. */
async function rentedRoom(monthsAgo: number, price = 1000) {
  level += 1;
  const roomId = await addRoom(api, co.token, 5, level, `P${level}`);
  const rentId = await addRent(api, co.token, roomId, await addTenant(api, co.token), {
    rent_price: price,
    rent_start_date: monthsFromToday(-monthsAgo),
    rent_end_date: monthsFromToday(12),
  });
  return { roomId, rentId };
}

describe('POST /api/payment/pay-rent', () => {
  it('records a payment: paid total, periods and status move on everywhere, and revenue counts it', async () => {
    const before = await revenue(api, co.token);
    // Started 3 months ago: 4 periods due ($4,000); 1 month paid → Overdue.
    const { roomId, rentId } = await rentedRoom(3);
    const res = await pay(api, co, roomId, rentId, 1000, 'REF-1');
    expect(res.body).toEqual({ message: 'Payment recorded successfully', duplicate: false });
    const unit = await room(api, co.token, roomId);
    expect(unit).toMatchObject({
      total_amount_paid: 1000,
      total_amount_due_so_far: 4000,
      current_paid_periods: 1,
      current_due_periods: 4,
      amount_due: 3000,
      next_payment_date: monthsFromToday(-2),
      rent_payment_status: 'Overdue',
    });
    // Paying up to all but the current period → Unpaid; everything → Paid.
    await pay(api, co, roomId, rentId, 2000.5, 'REF-2');
    expect((await room(api, co.token, roomId)).rent_payment_status).toBe('Unpaid');
    await pay(api, co, roomId, rentId, 999.5, 'REF-3');
    const paid = await room(api, co.token, roomId);
    expect(paid).toMatchObject({ rent_payment_status: 'Paid', total_amount_paid: 4000, amount_due: 0, current_paid_periods: 4 });
    expect((await history(api, co.token, roomId))[0]).toMatchObject({ total_amount_paid: 4000, rent_payment_status: 'Paid' });

    const after = await revenue(api, co.token);
    expect(after.total_payments - before.total_payments).toBe(3);
    expect(Math.round((after.total_revenue - before.total_revenue) * 100)).toBe(400000);
    expect(after.last_payment_date).toBe(today());
  });

  it('the same payment twice is recorded once (reference trimmed): 200 duplicate; another payment under that reference is 409', async () => {
    const { roomId, rentId } = await rentedRoom(0);
    await pay(api, co, roomId, rentId, 250, 'BANK-77');
    const again = await api.call('POST', '/api/payment/pay-rent', {
      token: co.token,
      body: payBody(co, roomId, rentId, '250.00', '  BANK-77 '),
    });
    expectStatus(again, 200);
    expect(again.body).toEqual({ message: 'This payment was already recorded', duplicate: true });
    // the same reference with another amount or another method is not the same payment: refused, never dropped
    for (const body of [payBody(co, roomId, rentId, 10, ' BANK-77 '), payBodyWith(co, roomId, rentId, 'Barclays', 250, 'BANK-77')]) {
      const other = await api.call('POST', '/api/payment/pay-rent', { token: co.token, body });
      expectStatus(other, 409);
      expect(other.body).toEqual({ message: 'This reference is already used for another payment' });
    }
    expect((await room(api, co.token, roomId)).total_amount_paid).toBe(250);
    // another reference is another payment
    await pay(api, co, roomId, rentId, 1, 'BANK-78');
    expect((await room(api, co.token, roomId)).total_amount_paid).toBe(251);
  });

  it('10 concurrent identical requests record exactly one payment', async () => {
    const { roomId, rentId } = await rentedRoom(1);
    const before = await revenue(api, co.token);
    const body = payBody(co, roomId, rentId, 333.33, 'CONCURRENT-1');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api.call('POST', '/api/payment/pay-rent', { token: co.token, body })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, results.map((r) => r.text).join('\n')).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(results.filter((r) => r.body.duplicate === true)).toHaveLength(9);
    expect((await room(api, co.token, roomId)).total_amount_paid).toBe(333.33);
    expect((await history(api, co.token, roomId))[0].total_amount_paid).toBe(333.33);
    const after = await revenue(api, co.token);
    expect(after.total_payments - before.total_payments).toBe(1);
    expect(Math.round((after.total_revenue - before.total_revenue) * 100)).toBe(33333);
  });

  it('concurrent payments with different references on one rent are all recorded', async () => {
    const { roomId, rentId } = await rentedRoom(2);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api.call('POST', '/api/payment/pay-rent', { token: co.token, body: payBody(co, roomId, rentId, 100, `MULTI-${i}`) }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const unit = await room(api, co.token, roomId);
    expect(unit.total_amount_paid).toBe(500);
    expect(unit.rent_payment_status).toBe('Overdue');
  });

  it('a wrong master password is a 422 and records nothing', async () => {
    const { roomId, rentId } = await rentedRoom(1);
    const before = await revenue(api, co.token);
    const res = await api.call('POST', '/api/payment/pay-rent', {
      token: co.token,
      body: { ...payBody(co, roomId, rentId, 500, 'WRONG-PW'), masterPassword: 'not-the-master' },
    });
    expectStatus(res, 422);
    expect(res.body.message).toBe('Incorrect master password');
    expect((await room(api, co.token, roomId)).total_amount_paid).toBe(0);
    const after = await revenue(api, co.token);
    expect(after.total_payments).toBe(before.total_payments);
    // the reference is still free: the right password records it
    await pay(api, co, roomId, rentId, 500, 'WRONG-PW');
    expect((await room(api, co.token, roomId)).total_amount_paid).toBe(500);
  });

  it('refuses missing fields with the spec messages and bad values with clear ones', async () => {
    const { roomId, rentId } = await rentedRoom(0);
    const good = payBody(co, roomId, rentId, 10, 'VALIDATION');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, roomId: undefined }, 'Room ID not found.'],
      [{ ...good, roomId: '', paymentMethod: '' }, 'Room ID not found.'],
      [{ ...good, paymentMethod: undefined }, 'Please fill all fields.'],
      [{ ...good, paymentReference: '  ' }, 'Please fill all fields.'],
      [{ ...good, paymentAmount: '' }, 'Please fill all fields.'],
      [{ ...good, masterPassword: undefined }, 'Please fill all fields.'],
      [{ ...good, currentRentId: undefined }, 'Please fill all fields.'],
      [{ ...good, paymentMethod: 'Monzo' }, 'Payment method must be one of Barclays, HSBC, Lloyds Bank, Others'],
      [{ ...good, paymentAmount: 0 }, 'Payment amount must be greater than 0 with at most 2 decimals'],
      [{ ...good, paymentAmount: -5 }, 'Payment amount must be greater than 0 with at most 2 decimals'],
      [{ ...good, paymentAmount: 1.234 }, 'Payment amount must be greater than 0 with at most 2 decimals'],
      [{ ...good, paymentAmount: 'ten' }, 'Payment amount must be greater than 0 with at most 2 decimals'],
    ];
    for (const [body, message] of cases) {
      const res = await api.call('POST', '/api/payment/pay-rent', { token: co.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    for (const method of ['Barclays', 'Lloyds Bank', 'Others']) {
      expectStatus(
        await api.call('POST', '/api/payment/pay-rent', {
          token: co.token,
          body: { ...good, paymentMethod: method, paymentReference: method },
        }),
        201,
      );
    }
    expect((await room(api, co.token, roomId)).total_amount_paid).toBe(30);
  });

  it("only the room's rents can be paid: unknown 404, mismatched room 404, checked out and settled 409", async () => {
    const a = await rentedRoom(0);
    const b = await rentedRoom(0);
    const unknownRent = `${a.roomId}-01ARZ3NDEKTSV4RRFFQ69G5FAV`;
    const cases: Array<[Record<string, unknown>, number]> = [
      [payBody(co, a.roomId, unknownRent, 10, 'X1'), 404],
      [payBody(co, a.roomId, 'garbage', 10, 'X2'), 404],
      [payBody(co, b.roomId, a.rentId, 10, 'X3'), 404],
      [payBody(co, 'garbage', a.rentId, 10, 'X4'), 404],
    ];
    for (const [body, status] of cases) {
      expectStatus(await api.call('POST', '/api/payment/pay-rent', { token: co.token, body }), status);
    }
    // paid up (the one period due), then checked out: settled, it takes no more payments
    await pay(api, co, a.roomId, a.rentId, 1000, 'SETTLED');
    await checkout(api, co.token, a.roomId);
    const late = await api.call('POST', '/api/payment/pay-rent', { token: co.token, body: payBody(co, a.roomId, a.rentId, 10, 'AFTER') });
    expectStatus(late, 409);
    expect(late.body.message).toBe('This rent has been checked out and settled; it takes no more payments.');
    // a retried request with the reference already recorded still answers as a duplicate
    const retried = await payRaw(api, co, payBody(co, a.roomId, a.rentId, 1000, 'SETTLED'));
    expect(retried).toMatchObject({ status: 200, body: { duplicate: true } });
    expect((await history(api, co.token, a.roomId))[0]).toMatchObject({ total_amount_paid: 1000, payable: false, amount_due: 0 });
  });

  it('paid_percentage on the level counts payments up to what each rent owes', async () => {
    const { roomId, rentId } = await rentedRoom(0, 200);
    await pay(api, co, roomId, rentId, 500, 'AHEAD');
    const lv = (await levels(api, co.token, 5)).levels.find((l: any) => l.floor === level);
    // owes $200 so far, paid $500 ahead: Collected shows 100%, not 250%
    expect(lv).toMatchObject({ paid_percentage: 100, collected_amount: 200, due_amount: 200, overdue_count: 0 });
    expect((await room(api, co.token, roomId)).rent_payment_status).toBe('Paid');
  });
});

describe("a checked-out tenant's arrears stay payable until settled", () => {
  const overdueRow = async (rentId: string) =>
    (await reportRows(api, co.token, '/api/reports/rent/overdue')).find((r) => r.rent_id === rentId) ?? null;
  const levelFigures = async (floor: number) => (await levels(api, co.token, 5)).levels.find((l: any) => l.floor === floor);

  it('checked out owing $360: payable (normal methods and Deposit), in the Overdue report and the figures, until settled', async () => {
    level += 1;
    const floor = level;
    const roomId = await addRoom(api, co.token, 5, floor, `P${floor}`);
    // Weekly $120 from 20 days ago: 3 weeks due ($360), nothing paid, $200 deposit.
    const rentId = await addRent(api, co.token, roomId, await addTenant(api, co.token, 'Owen Owes'), {
      rent_price: 120,
      deposit: 200,
      rent_type: 'Weekly',
      rent_start_date: daysFromToday(-20),
      rent_end_date: monthsFromToday(6),
    });
    const revenueBefore = await revenue(api, co.token);
    await checkout(api, co.token, roomId);

    // The room is vacant and can be rented again (from next month), while the arrears stay owed.
    expect(await room(api, co.token, roomId)).toMatchObject({ rent_payment_status: 'Vacant', current_rent_id: null });
    const next = await addRent(api, co.token, roomId, await addTenant(api, co.token), {
      rent_price: 500,
      rent_start_date: monthsFromToday(1),
      rent_end_date: monthsFromToday(7),
    });
    const past = async () => (await history(api, co.token, roomId)).find((h) => h.rent_id === rentId);
    expect(await past()).toMatchObject({
      is_current: false,
      checkout_date: today(),
      rent_payment_status: 'Overdue',
      total_amount_due_so_far: 360,
      amount_due: 360,
      owed_since: daysFromToday(-20),
      next_due_date: null,
      deposit: 200,
      deposit_available: 200,
      payable: true,
    });
    expect(await overdueRow(rentId)).toMatchObject({ tenant_name: 'Owen Owes', amount_due: 360, next_payment_date: daysFromToday(-20) });
    expect(await levelFigures(floor)).toMatchObject({
      rooms_rented: 1,
      // the new tenant's rent is not overdue: the past tenant's debt is a figure of its own (issue 17 R2)
      overdue_count: 0,
      arrears_count: 1,
      arrears_amount: 360,
      due_amount: 360,
      collected_amount: 0,
      paid_percentage: 0,
    });
    const summary = async () => (await levels(api, co.token, 5)).summary;
    const arrearsBefore = (await summary()).arrears_count;

    // Never above the balance; a wrong master password records nothing.
    const above = await payRaw(api, co, payBody(co, roomId, rentId, 360.01, 'OWE-ABOVE'));
    expect(above).toMatchObject({
      status: 422,
      body: { message: 'This rent has been checked out: a payment cannot be more than the balance owed.' },
    });
    const wrong = await payRaw(api, co, { ...payBody(co, roomId, rentId, 100, 'OWE-1'), masterPassword: 'not-the-master' });
    expect(wrong).toMatchObject({ status: 422, body: { message: 'Incorrect master password' } });

    // Part of it by bank transfer.
    expect((await payRaw(api, co, payBody(co, roomId, rentId, 100, 'OWE-1'))).status).toBe(201);
    expect(await past()).toMatchObject({ amount_due: 260, total_amount_paid: 100, rent_payment_status: 'Overdue', payable: true });
    expect(await overdueRow(rentId)).toMatchObject({ amount_due: 260 });
    expect(await levelFigures(floor)).toMatchObject({
      overdue_count: 0,
      arrears_count: 1,
      arrears_amount: 260,
      due_amount: 360,
      collected_amount: 100,
      paid_percentage: 27.78,
    });

    // From the deposit: never more than the deposit left ($200) or the balance ($260).
    const tooMuch = await payRaw(api, co, payBodyWith(co, roomId, rentId, 'Deposit', 250, 'OWE-DEP-X'));
    expect(tooMuch).toMatchObject({
      status: 422,
      body: { message: 'A payment from the deposit cannot be more than the deposit left or the balance owed.' },
    });
    expect((await payRaw(api, co, payBodyWith(co, roomId, rentId, 'Deposit', 200, 'OWE-DEP'))).status).toBe(201);
    // the same reference again is the same payment
    expect(await payRaw(api, co, payBodyWith(co, roomId, rentId, 'Deposit', 200, 'OWE-DEP'))).toMatchObject({
      status: 200,
      body: { duplicate: true },
    });
    expect(await past()).toMatchObject({ amount_due: 60, deposit_available: 0, total_amount_paid: 300 });
    expect(await payRaw(api, co, payBodyWith(co, roomId, rentId, 'Deposit', 1, 'OWE-DEP-2'))).toMatchObject({ status: 422 });
    expect(await levelFigures(floor)).toMatchObject({ arrears_count: 1, arrears_amount: 60, collected_amount: 300, due_amount: 360 });

    // Settled: off the report, out of the figures, no more payments.
    expect((await payRaw(api, co, payBody(co, roomId, rentId, 60, 'OWE-LAST'))).status).toBe(201);
    expect(await past()).toMatchObject({
      amount_due: 0,
      total_amount_paid: 360,
      rent_payment_status: 'Paid',
      owed_since: null,
      payable: false,
    });
    expect(await overdueRow(rentId)).toBeNull();
    expect(await levelFigures(floor)).toMatchObject({
      overdue_count: 0,
      arrears_count: 0,
      arrears_amount: 0,
      due_amount: 0,
      collected_amount: 0,
      paid_percentage: 100,
    });
    expect((await summary()).arrears_count).toBe(arrearsBefore - 1);
    expect((await payRaw(api, co, payBody(co, roomId, rentId, 1, 'OWE-MORE'))).status).toBe(409);

    // Revenue counts the three payments, the deposit one included; the new tenant's rent is untouched.
    const revenueAfter = await revenue(api, co.token);
    expect(revenueAfter.total_payments - revenueBefore.total_payments).toBe(3);
    expect(Math.round((revenueAfter.total_revenue - revenueBefore.total_revenue) * 100)).toBe(36_000);
    expect(await room(api, co.token, roomId)).toMatchObject({ current_rent_id: next, total_amount_paid: 0 });
  });

  it('two concurrent payments that together pass the balance: one is recorded, the other refused', async () => {
    level += 1;
    const roomId = await addRoom(api, co.token, 5, level, `P${level}`);
    const rentId = await addRent(api, co.token, roomId, await addTenant(api, co.token), {
      rent_price: 300,
      rent_start_date: today(),
      rent_end_date: monthsFromToday(3),
    });
    await checkout(api, co.token, roomId);
    const results = await Promise.all(['RACE-A', 'RACE-B'].map((ref) => payRaw(api, co, payBody(co, roomId, rentId, 200, ref))));
    expect(results.map((r) => r.status).sort(), results.map((r) => r.text).join('\n')).toEqual([201, 422]);
    expect((await history(api, co.token, roomId))[0]).toMatchObject({ total_amount_paid: 200, amount_due: 100 });
    const lv = (await levels(api, co.token, 5)).levels.find((l: any) => l.floor === level);
    expect(lv).toMatchObject({ overdue_count: 0, arrears_count: 1, arrears_amount: 100, due_amount: 300, collected_amount: 200 });
  });
});

describe('paying a current rent from the deposit', () => {
  it('is at most the deposit left and what is owed today; the unit page shows the deposit left', async () => {
    // $1,000 monthly from a month ago: $2,000 owed; $500 deposit.
    const { roomId, rentId } = await rentedRoom(1);
    expect(await room(api, co.token, roomId)).toMatchObject({ deposit: 500, deposit_available: 500, amount_due: 2000 });
    const over = await payRaw(api, co, payBodyWith(co, roomId, rentId, 'Deposit', 500.01, 'DEP-X'));
    expect(over).toMatchObject({
      status: 422,
      body: { message: 'A payment from the deposit cannot be more than the deposit left or the balance owed.' },
    });
    expect((await payRaw(api, co, payBodyWith(co, roomId, rentId, 'Deposit', 300, 'DEP-1'))).status).toBe(201);
    expect(await room(api, co.token, roomId)).toMatchObject({ deposit_available: 200, amount_due: 1700, total_amount_paid: 300 });
    expect((await history(api, co.token, roomId))[0]).toMatchObject({ deposit_available: 200, amount_due: 1700, payable: true });
    // a bank payment is not limited by the balance on a current rent (paying ahead is allowed)
    await pay(api, co, roomId, rentId, 2500, 'DEP-BANK');
    // nothing owed now: the deposit cannot be used
    expect(await payRaw(api, co, payBodyWith(co, roomId, rentId, 'Deposit', 1, 'DEP-2'))).toMatchObject({ status: 422 });
    expect(await room(api, co.token, roomId)).toMatchObject({ deposit_available: 200, amount_due: 0, total_amount_paid: 2800 });
  });
});

/**
 * Late fees (AUTOMATION.md "Rent collection"): a fee posted by the collection job (postLateFee, called in-process as
 * the job does) is owed like rent from that moment, in every figure: the unit page and rental history (due so far,
 * amount due, late_fees, status), the level and building figures, the Overdue report, the invoice (a line
 * `Late fee — period from dd/mm/yyyy`, in the totals) and revenue once paid. The owner waives one with the master
 * password. Posting is idempotent, and exact when it races payments; checked-out rents count their fees in their
 * room's arrears; deleting a rent deletes its fees.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../shared/account/routes.ts';
import { addMonths } from '../../shared/domain/dates.ts';
import { formatDate } from '../../shared/domain/format.ts';
import { removed } from '../../shared/audit/changes.ts';
import { auditOp, systemAuditContext } from '../../functions/lib/audit.ts';
import { rentLabel, rentSnapshot } from '../../functions/rent/audit.ts';
import { deleteRent as deleteRentData, markRentDeleting } from '../../functions/rent/data/rent-deletion.ts';
import { getRent } from '../../functions/rent/data/rents.ts';
import { getRoom } from '../../functions/rent/data/rooms.ts';
import { parseRentId, paymentIdOf, referenceHash } from '../../functions/rent/ids.ts';
import { logIn } from '../support/accounts.ts';
import { companyIdOfToken, feesOf, postFee, waiveFee } from '../support/fees.ts';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  checkout,
  deleteRent,
  expectStatus,
  history,
  levels,
  monthsFromToday,
  newCompany,
  pay,
  payRaw,
  payBody,
  reportRows,
  revenue,
  room,
  today,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
const dir = mkdtempSync(join(tmpdir(), 'rent-fees-it-'));
const BUILDING = 19;
let co: Company;
let level = 0;
let files = 0;

beforeAll(async () => {
  co = await newCompany(api, 'Fees Co');
  await addBuilding(api, co.token, BUILDING, 40, 'Fee House');
});

/** A fresh room on its own level with a Monthly rent of `price` started `monthsAgo` months ago. */
async function rentedRoom(monthsAgo: number, price = 1000) {
  level += 1;
  const roomId = await addRoom(api, co.token, BUILDING, level, `F${level}`);
  const startDate = monthsFromToday(-monthsAgo);
  const tenantId = await addTenant(api, co.token);
  const rentId = await addRent(api, co.token, roomId, tenantId, {
    rent_price: price,
    rent_start_date: startDate,
    rent_end_date: monthsFromToday(12),
  });
  return { roomId, rentId, startDate, level, tenantId };
}

async function levelFigures(floor: number) {
  const body = await levels(api, co.token, BUILDING);
  return { level: body.levels.find((l: { floor: number }) => l.floor === floor), summary: body.summary };
}

const overdueRow = async (rentId: string) =>
  (await reportRows(api, co.token, '/api/reports/rent/overdue')).find((r) => r.rent_id === rentId);

/** Prints the invoice over the range and reads it back as text. */
async function invoiceText(rentId: string, startDate: string, endDate = today()) {
  const res = await api.call('POST', '/api/payment/print/rent-invoice', {
    token: co.token,
    body: { currentRentId: rentId, startDate, endDate },
  });
  expectStatus(res, 200);
  const file = join(dir, `invoice-${++files}.pdf`);
  writeFileSync(file, new Uint8Array(await (await fetch(res.body.url)).arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const waiveBody = (feeId: string, overrides: Record<string, unknown> = {}) => ({
  feeId,
  masterPassword: co.owner.masterPassword,
  reason: 'Goodwill',
  ...overrides,
});

/** The maintained figures of the rent and its room's copy, straight from the table. */
async function stored(rentId: string) {
  const companyId = await companyIdOfToken(co.token);
  const ref = parseRentId(rentId)!;
  const [rent, roomRecord] = await Promise.all([getRent(companyId, ref), getRoom(companyId, ref)]);
  return { rent, room: roomRecord };
}

describe('a posted fee is owed like rent', () => {
  it('a paid-up rent with a fee: Unpaid for the fee, in due so far and the level figures, on the invoice; paying it makes it Paid and revenue', async () => {
    // started 2 months ago: 3 periods due, all paid
    const { roomId, rentId, startDate, level: floor, tenantId } = await rentedRoom(2);
    await pay(api, co, roomId, rentId, 3000, 'FEE-PAID-UP');
    const { posted, feeId } = await postFee(co, rentId, startDate, 50);
    expect(posted).toBe(true);

    expect(await room(api, co.token, roomId)).toMatchObject({
      rent_payment_status: 'Unpaid',
      total_amount_due_so_far: 3050,
      late_fees: 50,
      total_amount_paid: 3000,
      amount_due: 50,
      current_paid_periods: 3,
    });
    expect((await history(api, co.token, roomId))[0]).toMatchObject({
      rent_payment_status: 'Unpaid',
      total_amount_due_so_far: 3050,
      late_fees: 50,
      amount_due: 50,
      payable: true,
    });
    const { level: figures } = await levelFigures(floor);
    expect(figures).toMatchObject({ due_amount: 3050, collected_amount: 3000, overdue_count: 0, paid_percentage: 98.36 });
    // owing only a fee while current is Unpaid: not in the Overdue report
    expect(await overdueRow(rentId)).toBeUndefined();

    const tenant = await api.call('GET', `/api/tenant/${tenantId}`, { token: co.token });
    expect(tenant.body.rents[0]).toMatchObject({ rent_id: rentId, amount_due: 50, late_fees: 50, rent_payment_status: 'Unpaid' });
    const text = await invoiceText(rentId, startDate);
    expect(text).toContain(`Late fee — period from ${formatDate(startDate)}`);
    expect(text).toMatch(/Total\s+\$3,050\.00/);
    expect(text).toMatch(/Paid\s+\$3,000\.00/);
    expect(text).toMatch(/Balance due\s+\$50\.00/);
    // a range without the fee's period leaves it out
    const later = await invoiceText(rentId, addMonths(startDate, 1));
    expect(later).not.toContain('Late fee');

    const before = await revenue(api, co.token);
    await pay(api, co, roomId, rentId, 50, 'FEE-ITSELF');
    expect(await room(api, co.token, roomId)).toMatchObject({ rent_payment_status: 'Paid', amount_due: 0, late_fees: 50 });
    expect((await revenue(api, co.token)).total_revenue).toBe(before.total_revenue + 50);
    expect((await levelFigures(floor)).level).toMatchObject({ due_amount: 3050, collected_amount: 3050, paid_percentage: 100 });
    expect(await feesOf(co, rentId)).toMatchObject([{ id: feeId, periodStart: startDate, seq: 1, amountCents: 5000, waived: false }]);
  });

  it('an Overdue rent with a fee: the Overdue report row and the building figures include it', async () => {
    // started 3 months ago: 4 periods ($4,000), $1,000 paid
    const { roomId, rentId, startDate, level: floor } = await rentedRoom(3);
    await pay(api, co, roomId, rentId, 1000, 'FEE-OVERDUE');
    const before = await levelFigures(floor);
    await postFee(co, rentId, addMonths(startDate, 1), 40);
    await postFee(co, rentId, addMonths(startDate, 1), 40, 2);
    expect(await room(api, co.token, roomId)).toMatchObject({
      rent_payment_status: 'Overdue',
      total_amount_due_so_far: 4080,
      late_fees: 80,
      amount_due: 3080,
      // payments pay the periods first: the oldest unpaid period is still the second
      next_payment_date: addMonths(startDate, 1),
    });
    expect(await overdueRow(rentId)).toMatchObject({ amount_due: 3080, late_fees: 80, next_payment_date: addMonths(startDate, 1) });
    const after = await levelFigures(floor);
    expect(after.level).toMatchObject({ due_amount: 4080, collected_amount: 1000, overdue_count: 1 });
    expect(after.summary.due_amount).toBe(before.summary.due_amount + 80);
  });
});

describe('POST /api/automation/waive-fee', () => {
  it('the owner waives with the master password: out of every figure, still listed; twice is 409', async () => {
    const { roomId, rentId, startDate, level: floor } = await rentedRoom(3);
    await pay(api, co, roomId, rentId, 1000, 'WAIVE-1');
    const { feeId } = await postFee(co, rentId, startDate, 60);
    expect(await overdueRow(rentId)).toMatchObject({ amount_due: 3060 });

    // refused without changing anything: a missing reason, a wrong master password, an unknown fee
    const noReason = await waiveFee(api, co.token, waiveBody(feeId, { reason: '  ' }));
    expect(noReason).toMatchObject({ status: 400, body: { message: 'Please provide a reason' } });
    const wrong = await waiveFee(api, co.token, waiveBody(feeId, { masterPassword: 'not-it' }));
    expect(wrong).toMatchObject({ status: 422, body: { message: 'Incorrect master password' } });
    const unknown = await waiveFee(api, co.token, waiveBody(`${rentId}-${startDate}-009`));
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Late fee not found' } });
    expect(await waiveFee(api, co.token, waiveBody('not-a-fee'))).toMatchObject({ status: 404 });
    expect(await room(api, co.token, roomId)).toMatchObject({ late_fees: 60, total_amount_due_so_far: 4060 });

    const res = await waiveFee(api, co.token, waiveBody(feeId));
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Late fee waived' });
    expect(await room(api, co.token, roomId)).toMatchObject({ late_fees: 0, total_amount_due_so_far: 4000, amount_due: 3000 });
    expect(await overdueRow(rentId)).toMatchObject({ amount_due: 3000, late_fees: 0 });
    expect((await levelFigures(floor)).level).toMatchObject({ due_amount: 4000 });
    expect(await feesOf(co, rentId)).toMatchObject([{ id: feeId, waived: true, waiveReason: 'Goodwill' }]);
    expect(await invoiceText(rentId, startDate)).not.toContain('Late fee');

    const again = await waiveFee(api, co.token, waiveBody(feeId));
    expect(again).toMatchObject({ status: 409, body: { message: 'This late fee is already waived' } });
    // a waived fee is never posted again under its key
    expect((await postFee(co, rentId, startDate, 60)).posted).toBe(false);
    expect(await room(api, co.token, roomId)).toMatchObject({ late_fees: 0 });
  });

  it('is owner-only: staff get 403', async () => {
    const staff = {
      name: 'Fee Desk',
      email: `fee-desk-${Date.now()}@example.com`,
      address: 'Desk',
      phone: '+44 20 7946 0013',
      password: 'desk-password',
    };
    expectStatus(await api.call('POST', accountRoutes.addLinkedAccount.path, { token: co.token, body: staff }), 201);
    const session = await logIn(api, staff.email, staff.password, '1');
    const { rentId, startDate } = await rentedRoom(1);
    const { feeId } = await postFee(co, rentId, startDate, 10);
    expect((await waiveFee(api, session.accessToken, waiveBody(feeId))).status).toBe(403);
  });
});

describe('postLateFee', () => {
  it('is idempotent per (rent, period, seq): posting the same fee twice, even at once, keeps one', async () => {
    const { roomId, rentId, startDate } = await rentedRoom(1);
    const results = await Promise.all([1, 2, 3].map(() => postFee(co, rentId, startDate, 25)));
    expect(results.filter((r) => r.posted)).toHaveLength(1);
    expect(await feesOf(co, rentId)).toHaveLength(1);
    expect(await room(api, co.token, roomId)).toMatchObject({ late_fees: 25 });
    // another seq of the same period is another fee
    expect((await postFee(co, rentId, startDate, 25, 2)).posted).toBe(true);
    expect(await room(api, co.token, roomId)).toMatchObject({ late_fees: 50 });
  });

  it('racing payments: every figure is exact', async () => {
    const { roomId, rentId, startDate } = await rentedRoom(3);
    await Promise.all([
      ...[1, 2, 3, 4].map((i) => postFee(co, rentId, startDate, 10 * i, i)),
      ...[1, 2, 3, 4].map((i) => payRaw(api, co, payBody(co, roomId, rentId, 100 * i, `RACE-${i}`)).then((r) => expectStatus(r, 201))),
    ]);
    expect(await room(api, co.token, roomId)).toMatchObject({ late_fees: 100, total_amount_paid: 1000, total_amount_due_so_far: 4100 });
    const { rent, room: copy } = await stored(rentId);
    expect(rent).toMatchObject({ feesCents: 10_000, paidCents: 100_000 });
    expect(copy?.current).toMatchObject({ feesCents: 10_000, paidCents: 100_000 });
  });

  it('returns false for a rent that is gone', async () => {
    const { roomId, rentId, startDate } = await rentedRoom(1);
    expectStatus(await deleteRent(api, co.token, roomId, rentId), 200);
    expect((await postFee(co, rentId, startDate, 25)).posted).toBe(false);
  });
});

describe('checked-out rents and deletion', () => {
  it('a fee on a settled checked-out rent makes it owe again: arrears, Overdue report; paying it settles it', async () => {
    const { roomId, rentId, startDate, level: floor } = await rentedRoom(2);
    await pay(api, co, roomId, rentId, 3000, 'OUT-PAID');
    await checkout(api, co.token, roomId);
    expect((await levelFigures(floor)).level).toMatchObject({ arrears_count: 0, arrears_amount: 0 });
    expect(await overdueRow(rentId)).toBeUndefined();

    const { feeId } = await postFee(co, rentId, addMonths(startDate, 2), 75);
    expect((await levelFigures(floor)).level).toMatchObject({ arrears_count: 1, arrears_amount: 75, rooms_rented: 0 });
    expect(await overdueRow(rentId)).toMatchObject({ amount_due: 75, late_fees: 75 });
    expect((await history(api, co.token, roomId))[0]).toMatchObject({ rent_payment_status: 'Overdue', amount_due: 75, payable: true });

    // waiving settles it, posting again (another seq) owes again, paying settles it
    expectStatus(await waiveFee(api, co.token, waiveBody(feeId)), 200);
    expect((await levelFigures(floor)).level).toMatchObject({ arrears_count: 0, arrears_amount: 0 });
    expect(await overdueRow(rentId)).toBeUndefined();
    await postFee(co, rentId, addMonths(startDate, 2), 30, 2);
    expect((await levelFigures(floor)).level).toMatchObject({ arrears_count: 1, arrears_amount: 30 });
    // a checked-out rent takes no more than it owes
    const above = await payRaw(api, co, payBody(co, roomId, rentId, 31, 'OUT-ABOVE'));
    expect(above.status).toBe(422);
    await pay(api, co, roomId, rentId, 30, 'OUT-FEE');
    expect((await levelFigures(floor)).level).toMatchObject({ arrears_count: 0, arrears_amount: 0, due_amount: 0 });
    expect((await history(api, co.token, roomId))[0]).toMatchObject({ rent_payment_status: 'Paid', amount_due: 0, payable: false });
  });

  it('checking out a rent that owes a fee counts the fee in the room arrears', async () => {
    const { roomId, rentId, startDate, level: floor } = await rentedRoom(2);
    await pay(api, co, roomId, rentId, 2500, 'OUT-PART');
    await postFee(co, rentId, addMonths(startDate, 2), 20);
    await checkout(api, co.token, roomId);
    expect((await levelFigures(floor)).level).toMatchObject({ arrears_count: 1, arrears_amount: 520 });
    expect(await overdueRow(rentId)).toMatchObject({ amount_due: 520, late_fees: 20 });
  });

  it('deleting a rent deletes its fees and takes a checked-out rent fees out of the arrears', async () => {
    const current = await rentedRoom(1);
    await postFee(co, current.rentId, current.startDate, 15);
    expectStatus(await deleteRent(api, co.token, current.roomId, current.rentId), 200);
    expect(await feesOf(co, current.rentId)).toEqual([]);
    expect(await room(api, co.token, current.roomId)).toMatchObject({ rent_payment_status: 'Vacant', late_fees: 0 });

    const out = await rentedRoom(1);
    await pay(api, co, out.roomId, out.rentId, 2000, 'DEL-OUT');
    await checkout(api, co.token, out.roomId);
    await postFee(co, out.rentId, out.startDate, 45);
    expect((await levelFigures(out.level)).level).toMatchObject({ arrears_count: 1, arrears_amount: 45 });
    expectStatus(await deleteRent(api, co.token, out.roomId, out.rentId, co.owner.masterPassword), 200);
    expect(await feesOf(co, out.rentId)).toEqual([]);
    expect((await levelFigures(out.level)).level).toMatchObject({ arrears_count: 0, arrears_amount: 0, due_amount: 0 });
  });

  it('a large rent deleted in chunks takes its fees too, and a fee posted once it is flagged is refused', async () => {
    const { roomId, rentId, startDate } = await rentedRoom(3);
    await pay(api, co, roomId, rentId, 100, 'CHUNK-1');
    await pay(api, co, roomId, rentId, 100, 'CHUNK-2');
    for (let seq = 1; seq <= 5; seq++) await postFee(co, rentId, startDate, seq, seq);
    const companyId = await companyIdOfToken(co.token);
    const entry = (rent: NonNullable<Awaited<ReturnType<typeof getRent>>>) =>
      auditOp(systemAuditContext(companyId, 'testDelete', 'import'), {
        kind: 'rent',
        recordId: rent.rentId,
        recordLabel: rentLabel(rent),
        changes: removed(rentSnapshot(rent)),
      });
    const rent = (await getRent(companyId, parseRentId(rentId)!))!;
    expect(rent.feesCents).toBe(1500);
    expect(await markRentDeleting(rent, entry(rent))).toBe('marked');
    expect((await postFee(co, rentId, startDate, 9, 9)).posted).toBe(false);
    expect(await deleteRentData({ ...rent, deleting: true }, entry(rent), { maxItems: 4 })).toBe('deleted');
    expect(await feesOf(co, rentId)).toEqual([]);
    expect(await getRent(companyId, parseRentId(rentId)!, { includeDeleting: true })).toBeNull();
  });

  it('voiding a payment brings back what it paid of the fees: the status, the arrears and the Overdue report', async () => {
    const { roomId, rentId, startDate, level: floor } = await rentedRoom(2);
    await pay(api, co, roomId, rentId, 3000, 'VOID-RENT');
    await postFee(co, rentId, startDate, 40);
    await pay(api, co, roomId, rentId, 40, 'VOID-FEE');
    await checkout(api, co.token, roomId);
    expect((await levelFigures(floor)).level).toMatchObject({ arrears_count: 0 });
    const res = await api.call('POST', '/api/payment/void', {
      token: co.token,
      body: {
        paymentId: paymentIdOf(rentId, referenceHash('VOID-FEE')),
        currentRentId: rentId,
        masterPassword: co.owner.masterPassword,
        reason: 'Bounced',
      },
    });
    expectStatus(res, 200);
    expect((await history(api, co.token, roomId))[0]).toMatchObject({ rent_payment_status: 'Overdue', amount_due: 40, late_fees: 40 });
    expect((await levelFigures(floor)).level).toMatchObject({ arrears_count: 1, arrears_amount: 40 });
    expect(await overdueRow(rentId)).toMatchObject({ amount_due: 40 });
  });

  it('editing a rent keeps its fees', async () => {
    const { roomId, rentId, startDate } = await rentedRoom(1);
    await postFee(co, rentId, startDate, 35);
    const unit = await room(api, co.token, roomId);
    const res = await api.call('POST', '/api/rooms/rent/update', {
      token: co.token,
      body: { room_id: roomId, rent_id: rentId, version: unit.rent_version, rent_price: 1200 },
    });
    expectStatus(res, 200);
    expect(await room(api, co.token, roomId)).toMatchObject({ late_fees: 35, total_amount_due_so_far: 2435 });
  });
});

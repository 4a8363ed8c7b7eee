/** Delete Rent: the rent and its payments leave history and revenue, the room is freed; large rents in chunks. */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/domain/dates.ts';
import { listPaymentsOfRent } from '../../functions/rent/data/payments.ts';
import { removed } from '../../shared/audit/changes.ts';
import { auditOp, systemAuditContext } from '../../functions/lib/audit.ts';
import { rentLabel, rentSnapshot } from '../../functions/rent/audit.ts';
import { deleteRent, markRentDeleting } from '../../functions/rent/data/rent-deletion.ts';
import type { RentRecord } from '../../functions/rent/records.ts';
import { getRent, getRentWithPayments } from '../../functions/rent/data/rents.ts';
import { parseRentId } from '../../functions/rent/ids.ts';
import { verifyAccessToken } from '../../functions/lib/tokens.ts';
import { recordRentPayment } from '../../functions/rent/services/payments.ts';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  buildings,
  checkout,
  daysFromToday,
  deleteRent as deleteRentCall,
  expectStatus,
  history,
  levels,
  monthsFromToday,
  newCompany,
  pay,
  payBody,
  reportRows,
  revenue,
  room,
  today,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
let co: Company;
let companyId = '';
let roomSeq = 0;

beforeAll(async () => {
  co = await newCompany(api, 'Delete Co');
  companyId = (await verifyAccessToken(co.token)).companyId;
  await addBuilding(api, co.token, 8, 2, 'Delete Hall');
});

async function rentedRoom(price = 100) {
  const roomId = await addRoom(api, co.token, 8, 1, `X${++roomSeq}`);
  const rentId = await addRent(api, co.token, roomId, await addTenant(api, co.token), {
    rent_price: price,
    rent_start_date: monthsFromToday(-2),
    rent_end_date: monthsFromToday(10),
  });
  return { roomId, rentId };
}

/** Delete Rent with the company's master password (needed when the rent has payments). */
const del = (roomId: string, rentId: string, token = co.token) => deleteRentCall(api, token, roomId, rentId, co.owner.masterPassword);

const card = async () => (await buildings(api, co.token)).find((b) => b.building_id === 8);

/** A deletion's audit entry, as the service writes it (the data functions take it to put in their transaction). */
const deletionEntry = (rent: RentRecord) =>
  auditOp(systemAuditContext(companyId, 'testDelete', 'import'), {
    kind: 'rent',
    recordId: rent.rentId,
    recordLabel: rentLabel(rent),
    changes: removed(rentSnapshot(rent)),
  });

/** Records payments without the master password (setup only), spread over the given past days. */
async function seedPayments(rentId: string, count: number, daysAgo: number[], amountCents = 100) {
  const ref = parseRentId(rentId)!;
  for (let i = 0; i < count; i++) {
    const at = new Date(`${addDays(today(), -daysAgo[i % daysAgo.length])}T12:00:00Z`);
    await recordRentPayment(
      systemAuditContext(companyId, 'testSetup', 'import'),
      ref,
      { method: 'Others', reference: `SEED-${i}`, amountCents },
      at,
    );
  }
}

describe('DELETE /api/rooms/rent/delete', () => {
  it('deletes the current rent with its payments: room vacant, figures and revenue drop, history empty', async () => {
    const before = { card: await card(), revenue: await revenue(api, co.token) };
    const { roomId, rentId } = await rentedRoom(120);
    await pay(api, co, roomId, rentId, 50, 'D-1');
    await pay(api, co, roomId, rentId, 25.5, 'D-2');
    expect(await card()).toMatchObject({ rooms_rented: before.card.rooms_rented + 1 });

    const res = await del(roomId, rentId);
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Rent deleted successfully' });

    expect(await history(api, co.token, roomId)).toEqual([]);
    expect(await room(api, co.token, roomId)).toMatchObject({ rent_payment_status: 'Vacant', current_rent_id: null });
    const after = await card();
    expect(after.rooms_rented).toBe(before.card.rooms_rented);
    expect(after.total_rent_value).toBe(before.card.total_rent_value);
    expect(after.total_rooms).toBe(before.card.total_rooms + 1);
    const rev = await revenue(api, co.token);
    expect(rev.total_payments).toBe(before.revenue.total_payments);
    expect(rev.total_revenue).toBe(before.revenue.total_revenue);
    expect(await getRentWithPayments(companyId, rentId)).toBeNull();
    expect(await listPaymentsOfRent(companyId, parseRentId(rentId)!)).toEqual([]);

    const again = await del(roomId, rentId);
    expectStatus(again, 404);
    // the freed room takes a new rent, and the old payment reference is free again
    const next = await addRent(api, co.token, roomId, await addTenant(api, co.token));
    await pay(api, co, roomId, next, 10, 'D-1');
  });

  it("deleting a checked-out rent leaves the room's current rent alone", async () => {
    const { roomId, rentId } = await rentedRoom(80);
    await pay(api, co, roomId, rentId, 80, 'OLD-1');
    expectStatus(
      await api.call('POST', '/api/tenant/checkout', { token: co.token, body: { room_id: roomId, checkoutDate: today() } }),
      200,
    );
    const current = await addRent(api, co.token, roomId, await addTenant(api, co.token), { rent_price: 90 });
    const before = await card();
    expectStatus(await del(roomId, rentId), 200);
    expect((await history(api, co.token, roomId)).map((h) => h.rent_id)).toEqual([current]);
    expect(await room(api, co.token, roomId)).toMatchObject({ current_rent_id: current, rent_price: 90 });
    expect(await card()).toEqual(before);
  });

  it('a rent with payments needs the master password (422 when missing or wrong, nothing deleted); one without does not', async () => {
    const paid = await rentedRoom(100);
    await pay(api, co, paid.roomId, paid.rentId, 40, 'PW-1');
    const before = { card: await card(), revenue: await revenue(api, co.token) };
    for (const [body, message] of [
      [undefined, 'Enter the master password to delete a rent that has payments.'],
      ['', 'Enter the master password to delete a rent that has payments.'],
      ['not-the-master', 'Incorrect master password'],
    ] as const) {
      const res = await deleteRentCall(api, co.token, paid.roomId, paid.rentId, body);
      expect(res, String(body)).toMatchObject({ status: 422, body: { message } });
    }
    const wrongType = await deleteRentCall(api, co.token, paid.roomId, paid.rentId, 42 as unknown as string);
    expect(wrongType).toMatchObject({ status: 400, body: { message: 'Master password must be text' } });
    // nothing moved
    expect((await history(api, co.token, paid.roomId)).map((h) => h.rent_id)).toEqual([paid.rentId]);
    expect(await room(api, co.token, paid.roomId)).toMatchObject({ current_rent_id: paid.rentId, total_amount_paid: 40 });
    expect(await card()).toEqual(before.card);
    expect(await revenue(api, co.token)).toEqual(before.revenue);
    // the right password deletes it
    expectStatus(await deleteRentCall(api, co.token, paid.roomId, paid.rentId, co.owner.masterPassword), 200);
    expect(await history(api, co.token, paid.roomId)).toEqual([]);

    // no payments: no password needed (no body at all, or an empty one)
    const unpaid = await rentedRoom(100);
    expectStatus(await deleteRentCall(api, co.token, unpaid.roomId, unpaid.rentId), 200);
    const unpaid2 = await rentedRoom(100);
    expectStatus(
      await api.call('DELETE', `/api/rooms/rent/delete?room_id=${unpaid2.roomId}&rent_id=${unpaid2.rentId}`, { token: co.token, body: {} }),
      200,
    );
    expect(await room(api, co.token, unpaid2.roomId)).toMatchObject({ rent_payment_status: 'Vacant' });
  });

  it("deleting a checked-out rent that still owes takes its arrears out of the Overdue report and the level's figures", async () => {
    const { roomId, rentId } = await rentedRoom(100);
    // 3 monthly periods due ($300), $50 paid, checked out today
    await pay(api, co, roomId, rentId, 50, 'ARR-1');
    await checkout(api, co.token, roomId);
    const level1 = async () => (await levels(api, co.token, 8)).levels[0];
    const before = await level1();
    expect((await reportRows(api, co.token, '/api/reports/rent/overdue')).map((r) => r.rent_id)).toContain(rentId);
    expectStatus(await del(roomId, rentId), 200);
    expect((await reportRows(api, co.token, '/api/reports/rent/overdue')).map((r) => r.rent_id)).not.toContain(rentId);
    expect(await level1()).toMatchObject({
      arrears_count: before.arrears_count - 1,
      arrears_amount: Math.round(before.arrears_amount * 100 - 25_000) / 100,
      due_amount: Math.round(before.due_amount * 100 - 30_000) / 100,
      collected_amount: Math.round(before.collected_amount * 100 - 5_000) / 100,
    });
  });

  it('refuses unknown, mismatched and missing ids', async () => {
    const a = await rentedRoom();
    const b = await rentedRoom();
    expectStatus(await del(b.roomId, a.rentId), 404);
    expectStatus(await del(a.roomId, 'garbage'), 404);
    expectStatus(await del('garbage', a.rentId), 404);
    expectStatus(await del(a.roomId, `${a.roomId}-01ARZ3NDEKTSV4RRFFQ69G5FAV`), 404);
    const noRent = await api.call('DELETE', `/api/rooms/rent/delete?room_id=${a.roomId}`, { token: co.token });
    expectStatus(noRent, 400);
    expect(noRent.body.message).toBe('Rent ID not found.');
    const noRoom = await api.call('DELETE', `/api/rooms/rent/delete?rent_id=${a.rentId}`, { token: co.token });
    expectStatus(noRoom, 400);
    expect(noRoom.body.message).toBe('Room ID not found.');
    expect((await history(api, co.token, a.roomId)).map((h) => h.rent_id)).toEqual([a.rentId]);
  });

  it('a rent with more payments than one transaction holds is deleted in chunks, revenue per day included', async () => {
    const { roomId, rentId } = await rentedRoom(100);
    const window = [daysFromToday(-3), today()] as const;
    const before = await revenue(api, co.token, ...window);
    await seedPayments(rentId, 130, [1, 2, 3]);
    expect((await room(api, co.token, roomId)).total_amount_paid).toBe(130);
    const mid = await revenue(api, co.token, ...window);
    expect(mid.total_payments - before.total_payments).toBe(130);

    expectStatus(await del(roomId, rentId), 200);
    expect(await listPaymentsOfRent(companyId, parseRentId(rentId)!)).toEqual([]);
    expect(await getRent(companyId, parseRentId(rentId)!, { includeDeleting: true })).toBeNull();
    expect(await room(api, co.token, roomId)).toMatchObject({ rent_payment_status: 'Vacant' });
    expect(await revenue(api, co.token, ...window)).toEqual(before);
  });

  it('an interrupted chunked delete is hidden and inert, and a repeated DELETE resumes it', async () => {
    const { roomId, rentId } = await rentedRoom(100);
    await seedPayments(rentId, 12, [4, 5]);
    const window = [daysFromToday(-6), today()] as const;
    const withPayments = await revenue(api, co.token, ...window);
    const before = await card();

    // Step 1 only, as if the function stopped right after its first transaction.
    const rent = (await getRent(companyId, parseRentId(rentId)!))!;
    expect(await markRentDeleting(rent, deletionEntry(rent))).toBe('marked');
    expect(await history(api, co.token, roomId)).toEqual([]);
    expect(await room(api, co.token, roomId)).toMatchObject({ rent_payment_status: 'Vacant' });
    expect((await card()).rooms_rented).toBe(before.rooms_rented - 1);
    expect(await getRentWithPayments(companyId, rentId)).toBeNull();
    const reports = await api.call('GET', '/api/reports/rent/active', { token: co.token });
    expect(reports.body.map((r: any) => r.rent_id)).not.toContain(rentId);
    expectStatus(await api.call('POST', '/api/payment/pay-rent', { token: co.token, body: payBody(co, roomId, rentId, 5, 'LATE') }), 404);

    expectStatus(await del(roomId, rentId), 200);
    expect(await listPaymentsOfRent(companyId, parseRentId(rentId)!)).toEqual([]);
    const after = await revenue(api, co.token, ...window);
    expect(withPayments.total_payments - after.total_payments).toBe(12);
    expect(Math.round((withPayments.total_revenue - after.total_revenue) * 100)).toBe(1200);
    expectStatus(await del(roomId, rentId), 404);
  });

  it('chunks respect a small item limit (several days per chunk)', async () => {
    const { rentId } = await rentedRoom(100);
    await seedPayments(rentId, 9, [7, 8, 9]);
    const rent = (await getRent(companyId, parseRentId(rentId)!))!;
    expect(await deleteRent(rent, deletionEntry(rent), { maxItems: 5 })).toBe('deleted');
    expect(await listPaymentsOfRent(companyId, parseRentId(rentId)!)).toEqual([]);
    expect(await revenue(api, co.token, daysFromToday(-9), daysFromToday(-7))).toEqual({
      total_revenue: 0,
      total_payments: 0,
      first_payment_date: null,
      last_payment_date: null,
    });
  });
});

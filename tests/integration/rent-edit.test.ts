/**
 * POST /api/rooms/rent/update (CORRECTIONS.md "Rent"): every term while the rent has no payments; once paid only the
 * end date (never before the paid periods end) and the deposit; the room's copy, the due index and the building's
 * rent value move with it; versions as everywhere.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRoutes } from '../../shared/audit/routes.ts';
import type { AuditEntry } from '../../shared/audit/types.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { addMonths } from '../../shared/domain/dates.ts';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  buildings,
  checkout,
  daysFromToday,
  expectStatus,
  history,
  newCompany,
  pay,
  payBody,
  payRaw,
  reportRows,
  room,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
let co: Company;
let roomSeq = 0;
const STALE = 'This record was changed by someone else. Reload and try again.';

beforeAll(async () => {
  co = await newCompany(api, 'Rent Edit Co');
  await addBuilding(api, co.token, 8, 1, 'Edit Block');
});

const editRent = (body: Record<string, unknown>) => api.call('POST', rentRoutes.rentUpdate.path, { token: co.token, body });
const entriesOf = async (kind: string, id: string) =>
  (await api.call('GET', `${auditRoutes.auditRecord.path}?kind=${kind}&id=${id}`, { token: co.token })).body as AuditEntry[];
const card = async () => (await buildings(api, co.token)).find((b) => b.building_id === 8);
const overdueIds = async () => (await reportRows(api, co.token, rentRoutes.reportOverdueRents.path)).map((r) => r.rent_id as string);

async function aRent(options: Record<string, unknown> = {}) {
  const roomId = await addRoom(api, co.token, 8, 1, `E${++roomSeq}`);
  const rentId = await addRent(api, co.token, roomId, await addTenant(api, co.token), options);
  return { roomId, rentId, start: (options.rent_start_date as string | undefined) ?? daysFromToday(0) };
}

describe('POST /api/rooms/rent/update', () => {
  it('corrects every term of an unpaid rent: room copy, building value, due index and entry follow; versions move', async () => {
    const { roomId, rentId } = await aRent({ rent_start_date: daysFromToday(-40) });
    const valueBefore = (await card()).total_rent_value;
    const unit = await room(api, co.token, roomId);
    expect(unit.rent_version).toBe(0);
    expect((await history(api, co.token, roomId))[0].version).toBe(0);
    expect(await overdueIds()).toContain(rentId);
    const res = await editRent({
      room_id: roomId,
      rent_id: rentId,
      version: 0,
      rent_price: 70,
      rent_type: 'Weekly',
      rent_start_date: daysFromToday(0),
      deposit: 100,
    });
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Rent updated' });
    expect(await room(api, co.token, roomId)).toMatchObject({
      rent_version: 1,
      rent_price: 70,
      rent_type: 'Weekly',
      deposit: 100,
      rent_start_date: daysFromToday(0),
      rent_payment_status: 'Unpaid',
    });
    expect((await history(api, co.token, roomId))[0]).toMatchObject({ version: 1, rent_price: 70, rent_type: 'Weekly' });
    // 1000 monthly → 70 weekly (70 × 52 / 12 = 303.33)
    expect((await card()).total_rent_value).toBeCloseTo(valueBefore - 1000 + 303.33, 2);
    expect(await overdueIds()).not.toContain(rentId);
    const [entry] = await entriesOf('rent', rentId);
    expect(entry).toMatchObject({ action: 'rentUpdate', record_label: `Room E${roomSeq} · Building 8` });
    expect(entry!.changes).toEqual([
      { field: 'rent_price', before: 1000, after: 70 },
      { field: 'deposit', before: 500, after: 100 },
      { field: 'rent_start_date', before: daysFromToday(-40), after: daysFromToday(0) },
      { field: 'rent_type', before: 'Monthly', after: 'Weekly' },
    ]);
  });

  it('once paid: only the end date (not before the paid periods end) and the deposit', async () => {
    const { roomId, rentId, start } = await aRent({ rent_start_date: daysFromToday(-40) });
    await pay(api, co, roomId, rentId, 1500, 'EDIT-PAID');
    const base = { room_id: roomId, rent_id: rentId, version: 0 };
    expect(await editRent({ ...base, rent_price: 900 })).toMatchObject({
      status: 409,
      body: { message: 'This rent has payments: only its end date and deposit can change' },
    });
    // 1,500 pays into the second month: the lease may not end before it ends
    const secondMonthEnds = addMonths(start, 2);
    expect(await editRent({ ...base, rent_end_date: addMonths(start, 1) })).toMatchObject({
      status: 422,
      body: { message: 'The lease cannot end before the paid periods end' },
    });
    expectStatus(await editRent({ ...base, rent_end_date: secondMonthEnds, deposit: 750 }), 200);
    expect(await room(api, co.token, roomId)).toMatchObject({
      rent_end_date: secondMonthEnds,
      deposit: 750,
      total_amount_paid: 1500,
      rent_version: 1,
    });
    // the deposit never below what was used of it
    expectStatus(await payRaw(api, co, { ...payBody(co, roomId, rentId, 300, 'FROM-DEP'), paymentMethod: 'Deposit' }), 201);
    expect(await editRent({ ...base, version: 1, deposit: 200 })).toMatchObject({
      status: 422,
      body: { message: 'The deposit cannot be less than what was already used from it' },
    });
  });

  it('400 No changes detected, bad dates as on add; 409 stale; 409 checked out; 404 unknown; nothing written', async () => {
    const { roomId, rentId } = await aRent();
    const base = { room_id: roomId, rent_id: rentId, version: 0 };
    expect(await editRent({ ...base, rent_price: 1000 })).toMatchObject({ status: 400, body: { message: 'No changes detected' } });
    expect(await editRent({ ...base, rent_end_date: daysFromToday(-5) })).toMatchObject({
      status: 400,
      body: { message: 'Rent Start Date cannot be greater than Rent End Date.' },
    });
    expect((await editRent({ ...base, rent_price: -1 })).status).toBe(400);
    expect((await editRent({ ...base, rent_type: 'Yearly' })).status).toBe(400);
    expect(await editRent({ ...base, version: 2, rent_price: 5 })).toMatchObject({ status: 409, body: { message: STALE } });
    expect((await editRent({ ...base, rent_id: `${roomId}-01ARZ3NDEKTSV4RRFFQ69G5FAV`, rent_price: 5 })).status).toBe(404);
    expect(await entriesOf('rent', rentId)).toHaveLength(1);
    await checkout(api, co.token, roomId);
    expect(await editRent({ ...base, rent_price: 5 })).toMatchObject({
      status: 409,
      body: { message: 'Only a current rent can be edited' },
    });
  });

  it('two edits from one version: one wins; an edit racing a payment: figures exact', async () => {
    const { roomId, rentId } = await aRent({ rent_start_date: daysFromToday(-40) });
    const base = { room_id: roomId, rent_id: rentId, version: 0 };
    const valueBefore = (await card()).total_rent_value;
    const [a, b] = await Promise.all([editRent({ ...base, rent_price: 1200 }), editRent({ ...base, rent_price: 800 })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const price = a.status === 200 ? 1200 : 800;
    expect((await card()).total_rent_value).toBeCloseTo(valueBefore - 1000 + price, 2);
    const [edit, paid] = await Promise.all([
      editRent({ ...base, version: 1, rent_end_date: daysFromToday(500) }),
      payRaw(api, co, payBody(co, roomId, rentId, 100, 'RACE-EDIT')),
    ]);
    expectStatus(paid, 201);
    expectStatus(edit, 200);
    expect(await room(api, co.token, roomId)).toMatchObject({ total_amount_paid: 100, rent_end_date: daysFromToday(500), rent_version: 2 });
    expect((await history(api, co.token, roomId))[0]).toMatchObject({ total_amount_paid: 100, version: 2 });
  });
});

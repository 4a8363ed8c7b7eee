/** Rent management: a second company gets 404 or only its own data on every rent, report and invoice route. */
import { expect } from 'vitest';
import { paymentIdOf, referenceHash } from '../../../functions/rent/ids.ts';
import { accountRoutes } from '../../../shared/account/routes.ts';
import { insightsRoutes } from '../../../shared/insights/routes.ts';
import { collectionRoutes } from '../../../shared/rent/collection-routes.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import { postFee } from '../fees.ts';
import { logIn } from '../accounts.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  buildings,
  expectStatus,
  history,
  levels,
  monthsFromToday,
  pay,
  payBody,
  revenue,
  room,
  today,
} from '../rent.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  roomId: string;
  rentId: string;
  tenantId: string;
  vacantRoomId: string;
  linkId: string;
  feeId: string;
}

const r = rentRoutes;
const range = (ids: Ids) => ({ currentRentId: ids.rentId, startDate: monthsFromToday(-3), endDate: today() });

export const rentIsolation = defineSuite<Ids>({
  area: 'rent',
  async seed(api, first) {
    await addBuilding(api, first.token, 1, 2, 'First Block');
    const roomId = await addRoom(api, first.token, 1, 1, '1A');
    const vacantRoomId = await addRoom(api, first.token, 1, 2, '2A');
    const tenantId = await addTenant(api, first.token, 'First Tenant');
    const rentId = await addRent(api, first.token, roomId, tenantId, { rent_start_date: monthsFromToday(-3) });
    await pay(api, first, roomId, rentId, 100, 'FIRST-1');
    const link = await api.call('POST', r.rentInvoiceLinkCreate.path, {
      token: first.token,
      body: { currentRentId: rentId, startDate: monthsFromToday(-3), endDate: today() },
    });
    expectStatus(link, 201);
    const { feeId } = await postFee(first, rentId, monthsFromToday(-3), 20);
    return { roomId, rentId, tenantId, vacantRoomId, linkId: link.body.linkId as string, feeId };
  },
  cases: [
    { route: r.buildingList, request: () => ({ path: r.buildingList.path }), expect: (res) => expect(res.body).toEqual([]) },
    { route: r.levelList, request: () => ({ path: `${r.levelList.path}?building=1` }), expect: (res) => expect(res.status).toBe(404) },
    {
      route: r.buildingUpdate,
      request: () => ({
        path: r.buildingUpdate.path,
        body: { buildingNumber: 1, buildingName: 'Taken Over', buildingLevels: 9, address: 'Elsewhere', version: 0 },
      }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Building not found' } }),
    },
    {
      route: r.roomDelete,
      request: (ids) => ({ path: `${r.roomDelete.path}?room_id=${ids.vacantRoomId}` }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Room not found' } }),
    },
    {
      route: r.rentPayments,
      request: (ids) => ({ path: `${r.rentPayments.path}?rent_id=${ids.rentId}` }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Rent not found' } }),
    },
    {
      route: r.buildingDelete,
      request: () => ({ path: `${r.buildingDelete.path}?building=1` }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Building not found' } }),
    },
    {
      route: r.roomList,
      request: () => ({ path: `${r.roomList.path}?level=1&building=1` }),
      expect: (res) => expect(res.body).toEqual([]),
    },
    {
      route: r.roomCurrent,
      request: (ids) => ({ path: `${r.roomCurrent.path}?room_id=${ids.roomId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.rentHistory,
      request: (ids) => ({ path: `${r.rentHistory.path}?room_id=${ids.roomId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.roomAdd,
      request: () => ({ path: r.roomAdd.path, body: { roomNumber: '9Z', buildingNumber: 1, levelNumber: 1 } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.rentAdd,
      request: (ids) => ({
        path: r.rentAdd.path,
        body: {
          room_id: ids.vacantRoomId,
          tenantID: ids.tenantId,
          rent_price: 1,
          deposit: 0,
          rent_start_date: today(),
          rent_end_date: today(),
        },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.rentDelete,
      // the rent has a payment: with the second company's own master password it is still a 404, not a 422
      request: (ids, second) => ({
        path: `${r.rentDelete.path}?room_id=${ids.roomId}&rent_id=${ids.rentId}`,
        body: { masterPassword: second.owner.masterPassword },
      }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Rent not found' } }),
    },
    { route: r.tenantList, request: () => ({ path: r.tenantList.path }), expect: (res) => expect(res.body).toEqual([]) },
    {
      route: r.roomUpdate,
      request: (ids) => ({ path: r.roomUpdate.path, body: { room_id: ids.vacantRoomId, roomNumber: 'Taken', version: 0 } }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Room not found' } }),
    },
    {
      route: r.rentUpdate,
      request: (ids) => ({
        path: r.rentUpdate.path,
        body: { room_id: ids.roomId, rent_id: ids.rentId, version: 0, rent_end_date: '2099-01-01' },
      }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Rent not found' } }),
    },
    {
      route: r.tenantGet,
      request: (ids) => ({ path: `/api/tenant/${ids.tenantId}` }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Tenant not found' } }),
    },
    {
      route: r.tenantUpdate,
      request: (ids) => ({
        path: r.tenantUpdate.path,
        body: {
          id: ids.tenantId,
          version: 0,
          name: 'Taken Over',
          phone: '+44 20 7946 0001',
          email: 's@example.com',
          idType: 'Passport',
          idNumber: '1',
          idExpiry: '2035-01-01',
          idIssuingCountry: 'UK',
        },
      }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Tenant not found' } }),
    },
    {
      route: r.tenantDelete,
      request: (ids) => ({ path: `${r.tenantDelete.path}?id=${ids.tenantId}` }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Tenant not found' } }),
    },
    {
      route: r.tenantCheckout,
      request: (ids) => ({ path: r.tenantCheckout.path, body: { room_id: ids.roomId, checkoutDate: today() } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.payRent,
      // the second company's own master password: the rent is looked up first, so this is a 404, not a 422
      request: (ids, second) => ({ path: r.payRent.path, body: payBody(second, ids.roomId, ids.rentId, 50, 'SECOND-1') }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.rentPaymentVoid,
      // the second company's own master password: the payment is looked up first, so this is a 404, not a 422
      request: (ids, second) => ({
        path: r.rentPaymentVoid.path,
        body: {
          paymentId: paymentIdOf(ids.rentId, referenceHash('FIRST-1')),
          currentRentId: ids.rentId,
          masterPassword: second.owner.masterPassword,
          reason: 'Taken over',
        },
      }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Payment not found' } }),
    },
    {
      route: collectionRoutes.waiveFee,
      // the second company's own master password: the fee is looked up first, so this is a 404, not a 422
      request: (ids, second) => ({
        path: collectionRoutes.waiveFee.path,
        body: { feeId: ids.feeId, masterPassword: second.owner.masterPassword, reason: 'Taken over' },
      }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Late fee not found' } }),
    },
    { route: r.reportActiveRents, request: () => ({ path: r.reportActiveRents.path }), expect: (res) => expect(res.body).toEqual([]) },
    { route: r.reportVacantRooms, request: () => ({ path: r.reportVacantRooms.path }), expect: (res) => expect(res.body).toEqual([]) },
    {
      route: insightsRoutes.insightsRent,
      // no building named: every building the caller sees, none of which is the first company's (or outside the scope)
      request: () => ({ path: `${insightsRoutes.insightsRent.path}?from=${monthsFromToday(-3).slice(0, 7)}&to=${today().slice(0, 7)}` }),
      expect: (res) => {
        expect(res.status).toBe(200);
        expect(res.body.months.map((m: { billed: number; income: number; roomDays: number }) => [m.billed, m.income, m.roomDays])).toEqual(
          res.body.months.map(() => [0, 0, 0]),
        );
        expect(res.body.arrears.rows).toEqual([]);
        expect(res.body.latePayers.rows).toEqual([]);
      },
    },
    { route: r.reportOverdueRents, request: () => ({ path: r.reportOverdueRents.path }), expect: (res) => expect(res.body).toEqual([]) },
    {
      route: r.reportRevenue,
      request: () => ({ path: r.reportRevenue.path, body: { startDate: monthsFromToday(-12), endDate: today() } }),
      expect: (res) => expect(res.body).toEqual({ total_revenue: 0, total_payments: 0, first_payment_date: null, last_payment_date: null }),
    },
    {
      route: r.tenantAdd,
      // adding is always within the caller's company; the first company's list must not grow
      request: () => ({
        path: r.tenantAdd.path,
        body: {
          name: 'Second Tenant',
          phone: '+44 20 7946 0001',
          email: 's@example.com',
          idType: 'Passport',
          idNumber: '1',
          idExpiry: '2030-01-01',
          idIssuingCountry: 'UK',
        },
      }),
      expect: (res) => expect(res.status).toBe(201),
    },
    {
      route: r.buildingAdd,
      // building numbers are per company: the same number is free for the second company
      request: () => ({
        path: r.buildingAdd.path,
        body: { buildingNumber: 1, buildingName: 'Second Block', buildingLevels: 1, address: 'Elsewhere' },
      }),
      expect: (res) => expect(res.status).toBe(201),
    },
    {
      route: r.rentInvoicePrint,
      request: (ids) => ({ path: r.rentInvoicePrint.path, body: range(ids) }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.rentInvoiceLinkCreate,
      request: (ids) => ({ path: r.rentInvoiceLinkCreate.path, body: range(ids) }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      // the first company's rent, emailed to the second company's address: not found, nothing made or sent
      route: r.rentInvoiceEmail,
      request: (ids) => ({ path: r.rentInvoiceEmail.path, body: { ...range(ids), to: 'isolation-second@example.com' } }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Rent not found' } }),
    },
    {
      route: r.rentInvoiceLinkRevoke,
      request: (ids) => ({ path: `${r.rentInvoiceLinkRevoke.path}?id=${ids.linkId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.rentInvoiceLinkList,
      request: (ids) => ({ path: `${r.rentInvoiceLinkList.path}?rent_id=${ids.rentId}` }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Rent not found' } }),
    },
    {
      route: collectionRoutes.rentNotices,
      request: (ids) => ({ path: `${collectionRoutes.rentNotices.path}?rent_id=${ids.rentId}` }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Rent not found' } }),
    },
    {
      route: collectionRoutes.sendReminder,
      request: (ids) => ({ path: collectionRoutes.sendReminder.path, body: { rent_id: ids.rentId } }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Rent not found' } }),
    },
  ],
  async unchanged(api, first, second, ids) {
    expect(await room(api, first.token, ids.roomId)).toMatchObject({
      current_rent_id: ids.rentId,
      total_amount_paid: 100,
      tenant_name: 'First Tenant',
    });
    expect(await history(api, first.token, ids.roomId)).toHaveLength(1);
    expect(await room(api, first.token, ids.vacantRoomId)).toMatchObject({ rent_payment_status: 'Vacant' });
    expect((await api.call('GET', r.tenantList.path, { token: first.token })).body.map((t: { name: string }) => t.name)).toEqual([
      'First Tenant',
    ]);
    expect((await buildings(api, first.token)).map((b) => [b.building_name, b.total_rooms, b.rooms_rented])).toEqual([
      ['First Block', 2, 1],
    ]);
    expect((await buildings(api, second.token)).map((b) => [b.building_name, b.total_rooms])).toEqual([['Second Block', 0]]);
    expect((await levels(api, first.token, 1)).summary.total_rooms).toBe(2);
    expect((await revenue(api, first.token)).total_payments).toBe(1);
    // the second company's building 1 has no rooms of the first
    expect((await api.call('GET', `${r.roomList.path}?level=1&building=1`, { token: second.token })).body).toEqual([]);
    // the first company still lists its link (the second company's revoke did not touch it)
    const links = await api.call('GET', `${r.rentInvoiceLinkList.path}?rent_id=${ids.rentId}`, { token: first.token });
    expect(links.body).toEqual([expect.objectContaining({ linkId: ids.linkId, status: 'Active', revokedAt: null })]);
    // the first company's link still works: revoking it as the owner succeeds
    expectStatus(await api.call('DELETE', `${r.rentInvoiceLinkRevoke.path}?id=${ids.linkId}`, { token: first.token }), 200);
    // a linked (staff) account of the first company works on the company's rent data
    const add = await api.call('POST', accountRoutes.addLinkedAccount.path, {
      token: first.token,
      body: {
        name: 'Rent Desk',
        email: `rent-desk-${Date.now()}@example.com`,
        address: 'Desk',
        phone: '+44 20 7946 0001',
        password: 'desk-password',
      },
    });
    expectStatus(add, 201);
    const staff = await logIn(api, add.body.account.email, 'desk-password', '1');
    expect((await room(api, staff.accessToken, ids.roomId)).current_rent_id).toBe(ids.rentId);
  },
});

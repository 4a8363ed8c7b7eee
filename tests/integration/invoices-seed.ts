/**
 * Rent data for the invoice tests, made through the rent API like the SPA makes it: a building, a room on
 * the ground floor, a tenant, a monthly rent that started two months ago, and one payment.
 */
import { expect } from 'vitest';
import { addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import type { TestApi } from '../support/gateway.ts';

export interface SeededRent {
  roomId: string;
  rentId: string;
  roomNumber: string;
  startDate: string;
  endDate: string;
  /** The company's master password: the rent has a payment, so deleting it needs it. */
  masterPassword: string;
}

async function post(api: TestApi, token: string, path: string, body: unknown) {
  const res = await api.call('POST', path, { token, body });
  expect(res.status, `${path}: ${res.text}`).toBe(201);
  return res.body;
}

export async function seedRent(
  api: TestApi,
  c: { token: string; masterPassword: string; tenantName: string; buildingName?: string },
): Promise<SeededRent> {
  const today = isoDateOf(new Date());
  const startDate = addMonths(today, -2);
  const endDate = addMonths(today, 10);
  await post(api, c.token, '/api/building/add', {
    buildingNumber: 1,
    buildingName: c.buildingName ?? 'Seaview Towers',
    buildingLevels: 3,
    address: '2 Harbour Road',
  });
  const room = await post(api, c.token, '/api/rooms/add', { roomNumber: '101', buildingNumber: 1, levelNumber: 1 });
  const tenant = await post(api, c.token, '/api/tenant/add', {
    name: c.tenantName,
    phone: '+44 7700 900123',
    email: `tenant-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    address: '3 Dock Lane',
    idType: 'Passport',
    idNumber: 'P1234567',
    idExpiry: '2035-01-01',
    idIssuingCountry: 'United Kingdom',
  });
  const rent = await post(api, c.token, '/api/rooms/add-tenant-to-room', {
    room_id: room.id,
    tenantID: tenant.id,
    rent_price: 1234.5,
    deposit: 500,
    rent_start_date: startDate,
    rent_end_date: endDate,
    rent_type: 'Monthly',
  });
  await post(api, c.token, '/api/payment/pay-rent', {
    roomId: room.id,
    currentRentId: rent.rent_id,
    paymentMethod: 'HSBC',
    paymentReference: 'PAY-1',
    paymentAmount: 1500,
    masterPassword: c.masterPassword,
  });
  return { roomId: room.id, rentId: rent.rent_id, roomNumber: '101', startDate, endDate, masterPassword: c.masterPassword };
}

export async function deleteSeededRent(api: TestApi, token: string, rent: SeededRent): Promise<void> {
  const res = await api.call(
    'DELETE',
    `/api/rooms/rent/delete?room_id=${encodeURIComponent(rent.roomId)}&rent_id=${encodeURIComponent(rent.rentId)}`,
    { token, body: { masterPassword: rent.masterPassword } },
  );
  expect(res.status, res.text).toBe(200);
}

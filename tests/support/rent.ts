/** Rent-management helpers for integration tests: every call goes through the gateway like the SPA's. */
import { expect } from 'vitest';
import { addDays, addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import { logIn, signUpOwner, type TestOwner } from './accounts.ts';
import type { TestApi } from './gateway.ts';

/** Today as the server sees it (UTC calendar day), and dates relative to it. */
export const today = () => isoDateOf(new Date());
export const daysFromToday = (n: number) => addDays(today(), n);
export const monthsFromToday = (n: number) => addMonths(today(), n);

export interface Company {
  owner: TestOwner;
  token: string;
}

export async function newCompany(api: TestApi, companyName = 'Rent Co'): Promise<Company> {
  const owner = await signUpOwner(api, { companyName });
  const { accessToken } = await logIn(api, owner.email, owner.password);
  return { owner, token: accessToken };
}

/** Expects a status, showing the body when it differs. */
export function expectStatus(res: { status: number; text: string }, status: number) {
  expect(res.status, res.text).toBe(status);
}

export async function addBuilding(
  api: TestApi,
  token: string,
  buildingNumber: number,
  buildingLevels = 3,
  buildingName = `Block ${buildingNumber}`,
) {
  const res = await api.call('POST', '/api/building/add', {
    token,
    body: { buildingNumber, buildingName, buildingLevels, address: `${buildingNumber} High Street` },
  });
  expectStatus(res, 201);
  return buildingNumber;
}

export async function addRoom(
  api: TestApi,
  token: string,
  buildingNumber: number,
  levelNumber: number,
  roomNumber: string,
): Promise<string> {
  const res = await api.call('POST', '/api/rooms/add', { token, body: { roomNumber, buildingNumber, levelNumber } });
  expectStatus(res, 201);
  return res.body.id as string;
}

let tenantSeq = 0;
export async function addTenant(api: TestApi, token: string, name = `Tenant ${++tenantSeq}`): Promise<string> {
  const res = await api.call('POST', '/api/tenant/add', {
    token,
    body: {
      name,
      phone: `07700 900${String(tenantSeq).padStart(3, '0')}`,
      email: `tenant${tenantSeq}-${Date.now()}@example.com`,
      address: '1 Test Road',
      idType: 'Passport',
      idNumber: `P${tenantSeq}`,
      idExpiry: '2035-01-01',
      idIssuingCountry: 'United Kingdom',
    },
  });
  expectStatus(res, 201);
  return res.body.id as string;
}

export interface RentOptions {
  rent_price?: number | string;
  deposit?: number | string;
  rent_start_date?: string;
  rent_end_date?: string;
  rent_type?: string;
}

export async function addRent(api: TestApi, token: string, roomId: string, tenantId: string, options: RentOptions = {}): Promise<string> {
  const res = await api.call('POST', '/api/rooms/add-tenant-to-room', {
    token,
    body: {
      room_id: roomId,
      tenantID: tenantId,
      rent_price: 1000,
      deposit: 500,
      rent_start_date: today(),
      rent_end_date: monthsFromToday(12),
      rent_type: 'Monthly',
      ...options,
    },
  });
  expectStatus(res, 201);
  return res.body.rent_id as string;
}

export function payBody(company: Company, roomId: string, rentId: string, amount: number | string, reference: string) {
  return {
    roomId,
    currentRentId: rentId,
    paymentMethod: 'HSBC',
    paymentReference: reference,
    paymentAmount: amount,
    masterPassword: company.owner.masterPassword,
  };
}

export async function pay(api: TestApi, company: Company, roomId: string, rentId: string, amount: number, reference: string) {
  const res = await api.call('POST', '/api/payment/pay-rent', {
    token: company.token,
    body: payBody(company, roomId, rentId, amount, reference),
  });
  expectStatus(res, 201);
  return res;
}

export async function room(api: TestApi, token: string, roomId: string) {
  const res = await api.call('GET', `/api/rooms/current-room/data?room_id=${encodeURIComponent(roomId)}`, { token });
  expectStatus(res, 200);
  return res.body;
}

export async function levels(api: TestApi, token: string, buildingNumber: number) {
  const res = await api.call('GET', `/api/levels/all?building=${buildingNumber}`, { token });
  expectStatus(res, 200);
  return res.body;
}

export async function buildings(api: TestApi, token: string) {
  const res = await api.call('GET', '/api/building/all', { token });
  expectStatus(res, 200);
  return res.body as any[];
}

export async function history(api: TestApi, token: string, roomId: string) {
  const res = await api.call('GET', `/api/rooms/rental-history?room_id=${encodeURIComponent(roomId)}`, { token });
  expectStatus(res, 200);
  return res.body as any[];
}

export async function revenue(api: TestApi, token: string, startDate = monthsFromToday(-12), endDate = today()) {
  const res = await api.call('POST', '/api/reports/payment/revenue-report', { token, body: { startDate, endDate } });
  expectStatus(res, 200);
  return res.body;
}

/** A payment body with another method (e.g. 'Deposit'), reference and amount. */
export function payBodyWith(company: Company, roomId: string, rentId: string, method: string, amount: number | string, reference: string) {
  return { ...payBody(company, roomId, rentId, amount, reference), paymentMethod: method };
}

export function payRaw(api: TestApi, company: Company, body: Record<string, unknown>) {
  return api.call('POST', '/api/payment/pay-rent', { token: company.token, body });
}

export async function checkout(api: TestApi, token: string, roomId: string, checkoutDate = today()) {
  const res = await api.call('POST', '/api/tenant/checkout', { token, body: { room_id: roomId, checkoutDate } });
  expectStatus(res, 200);
  return res;
}

/** Delete Rent; `masterPassword` goes in the JSON body (needed only when the rent has payments). */
export function deleteRent(api: TestApi, token: string, roomId: string, rentId: string, masterPassword?: string) {
  return api.call('DELETE', `/api/rooms/rent/delete?room_id=${encodeURIComponent(roomId)}&rent_id=${encodeURIComponent(rentId)}`, {
    token,
    body: masterPassword === undefined ? undefined : { masterPassword },
  });
}

/** Every row of a paged report (following X-Next-Cursor), or the plain array of an unpaged one. */
export async function reportRows(api: TestApi, token: string, path: string): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const url: string = cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;
    const res = await api.call<any[]>('GET', url, { token });
    expectStatus(res, 200);
    rows.push(...res.body);
    cursor = res.headers.get('x-next-cursor');
    if (!cursor) return rows;
  }
  throw new Error(`${path}: more than 100 pages`);
}

/**
 * Rent: buildings, rooms, tenants, rents, payments, checkout, deletion, invoices and their links write their
 * entries. A building files under its number, a room and a rent under their ids, a payment under `payment` with
 * its id (`<rent id>-<reference hash>`), a printed invoice and a share link under their rent.
 */
import { referenceHash, paymentIdOf } from '../../../functions/rent/ids.ts';
import { collectionRoutes } from '../../../shared/rent/collection-routes.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import { postFee, waiveFee } from '../fees.ts';
import type { TestApi } from '../gateway.ts';
import { addBuilding, addRent, addRoom, addTenant, checkout, deleteRent, expectStatus, pay, today, type Company } from '../rent.ts';
import type { AuditCase } from './registry.ts';

// Numbers no other case of the shared audit company uses.
let buildingSeq = 700;
let roomSeq = 0;

const TENANT_FIELDS = ['name', 'phone', 'email', 'address', 'idType', 'idNumber', 'idExpiry', 'idIssuingCountry'];

const RENT_FIELDS = [
  'room_id',
  'tenantID',
  'tenant_name',
  'rent_price',
  'deposit',
  'rent_start_date',
  'rent_end_date',
  'rent_type',
  'total_amount_paid',
];

/** A fresh building with one room. */
async function aRoom(api: TestApi, company: Company): Promise<string> {
  const building = await addBuilding(api, company.token, ++buildingSeq, 2, `Audit Block ${buildingSeq}`);
  return addRoom(api, company.token, building, 1, `A${++roomSeq}`);
}

/** A fresh room with a current rent starting today. */
async function aRent(api: TestApi, company: Company): Promise<{ roomId: string; rentId: string }> {
  const roomId = await aRoom(api, company);
  const rentId = await addRent(api, company.token, roomId, await addTenant(api, company.token, 'Audit Tenant'));
  return { roomId, rentId };
}

const linkOf = async (api: TestApi, company: Company, rentId: string) => {
  const res = await api.call('POST', rentRoutes.rentInvoiceLinkCreate.path, {
    token: company.token,
    body: { currentRentId: rentId, startDate: today(), endDate: today(), expiresInDays: 7 },
  });
  expectStatus(res, 201);
  return res.body.linkId as string;
};

export const rentAuditCases: AuditCase[] = [
  {
    route: rentRoutes.buildingAdd,
    fields: ['buildingNumber', 'buildingName', 'address', 'buildingLevels'],
    async change(api, company) {
      const number = await addBuilding(api, company.token, ++buildingSeq, 3);
      return { kind: 'building', id: String(number) };
    },
  },
  {
    route: rentRoutes.buildingUpdate,
    fields: ['buildingName', 'buildingLevels'],
    async change(api, company) {
      const number = await addBuilding(api, company.token, ++buildingSeq, 3, 'Before');
      const res = await api.call('POST', rentRoutes.buildingUpdate.path, {
        token: company.token,
        body: { buildingNumber: number, buildingName: 'After', buildingLevels: 4, address: `${number} High Street`, version: 0 },
      });
      expectStatus(res, 200);
      return { kind: 'building', id: String(number) };
    },
  },
  {
    route: rentRoutes.buildingDelete,
    fields: ['buildingNumber', 'buildingName', 'address', 'buildingLevels'],
    async change(api, company) {
      const number = await addBuilding(api, company.token, ++buildingSeq, 1);
      expectStatus(await api.call('DELETE', `${rentRoutes.buildingDelete.path}?building=${number}`, { token: company.token }), 200);
      return { kind: 'building', id: String(number) };
    },
  },
  {
    route: rentRoutes.roomAdd,
    fields: ['buildingNumber', 'levelNumber', 'roomNumber'],
    async change(api, company) {
      return { kind: 'room', id: await aRoom(api, company) };
    },
  },
  {
    route: rentRoutes.roomUpdate,
    fields: ['roomNumber'],
    async change(api, company) {
      const roomId = await aRoom(api, company);
      const res = await api.call('POST', rentRoutes.roomUpdate.path, {
        token: company.token,
        body: { room_id: roomId, roomNumber: `R${++roomSeq}`, version: 0 },
      });
      expectStatus(res, 200);
      return { kind: 'room', id: roomId };
    },
  },
  {
    route: rentRoutes.roomDelete,
    fields: ['buildingNumber', 'levelNumber', 'roomNumber'],
    async change(api, company) {
      const roomId = await aRoom(api, company);
      expectStatus(await api.call('DELETE', `${rentRoutes.roomDelete.path}?room_id=${roomId}`, { token: company.token }), 200);
      return { kind: 'room', id: roomId };
    },
  },
  {
    route: rentRoutes.tenantAdd,
    fields: TENANT_FIELDS,
    async change(api, company) {
      return { kind: 'tenant', id: await addTenant(api, company.token, 'Audit Newcomer') };
    },
  },
  {
    route: rentRoutes.tenantUpdate,
    fields: ['name'],
    async change(api, company) {
      const id = await addTenant(api, company.token, 'Audit Misspelt');
      const page = (await api.call('GET', `/api/tenant/${id}`, { token: company.token })).body;
      const { name: _name, rents: _rents, created_at: _created, ...fields } = page;
      const res = await api.call('POST', rentRoutes.tenantUpdate.path, { token: company.token, body: { ...fields, name: 'Audit Spelt' } });
      expectStatus(res, 200);
      return { kind: 'tenant', id };
    },
  },
  {
    route: rentRoutes.tenantDelete,
    fields: TENANT_FIELDS,
    async change(api, company) {
      const id = await addTenant(api, company.token, 'Audit Leaver');
      expectStatus(await api.call('DELETE', `${rentRoutes.tenantDelete.path}?id=${id}`, { token: company.token }), 200);
      return { kind: 'tenant', id };
    },
  },
  {
    route: rentRoutes.rentAdd,
    fields: RENT_FIELDS,
    async change(api, company) {
      return { kind: 'rent', id: (await aRent(api, company)).rentId };
    },
  },
  {
    route: rentRoutes.rentUpdate,
    fields: ['rent_price'],
    async change(api, company) {
      const { roomId, rentId } = await aRent(api, company);
      const res = await api.call('POST', rentRoutes.rentUpdate.path, {
        token: company.token,
        body: { room_id: roomId, rent_id: rentId, version: 0, rent_price: 1234.5 },
      });
      expectStatus(res, 200);
      return { kind: 'rent', id: rentId };
    },
  },
  {
    route: rentRoutes.rentDelete,
    fields: RENT_FIELDS,
    async change(api, company) {
      const { roomId, rentId } = await aRent(api, company);
      expectStatus(await deleteRent(api, company.token, roomId, rentId), 200);
      return { kind: 'rent', id: rentId };
    },
  },
  {
    route: rentRoutes.tenantCheckout,
    fields: ['checkoutDate'],
    async change(api, company) {
      const { roomId, rentId } = await aRent(api, company);
      await checkout(api, company.token, roomId);
      return { kind: 'rent', id: rentId };
    },
  },
  {
    route: rentRoutes.payRent,
    fields: ['paymentMethod', 'paymentReference', 'paymentAmount'],
    async change(api, company) {
      const { roomId, rentId } = await aRent(api, company);
      await pay(api, company, roomId, rentId, 250, ' AUD-PAY-1 ');
      return { kind: 'payment', id: paymentIdOf(rentId, referenceHash('AUD-PAY-1')) };
    },
  },
  {
    route: rentRoutes.rentPaymentVoid,
    fields: ['voided', 'void_reason'],
    async change(api, company) {
      const { roomId, rentId } = await aRent(api, company);
      await pay(api, company, roomId, rentId, 250, 'AUD-VOID-1');
      const paymentId = paymentIdOf(rentId, referenceHash('AUD-VOID-1'));
      const res = await api.call('POST', rentRoutes.rentPaymentVoid.path, {
        token: company.token,
        body: { paymentId, currentRentId: rentId, masterPassword: company.owner.masterPassword, reason: 'Audit void' },
      });
      expectStatus(res, 200);
      return { kind: 'payment', id: paymentId };
    },
  },
  {
    route: collectionRoutes.waiveFee,
    fields: ['waived_late_fee', 'waive_reason'],
    async change(api, company) {
      const { rentId } = await aRent(api, company);
      const { feeId } = await postFee(company, rentId, today(), 25);
      const res = await waiveFee(api, company.token, { feeId, masterPassword: company.owner.masterPassword, reason: 'Audit waive' });
      expectStatus(res, 200);
      return { kind: 'rent', id: rentId };
    },
  },
  {
    route: rentRoutes.rentInvoicePrint,
    fields: ['invoice'],
    async change(api, company) {
      const { rentId } = await aRent(api, company);
      const res = await api.call('POST', rentRoutes.rentInvoicePrint.path, {
        token: company.token,
        body: { currentRentId: rentId, startDate: today(), endDate: today() },
      });
      expectStatus(res, 200);
      return { kind: 'rent', id: rentId };
    },
  },
  {
    route: rentRoutes.rentInvoiceLinkCreate,
    fields: ['invoiceLink', 'invoice', 'expiresAt'],
    async change(api, company) {
      const { rentId } = await aRent(api, company);
      await linkOf(api, company, rentId);
      return { kind: 'rent', id: rentId };
    },
  },
  {
    // a new link, filed as the share call files one, noting where it was emailed
    route: rentRoutes.rentInvoiceEmail,
    fields: ['invoiceLink', 'invoice', 'expiresAt', 'sentTo'],
    async change(api, company) {
      const { rentId } = await aRent(api, company);
      const res = await api.call('POST', rentRoutes.rentInvoiceEmail.path, {
        token: company.token,
        body: { currentRentId: rentId, startDate: today(), endDate: today() },
      });
      expectStatus(res, 201);
      return { kind: 'rent', id: rentId };
    },
  },
  {
    route: rentRoutes.rentInvoiceLinkRevoke,
    fields: ['invoiceLink'],
    async change(api, company) {
      const { rentId } = await aRent(api, company);
      const linkId = await linkOf(api, company, rentId);
      const res = await api.call('DELETE', `${rentRoutes.rentInvoiceLinkRevoke.path}?id=${linkId}`, { token: company.token });
      expectStatus(res, 200);
      return { kind: 'rent', id: rentId };
    },
  },
  {
    // the reminder itself is a notice (a record of what was sent, not a correction); the invoice link it carries is audited
    route: collectionRoutes.sendReminder,
    fields: ['invoiceLink', 'invoice', 'expiresAt'],
    async change(api, company) {
      const { rentId } = await aRent(api, company);
      const res = await api.call('POST', collectionRoutes.sendReminder.path, { token: company.token, body: { rent_id: rentId } });
      expectStatus(res, 200);
      return { kind: 'rent', id: rentId };
    },
  },
];

/**
 * Email an invoice (AUTOMATION.md "Rent collection": staff email an invoice from the print/share dialogs), rent and
 * sales: through the gateway, DynamoDB Local, s3rver and aws-ses-v2-local (its /store read by tests/support/inbox.ts).
 * The default recipient and an explicit one, no address and a bad one, the email as the reader gets it (sender name,
 * subject, en-GB dates, `$` amounts, a link that opens the PDF signed out), the links lists saying where each went,
 * staff allowed, another company's invoice not found.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateItem } from '../../functions/lib/dynamo/transact.ts';
import { resetEmailClient } from '../../functions/lib/email/send.ts';
import * as imsKeys from '../../functions/inventory/keys.ts';
import { parseRentId } from '../../functions/rent/ids.ts';
import * as rentKeys from '../../functions/rent/keys.ts';
import { addMonths } from '../../shared/domain/dates.ts';
import { formatDate } from '../../shared/domain/format.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi, type ApiResponse } from '../support/gateway.ts';
import { emailsTo, waitForEmails, type InboxEmail } from '../support/inbox.ts';
import { expectStatus, pay, today } from '../support/rent.ts';
import { addStock, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
const address = (who: string) => `${who}-${randomUUID()}@example.com`;

interface Rented {
  rentId: string;
  roomId: string;
  tenantEmail: string;
  startDate: string;
}

let landlord: SalesCompany;
let rival: SalesCompany;
let rented: Rented;
let invoiceId: string;
let customerEmail: string;

/** A building, a room, a tenant with a unique address and a Monthly rent of $1,234.50 from two months ago, $500 paid. */
async function rentOf(c: SalesCompany): Promise<Rented> {
  const startDate = addMonths(today(), -2);
  const tenantEmail = address('tenant');
  await c.add('/api/building/add', { buildingNumber: 1, buildingName: 'Seaview Towers', buildingLevels: 2, address: '2 Harbour Road' });
  const roomId = await c.add('/api/rooms/add', { roomNumber: '101', buildingNumber: 1, levelNumber: 1 });
  const tenantId = await c.add('/api/tenant/add', {
    name: 'Amelia Tenant',
    phone: '+44 7700 900123',
    email: tenantEmail,
    address: '3 Dock Lane',
    idType: 'Passport',
    idNumber: 'P1234567',
    idExpiry: '2035-01-01',
    idIssuingCountry: 'United Kingdom',
  });
  const rent = await c.post('/api/rooms/add-tenant-to-room', {
    room_id: roomId,
    tenantID: tenantId,
    rent_price: 1234.5,
    deposit: 0,
    rent_start_date: startDate,
    rent_end_date: addMonths(today(), 10),
    rent_type: 'Monthly',
  });
  expectStatus(rent, 201);
  const rentId = rent.body.rent_id as string;
  await pay(api, c, roomId, rentId, 500, 'FIRST-1');
  return { rentId, roomId, tenantEmail, startDate };
}

/** A customer with a unique contact email, one sales order of 3 × $24.50 and its invoice (due in 14 days): its id. */
async function salesInvoiceOf(c: SalesCompany, contactEmail: string): Promise<string> {
  const customer = await c.add(r.customerAdd.path, {
    name: 'Harbour Hotel',
    contactPerson: 'Grace',
    contactEmail,
    contactNumber: '+44 1904 555 010',
    address: '1 Quay Street, Whitby',
  });
  const warehouse = await c.add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'Leeds' });
  const lamp = await c.add(r.productAdd.path, product('Desk lamp', 'LAMP-1', 12, 24.5));
  await addStock(c, [{ itemId: lamp, warehouseId: warehouse, quantity: 10 }]);
  const order = await c.post(s.salesOrderAdd.path, {
    selectedCustomer: customer,
    selectedWarehouse: warehouse,
    discount: 0,
    addedItems: [{ item_id: lamp, quantity: 3, discount: 0 }],
  });
  expectStatus(order, 201);
  const invoice = await c.post(s.salesInvoiceGenerate.path, {
    sales_order_id: order.body.id,
    due_date: addMonths(today(), 1),
    notes: 'Net 30',
  });
  expectStatus(invoice, 201);
  return invoice.body.invoiceId as string;
}

const emailRent = (body: Record<string, unknown>, c: SalesCompany | { token: string } = landlord) =>
  api.call('POST', rentRoutes.rentInvoiceEmail.path, { token: c.token, body });
const rentRange = () => ({ currentRentId: rented.rentId, startDate: rented.startDate, endDate: today() });
const emailSales = (body: Record<string, unknown>, c: SalesCompany | { token: string } = landlord) =>
  api.call('POST', s.salesInvoiceEmail.path, { token: c.token, body });

const rentLinks = async () => (await landlord.get(`${rentRoutes.rentInvoiceLinkList.path}?rent_id=${rented.rentId}`)).body as any[];
const salesLinks = async () => (await landlord.get(`${s.salesInvoiceLinkList.path}?invoiceId=${invoiceId}`)).body as any[];

/** The link an email holds: the public invoice page on the gateway, which redirects to the PDF without a token. */
async function opensPdfSignedOut(email: InboxEmail): Promise<void> {
  const links = email.text.match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  const link = new URL(links[0]!);
  expect(link.origin).toBe(api.baseUrl);
  expect(link.pathname).toMatch(/^\/api\/public\/invoices\/[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(email.html).toContain(`href="${links[0]}"`);
  const page = await api.call('GET', link.pathname); // no token
  expect(page.status).toBe(302);
  const pdf = await fetch(page.headers.get('location')!);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
}

beforeAll(async () => {
  landlord = await salesCompany(api, 'Harbour & Co Lettings');
  rival = await salesCompany(api, 'Rival Lettings');
  rented = await rentOf(landlord);
  customerEmail = address('customer');
  invoiceId = await salesInvoiceOf(landlord, customerEmail);
});

describe('POST /api/payment/rent-invoice-email', () => {
  it('emails a new tenant link to the tenant: sender the company, en-GB dates, $ amounts, a link that opens the PDF signed out', async () => {
    const res = await emailRent(rentRange());
    expectStatus(res, 201);
    expect(res.body).toEqual({
      message: `Invoice emailed to ${rented.tenantEmail}`,
      linkId: expect.stringMatching(/^[0-9A-Z]{26}$/),
      to: rented.tenantEmail,
    });

    const [email] = await waitForEmails(rented.tenantEmail, 1);
    expect(email!.to).toEqual([rented.tenantEmail]);
    expect(email!.from).toMatch(/^"Harbour & Co Lettings" <[^>]+>$/);
    expect(email!.subject).toMatch(/^Invoice RI-\d{8}-[0-9A-Z]{8} from Harbour & Co Lettings$/);
    const number = email!.subject.split(' ')[1]!;
    expect(email!.text).toContain('Hello Amelia Tenant,');
    expect(email!.text).toContain(`Invoice: ${number}`);
    expect(email!.text).toContain('Unit: Room 101 · Building 1');
    expect(email!.text).toContain(`Period: ${formatDate(rented.startDate)} to ${formatDate(today())}`);
    // three monthly periods due (the third starts today at the latest) of $1,234.50, $500.00 paid
    expect(email!.text).toContain('Balance due: $3,203.50');
    expect(email!.text).toMatch(/The link works until \d{2}\/\d{2}\/\d{4}\./);
    expect(email!.html).toContain('Harbour &amp; Co Lettings');
    await opensPdfSignedOut(email!);

    // the links list says where it went and when
    const [link] = await rentLinks();
    expect(link).toMatchObject({ linkId: res.body.linkId, status: 'Active', sentTo: rented.tenantEmail });
    expect(Date.parse(link.sentAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('sends to the address given instead, and records it there', async () => {
    const other = address('Landlord.Copy');
    const res = await emailRent({ ...rentRange(), to: ` ${other} `, expiresInDays: 7 });
    expectStatus(res, 201);
    expect(res.body.to).toBe(other.toLowerCase());
    expect(await waitForEmails(other, 1)).toHaveLength(1);
    const link = (await rentLinks()).find((l) => l.linkId === res.body.linkId);
    expect(link).toMatchObject({ sentTo: other.toLowerCase(), sentAt: expect.any(String) });
    expect(Math.round((Date.parse(link.expiresAt) - Date.now()) / 86_400_000)).toBe(7);
  });

  it('refuses a bad address and a tenant without one (400), validates the range like sharing, and makes no link', async () => {
    const before = (await rentLinks()).length;
    for (const to of ['not-an-address', '', 'a@', 42]) {
      expect(await emailRent({ ...rentRange(), to })).toMatchObject({
        status: 400,
        body: { message: 'Please enter a valid email address' },
      });
    }
    expect(await emailRent({ ...rentRange(), startDate: addMonths(rented.startDate, -1) })).toMatchObject({
      status: 422,
      body: { message: 'Invoice range must be within the rent period.' },
    });
    expect(await emailRent({ ...rentRange(), endDate: '' })).toMatchObject({
      status: 400,
      body: { message: 'Please fill in all fields.' },
    });

    // a tenant whose email was never recorded (data from before emails were required)
    const ref = parseRentId(rented.rentId)!;
    const key = rentKeys.rent(landlord.companyId, ref.buildingNumber, ref.roomUlid, ref.rentUlid);
    await updateItem('rent', { Key: key, UpdateExpression: 'SET tenantEmail = :none', ExpressionAttributeValues: { ':none': '' } });
    try {
      expect(await emailRent(rentRange())).toMatchObject({
        status: 400,
        body: { message: 'The tenant has no email address. Enter the address to send the invoice to.' },
      });
      expect((await rentLinks()).length).toBe(before);
      // given an address, it goes
      const to = address('typed');
      expectStatus(await emailRent({ ...rentRange(), to }), 201);
      expect(await waitForEmails(to, 1)).toHaveLength(1);
    } finally {
      await updateItem('rent', {
        Key: key,
        UpdateExpression: 'SET tenantEmail = :e',
        ExpressionAttributeValues: { ':e': rented.tenantEmail },
      });
    }
  });

  it('answers 422 when the email cannot go out; the new link is listed as not sent', async () => {
    const endpoint = process.env.MAIL_ENDPOINT;
    process.env.MAIL_ENDPOINT = 'http://127.0.0.1:9'; // nothing listens there
    resetEmailClient();
    const to = address('unreachable');
    try {
      const res = await emailRent({ ...rentRange(), to });
      expect(res).toMatchObject({
        status: 422,
        body: { message: `The email to ${to} could not be sent. Check the address and try again.` },
      });
    } finally {
      process.env.MAIL_ENDPOINT = endpoint;
      resetEmailClient();
    }
    const [link] = await rentLinks();
    expect(link).toMatchObject({ sentTo: to, sentAt: null, status: 'Active' });
  });

  it('files the link in the rent’s history as sharing does, noting the recipient', async () => {
    const to = address('audited');
    const res = await emailRent({ ...rentRange(), to });
    expectStatus(res, 201);
    const history = await landlord.get(`/api/audit/record?kind=rent&id=${encodeURIComponent(rented.rentId)}`);
    expectStatus(history, 200);
    const entry = history.body.find((e: any) => e.changes.some((c: any) => c.field === 'invoiceLink' && c.after === res.body.linkId));
    expect(entry).toMatchObject({ action: 'rentInvoiceEmail', kind: 'rent', source: 'api' });
    expect(entry.changes).toContainEqual({ field: 'sentTo', before: null, after: to });
  });

  it('lets staff send, and never another company: 404, nothing sent', async () => {
    const desk = address('desk');
    const add = await landlord.post(accountRoutes.addLinkedAccount.path, {
      name: 'Rent Desk',
      email: desk,
      address: 'Desk',
      phone: '+44 20 7946 0001',
      password: 'desk-password',
    });
    expectStatus(add, 201);
    const staff = await logIn(api, desk, 'desk-password', '1');
    const to = address('from-staff');
    expectStatus(await emailRent({ ...rentRange(), to }, { token: staff.accessToken }), 201);
    expect(await waitForEmails(to, 1)).toHaveLength(1);

    const stranger = address('stranger');
    expect(await emailRent({ ...rentRange(), to: stranger }, rival)).toMatchObject({ status: 404, body: { message: 'Rent not found' } });
    expect(await emailSales({ invoiceId, to: stranger }, rival)).toMatchObject({ status: 404, body: { message: 'Invoice not found' } });
    await new Promise((done) => setTimeout(done, 300));
    expect(await emailsTo(stranger)).toEqual([]);
  });
});

describe('POST /api/ims/invoice/sales/email', () => {
  it('emails a new customer link to the customer’s contact email, with the invoice’s figures and dates', async () => {
    const res = await emailSales({ invoiceId });
    expectStatus(res, 201);
    expect(res.body).toEqual({
      message: `Invoice emailed to ${customerEmail}`,
      linkId: expect.stringMatching(/^[0-9A-Z]{26}$/),
      to: customerEmail,
    });

    const [email] = await waitForEmails(customerEmail, 1);
    expect(email!.from).toMatch(/^"Harbour & Co Lettings" <[^>]+>$/);
    expect(email!.subject).toBe('Invoice INV-SO-00001 from Harbour & Co Lettings');
    // the customer's contact person, not the company
    expect(email!.text).toContain('Hello Grace,');
    expect(email!.text).toContain('Order: SO-00001');
    expect(email!.text).toContain(`Invoice date: ${formatDate(today())}`);
    expect(email!.text).toContain(`Due date: ${formatDate(addMonths(today(), 1))}`);
    expect(email!.text).toContain('Amount due: $73.50');
    await opensPdfSignedOut(email!);

    const [link] = await salesLinks();
    expect(link).toMatchObject({ linkId: res.body.linkId, status: 'Active', sentTo: customerEmail, sentAt: expect.any(String) });
  });

  it('sends to the address given; refuses a bad one and a customer without one (400)', async () => {
    const to = address('buyer');
    expect((await emailSales({ invoiceId, to })).body.to).toBe(to);
    expect(await waitForEmails(to, 1)).toHaveLength(1);
    expect(await emailSales({ invoiceId, to: 'nobody' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    });
    expect(await emailSales({ invoiceId: '999', to })).toMatchObject({ status: 404, body: { message: 'Invoice not found' } });

    const links = (await salesLinks()).length;
    const customers = (await landlord.get(r.customerList.path)) as ApiResponse<Array<{ id: string; name: string }>>;
    const customer = customers.body.find((c) => c.name === 'Harbour Hotel')!;
    const key = imsKeys.partner(landlord.companyId, 'customer', customer.id);
    await updateItem('partner', { Key: key, UpdateExpression: 'SET contactEmail = :none', ExpressionAttributeValues: { ':none': '' } });
    try {
      expect(await emailSales({ invoiceId })).toMatchObject({
        status: 400,
        body: { message: 'The customer has no contact email. Enter the address to send the invoice to.' },
      });
      expect((await salesLinks()).length).toBe(links);
    } finally {
      await updateItem('partner', {
        Key: key,
        UpdateExpression: 'SET contactEmail = :e',
        ExpressionAttributeValues: { ':e': customerEmail },
      });
    }
  });

  it('files the link in the invoice’s history as sharing does, noting the recipient', async () => {
    const to = address('audited-sales');
    const res = await emailSales({ invoiceId, to });
    expectStatus(res, 201);
    const history = await landlord.get('/api/audit/record?kind=invoice&id=INV-SO-00001');
    const entry = history.body.find((e: any) => e.changes.some((c: any) => c.field === 'link_id' && c.after === res.body.linkId));
    expect(entry).toMatchObject({ action: 'salesInvoiceEmail', kind: 'invoice' });
    expect(entry.changes).toContainEqual({ field: 'sent_to', before: null, after: to });
  });
});

/**
 * Email an invoice from the dialogs (AUTOMATION.md "Rent collection"; issue 19 item 5): the rent invoice's Print
 * dialog and the sales invoice's customer links prefill the recipient's address, Send emails a new link (the toast
 * says where), the links list says "Sent to … on dd/mm/yyyy", and the email is in the local inbox. Screenshots at
 * 1366 and 390 px; axe clean.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import { formatDate } from '../../shared/domain/format.ts';
import { useBrowser } from '../support/browser.ts';
import { SHOTS, expectAccessible, expectNoSidewaysScroll, shoot } from '../support/e2e-checks.ts';
import { lampCustomer, ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { waitForEmails } from '../support/inbox.ts';

const { baseUrl, newPage } = useBrowser();
const unique = randomUUID().slice(0, 8);
const owner: Owner = {
  companyName: 'Quayside Lettings',
  fullName: 'Lena Landlord',
  email: `lena-${unique}@example.com`,
  password: 'a long enough passphrase',
  masterPassword: 'payments-need-this',
  address: '4 Harbour Walk, Bristol',
  phone: '+44 117 496 0000',
};
const tenantEmail = `tomasz-${unique}@example.com`;
const customerEmail = `accounts-${unique}@example.com`;
const today = isoDateOf(new Date());
const sentToday = formatDate(today);

let api: OwnerApi;
let roomId = '';
let invoiceId = '';

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  api = await ownerApi(baseUrl, owner);
  await api('POST', '/api/building/add', { buildingNumber: 1, buildingName: 'Harbour View', buildingLevels: 2, address: '1 Quay Street' });
  roomId = (await api('POST', '/api/rooms/add', { roomNumber: '101', buildingNumber: 1, levelNumber: 1 })).id;
  const tenant = await api('POST', '/api/tenant/add', {
    name: 'Tomasz Tenant',
    phone: '+44 7700 900123',
    email: tenantEmail,
    address: '3 Dock Lane',
    idType: 'Passport',
    idNumber: 'P1234567',
    idExpiry: '2035-01-01',
    idIssuingCountry: 'Poland',
  });
  await api('POST', '/api/rooms/add-tenant-to-room', {
    room_id: roomId,
    tenantID: tenant.id,
    rent_price: 1200,
    deposit: 500,
    rent_start_date: addMonths(today, -1),
    rent_end_date: addMonths(today, 6),
    rent_type: 'Monthly',
  });

  const { orderLamps } = await lampCustomer(api, { name: 'Harbour Hotel', contactPerson: 'Grace', email: customerEmail });
  const order = await orderLamps(3);
  invoiceId = (await api('POST', '/api/ims/invoice/sales/generate', { sales_order_id: order.id, due_date: addMonths(today, 1) })).invoiceId;
});

describe('email an invoice from its dialog', () => {
  it('emails a rent invoice from Print Rent Invoice and lists where it went', async () => {
    const { page } = await signInAs(() => newPage({ width: 1366, height: 900 }), owner);
    await page.goto(`/hms/hotel-portal/building/1/level/1/edit-room/${roomId}`);
    await page.getByRole('heading', { name: 'Unit 101' }).waitFor();

    // from the unit's details: the tenant's address is looked up and prefilled
    await page.getByRole('button', { name: 'Print Rent Invoice' }).first().click();
    const print = page.getByRole('dialog', { name: 'Print Rent Invoice' });
    const sendTo = print.getByLabel('Send to');
    await expect.poll(() => sendTo.inputValue()).toBe(tenantEmail);
    await print.getByRole('button', { name: 'Send' }).click();
    await toast(page, `Invoice emailed to ${tenantEmail}`).waitFor();
    await shoot(page, 'invoice-email-rent-dialog-1366');
    await expectAccessible(page, 'print dialog after sending');

    // another address, typed over the prefilled one
    const other = `copy-${unique}@example.com`;
    await sendTo.fill(other);
    await print.getByRole('button', { name: 'Send' }).click();
    await toast(page, `Invoice emailed to ${other}`).waitFor();
    await print.getByRole('button', { name: 'Done' }).click();
    await print.waitFor({ state: 'detached' });

    // the email in the local inbox, its link the public invoice page
    const [email] = await waitForEmails(tenantEmail, 1);
    expect(email!.subject).toMatch(/^Invoice RI-\d{8}-\w{8} from Quayside Lettings$/);
    expect(email!.text).toContain(`${baseUrl}/api/public/invoices/`);
    expect(await waitForEmails(other, 1)).toHaveLength(1);

    // the rental history's tenant links say where each went
    await page.getByRole('tab', { name: 'Rental History' }).click();
    const links = page.getByRole('list', { name: 'Tenant links' });
    await links.getByText(`Sent to ${other} on ${sentToday}`).waitFor();
    await links.getByText(`Sent to ${tenantEmail} on ${sentToday}`).waitFor();
    await shoot(page, 'invoice-email-rent-links-1366');
    await expectAccessible(page, 'tenant links');

    // from the history card: prefilled from its row
    await page
      .getByRole('list', { name: 'Rents of this room' })
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: 'Print Rent Invoice' })
      .click();
    await expect.poll(() => print.getByLabel('Send to').inputValue()).toBe(tenantEmail);
    await print.getByRole('button', { name: 'Done' }).click();
  });

  it('fits a phone: the dialog and the links list at 390 px', async () => {
    const { page } = await signInAs(() => newPage({ width: 390, height: 844 }), owner);
    await page.goto(`/hms/hotel-portal/building/1/level/1/edit-room/${roomId}`);
    await page.getByRole('heading', { name: 'Unit 101' }).waitFor();
    await page.getByRole('button', { name: 'Print Rent Invoice' }).first().click();
    const print = page.getByRole('dialog', { name: 'Print Rent Invoice' });
    await expect.poll(() => print.getByLabel('Send to').inputValue()).toBe(tenantEmail);
    await print.getByRole('button', { name: 'Send' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/invoice-email-rent-dialog-390.png` });
    await expectNoSidewaysScroll(page, 'print dialog at 390 px');
    await expectAccessible(page, 'print dialog at 390 px');
    await print.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('tab', { name: 'Rental History' }).click();
    await page.getByRole('list', { name: 'Tenant links' }).getByText(`Sent to ${tenantEmail} on ${sentToday}`).waitFor();
    await shoot(page, 'invoice-email-rent-links-390');
    await expectNoSidewaysScroll(page, 'tenant links at 390 px');
  });

  it('emails a sales invoice from its customer links, at 1366 and 390 px', async () => {
    for (const width of [1366, 390]) {
      const { page } = await signInAs(() => newPage({ width, height: 900 }), owner);
      await page.goto(`/ims/invoices/sales/${invoiceId}`);
      const sendTo = page.getByLabel('Email to the customer');
      await expect.poll(() => sendTo.inputValue()).toBe(customerEmail);
      if (width === 1366) {
        await page.getByRole('button', { name: 'Send' }).click();
        await toast(page, `Invoice emailed to ${customerEmail}`).waitFor();
        const [email] = await waitForEmails(customerEmail, 1);
        expect(email!.subject).toBe('Invoice INV-SO-00001 from Quayside Lettings');
      }
      await page.getByRole('list', { name: 'Customer links' }).getByText(`Sent to ${customerEmail} on ${sentToday}`).waitFor();
      await shoot(page, `invoice-email-sales-${width}`);
      await expectNoSidewaysScroll(page, `sales invoice at ${width} px`);
      await expectAccessible(page, `sales invoice at ${width} px`);
    }
  });
});

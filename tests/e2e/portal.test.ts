/**
 * The tenant and customer portal in Chromium at 390 px (PORTAL.md "Tests that must exist": tenants use phones). A tenant
 * asks for a link on /portal, opens it from the local inbox, sees what they owe, downloads an invoice PDF, reports a
 * payment that the owner confirms on Reported payments (the email says so and the balance drops), and asks for a repair
 * with a photo. A customer sees their orders and statement with the right figures. Axe on each portal screen. The
 * company's data is made through the API: only the portal's screens (and the owner's confirmation) go through the UI.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import * as PORTAL_MESSAGES from '../../shared/portal/messages.ts';
import { useBrowser } from '../support/browser.ts';
import { SHOTS, expectAccessible, expectNoSidewaysScroll, shoot, termValue } from '../support/e2e-checks.ts';
import { dateField, fillDate } from '../support/date-field.ts';
import { lampCustomer, ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { emailsTo, linksIn, waitForEmails } from '../support/inbox.ts';
import { PNG_BASE64 } from '../support/item-images.ts';

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
const INSTRUCTIONS = 'Bank transfer to Quayside Lettings Ltd, sort code 12-34-56, account 12345678.';
const tenant = { name: 'Tomasz Tenant', email: `tomasz-${unique}@example.com` };
const customer = { name: 'Harbour Hotel', contactPerson: 'Grace Hopper', email: `accounts-${unique}@example.com` };
const today = isoDateOf(new Date());
const PHONE = { width: 390, height: 844 };

let api: OwnerApi;
const downloads = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

/** A downloaded file's text as pdftotext reads it, after checking it is a PDF at all. */
async function pdfTextOf(download: Download, name: string): Promise<string> {
  const saved = join(downloads, name);
  await download.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString('latin1'), `${name} is a PDF`).toBe('%PDF-');
  return execFileSync('/usr/bin/pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
}

/** The sign-in link of the newest "Sign in to …" email to `email`, once there are `count` of them. */
async function signInLink(email: string, count = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await emailsTo(email)).filter((m) => m.subject === `Sign in to ${owner.companyName}`);
    if (mails.length >= count) return linksIn(mails.at(-1)!).find((link) => link.includes('/portal/auth?token='))!;
    if (Date.now() > deadline) throw new Error(`no sign-in email to ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });
const balanceOf = (rents: Locator) => rents.locator('.portal-balance-amount');

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  api = await ownerApi(baseUrl, owner);
  const settings = await api('GET', '/api/account/portal-settings');
  await api('POST', '/api/account/portal-settings', {
    rent: true,
    inventory: true,
    paymentInstructions: INSTRUCTIONS,
    version: settings.version,
  });

  // a tenant whose monthly rent of $1,200 began ten days ago: one period due, so $1,200.00 owed
  await api('POST', '/api/building/add', { buildingNumber: 1, buildingName: 'Harbour View', buildingLevels: 2, address: '1 Quay Street' });
  const room = await api('POST', '/api/rooms/add', { roomNumber: '101', buildingNumber: 1, levelNumber: 1 });
  const added = await api('POST', '/api/tenant/add', {
    name: tenant.name,
    phone: '+44 7700 900123',
    email: tenant.email,
    address: '3 Dock Lane',
    idType: 'Passport',
    idNumber: 'P1234567',
    idExpiry: '2035-01-01',
    idIssuingCountry: 'Poland',
  });
  await api('POST', '/api/rooms/add-tenant-to-room', {
    room_id: room.id,
    tenantID: added.id,
    rent_price: 1200,
    deposit: 500,
    rent_start_date: addDays(today, -10),
    rent_end_date: addMonths(today, 6),
    rent_type: 'Monthly',
  });

  // a customer with two orders: 3 lamps at $24.50 (invoiced) and 1 lamp
  const { orderLamps: order } = await lampCustomer(api, {
    name: customer.name,
    contactPerson: customer.contactPerson,
    email: customer.email,
  });
  const first = await order(3);
  await api('POST', '/api/ims/invoice/sales/generate', { sales_order_id: first.id, due_date: addMonths(today, 1) });
  await order(1);
});

describe('the portal on a phone', () => {
  it('a tenant signs in by an emailed link, downloads an invoice, reports a payment the owner confirms, and asks for a repair', async () => {
    const { page } = await newPage(PHONE);
    // the owner's browser signs in meanwhile (its robot check takes seconds), for the confirmation further down
    const staffSignedIn = signInAs(() => newPage({ width: 1366, height: 900 }), owner);
    staffSignedIn.catch(() => {}); // awaited below, where a failure fails the test

    // signing in: any email gets the same answer; this one's link is in the local inbox
    await page.goto('/portal');
    await page.getByRole('heading', { name: 'Sign in to your portal' }).waitFor();
    await expectAccessible(page, 'sign-in page');
    await page.getByLabel('Email').fill(tenant.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByText(PORTAL_MESSAGES.signInLinkSent).waitFor();
    await shoot(page, 'portal-sent-390');
    await expectAccessible(page, 'check your inbox');
    const link = await signInLink(tenant.email);
    expect(link.startsWith(`${baseUrl}/portal/auth?token=`)).toBe(true);
    await page.goto(link);

    // home: the company, what is owed now, how to pay
    await page.getByRole('heading', { level: 1, name: `Hello, ${tenant.name}` }).waitFor();
    expect(new URL(page.url()).pathname, 'the token leaves the address bar').toBe('/portal');
    const rents = region(page, 'Your rents');
    await expect.poll(() => balanceOf(rents).textContent()).toBe('$1,200.00');
    await expect.poll(() => region(page, 'How to pay').textContent()).toContain(INSTRUCTIONS);
    expect(await page.getByRole('contentinfo').textContent()).toContain(owner.phone);
    await expectNoSidewaysScroll(page, 'tenant home at 390 px');
    await shoot(page, 'portal-tenant-home-390');
    await expectAccessible(page, 'tenant home');

    // this month's invoice as a PDF that names the tenant and the rent
    const invoice = page.waitForEvent('download');
    await rents.getByRole('button', { name: /^Download invoice/ }).click();
    const invoiceText = await pdfTextOf(await invoice, 'rent-invoice.pdf');
    expect(invoiceText).toContain(tenant.name);
    expect(invoiceText).toContain('$1,200.00');

    // reporting a payment: more than is owed is refused at the amount field, then $500 is reported
    const report = region(page, 'Report a payment');
    await report.getByLabel('Amount paid ($)').fill('5000');
    await report.getByLabel('Method').selectOption('Bank transfer');
    await report.getByLabel('Reference').fill(`BT-${unique}`);
    await report.getByRole('button', { name: 'Report payment' }).click();
    const amountError = report.locator('.field-error', { hasText: PORTAL_MESSAGES.reportAboveOwed('$1,200.00') });
    await amountError.waitFor();
    expect(await report.getByLabel('Amount paid ($)').getAttribute('aria-invalid')).toBe('true');
    await report.getByLabel('Amount paid ($)').fill('500');
    await report.getByRole('button', { name: 'Report payment' }).click();
    await toast(page, PORTAL_MESSAGES.paymentReported).waitFor();
    const reported = region(page, 'Reported payments').getByRole('article');
    await expect.poll(() => reported.count()).toBe(1);
    expect(await reported.textContent()).toContain('$500.00');
    expect(await reported.locator('.badge').textContent()).toBe('Reported');
    // reported is not paid: the balance is as it was until the company confirms it
    expect(await balanceOf(rents).textContent()).toBe('$1,200.00');

    // the owner confirms it on Reported payments, with the master password (a rent payment, as paying)
    const staff = await staffSignedIn;
    await staff.page.goto('/hms/reported-payments');
    const row = staff.page.getByRole('row').filter({ hasText: tenant.name }).filter({ hasText: '$500.00' });
    await row.getByRole('button', { name: 'Confirm' }).click();
    const confirm = staff.page.getByRole('dialog');
    await confirm.getByLabel('Master password').fill(owner.masterPassword);
    await confirm.getByRole('button', { name: 'Confirm payment' }).click();
    await toast(staff.page, PORTAL_MESSAGES.reportedConfirmed).waitFor();

    // the tenant is emailed, and the balance drops by the amount
    const confirmed = (await waitForEmails(tenant.email, 2)).find((m) => m.subject === 'Payment of $500.00 recorded');
    expect(confirmed, 'the confirmation email').toBeDefined();
    expect(confirmed!.text).toContain(`BT-${unique}`);
    await page.reload();
    await expect.poll(() => balanceOf(region(page, 'Your rents')).textContent()).toBe('$700.00');
    await expect.poll(() => region(page, 'Reported payments').locator('.badge').textContent()).toBe('Confirmed');

    // a repair with a photo: uploaded before the request is sent, then listed with its status
    const maintenance = region(page, 'Maintenance');
    await maintenance.getByLabel('Title').fill('Leaking tap');
    await maintenance.getByLabel('Description').fill('The kitchen tap drips all night.');
    const chooser = page.waitForEvent('filechooser');
    await maintenance.getByRole('button', { name: 'Add photos' }).click();
    await (await chooser).setFiles({ name: 'tap.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
    await maintenance.getByText('Uploaded', { exact: true }).waitFor();
    await maintenance.getByRole('button', { name: 'Send request' }).click();
    await toast(page, PORTAL_MESSAGES.maintenanceSent).waitFor();
    const request = maintenance.getByRole('article', { name: 'Leaking tap' });
    await request.waitFor();
    expect(await request.locator('.badge').textContent()).toBe('Open');
    await expect.poll(() => request.getByRole('img').count()).toBe(1);
    await expect.poll(() => request.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24);
    await expectNoSidewaysScroll(page, 'tenant home with a request');
    await shoot(page, 'portal-tenant-after-390');
    await expectAccessible(page, 'tenant home with a repair request');

    // signing out ends the session: back on the sign-in page, and a reload stays signed out
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to your portal' }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe(PORTAL_MESSAGES.signedOut);
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to your portal' }).waitFor();
  }, 90_000);

  it('a customer sees their orders and their statement with its figures', async () => {
    const { page } = await newPage(PHONE);
    // the sign-in form is the tenant's test's: here the link is asked for through the API
    const asked = await fetch(`${baseUrl}/api/portal/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email }),
    });
    expect(asked.status).toBe(200);
    await page.goto(await signInLink(customer.email));
    await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();

    // the orders, newest first, with their totals, what is paid and what is due
    const orders = region(page, 'Your orders').getByRole('article');
    await expect.poll(() => orders.count()).toBe(2);
    const [newest, older] = [orders.nth(0), orders.nth(1)];
    expect(await newest.getByRole('heading').textContent()).toBe('Order SO-00002');
    expect(await older.getByRole('heading').textContent()).toBe('Order SO-00001');
    const facts = (order: Locator, term: string) => termValue(order.locator('.portal-facts > div'), term).textContent();
    expect(await facts(older, 'Total')).toBe('$73.50');
    expect(await facts(older, 'Paid')).toBe('$0.00');
    expect(await facts(older, 'Due')).toBe('$73.50');
    expect(await facts(older, 'Invoice')).toBe('INV-SO-00001');
    expect(await facts(newest, 'Due')).toBe('$24.50');
    expect(await older.locator('.portal-lines li').textContent()).toContain('3 × $24.50');

    // the statement: nothing before, the two orders, $98.00 owed
    const statement = region(page, 'Statement');
    const table = statement.getByRole('table');
    await table.waitFor();
    const totals = table.locator('.portal-statement-total');
    await expect.poll(() => totals.first().textContent()).toContain('$0.00');
    expect(await totals.last().textContent()).toContain('Closing balance');
    expect(await totals.last().textContent()).toContain('$98.00');
    expect(await table.locator('tbody tr').count()).toBe(4);

    // and the same statement as a PDF
    const pdf = page.waitForEvent('download');
    await statement.getByRole('link', { name: 'Download statement PDF' }).click();
    const text = await pdfTextOf(await pdf, 'statement.pdf');
    expect(text).toContain('$98.00');
    expect(text).toContain('SO-00001');

    await expectNoSidewaysScroll(page, 'customer home at 390 px');
    await shoot(page, 'portal-customer-home-390');
    await expectAccessible(page, 'customer home');

    // a session that ended elsewhere (its cookie gone): the next call leads back to signing in, saying why
    await page.context().clearCookies();
    await fillDate(dateField(statement, 'From'), addMonths(today, -1));
    await statement.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('heading', { name: 'Sign in to your portal' }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Please sign in to the portal again');
  });
});

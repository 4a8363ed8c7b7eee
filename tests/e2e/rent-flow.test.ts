/**
 * Rent management in Chromium against the real product, as a new landlord uses it: sign up, sign in,
 * add a building, open it and a level, add and search rooms, add a tenant, rent a room, record a
 * payment, print the invoice and share it with the tenant, read the reports, check the tenant out and
 * delete a rent. The tests run in order and build on each other's data (one company per run).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import { formatDate } from '../../shared/domain/format.ts';
import { a11yViolations, solveRobotCheckInPage, useBrowser } from '../support/browser.ts';

const { baseUrl, newPage } = useBrowser();
const downloads = mkdtempSync(join(tmpdir(), 'rent-e2e-'));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

const landlord = {
  companyName: 'Quayside Lettings',
  fullName: 'Lena Landlord',
  email: `lena-${randomUUID().slice(0, 8)}@example.com`,
  password: 'a long enough passphrase',
  masterPassword: 'payments-need-this',
  address: '4 Harbour Walk, Bristol',
  phone: '+44 117 496 0000',
};
const building = {
  number: String(100 + Math.floor(Math.random() * 800)),
  name: 'Harbour View Residences',
  floors: '2',
  address: '1 Quay Street',
};
const tenant = {
  name: 'Tomasz Tenant',
  phone: '+44 7700 900123',
  email: `tomasz-${randomUUID().slice(0, 8)}@example.com`,
  idNumber: 'P1234567',
  country: 'Poland',
};
const today = isoDateOf(new Date());
const rent = { price: '1200', deposit: '500', start: today, end: addDays(addMonths(today, 6), -1) };
const payment = { method: 'HSBC', reference: `HSBC-${randomUUID().slice(0, 6)}`, amount: '1200' };

const buildingPath = `/hms/hotel-portal/building/${building.number}`;
const levelPath = `${buildingPath}/level/1`;

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });
const formAlert = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text });
const roomCard = (page: Page, unit: string) => page.getByRole('link', { name: new RegExp(`Unit ${unit}\\b`) });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const buttonNames = async (scope: Locator) => (await scope.getByRole('button').allTextContents()).map((t) => t.trim());

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Administrator Access').check();
  await page.getByLabel('Email').fill(landlord.email);
  await page.getByLabel('Password').fill(landlord.password);
  await solveRobotCheckInPage(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/apps');
}

/** A fresh signed-in page (contexts are closed after every test). */
async function signedInPage() {
  const tracked = await newPage({ width: 1440, height: 900 });
  await signIn(tracked.page);
  return tracked;
}

async function openUnit(page: Page, unit: string) {
  await page.goto(levelPath);
  await roomCard(page, unit).click();
  await page.getByRole('heading', { name: `Unit ${unit}` }).waitFor();
}

describe('rent management in the browser', () => {
  it('a new landlord signs up and signs in with Administrator Access', async () => {
    const { page } = await newPage();
    await page.goto('/signup');
    await page.getByLabel('Company name').fill(landlord.companyName);
    await page.getByLabel('Full name').fill(landlord.fullName);
    await page.getByLabel('Email').fill(landlord.email);
    await page.getByLabel('Phone').fill(landlord.phone);
    await page.getByLabel('Address').fill(landlord.address);
    await page.getByLabel('Password', { exact: true }).fill(landlord.password);
    await page.getByLabel('Confirm password').fill(landlord.password);
    await page.getByLabel('Master password').fill(landlord.masterPassword);
    await solveRobotCheckInPage(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/login');

    await signIn(page);
    await page.getByRole('link', { name: /Rent Management/ }).click();
    await page.waitForURL('**/hms');
    await page.getByRole('heading', { name: 'No buildings yet' }).waitFor();
    const toolbar = page.getByRole('navigation', { name: 'Rent management' });
    expect(await toolbar.getByRole('link', { name: 'Add Customer' }).getAttribute('href')).toBe('/hms/add-new-tenant');
    expect(await toolbar.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/reports');
    expect(await toolbar.getByRole('link', { name: 'Buildings' }).getAttribute('href')).toBe('/hms');
  });

  it('adds a building (spec messages first) and sees its card on /hms without the charts library', async () => {
    const { page } = await signedInPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/hms');
    await page.getByRole('link', { name: 'Add Building' }).click();
    await page.waitForURL('**/hms/hotel-portal/add-new-build');
    await page.getByRole('heading', { name: 'Add Building' }).waitFor();

    const submit = page.getByRole('button', { name: 'Add Building' });
    await submit.click();
    await formAlert(page, 'Please fill in all fields').waitFor();
    await page.getByLabel('Building Number').fill(building.number);
    await page.getByLabel('Number of Floors').fill('two');
    await page.getByLabel('Building Name').fill(building.name);
    await page.getByLabel('Address').fill(building.address);
    await submit.click();
    await formAlert(page, 'Please enter a valid number').waitFor();

    await page.getByLabel('Number of Floors').fill(building.floors);
    const added = page.waitForResponse((r) => r.url().endsWith('/api/building/add'));
    await submit.click();
    expect((await added).request().postDataJSON()).toEqual({
      buildingNumber: Number(building.number),
      buildingName: building.name,
      buildingLevels: Number(building.floors),
      address: building.address,
    });
    await toast(page, 'Building added successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/hms');

    const card = page.getByRole('link', { name: new RegExp(`Building ${building.number}`) });
    await card.waitFor();
    // a name longer than 10 characters is set in smaller text
    expect(await card.locator('.building-card-name').getAttribute('class')).toContain('is-long');
    expect(await card.textContent()).toMatch(new RegExp(`${building.name}.*Floors2.*Occupied0\\.00%.*Rent\\$0\\.00`));
    expect(await card.getAttribute('href')).toBe(buildingPath);
    expect(
      scripts.some((s) => /DoughnutChart|nivo/i.test(s)),
      'nivo is loaded only by the building overview',
    ).toBe(false);
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('opens the building and a level, adds rooms and searches them', async () => {
    const { page } = await signedInPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/hms');
    await page.getByRole('link', { name: new RegExp(`Building ${building.number}`) }).click();
    await page.getByRole('heading', { name: `Welcome to Building: ${building.name}` }).waitFor();
    await page.getByText("Explore the building's floors and their details below.").waitFor();
    const tiles = page.getByRole('link', { name: /^Level / });
    expect(await tiles.allTextContents()).toEqual([expect.stringMatching(/^LevelG/), expect.stringMatching(/^Level1/)]);
    const groundFloor = page.getByRole('article', { name: 'Level G' });
    expect(await groundFloor.locator('figure').allTextContents()).toEqual(['0.00%Rented: 0.00%', '100.00%Collected: 100.00%']);
    expect(await groundFloor.locator('dl').textContent()).toBe(
      'Rooms Rented0/0Income Percentage100.00%Occupancy Rate0.00%Rent Value in USD$0.00Overdue Count0/0',
    );
    // the nivo doughnut drew: a visible arc in a chart (a 0% slice is an empty path; the tile's arrow icon is not a chart)
    await groundFloor.locator('figure svg path').filter({ visible: true }).first().waitFor();
    expect(scripts.some((s) => /DoughnutChart/.test(s))).toBe(true);

    await page.getByRole('link', { name: /^Level G/ }).click();
    await page.waitForURL(`**${levelPath}`);
    await page.getByRole('heading', { name: 'Level: G' }).waitFor();
    await page.getByText('No rooms found.').waitFor();
    expect(await a11yViolations(page), 'level page').toEqual([]);

    await page.getByRole('button', { name: 'Add Room' }).click();
    const modal = dialog(page, 'Add Room');
    await modal.getByLabel('Room Number').waitFor();
    expect(await a11yViolations(page), 'Add Room dialog').toEqual([]);
    await modal.getByRole('button', { name: 'Add Room' }).click();
    await formAlert(modal, 'Please fill in all fields').waitFor();
    for (const unit of ['101', '102', '110']) {
      if (unit !== '101') await page.getByRole('button', { name: 'Add Room' }).click();
      await modal.getByLabel('Room Number').fill(unit);
      const added = page.waitForResponse((r) => r.url().endsWith('/api/rooms/add'));
      await modal.getByRole('button', { name: 'Add Room' }).click();
      expect((await added).request().postDataJSON()).toEqual({ roomNumber: unit, buildingNumber: Number(building.number), levelNumber: 1 });
      await modal.waitFor({ state: 'detached' });
      await roomCard(page, unit).waitFor();
    }
    await toast(page, 'Room added successfully').first().waitFor();
    expect(await roomCard(page, '101').textContent()).toBe('VacantUnit101Rent$0.00StatusVacant');

    const search = page.getByRole('searchbox', { name: 'Search rooms' });
    expect(await search.getAttribute('placeholder')).toBe('Search by room number...');
    await search.fill('11');
    await roomCard(page, '101').waitFor({ state: 'detached' });
    expect(await page.getByRole('list', { name: 'Rooms on level G' }).getByRole('link').allTextContents()).toEqual([
      expect.stringContaining('Unit110'),
    ]);
    await search.fill('10');
    await roomCard(page, '102').waitFor();
    expect(await page.getByRole('list', { name: 'Rooms on level G' }).getByRole('link').count()).toBe(3);
    await search.fill('999');
    await page.getByText('No rooms found.').waitFor();
    await search.fill('');
    await roomCard(page, '110').waitFor();

    // the building figures now count the rooms
    await page.goto(buildingPath);
    await page.getByRole('article', { name: 'Level G' }).getByText('0/3').waitFor();
    expect(await a11yViolations(page), 'building overview').toEqual([]);
  });

  it('adds a tenant on the Add Tenant page', async () => {
    const { page } = await signedInPage();
    await page.goto('/hms');
    await page.getByRole('navigation', { name: 'Rent management' }).getByRole('link', { name: 'Add Customer' }).click();
    await page.waitForURL('**/hms/add-new-tenant');
    await page.getByRole('heading', { name: 'Add Tenant' }).waitFor();
    const submit = page.getByRole('button', { name: 'Add Tenant' });
    await page.getByLabel('Full Name').fill(tenant.name);
    await submit.click();
    await formAlert(page, 'Please provide all the required fields.').waitFor();

    await page.getByLabel('Phone').fill(tenant.phone);
    await page.getByLabel('Email').fill(tenant.email);
    expect(await page.getByLabel('ID Type').locator('option').allTextContents()).toEqual([
      'Select an ID type',
      'Passport',
      'National ID',
      'Driver License',
    ]);
    await page.getByLabel('ID Type').selectOption('Passport');
    await page.getByLabel('ID Number').fill(tenant.idNumber);
    await page.getByLabel('ID Expiry Date').fill(addMonths(today, 60));
    await page.getByLabel('Issuing Country').fill(tenant.country);
    const added = page.waitForResponse((r) => r.url().endsWith('/api/tenant/add'));
    await submit.click();
    expect((await added).status()).toBe(201);
    await toast(page, 'Tenant added successfully!').waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('rents a room, records a payment with the master password, prints the invoice and shares a tenant link', async () => {
    const { page, context } = await signedInPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openUnit(page, '101');
    expect(await page.getByRole('button', { name: 'Hide unit panel' }).getAttribute('aria-expanded')).toBe('true');
    const details = page.getByRole('tabpanel', { name: 'Details' });
    await details.getByText('No Current Rental').waitFor();

    // Add Rent
    await details.getByRole('button', { name: 'Add Rent' }).click();
    const addRent = dialog(page, 'Add Rent');
    await addRent.getByRole('option', { name: new RegExp(tenant.name) }).waitFor({ state: 'attached' });
    await addRent.getByRole('button', { name: 'Add Rent' }).click();
    await formAlert(addRent, 'Please select a tenant.').waitFor();
    await addRent.getByLabel('Tenant').selectOption({ label: `${tenant.name} (${tenant.phone})` });
    await addRent.getByRole('button', { name: 'Add Rent' }).click();
    await formAlert(addRent, 'All fields are required!').waitFor();
    await addRent.getByLabel('Rent Price (USD)').fill(rent.price);
    await addRent.getByLabel('Deposit (USD)').fill(rent.deposit);
    await addRent.getByLabel('Rent Start Date').fill(rent.start);
    await addRent.getByLabel('Rent End Date').fill(addDays(rent.start, -1));
    await addRent.getByRole('button', { name: 'Add Rent' }).click();
    await formAlert(addRent, 'Rent Start Date cannot be greater than Rent End Date.').waitFor();
    await addRent.getByLabel('Rent End Date').fill(rent.end);
    expect(await addRent.getByLabel('Rent Type').inputValue()).toBe('Monthly');
    await addRent.getByRole('button', { name: 'Add Rent' }).click();
    await toast(page, 'Rent added successfully').waitFor();
    await addRent.waitFor({ state: 'detached' });

    // the first month is due today and unpaid: yellow/pending on the unit, orange on the card
    await details.locator('.status-banner').getByText('Unpaid', { exact: true }).waitFor();
    expect(await details.locator('.status-banner').getAttribute('class')).toContain('tone-pending');
    await roomCard(page, '101').getByText('Unpaid').first().waitFor();
    expect(await roomCard(page, '101').getAttribute('class')).toContain('tone-unpaid');
    expect(await roomCard(page, '101').textContent()).toContain('Rent$1,200.00');
    expect(await details.locator('dl').textContent()).toContain(`Due So Far$1,200.00`);
    expect(await details.locator('dl').textContent()).toContain(`Next Payment Date${formatDate(rent.start)}`);

    // Make a Payment
    await details.getByRole('button', { name: 'Make Payment' }).click();
    const pay = dialog(page, 'Make a Payment');
    expect(await pay.getByLabel('Payment Method').locator('option').allTextContents()).toEqual([
      'Select a method',
      'Barclays',
      'HSBC',
      'Lloyds Bank',
      'Others',
    ]);
    expect(await pay.getByLabel('Master Password').getAttribute('type')).toBe('password');
    await pay.getByRole('button', { name: 'Record Payment' }).click();
    await formAlert(pay, 'Please fill all fields.').waitFor();
    await pay.getByLabel('Payment Method').selectOption(payment.method);
    await pay.getByLabel('Payment Reference').fill(payment.reference);
    await pay.getByLabel('Amount (USD)').fill(payment.amount);
    // a wrong master password: the server's message, the password cleared and focused, the rest kept
    await pay.getByLabel('Master Password').fill('not the master password');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/payment/pay-rent'));
    await pay.getByRole('button', { name: 'Record Payment' }).click();
    const refusedRes = await refused;
    expect(refusedRes.status()).toBe(422);
    await toast(page, (await refusedRes.json()).message).waitFor();
    expect(await pay.getByLabel('Master Password').inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('masterPassword');
    expect(await pay.getByLabel('Payment Reference').inputValue()).toBe(payment.reference);

    await pay.getByLabel('Master Password').fill(landlord.masterPassword);
    const paid = page.waitForResponse((r) => r.url().endsWith('/api/payment/pay-rent'));
    await pay.getByRole('button', { name: 'Record Payment' }).click();
    const paidRes = await paid;
    expect(paidRes.status()).toBe(201);
    expect(paidRes.request().postDataJSON()).toMatchObject({
      paymentMethod: payment.method,
      paymentReference: payment.reference,
      paymentAmount: 1200,
    });
    await toast(page, 'Payment recorded successfully').waitFor();
    await details.locator('.status-banner').getByText('Paid', { exact: true }).waitFor();
    await roomCard(page, '101').getByText('Paid').first().waitFor();

    // the same reference again is recorded once (the revenue report below counts one payment)
    await details.getByRole('button', { name: 'Make Payment' }).click();
    await pay.getByLabel('Payment Method').selectOption(payment.method);
    await pay.getByLabel('Payment Reference').fill(payment.reference);
    await pay.getByLabel('Amount (USD)').fill(payment.amount);
    await pay.getByLabel('Master Password').fill(landlord.masterPassword);
    await pay.getByRole('button', { name: 'Record Payment' }).click();
    await toast(page, 'Payment already recorded').waitFor();
    await pay.waitFor({ state: 'detached' });

    // Rental History: the current rent with Make Payment, Print Rent Invoice and Delete Rent
    await page.getByRole('tab', { name: 'Rental History' }).click();
    const history = page.getByRole('list', { name: 'Rents of this room' });
    const current = history.getByRole('listitem').filter({ hasText: tenant.name });
    await current.waitFor();
    expect(await current.textContent()).toMatch(/Current.*Paid/);
    expect(await current.textContent()).toContain(`${formatDate(rent.start)} – ${formatDate(rent.end)}`);
    expect(await buttonNames(current)).toEqual(['Make Payment', 'Print Rent Invoice', 'Delete Rent']);

    // Print Rent Invoice: the PDF downloads through the signed URL
    await current.getByRole('button', { name: 'Print Rent Invoice' }).click();
    const print = dialog(page, 'Print Rent Invoice');
    expect(await print.getByLabel('Start Date').inputValue()).toBe(rent.start);
    expect(await print.getByLabel('End Date').inputValue()).toBe(rent.end);
    await print.getByLabel('End Date').fill(addDays(rent.start, -1));
    await print.getByRole('button', { name: 'Download PDF' }).click();
    await formAlert(print, 'Start date cannot be greater than end date.').waitFor();
    await print.getByLabel('End Date').fill(addMonths(rent.end, 1));
    await print.getByRole('button', { name: 'Download PDF' }).click();
    await formAlert(print, 'Invoice range must be within the rent period.').waitFor();
    await print.getByLabel('End Date').fill(rent.end);
    const download = page.waitForEvent('download');
    await print.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Sales_Invoice.pdf');
    const saved = join(downloads, 'Sales_Invoice.pdf');
    await file.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
    expect(text).toContain(tenant.name);

    // a link the tenant opens without signing in
    await print.getByRole('button', { name: 'Create tenant link' }).click();
    const linkField = print.getByLabel('Tenant invoice link');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/api/public/invoices/[^/]+$`));
    await print.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Link copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const stranger = await newPage();
    const opened = await stranger.context.request.get(link);
    expect(opened.status()).toBe(200);
    const pdf = await opened.body();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const viaLink = join(downloads, 'via-link.pdf');
    writeFileSync(viaLink, pdf);
    expect(execFileSync('/usr/bin/pdftotext', [viaLink, '-'], { encoding: 'utf8' })).toContain(tenant.name);

    // revoking ends the link; focus returns to the button that creates a new one
    await print.getByRole('button', { name: 'Revoke link' }).click();
    await toast(page, 'Invoice link revoked').waitFor();
    await print.getByRole('button', { name: 'Create tenant link' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Create tenant link');
    expect((await stranger.context.request.get(link, { maxRedirects: 0 })).status()).toBe(410);

    await print.getByRole('button', { name: 'Done' }).click();
    await print.waitFor({ state: 'detached' });
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('reads the reports: the tenant is active, the other rooms are vacant, revenue equals the payment', async () => {
    const { page } = await signedInPage();
    await page.goto('/hms');
    await page.getByRole('navigation', { name: 'Rent management' }).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL('**/reports');
    await page.getByRole('heading', { name: 'HMS Reports' }).waitFor();

    const active = page.getByRole('table', { name: 'Active Rent Report' });
    const activeRow = active.getByRole('row').filter({ hasText: tenant.name });
    await activeRow.waitFor();
    expect(await activeRow.getByRole('cell').allTextContents()).toEqual([
      tenant.name,
      '101',
      '$1,200.00',
      'Paid',
      formatDate(rent.start),
      formatDate(rent.end),
    ]);

    const overdue = page.getByRole('table', { name: 'Overdue Payments Report' });
    await overdue.getByText('No overdue payments. Everyone is up to date.').waitFor();

    const vacant = page.getByRole('table', { name: 'Vacant Rooms Report' });
    await vacant.getByRole('row').filter({ hasText: '110' }).waitFor();
    const vacantRows = await vacant.locator('tbody tr').allTextContents();
    expect(vacantRows.sort()).toEqual([`102G${building.name}`, `110G${building.name}`]);

    const revenue = page.getByRole('region', { name: 'Revenue, past 12 months' });
    await revenue.getByText('$1,200.00').waitFor();
    expect(await revenue.locator('dl').textContent()).toBe(
      `Total revenue$1,200.00Number of payments1First payment${formatDate(today)}Last payment${formatDate(today)}`,
    );
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('checks the tenant out, and the room is vacant again', async () => {
    const { page } = await signedInPage();
    await openUnit(page, '101');
    await page.getByRole('tab', { name: 'Checkout' }).click();
    const checkout = page.getByRole('tabpanel', { name: 'Checkout' });
    expect(await checkout.getByLabel('Tenant Name').inputValue()).toBe(tenant.name);
    expect(await checkout.getByLabel('Tenant Phone').inputValue()).toBe(tenant.phone);
    expect(await checkout.getByLabel('Deposit').inputValue()).toBe('$500.00');
    expect(await checkout.getByLabel('Rent Price').inputValue()).toBe('$1,200.00');
    expect(await checkout.getByLabel('Rent Start Date').inputValue()).toBe(formatDate(rent.start));
    expect(await checkout.getByLabel('Rent End Date').getAttribute('readonly')).not.toBeNull();

    const date = checkout.getByLabel('Checkout Date');
    const submit = checkout.getByRole('button', { name: 'Checkout Tenant' });
    await date.fill('');
    await submit.click();
    await formAlert(checkout, 'Please select a checkout date.').waitFor();
    await date.fill(addDays(rent.start, -1));
    await submit.click();
    await formAlert(checkout, 'Checkout Date cannot be earlier than Rent Start Date.').waitFor();
    await date.fill(today);
    const done = page.waitForResponse((r) => r.url().endsWith('/api/tenant/checkout'));
    await submit.click();
    expect((await done).request().postDataJSON()).toEqual({ room_id: expect.any(String), checkoutDate: today });
    await toast(page, 'Tenant checked out successfully').waitFor();
    await checkout.getByText('No tenant to checkout.').waitFor();
    await roomCard(page, '101').getByText('Vacant').first().waitFor();
    expect(await roomCard(page, '101').textContent()).toBe('VacantUnit101Rent$0.00StatusVacant');

    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('tabpanel', { name: 'Details' }).getByText('No Current Rental').waitFor();
    await page.getByRole('tab', { name: 'Rental History' }).click();
    const past = page.getByRole('list', { name: 'Rents of this room' }).getByRole('listitem').filter({ hasText: tenant.name });
    expect(await past.textContent()).toContain(`Checkout Date${formatDate(today)}`);
    expect(await buttonNames(past)).toEqual(['Print Rent Invoice', 'Delete Rent']);

    await page.goto('/reports');
    const vacant = page.getByRole('table', { name: 'Vacant Rooms Report' });
    await vacant.getByRole('row').filter({ hasText: '101' }).waitFor();
    await page.getByRole('table', { name: 'Active Rent Report' }).getByText('No active rents.').waitFor();
    await page.getByRole('region', { name: 'Revenue, past 12 months' }).getByText('$1,200.00').waitFor();
  });

  it('deletes a rent after confirming, and the room history is empty again', async () => {
    const { page } = await signedInPage();
    await openUnit(page, '102');
    await page.getByRole('tab', { name: 'Rental History' }).click();
    await page.getByText('No rental history available for this room.').waitFor();

    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Add Rent' }).click();
    const addRent = dialog(page, 'Add Rent');
    await addRent.getByRole('option', { name: new RegExp(tenant.name) }).waitFor({ state: 'attached' });
    await addRent.getByLabel('Tenant').selectOption({ label: `${tenant.name} (${tenant.phone})` });
    await addRent.getByLabel('Rent Price (USD)').fill('75.50');
    await addRent.getByLabel('Deposit (USD)').fill('0');
    await addRent.getByLabel('Rent End Date').fill(addDays(today, 13));
    await addRent.getByLabel('Rent Type').selectOption('Weekly');
    await addRent.getByRole('button', { name: 'Add Rent' }).click();
    await toast(page, 'Rent added successfully').waitFor();
    const details = page.getByRole('tabpanel', { name: 'Details' });
    expect(await details.locator('dl').textContent()).toContain('Periods Due1 Weeks');
    await roomCard(page, '102').getByText('Unpaid').first().waitFor();

    await page.getByRole('tab', { name: 'Rental History' }).click();
    const item = page.getByRole('list', { name: 'Rents of this room' }).getByRole('listitem').first();
    await item.getByRole('button', { name: 'Delete Rent' }).click();
    const confirm = dialog(page, 'Delete Rent');
    await confirm.getByText('Are you sure you want to delete this rent? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await item.getByRole('button', { name: 'Delete Rent' }).click();
    await confirm.getByRole('button', { name: 'Delete Rent' }).click();
    await toast(page, 'Rent deleted successfully').waitFor();
    await page.getByText('No rental history available for this room.').waitFor();
    await roomCard(page, '102').getByText('Vacant').first().waitFor();
  });
});

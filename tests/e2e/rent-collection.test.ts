/**
 * Rent collection in Chromium against the real product (AUTOMATION.md "Rent collection"): the unit page's Notices &
 * fees panel of a rent that owes, Send reminder now (confirmation, the server's toast, the notice listed), the email
 * in the local inbox and its invoice link opened signed out (the PDF). Axe and no sideways scroll at 1366 px and
 * 390 px; screenshots in /tmp/shots.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import { formatDate } from '../../shared/domain/format.ts';
import { useBrowser } from '../support/browser.ts';
import { SHOTS, expectAccessible, expectNoSidewaysScroll, shoot } from '../support/e2e-checks.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { emailsTo, waitForEmails } from '../support/inbox.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Prompt Pay Lettings',
  fullName: 'Rhea Remind',
  email: `rhea-${randomUUID().slice(0, 8)}@example.com`,
  password: 'reminders go out',
  masterPassword: 'payments-need-this',
  address: '3 Quay Street, Bristol',
  phone: '+44 117 496 0000',
};
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const FLOW_MS = 300_000;

const building = { number: 100 + Math.floor(Math.random() * 800), name: 'Quay House' };
const tenantEmail = `${randomUUID()}@example.com`;
// started 40 days ago: two monthly periods are owed and nothing is paid
const start = addDays(isoDateOf(new Date()), -40);

let api: OwnerApi;
let room = '';
let feeRoom = '';
const unitPath = () => `/hms/hotel-portal/building/${building.number}/level/1/edit-room/${room}`;

beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  await api('POST', '/api/building/add', {
    buildingNumber: building.number,
    buildingName: building.name,
    buildingLevels: 1,
    address: '3 Quay St',
  });
  room = (await api('POST', '/api/rooms/add', { roomNumber: '7', buildingNumber: building.number, levelNumber: 1 })).id;
  const tenantId = (
    await api('POST', '/api/tenant/add', {
      name: 'Tom Tardy',
      phone: '+44 7700 900777',
      email: tenantEmail,
      address: '',
      idType: 'Passport',
      idNumber: 'P777',
      idExpiry: '2035-01-01',
      idIssuingCountry: 'Ireland',
    })
  ).id;
  await api('POST', '/api/rooms/add-tenant-to-room', {
    room_id: room,
    tenantID: tenantId,
    rent_price: 650,
    deposit: 0,
    rent_start_date: start,
    rent_end_date: addMonths(start, 12),
    rent_type: 'Monthly',
  });
  // a second rent, due today, with late fees on from today and no grace: Run now posts its fee
  feeRoom = (await api('POST', '/api/rooms/add', { roomNumber: '8', buildingNumber: building.number, levelNumber: 1 })).id;
  const feeTenant = (
    await api('POST', '/api/tenant/add', {
      name: 'Fay Feeable',
      phone: '+44 7700 900778',
      email: `${randomUUID()}@example.com`,
      address: '',
      idType: 'Passport',
      idNumber: 'P778',
      idExpiry: '2035-01-01',
      idIssuingCountry: 'Ireland',
    })
  ).id;
  const today = isoDateOf(new Date());
  await api('POST', '/api/rooms/add-tenant-to-room', {
    room_id: feeRoom,
    tenantID: feeTenant,
    rent_price: 400,
    deposit: 0,
    rent_start_date: today,
    rent_end_date: addMonths(today, 6),
    rent_type: 'Monthly',
  });
  const settings = await api('GET', '/api/automation/rent-settings');
  await api('POST', '/api/automation/rent-settings', {
    lateFeeEnabled: true,
    lateFeeGraceDays: 0,
    lateFeeKind: 'flat',
    lateFeeAmount: 25,
    version: settings.version,
  });
  const ran = await api('POST', '/api/automation/run', {});
  expect(ran.lateFees).toBe(1);
  mkdirSync(SHOTS, { recursive: true });
});

describe('Notices & fees on the unit page', () => {
  it(
    'sends a reminder now and lists it; the email opens the invoice signed out',
    async () => {
      const { page } = await signInAs(() => newPage(LAPTOP), owner);
      await page.goto(unitPath());
      const panel = page.getByRole('region', { name: 'Notices & fees' });
      await panel.getByText('No emails sent yet.').waitFor({ timeout: 15_000 });
      await panel.getByText('No late fees.').waitFor({ timeout: 15_000 });

      await panel.getByRole('button', { name: 'Send reminder now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send reminder now' });
      await dialog.getByRole('button', { name: 'Send reminder' }).click();
      const toast = page
        .locator('.Toastify__toast')
        .filter({ hasText: `Reminder sent to ${tenantEmail} for the period from ${formatDate(start)}.` });
      await toast.first().waitFor({ timeout: 15_000 });
      await panel.getByText(`Period from ${formatDate(start)}`).waitFor({ timeout: 15_000 });
      await panel.getByText(`To ${tenantEmail}`).waitFor({ timeout: 15_000 });
      await expectAccessible(page, 'unit page with a notice, 1366 px');
      await expectNoSidewaysScroll(page, 'unit page, 1366 px');
      await shoot(page, 'rent-collection-unit-1366');

      const [email] = await waitForEmails(tenantEmail, 1);
      expect(email!.subject).toBe(`Rent reminder: unpaid since ${formatDate(start)}`);
      expect(email!.text).toContain('Amount due: $1,300.00'); // no fee on this rent: the words say so only when the invoice holds one
      const link = /View invoice:\n(\S+)/.exec(email!.text)?.[1];
      expect(link?.startsWith(`${baseUrl}/api/public/invoices/`)).toBe(true);

      // signed out: a fresh browser context opens the link and gets the PDF
      const signedOut = await newPage(LAPTOP);
      const res = await signedOut.context.request.get(link!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
    },
    FLOW_MS,
  );

  it(
    'waives a late fee (owner: master password and reason)',
    async () => {
      const { page } = await signInAs(() => newPage(LAPTOP), owner);
      await page.goto(`/hms/hotel-portal/building/${building.number}/level/1/edit-room/${feeRoom}`);
      const panel = page.getByRole('region', { name: 'Notices & fees' });
      await panel.getByText(`Late fee, period from ${formatDate(isoDateOf(new Date()))}`).waitFor({ timeout: 15_000 });
      // Due so far shows the rent and the fee apart, then the total (issue 31 item 11)
      const facts = page.locator('dl.unit-facts');
      await expect.poll(() => facts.textContent(), { timeout: 15_000 }).toContain('Rent Due$400.00Late Fees$25.00Due So Far$425.00');
      await panel.getByRole('button', { name: 'Waive late fee of $25.00' }).click();
      const dialog = page.getByRole('dialog', { name: 'Waive late fee' });
      await dialog.getByLabel('Reason').fill('Bank holiday');
      await dialog.getByLabel('Master Password').fill(owner.masterPassword);
      await expectAccessible(page, 'waive dialog');
      await shoot(page, 'rent-collection-waive-1366');
      await dialog.getByRole('button', { name: 'Waive fee' }).click();
      await panel.getByText('Waived').waitFor({ timeout: 15_000 });
      await panel.getByText('Bank holiday').waitFor();
      expect(await panel.getByRole('button', { name: /^Waive/ }).count()).toBe(0);
      await expect.poll(() => facts.textContent(), { timeout: 15_000 }).toContain('Rent Due$400.00Late Fees$0.00Due So Far$400.00');
    },
    FLOW_MS,
  );

  it(
    'fits a phone',
    async () => {
      const { page } = await signInAs(() => newPage(PHONE), owner);
      await page.goto(unitPath());
      const panel = page.getByRole('region', { name: 'Notices & fees' });
      await panel.getByText(`To ${tenantEmail}`).waitFor({ timeout: 15_000 });
      await expectAccessible(page, 'unit page, 390 px');
      await expectNoSidewaysScroll(page, 'unit page, 390 px');
      await shoot(page, 'rent-collection-unit-390');
      expect(await emailsTo(tenantEmail)).toHaveLength(1);
    },
    FLOW_MS,
  );
});

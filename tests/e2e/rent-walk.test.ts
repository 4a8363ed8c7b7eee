/**
 * A landlord's walk (issue 17 "Defects a new user meets", Rent R1–R7) on a laptop (1366 px) and a phone (390 px):
 * a back-dated checkout of a tenant who paid ahead shows the credit to refund; the building's Overdue Count is
 * about the rooms rented now, past tenants' arrears a figure of their own; the Overdue report is in Owed since
 * order; a wrong master password shows in the payment dialog; a rent still to start reads "Starts dd/mm/yyyy";
 * report rows and history cards fit a phone; a checkout refused because another tab already did it refreshes
 * the panel. The company and its rents are made through the API.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import { formatDate } from '../../shared/domain/format.ts';
import * as RENT_MESSAGES from '../../shared/rent/messages.ts';
import { useBrowser } from '../support/browser.ts';
import { fillDate } from '../support/date-field.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { expectAccessible, expectNoSidewaysScroll, shoot, termValue } from '../support/e2e-checks.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Walkthrough Lettings',
  fullName: 'Wanda Walker',
  email: `wanda-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct horse battery',
  masterPassword: 'master-of-payments',
  address: '3 Walk Street, Leeds',
  phone: '+44 113 496 0000',
};
const buildingNumber = 1000 + Math.floor(Math.random() * 8000);
const buildingPath = `/hms/hotel-portal/building/${buildingNumber}`;
const levelPath = `${buildingPath}/level/1`;
const today = isoDateOf(new Date());
const startsOn = addDays(today, 10);
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/** Each screen is looked at on a laptop and on a phone. */
const BOTH = [
  [LAPTOP, 'laptop'],
  [PHONE, 'phone'],
] as const;

let api: OwnerApi;
const rooms: Record<string, string> = {};

async function rentRoom(unit: string, tenant: string, rent: Record<string, unknown>) {
  const person = await api('POST', '/api/tenant/add', {
    name: tenant,
    phone: `+44 7700 900${String(Math.floor(Math.random() * 900) + 100)}`,
    email: `${unit.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
    address: '1 Walk Street',
    idType: 'Passport',
    idNumber: `P-${unit}-${tenant.length}`,
    idExpiry: addMonths(today, 60),
    idIssuingCountry: 'United Kingdom',
  });
  const added = await api('POST', '/api/rooms/add-tenant-to-room', { room_id: rooms[unit], tenantID: person.id, deposit: 100, ...rent });
  return added.rent_id as string;
}

const pay = (unit: string, rentId: string, amount: number) =>
  api('POST', '/api/payment/pay-rent', {
    roomId: rooms[unit],
    currentRentId: rentId,
    paymentMethod: 'HSBC',
    paymentReference: `W-${unit}-${randomUUID().slice(0, 6)}`,
    paymentAmount: amount,
    masterPassword: owner.masterPassword,
  });

/**
 * Level G: 101 weekly $120 from 20 days ago, $900 paid (3 weeks, $360, due); 102 a past tenant who left owing $1,500
 * (3 months at $500), then a new tenant whose rent starts in 10 days; 103 rented now, Overdue (two weeks unpaid).
 */
beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  await api('POST', '/api/building/add', { buildingNumber, buildingName: 'Walk House', buildingLevels: 2, address: '3 Walk Street' });
  for (const unit of ['101', '102', '103']) {
    rooms[unit] = (await api('POST', '/api/rooms/add', { roomNumber: unit, buildingNumber, levelNumber: 1 })).id;
  }
  const ahead = await rentRoom('101', 'Paula Paidahead', {
    rent_price: 120,
    rent_type: 'Weekly',
    rent_start_date: addDays(today, -20),
    rent_end_date: addMonths(today, 6),
  });
  await pay('101', ahead, 900);
  await rentRoom('102', 'Larry Leftowing', {
    rent_price: 500,
    rent_start_date: addMonths(addDays(today, -1), -2),
    rent_end_date: addMonths(today, 6),
  });
  await api('POST', '/api/tenant/checkout', { room_id: rooms['102'], checkoutDate: today });
  await rentRoom('102', 'Nora Newcomer', { rent_price: 950, rent_start_date: startsOn, rent_end_date: addMonths(startsOn, 12) });
  await rentRoom('103', 'Owen Overdue', {
    rent_price: 70,
    rent_type: 'Weekly',
    rent_start_date: addDays(today, -8),
    rent_end_date: addMonths(today, 2),
  });
});

const signedInPage = (viewport: { width: number; height: number }) => signInAs(() => newPage(viewport), owner);
const roomCard = (page: Page, unit: string) => page.getByRole('link', { name: new RegExp(`Unit ${unit}\\b`) });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const historyCard = (page: Page, tenant: string) =>
  page.getByRole('list', { name: 'Rents of this room' }).getByRole('listitem').filter({ hasText: tenant });

async function openUnit(page: Page, unit: string) {
  await page.goto(levelPath);
  await roomCard(page, unit).click();
  await page.getByRole('heading', { name: `Unit ${unit}` }).waitFor();
}

/** A signed-in page on the unit's Checkout tab. */
async function openCheckout(viewport: { width: number; height: number }, unit: string) {
  const { page } = await signedInPage(viewport);
  await openUnit(page, unit);
  await page.getByRole('tab', { name: 'Checkout' }).click();
  return { page, checkout: page.getByRole('tabpanel', { name: 'Checkout' }) };
}

/** Lines of text a box shows (its height over its line height). */
const linesOf = (locator: Locator) =>
  locator.evaluate((el) => Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)));

describe("a landlord's walk (issue 17, rent)", { timeout: 180_000 }, () => {
  it('R5: a rent that has not started reads "Starts dd/mm/yyyy", not a green Paid, on the card, the unit and its history', async () => {
    for (const [viewport, name] of BOTH) {
      const { page } = await signedInPage(viewport);
      await openUnit(page, '102');
      const starts = `Starts ${formatDate(startsOn)}`;
      expect(await roomCard(page, '102').textContent()).toContain(starts);
      expect(await roomCard(page, '102').textContent()).not.toContain('Paid');
      const details = page.getByRole('tabpanel', { name: 'Details' });
      await details.getByText(starts).waitFor();
      expect(await details.textContent()).not.toContain('Everything due so far is paid');
      await page.getByRole('tab', { name: 'Rental History' }).click();
      await historyCard(page, 'Nora Newcomer').getByText(starts).waitFor();
      // R7: the phone number and "$950.00 / Monthly" each keep one line on the history card
      const card = historyCard(page, 'Nora Newcomer');
      expect(await linesOf(card.locator('.history-phone')), `${name}: phone`).toBe(1);
      expect(await linesOf(termValue(card.locator('.history-figures > div'), 'Rent')), `${name}: rent`).toBe(1);
      await expectNoSidewaysScroll(page, `${name} unit 102`);
      await shoot(page, `issue17-r5-history-${name}`);
      await page.getByRole('tab', { name: 'Details' }).click();
      await shoot(page, `issue17-r5-unit-${name}`);
    }
  });

  it('R4: a wrong master password shows in the payment dialog, which stays open with what was typed', async () => {
    const { page } = await signedInPage(PHONE);
    await openUnit(page, '103');
    await page.getByRole('tabpanel', { name: 'Details' }).getByRole('button', { name: 'Make Payment' }).click();
    const payment = dialog(page, 'Make a Payment');
    await payment.getByLabel('Payment Method').selectOption('HSBC');
    await payment.getByLabel('Payment Reference').fill('W-WRONG-1');
    // less than the $140 owed: Owen stays Overdue for the report below
    await payment.getByLabel('Amount (USD)').fill('10');
    await payment.getByLabel('Master Password').fill('not-the-master');
    await payment.getByRole('button', { name: 'Record Payment' }).click();
    await payment.getByRole('alert').filter({ hasText: 'Incorrect master password' }).waitFor();
    expect(await page.locator('.Toastify__toast').filter({ hasText: 'Incorrect master password' }).count()).toBe(0);
    expect(await payment.getByLabel('Master Password').inputValue()).toBe('not-the-master');
    expect(await payment.getByLabel('Payment Reference').inputValue()).toBe('W-WRONG-1');
    await shoot(page, 'issue17-r4-payment-phone');
    // the dialog is still usable: the right password records the payment
    await payment.getByLabel('Master Password').fill(owner.masterPassword);
    await payment.getByRole('button', { name: 'Record Payment' }).click();
    await payment.waitFor({ state: 'detached' });
  });

  it('R1: a back-dated checkout of a tenant who paid $900 against $360 shows $540 to refund: panel, confirmation, history', async () => {
    const { page, checkout } = await openCheckout(LAPTOP, '101');
    expect(await checkout.getByLabel('Paid ahead').inputValue()).toBe('$540.00');
    const backDated = addDays(today, -1);
    await fillDate(checkout.getByLabel('Checkout Date'), backDated);
    await checkout.getByText(`Checking out on ${formatDate(backDated)} leaves $540.00 overpaid: a credit to refund.`).waitFor();
    await shoot(page, 'issue17-r1-panel-laptop');
    await checkout.getByRole('button', { name: 'Checkout Tenant' }).click();
    const confirm = dialog(page, 'Checkout Tenant');
    await confirm.waitFor();
    expect(await confirm.locator('dl').textContent()).toBe(
      `Checkout Date${formatDate(backDated)}Overpaid at checkout (credit to refund)$540.00Deposit available$100.00`,
    );
    expect(await confirm.textContent()).not.toContain('Balance at checkout');
    await shoot(page, 'issue17-r1-confirm-laptop');
    await confirm.getByRole('button', { name: 'Checkout Tenant' }).click();
    await checkout.getByText('No tenant to checkout.').waitFor();
    await page.getByRole('tab', { name: 'Rental History' }).click();
    const card = historyCard(page, 'Paula Paidahead');
    expect(await termValue(card.locator('.history-figures > div'), 'Overpaid \\(credit to refund\\)').textContent()).toBe('$540.00');
    await shoot(page, 'issue17-r1-history-laptop');
  });

  it("R2: the building's Overdue Count is about the rooms rented now; past tenants owing are their own figure", async () => {
    for (const [viewport, name] of BOTH) {
      const { page } = await signedInPage(viewport);
      await page.goto(buildingPath);
      const floor = page.getByRole('article', { name: 'Level G' });
      const figures = floor.locator('.figure-list > div');
      // rented now: 102 (not started) and 103 (Overdue); 101 left with a credit, 102's past tenant owes $1,500
      expect(await termValue(figures, 'Rooms Rented').textContent()).toBe('2/3');
      expect(await termValue(figures, 'Overdue Count').textContent()).toBe('1/2');
      expect(await termValue(figures, 'Past tenants owing').textContent()).toBe('1 · $1,500.00');
      await expectNoSidewaysScroll(page, `${name} building`);
      await shoot(page, `issue17-r2-building-${name}`);
    }
  });

  it('R3 + R7: the Overdue report is in Owed since order (shown on its heading); on a phone rows are cards, not a sideways scroll', async () => {
    for (const [viewport, name] of BOTH) {
      const { page } = await signedInPage(viewport);
      await page.goto('/reports');
      const overdue = page.getByRole('table', { name: 'Overdue Payments Report' });
      await overdue.getByText('Larry Leftowing').waitFor();
      expect(await overdue.getByRole('columnheader', { name: 'Owed since' }).getAttribute('aria-sort')).toBe('ascending');
      // Larry owes since two months ago, Owen since 8 days ago
      const tenants = await overdue.locator('tbody tr td:first-child').allTextContents();
      expect(tenants.map((t) => t.replace(/^Tenant/, ''))).toEqual(['Larry Leftowing', 'Owen Overdue']);
      const active = page.getByRole('table', { name: 'Active Rent Report' });
      await active.getByText(`Starts ${formatDate(startsOn)}`).waitFor();
      const wraps = await page.locator('.report-card .table-wrap').evaluateAll((ws) => ws.map((w) => w.scrollWidth - w.clientWidth));
      expect(wraps, `${name}: no table scrolls sideways`).toEqual(wraps.map(() => 0));
      if (name === 'phone') {
        // each row a card: every value with its column's label
        const row = active.locator('tbody tr').first();
        expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('grid');
        const labels = await row.locator('td').evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content));
        expect(labels).toEqual(['"Tenant"', '"Building"', '"Room"', '"Rent"', '"Status"', '"Start"', '"End"']);
      }
      await expectNoSidewaysScroll(page, `${name} reports`);
      await expectAccessible(page, `${name} reports`);
      await shoot(page, `issue17-r3-r7-reports-${name}`);
    }
  });

  it('R7: a checkout refused because another tab already checked the tenant out no longer shows that tenant', async () => {
    const { page, checkout } = await openCheckout(PHONE, '103');
    expect(await checkout.getByLabel('Tenant Name').inputValue()).toBe('Owen Overdue');
    // the other tab
    await api('POST', '/api/tenant/checkout', { room_id: rooms['103'], checkoutDate: today });
    await checkout.getByRole('button', { name: 'Checkout Tenant' }).click();
    const confirm = dialog(page, 'Checkout Tenant');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/tenant/checkout'));
    await confirm.getByRole('button', { name: 'Checkout Tenant' }).click();
    expect((await refused).status()).toBe(409);
    await checkout.getByText(RENT_MESSAGES.noTenantToCheckout).waitFor();
    expect(await checkout.getByLabel('Tenant Name').count()).toBe(0);
    await roomCard(page, '103').getByText('Vacant').first().waitFor();
    await shoot(page, 'issue17-r7-refused-checkout-phone');
  });
});

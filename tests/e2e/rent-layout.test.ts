/**
 * The rent screens on a laptop (1366 px) and a phone (390 px), in Chromium against the real product: toasts
 * clear of the controls that raised them (issue "Rent management" #6), en-GB date fields (#9), figures inside
 * their tiles, the unit in view after a tap and its tabs on one line (#10), levels a building does not have
 * (#13), and vacant rooms without a price (#14). The company, its building and rents are made through the API.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import { formatDate } from '../../shared/domain/format.ts';
import { a11yViolations, useBrowser } from '../support/browser.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { dateField, dateText, fillDate } from '../support/date-field.ts';
import { pickOption } from '../support/combobox.ts';
import { unlabelledFields } from '../support/e2e-checks.ts';
import * as RENT_MESSAGES from '../../shared/rent/messages.ts';
import { PHONE_MESSAGE } from '../../shared/domain/phone.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Grand Canal Lettings',
  fullName: 'Greta Grand',
  email: `greta-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct horse battery',
  masterPassword: 'master-of-payments',
  address: '7 Canal Way, Manchester',
  phone: '+44 161 496 0000',
};
const buildingNumber = 1000 + Math.floor(Math.random() * 8000);
const buildingPath = `/hms/hotel-portal/building/${buildingNumber}`;
const levelPath = `${buildingPath}/level/1`;
const today = isoDateOf(new Date());
/** The largest price the API takes: the longest figures the screens must hold. */
const BIG = 10_000_000;
const tenantName = 'Maximilian Longname';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

let api: OwnerApi;

/** A 3-floor building; on level G three rooms rented at $10,000,000 and paid, one rented and unpaid (P1), two vacant. */
beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  await api('POST', '/api/building/add', { buildingNumber, buildingName: 'Grand Canal Tower', buildingLevels: 3, address: '7 Canal Way' });
  for (const unit of ['A1', 'A2', 'A3', 'P1', 'V1', 'V2']) {
    const room = await api('POST', '/api/rooms/add', { roomNumber: unit, buildingNumber, levelNumber: 1 });
    if (unit.startsWith('V')) continue;
    const tenant = await api('POST', '/api/tenant/add', {
      name: `${tenantName} ${unit}`,
      phone: `+44 7700 900${String(Math.floor(Math.random() * 900) + 100)}`,
      email: `${unit.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
      address: '1 Canal Way',
      idType: 'Passport',
      idNumber: `P-${unit}`,
      idExpiry: addMonths(today, 60),
      idIssuingCountry: 'United Kingdom',
    });
    const price = unit === 'P1' ? 1200 : BIG;
    const rent = await api('POST', '/api/rooms/add-tenant-to-room', {
      room_id: room.id,
      tenantID: tenant.id,
      rent_price: price,
      deposit: 500,
      rent_start_date: today,
      rent_end_date: addDays(addMonths(today, 12), -1),
      rent_type: 'Monthly',
    });
    if (unit === 'P1') continue;
    await api('POST', '/api/payment/pay-rent', {
      roomId: room.id,
      currentRentId: rent.rent_id,
      paymentMethod: 'HSBC',
      paymentReference: `R-${unit}-${randomUUID().slice(0, 6)}`,
      paymentAmount: BIG,
      masterPassword: owner.masterPassword,
    });
  }
});

const signedInPage = (viewport: { width: number; height: number }) => signInAs(() => newPage(viewport), owner);

const roomCard = (page: Page, unit: string) => page.getByRole('link', { name: new RegExp(`Unit ${unit}\\b`) });
const unitPanel = (page: Page) => page.getByRole('complementary', { name: 'Unit panel' });
const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

/**
 * For every tile (selector), whether its figures' text (a Range over each dd, not the dd's own box) lies inside
 * the tile's content box, and the tile does not scroll sideways.
 */
async function figuresOutsideTiles(page: Page, tile: string, figure = 'dd') {
  return page.locator(tile).evaluateAll(
    (tiles, figureSelector) =>
      tiles.flatMap((t) => {
        // the tile's content box: a figure may not run into its padding either
        const border = t.getBoundingClientRect();
        const style = getComputedStyle(t);
        const px = (v: string) => Number.parseFloat(v) || 0;
        const outer = {
          left: border.left + px(style.borderLeftWidth) + px(style.paddingLeft),
          right: border.right - px(style.borderRightWidth) - px(style.paddingRight),
          top: border.top + px(style.borderTopWidth) + px(style.paddingTop),
          bottom: border.bottom - px(style.borderBottomWidth) - px(style.paddingBottom),
        };
        const problems: string[] = [];
        if (t.scrollWidth > t.clientWidth) problems.push(`${t.textContent}: scrolls sideways (${t.scrollWidth} > ${t.clientWidth})`);
        for (const dd of Array.from(t.querySelectorAll(figureSelector))) {
          // the text that shows: visually hidden text (in a 1 px clipped box, e.g. "No rent" beside "—") does not count
          const shown: DOMRect[] = [];
          const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            shown.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0));
          }
          if (shown.length === 0) continue;
          const text = {
            left: Math.min(...shown.map((r) => r.left)),
            right: Math.max(...shown.map((r) => r.right)),
            top: Math.min(...shown.map((r) => r.top)),
            bottom: Math.max(...shown.map((r) => r.bottom)),
          };
          if (
            text.left < outer.left - 0.5 ||
            text.right > outer.right + 0.5 ||
            text.top < outer.top - 0.5 ||
            text.bottom > outer.bottom + 0.5
          )
            problems.push(
              `${dd.textContent}: ${Math.round(text.left)}–${Math.round(text.right)} outside ${Math.round(outer.left)}–${Math.round(outer.right)}`,
            );
        }
        return problems;
      }),
    figure,
  );
}

/** How many lines each element's text takes (fragments sharing one top are one line). */
const linesOf = (locator: Locator) =>
  locator.evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
    }),
  );

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

// each test signs in through the robot check and runs axe: on a busy 2-core machine that can take a minute
describe('rent screens on a laptop and a phone', { timeout: 120_000 }, () => {
  it('vacant rooms show a dash, not a rent of $0.00 (item 14)', async () => {
    const { page } = await signedInPage(LAPTOP);
    await page.goto(levelPath);
    await roomCard(page, 'V1').waitFor();
    expect(await roomCard(page, 'V1').textContent()).toBe('VacantUnitV1Rent—No rentStatusVacant');
    // the dash is decoration; assistive tech reads "No rent"
    expect(await roomCard(page, 'V1').locator('[aria-hidden="true"]', { hasText: '—' }).count()).toBe(1);
    await page.getByRole('link', { name: /Unit V1\b.*Rent No rent/ }).waitFor();
    expect(await roomCard(page, 'A1').textContent()).toContain('Rent$10,000,000.00');
    expect(await page.locator('.room-card').filter({ hasText: '$0.00' }).count()).toBe(0);
  });

  it('a level the building does not have says so, with a way back; no rooms, no Add Room (item 13)', async () => {
    const { page } = await signedInPage(LAPTOP);
    for (const level of ['9', '4', '0', 'abc']) {
      await page.goto(`${buildingPath}/level/${level}`);
      await page.getByRole('heading', { name: 'This level does not exist' }).waitFor();
      expect(await page.getByRole('heading', { name: /^Level:/ }).count(), `level/${level}`).toBe(0);
      expect(await page.getByRole('button', { name: 'Add Room' }).count(), `level/${level}`).toBe(0);
      expect(await page.getByRole('list', { name: /^Rooms on level/ }).count(), `level/${level}`).toBe(0);
      expect(await page.title()).toMatch(/^Level not found/);
    }
    // 'abc' is refused before the building has loaded; what the building has comes with it
    await page.getByText(`Building ${buildingNumber} has 3 levels: G to 2.`).waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: `Back to Building ${buildingNumber}` }).click();
    await page.waitForURL(`**${buildingPath}`);
    await page.getByRole('heading', { name: /Welcome to Building/ }).waitFor();

    // the top floor exists: level/3 is floor 2
    await page.goto(`${buildingPath}/level/3`);
    await page.getByRole('heading', { name: 'Level: 2' }).waitFor();
    await page.getByRole('button', { name: 'Add Room' }).waitFor();
  });

  it('on a phone: figures stay inside their tiles, a tapped room comes into view, the tabs keep one line (item 10)', async () => {
    const { page } = await signedInPage(PHONE);

    await page.goto(buildingPath);
    // three rents of $10,000,000 and one of $1,200 a month
    await page.getByRole('article', { name: 'Level G' }).getByText('$30,001,200.00').waitFor();
    await page.getByRole('region', { name: 'Whole building' }).getByText('$30,001,200.00').waitFor();
    expect(await figuresOutsideTiles(page, '.building-summary .figure-list > div')).toEqual([]);
    expect(await figuresOutsideTiles(page, '.floor-card')).toEqual([]);
    expect(await pageScrollsSideways(page)).toBe(false);

    await page.goto('/reports');
    const revenue = page.getByRole('region', { name: 'Revenue, past 12 months' });
    await revenue.getByText(/^\$30,000,\d{3}\.00$/).waitFor();
    expect(await figuresOutsideTiles(page, '.kpi')).toEqual([]);
    expect(await pageScrollsSideways(page)).toBe(false);

    await page.goto(levelPath);
    await roomCard(page, 'A3').waitFor();
    // two room cards abreast: $10,000,000.00 stays on its card
    expect(await figuresOutsideTiles(page, '.room-card', '.room-card-row > :last-child')).toEqual([]);
    await roomCard(page, 'A3').click();
    const heading = page.getByRole('heading', { name: 'Unit A3' });
    await heading.waitFor();
    // the unit's heading is on screen, below the top bar, without the landlord scrolling
    await expect
      .poll(async () => {
        const box = await boxOf(heading);
        return box.y >= 64 && box.y + box.height <= PHONE.height;
      })
      .toBe(true);
    await expect.poll(async () => (await boxOf(unitPanel(page))).y).toBeLessThan(PHONE.height / 2);

    const tabs = unitPanel(page).getByRole('tab');
    // four tabs since issue 20's Maintenance: on a phone they wrap to two rows, each label still on one line
    expect(await tabs.allTextContents()).toEqual(['Details', 'Checkout', 'Rental History', 'Maintenance']);
    expect(await linesOf(tabs)).toEqual([1, 1, 1, 1]);
    expect(await tabs.evaluateAll((els) => els.every((el) => el.scrollWidth <= el.clientWidth))).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);

    // the same figures fit on a laptop, where the tiles stand four and five abreast
    await page.setViewportSize(LAPTOP);
    await page.goto(buildingPath);
    await page.getByRole('region', { name: 'Whole building' }).getByText('$30,001,200.00').waitFor();
    // one name for the share collected (the doughnuts' "Collected"); the maintenance figures in a row of their own,
    // each label on one line, not squeezed under the first two rent columns (issue 31 item 13)
    const terms = page.locator('.building-summary dt');
    expect(await terms.allTextContents()).toEqual([
      'Rooms Rented',
      'Collected',
      'Occupancy Rate',
      'Rent Value in USD',
      'Overdue Count',
      'Open maintenance',
      'Maintenance cost this year',
    ]);
    expect(await linesOf(terms)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(await figuresOutsideTiles(page, '.building-summary .figure-list > div')).toEqual([]);
    expect(await figuresOutsideTiles(page, '.floor-card')).toEqual([]);
    await page.goto('/reports');
    await page
      .getByRole('region', { name: 'Revenue, past 12 months' })
      .getByText(/^\$30,000,\d{3}\.00$/)
      .waitFor();
    expect(await figuresOutsideTiles(page, '.kpi')).toEqual([]);
  });

  for (const viewport of [LAPTOP, PHONE]) {
    it(`toasts keep clear of the controls that raised them and go when due, even hovered (${viewport.width} px, item 6)`, async () => {
      const { page } = await signedInPage(viewport);
      await page.goto(levelPath);
      await roomCard(page, 'P1').click();
      const details = page.getByRole('tabpanel', { name: 'Details' });
      await details.getByRole('button', { name: 'Make Payment' }).click();
      const pay = page.getByRole('dialog', { name: 'Make a Payment' });
      await pay.getByLabel('Payment Method').selectOption('HSBC');
      await pay.getByLabel('Payment Reference').fill(`T-${viewport.width}-${randomUUID().slice(0, 6)}`);
      await pay.getByLabel('Amount (USD)').fill('100');

      // refused (wrong master password): shown inside the dialog, not as a toast away from it (issue 17 R4)
      await pay.getByLabel('Master Password').fill('not the master password');
      const record = pay.getByRole('button', { name: 'Record Payment' });
      await record.click();
      const refused = pay.getByRole('alert').filter({ hasText: 'Incorrect master password' });
      await refused.waitFor();
      expect(await page.locator('.Toastify__toast--error').count()).toBe(0);
      expect(overlaps(await boxOf(refused), await boxOf(record)), 'refusal over Record Payment').toBe(false);

      await pay.getByLabel('Master Password').fill(owner.masterPassword);
      await record.click();
      const done = toast(page, 'Payment recorded successfully');
      await done.waitFor();
      await pay.waitFor({ state: 'detached' });
      const toastBox = await boxOf(done);
      const controls = unitPanel(page).locator('button, [role="tab"]');
      const covered: string[] = [];
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        if (overlaps(toastBox, await boxOf(control))) covered.push((await control.textContent())?.trim() ?? '?');
      }
      expect(covered, 'side panel controls under the toast').toEqual([]);

      // hovering does not hold it: gone after its 2 s (and the exit animation)
      await done.hover();
      await done.waitFor({ state: 'detached', timeout: 4_500 });
    });
  }

  it('dates are typed and shown as dd/mm/yyyy, or picked from a calendar, and sent as ISO dates (item 9)', async () => {
    const { page } = await signedInPage(LAPTOP);
    await page.goto(levelPath);
    await roomCard(page, 'V2').click();
    await page.getByRole('tabpanel', { name: 'Details' }).getByRole('button', { name: 'Add Rent' }).click();
    const addRent = page.getByRole('dialog', { name: 'Add Rent' });
    const start = dateField(addRent, 'Rent Start Date');
    const end = dateField(addRent, 'Rent End Date');
    await start.waitFor();
    // today by default, day first; the empty end date shows its pattern
    expect(await dateText(start)).toBe(formatDate(today));
    expect(await dateText(end)).toBe('dd/mm/yyyy');
    expect(await start.getByRole('spinbutton').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      expect.stringMatching(/^day/),
      expect.stringMatching(/^month/),
      expect.stringMatching(/^year/),
    ]);

    // the calendar: next month, the 15th
    await end.getByRole('button').click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await calendar.waitFor();
    expect(await a11yViolations(page), 'calendar open').toEqual([]);
    await calendar.locator('button[slot="next"]').click();
    const next = addMonths(today.slice(0, 8) + '15', 1);
    await calendar
      .getByRole('grid')
      .getByRole('button', { name: new RegExp(`\\b15\\b`) })
      .first()
      .click();
    await calendar.waitFor({ state: 'detached' });
    expect(await dateText(end)).toBe(formatDate(next));

    // typed: day, month and year in that order
    const typedEnd = addDays(addMonths(today, 6), -1);
    await fillDate(end, typedEnd);
    expect(await dateText(end)).toBe(formatDate(typedEnd));

    const tenantPicker = addRent.getByRole('combobox', { name: 'Tenant' });
    await pickOption(page, tenantPicker, `${tenantName} A1`, new RegExp(`${tenantName} A1`));
    await addRent.getByLabel('Rent Price (USD)').fill('950');
    await addRent.getByLabel('Deposit (USD)').fill('0');
    const added = page.waitForResponse((r) => r.url().endsWith('/api/rooms/add-tenant-to-room'));
    await addRent.getByRole('button', { name: 'Add Rent' }).click();
    const res = await added;
    expect(res.status()).toBe(201);
    expect(res.request().postDataJSON()).toMatchObject({ rent_start_date: today, rent_end_date: typedEnd });
  });

  it('on a phone the ID expiry calendar fits the screen (item 9)', async () => {
    const { page } = await signedInPage(PHONE);
    await page.goto('/hms/add-new-tenant');
    const expiry = dateField(page, 'ID Expiry Date');
    await expiry.waitFor();
    expect(await dateText(expiry)).toBe('dd/mm/yyyy');
    await expiry.getByRole('button').click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await calendar.waitFor();
    const box = await boxOf(calendar);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await fillDate(expiry, addMonths(today, 60));
    expect(await dateText(expiry)).toBe(formatDate(addMonths(today, 60)));
    expect(await pageScrollsSideways(page)).toBe(false);
    // every field has its label linked, ID Expiry Date's native input too (issue 31 item 13)
    expect(await unlabelledFields(page)).toEqual([]);

    // a phone the schema refuses: the message under Phone, which is marked and focused; none under the form
    await page.getByLabel('Full Name').fill('Pat Phone');
    const phone = page.getByLabel('Phone');
    await phone.fill('12');
    await page.getByLabel('Email').fill(`pat-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel('ID Type').selectOption({ index: 1 });
    await page.getByLabel('ID Number').fill('P-100');
    await page.getByLabel('Issuing Country').fill('United Kingdom');
    await page.getByRole('button', { name: 'Add Tenant', exact: true }).click();
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    const phoneMessage = page.locator('.field').filter({ has: phone }).locator('.field-error');
    expect(await phoneMessage.textContent()).toBe(PHONE_MESSAGE);
    expect(await phone.getAttribute('aria-describedby')).toBe(await phoneMessage.getAttribute('id'));
    expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('form .form-error').count()).toBe(0);

    // corrected and added: the page is back at the top with an empty form for the next tenant
    await phone.fill('07700 900555');
    await page.getByRole('button', { name: 'Add Tenant', exact: true }).click();
    await toast(page, RENT_MESSAGES.tenantAdded).waitFor();
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await phone.getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

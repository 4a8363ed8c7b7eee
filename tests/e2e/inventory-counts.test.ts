/**
 * Stock counts in Chromium on a 390 px phone (WAREHOUSE.md "Stock counts"): a count started through the form, counted
 * on the sheet (one line saved with Enter, one found by its barcode typed into the search as a wedge scanner does, then
 * Save counts), the variance and its value checked, completed with a reason, and the stock changed on the item page; a
 * blind count hides what is expected; counts imported from a CSV picked on the sheet (a bad row refused with its
 * number). Axe and no sideways scroll on each screen. The company, items, warehouse and stock are made through the
 * API; everything else through the screens.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { SHOTS, expectAccessible, expectNoSidewaysScroll, shoot, termValue } from '../support/e2e-checks.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Shelf Counters Ltd',
  fullName: 'Cora Count',
  email: `cora-${randomUUID().slice(0, 8)}@example.com`,
  password: 'count every shelf',
  masterPassword: 'master-of-counts',
  address: '4 Aisle Road, Leeds',
  phone: '+44 113 496 0202',
};
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const FLOW_MS = 300_000;

let api: OwnerApi;
const ids = { bolt: '', nut: '', yard: '' };

/** North Yard holds 20 Hex Bolts and 5 Wing Nuts, both bought at $1.50. */
beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  const add = (name: string, sku: string, barcode: string) =>
    api('POST', '/api/ims/product/add', {
      name,
      sku,
      barcode,
      description: `${name} for the count run`,
      category: 'hardware',
      purchasePrice: 1.5,
      sellingPrice: 3,
      unit: 'pcs',
    });
  ids.bolt = (await add('Hex Bolt', 'HB-100', '5012345678900')).id;
  ids.nut = (await add('Wing Nut', 'WN-200', '5012345678917')).id;
  ids.yard = (await api('POST', '/api/ims/warehouses/add', { warehouseName: 'North Yard', warehouseLocation: 'Leeds' })).id;
  await api('POST', '/api/ims/stock/add', [
    { productID: ids.bolt, quantity: 20, location: ids.yard },
    { productID: ids.nut, quantity: 5, location: ids.yard },
  ]);
  mkdirSync(SHOTS, { recursive: true });
});

const signedInPage = (viewport = PHONE) => signInAs(() => newPage(viewport), owner);
const lineOf = (page: Page, name: string) => page.locator('.floor-count-line').filter({ hasText: name });

async function checkScreen(page: Page, where: string, shot: string) {
  await expectNoSidewaysScroll(page, where);
  await expectAccessible(page, `${where} at 390 px`);
  await shoot(page, shot);
}

async function itemStock(page: Page, id: string): Promise<string> {
  await page.goto(`/ims/items/${id}`);
  const banner = page.locator('.item-banner-count');
  await banner.waitFor();
  return ((await banner.textContent()) ?? '').trim();
}

describe('inventory: stock counts', () => {
  it(
    'a count is started, recorded on a phone, completed, and the stock follows',
    async () => {
      const { page } = await signedInPage();

      // ---------- a new count of every item in North Yard ----------
      await page.goto('/ims/counts');
      await page.getByRole('heading', { name: 'Stock Counts', level: 1 }).waitFor();
      await page.getByText('No stock counts yet.').waitFor();
      await page.getByRole('link', { name: 'New count' }).click();
      await page.getByRole('heading', { name: 'New Stock Count', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Start count' }).click();
      await page.getByRole('alert').filter({ hasText: 'Please select a warehouse' }).waitFor();
      await page.getByLabel('Warehouse', { exact: true }).selectOption({ label: 'North Yard' });
      await page.getByRole('radio', { name: /All items/ }).check();
      await checkScreen(page, 'new count form', 'count-new-390');
      await page.getByRole('button', { name: 'Start count' }).click();

      // ---------- the sheet: two lines, nothing counted ----------
      await page.getByRole('heading', { name: /CNT-00001/, level: 1 }).waitFor();
      expect(page.url()).toMatch(/\/ims\/counts\/[^/]+$/);
      await expect.poll(() => page.locator('.floor-count-line').count()).toBe(2);
      await expect.poll(() => page.locator('.floor-uncounted').count()).toBe(2);
      await expect.poll(() => termValue(page.locator('.floor-sheet-totals > div'), 'Counted').textContent()).toBe('0 / 2');
      await checkScreen(page, 'count sheet before counting', 'count-sheet-empty-390');

      // one line typed and saved with Enter (the phone keyboard's Done)
      const boltInput = lineOf(page, 'Hex Bolt').getByRole('textbox');
      await boltInput.fill('17');
      // before saving, the counter already sees the variance against what is expected
      await expect.poll(() => termValue(lineOf(page, 'Hex Bolt').locator('dl > div'), 'Variance').textContent()).toBe('−3');
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/ims/counts/record') && r.ok());
      await boltInput.press('Enter');
      await saved;
      await expect.poll(() => termValue(lineOf(page, 'Hex Bolt').locator('dl > div'), 'Counted').textContent()).toBe('17');
      await expect.poll(() => page.locator('.floor-uncounted').count()).toBe(1);

      // a barcode typed into the search as a wedge scanner does (the code, then Enter) goes to its line
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('5012345678917');
      await search.press('Enter');
      const nutInput = lineOf(page, 'Wing Nut').getByRole('textbox');
      await expect.poll(() => nutInput.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await search.inputValue()).toBe('');
      await nutInput.fill('5');

      // Uncounted only still lists the nut: typed is not saved
      await page.getByLabel('Uncounted only', { exact: true }).check();
      await expect.poll(() => page.locator('.floor-count-line').count()).toBe(1);
      await page.getByLabel('Uncounted only', { exact: true }).uncheck();
      await page.getByRole('button', { name: 'Save counts' }).click();
      await expect.poll(() => termValue(page.locator('.floor-sheet-totals > div'), 'Counted').textContent()).toBe('2 / 2');
      await page.getByLabel('Uncounted only', { exact: true }).check();
      await page.getByText('Every item is counted.').waitFor();
      await page.getByLabel('Uncounted only', { exact: true }).uncheck();
      // 3 bolts short, valued at the $1.50 purchase price until completion values them at their lots' cost
      await expect.poll(() => termValue(page.locator('.floor-sheet-totals > div'), 'Variance').textContent()).toBe('−3');
      await expect
        .poll(() => termValue(page.locator('.floor-sheet-totals > div'), 'Variance value \\(estimate\\)').textContent())
        .toBe('−$4.50');
      await checkScreen(page, 'count sheet counted', 'count-sheet-counted-390');

      // ---------- complete: the total variance is said first, a reason is asked ----------
      await page.getByRole('button', { name: 'Complete' }).click();
      const complete = page.getByRole('dialog', { name: 'Complete CNT-00001' });
      await complete.getByText(/Total variance −3 units, about −\$4\.50 at purchase price/).waitFor();
      await complete.getByRole('button', { name: 'Complete count' }).click();
      await complete.getByText('Please provide a reason').waitFor();
      await complete.getByLabel('Reason (required)').fill('Quarterly count');
      await checkScreen(page, 'complete dialog', 'count-complete-390');
      await complete.getByRole('button', { name: 'Complete count' }).click();
      await complete.waitFor({ state: 'detached' });
      await page.locator('h1 .status-badge').filter({ hasText: 'Completed' }).waitFor();
      // completed: the value the server posted at the lots' cost
      await expect.poll(() => termValue(page.locator('.floor-sheet-totals > div'), 'Variance value').textContent()).toBe('−$4.50');
      expect(await page.getByRole('button', { name: 'Save counts' }).count()).toBe(0);
      await checkScreen(page, 'completed count', 'count-completed-390');

      // ---------- the stock changed; the list shows the count done ----------
      expect(await itemStock(page, ids.bolt)).toBe('17 pcs');
      expect(await itemStock(page, ids.nut)).toBe('5 pcs');
      await page.goto('/ims/counts');
      const row = page.getByRole('row').filter({ hasText: 'CNT-00001' });
      await row.getByText('Completed').waitFor();
      await checkScreen(page, 'count list', 'counts-list-390');
    },
    FLOW_MS,
  );

  it(
    'a blind count hides what is expected until it is completed, at 1366 px',
    async () => {
      const made = await api('POST', '/api/ims/counts/add', { warehouseId: ids.yard, blind: true });
      const { page } = await signedInPage(LAPTOP);
      await page.goto(`/ims/counts/${made.id}`);
      await page.getByRole('heading', { name: new RegExp(made.count_number), level: 1 }).waitFor();
      await page.getByText('Blind count: what each item should have is hidden until the count is completed.').waitFor();
      await expect.poll(() => page.locator('.floor-count-line').count()).toBe(2);
      expect(
        await page
          .locator('.floor-count-line dt')
          .filter({ hasText: /^(Expected|Variance|Value)$/ })
          .count(),
      ).toBe(0);
      expect(
        await page
          .locator('.floor-sheet-totals dt')
          .filter({ hasText: /^Variance/ })
          .count(),
      ).toBe(0);
      await expectNoSidewaysScroll(page, 'blind count sheet');
      await expectAccessible(page, 'blind count sheet at 1366 px');
      await shoot(page, 'count-blind-1366');

      await page.getByRole('button', { name: 'Cancel count' }).click();
      const cancel = page.getByRole('dialog', { name: `Cancel ${made.count_number}` });
      await cancel.getByLabel('Reason (required)').fill('Started by mistake');
      await cancel.getByRole('button', { name: 'Cancel count' }).click();
      await cancel.waitFor({ state: 'detached' });
      await page.locator('h1 .status-badge').filter({ hasText: 'Cancelled' }).waitFor();
      await page.goto('/ims/counts');
      await page.getByRole('row').filter({ hasText: made.count_number }).getByText('Cancelled').waitFor();
      await expectAccessible(page, 'count list at 1366 px');
      await shoot(page, 'counts-list-1366');
    },
    FLOW_MS,
  );

  it(
    'counts are imported from a CSV picked on the sheet: a bad row is refused with its number, a good file fills the sheet',
    async () => {
      const made = await api('POST', '/api/ims/counts/add', { warehouseId: ids.yard, blind: false });
      const { page } = await signedInPage();
      await page.goto(`/ims/counts/${made.id}`);
      await page.getByRole('heading', { name: new RegExp(made.count_number), level: 1 }).waitFor();
      const file = page.getByLabel('Import counts (CSV)');
      const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

      // a file without the two columns is refused on the sheet, before any request
      await file.setInputFiles(csv('wrong.csv', 'Item,Qty\nHB-100,1\n'));
      await page.getByRole('alert').filter({ hasText: 'The first line must name the columns SKU and counted' }).waitFor();
      // a bad row: the server's message names it, and nothing is recorded
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/ims/counts/record-rows') && r.status() === 400);
      await file.setInputFiles(csv('bad.csv', 'SKU;counted\nHB-100;18\nWN-200;lots\n'));
      await refused;
      await page.getByRole('alert').filter({ hasText: 'Row 3: Counted quantities must be whole numbers from 0 to 1,000,000' }).waitFor();
      expect(await page.locator('.floor-uncounted').count()).toBe(2);

      await file.setInputFiles(csv('counts.csv', '\uFEFFSKU,counted\r\nHB-100,18\r\nwn-200,4\r\n'));
      await page.getByText('2 counts recorded').waitFor();
      await expect.poll(() => termValue(lineOf(page, 'Hex Bolt').locator('dl > div'), 'Counted').textContent()).toBe('18');
      await expect.poll(() => termValue(lineOf(page, 'Wing Nut').locator('dl > div'), 'Counted').textContent()).toBe('4');
      await expect.poll(() => termValue(page.locator('.floor-sheet-totals > div'), 'Counted').textContent()).toBe('2 / 2');
      expect(await page.getByRole('alert').filter({ hasText: 'Row 3' }).count()).toBe(0);
    },
    FLOW_MS,
  );
});

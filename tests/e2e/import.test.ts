/**
 * The Import screen in Chromium against the real product (IMPORT.md "Flow"): from the Items list's Import button,
 * a CSV of items with two errors is previewed, its columns matched by name, validated (both errors listed with their
 * row and column, downloadable, Import refused); the fixed file validates clean and imports with a progress bar; the
 * items are in the Items list; the import, found in the past imports list of /import, is undone and they are gone. Each state at
 * 1366 px (and the phone width) with an accessibility scan and a screenshot.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes as ims } from '../../shared/inventory/routes.ts';
import { useBrowser } from '../support/browser.ts';
import { expectAccessible, expectNoSidewaysScroll, shoot } from '../support/e2e-checks.ts';
import { ownerApi, signInAs, type Owner } from '../support/e2e-company.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Tansy Garden Goods',
  fullName: 'Tansy Marsh',
  email: `tansy-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct horse battery',
  masterPassword: 'master-of-payments',
  address: '9 Mill Road, Ely',
  phone: '+44 1353 496000',
};
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const LONG_FLOW_MS = 240_000;

/** Unique per run: the SKUs and barcodes of the file. */
const P = `IMP${randomUUID().slice(0, 4).toUpperCase()}`;
/** Rows in the file: enough for more than one batch of the run (250), so the progress moves. */
const ROWS = 300;
const HEADER = [
  'Name',
  'SKU',
  'Barcode',
  'Description',
  'Category',
  'Purchase Price',
  'Sales Price',
  'Unit of Measure',
  'Stock: Main Store',
];

const itemRow = (i: number) => [
  `Garden item ${i}`,
  `${P}-${i}`,
  `${P}${String(i).padStart(6, '0')}`,
  `Imported item ${i}`,
  'General',
  '2.50',
  '4.99',
  'pcs',
  i === 1 ? '5' : '',
];
const csvText = (rows: string[][]) =>
  [HEADER, ...rows].map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n';

/** Two errors: row 3's purchase price is not a number, row 5 repeats row 2's SKU (rows as a spreadsheet numbers them). */
function badFile() {
  const rows = Array.from({ length: ROWS }, (_, i) => itemRow(i + 1));
  rows[1][5] = 'abc';
  rows[3][1] = `${P}-1`;
  return csvText(rows);
}
const goodFile = () => csvText(Array.from({ length: ROWS }, (_, i) => itemRow(i + 1)));
const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

const poll = <T>(fn: () => Promise<T>, timeout = 30_000) => expect.poll(fn, { timeout });
const signedInPage = (viewport: { width: number; height: number }) => signInAs(() => newPage(viewport), owner);
const errorTable = (page: Page) => page.getByRole('table', { name: /^Errors in the file/ });
const itemCards = (page: Page) => page.getByRole('list', { name: 'Items' }).getByRole('link');

/** Every value the screen's progress bars show, recorded as they change (a quick run may show one only briefly). */
async function recordProgressBars(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    const note = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const text = `${bar.getAttribute('aria-labelledby') ? document.getElementById(bar.getAttribute('aria-labelledby')!.split(' ')[0])?.textContent : ''}: ${bar.getAttribute('aria-valuetext')}`;
        if (seen.at(-1) !== text) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}
const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);

/** Validate, and wait for its answer: the summary, or a refusal of the whole file (which fails the test with its words). */
async function validate(page: Page) {
  await page.getByRole('button', { name: 'Validate' }).click();
  await page.locator('.import-summary, .import-file-problem').first().waitFor({ timeout: 60_000 });
  const refusal = page.locator('.import-file-problem');
  if (await refusal.count()) throw new Error(`The file was refused: ${await refusal.innerText()}`);
}

async function searchItems(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
}

beforeAll(async () => {
  const api = await ownerApi(baseUrl, owner);
  await api('POST', ims.warehouseAdd.path, { warehouseName: 'Main Store', warehouseLocation: 'Ely' });
});

describe('import', () => {
  it(
    'imports items from a CSV: two errors listed, the fixed file imported with progress, then undone',
    async () => {
      const { page } = await signedInPage(LAPTOP);
      await page.goto('/ims/items');
      await page.getByRole('link', { name: 'Import', exact: true }).click();
      await page.waitForURL('**/import?kind=items');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Import items');
      expect(await page.getByRole('navigation', { name: 'Inventory management' }).isVisible()).toBe(true);
      await expectAccessible(page, 'import: no file yet');
      await shoot(page, 'import-start-1366');

      // the template: the header row (a stock column per warehouse) and one example row
      const [template] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download template' }).click(),
      ]);
      expect(template.suggestedFilename()).toBe('items-template.csv');
      const templateLines = (await readFile((await template.path())!, 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(templateLines).toHaveLength(2);
      expect(templateLines[0]).toContain('"stock:Main Store"');

      // 1. the file: previewed, its rows counted
      await page.getByLabel('CSV file', { exact: true }).setInputFiles(csvFile('garden.csv', badFile()));
      const preview = page.getByRole('region', { name: "The file's first rows" });
      await preview.waitFor();
      expect(await preview.locator('thead th').allTextContents()).toEqual(HEADER);
      expect(await preview.locator('tbody tr').count()).toBe(5);
      expect(await page.getByText(`${ROWS} rows`, { exact: false }).first().isVisible()).toBe(true);

      // 2. the columns: matched by name (case and spacing ignored), the stock column to its warehouse
      await poll(() => page.getByLabel('Stock: Main Store').inputValue()).toBe('stock:Main Store');
      expect(await page.getByLabel('Purchase Price').inputValue()).toBe('purchase_price');
      expect(await page.getByLabel('Unit of Measure').inputValue()).toBe('unit_of_measure');
      expect(await page.getByLabel('SKU', { exact: true }).inputValue()).toBe('sku');
      // a required field left out is flagged before anything is sent
      await page.getByLabel('SKU', { exact: true }).selectOption('');
      await poll(() => page.getByRole('alert').filter({ hasText: 'Required field not mapped: sku' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Validate' }).isDisabled()).toBe(true);
      await page.getByLabel('SKU', { exact: true }).selectOption('sku');
      await expectAccessible(page, 'import: file and columns');
      await shoot(page, 'import-mapping-1366');

      // 3. validate: both errors, by row and column; Import refused with the reason; the errors as CSV
      await validate(page);
      await errorTable(page).waitFor();
      expect(await page.getByRole('heading', { name: '2 errors in 2 rows' }).isVisible()).toBe(true);
      const errorRows = await errorTable(page)
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
      expect(errorRows.map(([row, column, value]) => [row, column, value])).toEqual([
        ['3', 'Purchase Price', 'abc'],
        ['5', 'SKU', `${P}-1`],
      ]);
      expect(errorRows[1][3]).toContain('row 2');
      expect(await page.getByText(`${ROWS} rows:`).isVisible()).toBe(true);
      const importButton = page.getByRole('button', { name: 'Import', exact: true });
      expect(await importButton.isDisabled()).toBe(true);
      expect(await page.getByText('Fix the rows listed above in your file').isVisible()).toBe(true);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download errors' }).click()]);
      const errorsCsv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
      expect(errorsCsv.split('\r\n')[0]).toBe('"row","column","value","message"');
      expect(errorsCsv).toContain(`"5","SKU","${P}-1"`);
      await expectAccessible(page, 'import: errors');
      await shoot(page, 'import-errors-1366');

      // the fixed file, picked again: validates clean
      await page.getByLabel('CSV file', { exact: true }).setInputFiles(csvFile('garden-fixed.csv', goodFile()));
      await poll(() => errorTable(page).count()).toBe(0);
      await validate(page);
      await poll(() => page.getByText(`${ROWS} rows: ${ROWS} new`).isVisible()).toBe(true);
      expect(await importButton.isEnabled()).toBe(true);
      await expectAccessible(page, 'import: valid');
      await shoot(page, 'import-valid-1366');

      // 4. import: the progress bar, then done
      await recordProgressBars(page);
      await importButton.click();
      await poll(() => page.getByText(`Imported ${ROWS} rows`).isVisible(), 120_000).toBe(true);
      const seen = await progressSeen(page);
      expect(seen.length, 'the progress bar showed').toBeGreaterThan(0);
      expect(seen[0]).toMatch(new RegExp(`^Importing: \\d+ of ${ROWS} rows$`));
      expect(await page.getByRole('progressbar').count()).toBe(0);
      await expectAccessible(page, 'import: done');
      await shoot(page, 'import-done-1366');

      // the items are in the Items list
      await page.getByRole('link', { name: 'Back to Items' }).click();
      await page.waitForURL('**/ims/items');
      await searchItems(page, `${P}-300`);
      await poll(() => itemCards(page).count()).toBe(1);
      expect(await itemCards(page).first().textContent()).toContain('Garden item 300');
      await searchItems(page, P);
      await poll(() => itemCards(page).count()).toBeGreaterThan(20);

      // 5. undo from the past imports list (issue 31, 12), not from the screen that ran it: the list names the file,
      // the kind, who and when, the rows and the status; Undo opens the import's own screen to follow it
      await page.goto('/import');
      const past = page.getByRole('table', { name: 'Past imports' });
      const ran = past.locator('tbody tr').filter({ hasText: 'garden-fixed.csv' });
      await poll(() => ran.textContent()).toContain('Imported');
      expect(await ran.textContent()).toContain(`${ROWS} (${ROWS} new)`);
      expect(await ran.textContent()).toContain(owner.fullName);
      expect(await ran.textContent()).toContain('Items');
      expect(await past.locator('tbody tr').filter({ hasText: 'garden.csv' }).first().textContent()).toContain('Has errors');
      expect(await past.locator('tbody tr').filter({ hasText: 'garden.csv' }).getByRole('button').count()).toBe(0);
      await expectAccessible(page, 'import: past imports');
      await shoot(page, 'import-past-1366');
      await ran.getByRole('button', { name: 'Undo the import of garden-fixed.csv' }).click();
      const dialog = page.getByRole('dialog', { name: 'Undo import' });
      await dialog.waitFor();
      await expectAccessible(page, 'import: undo dialog');
      await shoot(page, 'import-undo-dialog-1366');
      await recordProgressBars(page);
      await dialog.getByRole('button', { name: 'Undo import' }).click();
      await page.waitForURL(/\/import\?kind=items&id=/);
      await poll(() => page.getByText(`Import undone: ${ROWS} items removed`).isVisible(), 120_000).toBe(true);
      expect((await progressSeen(page))[0]).toMatch(new RegExp(`^Undoing: \\d+ of ${ROWS} rows$`));
      await expectAccessible(page, 'import: undone');
      await shoot(page, 'import-undone-1366');

      await page.getByRole('link', { name: 'Back to Items' }).click();
      await page.waitForURL('**/ims/items');
      await searchItems(page, P);
      await poll(() => page.getByText('No items found.').isVisible()).toBe(true);
    },
    LONG_FLOW_MS,
  );

  it(
    'works at phone width: the errors stack, nothing scrolls sideways; tenants import under the rent toolbar',
    async () => {
      const { page } = await signedInPage(PHONE);
      await page.goto('/import?kind=items');
      await page.getByLabel('CSV file', { exact: true }).setInputFiles(csvFile('garden.csv', badFile()));
      await page.getByRole('region', { name: "The file's first rows" }).waitFor();
      await expectNoSidewaysScroll(page, 'import with a file at 390');
      await expectAccessible(page, 'import with a file at 390');
      await shoot(page, 'import-mapping-390');

      await validate(page);
      await errorTable(page).waitFor();
      await expectNoSidewaysScroll(page, 'import errors at 390');
      await expectAccessible(page, 'import errors at 390');
      await shoot(page, 'import-errors-390');

      await page.goto('/hms/tenants');
      await page.getByRole('link', { name: 'Import', exact: true }).click();
      await page.waitForURL('**/import?kind=tenants');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Import tenants');
      expect(await page.getByRole('navigation', { name: 'Rent management' }).isVisible()).toBe(true);
      // the past imports stack as cards at this width
      expect(await page.getByRole('heading', { name: 'Past imports' }).isVisible()).toBe(true);
      await expectNoSidewaysScroll(page, 'tenants import at 390');
      await expectAccessible(page, 'tenants import at 390');
      await shoot(page, 'import-tenants-390');
    },
    LONG_FLOW_MS,
  );
});

/**
 * Export CSV of the paged lists (IMPORT.md "Export"), in Chromium against the real product: one company with more
 * tenants than the API's largest page (the export follows the cursor) and more items and expenses than their screens'
 * first page. Items, suppliers, tenants and expenses each download every row, under the import template's headers
 * where the kind can be imported, in the reports' format; the button shows its progress while it runs. The round trip
 * (IMPORT.md "Export"): the suppliers and items exports of that company, imported into a second company through its
 * lists' Import button, match every column by name, validate with no error and show the same records in its lists.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { financeRoutes } from '../../shared/inventory/finance-routes.ts';
import { inventoryRoutes } from '../../shared/inventory/routes.ts';
import { IMPORT_FIELDS } from '../../shared/import/fields.ts';
import { PAGE_LIMIT } from '../../shared/paging.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { useBrowser } from '../support/browser.ts';
import { expectAccessible, expectNoSidewaysScroll, shoot } from '../support/e2e-checks.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';

const { baseUrl, newPage } = useBrowser();

const tag = randomUUID().slice(0, 6);
const owner: Owner = {
  companyName: 'Export Lists Ltd',
  fullName: 'Erin Export',
  email: `erin-${tag}@example.com`,
  password: 'every row please',
  masterPassword: 'master-of-exports',
  address: '4 Ledger Lane, York',
  phone: '+44 1904 000000',
};

/** More than the API's largest page: the export reads a second page through the cursor. */
const TENANTS = PAGE_LIMIT.max + 5;
/** More than the Items screen's first page (24 cards). */
const ITEMS = 30;
/** More than the Expenses screen's first page (30 rows). */
const EXPENSES = 35;
const SUPPLIERS = 3;

let api: OwnerApi;

/** Runs `make(i)` for i = 1..n, a few at a time. */
async function times(n: number, make: (i: number) => Promise<unknown>): Promise<void> {
  let next = 1;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next <= n) await make(next++);
    }),
  );
}

const tenantOf = (i: number) => ({
  name: `Tenant ${String(i).padStart(3, '0')}, ${tag}`,
  phone: `+44 7700 9${String(i).padStart(5, '0')}`,
  email: `tenant${i}-${tag}@example.com`,
  address: i % 2 ? `${i} "Quay" Street, York` : '',
  idType: 'Passport',
  idNumber: `P${tag}${i}`,
  idExpiry: '2031-06-30',
  idIssuingCountry: 'United Kingdom',
});

beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  await times(TENANTS, (i) => api('POST', rentRoutes.tenantAdd.path, tenantOf(i)));
  await times(ITEMS, (i) =>
    api('POST', inventoryRoutes.productAdd.path, {
      name: `Ream ${i}, A4`,
      sku: `RM-${tag}-${i}`,
      description: i === 1 ? '=SUM(A1) is text' : 'A4 ream',
      barcode: `RM${tag}${i}`,
      category: 'office-supplies',
      purchasePrice: 4.5,
      sellingPrice: 9.25,
      unit: 'pcs',
    }),
  );
  await times(SUPPLIERS, (i) =>
    api('POST', inventoryRoutes.supplierAdd.path, {
      name: `Supplier ${i} ${tag}`,
      contactPerson: `Sam ${i}`,
      contactEmail: `supplier${i}-${tag}@example.com`,
      contactNumber: `+44 20 7946 000${i}`,
      address: `${i} Mill Lane, Leeds`,
    }),
  );
  const today = new Date().toISOString().slice(0, 10);
  await times(EXPENSES, (i) =>
    api('POST', financeRoutes.expenseAdd.path, { category: 'supplies', amount: i + 0.5, description: `Paper ${i}`, date: today }),
  );
}, 180_000);

interface Exported {
  name: string;
  header: string[];
  rows: string[][];
  /** The file as downloaded (the browser deletes it with its context): what an import picks. */
  bytes: Buffer;
}

/** A downloaded file: its name and its records (header first); a BOM first. */
async function readExport(file: Download): Promise<Exported> {
  const bytes = readFileSync((await file.path())!);
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF'), 'a UTF-8 BOM first').toBe(true);
  const { data, errors } = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(errors).toEqual([]);
  const [header, ...rows] = data;
  return { name: file.suggestedFilename(), header, rows, bytes };
}

/** Clicks the page header's Export CSV and reads the file. */
async function exportFrom(page: Page): Promise<Exported> {
  const download = page.waitForEvent('download');
  await page.locator('.page-header').getByRole('button', { name: 'Export CSV' }).click();
  return readExport(await download);
}

/** Rows in a stable order, to compare two files whatever order their lists have. */
const sorted = (rows: string[][]) => [...rows].sort((a, b) => a.join('\u0000').localeCompare(b.join('\u0000')));

/**
 * From the list's Import button (the page is on the list), picks an exported file in the Import screen: every column
 * matched by its name, the validation clean (`N rows: N new`, no error), checked with axe, then imported. Leaves the
 * page on the done state.
 */
async function importExport(page: Page, kind: 'items' | 'suppliers', file: Exported) {
  await page.locator('.page-header').getByRole('link', { name: 'Import', exact: true }).click();
  await page.waitForURL(`**/import?kind=${kind}`);
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: file.bytes });
  const preview = page.getByRole('region', { name: "The file's first rows" });
  await preview.waitFor();
  expect(await preview.locator('thead th').allTextContents()).toEqual(file.header);

  // every column matched automatically: the export's headers are the import's fields
  const columns = page.getByRole('list', { name: 'Columns of the file' });
  expect(await columns.getByRole('combobox').count()).toBe(file.header.length);
  for (const header of file.header) {
    await expect.poll(() => columns.getByLabel(header, { exact: true }).inputValue(), { message: header }).toBe(header);
  }
  expect(
    await page
      .getByRole('alert')
      .filter({ hasText: /not mapped|Two columns/ })
      .count(),
    'no mapping problem',
  ).toBe(0);

  const validate = page.getByRole('button', { name: 'Validate' });
  expect(await validate.isEnabled()).toBe(true);
  await validate.click();
  await page.locator('.import-summary, .import-file-problem').first().waitFor({ timeout: 60_000 });
  const refusal = page.locator('.import-file-problem');
  if (await refusal.count()) throw new Error(`The ${kind} export was refused: ${await refusal.innerText()}`);
  const n = file.rows.length;
  expect(await page.locator('.import-summary').innerText()).toBe(`${n} rows: ${n} new`);
  expect(await page.getByRole('table', { name: /^Errors in the file/ }).count()).toBe(0);
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  expect(await importButton.isEnabled()).toBe(true);
  expect(await page.getByText(`${n} ${kind} will be created.`).isVisible()).toBe(true);
  await expectAccessible(page, `import of the ${kind} export: validated`);
  await shoot(page, `export-lists-import-${kind}-valid-1366`);

  await importButton.click();
  await expect.poll(() => page.getByText(`Imported ${n} rows`).isVisible(), { timeout: 120_000 }).toBe(true);
}

const fileName = (title: string) => new RegExp(`^${title}-\\d{4}-\\d{2}-\\d{2}\\.csv$`);

describe('Export CSV of the lists', () => {
  it('items, suppliers, tenants and expenses: every row, under the import template’s headers where it has one', async () => {
    const { page } = await signInAs(() => newPage({ width: 1366, height: 900 }), owner);

    // ---------- items: the first screen page holds fewer than every item; the file has them all ----------
    // the screen's first request reads fewer than every item (the grid may read its next page at once as its end
    // comes into view, so the count of cards is not the measure)
    const firstPage = page.waitForResponse(
      (r) => new URL(r.url()).pathname === inventoryRoutes.productList.path && !r.url().includes('cursor=') && r.ok(),
    );
    await page.goto('/ims/items');
    const firstItems = (await (await firstPage).json()) as { items?: unknown[] } | unknown[];
    const firstCount = Array.isArray(firstItems) ? firstItems.length : (firstItems.items ?? []).length;
    expect(firstCount).toBeGreaterThan(0);
    expect(firstCount).toBeLessThan(ITEMS);
    await page.getByRole('list', { name: 'Items' }).getByRole('listitem').first().waitFor();
    const items = await exportFrom(page);
    expect(items.name).toMatch(fileName('items'));
    expect(items.header).toEqual([...IMPORT_FIELDS.items]);
    expect(items.rows).toHaveLength(ITEMS);
    expect(new Set(items.rows.map((r) => r[0]))).toEqual(new Set(Array.from({ length: ITEMS }, (_, i) => `Ream ${i + 1}, A4`)));
    expect(items.rows.find((r) => r[1] === `RM-${tag}-1`)).toEqual([
      'Ream 1, A4',
      `RM-${tag}-1`,
      `RM${tag}1`,
      // kept text for a spreadsheet (OWASP CSV injection); the import takes the apostrophe off again
      "'=SUM(A1) is text",
      'Office Supplies',
      '4.50',
      '9.25',
      'pcs',
    ]);

    // ---------- suppliers ----------
    await page.goto('/ims/suppliers');
    await page.getByRole('table', { name: 'Suppliers' }).getByRole('row').nth(SUPPLIERS).waitFor();
    const suppliers = await exportFrom(page);
    expect(suppliers.name).toMatch(fileName('suppliers'));
    expect(suppliers.header).toEqual([...IMPORT_FIELDS.suppliers]);
    expect(suppliers.rows.sort((a, b) => a[0].localeCompare(b[0]))).toEqual(
      Array.from({ length: SUPPLIERS }, (_, i) => [
        `Supplier ${i + 1} ${tag}`,
        `Sam ${i + 1}`,
        `'+44 20 7946 000${i + 1}`,
        `supplier${i + 1}-${tag}@example.com`,
        `${i + 1} Mill Lane, Leeds`,
      ]),
    );

    // ---------- tenants: past the API's largest page, with the progress on the button meanwhile ----------
    await page.goto('/hms/tenants');
    await page.getByRole('table', { name: 'Tenants' }).getByRole('row').nth(1).waitFor();
    // the second page answers late, so the progress can be read
    let cursorAsks = 0;
    const secondPage = (url: URL) => url.pathname === rentRoutes.tenantList.path && url.searchParams.has('cursor');
    await page.route(secondPage, async (route) => {
      cursorAsks += 1;
      await new Promise((done) => setTimeout(done, 1_000));
      await route.continue();
    });
    const download = page.waitForEvent('download');
    const button = page.locator('.page-header').getByRole('button', { name: /Export CSV|Exporting/ });
    await button.click();
    await page
      .locator('.page-header')
      .getByRole('button', { name: `Exporting... (${PAGE_LIMIT.max} rows)` })
      .waitFor();
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    const tenantFile = await readExport(await download);
    await page.unroute(secondPage);
    await page.locator('.page-header').getByRole('button', { name: 'Export CSV' }).waitFor();
    expect(cursorAsks).toBe(1);
    expect(tenantFile.name).toMatch(fileName('tenants'));
    expect(tenantFile.header).toEqual([...IMPORT_FIELDS.tenants]);
    const tenants = tenantFile.rows;
    expect(tenants).toHaveLength(TENANTS);
    // newest first, as the list; the ID expiry ISO (the import's format), the phone kept text
    const first = tenantOf(TENANTS);
    expect(tenants.find((t) => t[2] === first.email)).toEqual([
      first.name,
      `'${first.phone}`,
      first.email,
      first.address,
      'Passport',
      first.idNumber,
      '2031-06-30',
      'United Kingdom',
    ]);
    expect(new Set(tenants.map((t) => t[2])).size).toBe(TENANTS);

    // ---------- one other list: expenses, the screen's columns, amounts as plain decimals, dates en-GB ----------
    await page.goto('/ims/expenses');
    const expenseRows = page.getByRole('table', { name: 'Expenses, newest first' }).locator('tbody tr');
    await expenseRows.first().waitFor();
    expect(await expenseRows.count()).toBeLessThan(EXPENSES);
    const expenses = await exportFrom(page);
    expect(expenses.name).toMatch(fileName('expenses'));
    expect(expenses.header).toEqual(['Category', 'Amount', 'Description', 'Date']);
    expect(expenses.rows).toHaveLength(EXPENSES);
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('/');
    expect(expenses.rows.find((r) => r[2] === 'Paper 7')).toEqual([expect.any(String), '7.50', 'Paper 7', today]);
  }, 240_000);

  it('a suppliers and an items export import into a second company: every column matched, no error, the same records', async () => {
    // company A's exports, downloaded from its lists
    const a = await signInAs(() => newPage({ width: 1366, height: 900 }), owner);
    await a.page.goto('/ims/suppliers');
    await a.page.getByRole('table', { name: 'Suppliers' }).getByRole('row').nth(SUPPLIERS).waitFor();
    const suppliersOfA = await exportFrom(a.page);
    expect(suppliersOfA.rows).toHaveLength(SUPPLIERS);
    await a.page.goto('/ims/items');
    await a.page.getByRole('list', { name: 'Items' }).getByRole('listitem').first().waitFor();
    const itemsOfA = await exportFrom(a.page);
    expect(itemsOfA.rows).toHaveLength(ITEMS);
    // A's items are in a default category, which every company has
    expect(new Set(itemsOfA.rows.map((r) => r[4]))).toEqual(new Set(['Office Supplies']));

    // company B: new, empty, signed in as a person does it
    const ownerB: Owner = {
      companyName: 'Second Ledger Ltd',
      fullName: 'Bea Second',
      email: `bea-${tag}@example.com`,
      password: 'import them all',
      masterPassword: 'master-of-imports',
      address: '8 Ledger Lane, York',
      phone: '+44 1904 000001',
    };
    await ownerApi(baseUrl, ownerB);
    const { page } = await signInAs(() => newPage({ width: 1366, height: 900 }), ownerB);

    // ---------- suppliers: Import from B's Suppliers list, then the same names there ----------
    await page.goto('/ims/suppliers');
    await page.getByText('No suppliers yet').waitFor();
    await importExport(page, 'suppliers', suppliersOfA);
    await page.getByRole('link', { name: 'Back to Suppliers' }).click();
    await page.waitForURL('**/ims/suppliers');
    const table = page.getByRole('table', { name: 'Suppliers' });
    await table.getByRole('row').nth(SUPPLIERS).waitFor();
    const names = await table.locator('.partner-company').allTextContents();
    expect(names.sort()).toEqual(suppliersOfA.rows.map((r) => r[0]).sort());
    // and every column as A exported it (the phone's apostrophe off on import, on again on export)
    const suppliersOfB = await exportFrom(page);
    expect(sorted(suppliersOfB.rows)).toEqual(sorted(suppliersOfA.rows));

    // ---------- items: Import from B's Items list, then the same items there ----------
    await page.goto('/ims/items');
    await page.getByText('No items found.').waitFor();
    await importExport(page, 'items', itemsOfA);
    await page.getByRole('link', { name: 'Back to Items' }).click();
    await page.waitForURL('**/ims/items');
    const cards = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await cards.first().waitFor();
    // the first page holds fewer than every item: load the rest
    await expect
      .poll(
        async () => {
          const more = page.getByRole('button', { name: 'Load more' });
          if ((await more.isVisible()) && (await more.isEnabled())) await more.click();
          return cards.count();
        },
        { timeout: 30_000 },
      )
      .toBe(ITEMS);
    const itemNames = await page.getByRole('list', { name: 'Items' }).locator('.item-card-name').allTextContents();
    expect(itemNames.sort()).toEqual(itemsOfA.rows.map((r) => r[0]).sort());
    // every column as A exported it, the formula-looking description kept text
    const itemsOfB = await exportFrom(page);
    expect(sorted(itemsOfB.rows)).toEqual(sorted(itemsOfA.rows));
  }, 240_000);

  it('sits in the list header beside the other actions at phone width, under the title', async () => {
    const { page } = await signInAs(() => newPage({ width: 390, height: 844 }), owner);
    await page.goto('/ims/suppliers');
    const header = page.locator('.page-header');
    await page.getByRole('table', { name: 'Suppliers' }).getByRole('row').nth(SUPPLIERS).waitFor();
    const actions = await header.getByRole('button').or(header.getByRole('link')).allTextContents();
    expect(actions.map((t) => t.trim())).toEqual(['Import', 'Export CSV', 'Add New']);
    // the actions wrap under the title, not into a narrow column beside it
    const title = await page.getByRole('heading', { level: 1, name: 'Suppliers' }).boundingBox();
    const button = await header.getByRole('button', { name: 'Export CSV' }).boundingBox();
    expect(button!.y).toBeGreaterThan(title!.y + title!.height);
    await expectNoSidewaysScroll(page, 'Suppliers at 390 px');
    await expectAccessible(page, 'Suppliers at 390 px');
    await shoot(page, 'export-lists-suppliers-390');
  });
});

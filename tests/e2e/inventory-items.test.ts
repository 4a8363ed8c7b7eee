/**
 * Items in Chromium against the real product (spec part 2 §2 Items; INVENTORY.md "Catalogue", "Stock"): add an
 * item with a new category and an image, find it in the list by its stock colour, search and filter, open it, see
 * its barcode symbol, adjust stock up and down (and a refused decrease), page through its movements, edit it,
 * change its image; each screen at 1366 px and 390 px with an accessibility scan. The company and its
 * warehouses are made through the API; the tests build on each other's data.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { a11yViolations, useBrowser } from '../support/browser.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { JPEG_BASE64, PNG_BASE64 } from '../support/item-images.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Hedgerow Supplies',
  fullName: 'Hazel Hedgerow',
  email: `hazel-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct horse battery',
  masterPassword: 'master-of-payments',
  address: '3 Orchard Lane, York',
  phone: '+44 1904 496000',
};
const item = {
  name: 'Pruning Shears',
  sku: `PRUNE-${randomUUID().slice(0, 4).toUpperCase()}`,
  barcode: '5012345678900',
  description: 'Bypass shears for branches up to 2 cm.',
  category: 'Garden Tools',
  purchasePrice: '12.5',
  salesPrice: '1234.5',
  unit: 'pcs',
};
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const LONG_FLOW_MS = 150_000;
const RED = 'rgb(220, 38, 38)';
const GREEN = 'rgb(22, 163, 74)';

const warehouses: Record<'north' | 'south', string> = { north: '', south: '' };
let itemId = '';

let api: OwnerApi;

beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  warehouses.north = (await api('POST', r.warehouseAdd.path, { warehouseName: 'North Depot', warehouseLocation: 'Leeds' })).id;
  warehouses.south = (await api('POST', r.warehouseAdd.path, { warehouseName: 'South Depot', warehouseLocation: 'Bristol' })).id;
});

const signedInPage = (viewport: { width: number; height: number }) => signInAs(() => newPage(viewport), owner);

const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const card = (page: Page) => page.getByRole('list', { name: 'Items' }).getByRole('link', { name: new RegExp(item.name) });
const imageFile = (name: string, mimeType: string, b64: string) => ({ name, mimeType, buffer: Buffer.from(b64, 'base64') });
const borderTop = (l: Locator) => l.evaluate((el) => getComputedStyle(el).borderTopColor);
/** The image has loaded (naturalWidth > 0) from its signed URL. */
const imageLoaded = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

/** The screens load their chunks and data on a busy 2-core machine: wait as long as a locator would. */
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 30_000 });

async function expectNoA11yViolations(page: Page) {
  expect(await a11yViolations(page)).toEqual([]);
}

describe('items', () => {
  it(
    'adds an item with a new category and an image, then finds it in the list',
    async () => {
      const { page } = await signedInPage(LAPTOP);
      await page.goto('/ims/items');
      await poll(() => page.getByText('No items found.').isVisible()).toBe(true);
      await expectNoA11yViolations(page);

      await page.getByRole('button', { name: 'Add New' }).click();
      const add = dialog(page, 'Add New Item');
      await add.getByRole('button', { name: 'Add Item' }).click();
      await poll(() => add.getByRole('alert').textContent()).toBe('Please provide all the fields');

      await add.getByLabel('Name').fill(item.name);
      await add.getByLabel('SKU').fill(item.sku);
      await add.getByLabel('Barcode').fill(item.barcode);
      await add.getByLabel('Description').fill(item.description);
      await add.getByRole('button', { name: '+ New category' }).click();
      await add.getByLabel('New category name').fill(item.category);
      await add.getByRole('button', { name: 'Add category' }).click();
      await toast(page, 'Category added successfully').waitFor();
      await poll(() => add.getByLabel('Category', { exact: true }).locator('option:checked').textContent()).toBe(item.category);
      await add.getByLabel('Purchase Price ($)').fill(item.purchasePrice);
      await add.getByLabel('Sales Price ($)').fill(item.salesPrice);
      await add.getByLabel('Unit').selectOption(item.unit);
      await add.getByLabel('Image (optional)').setInputFiles(imageFile('shears.png', 'image/png', PNG_BASE64));
      await expectNoA11yViolations(page);
      await add.getByRole('button', { name: 'Add Item' }).click();
      await toast(page, 'Product added successfully').waitFor();
      await toast(page, 'Image uploaded successfully').waitFor();
      await add.waitFor({ state: 'detached' });

      // the card: image, facts, 0 in stock → red border and the words the item page says too (Out of stock)
      await card(page).waitFor();
      await poll(() => card(page).locator('.stock-badge').textContent()).toBe('Out of stock');
      expect(await borderTop(card(page))).toBe(RED);
      await poll(() => imageLoaded(card(page).locator('img'))).toBe(true);
      const text = await card(page).textContent();
      for (const part of [item.sku, item.barcode, item.category, '0 pcs']) expect(text).toContain(part);
      itemId = (await card(page).getAttribute('href'))!.split('/').pop()!;

      // search (debounced, on the server) and the category filter
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill(item.sku.slice(0, 7).toLowerCase());
      await poll(() => card(page).count()).toBe(1);
      await search.fill('zzz-nothing');
      await poll(() => page.getByText('No items found.').isVisible()).toBe(true);
      await search.fill('');
      await page.getByLabel('Category').selectOption({ label: 'Electronics' });
      await poll(() => page.getByText('No items found.').isVisible()).toBe(true);
      await page.getByLabel('Category').selectOption({ label: item.category });
      await poll(() => card(page).count()).toBe(1);
      await page.screenshot({ path: '/tmp/shots/items-1366.png', fullPage: true });
    },
    LONG_FLOW_MS,
  );

  it(
    'opens the item: details, barcode symbol, stock adjustments, movements, edit and a new image',
    async () => {
      const { page } = await signedInPage(LAPTOP);
      await page.goto('/ims/items');
      await card(page).click();
      await page.waitForURL(`**/ims/items/${itemId}`);
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(item.name);
      const details = page.getByRole('tabpanel', { name: 'Details' });
      await poll(() => details.getByText('$1,234.50').isVisible()).toBe(true);
      expect(await details.getByText('$12.50').isVisible()).toBe(true);
      expect(await details.locator('.item-banner').textContent()).toContain('Out of stock');

      // a real EAN-13 symbol: bars drawn as SVG rectangles
      const barcode = details.getByRole('img', { name: `Barcode ${item.barcode} (EAN-13)` });
      await barcode.waitFor();
      await poll(() => barcode.locator('rect').count()).toBeGreaterThan(20);
      await poll(() => imageLoaded(details.getByRole('img', { name: item.name }))).toBe(true);
      await expectNoA11yViolations(page);

      // stock adjustment: reason required, up, a refused decrease, down
      await page.getByRole('tab', { name: 'Stock Adjustment' }).click();
      const adjust = page.getByRole('tabpanel', { name: 'Stock Adjustment' });
      await adjust.getByLabel('Warehouse').selectOption({ label: 'North Depot (none on hand)' });
      await adjust.getByLabel('Change').fill('30');
      await adjust.getByRole('button', { name: 'Update Stock' }).click();
      await poll(() => adjust.getByRole('alert').textContent()).toBe('Please provide a reason for the adjustment.');
      await adjust.getByLabel('Reason').fill('Opening count');
      await adjust.getByRole('button', { name: 'Update Stock' }).click();
      await toast(page, 'Stock updated successfully!').waitFor();
      await poll(() => adjust.getByLabel('Warehouse').locator('option').allTextContents()).toContain('North Depot (30 on hand)');

      await adjust.getByLabel('Warehouse').selectOption({ label: 'North Depot (30 on hand)' });
      await adjust.getByLabel('Change').fill('-40');
      await adjust.getByLabel('Reason').fill('Too many');
      await adjust.getByRole('button', { name: 'Update Stock' }).click();
      await adjust.getByRole('alert').filter({ hasText: 'Not enough stock in this warehouse' }).waitFor();

      await adjust.getByLabel('Change').fill('-5');
      await adjust.getByLabel('Reason').fill('Damaged in transit');
      await adjust.getByRole('button', { name: 'Update Stock' }).click();
      await poll(() => adjust.getByLabel('Warehouse').locator('option').allTextContents()).toContain('North Depot (25 on hand)');
      await expectNoA11yViolations(page);

      await page.getByRole('tab', { name: 'Details' }).click();
      await poll(() => page.locator('.item-banner').textContent()).toContain('25 pcs');
      expect(await page.locator('.item-banner').getAttribute('class')).toContain('tone-green');

      // ten more movements through the API: 12 in all, two pages
      for (let i = 1; i <= 10; i++) {
        await api('POST', r.stockAdjust.path, { itemId, warehouseId: warehouses.south, quantityChange: i, reason: `Count ${i}` });
      }
      await page.reload();
      await page.getByRole('tab', { name: 'Stock Movements' }).click();
      const movements = page.getByRole('tabpanel', { name: 'Stock Movements' });
      const rows = movements.locator('tbody tr');
      await poll(() => rows.count()).toBe(10);
      expect(await movements.getByText('Page 1 of 2').isVisible()).toBe(true);
      expect(await rows.first().textContent()).toContain('Count 10');
      expect(await rows.first().textContent()).toContain('+10');
      expect(await movements.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      await movements.getByRole('button', { name: 'Next' }).click();
      await poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toContain('-5');
      expect(await rows.nth(1).textContent()).toContain('Opening count');
      expect(await movements.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      await expectNoA11yViolations(page);
      await movements.getByRole('button', { name: 'Previous' }).click();
      await poll(() => rows.count()).toBe(10);

      // edit: unchanged is refused by the server, then a new sales price
      await page.getByRole('button', { name: 'Edit Item' }).click();
      const edit = dialog(page, 'Edit Item');
      expect(await edit.getByLabel('Name').inputValue()).toBe(item.name);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      // the dialog's refusal shows inside it (issue 31 item 8)
      await poll(() => edit.getByRole('alert').textContent()).toBe('No changes detected');
      await edit.getByLabel('Sales Price ($)').fill('1500');
      await edit.getByLabel('Name').fill('');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await poll(() => edit.getByRole('alert').textContent()).toBe('Please provide all the fields');
      await edit.getByLabel('Name').fill(`${item.name} Pro`);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Product updated successfully').waitFor();
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`${item.name} Pro`);
      await page.getByRole('tab', { name: 'Details' }).click();
      await poll(() => page.getByText('$1,500.00').isVisible()).toBe(true);

      // a new image (JPEG) replaces the PNG
      const before = await page.getByRole('img', { name: `${item.name} Pro` }).getAttribute('src');
      await page.getByLabel('Change image').setInputFiles(imageFile('shears.jpg', 'image/jpeg', JPEG_BASE64));
      await toast(page, 'Image uploaded successfully').waitFor();
      await poll(() => page.getByRole('img', { name: `${item.name} Pro` }).getAttribute('src')).not.toBe(before);
      expect(await page.getByRole('img', { name: `${item.name} Pro` }).getAttribute('src')).toContain('.jpg');
      await poll(() => imageLoaded(page.getByRole('img', { name: `${item.name} Pro` }))).toBe(true);
      await page.screenshot({ path: '/tmp/shots/item-1366.png', fullPage: true });

      // back in the list: 80 on hand now → green
      await page.goto('/ims/items');
      await card(page).waitFor();
      await poll(() => borderTop(card(page))).toBe(GREEN);
      expect(await card(page).locator('.stock-badge').textContent()).toBe('In stock');
      expect(await card(page).textContent()).toContain(`${item.name} Pro`);
    },
    LONG_FLOW_MS,
  );

  it(
    'fits a phone (390 px): list and item page, nothing wider than the screen',
    async () => {
      const { page } = await signedInPage(PHONE);
      await page.goto('/ims/items');
      await card(page).waitFor();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: '/tmp/shots/items-390.png', fullPage: true });
      await expectNoA11yViolations(page);
      await card(page).click();
      await page.getByRole('img', { name: /^Barcode / }).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: '/tmp/shots/item-390.png', fullPage: true });
      await page.getByRole('tab', { name: 'Stock Movements' }).click();
      await page.getByRole('tabpanel', { name: 'Stock Movements' }).locator('tbody tr').first().waitFor();
      await page.screenshot({ path: '/tmp/shots/item-movements-390.png', fullPage: true });
      await expectNoA11yViolations(page);
    },
    LONG_FLOW_MS,
  );
});

/**
 * Transfers in Chromium on a 390 px phone (WAREHOUSE.md "Transfers"): a transfer requested through the form (the two
 * warehouses must differ, said inline), shipped, received in two parts, and the figures checked on the item page (in
 * transit per warehouse and in total, then gone) and on the stock dashboard; axe and no sideways scroll on each screen.
 * The company, its items, warehouses and stock are made through the API; everything else through the screens.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { pickOption } from '../support/combobox.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { SHOTS, expectAccessible, expectNoSidewaysScroll, shoot, termValue } from '../support/e2e-checks.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Two Yards Trading',
  fullName: 'Tia Transfer',
  email: `tia-${randomUUID().slice(0, 8)}@example.com`,
  password: 'stock on the move',
  masterPassword: 'master-of-moves',
  address: '9 Quay Street, Leeds',
  phone: '+44 113 496 0101',
};
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const FLOW_MS = 300_000;

let api: OwnerApi;
const ids = { bolt: '', north: '', cardiff: '' };

/** Hex Bolts bought at $1.50: 30 in North Yard; Cardiff Depot empty. */
beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  const bolt = await api('POST', '/api/ims/product/add', {
    name: 'Hex Bolt',
    sku: 'HB-100',
    barcode: '5012345678900',
    description: 'Hex bolt for the transfer run',
    category: 'hardware',
    purchasePrice: 1.5,
    sellingPrice: 3,
    unit: 'pcs',
  });
  ids.bolt = bolt.id;
  ids.north = (await api('POST', '/api/ims/warehouses/add', { warehouseName: 'North Yard', warehouseLocation: 'Leeds' })).id;
  ids.cardiff = (await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Cardiff Depot', warehouseLocation: 'Cardiff' })).id;
  await api('POST', '/api/ims/stock/add', [{ productID: ids.bolt, quantity: 30, location: ids.north }]);
  mkdirSync(SHOTS, { recursive: true });
});

const signedInPage = (viewport: { width: number; height: number }) => signInAs(() => newPage(viewport), owner);
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The item page's stock per warehouse, as its list reads: "North Yard 18", "Cardiff Depot 8 +4 in transit". */
async function stockPerWarehouse(page: Page): Promise<string[]> {
  await page.goto(`/ims/items/${ids.bolt}`);
  const list = page.getByRole('list', { name: 'Stock per warehouse' });
  await list.waitFor();
  const rows = await list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => [...li.children].map((c) => (c.textContent ?? '').trim()).join(' ')));
  return rows.map((t) => t.replace(/\s+/g, ' ')).sort();
}

async function checkScreen(page: Page, where: string, shot: string) {
  await expectNoSidewaysScroll(page, where);
  await expectAccessible(page, `${where} at 390 px`);
  await shoot(page, shot);
}

describe('inventory: transfers between warehouses', () => {
  it(
    'a transfer is requested, shipped and received in two parts on a phone, and the item page follows',
    async () => {
      const { page } = await signedInPage(PHONE);

      // ---------- the list, empty, and the form ----------
      await page.goto('/ims/transfers');
      await page.getByRole('heading', { name: 'Transfers', level: 1 }).waitFor();
      await page.getByText('No transfers yet.').waitFor();
      await checkScreen(page, 'empty transfer list', 'transfers-empty-390');
      await page.getByRole('link', { name: 'New transfer' }).click();
      await page.getByRole('heading', { name: 'New Transfer', level: 1 }).waitFor();

      const stockLoaded = page.waitForResponse((r) => r.url().endsWith('/api/ims/product/all-items-with-stock') && r.ok());
      await page.getByLabel('From', { exact: true }).selectOption({ label: 'North Yard' });
      await stockLoaded;
      await page.getByLabel('To', { exact: true }).selectOption({ label: 'North Yard' });
      await page.getByRole('alert').filter({ hasText: 'Choose two different warehouses' }).waitFor();
      await page.getByLabel('To', { exact: true }).selectOption({ label: 'Cardiff Depot' });
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Choose two different warehouses' }).count()).toBe(0);

      await pickOption(page, page.getByRole('combobox', { name: 'Item 1' }), 'Hex', /Hex Bolt/);
      await expect.poll(() => page.getByLabel('Line 1 stock in North Yard').textContent()).toBe('30');
      await page.getByLabel('Quantity', { exact: true }).fill('12');
      await page.getByLabel('Note', { exact: true }).fill('For the Cardiff shop');
      await checkScreen(page, 'new transfer form', 'transfer-new-390');
      await page.getByRole('button', { name: 'Request transfer' }).click();

      // ---------- the transfer, Requested: ship it ----------
      await page.getByRole('heading', { name: 'TO-00001', level: 2 }).waitFor();
      expect(page.url()).toMatch(/\/ims\/transfers\/[^/]+$/);
      const detail = page.locator('.po-detail');
      await expect.poll(() => termValue(detail.locator('.po-facts > div'), 'Status').textContent()).toBe('Requested');
      await checkScreen(page, 'requested transfer', 'transfer-requested-390');
      await detail.getByRole('button', { name: 'Ship' }).click();
      const ship = dialog(page, 'Ship TO-00001');
      await ship.getByText('12 units leave North Yard now').waitFor();
      await ship.getByRole('button', { name: 'Ship' }).click();
      await ship.waitFor({ state: 'detached' });
      await expect.poll(() => termValue(detail.locator('.po-facts > div'), 'Status').textContent()).toBe('In transit');
      await expect.poll(() => termValue(detail.locator('.po-facts > div'), 'In transit').textContent()).toBe('12');
      // 12 units at $1.50 left North Yard at their cost
      await expect.poll(() => termValue(detail.locator('.po-facts > div'), 'Shipped value').textContent()).toBe('$18.00');

      // ---------- in transit on the item page: out of the source, on its way to the destination ----------
      expect(await stockPerWarehouse(page)).toEqual(['Cardiff Depot 0 +12 in transit', 'North Yard 18']);
      await page.getByText('12 in transit', { exact: true }).waitFor();
      await checkScreen(page, 'item page with stock in transit', 'transfer-item-in-transit-390');

      // ---------- and on the stock dashboard: the destination's card says what is on its way ----------
      await page.goto('/ims/stock-dashboard');
      const cardiff = page.getByRole('article', { name: 'Cardiff Depot' });
      await expect.poll(() => termValue(cardiff.locator('dl > div'), 'In transit').textContent()).toBe('12');
      expect(await termValue(page.getByRole('article', { name: 'North Yard' }).locator('dl > div'), 'In transit').count()).toBe(0);
      await checkScreen(page, 'stock dashboard with stock in transit', 'transfer-stock-dashboard-390');

      // ---------- receive 8 of the 12 ----------
      await page.goto('/ims/transfers');
      await page.getByRole('link', { name: /TO-00001/ }).click();
      await page.getByRole('heading', { name: 'TO-00001', level: 2 }).waitFor();
      await detail.getByRole('button', { name: 'Receive' }).click();
      const receive = dialog(page, 'Receive TO-00001');
      const received = receive.getByLabel(/Hex Bolt/);
      expect(await received.inputValue()).toBe('12');
      await received.fill('13');
      await receive.getByRole('button', { name: 'Receive' }).click();
      await receive.getByText('Only 12 of Hex Bolt are in transit').waitFor();
      await received.fill('8');
      await checkScreen(page, 'receive dialog', 'transfer-receive-390');
      await receive.getByRole('button', { name: 'Receive' }).click();
      await receive.waitFor({ state: 'detached' });
      await expect.poll(() => termValue(detail.locator('.po-facts > div'), 'Status').textContent()).toBe('Partly received');
      await expect.poll(() => termValue(detail.locator('.po-facts > div'), 'In transit').textContent()).toBe('4');

      expect(await stockPerWarehouse(page)).toEqual(['Cardiff Depot 8 +4 in transit', 'North Yard 18']);

      // ---------- the rest arrives: nothing in transit any more ----------
      await page.goto('/ims/transfers');
      await page.getByRole('link', { name: /TO-00001/ }).click();
      await detail.getByRole('button', { name: 'Receive' }).click();
      expect(
        await dialog(page, 'Receive TO-00001')
          .getByLabel(/Hex Bolt/)
          .inputValue(),
      ).toBe('4');
      await dialog(page, 'Receive TO-00001').getByRole('button', { name: 'Receive' }).click();
      await expect.poll(() => termValue(detail.locator('.po-facts > div'), 'Status').textContent()).toBe('Received');
      expect(await detail.getByRole('button', { name: 'Receive' }).count()).toBe(0);
      await checkScreen(page, 'received transfer', 'transfer-received-390');

      expect(await stockPerWarehouse(page)).toEqual(['Cardiff Depot 12', 'North Yard 18']);
      expect(await page.getByText(/in transit/).count()).toBe(0);

      // ---------- the list filters ----------
      await page.goto('/ims/transfers');
      await page.getByLabel('Status', { exact: true }).selectOption('In transit');
      await page.getByText('No transfers match these filters.').waitFor();
      await page.getByLabel('Status', { exact: true }).selectOption('Received');
      await page.getByRole('link', { name: /TO-00001/ }).waitFor();
      await checkScreen(page, 'filtered transfer list', 'transfers-list-390');
    },
    FLOW_MS,
  );

  it(
    'a requested transfer is cancelled with a reason, at 1366 px',
    async () => {
      const made = await api('POST', '/api/ims/transfers/add', {
        fromWarehouseId: ids.north,
        toWarehouseId: ids.cardiff,
        items: [{ item_id: ids.bolt, quantity: 2 }],
        note: '',
      });
      const { page } = await signedInPage(LAPTOP);
      await page.goto(`/ims/transfers/${made.id}`);
      const detail = page.locator('.po-detail');
      await detail.getByRole('heading', { level: 2 }).waitFor();
      await detail.getByRole('button', { name: 'Cancel transfer' }).click();
      const cancel = page.getByRole('dialog', { name: /^Cancel TO-/ });
      await cancel.getByRole('button', { name: 'Cancel transfer' }).click();
      await cancel.getByText('Please provide a reason').waitFor();
      await cancel.getByLabel('Reason (required)').fill('Ordered twice');
      await cancel.getByRole('button', { name: 'Cancel transfer' }).click();
      await cancel.waitFor({ state: 'detached' });
      await expect.poll(() => termValue(detail.locator('.po-facts > div'), 'Status').textContent()).toBe('Cancelled');
      await expect.poll(() => termValue(detail.locator('.po-facts > div'), 'Cancelled because').textContent()).toBe('Ordered twice');
      expect(await detail.getByRole('button', { name: 'Ship' }).count()).toBe(0);
      await expectAccessible(page, 'cancelled transfer at 1366 px');
      await shoot(page, 'transfer-cancelled-1366');
    },
    FLOW_MS,
  );
});

/**
 * More on scroll, in Chromium against the real product: every inventory list asks the API for 50 rows at a
 * time and reads the next page when its end scrolls into view (no click on "Load more"). One company with
 * more than a page of expenses (a table), warehouses and items (card grids scrolled with the page) and
 * purchase orders (cards in a column that scrolls on its own).
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LIMIT } from '../../shared/paging.ts';
import { useBrowser } from '../support/browser.ts';
import { addPartner, ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Paging Supplies',
  fullName: 'Pat Pages',
  email: `pat-${randomUUID().slice(0, 8)}@example.com`,
  password: 'pages and pages',
  masterPassword: 'master-of-pages',
  address: '9 Scroll Street, Leeds',
  phone: '+44 113 000 0000',
};

/** More than one page of each list. */
const COUNT = PAGE_LIMIT.default + 7;

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

beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  const supplier = await addPartner(api, 'supplier', 'Acme Paper');
  const warehouses: string[] = [];
  await times(COUNT, async (i) => {
    warehouses.push((await api('POST', '/api/ims/warehouses/add', { warehouseName: `Store ${i}`, warehouseLocation: 'Leeds' })).id);
  });
  const items: string[] = [];
  await times(COUNT, async (i) => {
    const item = {
      name: `Ream ${i}`,
      sku: `RM-${i}`,
      description: 'A4 ream',
      barcode: `RM-BAR-${i}`,
      category: 'general',
      purchasePrice: 4.5,
      sellingPrice: 9,
      unit: 'pcs',
    };
    items.push((await api('POST', '/api/ims/product/add', item)).id);
  });
  await times(COUNT, (i) =>
    api('POST', '/api/ims/purchase-order/add', {
      supplierId: supplier,
      warehouseId: warehouses[0],
      totalDiscount: 0,
      orderItems: [{ item_id: items[i - 1], quantity: 1 }],
    }),
  );
  const today = new Date().toISOString().slice(0, 10);
  await times(COUNT, (i) =>
    api('POST', '/api/ims/expenses/add', { category: 'supplies', amount: i, description: `Paper ${i}`, date: today }),
  );
}, 120_000);

/**
 * The list first holds less than everything (a page or two: page sizes differ per list), then, as its end is
 * scrolled into view again and again (never a click on "Load more"), every row, read with `cursor=` requests.
 */
async function scrollsToAll(page: Page, rows: Locator, sentinel: Locator, extraRows = 0): Promise<void> {
  const total = COUNT + extraRows;
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('cursor=')) asked += 1;
  });
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(extraRows);
  expect(await rows.count(), 'the first page is not the whole list').toBeLessThan(total);
  for (let i = 0; i < 20 && (await rows.count()) < total; i++) {
    await sentinel.scrollIntoViewIfNeeded();
    await page.waitForTimeout(250);
  }
  await expect.poll(() => rows.count()).toBe(total);
  expect(asked, 'later pages asked with a cursor').toBeGreaterThan(0);
}

describe('inventory: more on scroll', () => {
  it('a table reads its next page as its end comes into view (expenses)', async () => {
    const { page } = await signInAs(() => newPage(), owner);
    await page.goto('/ims/expenses');
    const table = page.getByRole('table', { name: 'Expenses, newest first' });
    // header row + one per expense
    await scrollsToAll(page, table.getByRole('row'), page.locator('.table-more'), 1);
  });

  it('card grids scrolled with the page read their next page (warehouses, items)', async () => {
    const { page } = await signInAs(() => newPage(), owner);
    await page.goto('/ims/warehouses');
    // the first card is the Add Warehouse tile
    await scrollsToAll(page, page.getByRole('list', { name: 'Warehouses' }).getByRole('listitem'), page.locator('.table-more'), 1);

    await page.goto('/ims/items');
    await scrollsToAll(page, page.getByRole('list', { name: 'Items' }).getByRole('listitem'), page.locator('.items-more'));
  });

  it('the purchase order column reads its next pages as the wheel scrolls it', async () => {
    const { page } = await signInAs(() => newPage(), owner);
    await page.goto('/ims/purchase-orders');
    const column = page.getByRole('region', { name: 'Purchase order list' });
    const cards = page.getByRole('list', { name: 'Purchase orders' }).getByRole('listitem');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await cards.count(), 'the first page is not the whole list').toBeLessThan(COUNT);
    await column.hover();
    for (let i = 0; i < 40 && (await cards.count()) < COUNT; i++) {
      await page.mouse.wheel(0, 1_500);
      await page.waitForTimeout(200);
    }
    await expect.poll(() => cards.count()).toBe(COUNT);
    // the column scrolled, not the page: its height stays capped
    expect(await column.evaluate((el) => el.scrollTop > 0 && el.scrollHeight > el.clientHeight)).toBe(true);
  });
});

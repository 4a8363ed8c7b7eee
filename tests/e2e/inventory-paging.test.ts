/**
 * More on scroll, in Chromium against the real product: every inventory list asks the API for 50 rows at a
 * time and reads the next page when its end scrolls into view (no click on "Load more"). One company with
 * more than a page of expenses (a table), warehouses and items (card grids scrolled with the page) and
 * purchase orders (cards in a column that scrolls on its own).
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { financeRoutes } from '../../shared/inventory/finance-routes.ts';
import { purchaseRoutes } from '../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes } from '../../shared/inventory/routes.ts';
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

/** Resolves with the list's first page (a GET of its route without a cursor), once it has answered. */
function firstPageOf(page: Page, route: { readonly path: string }) {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === route.path && !r.url().includes('cursor=') && r.request().method() === 'GET',
  );
}

/**
 * Opens the list and waits for its first page's response and rows. The list then holds less than everything (a page
 * or two: page sizes differ per list); each time its end is scrolled into view (never a click on "Load more") the
 * test waits for the next row to appear, read with a `cursor=` request, until every row is there.
 */
async function scrollsToAll(
  page: Page,
  open: { href: string; route: { readonly path: string } },
  rows: Locator,
  sentinel: Locator,
  extraRows = 0,
): Promise<void> {
  const total = COUNT + extraRows;
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('cursor=')) asked += 1;
  });
  const firstPage = firstPageOf(page, open.route);
  await page.goto(open.href);
  expect((await firstPage).status(), 'the first page is read').toBe(200);
  await rows.nth(extraRows).waitFor();
  expect(await rows.count(), 'the first page is not the whole list').toBeLessThan(total);
  for (let count = await rows.count(); count < total; count = await rows.count()) {
    await sentinel.scrollIntoViewIfNeeded();
    await rows.nth(count).waitFor();
  }
  expect(await rows.count()).toBe(total);
  expect(asked, 'later pages asked with a cursor').toBeGreaterThan(0);
}

describe('inventory: more on scroll', () => {
  it('a table reads its next page as its end comes into view (expenses)', async () => {
    const { page } = await signInAs(() => newPage(), owner);
    const table = page.getByRole('table', { name: 'Expenses, newest first' });
    // header row + one per expense
    await scrollsToAll(
      page,
      { href: '/ims/expenses', route: financeRoutes.expenseList },
      table.getByRole('row'),
      page.locator('.table-more'),
      1,
    );
  });

  it('card grids scrolled with the page read their next page (warehouses, items)', async () => {
    const { page } = await signInAs(() => newPage(), owner);
    // the first card is the Add Warehouse tile
    const warehouses = page.getByRole('list', { name: 'Warehouses' }).getByRole('listitem');
    await scrollsToAll(page, { href: '/ims/warehouses', route: inventoryRoutes.warehouseList }, warehouses, page.locator('.table-more'), 1);

    const items = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await scrollsToAll(page, { href: '/ims/items', route: inventoryRoutes.productList }, items, page.locator('.items-more'));
  });

  it('the purchase order column reads its next pages as the wheel scrolls it', async () => {
    const { page } = await signInAs(() => newPage(), owner);
    const firstPage = firstPageOf(page, purchaseRoutes.purchaseOrderList);
    await page.goto('/ims/purchase-orders');
    expect((await firstPage).status(), 'the first page is read').toBe(200);
    const column = page.getByRole('region', { name: 'Purchase order list' });
    const cards = page.getByRole('list', { name: 'Purchase orders' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count(), 'the first page is not the whole list').toBeLessThan(COUNT);
    await column.hover();
    const position = () => column.evaluate((el) => ({ top: el.scrollTop, atEnd: el.scrollTop + el.clientHeight >= el.scrollHeight - 1 }));
    for (let count = await cards.count(); count < COUNT; count = await cards.count()) {
      const before = await position();
      if (before.atEnd) {
        // the end of the column is in view: the next page must arrive without another turn of the wheel
        await cards.nth(count).waitFor();
        continue;
      }
      await page.mouse.wheel(0, 1_500);
      // the wheel scrolls the column after the event: wait for it to move
      await column.evaluate(
        (el, top) =>
          new Promise<void>((moved) => {
            const check = () => (el.scrollTop !== top ? moved() : requestAnimationFrame(check));
            check();
          }),
        before.top,
      );
    }
    expect(await cards.count()).toBe(COUNT);
    // the column scrolled, not the page: its height stays capped
    expect(await column.evaluate((el) => el.scrollTop > 0 && el.scrollHeight > el.clientHeight)).toBe(true);
  });
});

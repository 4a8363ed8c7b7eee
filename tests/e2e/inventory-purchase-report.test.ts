/**
 * The purchase report (/ims/reports/purchases) in Chromium against the real product: the orders of the period
 * with their receiving and payment statuses, the supplier filter, a reversed date range refused, CSV export; axe
 * at 1366 px and 390 px. The company, its partners, items and orders are made through the API.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateField, fillDate } from '../support/date-field.ts';
import { a11yViolations, useBrowser } from '../support/browser.ts';
import { addPartner, addReam, ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Report Trading',
  fullName: 'Rita Report',
  email: `rita-${randomUUID().slice(0, 8)}@example.com`,
  password: 'reports read well',
  masterPassword: 'master-of-reports',
  address: '3 Ledger Row, York',
  phone: '+44 1904 000000',
};

let api: OwnerApi;

beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  const acme = await addPartner(api, 'supplier', 'Acme Paper');
  const bolt = await addPartner(api, 'supplier', 'Bolt Ink');
  const wh = (await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Stores', warehouseLocation: 'York' })).id;
  const item = await addReam(api);
  const order = async (supplierId: string, quantity: number) =>
    (
      await api('POST', '/api/ims/purchase-order/add', {
        supplierId,
        warehouseId: wh,
        totalDiscount: 0,
        orderItems: [{ item_id: item, quantity }],
      })
    ).id;
  await order(acme, 10); // PO-00001: $45.00, received in full, paid in part
  await order(bolt, 4); // PO-00002: $18.00, nothing yet
  await api('POST', '/api/ims/purchase-order/receive/item', { purchaseOrderId: 1, item: { purchase_order_item_id: 1, to_receive: 10 } });
  await api('POST', '/api/ims/purchase-order/payment/add', {
    purchaseOrderId: 1,
    paymentAmount: 20,
    paymentMethod: 'cash',
    paymentReference: 'C-1',
  });
  // 2 of the 10 go back: a $9.00 credit
  await api('POST', '/api/ims/purchase-order/returns/items', {
    purchaseOrderId: 1,
    items: [{ purchase_order_item_id: 1, to_return_quantity: 2, return_reason: 'Torn', return_condition: 'Damaged' }],
  });
  // PO-00003: 100 % discount, a $0.00 total
  await api('POST', '/api/ims/purchase-order/add', {
    supplierId: bolt,
    warehouseId: wh,
    totalDiscount: 100,
    orderItems: [{ item_id: item, quantity: 1 }],
  });
});

const signedInPage = (viewport: { width: number; height: number }) => signInAs(() => newPage(viewport), owner);

const row = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Purchase orders in the period' }).getByRole('row').filter({ hasText: text });

describe('inventory: the purchase report', () => {
  it("shows the period's orders with their statuses, filters by supplier, refuses a reversed range and exports CSV", async () => {
    const { page } = await signedInPage({ width: 1366, height: 900 });
    await page.goto('/ims/reports/purchases');
    await page.getByRole('heading', { name: 'Purchase Report', level: 1 }).waitFor();
    await row(page, 'PO-00001')
      .filter({ hasText: 'Acme Paper' })
      .filter({ hasText: 'Received' })
      .filter({ hasText: '$45.00' })
      .filter({ hasText: 'Partially Paid' })
      .waitFor();
    // the Returned column, as the sales report has
    expect(await row(page, 'PO-00001').getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['$45.00', '$9.00', '$20.00', 'Partially Paid']),
    );
    await row(page, 'PO-00002').filter({ hasText: 'Bolt Ink' }).filter({ hasText: 'Pending' }).waitFor();
    // a $0.00 order has nothing to pay: never "Paid"
    expect(await row(page, 'PO-00003').getByRole('cell').last().textContent()).toBe('Nothing to pay');
    expect(await a11yViolations(page)).toEqual([]);

    await page.getByLabel('Supplier').selectOption({ label: 'Bolt Ink' });
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await row(page, 'PO-00001').waitFor({ state: 'detached' });
    await row(page, 'PO-00002').waitFor();

    await fillDate(dateField(page, 'Start Date'), '2099-01-02');
    await fillDate(dateField(page, 'End Date'), '2099-01-01');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date' }).waitFor();

    await page.getByRole('button', { name: 'Clear' }).click();
    await row(page, 'PO-00001').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Purchase[_ -]Report.*\.csv$/i);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      '"Order No.","Date","Supplier","Warehouse","Received / Ordered","Status","Total","Returned","Paid","Due","Payment"',
    );
    expect(csv).toContain('"PO-00001"');
    expect(csv).toContain('"45.00","9.00","20.00","16.00","Partially Paid"');
    expect(csv).toContain('"0.00","0.00","0.00","0.00","Nothing to pay"');
    await page.screenshot({ path: '/tmp/shots/purchase-report-1366.png', fullPage: true });
  });

  it('fits a 390 px phone and passes axe there', async () => {
    const { page } = await signedInPage({ width: 390, height: 844 });
    await page.goto('/ims/reports/purchases');
    await row(page, 'PO-00002').waitFor();
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.doc).toBeLessThanOrEqual(widths.view);
    expect(await a11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/shots/purchase-report-390.png', fullPage: true });
  });
});

/** A second company with 52 orders this month: 2 from Acme Paper, then exactly one report page (50) from Cole Card. */
const bigOwner: Owner = { ...owner, companyName: 'Paged Report Trading', email: `pat-${randomUUID().slice(0, 8)}@example.com` };

describe('inventory: the purchase report counts its pages', () => {
  beforeAll(async () => {
    const big = await ownerApi(baseUrl, bigOwner);
    const acme = await addPartner(big, 'supplier', 'Acme Paper');
    const cole = await addPartner(big, 'supplier', 'Cole Card');
    const wh = (await big('POST', '/api/ims/warehouses/add', { warehouseName: 'Stores', warehouseLocation: 'York' })).id;
    const item = await addReam(big);
    const order = (supplierId: string) =>
      big('POST', '/api/ims/purchase-order/add', {
        supplierId,
        warehouseId: wh,
        totalDiscount: 0,
        orderItems: [{ item_id: item, quantity: 1 }],
      });
    for (let i = 0; i < 2; i++) await order(acme);
    for (let i = 0; i < 50; i++) await order(cole);
  });

  it('counts "50" for exactly one page of orders, "50+" only while more exist (issue 17 item 14)', async () => {
    const { page } = await signInAs(() => newPage({ width: 1366, height: 900 }), bigOwner);
    await page.goto('/ims/reports/purchases');
    const count = page.getByRole('heading', { name: /^Orders/, level: 2 });
    await expect.poll(() => count.textContent()).toBe('Orders (50+)');
    const rows = page.getByRole('table', { name: 'Purchase orders in the period' }).locator('tbody tr');
    expect(await rows.count()).toBe(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => count.textContent(), { timeout: 15_000 }).toBe('Orders (52)');
    expect(await rows.count()).toBe(52);

    await page.getByLabel('Supplier').selectOption({ label: 'Cole Card' });
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => count.textContent(), { timeout: 15_000 }).toBe('Orders (50)');
    expect(await rows.count()).toBe(50);
    expect(await page.getByRole('button', { name: /Load more/i }).count()).toBe(0);
  });
});

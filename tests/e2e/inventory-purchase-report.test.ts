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
import { a11yViolations, solveRobotCheckInPage, useBrowser } from '../support/browser.ts';
import { solveRobotCheck } from '../support/robot.ts';

const { baseUrl, newPage } = useBrowser();

const owner = {
  companyName: 'Report Trading',
  fullName: 'Rita Report',
  email: `rita-${randomUUID().slice(0, 8)}@example.com`,
  password: 'reports read well',
  masterPassword: 'master-of-reports',
  address: '3 Ledger Row, York',
  phone: '+44 1904 000000',
};

async function api(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  await api('POST', '/api/auth/signup', { ...owner, reCaptchaaToken: await solveRobotCheck(baseUrl) });
  const login = await api('POST', '/api/auth/login', {
    email: owner.email,
    password: owner.password,
    type: '2',
    reCaptchaaToken: await solveRobotCheck(baseUrl),
  });
  const token = login.accessToken as string;
  const partner = (name: string) => ({ name, contactPerson: 'P', contactEmail: 'p@example.com', contactNumber: '1', address: 'A' });
  const acme = (await api('POST', '/api/ims/supplier/add', partner('Acme Paper'), token)).id;
  const bolt = (await api('POST', '/api/ims/supplier/add', partner('Bolt Ink'), token)).id;
  const wh = (await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Stores', warehouseLocation: 'York' }, token)).id;
  const item = (
    await api(
      'POST',
      '/api/ims/product/add',
      {
        name: 'Ream',
        sku: 'RM-1',
        description: 'A4 ream',
        barcode: '4000000000091',
        category: 'general',
        purchasePrice: 4.5,
        sellingPrice: 9,
        unit: 'pcs',
      },
      token,
    )
  ).id;
  const order = async (supplierId: string, quantity: number) =>
    (
      await api(
        'POST',
        '/api/ims/purchase-order/add',
        { supplierId, warehouseId: wh, totalDiscount: 0, orderItems: [{ item_id: item, quantity }] },
        token,
      )
    ).id;
  await order(acme, 10); // PO-00001: $45.00, received in full, paid in part
  await order(bolt, 4); // PO-00002: $18.00, nothing yet
  await api(
    'POST',
    '/api/ims/purchase-order/receive/item',
    { purchaseOrderId: 1, item: { purchase_order_item_id: 1, to_receive: 10 } },
    token,
  );
  await api(
    'POST',
    '/api/ims/purchase-order/payment/add',
    { purchaseOrderId: 1, paymentAmount: 20, paymentMethod: 'cash', paymentReference: 'C-1' },
    token,
  );
});

async function signedInPage(viewport: { width: number; height: number }) {
  const tracked = await newPage(viewport);
  const { page } = tracked;
  await page.goto('/login');
  await page.getByLabel('Administrator Access').check();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await solveRobotCheckInPage(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/apps');
  return tracked;
}

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
    await row(page, 'PO-00002').filter({ hasText: 'Bolt Ink' }).filter({ hasText: 'Pending' }).waitFor();
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
      '"Order No.","Date","Supplier","Warehouse","Received / Ordered","Status","Total","Paid","Payment"',
    );
    expect(csv).toContain('"PO-00001"');
    expect(csv).toContain('"45.00"');
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

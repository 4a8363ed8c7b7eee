/**
 * Sales invoices in Chromium against the real product (spec part 2 §2 "Invoices", sales order detail; §5 "Generate
 * invoice", "Edit invoice", "Print invoice"; INVENTORY.md "Invoices": the customer link). The customer, warehouse,
 * stock, three sales orders and a part payment are made through the API. In the browser the user generates the
 * first order's invoice from the order (Generate Sales Invoice), opens it on the sales invoices page, edits it
 * (`No Changes Made To Submit`, a change), prints it (Invoice.pdf naming the customer and the number, rendered to
 * PNG), copies the customer link and opens it in a signed-out browser, revokes it, and reads the list (yellow
 * Pending, green Partially Paid, red Overdue). Axe on every screen; the page at 390 px.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/domain/dates.ts';
import { formatDate } from '../../shared/domain/format.ts';
import { useBrowser } from '../support/browser.ts';
import { dateField, fillDate } from '../support/date-field.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { SHOTS, expectAccessible, termValue } from '../support/e2e-checks.ts';

const { baseUrl, newPage } = useBrowser();
const work = mkdtempSync(join(tmpdir(), 'sinv-e2e-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const seller: Owner = {
  companyName: 'Lantern & Wick Trading',
  fullName: 'Lena Lantern',
  email: `lena-${randomUUID().slice(0, 8)}@example.com`,
  password: 'sales invoices shine',
  masterPassword: 'master-of-lanterns',
  address: '4 Candle Court, York',
  phone: '+44 1904 000 111',
};
const customer = { name: 'Harbour View Hotel', email: 'accounts@harbourview.example.com', address: '9 Quay Side, Whitby' };
const today = new Date().toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');
const localToday = (() => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
})();
const FLOW_MS = 300_000;

let api: OwnerApi;

/** Three orders of 4 lanterns at $12.50 ($50.00 each) from the main store; $20.00 paid on the first. */
beforeAll(async () => {
  api = await ownerApi(baseUrl, seller);
  const { id: customerId } = await api('POST', '/api/ims/customer/add', {
    name: customer.name,
    contactPerson: 'Hal Harbour',
    contactEmail: customer.email,
    contactNumber: '+44 1947 000 333',
    address: customer.address,
  });
  const { id: warehouseId } = await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Main Store', warehouseLocation: 'York' });
  const { id: itemId } = await api('POST', '/api/ims/product/add', {
    name: 'Storm Lantern',
    sku: 'SL-12',
    barcode: '5000000000121',
    description: 'Brass storm lantern',
    category: 'hardware',
    purchasePrice: 6,
    sellingPrice: 12.5,
    unit: 'pcs',
  });
  await api('POST', '/api/ims/stock/add', [{ productID: itemId, quantity: 40, location: warehouseId }]);
  for (let i = 0; i < 3; i += 1)
    await api('POST', '/api/ims/sales-orders/add', {
      selectedCustomer: customerId,
      selectedWarehouse: warehouseId,
      discount: 0,
      addedItems: [{ item_id: itemId, quantity: 4, discount: 0 }],
    });
  await api('POST', '/api/ims/sales-orders/payment/add', {
    salesOrderId: 1,
    paymentAmount: 20,
    paymentMethod: 'cash',
    paymentReference: 'CASH-1',
  });
  mkdirSync(SHOTS, { recursive: true });
});

const signIn = (viewport: { width: number; height: number }) => signInAs(() => newPage(viewport), seller);

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true }).first();

/** The text after a label in an invoice's facts or totals (dt → dd). */
const fact = (scope: Locator, label: string) => termValue(scope.locator('dl > div'), label);

/** yellow / green / red, from the badge's tone class. */
const badgeTone = (badge: Locator) => badge.evaluate((el) => /tone-(yellow|green|red)/.exec(el.className)?.[1] ?? 'none');

function pdfToText(file: string): string {
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('inventory: sales invoices', () => {
  it(
    'generate from the order, edit, print, share with the customer and revoke, then the list',
    async () => {
      const { page, context } = await signIn({ width: 1366, height: 768 });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      const missingHere: string[] = [];
      page.on('response', (res) => res.status() === 404 && missingHere.push(new URL(res.url()).pathname));

      await page.goto('/ims/invoices/sales');
      await page.getByRole('heading', { name: 'Sales Invoices', level: 1 }).waitFor();
      await page.getByText('No invoices found.').waitFor();
      await expectAccessible(page, 'empty sales invoice list');

      // ---------- Generate Invoice on the sales order ----------
      await page.goto('/ims/sales-orders/1');
      await page.getByRole('button', { name: 'Generate Invoice' }).click();
      const generating = page.getByRole('dialog', { name: 'Generate Sales Invoice' });
      await expect.poll(() => generating.getByLabel('Invoice Number').inputValue()).toBe('INV-SO-00001');
      expect(await generating.getByLabel('Notes').inputValue()).toBe('N/A');
      await expectAccessible(page, 'generate sales invoice');
      await generating.getByRole('button', { name: 'Generate Invoice' }).click();
      await toast(page, 'Invoice generated successfully').waitFor();
      await page.getByRole('button', { name: 'View Invoice' }).waitFor();

      // ---------- the invoice on its page ----------
      await page.goto('/ims/invoices/sales/1');
      const detail = page.getByRole('region', { name: 'Invoice INV-SO-00001' });
      await detail.getByRole('heading', { name: 'INV-SO-00001', level: 2 }).waitFor();
      await detail.getByText('Sales Invoice', { exact: true }).waitFor();
      expect(await fact(detail, 'Customer').textContent()).toBe(customer.name);
      expect(await fact(detail, 'Due Date').textContent()).toBe(formatDate(localToday));
      expect(await fact(detail, 'Total').textContent()).toBe('$50.00');
      expect(await fact(detail, 'Paid').textContent()).toBe('$20.00');
      expect(await fact(detail, 'Amount Due').textContent()).toBe('$30.00');
      const docBadge = detail.locator('.pinv-doc-head .badge');
      expect(await docBadge.textContent()).toBe('Partially Paid');
      expect(await badgeTone(docBadge)).toBe('green');
      await expectAccessible(page, 'sales invoice page');
      await page.screenshot({ path: `${SHOTS}/sinv-detail-1366.png`, fullPage: true });

      // ---------- Edit Invoice (sales only) ----------
      await detail.getByRole('button', { name: 'Edit Invoice' }).click();
      const editing = page.getByRole('dialog', { name: 'Edit Sales Invoice' });
      expect(await editing.getByLabel('Customer').inputValue()).toBe(customer.name);
      expect(await editing.getByLabel('Customer').getAttribute('readonly')).not.toBeNull();
      expect(await editing.getByLabel('Payment Status').inputValue()).toBe('Partial Paid');
      await editing.getByRole('button', { name: 'Save Changes' }).click();
      await editing.getByRole('alert').filter({ hasText: 'No Changes Made To Submit' }).waitFor();
      const newDue = addDays(localToday, 21);
      await fillDate(dateField(editing, 'Due Date'), newDue);
      await editing.getByLabel('Notes').fill('Payable within 21 days');
      await expectAccessible(page, 'edit sales invoice');
      await editing.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Invoice Edited Successfully').waitFor();
      await editing.waitFor({ state: 'detached' });
      await fact(detail, 'Due Date')
        .filter({ hasText: formatDate(newDue) })
        .waitFor();
      await detail.getByText('Payable within 21 days').waitFor();

      // ---------- Print Invoice: Invoice.pdf naming the customer and the number; rendered to PNG to look at ----------
      const downloading = page.waitForEvent('download');
      await detail.getByRole('button', { name: 'Print Invoice' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Invoice.pdf');
      const printed = join(work, 'Invoice.pdf');
      await download.saveAs(printed);
      const printedText = pdfToText(printed);
      for (const part of [
        customer.name,
        customer.email,
        'INV-SO-00001',
        'SO-00001',
        'Sales Invoice',
        'Payable within 21 days',
        seller.companyName,
      ])
        expect(printedText, part).toContain(part);
      execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', printed, join(work, 'sales-invoice')]);
      const png = readdirSync(work).find((f) => /^sales-invoice-\d+\.png$/.test(f));
      expect(png).toBeDefined();
      expect(readFileSync(join(work, png!)).subarray(1, 4).toString('latin1')).toBe('PNG');
      copyFileSync(join(work, png!), `${SHOTS}/sinv-pdf-60dpi.png`);

      // ---------- Copy customer link; the customer opens it signed out ----------
      await detail.getByRole('button', { name: 'Copy customer link' }).click();
      await toast(page, 'Customer link copied to clipboard').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(
        new RegExp(`^${baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/public/invoices/[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
      );
      expect(await detail.getByLabel('New customer link').inputValue()).toBe(copied);
      const links = detail.getByRole('list', { name: 'Customer links' });
      await links.getByRole('listitem').filter({ hasText: 'Active' }).filter({ hasText: 'not opened yet' }).waitFor();

      const outsider = await newPage({ width: 1280, height: 860 });
      expect(await outsider.context.cookies()).toEqual([]);
      const missing: string[] = [];
      // the browser's own favicon request to the PDF's host (the bucket has none): counted here, forgiven below
      let faviconMisses = 0;
      outsider.page.on('console', (msg) => {
        if (/status of 404/.test(msg.text()) && new URL(msg.location().url).pathname === '/favicon.ico') faviconMisses += 1;
      });
      outsider.page.on('response', (res) => res.status() === 404 && missing.push(new URL(res.url()).pathname));
      const opened = await outsider.context.request.get(copied);
      expect(opened.status()).toBe(200);
      expect(opened.headers()['content-type']).toBe('application/pdf');
      const shared = join(work, 'shared.pdf');
      writeFileSync(shared, await opened.body());
      const sharedText = pdfToText(shared);
      expect(sharedText).toContain('INV-SO-00001');
      expect(sharedText).toContain(customer.name);
      // and in the browser itself: the link ends at the PDF (shown, or saved when the browser has no viewer)
      const savedByBrowser = outsider.page.waitForEvent('download', { timeout: 15_000 }).catch(() => null);
      const shown = await outsider.page.goto(copied).catch(() => null);
      if (shown) expect(shown.headers()['content-type']).toBe('application/pdf');
      else expect((await savedByBrowser)?.suggestedFilename()).toBe('Invoice.pdf');
      expect(missing.filter((path) => path !== '/favicon.ico')).toEqual([]);

      // the list says it was opened; revoke it (after confirming) and the customer's link stops working
      await page.reload();
      const openedRow = links.getByRole('listitem').filter({ hasText: /opened \d/ });
      await openedRow.waitFor();
      await expectAccessible(page, 'sales invoice with a customer link');
      await openedRow.getByRole('button', { name: 'Revoke' }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke customer link' });
      await confirm.getByRole('button', { name: 'Revoke link' }).click();
      await toast(page, 'Customer link revoked').waitFor();
      await links.getByRole('listitem').filter({ hasText: 'Revoked' }).waitFor();
      expect(await links.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
      const refused = await outsider.context.request.get(copied, { maxRedirects: 0 });
      expect(refused.status()).toBe(410);
      expect(await refused.text()).toContain('This invoice link is no longer valid');

      // ---------- two more invoices through the API: one Overdue, one Pending; the list ----------
      await api('POST', '/api/ims/invoice/sales/generate', { sales_order_id: 2, due_date: addDays(today, -2) });
      await api('POST', '/api/ims/invoice/sales/generate', { sales_order_id: 3, due_date: addDays(today, 10) });
      await page.goto('/ims/invoices/sales');
      const cards = page.getByRole('list', { name: 'Sales invoices' }).getByRole('link');
      await expect.poll(() => cards.count()).toBe(3);
      const expected = [
        ['INV-SO-00001', 'Partially Paid', 'green', '$20.00 paid / $30.00 due'],
        ['INV-SO-00002', 'Overdue', 'red', '$0.00 paid / $50.00 due'],
        ['INV-SO-00003', 'Pending', 'yellow', '$0.00 paid / $50.00 due'],
      ] as const;
      for (const [number, status, colour, money] of expected) {
        const card = cards.filter({ hasText: number });
        expect(await card.locator('.badge').textContent(), number).toBe(status);
        expect(await badgeTone(card.locator('.badge')), number).toBe(colour);
        const text = await card.textContent();
        for (const part of [customer.name, formatDate(today), money]) expect(text, number).toContain(part);
      }
      await expectAccessible(page, 'sales invoice list');
      await page.screenshot({ path: `${SHOTS}/sinv-list-1366.png`, fullPage: true });
      await cards.filter({ hasText: 'INV-SO-00002' }).click();
      await page.waitForURL(/\/ims\/invoices\/sales\/2$/);
      await page.getByRole('region', { name: 'Invoice INV-SO-00002' }).getByRole('link', { name: 'Open order SO-00002' }).click();
      await page.waitForURL(/\/ims\/sales-orders\/2$/);
      await page.getByRole('button', { name: 'View Invoice' }).waitFor();
      expect(missingHere, 'requests of the signed-in screens that answered 404').toEqual([]);
      // the signed-out page's favicon misses (counted as they came) are the browser's, not the product's
      for (let i = outsider.problems.length - 1; i >= 0 && faviconMisses > 0; i -= 1)
        if (/status of 404/.test(outsider.problems[i])) {
          outsider.problems.splice(i, 1);
          faviconMisses -= 1;
        }
    },
    FLOW_MS,
  );

  it(
    'the sales invoice page fits a 390 px phone and passes axe there',
    async () => {
      const { page } = await signIn({ width: 390, height: 844 });
      await page.goto('/ims/invoices/sales/1');
      const detail = page.getByRole('region', { name: 'Invoice INV-SO-00001' });
      await detail.getByRole('heading', { name: 'INV-SO-00001', level: 2 }).waitFor();
      await detail.getByRole('list', { name: 'Customer links' }).waitFor();
      const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
      expect(widths.doc).toBeLessThanOrEqual(widths.view);
      await expectAccessible(page, 'sales invoice at 390 px');
      await page.screenshot({ path: `${SHOTS}/sinv-detail-390.png`, fullPage: true });
    },
    FLOW_MS,
  );
});

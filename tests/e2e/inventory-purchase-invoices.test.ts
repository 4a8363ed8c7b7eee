/**
 * Purchase invoices in Chromium against the real product (spec part 2 §2 "Purchase order detail", "Invoices";
 * §5 "Generate invoice", "Edit invoice", "Print invoice"): the supplier, warehouse, item, three purchase orders and
 * a part payment are made through the API; in the browser the user generates the first order's invoice (number
 * preview, due date today, notes N/A, `Due date is required`), views it, edits it (`No Changes Made To Submit`,
 * `Please Fill all the fields`), prints it (Invoice.pdf naming the supplier and the number; its total, paid and
 * due are the order card's, the order detail's and the purchase report's; it renders to PNG), then reads the
 * invoice list (yellow Pending, green Partially Paid, red Overdue) and an invoice's page. Axe on every screen, at
 * 1366 px and at 390 px.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/domain/dates.ts';
import { formatDate } from '../../shared/domain/format.ts';
import { useBrowser } from '../support/browser.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { SHOTS, SHOTS_ON, expectAccessible, expectNoSidewaysScroll, termValue } from '../support/e2e-checks.ts';
import { dateField, dateText, fillDate } from '../support/date-field.ts';

const { baseUrl, newPage } = useBrowser();
const downloads = mkdtempSync(join(tmpdir(), 'pinv-e2e-'));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

const owner: Owner = {
  companyName: 'Hinge & Hasp Supplies',
  fullName: 'Hana Hinge',
  email: `hana-${randomUUID().slice(0, 8)}@example.com`,
  password: 'invoices need patience',
  masterPassword: 'master-of-invoices',
  address: '12 Foundry Row, Sheffield',
  phone: '+44 114 496 0000',
};
const supplier = {
  name: 'Northern Ironmongers',
  person: 'Ned North',
  email: 'billing@northern.example.com',
  address: '3 Forge Lane, Leeds',
};
const hinge = { name: 'Steel Hinge', sku: 'SH-40', barcode: '4000000000404', purchasePrice: 20 };
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const FLOW_MS = 300_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** The browser's calendar date (the due date's default): the same machine as the test. */
const now = new Date();
const localIso = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
/** The server's date (the invoice date). */
const serverIso = now.toISOString().slice(0, 10);
const later = addDays(localIso, 30);

let api: OwnerApi;

/** The company, a supplier, a warehouse, an item and three orders of 5 hinges ($100.00 each); $40.00 paid on the first. */
beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  const { id: supplierId } = await api('POST', '/api/ims/supplier/add', {
    name: supplier.name,
    contactPerson: supplier.person,
    contactEmail: supplier.email,
    contactNumber: '+44 113 000 2222',
    address: supplier.address,
  });
  const { id: warehouseId } = await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Main Store', warehouseLocation: 'Sheffield' });
  const { id: itemId } = await api('POST', '/api/ims/product/add', {
    ...hinge,
    description: 'Heavy duty 40 mm hinge',
    category: 'hardware',
    sellingPrice: 35,
    unit: 'pcs',
  });
  for (let i = 0; i < 3; i += 1)
    await api('POST', '/api/ims/purchase-order/add', {
      supplierId,
      warehouseId,
      totalDiscount: 0,
      orderItems: [{ item_id: itemId, quantity: 5, discount: 0 }],
    });
  await api('POST', '/api/ims/purchase-order/payment/add', {
    purchaseOrderId: 1,
    paymentAmount: 40,
    paymentMethod: 'transfer',
    paymentReference: 'TR-0001',
  });
  mkdirSync(SHOTS, { recursive: true });
});

const signedInPage = (viewport: { width: number; height: number }) => signInAs(() => newPage(viewport), owner);

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true }).first();
const formAlert = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** A page from the top, in full; a modal as the viewport shows it (the overlay covers only the viewport). */
async function shoot(page: Page, name: string) {
  if (!SHOTS_ON) return;
  const modal = (await page.getByRole('dialog').count()) > 0;
  if (!modal) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: !modal });
}

/** The value shown for a fact or a total of an invoice (dt → dd). */
const shown = (scope: Locator, name: string) => termValue(scope.locator('dl div'), name);

/** An amount as the invoice PDF's text prints it after its label, at the end of its line (pdftotext -layout). */
function pdfAmount(text: string, label: string): string {
  const found = new RegExp(`(?:^|\\s)${label}\\s+(\\$[\\d,]+\\.\\d{2})\\s*$`, 'm').exec(text);
  expect(found, `"${label}" and an amount in the PDF's text`).not.toBeNull();
  return found![1];
}

/** The first amount in a screen's text ("$40.00Partially Paid (payments)" → "$40.00"). */
const amountIn = (text: string | null) => /\$[\d,]+\.\d{2}/.exec(text ?? '')?.[0];

/** The tone of a status badge (yellow, green or red). */
const tone = (badge: Locator) => badge.evaluate((el) => /status-tone-(\w+)/.exec(el.className)?.[1] ?? '');

describe('inventory: purchase invoices', () => {
  it(
    'a user generates, views, edits and prints an invoice and reads the invoice list at 1366 px',
    async () => {
      const { page } = await signedInPage(LAPTOP);

      // ---------- no invoices yet ----------
      await page.goto('/ims/invoices/purchase');
      await page.getByRole('heading', { name: 'Purchase Invoices', level: 1 }).waitFor();
      await page.getByText('No invoices found.').waitFor();
      await expectAccessible(page, 'empty invoice list');

      // ---------- generate from the order ----------
      await page.goto('/ims/purchase-orders/1');
      await page.getByRole('heading', { name: 'PO-00001', level: 2 }).waitFor();
      await page.getByRole('button', { name: 'Generate Invoice' }).click();
      const generate = dialog(page, 'Generate Purchase Invoice');
      await expect.poll(() => generate.getByLabel('Invoice Number').inputValue()).toBe('INV-PO-00001');
      expect(await generate.getByLabel('Invoice Number').getAttribute('readonly')).not.toBeNull();
      const due = dateField(generate, 'Due Date');
      await due.waitFor();
      expect(await dateText(due)).toBe(formatDate(localIso));
      expect(await generate.getByLabel('Notes').inputValue()).toBe('N/A');
      await fillDate(due, '');
      await generate.getByRole('button', { name: 'Generate Invoice' }).click();
      await formAlert(generate, 'Due date is required').waitFor();
      await fillDate(due, localIso);
      expect(await dateText(due)).toBe(formatDate(localIso));
      await expectAccessible(page, 'generate invoice modal');
      await shoot(page, 'pinv-generate-1366');
      await generate.getByRole('button', { name: 'Generate Invoice' }).click();
      await toast(page, 'Invoice generated successfully').waitFor();
      await generate.waitFor({ state: 'detached' });
      const viewButton = page.getByRole('button', { name: 'View Invoice' });
      await viewButton.waitFor();
      expect(await page.getByRole('button', { name: 'Generate Invoice' }).count()).toBe(0);

      // ---------- view ----------
      await viewButton.click();
      const view = dialog(page, 'View Invoice');
      await view.getByRole('heading', { name: 'INV-PO-00001', level: 3 }).waitFor();
      const badge = view.locator('.pinv-doc-head .badge');
      expect(await badge.textContent()).toBe('Partial Paid');
      expect(await tone(badge)).toBe('green');
      expect(await shown(view, 'Invoice Date').textContent()).toBe(formatDate(serverIso));
      expect(await shown(view, 'Due Date').textContent()).toBe(formatDate(localIso));
      expect(await shown(view, 'Supplier').textContent()).toBe(supplier.name);
      expect(await shown(view, 'Sub Total').textContent()).toBe('$100.00');
      expect(await shown(view, 'Total').textContent()).toBe('$100.00');
      expect(await shown(view, 'Paid').textContent()).toBe('$40.00');
      expect(await shown(view, 'Amount Due').textContent()).toBe('$60.00');
      const parties = await view.locator('.pinv-party').allTextContents();
      expect(parties[0]).toContain(owner.companyName);
      expect(parties[1]).toContain(supplier.name);
      expect(parties[1]).toContain(supplier.address);
      await view.getByText('N/A', { exact: true }).first().waitFor();
      await view
        .getByRole('table', { name: 'INV-PO-00001 items' })
        .getByRole('row')
        .filter({ hasText: hinge.name })
        .filter({ hasText: '$100.00' })
        .waitFor();
      await expectAccessible(page, 'view invoice modal');
      await shoot(page, 'pinv-view-1366');

      // ---------- edit: the read-only fields, the two messages, a change ----------
      await view.getByRole('button', { name: 'Edit Invoice' }).click();
      const edit = dialog(page, 'Edit Purchase Invoice');
      for (const [label, value] of [
        ['Supplier', supplier.name],
        ['Amount', '$100.00'],
        ['Invoice Number', 'INV-PO-00001'],
        ['Payment Status', 'Partial Paid'],
      ]) {
        expect(await edit.getByLabel(label).inputValue(), label).toBe(value);
        expect(await edit.getByLabel(label).getAttribute('readonly'), label).not.toBeNull();
      }
      const save = edit.getByRole('button', { name: 'Save Changes' });
      await save.click();
      await formAlert(edit, 'No Changes Made To Submit').waitFor();
      await edit.getByLabel('Notes').fill('  N/A ');
      await save.click();
      await formAlert(edit, 'No Changes Made To Submit').waitFor();
      await fillDate(dateField(edit, 'Due Date'), '');
      await save.click();
      await formAlert(edit, 'Please Fill all the fields').waitFor();
      await fillDate(dateField(edit, 'Due Date'), later);
      await edit.getByLabel('Notes').fill('Net 30, quote PO-00001');
      await expectAccessible(page, 'edit invoice modal');
      await shoot(page, 'pinv-edit-1366');

      // ---------- meanwhile another tab saves the invoice: refused inside the dialog, what is typed kept ----------
      const [listed] = ((await api('GET', '/api/ims/invoice/purchase/all')) as unknown as { id: string; invoice_number: string }[]).filter(
        (i) => i.invoice_number === 'INV-PO-00001',
      );
      const read = (await api('GET', `/api/ims/invoice/purchase/${listed!.id}`)) as unknown as { version: number };
      await api('POST', '/api/ims/invoice/purchase/update', {
        invoiceId: listed!.id,
        due_date: later, // the same due date as typed here: only the notes differ
        notes: 'Changed in the other tab',
        version: read.version,
      });
      await save.click();
      const stale = edit.getByRole('alert').filter({ hasText: 'This record was changed by someone else' });
      await stale.waitFor();
      expect(await edit.getByLabel('Notes').inputValue()).toBe('Net 30, quote PO-00001');
      expect(await page.locator('.Toastify__toast').filter({ hasText: 'changed by someone else' }).count()).toBe(0);
      // Reload: the saved notes, marked with what was typed; Use mine puts it back, and the save goes through
      await stale.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => edit.getByLabel('Notes').inputValue()).toBe('Changed in the other tab');
      await edit.getByText('You typed: Net 30, quote PO-00001').waitFor();
      await edit.getByRole('button', { name: 'Use mine' }).click();
      expect(await edit.getByLabel('Notes').inputValue()).toBe('Net 30, quote PO-00001');
      await save.click();
      await toast(page, 'Invoice Edited Successfully').waitFor();
      await edit.waitFor({ state: 'detached' });
      await shown(view, 'Due Date')
        .filter({ hasText: formatDate(later) })
        .waitFor();
      await view.getByText('Net 30, quote PO-00001').waitFor();

      // ---------- print: Invoice.pdf naming the supplier and the number ----------
      const download = page.waitForEvent('download');
      await view.getByRole('button', { name: 'Print Invoice' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Invoice.pdf');
      const saved = join(downloads, 'Invoice.pdf');
      await file.saveAs(saved);
      expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = execFileSync('/usr/bin/pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
      expect(text).toContain(supplier.name);
      expect(text).toContain('INV-PO-00001');
      // it renders (pdftoppm, 60 dpi); the first page is kept with the screenshots to look at
      execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', saved, join(downloads, 'invoice')]);
      const pages = readdirSync(downloads)
        .filter((f) => /^invoice-\d+\.png$/.test(f))
        .sort();
      expect(pages.length).toBeGreaterThan(0);
      expect(readFileSync(join(downloads, pages[0])).subarray(1, 4).toString('latin1')).toBe('PNG');
      copyFileSync(join(downloads, pages[0]), `${SHOTS}/pinv-pdf-60dpi.png`);
      // CI failed here twice with focus on the body: react-aria restores focus in an animation frame, which a page the
      // browser is not painting never runs. Frames stop here, so the Modal's own fallback (a timer) is what is tested.
      await page.evaluate(() => (window.requestAnimationFrame = () => 0));
      await page.keyboard.press('Escape');
      await view.waitFor({ state: 'detached' });
      // focus came back to the button that opened it (if not, say what the page was doing)
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('View Invoice')
        .catch(async (error: Error) => {
          const state = await page.evaluate(() => ({
            hasFocus: document.hasFocus(),
            visibility: document.visibilityState,
            overlays: document.querySelectorAll('.modal-overlay').length,
            buttons: [...document.querySelectorAll('button')]
              .filter((b) => /Invoice/.test(b.textContent ?? ''))
              .map((b) => b.outerHTML.slice(0, 120)),
          }));
          throw new Error(`${error.message}\n${JSON.stringify(state)}`);
        });

      // ---------- the PDF's total, paid and due are what the order card, the order detail and the report show ----------
      const pdf = { total: pdfAmount(text, 'Total'), paid: pdfAmount(text, 'Paid'), due: pdfAmount(text, 'Amount due') };
      expect(pdf).toEqual({ total: '$100.00', paid: '$40.00', due: '$60.00' });
      // the card: paid / total on its payment bar
      const card = page.getByRole('link', { name: /PO-00001/ });
      expect(await card.textContent()).toContain(`${pdf.paid} / ${pdf.total}`);
      // the detail beside it (no returns on this order: due = total − paid)
      const facts = page.locator('.po-facts').locator('..');
      expect(await shown(facts, 'Returned Credit').count()).toBe(0);
      expect({
        total: amountIn(await shown(facts, 'Total').textContent()),
        paid: amountIn(await shown(facts, 'Paid').textContent()),
        due: amountIn(await shown(facts, 'Amount Due').textContent()),
      }).toEqual(pdf);
      // the purchase report's row (this month; no returns: due = total − paid)
      await page.goto('/ims/reports/purchases');
      const reportRow = page.getByRole('table', { name: 'Purchase orders in the period' }).getByRole('row').filter({ hasText: 'PO-00001' });
      await reportRow.waitFor();
      const cells = await reportRow.getByRole('cell').allTextContents();
      const headers = await page.getByRole('table', { name: 'Purchase orders in the period' }).getByRole('columnheader').allTextContents();
      const cell = (name: string) => cells[headers.indexOf(name)];
      const money = (shownText: string) => Math.round(Number(shownText.replace(/[$,]/g, '')) * 100);
      expect({ total: cell('Total'), paid: cell('Paid') }).toEqual({ total: pdf.total, paid: pdf.paid });
      expect(money(pdf.due)).toBe(money(cell('Total')) - money(cell('Paid')));
      await page.goto('/ims/purchase-orders/1');
      await page.getByRole('heading', { name: 'PO-00001', level: 2 }).waitFor();

      // ---------- two more invoices through the API: one Overdue, one Pending ----------
      await api('POST', '/api/ims/invoice/purchase/generate', { purchase_order_id: 2, due_date: addDays(serverIso, -3), notes: '' });
      await api('POST', '/api/ims/invoice/purchase/generate', { purchase_order_id: 3, due_date: addDays(serverIso, 14) });

      // ---------- the list ----------
      await page.goto('/ims/invoices/purchase');
      const cards = page.getByRole('list', { name: 'Purchase invoices' }).getByRole('link');
      await expect.poll(() => cards.count()).toBe(3);
      const first = cards.filter({ hasText: 'INV-PO-00001' });
      const firstText = await first.textContent();
      for (const part of [supplier.name, formatDate(serverIso), formatDate(later), 'Partially Paid', '$40.00 paid / $60.00 due'])
        expect(firstText).toContain(part);
      expect(await tone(first.locator('.badge'))).toBe('green');
      const overdue = cards.filter({ hasText: 'INV-PO-00002' });
      expect(await overdue.locator('.badge').textContent()).toBe('Overdue');
      expect(await tone(overdue.locator('.badge'))).toBe('red');
      const pending = cards.filter({ hasText: 'INV-PO-00003' });
      expect(await pending.locator('.badge').textContent()).toBe('Pending');
      expect(await tone(pending.locator('.badge'))).toBe('yellow');
      expect(await pending.textContent()).toContain('$0.00 paid / $100.00 due');
      await expectAccessible(page, 'invoice list');
      await shoot(page, 'pinv-list-1366');

      // ---------- an invoice's page ----------
      await first.click();
      await page.waitForURL(/\/ims\/invoices\/purchase\/[^/]+$/);
      const detail = page.getByRole('region', { name: 'Invoice INV-PO-00001' });
      await detail.getByRole('heading', { name: 'INV-PO-00001', level: 2 }).waitFor();
      expect(await first.getAttribute('aria-current')).toBe('page');
      expect(await shown(detail, 'Amount Due').textContent()).toBe('$60.00');
      await detail.getByText('Net 30, quote PO-00001').waitFor();
      // Edit Invoice is for sales invoices only (spec §2)
      expect(await detail.getByRole('button', { name: 'Edit Invoice' }).count()).toBe(0);
      await expectAccessible(page, 'invoice page');
      await shoot(page, 'pinv-detail-1366');
      const again = page.waitForEvent('download');
      await detail.getByRole('button', { name: 'Print Invoice' }).click();
      expect((await again).suggestedFilename()).toBe('Invoice.pdf');
      await detail.getByRole('link', { name: 'Open order PO-00001' }).click();
      await page.waitForURL(/\/ims\/purchase-orders\/1$/);
      await page.getByRole('button', { name: 'View Invoice' }).waitFor();
    },
    FLOW_MS,
  );

  it(
    'the invoice screens fit a 390 px phone and pass axe there',
    async () => {
      const { page } = await signedInPage(PHONE);
      await page.goto('/ims/invoices/purchase');
      const cards = page.getByRole('list', { name: 'Purchase invoices' }).getByRole('link');
      await expect.poll(() => cards.count()).toBe(3);
      await expectNoSidewaysScroll(page, 'invoice list');
      await expectAccessible(page, 'invoice list at 390 px');
      await shoot(page, 'pinv-list-390');

      await cards.filter({ hasText: 'INV-PO-00001' }).click();
      const detail = page.getByRole('region', { name: 'Invoice INV-PO-00001' });
      await detail.getByRole('heading', { name: 'INV-PO-00001', level: 2 }).waitFor();
      // stacked: the invoice comes before the list
      const [detailTop, listTop] = await Promise.all([
        detail.evaluate((el) => el.getBoundingClientRect().top),
        page.getByRole('region', { name: 'Purchase invoice list' }).evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(detailTop).toBeLessThan(listTop);
      await expectNoSidewaysScroll(page, 'invoice page');
      await expectAccessible(page, 'invoice page at 390 px');
      await shoot(page, 'pinv-detail-390');

      await page.goto('/ims/purchase-orders/3');
      await page.getByRole('heading', { name: 'PO-00003', level: 2 }).waitFor();
      await page.getByRole('button', { name: 'View Invoice' }).click();
      const view = dialog(page, 'View Invoice');
      await view.getByRole('heading', { name: 'INV-PO-00003', level: 3 }).waitFor();
      await expectAccessible(page, 'view invoice at 390 px');
      await shoot(page, 'pinv-view-390');
      await view.getByRole('button', { name: 'Edit Invoice' }).click();
      const edit = dialog(page, 'Edit Purchase Invoice');
      await edit.getByLabel('Payment Status').waitFor();
      await expectAccessible(page, 'edit invoice at 390 px');
      await shoot(page, 'pinv-edit-390');
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'detached' });
      // the closed Edit dialog hands focus back to the View dialog a frame later; an Escape
      // pressed before then lands on the page body and closes nothing
      await expect.poll(() => view.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await view.waitFor({ state: 'detached' });

      // an order without its invoice: the Generate modal on a phone (order 4, made here)
      const { id: supplierId } = (await api('GET', '/api/ims/supplier/all'))[0];
      const { id: warehouseId } = (await api('GET', '/api/ims/warehouses/all'))[0];
      const { id: itemId } = (await api('GET', '/api/ims/product/all'))[0];
      await api('POST', '/api/ims/purchase-order/add', {
        supplierId,
        warehouseId,
        totalDiscount: 0,
        orderItems: [{ item_id: itemId, quantity: 1, discount: 0 }],
      });
      await page.goto('/ims/purchase-orders/4');
      await page.getByRole('heading', { name: 'PO-00004', level: 2 }).waitFor();
      await expectNoSidewaysScroll(page, 'order with its invoice button');
      await expectAccessible(page, 'order with its invoice button at 390 px');
      await shoot(page, 'pinv-order-390');
      await page.getByRole('button', { name: 'Generate Invoice' }).click();
      const generate = dialog(page, 'Generate Purchase Invoice');
      await expect.poll(() => generate.getByLabel('Invoice Number').inputValue()).toBe('INV-PO-00004');
      await expectAccessible(page, 'generate invoice at 390 px');
      await shoot(page, 'pinv-generate-390');
    },
    FLOW_MS,
  );
});

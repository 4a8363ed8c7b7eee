/**
 * Inventory II (purchase orders) in Chromium against the real product: create an order with two lines and
 * discounts (every client message of spec part 2 §5 "Add purchase order"), filter the list, open it, receive
 * part then the rest of a line, return one unit, pay part then the rest (an over-payment refused), watching the
 * statuses and the bars change; axe on every screen, at 1366 px and at 390 px. The supplier, warehouses and items
 * are made through the API; everything else through the screens.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { SHOTS, expectAccessible, expectNoSidewaysScroll, shoot, progressTones, termValue } from '../support/e2e-checks.ts';
import { pickOption } from '../support/combobox.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Pipeworks Trading',
  fullName: 'Pia Pipe',
  email: `pia-${randomUUID().slice(0, 8)}@example.com`,
  password: 'orders need patience',
  masterPassword: 'master-of-orders',
  address: '8 Canal Street, Manchester',
  phone: '+44 161 496 0000',
};
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const FLOW_MS = 300_000;

const pipe = { name: 'Copper Pipe', sku: 'CP-15', barcode: '4000000000015', purchasePrice: 12.5 };
const valve = { name: 'Brass Valve', sku: 'BV-22', barcode: '4000000000022', purchasePrice: 8 };
const today = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date());

let api: OwnerApi;

/** The company, a supplier (and a second one that has no orders), two warehouses and the two items. */
beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  for (const [name, person] of [
    ['Acme Plumbing', 'Alan Acme'],
    ['Bolt Brothers', 'Bea Bolt'],
  ])
    await api('POST', '/api/ims/supplier/add', {
      name,
      contactPerson: person,
      contactEmail: 'orders@example.com',
      contactNumber: '+44 161 000 1111',
      address: '1 Pipe Lane',
    });
  await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Main Store', warehouseLocation: 'Manchester' });
  await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Overflow Shed', warehouseLocation: 'Salford' });
  for (const item of [pipe, valve])
    await api('POST', '/api/ims/product/add', {
      ...item,
      description: `${item.name} for the e2e run`,
      category: 'hardware',
      sellingPrice: item.purchasePrice * 2,
      unit: 'pcs',
    });
  mkdirSync(SHOTS, { recursive: true });
});

const signedInPage = (viewport: { width: number; height: number }) => signInAs(() => newPage(viewport), owner);

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true }).first();
const formAlert = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Types into an item picker and picks the one match once the server's (debounced) search has answered. */
const pickItem = (page: Page, picker: Locator, text: string, option: RegExp) => pickOption(page, picker, text, option, { alone: true });

/** The value shown for a fact of the order's overview (dt → dd). */
const fact = (page: Page, name: string) => termValue(page.locator('.po-facts div'), name);

describe('inventory: purchase orders', () => {
  it(
    'a user orders, receives, returns and pays at 1366 px',
    async () => {
      const { page } = await signedInPage(LAPTOP);

      // ---------- the empty list and the empty filter ----------
      await page.goto('/ims/purchase-orders');
      await page.getByRole('heading', { name: 'Purchase Orders', level: 1 }).waitFor();
      await page.getByText('No purchase orders found.').waitFor();
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await formAlert(page, 'Please select a filter to apply').waitFor();
      // the supplier and warehouse filters list the company's own
      expect(await page.getByLabel('Supplier').locator('option').allTextContents()).toEqual(
        ['All Suppliers', 'Bolt Brothers', 'Acme Plumbing'].sort((a, b) => (a === 'All Suppliers' ? -1 : b === 'All Suppliers' ? 1 : 0)),
      );
      expect(await page.getByLabel('Status').locator('option').allTextContents()).toEqual([
        'All Statuses',
        'Draft',
        'Pending',
        'Partially Received',
        'Received',
        'Cancelled',
        'Closed',
      ]);
      await expectAccessible(page, 'empty purchase order list');

      // ---------- add: every client message ----------
      await page.getByRole('link', { name: 'Add New' }).click();
      await page.waitForURL('**/ims/add-purchase-order');
      await page.getByRole('heading', { name: 'Create Purchase Order', level: 1 }).waitFor();
      const create = page.getByRole('button', { name: 'Create Purchase Order' });
      await create.click();
      await formAlert(page, 'Please select a supplier').waitFor();
      await page.getByLabel('Supplier').selectOption({ label: 'Acme Plumbing' });
      await create.click();
      await formAlert(page, 'Please select a warehouse').waitFor();
      await page.getByLabel('Warehouse').selectOption({ label: 'Main Store' });
      await create.click();
      await formAlert(page, 'Please add items to the purchase order').waitFor();

      const line1 = page.getByRole('listitem', { name: 'Line 1' });
      await pickItem(page, line1.getByRole('combobox', { name: 'Item 1' }), 'Copper', /Copper Pipe \(CP-15\)/);
      await expect.poll(() => line1.getByLabel('Unit Price').inputValue()).toBe('$12.50');
      expect(await line1.getByLabel('Unit Price').getAttribute('readonly')).not.toBeNull();
      const qty1 = line1.getByLabel('Quantity');
      await qty1.fill('0');
      expect(await qty1.getAttribute('aria-invalid')).toBe('true');
      await line1.getByText('Quantities must be whole numbers from 1 to 1,000,000').waitFor();
      await qty1.fill('abc');
      expect(await qty1.getAttribute('aria-invalid')).toBe('true');
      await qty1.fill('10');
      expect(await qty1.getAttribute('aria-invalid')).toBeNull();
      await line1.getByLabel('Discount %').fill('150');
      await line1.getByText('Invalid discount number').waitFor();
      await create.click();
      await formAlert(page, 'Invalid discount number').waitFor();
      await line1.getByLabel('Discount %').fill('10');
      expect(await line1.getByRole('status', { name: 'Line 1 total' }).textContent()).toBe('$112.50');

      await page.getByRole('button', { name: 'Add Line' }).click();
      const line2 = page.getByRole('listitem', { name: 'Line 2' });
      await pickOption(page, line2.getByRole('combobox', { name: 'Item 2' }), 'Copper', /Copper Pipe \(CP-15\)/, {
        alone: true,
        refused: true,
      });
      await toast(page, 'Item already added').waitFor();
      await pickItem(page, line2.getByRole('combobox', { name: 'Item 2' }), 'Brass', /Brass Valve \(BV-22\)/);
      await line2.getByLabel('Quantity').fill('4');
      const overall = page.getByLabel('Overall Discount %');
      await overall.fill('101');
      await page.getByText('Invalid discount', { exact: true }).waitFor();
      await create.click();
      await formAlert(page, 'Invalid discount').waitFor();
      await overall.fill('5');
      const totals = page.locator('.po-add-totals');
      // 10 × $12.50 less 10 % = $112.50; 4 × $8.00 = $32.00; $144.50 less 5 % = $137.275 → $137.28
      expect(await totals.locator('dd').allTextContents()).toEqual(['$144.50', '$137.28']);
      await expectAccessible(page, 'add purchase order');
      await shoot(page, 'po-add-1366');
      await create.click();
      await toast(page, 'Purchase order added successfully').waitFor();
      await page.waitForURL(/\/ims\/purchase-orders$/);

      // ---------- the card ----------
      const card = page.getByRole('link', { name: /PO-00001/ });
      await card.waitFor();
      const cardText = await card.textContent();
      for (const text of ['PO-00001', '(Acme Plumbing)', today, '2 items', 'Main Store', '0/14', '$0.00 / $137.28', 'Pending'])
        expect(cardText).toContain(text);
      expect(await progressTones(card)).toEqual(['red', 'red']);

      // ---------- filters ----------
      await page.getByLabel('Status').selectOption('Received');
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await page.getByText('No purchase orders found.').waitFor();
      await page.getByRole('button', { name: 'Clear' }).click();
      await card.waitFor();
      expect(await page.getByLabel('Status').inputValue()).toBe('');
      await page.getByLabel('Supplier').selectOption({ label: 'Bolt Brothers' });
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await page.getByText('No purchase orders found.').waitFor();
      await page.getByLabel('Supplier').selectOption({ label: 'Acme Plumbing' });
      await page.getByLabel('Warehouse').selectOption({ label: 'Main Store' });
      await page.getByLabel('Order Number').fill('1');
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await card.waitFor();
      await page.getByLabel('Warehouse').selectOption({ label: 'Overflow Shed' });
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await page.getByText('No purchase orders found.').waitFor();
      await page.getByRole('button', { name: 'Clear' }).click();

      // ---------- detail ----------
      await card.click();
      await page.waitForURL(/\/ims\/purchase-orders\/1$/);
      await page.getByRole('heading', { name: 'PO-00001', level: 2 }).waitFor();
      expect(await fact(page, 'Supplier').textContent()).toBe('Acme Plumbing');
      expect(await fact(page, 'Warehouse').textContent()).toBe('Main Store');
      expect(await fact(page, 'Status').textContent()).toBe('Pending');
      expect(await fact(page, 'Sub Total').textContent()).toBe('$144.50');
      expect(await fact(page, 'Discount').textContent()).toBe('5.00%');
      expect(await fact(page, 'Total').textContent()).toBe('$137.28');
      expect(await fact(page, 'Amount Due').textContent()).toBe('$137.28');
      expect(await fact(page, 'Order Date').textContent()).toBe(today);
      const items = page.getByRole('table', { name: 'PO-00001 items' });
      await items.getByRole('row').filter({ hasText: 'Copper Pipe' }).filter({ hasText: '$112.50' }).waitFor();
      await expectAccessible(page, 'purchase order detail');
      await shoot(page, 'po-list-detail-1366');

      // ---------- receiving: the three messages, part, then the rest ----------
      await page.getByRole('tab', { name: 'Receiving' }).click();
      const receiveTable = page.getByRole('table', { name: 'Receive PO-00001' });
      const pipeRow = receiveTable.getByRole('row').filter({ hasText: 'Copper Pipe' });
      const receivePipe = pipeRow.getByRole('button', { name: 'Receive Copper Pipe' });
      expect(await receivePipe.isDisabled()).toBe(true);
      const toReceive = pipeRow.getByLabel('To receive Copper Pipe');
      for (const [value, message] of [
        ['11', 'Received quantity cannot be greater than ordered quantity'],
        ['2.5', 'Received quantity must be a whole number'],
        ['-1', 'Received quantity cannot be negative'],
        ['abc', 'Received quantity must be a number'],
      ]) {
        await toReceive.fill(value);
        expect(await receivePipe.isEnabled()).toBe(true);
        await receivePipe.click();
        await formAlert(pipeRow, message).waitFor();
      }
      await toReceive.fill('4');
      await receivePipe.click();
      await toast(page, 'Item received successfully').waitFor();
      await pipeRow.getByText('4/10').waitFor();
      expect(await toReceive.inputValue()).toBe('');
      await card.filter({ hasText: '4/14' }).waitFor();
      expect(await progressTones(card)).toEqual(['red', 'red']);
      await toReceive.fill('6');
      await receivePipe.click();
      await pipeRow.getByText('10/10').waitFor();
      expect(await pipeRow.getByLabel('To receive Copper Pipe').inputValue()).toBe('-');
      expect(await pipeRow.getByLabel('To receive Copper Pipe').getAttribute('readonly')).not.toBeNull();
      expect(await pipeRow.getByRole('button', { name: 'Received Copper Pipe' }).isDisabled()).toBe(true);
      await card.filter({ hasText: '10/14' }).waitFor();
      expect(await progressTones(card)).toEqual(['orange', 'red']);
      expect(await progressTones(pipeRow)).toEqual(['green']);
      await card.filter({ hasText: 'Partially Received' }).waitFor();
      await expectAccessible(page, 'receiving tab');
      await shoot(page, 'po-receiving-1366');

      // ---------- returns ----------
      await page.getByRole('tab', { name: 'Returns' }).click();
      const returnTable = page.getByRole('table', { name: 'Return items of PO-00001' });
      const returnRow = returnTable.getByRole('row').filter({ hasText: 'Copper Pipe' });
      await returnRow.waitFor();
      expect(await returnRow.getByRole('cell').nth(1).textContent()).toBe('10');
      await page.getByRole('button', { name: 'Submit Returns' }).click();
      await formAlert(page, 'Please select at least one item to return.').waitFor();
      await returnRow.getByRole('checkbox', { name: 'Return Copper Pipe' }).check();
      expect(await returnRow.getByLabel('Return quantity Copper Pipe').inputValue()).toBe('1');
      expect(await returnRow.getByLabel('Return reason Copper Pipe').inputValue()).toBe('');
      expect(await returnRow.getByLabel('Return condition Copper Pipe').inputValue()).toBe('Good');
      await page.getByRole('button', { name: 'Submit Returns' }).click();
      await formAlert(page, 'Please fill all fields for each selected item.').waitFor();
      await returnRow.getByLabel('Return reason Copper Pipe').fill('Cracked at the joint');
      await returnRow.getByLabel('Return quantity Copper Pipe').fill('11');
      await page.getByRole('button', { name: 'Submit Returns' }).click();
      await formAlert(page, 'Return quantity for "Copper Pipe" cannot exceed 10.').waitFor();
      await returnRow.getByLabel('Return quantity Copper Pipe').fill('1');
      await expectAccessible(page, 'returns tab');
      await shoot(page, 'po-returns-1366');
      await page.getByRole('button', { name: 'Submit Returns' }).click();
      await toast(page, 'Returns submitted successfully').waitFor();
      await returnRow.getByRole('cell').nth(1).filter({ hasText: /^9$/ }).waitFor();
      expect(await returnRow.getByRole('checkbox', { name: 'Return Copper Pipe' }).isChecked()).toBe(false);

      // ---------- payments: part, too much, the rest ----------
      await page.getByRole('tab', { name: 'Details' }).click();
      // the credit is 1 × $12.50 less 10 % less 5 % = $10.6875 → $10.69; due $137.28 − $10.69
      await fact(page, 'Amount Due').filter({ hasText: '$126.59' }).waitFor();
      expect(await fact(page, 'Returned Credit').textContent()).toBe('$10.69');
      await page.getByRole('button', { name: /^\$0\.00 Pending/ }).click();
      const payments = dialog(page, 'Payments · PO-00001');
      await payments.getByText('No payment made yet.').waitFor();
      const addPayment = payments.getByRole('button', { name: 'Add Payment' });
      await addPayment.click();
      await formAlert(payments, 'Please fill the amount, the method and the reference').waitFor();
      expect(await payments.getByLabel('Method').locator('option').allTextContents()).toEqual([
        'Select a method',
        'Cash',
        'Cheque',
        'Transfer',
      ]);
      await payments.getByLabel('Amount').fill('50');
      await payments.getByLabel('Method').selectOption('cash');
      await payments.getByLabel('Reference').fill('CASH-001');
      await addPayment.click();
      await toast(page, 'Payment added successfully').waitFor();
      const paymentRows = payments.getByRole('table', { name: 'Payments of PO-00001' }).getByRole('row');
      await paymentRows.filter({ hasText: 'CASH-001' }).filter({ hasText: '$50.00' }).waitFor();
      expect(await payments.getByLabel('Amount').inputValue()).toBe('');
      await payments.getByText('$76.59', { exact: true }).waitFor();
      // the returned credit is part of the dialog's sums (Total − Returned − Paid = Amount due)
      expect(await payments.locator('.dialog-description').textContent()).toBe(
        'Total $137.28 · Returned $10.69 · Paid $50.00 · Amount due $76.59',
      );
      // the same reference again: another payment is refused, the same payment says it was already recorded
      await payments.getByLabel('Amount').fill('10');
      await payments.getByLabel('Method').selectOption('transfer');
      await payments.getByLabel('Reference').fill(' CASH-001 ');
      await addPayment.click();
      // refusals show inside the dialog (issue 31 item 8)
      await payments.getByRole('alert').filter({ hasText: 'This reference is already used for another payment' }).waitFor();
      await payments.getByLabel('Amount').fill('50');
      await payments.getByLabel('Method').selectOption('cash');
      await payments.getByLabel('Reference').fill('cash-001');
      await addPayment.click();
      await toast(page, 'This payment was already recorded').waitFor();
      expect(await paymentRows.count()).toBe(2);
      await card.filter({ hasText: 'Returned $10.69' }).waitFor();
      await payments.getByLabel('Amount').fill('200');
      await payments.getByLabel('Method').selectOption('transfer');
      await payments.getByLabel('Reference').fill('TR-1');
      await addPayment.click();
      await payments.getByRole('alert').filter({ hasText: 'Payment exceeds the amount due' }).waitFor();
      // the toasts leave first (axe measures contrast once nothing moves)
      await page.locator('.Toastify__toast').first().waitFor({ state: 'detached', timeout: 15_000 });
      await expectAccessible(page, 'payments modal');
      await shoot(page, 'po-payments-1366');
      await payments.getByLabel('Amount').fill('76.59');
      await payments.getByLabel('Method').selectOption('cheque');
      await payments.getByLabel('Reference').fill('CHQ-002');
      await addPayment.click();
      await payments.getByText('This order is fully paid.').waitFor();
      await paymentRows.filter({ hasText: 'CHQ-002' }).filter({ hasText: 'Cheque' }).waitFor();
      expect(await paymentRows.count()).toBe(3);
      await payments.getByRole('button', { name: 'Close', exact: true }).last().click();
      await payments.waitFor({ state: 'detached' });
      await fact(page, 'Amount Due').filter({ hasText: '$0.00' }).waitFor();
      await fact(page, 'Paid').filter({ hasText: 'Paid' }).filter({ hasText: '$126.59' }).waitFor();
      await card.filter({ hasText: '$126.59 / $137.28' }).waitFor();
      expect(await progressTones(card)).toEqual(['orange', 'green']);

      // ---------- the rest of the order: Received ----------
      await page.getByRole('tab', { name: 'Receiving' }).click();
      const valveRow = receiveTable.getByRole('row').filter({ hasText: 'Brass Valve' });
      await valveRow.getByLabel('To receive Brass Valve').fill('4');
      await valveRow.getByRole('button', { name: 'Receive Brass Valve' }).click();
      await receiveTable.getByRole('button', { name: 'Received Brass Valve' }).waitFor();
      await page.getByText('Every line of this order has been received.').waitFor();
      await card.filter({ hasText: '14/14' }).waitFor();
      expect(await progressTones(card)).toEqual(['green', 'green']);
      await page.getByRole('tab', { name: 'Details' }).click();
      expect(await fact(page, 'Status').textContent()).toBe('Received');
      await page.getByLabel('Status').selectOption('Received');
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await card.waitFor();
    },
    FLOW_MS,
  );

  it(
    'the screens fit a 390 px phone and pass axe there',
    async () => {
      const { page } = await signedInPage(PHONE);
      await page.goto('/ims/purchase-orders/1');
      await page.getByRole('heading', { name: 'PO-00001', level: 2 }).waitFor();
      await page.getByRole('link', { name: /PO-00001/ }).waitFor();
      await expectNoSidewaysScroll(page, 'list and detail');
      await expectAccessible(page, 'list and detail at 390 px');
      await shoot(page, 'po-list-detail-390');
      await page.getByRole('tab', { name: 'Receiving' }).click();
      await page.getByRole('table', { name: 'Receive PO-00001' }).waitFor();
      await expectNoSidewaysScroll(page, 'receiving');
      await expectAccessible(page, 'receiving at 390 px');
      await shoot(page, 'po-receiving-390');
      await page.getByRole('tab', { name: 'Returns' }).click();
      await page.getByRole('checkbox', { name: 'Return Copper Pipe' }).check();
      await expectNoSidewaysScroll(page, 'returns');
      await expectAccessible(page, 'returns at 390 px');
      await shoot(page, 'po-returns-390');
      await page.getByRole('tab', { name: 'Details' }).click();
      await page.getByRole('button', { name: /^\$126\.59 Paid/ }).click();
      const payments = dialog(page, 'Payments · PO-00001');
      await payments.getByRole('table', { name: 'Payments of PO-00001' }).getByRole('row').filter({ hasText: 'CASH-001' }).waitFor();
      await expectAccessible(page, 'payments at 390 px');
      await shoot(page, 'po-payments-390');
      await page.keyboard.press('Escape');

      await page.goto('/ims/add-purchase-order');
      await page.getByRole('heading', { name: 'Create Purchase Order', level: 1 }).waitFor();
      await page.getByLabel('Supplier').selectOption({ label: 'Acme Plumbing' });
      await pickItem(page, page.getByRole('combobox', { name: 'Item 1' }), 'Brass', /Brass Valve/);
      await page.getByRole('listitem', { name: 'Line 1' }).getByLabel('Quantity').fill('0');
      await expectNoSidewaysScroll(page, 'add page');
      await expectAccessible(page, 'add page at 390 px');
      await shoot(page, 'po-add-390');
    },
    FLOW_MS,
  );
});

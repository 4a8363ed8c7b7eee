/**
 * $0.00 prices on the inventory screens (issue 17 item 2): Add Item warns under a $0.00 price, the add purchase order
 * page marks a $0.00 line's price red and refuses the order before sending it, and an order whose total is $0.00
 * reads "Nothing to pay", never Paid; at 1366 px and 390 px with axe. Data is made through the API.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { SHOTS, expectAccessible, expectNoSidewaysScroll, shoot } from '../support/e2e-checks.ts';
import { addPartner, addReam, ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { pickOption } from '../support/combobox.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Zero Price Trading',
  fullName: 'Zed Zero',
  email: `zed-${randomUUID().slice(0, 8)}@example.com`,
  password: 'nothing is free here',
  masterPassword: 'master-of-zero',
  address: '0 Nought Lane, Hull',
  phone: '+44 1482 000000',
};

let api: OwnerApi;

beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  const supplier = await addPartner(api, 'supplier', 'Gratis Goods');
  const warehouse = (await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Depot', warehouseLocation: 'Hull' })).id;
  const ream = await addReam(api);
  await api('POST', '/api/ims/product/add', {
    name: 'Free Sample',
    sku: 'FREE-1',
    description: 'Given away',
    barcode: '4000000000107',
    category: 'general',
    purchasePrice: 0,
    sellingPrice: 1,
    unit: 'pcs',
  });
  // PO-00001: a 100 % discount, a $0.00 total
  await api('POST', '/api/ims/purchase-order/add', {
    supplierId: supplier,
    warehouseId: warehouse,
    totalDiscount: 100,
    orderItems: [{ item_id: ream, quantity: 2 }],
  });
  mkdirSync(SHOTS, { recursive: true });
});

const signedInPage = (viewport: { width: number; height: number }) => signInAs(() => newPage(viewport), owner);

async function pickFreeSample(page: Page) {
  const line = page.getByRole('listitem', { name: 'Line 1' });
  await pickOption(page, line.getByRole('combobox', { name: 'Item 1' }), 'Free', /Free Sample/, { alone: true });
  return line;
}

describe('inventory: $0.00 prices', () => {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    it(`warns, refuses and says "Nothing to pay" at ${width} px`, async () => {
      const { page } = await signedInPage({ width, height });

      // Add Item: a $0.00 price is kept but warned of
      await page.goto('/ims/items');
      await page.getByRole('button', { name: 'Add New' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Item' });
      const purchasePrice = add.getByLabel('Purchase Price ($)');
      await purchasePrice.fill('0.00');
      await add.getByText('A $0.00 price cannot go on an order').waitFor();
      await purchasePrice.fill('4.50');
      await add.getByText('A $0.00 price cannot go on an order').waitFor({ state: 'detached' });
      await add.getByLabel('Sales Price ($)').fill('0');
      await add.getByText('A $0.00 price cannot go on an order').waitFor();
      await expectAccessible(page, `add item with a $0.00 price at ${width}`);
      await shoot(page, `item-zero-price-${width}`);
      await add.getByRole('button', { name: 'Close' }).first().click();

      // Create Purchase Order: the line's $0.00 price is red and the order is refused before it is sent
      await page.goto('/ims/add-purchase-order');
      await page.getByLabel('Supplier').selectOption({ label: 'Gratis Goods' });
      await page.getByLabel('Warehouse').selectOption({ label: 'Depot' });
      const line = await pickFreeSample(page);
      const price = line.getByLabel('Unit Price');
      await expect.poll(() => price.inputValue()).toBe('$0.00');
      expect(await price.getAttribute('aria-invalid')).toBe('true');
      await line.getByText('Price is $0.00: set the item’s price first').waitFor();
      await line.getByLabel('Quantity').fill('3');
      await page.getByRole('button', { name: 'Create Purchase Order' }).click();
      await page.getByRole('alert').filter({ hasText: 'Please fill all item details correctly' }).waitFor();
      await expectAccessible(page, `add purchase order with a $0.00 line at ${width}`);
      await expectNoSidewaysScroll(page, `add purchase order at ${width}`);
      await shoot(page, `po-add-zero-price-${width}`);

      // the $0.00 order: nothing to pay on its card, its detail and its payments dialog
      await page.goto('/ims/purchase-orders/1');
      const card = page.getByRole('link', { name: /PO-00001/ });
      await card.getByText('Nothing to pay').waitFor();
      expect(await card.textContent()).not.toMatch(/\bPaid\b/);
      await page.getByRole('button', { name: /^\$0\.00 Nothing to pay/ }).click();
      const payments = page.getByRole('dialog', { name: 'Payments · PO-00001' });
      await payments.getByText('Nothing to pay: this order’s total is $0.00.').waitFor();
      await expectAccessible(page, `payments of a $0.00 order at ${width}`);
      await shoot(page, `po-nothing-to-pay-${width}`);
    });
  }
});

/**
 * Inventory I in Chromium against the real product: the toolbar, warehouses, suppliers and customers (add and
 * edit), receiving stock by SKU and by barcode (scanner style: the code, then Enter) and the stock dashboard,
 * with the spec's messages (part 2 §5, §8), axe on every page, at 1366 px and at 390 px. The company and its
 * items are made through the API; everything else through the screens.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { SHOTS, SHOTS_ON, expectAccessible, expectNoSidewaysScroll } from '../support/e2e-checks.ts';
import { pickOption } from '../support/combobox.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Northwind Supplies',
  fullName: 'Nora North',
  email: `nora-${randomUUID().slice(0, 8)}@example.com`,
  password: 'stock takes patience',
  masterPassword: 'master-of-stock',
  address: '3 Dock Road, Leeds',
  phone: '+44 113 496 0000',
};
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const FLOW_MS = 300_000;

/** Barcodes chosen so one is a prefix of the others: a scan must find the exact one. */
const items = {
  bolt: { name: 'Hex Bolt', sku: 'HB-100', barcode: '5012345678900' },
  nut: { name: 'Wing Nut', sku: 'WN-200', barcode: '5012345678917' },
  washer: { name: 'Flat Washer', sku: 'FW-300', barcode: '50123456789' },
  gear: { name: 'Spare Gear', sku: 'SG-400', barcode: '7000000000001' },
  cable: { name: 'Steel Cable', sku: 'SC-500', barcode: '7000000000002' },
};
const ids: Record<keyof typeof items, string> = { bolt: '', nut: '', washer: '', gear: '', cable: '' };

let api: OwnerApi;

/** The company, five items (none in stock) and a warehouse holding 50 steel cables (not low). */
beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  for (const [key, item] of Object.entries(items) as [keyof typeof items, (typeof items)['bolt']][]) {
    const res = await api('POST', '/api/ims/product/add', {
      ...item,
      description: `${item.name} for the e2e run`,
      category: 'hardware',
      purchasePrice: 1.5,
      sellingPrice: 3,
      unit: 'pcs',
    });
    ids[key] = res.id;
  }
  const north = await api('POST', '/api/ims/warehouses/add', { warehouseName: 'North Yard', warehouseLocation: 'Leeds' });
  await api('POST', '/api/ims/stock/add', [{ productID: ids.cable, quantity: 50, location: north.id }]);
  mkdirSync(SHOTS, { recursive: true });
});

const signedInPage = (viewport: { width: number; height: number }) => signInAs(() => newPage(viewport), owner);

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });
const formAlert = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The Product picker's label of the bolt (SKU · name), as the input shows it once picked. */
const BOLT_OPTION = `${items.bolt.sku} · ${items.bolt.name}`;

/**
 * The picker shows `label` with its list closed. Once the picker has lost focus this is the page's selection too:
 * react-aria then puts back the selected item's text, or empties the input when nothing is selected.
 */
async function expectPicked(picker: Locator, label: string) {
  await expect
    .poll(async () => [await picker.inputValue(), (await picker.getAttribute('aria-expanded')) === 'true'], { timeout: 10_000 })
    .toEqual([label, false]);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS_ON) return;
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('inventory: warehouses, partners, receiving and the stock dashboard', () => {
  it(
    'a user works through the screens at 1366 px',
    async () => {
      const { page } = await signedInPage(LAPTOP);

      // ---------- toolbar: IMS to the dashboard, Back one step ----------
      await page.goto('/ims/warehouses');
      await page.getByRole('heading', { name: 'Warehouses', level: 1 }).waitFor();
      const toolbar = page.getByRole('navigation', { name: 'Inventory management' });
      await toolbar.getByRole('link', { name: 'IMS' }).click();
      await page.waitForURL('**/ims/dashboard');
      await toolbar.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/ims/warehouses');

      // ---------- warehouses ----------
      await page.getByRole('article', { name: 'North Yard' }).waitFor();
      await page.getByRole('button', { name: 'Add Warehouse' }).click();
      const addWarehouse = dialog(page, 'Add Warehouse');
      await addWarehouse.getByRole('button', { name: 'Add Warehouse' }).click();
      await formAlert(addWarehouse, 'Please fill all the fields').waitFor();
      await addWarehouse.getByLabel('Warehouse Name').fill('Central Depot');
      await addWarehouse.getByLabel('Location').fill('12 Mill Lane, Leeds');
      await addWarehouse.getByRole('button', { name: 'Add Warehouse' }).click();
      await toast(page, 'Warehouse added successfully').waitFor();
      await addWarehouse.waitFor({ state: 'detached' });
      const card = page.getByRole('article', { name: 'Central Depot' });
      await card.waitFor();
      expect(await card.textContent()).toContain('12 Mill Lane, Leeds');
      // the same name again: the server's message
      await page.getByRole('button', { name: 'Add Warehouse' }).click();
      await addWarehouse.getByLabel('Warehouse Name').fill('central depot');
      await addWarehouse.getByLabel('Location').fill('Elsewhere');
      await addWarehouse.getByRole('button', { name: 'Add Warehouse' }).click();
      // inside the dialog, not as a toast behind its overlay (issue 31 item 8)
      await addWarehouse.getByRole('alert').filter({ hasText: 'A warehouse with this name already exists' }).waitFor();
      await addWarehouse.getByRole('button', { name: 'Cancel' }).click();
      await addWarehouse.waitFor({ state: 'detached' });
      await expectAccessible(page, 'warehouses');
      await shoot(page, 'warehouses-1366');

      // ---------- suppliers ----------
      await page.goto('/ims/suppliers');
      await page.getByRole('heading', { name: 'Suppliers', level: 1 }).waitFor();
      await page.getByText('No suppliers yet').waitFor();
      await page.getByRole('button', { name: 'Add New' }).click();
      const addSupplier = dialog(page, 'Add New Supplier');
      await addSupplier.getByRole('button', { name: 'Add Supplier' }).click();
      await formAlert(addSupplier, 'Please provide all the fields').waitFor();
      await addSupplier.getByLabel('Company Name').fill('Acme Fasteners');
      await addSupplier.getByLabel('Contact Person').fill('Alan Acme');
      await addSupplier.getByLabel('Contact Email').fill('alan@acme.example');
      await addSupplier.getByLabel('Contact Number').fill('abc');
      await addSupplier.getByLabel('Address').fill('1 Bolt Street, Sheffield');
      await addSupplier.getByRole('button', { name: 'Add Supplier' }).click();
      await formAlert(addSupplier, 'Please enter a valid phone number').waitFor();
      await addSupplier.getByLabel('Contact Number').fill('+44 113 000 1111');
      await addSupplier.getByRole('button', { name: 'Add Supplier' }).click();
      await toast(page, 'Supplier added successfully').waitFor();
      const suppliers = page.getByRole('table', { name: 'Suppliers' });
      const acme = suppliers.getByRole('row').filter({ hasText: 'Acme Fasteners' });
      await acme.waitFor();
      expect((await acme.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual([
        '1',
        'Alan Acme',
        'Acme Fasteners',
        '+44 113 000 1111',
        'alan@acme.example',
        'EditDelete',
      ]);
      // a valid number is a tel: link, without the spaces
      expect(await acme.getByRole('link', { name: '+44 113 000 1111' }).getAttribute('href')).toBe('tel:+441130001111');
      await acme.getByRole('button', { name: 'Edit Acme Fasteners' }).click();
      const editSupplier = dialog(page, 'Edit Supplier');
      expect(await editSupplier.getByLabel('Contact Person').inputValue()).toBe('Alan Acme');
      await editSupplier.getByRole('button', { name: 'Save Changes' }).click();
      await formAlert(editSupplier, 'No new changes made').waitFor();
      await editSupplier.getByLabel('Contact Person').fill('');
      await editSupplier.getByRole('button', { name: 'Save Changes' }).click();
      await formAlert(editSupplier, 'Please fill all the fields').waitFor();
      await editSupplier.getByLabel('Contact Person').fill('Ada Acme');
      await editSupplier.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Supplier updated successfully').waitFor();
      await suppliers.getByRole('row').filter({ hasText: 'Ada Acme' }).waitFor();
      await expectAccessible(page, 'suppliers');
      await shoot(page, 'suppliers-1366');

      // ---------- customers (the same screen) ----------
      await page.goto('/ims/customers');
      await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Add New' }).click();
      const addCustomer = dialog(page, 'Add New Customer');
      await addCustomer.getByLabel('Company Name').fill('Brightside Builders');
      await addCustomer.getByRole('button', { name: 'Add Customer' }).click();
      await formAlert(addCustomer, 'Please provide all the fields').waitFor();
      await addCustomer.getByLabel('Contact Person').fill('Bea Bright');
      await addCustomer.getByLabel('Contact Email').fill('bea@brightside.example');
      await addCustomer.getByLabel('Contact Number').fill('+44 113 000 2222');
      await addCustomer.getByLabel('Address').fill('9 Brick Row, York');
      await addCustomer.getByRole('button', { name: 'Add Customer' }).click();
      await toast(page, 'Customer added successfully').waitFor();
      const brightside = page.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: 'Brightside Builders' });
      await brightside.getByRole('button', { name: 'Edit Brightside Builders' }).click();
      const editCustomer = dialog(page, 'Edit Customer');
      await editCustomer.getByRole('button', { name: 'Save Changes' }).click();
      await formAlert(editCustomer, 'No new changes made').waitFor();
      await editCustomer.getByLabel('Contact Number').fill('12345');
      await editCustomer.getByRole('button', { name: 'Save Changes' }).click();
      await formAlert(editCustomer, 'Please enter a valid phone number').waitFor();
      await editCustomer.getByLabel('Contact Number').fill('+44 113 000 3333');
      await editCustomer.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Customer updated successfully').waitFor();
      await brightside.filter({ hasText: '+44 113 000 3333' }).waitFor();
      await expectAccessible(page, 'customers');
      await shoot(page, 'customers-1366');

      // ---------- receiving ----------
      await page.goto('/ims/receiving');
      await page.getByRole('heading', { name: 'Add Stock', level: 1 }).waitFor();
      const pending = page.getByRole('table', { name: 'Pending stock' });
      const addItem = page.getByRole('button', { name: 'Add Item' });
      await page.getByRole('button', { name: 'Save Stock' }).click();
      await formAlert(page, 'Please add stock').waitFor();
      await addItem.click();
      await formAlert(page, 'Please select a product ID').waitFor();

      // by SKU: the server's search
      const product = page.getByRole('combobox', { name: 'Product' });
      await pickOption(page, product, 'hb-', /HB-100 · Hex Bolt/);
      await expectPicked(product, BOLT_OPTION);
      await addItem.click();
      await formAlert(page, 'Please fill all the fields').waitFor();
      await page.getByLabel('Quantity').fill('12');
      await page.getByLabel('Location').selectOption({ label: 'Central Depot' });
      await addItem.click();
      await pending.getByRole('row').filter({ hasText: 'Hex Bolt' }).waitFor();
      expect(await product.inputValue()).toBe('');
      await pickOption(page, product, 'HB-1', /HB-100 · Hex Bolt/);
      await page.getByLabel('Quantity').fill('1');
      await addItem.click();
      await formAlert(page, 'Product already added').waitFor();

      // by barcode: a scanner types the code and Enter; without a quantity, Enter goes to the quantity
      await page.getByRole('button', { name: 'Barcode' }).click();
      const barcode = page.getByLabel('Barcode', { exact: true });
      await page.getByLabel('Quantity').fill('');
      await barcode.pressSequentially(items.washer.barcode);
      await barcode.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('quantity');
      await page.getByText(`${items.washer.name} · ${items.washer.sku}`).waitFor();
      await page.keyboard.type('3');
      await page.keyboard.press('Enter');
      await pending.getByRole('row').filter({ hasText: items.washer.name }).waitFor();
      // with quantity and location set, the scan's Enter adds the line at once
      await page.getByLabel('Quantity').fill('4');
      await barcode.pressSequentially(items.nut.barcode);
      await barcode.press('Enter');
      await pending.getByRole('row').filter({ hasText: items.nut.name }).waitFor();
      await page.getByLabel('Quantity').fill('4');
      await barcode.pressSequentially(items.nut.barcode);
      await barcode.press('Enter');
      await formAlert(page, 'Product already added').waitFor();
      await barcode.fill('5012345');
      await barcode.press('Enter');
      await formAlert(page, 'No item has the barcode 5012345').waitFor();
      // a row can be deleted
      await pending
        .getByRole('row')
        .filter({ hasText: items.nut.name })
        .getByRole('button', { name: /^Remove Wing Nut/ })
        .click();
      await pending.getByRole('row').filter({ hasText: items.nut.name }).waitFor({ state: 'detached' });
      await page.getByLabel('Quantity').fill('4');
      await barcode.fill(items.nut.barcode);
      await barcode.press('Enter');
      await pending.getByRole('row').filter({ hasText: items.nut.name }).waitFor();
      await expectAccessible(page, 'receiving');
      await shoot(page, 'receiving-1366');

      const saved = page.waitForResponse((r) => r.url().endsWith('/api/ims/stock/add'));
      await page.getByRole('button', { name: 'Save Stock' }).click();
      const request = (await saved).request().postDataJSON();
      expect(request.items.map((l: { productID: string; quantity: number }) => [l.productID, l.quantity])).toEqual([
        [ids.bolt, 12],
        [ids.washer, 3],
        [ids.nut, 4],
      ]);
      await toast(page, 'Stock updates successfully').waitFor();
      await pending.getByText('No items added yet.').waitFor();

      // ---------- stock dashboard ----------
      await page.goto('/ims/stock-dashboard');
      await page.getByRole('heading', { name: 'Stock Dashboard', level: 1 }).waitFor();
      const depot = page.getByRole('article', { name: 'Central Depot' });
      await depot.waitFor();
      expect(await depot.locator('dd').allTextContents()).toEqual(['3', '19']);
      expect(await page.getByRole('article', { name: 'North Yard' }).locator('dd').allTextContents()).toEqual(['1', '50']);
      const low = page.getByRole('table', { name: 'Low stock items' });
      await low.getByRole('row').filter({ hasText: items.gear.name }).waitFor();
      const rows = await low.getByRole('row').allTextContents();
      expect(rows.slice(1).map((r) => r.replace(/\s*\(\d+ or fewer\)/, ''))).toEqual([
        `${items.gear.name}${items.gear.sku} · Hardware0`,
        `${items.washer.name}${items.washer.sku} · Hardware3`,
        `${items.nut.name}${items.nut.sku} · Hardware4`,
        `${items.bolt.name}${items.bolt.sku} · Hardware12`,
      ]);
      expect(await low.getByRole('link', { name: items.washer.name }).getAttribute('href')).toBe(`/ims/items/${ids.washer}`);
      expect(await low.locator('.stock-level-red').count()).toBe(3);
      expect(await low.locator('.stock-level-yellow').count()).toBe(1);
      await expectAccessible(page, 'stock dashboard');
      await shoot(page, 'stock-dashboard-1366');
    },
    FLOW_MS,
  );

  it(
    'every screen fits a 390 px phone and passes axe there',
    async () => {
      const { page } = await signedInPage(PHONE);
      for (const [path, heading, name] of [
        ['/ims/warehouses', 'Warehouses', 'warehouses'],
        ['/ims/suppliers', 'Suppliers', 'suppliers'],
        ['/ims/customers', 'Customers', 'customers'],
        ['/ims/receiving', 'Add Stock', 'receiving'],
        ['/ims/stock-dashboard', 'Stock Dashboard', 'stock-dashboard'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.locator('.card-loading, .page-spinner').first().waitFor({ state: 'detached' });
        if (name === 'receiving') {
          const product = page.getByRole('combobox', { name: 'Product' });
          await pickOption(page, product, 'HB', /HB-100/);
          await page.getByLabel('Quantity').fill('2');
          await page.getByLabel('Location').selectOption({ label: 'Central Depot' });
          // the form holds all three before Add: the picker left (blurred) still shows the item, so it is the selection
          await expectPicked(product, BOLT_OPTION);
          expect(await page.getByLabel('Quantity').inputValue()).toBe('2');
          expect(await page.getByLabel('Location').locator('option:checked').textContent()).toBe('Central Depot');
          await page.getByRole('button', { name: 'Add Item' }).click();
          await page.getByRole('table', { name: 'Pending stock' }).getByRole('row').filter({ hasText: 'Hex Bolt' }).waitFor();
        }
        await expectNoSidewaysScroll(page, name);
        await expectAccessible(page, `${name} at 390 px`);
        await shoot(page, `${name}-390`);
      }
      // a dialog on the phone
      await page.goto('/ims/suppliers');
      await page.getByRole('button', { name: 'Add New' }).click();
      await dialog(page, 'Add New Supplier').waitFor();
      await expectAccessible(page, 'supplier dialog at 390 px');
      await shoot(page, 'supplier-dialog-390');
    },
    FLOW_MS,
  );
});

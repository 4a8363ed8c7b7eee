/**
 * Inventory corrections in Chromium against the real product (CORRECTIONS.md "Inventory"): an expense typed as
 * $15,000 corrected to $1,500 through Edit and its confirmation moves the financial account; an expense deleted
 * leaves it; a supplier on an order cannot be deleted (409, the contract's message) and one on no order can; a
 * warehouse is renamed; a customer and a warehouse are deleted, a category renamed, an item archived, unarchived and
 * another deleted. Axe on
 * each screen, no sideways scroll, at 1366 px and at 390 px.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isoDateOf } from '../../shared/domain/dates.ts';
import { useBrowser } from '../support/browser.ts';
import { SHOTS, expectAccessible, expectNoSidewaysScroll, shoot, termValue } from '../support/e2e-checks.ts';
import { addPartner, addReam, ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Mended Ledgers',
  fullName: 'Mia Mender',
  email: `mia-${randomUUID().slice(0, 8)}@example.com`,
  password: 'mistakes get mended',
  masterPassword: 'master-of-mending',
  address: '5 Quay Street, Hull',
  phone: '+44 1482 496 000',
};
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const FLOW_MS = 300_000;

let api: OwnerApi;
let binderId: string;
let staplerId: string;

beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  await api('POST', '/api/ims/expenses/add', {
    category: 'utilities',
    amount: 15000,
    description: 'Power bill',
    date: isoDateOf(new Date()),
  });
  await api('POST', '/api/ims/expenses/add', { category: 'transport', amount: 80, description: 'Courier', date: isoDateOf(new Date()) });
  const supplierId = await addPartner(api, 'supplier', 'Busy Paper Mill');
  await addPartner(api, 'supplier', 'Idle Ink Works');
  const warehouse = await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Quay Store', warehouseLocation: 'Hull' });
  const ream = await addReam(api);
  await api('POST', '/api/ims/purchase-order/add', {
    supplierId,
    warehouseId: warehouse.id,
    totalDiscount: 0,
    orderItems: [{ item_id: ream, quantity: 2 }],
  });
  // the catalogue's corrections: a customer on no order, a spare warehouse, a custom category, two items
  await addPartner(api, 'customer', 'Idle Reader');
  await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Spare Shed', warehouseLocation: 'Goole' });
  const category = await api('POST', '/api/ims/product/categories/add', { name: 'Fixings' });
  const item = (name: string, sku: string, barcode: string) => ({
    name,
    sku,
    description: name,
    barcode,
    category: category.id,
    purchasePrice: 2,
    sellingPrice: 4,
    unit: 'pcs',
  });
  binderId = (await api('POST', '/api/ims/product/add', item('Old Binder', 'BND-1', '4000000000107'))).id as string;
  staplerId = (await api('POST', '/api/ims/product/add', item('Spare Stapler', 'STP-1', '4000000000114'))).id as string;
  mkdirSync(SHOTS, { recursive: true });
});

const signedInPage = (viewport: { width: number; height: number }) => signInAs(() => newPage(viewport), owner);
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 30_000 });
const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const totalExpenses = (page: Page) =>
  termValue(page.getByRole('region', { name: 'Total Expenses', exact: true }).locator('.fin-figure'), 'Expenses').textContent();

async function checkScreen(page: Page, where: string) {
  await expectNoSidewaysScroll(page, where);
  await expectAccessible(page, where);
}

describe('inventory corrections', () => {
  it(
    'an expense corrected from $15,000 to $1,500 moves the financial account; a supplier on an order stays, one on none goes (1366 px)',
    async () => {
      const { page } = await signedInPage(LAPTOP);
      await page.goto('/ims/financial-account');
      await poll(() => totalExpenses(page)).toBe('$15,080.00');

      await page.goto('/ims/expenses');
      const table = page.getByRole('table', { name: 'Expenses, newest first' });
      await table.getByRole('row').filter({ hasText: 'Power bill' }).waitFor();
      await page.getByRole('button', { name: 'Edit Power bill' }).click();
      const edit = dialog(page, 'Edit Expense');
      await edit.getByLabel('Amount (USD)').fill('1500');
      await checkScreen(page, 'edit expense');
      await shoot(page, 'corrections-expense-edit-1366');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      const confirm = dialog(page, 'Save the corrected expense?');
      await confirm.getByText(/change from \$15,000\.00 on .* to \$1,500\.00 on /).waitFor();
      await shoot(page, 'corrections-expense-confirm-1366');
      await confirm.getByRole('button', { name: 'Save changes' }).click();
      await toast(page, 'Expense updated successfully').waitFor();
      await table.getByRole('row').filter({ hasText: 'Power bill' }).filter({ hasText: '$1,500.00' }).waitFor();

      // a delete says what leaves the account
      await page.getByRole('button', { name: 'Delete Courier' }).click();
      const remove = dialog(page, 'Delete this expense?');
      await remove.getByText(/\$80\.00 of Transport on .* is removed/).waitFor();
      await remove.getByRole('button', { name: 'Delete expense' }).click();
      await toast(page, 'Expense deleted successfully').waitFor();
      await poll(() => table.getByRole('row').filter({ hasText: 'Courier' }).count()).toBe(0);
      await checkScreen(page, 'expenses after corrections');
      await shoot(page, 'corrections-expenses-1366');

      await page.goto('/ims/financial-account');
      await poll(() => totalExpenses(page)).toBe('$1,500.00');

      // suppliers: one on a purchase order is refused with the contract's message, one on none is deleted
      await page.goto('/ims/suppliers');
      await page.getByRole('button', { name: 'Delete Busy Paper Mill' }).click();
      const refuse = dialog(page, 'Delete supplier?');
      await refuse.getByText('Busy Paper Mill is removed from your suppliers.').waitFor();
      await refuse.getByRole('button', { name: 'Delete supplier' }).click();
      // inside the dialog, and not offered again (issue 31 items 8, 9)
      await refuse.getByRole('alert').filter({ hasText: 'This supplier has orders' }).waitFor();
      expect(await refuse.getByRole('button', { name: 'Delete supplier' }).isDisabled()).toBe(true);
      expect(await toast(page, 'This supplier has orders').count()).toBe(0);
      await refuse.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Delete Idle Ink Works' }).click();
      const ok = dialog(page, 'Delete supplier?');
      await ok.getByRole('button', { name: 'Delete supplier' }).click();
      await toast(page, 'Supplier deleted successfully').waitFor();
      await poll(() => page.getByRole('button', { name: 'Delete Idle Ink Works' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Delete Busy Paper Mill' }).count()).toBe(1);
      await checkScreen(page, 'suppliers after a delete');
      await shoot(page, 'corrections-suppliers-1366');

      // a warehouse renamed through Edit and its confirmation
      await page.goto('/ims/warehouses');
      await page.getByRole('button', { name: 'Edit Quay Store' }).click();
      const editWarehouse = dialog(page, 'Edit Warehouse');
      await editWarehouse.getByLabel('Warehouse Name').fill('Harbour Store');
      await editWarehouse.getByRole('button', { name: 'Save changes' }).click();
      const confirmWarehouse = dialog(page, 'Save the warehouse?');
      await confirmWarehouse.getByText(/Quay Store becomes Harbour Store \(Hull\)/).waitFor();
      await shoot(page, 'corrections-warehouse-confirm-1366');
      await confirmWarehouse.getByRole('button', { name: 'Save changes' }).click();
      await toast(page, 'Warehouse updated successfully').waitFor();
      await page.getByRole('article', { name: 'Harbour Store' }).waitFor();
      await checkScreen(page, 'warehouses after a rename');
      await shoot(page, 'corrections-warehouses-1366');
    },
    FLOW_MS,
  );

  it(
    'a customer and a warehouse deleted, a category renamed, an item archived and unarchived, another deleted (1366 px)',
    async () => {
      const { page } = await signedInPage(LAPTOP);
      await page.goto('/ims/customers');
      await page.getByRole('button', { name: 'Delete Idle Reader' }).click();
      const customer = dialog(page, 'Delete customer?');
      await customer.getByText('Idle Reader is removed from your customers.').waitFor();
      await customer.getByRole('button', { name: 'Delete customer' }).click();
      await toast(page, 'Customer deleted successfully').waitFor();
      await poll(() => page.getByRole('button', { name: 'Delete Idle Reader' }).count()).toBe(0);

      // a warehouse edited, then deleted (it never held stock)
      await page.goto('/ims/warehouses');
      await page.getByRole('button', { name: 'Edit Spare Shed' }).click();
      const editWarehouse = dialog(page, 'Edit Warehouse');
      await editWarehouse.getByLabel('Warehouse Name').fill('Spare Barn');
      await editWarehouse.getByRole('button', { name: 'Save changes' }).click();
      await dialog(page, 'Save the warehouse?').getByRole('button', { name: 'Save changes' }).click();
      await toast(page, 'Warehouse updated successfully').waitFor();
      await page.getByRole('button', { name: 'Delete Spare Barn' }).click();
      const removeWarehouse = dialog(page, 'Delete warehouse?');
      await removeWarehouse.getByText('Spare Barn (Goole) is removed from your warehouses and pickers.').waitFor();
      await checkScreen(page, 'delete warehouse');
      await shoot(page, 'corrections-warehouse-delete-1366');
      await removeWarehouse.getByRole('button', { name: 'Delete warehouse' }).click();
      await toast(page, 'Warehouse deleted successfully').waitFor();
      await poll(() => page.getByRole('article', { name: 'Spare Barn' }).count()).toBe(0);
      await checkScreen(page, 'warehouses after a delete');
      await shoot(page, 'corrections-warehouses-delete-1366');

      // a category renamed from the items screen, confirmed in place
      await page.goto('/ims/items');
      await page.getByRole('link', { name: /Old Binder/ }).waitFor();
      await page.getByRole('button', { name: 'Categories' }).click();
      const categories = dialog(page, 'Categories');
      await categories.getByRole('button', { name: 'Rename Fixings' }).click();
      await categories.getByLabel('New name for Fixings').fill('Fasteners');
      await categories.getByRole('button', { name: 'Continue' }).click();
      await categories.getByText('Rename Fixings to Fasteners? Its items show the new name everywhere.').waitFor();
      await checkScreen(page, 'rename category');
      await shoot(page, 'corrections-category-rename-1366');
      await categories.getByRole('button', { name: 'Rename category' }).click();
      await toast(page, 'Category updated successfully').waitFor();
      await categories.getByRole('button', { name: 'Rename Fasteners' }).waitFor();
      await checkScreen(page, 'categories');
      await shoot(page, 'corrections-categories-1366');
      await categories.getByRole('button', { name: 'Close' }).first().click();
      await poll(() => page.getByRole('link', { name: /Old Binder/ }).textContent()).toContain('Fasteners');

      // an item archived: out of the list, listed under Show archived, then unarchived
      await page.goto(`/ims/items/${binderId}`);
      await page.getByRole('button', { name: 'Archive' }).click();
      const archive = dialog(page, 'Archive item?');
      await archive.getByText(/Old Binder leaves the item list/).waitFor();
      await checkScreen(page, 'archive item');
      await shoot(page, 'corrections-item-archive-1366');
      await archive.getByRole('button', { name: 'Archive item' }).click();
      await toast(page, 'Item archived successfully').waitFor();
      await page.getByText('This item is archived').waitFor();
      await checkScreen(page, 'archived item');
      await shoot(page, 'corrections-item-archived-1366');
      await page.goto('/ims/items');
      await page.getByRole('link', { name: /Spare Stapler/ }).waitFor();
      expect(await page.getByRole('link', { name: /Old Binder/ }).count()).toBe(0);
      await page.getByLabel('Show archived').check();
      await page.getByRole('link', { name: /Old Binder/ }).waitFor();
      expect(await page.getByRole('link', { name: /Spare Stapler/ }).count()).toBe(0);
      await checkScreen(page, 'archived items');
      await shoot(page, 'corrections-items-archived-1366');
      await page.getByRole('link', { name: /Old Binder/ }).click();
      await page.getByRole('button', { name: 'Unarchive' }).click();
      await dialog(page, 'Unarchive item?').getByRole('button', { name: 'Unarchive item' }).click();
      await toast(page, 'Item unarchived successfully').waitFor();
      await poll(() => page.getByText('This item is archived').count()).toBe(0);

      // an item that never moved is deleted, and the page goes back to the list
      await page.goto(`/ims/items/${staplerId}`);
      await page.getByRole('button', { name: 'Delete' }).click();
      const remove = dialog(page, 'Delete item?');
      await remove.getByText('Spare Stapler (SKU STP-1) is removed for good; its SKU and barcode are free again.').waitFor();
      await remove.getByRole('button', { name: 'Delete item' }).click();
      await toast(page, 'Item deleted successfully').waitFor();
      await page.waitForURL(/\/ims\/items$/);
      await page.getByRole('link', { name: /Old Binder/ }).waitFor();
      expect(await page.getByRole('link', { name: /Spare Stapler/ }).count()).toBe(0);
      await checkScreen(page, 'items after a delete');
      await shoot(page, 'corrections-items-1366');
    },
    FLOW_MS,
  );

  it(
    'the expense and supplier actions fit and pass axe at 390 px',
    async () => {
      const { page } = await signedInPage(PHONE);
      await page.goto('/ims/expenses');
      await page.getByRole('button', { name: 'Edit Power bill' }).waitFor();
      await checkScreen(page, 'expenses at 390');
      await shoot(page, 'corrections-expenses-390');
      await page.getByRole('button', { name: 'Delete Power bill' }).click();
      await dialog(page, 'Delete this expense?').waitFor();
      await checkScreen(page, 'delete expense at 390');
      await shoot(page, 'corrections-expense-delete-390');
      await dialog(page, 'Delete this expense?').getByRole('button', { name: 'Cancel' }).click();
      await page.goto('/ims/suppliers');
      await page.getByRole('button', { name: 'Delete Busy Paper Mill' }).waitFor();
      await checkScreen(page, 'suppliers at 390');
      await shoot(page, 'corrections-suppliers-390');
      await page.goto('/ims/warehouses');
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await dialog(page, 'Edit Warehouse').waitFor();
      await checkScreen(page, 'edit warehouse at 390');
      await shoot(page, 'corrections-warehouse-edit-390');
      await dialog(page, 'Edit Warehouse').getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await dialog(page, 'Delete warehouse?').waitFor();
      await checkScreen(page, 'delete warehouse at 390');
      await shoot(page, 'corrections-warehouse-delete-390');
      await dialog(page, 'Delete warehouse?').getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/ims/items');
      await page.getByRole('link', { name: /Old Binder/ }).waitFor();
      await checkScreen(page, 'items at 390');
      await shoot(page, 'corrections-items-390');
      await page.getByRole('button', { name: 'Categories' }).click();
      await dialog(page, 'Categories').getByRole('button', { name: 'Rename Fasteners' }).click();
      await dialog(page, 'Categories').getByRole('button', { name: 'Continue' }).waitFor();
      await checkScreen(page, 'categories at 390');
      await shoot(page, 'corrections-category-rename-390');
      await dialog(page, 'Categories').getByRole('button', { name: 'Cancel' }).click();
      await dialog(page, 'Categories').getByRole('button', { name: 'Close' }).first().click();
      await page.goto(`/ims/items/${binderId}`);
      await page.getByRole('button', { name: 'Archive' }).waitFor();
      await checkScreen(page, 'item at 390');
      await shoot(page, 'corrections-item-390');
      await page.getByRole('button', { name: 'Archive' }).click();
      await dialog(page, 'Archive item?').waitFor();
      await checkScreen(page, 'archive item at 390');
      await shoot(page, 'corrections-item-archive-390');
    },
    FLOW_MS,
  );
});

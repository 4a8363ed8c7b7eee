/**
 * The item page's Reorder tab in Chromium (AUTOMATION.md "Replenishment"): set a rule for a warehouse, see the pair
 * below min with the quantity to order, a refused rule (min above max) with the shared schema's message, edit the
 * rule so the pair is no longer below min; at 1366 px and 390 px with an accessibility scan. The company, its
 * warehouse, supplier, item and stock are made through the API.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REORDER_MESSAGES } from '../../shared/inventory/replenishment.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { a11yViolations, useBrowser } from '../support/browser.ts';
import { addPartner, ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Reorder Hardware',
  fullName: 'Rory Reorder',
  email: `rory-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct horse battery',
  masterPassword: 'master-of-payments',
  address: '9 Mill Street, Hull',
  phone: '+44 1482 496000',
};
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

let api: OwnerApi;
let itemId = '';

beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);
  const warehouseId = (await api('POST', r.warehouseAdd.path, { warehouseName: 'Harbour Depot', warehouseLocation: 'Hull' })).id;
  await addPartner(api, 'supplier', 'Brassworks Ltd');
  itemId = (
    await api('POST', r.productAdd.path, {
      name: 'Brass Hinge',
      sku: `HINGE-${randomUUID().slice(0, 4).toUpperCase()}`,
      description: 'A 75 mm brass hinge.',
      barcode: `40000${String(Date.now()).slice(-8)}`,
      category: 'general',
      purchasePrice: 2.5,
      sellingPrice: 4,
      unit: 'pcs',
    })
  ).id;
  await api('POST', r.stockAdd.path, [{ productID: itemId, quantity: 3, location: warehouseId }]);
});

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 30_000 });
const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

async function openReorderTab(page: Page) {
  await page.goto(`/ims/items/${itemId}`);
  await page.getByRole('tab', { name: 'Reorder' }).click();
  await poll(() => page.getByRole('table', { name: 'Projected stock and reorder rules per warehouse' }).isVisible()).toBe(true);
}

describe('reorder rules on the item page', () => {
  it('sets a rule, sees the item below min, refuses min above max, edits the rule', { timeout: 150_000 }, async () => {
    const { page } = await signInAs(() => newPage(LAPTOP), owner);
    await openReorderTab(page);
    const table = page.getByRole('table', { name: 'Projected stock and reorder rules per warehouse' });
    await poll(() => table.getByRole('row', { name: /Harbour Depot/ }).textContent()).toContain('No rule');

    await page.getByRole('button', { name: 'Set rule for Harbour Depot' }).click();
    await page.getByLabel('Preferred supplier').selectOption({ label: 'Brassworks Ltd' });
    await page.getByLabel('Min (reorder point)').fill('5');
    await page.getByLabel('Max (order up to)').fill('20');
    await page.getByLabel('Multiple').fill('6');
    await page.getByRole('button', { name: 'Save rule' }).click();
    await poll(() => toast(page, REORDER_MESSAGES.saved).isVisible()).toBe(true);
    // 3 on hand, min 5: below min, order up to 20 in sixes = 18
    await poll(() => table.getByRole('row', { name: /Harbour Depot/ }).textContent()).toMatch(/Below min.*order 18/);
    expect(await a11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/shots/item-reorder-1366.png', fullPage: true });

    // min above max: the shared schema's message, nothing sent
    await page.getByLabel('Min (reorder point)').fill('30');
    await page.getByRole('button', { name: 'Save rule' }).click();
    await poll(() => page.getByText(REORDER_MESSAGES.maxBelowMin).isVisible()).toBe(true);

    // a min of 2 is not crossed by 3 on hand
    await page.getByRole('button', { name: 'Edit rule for Harbour Depot' }).click();
    await poll(() => page.getByLabel('Min (reorder point)').inputValue()).toBe('5');
    await page.getByLabel('Min (reorder point)').fill('2');
    await page.getByRole('button', { name: 'Save rule' }).click();
    await poll(() => table.getByRole('row', { name: /Harbour Depot/ }).textContent()).toContain('OK');
  });

  it('reads well on a phone', { timeout: 90_000 }, async () => {
    const { page } = await signInAs(() => newPage(PHONE), owner);
    await openReorderTab(page);
    await poll(() => page.getByText('Min 2 · Max 20').first().isVisible()).toBe(true);
    expect(await a11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/shots/item-reorder-390.png', fullPage: true });
  });
});

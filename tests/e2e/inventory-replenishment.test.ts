/**
 * Replenishment in Chromium against the real product (AUTOMATION.md "Replenishment"): a reorder rule set on the item
 * page puts an item below min; the sidebar's badge counts it; the Replenishment screen lists it under its supplier and
 * warehouse with the suggested quantity; Create draft orders makes the draft (linked), which is placed from its purchase
 * order page after a confirmation that says what it does; the item then leaves the list and the badge. Screenshots at
 * 1366 px and 390 px, axe clean.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { a11yViolations, useBrowser } from '../support/browser.ts';
import { expectAccessible, expectNoSidewaysScroll, shoot, SHOTS } from '../support/e2e-checks.ts';
import { addPartner, addReam, ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Reorder Trading',
  fullName: 'Rita Reorder',
  email: `rita-${randomUUID().slice(0, 8)}@example.com`,
  password: 'never run out again',
  masterPassword: 'master-of-stock',
  address: '9 Shelf Street, York',
  phone: '+44 1904 000020',
};

let api: OwnerApi;
let stores: string;
let ream: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  api = await ownerApi(baseUrl, owner);
  await addPartner(api, 'supplier', 'Acme Paper');
  stores = (await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Stores', warehouseLocation: 'York' })).id;
  ream = await addReam(api);
  await api('POST', '/api/ims/stock/add', [{ productID: ream, quantity: 4, location: stores }]);
});

describe('inventory: replenishment', () => {
  it('the badge counts the item below min; Create draft orders makes its draft, placed from the order page', async () => {
    const { page } = await signInAs(() => newPage({ width: 1366, height: 900 }), owner);
    // the rule, on the item page's Reorder tab: min 10, max 50 in multiples of 5 (projected 4 → suggested 50)
    await page.goto(`/ims/items/${ream}`);
    await page.getByRole('tab', { name: 'Reorder' }).click();
    await page.getByRole('button', { name: 'Set rule for Stores' }).click();
    await page.getByLabel('Preferred supplier').selectOption({ label: 'Acme Paper' });
    await page.getByLabel('Min (reorder point)').fill('10');
    await page.getByLabel('Max (order up to)').fill('50');
    await page.getByLabel('Multiple').fill('5');
    await page.getByRole('button', { name: 'Save rule' }).click();
    await page.locator('.Toastify__toast').filter({ hasText: 'Reorder rule saved' }).waitFor();
    // no reload: saving the rule refreshes the sidebar's count
    const nav = page.getByRole('navigation', { name: 'Application' });
    const link = nav.getByRole('link', { name: /^Replenishment\s*\(1 item below the reorder point\)$/ });
    await link.waitFor();
    await link.click();
    await page.waitForURL('**/ims/replenishment');
    const group = page.getByRole('region', { name: 'Acme Paper · Stores' });
    await group.getByRole('link', { name: 'Ream' }).waitFor();
    const quantity = group.getByRole('spinbutton', { name: /Quantity of Ream to order \(suggested 50, 0 in draft\)/ });
    expect(await quantity.inputValue()).toBe('50');
    // every group shows the same columns in the same order, Committed included where nothing is committed (issue 31)
    expect((await group.getByRole('columnheader').allTextContents()).map((h) => h.trim())).toEqual([
      'Order',
      'Item',
      'On hand',
      'On order',
      'Committed',
      'Projected',
      'Min / Max',
      'In draft / Suggested',
      'To order',
    ]);
    expect(await group.getByRole('checkbox', { name: 'Order Ream for Stores' }).isChecked()).toBe(true);
    await expectAccessible(page, 'replenishment');
    await shoot(page, 'replenishment-1366');

    await page.getByRole('button', { name: 'Create draft orders (1)' }).click();
    const saved = page.getByRole('region', { name: 'Draft orders ready to check and place' });
    await saved.getByText('new draft, 1 line').waitFor();
    // the row now names its pair's open draft and what it holds: nothing is left to order, so a second Create draft
    // orders cannot order the 50 again (issue 31: 200 became 400, then 600)
    await group.getByText('tops up the open draft').waitFor();
    const after = group.getByRole('spinbutton', { name: /Quantity of Ream to order \(suggested 50, 50 in draft\)/ });
    await after.waitFor();
    expect(await after.inputValue()).toBe('0');
    expect(await group.getByRole('checkbox', { name: 'Order Ream for Stores' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Create draft orders', exact: true }).waitFor();
    await expectAccessible(page, 'replenishment after Create draft orders');
    await shoot(page, 'replenishment-drafts-1366');
    await saved.getByRole('link', { name: 'PO-00001' }).click();
    await page.waitForURL('**/ims/purchase-orders/1');
    await page.locator('.po-overview').getByText('Draft', { exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Receiving' }).count()).toBe(0);
    await expectAccessible(page, 'draft purchase order');
    await shoot(page, 'draft-order-1366');

    await page.getByRole('button', { name: 'Place order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Place PO-00001' });
    await dialog.getByText('Place PO-00001? 50 units become to receive at Stores and $225.00 is owed to Acme Paper.').waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    await dialog.screenshot({ path: `${SHOTS}/draft-place-dialog-1366.png` });
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // the order's status (the line's receiving status reads Pending too)
    await page.locator('.po-overview').getByText('Pending', { exact: true }).first().waitFor();
    expect(await page.locator('.po-overview').getByText('Draft', { exact: true }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Receiving' }).waitFor();
    // on order 50: projected 54 is not below min any more, so the badge and the row go
    await nav.getByRole('link', { name: 'Replenishment', exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Replenishment', exact: true }).click();
    await page.getByText('Nothing is below its reorder point.').waitFor();
    await expectAccessible(page, 'replenishment, nothing below min');
  });

  it('at 390 px the screen stacks its rows and fits the width', async () => {
    const brightline = await addPartner(api, 'supplier', 'Brightline Office');
    await api('POST', '/api/ims/reorder-rules', {
      itemId: ream,
      warehouseId: stores,
      min: 100,
      max: 120,
      multiple: 1,
      supplierId: brightline,
      leadTimeDays: 5,
    });
    const { page } = await signInAs(() => newPage({ width: 390, height: 844 }), owner);
    await page.goto('/ims/replenishment');
    const group = page.getByRole('region', { name: 'Brightline Office · Stores' });
    await group.getByRole('link', { name: 'Ream' }).waitFor();
    await shoot(page, 'replenishment-390');
    await expectNoSidewaysScroll(page, 'replenishment at 390 px');
    await expectAccessible(page, 'replenishment at 390 px');
  });
});

/**
 * Roles, apps and access in Chromium against the real product (ROLES.md "Tests that must exist", E2E): the owner
 * invites an accountant from Account settings, the invitation is read in the local inbox, the accountant sets a
 * password, signs in and sees the money screens without the operations' write buttons; a caretaker (staff, the rent
 * app, building 1) has no inventory in the sidebar and a typed inventory address says it is not theirs. One company.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ACCOUNT_MESSAGES from '../../shared/account/messages.ts';
import { ROLE_DESCRIPTIONS } from '../../shared/account/permissions.ts';
import { useBrowser } from '../support/browser.ts';
import { expectAccessible, expectNoSidewaysScroll, SHOTS, shoot } from '../support/e2e-checks.ts';
import { ownerApi, signInAs, signInLinked, type Owner, type OwnerApi } from '../support/e2e-company.ts';
import { linksIn, waitForEmails } from '../support/inbox.ts';

const { baseUrl, newPage } = useBrowser();

const owner: Owner = {
  companyName: 'Quayside Lettings',
  fullName: 'Olivia Owner',
  email: `roles-owner-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct horse battery',
  masterPassword: 'master-of-payments',
  address: '1 Quay Street, Bristol',
  phone: '+44 20 7946 0000',
};
const accountant = { name: 'Ada Accounts', email: `roles-ada-${randomUUID().slice(0, 8)}@example.com`, password: 'ledger-and-pen-42' };
const caretaker = { name: 'Carl Caretaker', email: `roles-carl-${randomUUID().slice(0, 8)}@example.com`, password: 'mop-and-bucket-42' };
const NO_ACCESS = 'You do not have access to this page';

let api: OwnerApi;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  api = await ownerApi(baseUrl, owner);
  await api('POST', '/api/building/add', { buildingNumber: 1, buildingName: 'Harbour House', buildingLevels: 2, address: '1 Quay Street' });
  await api('POST', '/api/building/add', { buildingNumber: 2, buildingName: 'Dock Tower', buildingLevels: 3, address: '2 Quay Street' });
  await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Main Store', warehouseLocation: 'Bristol' });
});

async function expectNoAccess(page: Page, path: string) {
  await page.goto(path);
  const refusal = page.getByRole('heading', { name: NO_ACCESS });
  await refusal.waitFor();
  // inside the layout (its account menu is there), with the way back
  await page.getByRole('button', { name: /Account menu/ }).waitFor();
  expect(await page.getByRole('link', { name: 'Back to your apps' }).getAttribute('href')).toBe('/apps');
}

/** The link of the invitation email sent to `email` (the n-th). */
async function invitationLink(email: string, n = 1) {
  const emails = await waitForEmails(email, n);
  const link = linksIn(emails[n - 1]!).find((l) => l.includes('/accept-invite?token='));
  if (!link) throw new Error(`no invitation link in: ${emails[n - 1]!.text}`);
  return { email: emails[n - 1]!, link };
}

describe('roles in the browser', () => {
  it('the owner invites an accountant, who sets a password and sees the money screens without the write buttons', async () => {
    const { page } = await signInAs(() => newPage({ width: 1366, height: 900 }), owner);
    await page.goto('/account-settings');
    const linked = page.getByRole('region', { name: 'Linked accounts' });
    await linked.getByRole('table').waitFor();
    await linked.getByRole('button', { name: 'Invite' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(accountant.name);
    await dialog.getByLabel('Email').fill(accountant.email);
    // each role with its one line beside it; no role chosen is refused with the API's message
    await dialog.getByRole('radio', { name: /Accountant/ }).waitFor({ state: 'attached' });
    expect(await dialog.getByRole('radiogroup', { name: 'Role' }).textContent()).toContain(ROLE_DESCRIPTIONS.accountant);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.chooseRole }).waitFor();
    await dialog.getByText('Accountant', { exact: true }).click();
    // the access pickers: only some buildings lists the company's buildings
    await dialog.getByRole('radiogroup', { name: 'Buildings' }).getByText('Only these').click();
    await dialog.getByRole('group', { name: 'Buildings: choose' }).getByText('2 · Dock Tower').waitFor();
    await expectAccessible(page, 'Invite dialog');
    await shoot(page, 'roles-invite-1366');
    await dialog.getByRole('radiogroup', { name: 'Buildings' }).getByText('All buildings').click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.locator('.Toastify').getByText(ACCOUNT_MESSAGES.invitationSent(accountant.email)).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = linked.getByRole('row').filter({ hasText: accountant.email });
    // the list reloads after the toast: wait for the new row
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual([
        '1',
        accountant.name,
        accountant.email,
        'Accountant',
        'Rent, Inventory',
        'All buildings · All warehouses',
        expect.stringMatching(/^Invited · expires \d\d\/\d\d\/\d{4}$/),
        expect.stringContaining('Withdraw'),
      ]);
    await expectAccessible(page, 'Linked accounts with an invitation');
    await shoot(page, 'roles-linked-accounts-1366');

    // the email, and its link opened in a browser with no session
    const { email, link } = await invitationLink(accountant.email);
    expect(email.subject).toBe(`You are invited to ${owner.companyName}`);
    const invitee = (await newPage({ width: 1366, height: 900 })).page;
    await invitee.goto(link);
    await invitee.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    await invitee.getByLabel('Password', { exact: true }).fill(accountant.password);
    await invitee.getByLabel('Confirm password').fill('not the same one');
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await invitee.getByRole('alert').getByText('Password does not match.').waitFor();
    await invitee.getByLabel('Confirm password').fill(accountant.password);
    await expectAccessible(invitee, 'accept invitation form');
    await shoot(invitee, 'roles-accept-1366');
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await invitee.getByRole('status').getByText(ACCOUNT_MESSAGES.invitationAccepted).waitFor();
    await invitee.getByRole('link', { name: 'Go to sign in' }).click();
    await invitee.waitForURL('**/login');

    // a spent link is refused in the form
    const again = (await newPage({ width: 1366, height: 900 })).page;
    await again.goto(link);
    await again.getByLabel('Password', { exact: true }).fill('another passphrase');
    await again.getByLabel('Confirm password').fill('another passphrase');
    await again.getByRole('button', { name: 'Set password' }).click();
    await again.getByRole('alert').getByText(ACCOUNT_MESSAGES.inviteLinkInvalid).waitFor();

    await signInLinked(invitee, accountant);
    await invitee.getByRole('link', { name: /Rent Management/ }).waitFor();
    await invitee.getByRole('link', { name: /Inventory Management/ }).waitFor();
    // the account menu: Activity (an accountant's), no Automation (the owner's)
    await invitee.getByRole('button', { name: /Account menu/ }).click();
    await invitee.getByRole('menuitem', { name: 'Activity' }).waitFor();
    expect(await invitee.getByRole('menuitem', { name: 'Automation' }).count()).toBe(0);
    await invitee.keyboard.press('Escape');

    // operations: read, no add, edit or delete
    await invitee.goto('/hms');
    await invitee.getByRole('link', { name: /Harbour House/ }).waitFor();
    expect(await invitee.getByRole('link', { name: 'Add Building' }).count()).toBe(0);
    await invitee.goto('/hms/hotel-portal/building/1');
    await invitee.getByRole('heading', { name: /Harbour House/ }).waitFor();
    expect(await invitee.getByRole('button', { name: /Edit Building|Delete Building/ }).count()).toBe(0);
    await invitee.goto('/ims/warehouses');
    await invitee.getByRole('heading', { name: 'Main Store' }).waitFor();
    expect(await invitee.getByRole('button', { name: /Add Warehouse|Edit Main Store|Delete Main Store/ }).count()).toBe(0);
    await shoot(invitee, 'roles-accountant-warehouses-1366');
    // money: expenses can be added
    await invitee.goto('/ims/expenses');
    await invitee.getByRole('button', { name: 'Add Expense' }).waitFor();
    await invitee.goto('/account-settings/activity');
    await invitee.getByRole('heading', { name: 'Activity' }).waitFor();

    // Account settings: the company and its own access, not the linked accounts; the owner's pages refused
    await invitee.goto('/account-settings');
    const access = invitee.getByRole('region', { name: 'Your access' });
    await access.getByText('Accountant').waitFor();
    expect(await invitee.getByRole('region', { name: 'Linked accounts' }).count()).toBe(0);
    await expectAccessible(invitee, 'Account settings as an accountant');
    await shoot(invitee, 'roles-accountant-settings-1366');
    await expectNoAccess(invitee, '/account-settings/automation');
    await expectNoAccess(invitee, '/hms/hotel-portal/add-new-build');
    await shoot(invitee, 'roles-no-access-1366');

    // the owner's Activity by role: the buildings the owner added; nothing done by a viewer
    await page.goto('/account-settings/activity');
    const filters = page.getByRole('form', { name: 'Activity filters' });
    for (const [role, shown] of [
      ['owner', page.getByRole('table').getByText(/Harbour House/)],
      ['viewer', page.getByText('No changes match these filters')],
    ] as const) {
      await filters.getByLabel('Role').selectOption(role);
      await filters.getByRole('button', { name: 'Apply Filters' }).click();
      await shown.first().waitFor();
    }
    await shoot(page, 'roles-activity-by-role-1366');

    // the owner's table on a phone
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/account-settings');
    await linked.getByRole('row').filter({ hasText: accountant.email }).getByRole('cell', { name: 'Accountant' }).waitFor();
    await expectNoSidewaysScroll(page, 'account settings at 390');
    await expectAccessible(page, 'linked accounts at 390');
    await shoot(page, 'roles-linked-accounts-390');
    await page.goto('/account-settings/activity');
    await filters.getByLabel('Role').waitFor();
    await expectNoSidewaysScroll(page, 'activity filters at 390');
    await shoot(page, 'roles-activity-filters-390');
  }, 180_000);

  it('at 390 px a caretaker (staff, the rent app, building 1) has no inventory, and a typed inventory address is refused', async () => {
    await api('POST', '/api/account/invite', {
      name: caretaker.name,
      email: caretaker.email,
      role: 'staff',
      apps: ['rent'],
      buildings: [1],
      warehouses: 'all',
    });
    const { link } = await invitationLink(caretaker.email);
    const token = new URL(link).searchParams.get('token');
    await api('POST', '/api/account/accept-invite', { token, password: caretaker.password });

    const { page } = await newPage({ width: 390, height: 844 });
    await signInLinked(page, caretaker);
    await page.getByRole('link', { name: /Rent Management/ }).waitFor();
    expect(await page.getByRole('link', { name: /Inventory Management/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Application' });
    await nav.getByRole('link', { name: 'Hotels' }).waitFor();
    expect(await nav.getByText('Stock and sales').count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Inventory' }).count()).toBe(0);
    await shoot(page, 'roles-caretaker-sidebar-390');
    await page.getByRole('button', { name: 'Close menu' }).click();

    // building 1 only (the server's scope); staff edits but does not delete
    await page.goto('/hms');
    await page.getByRole('link', { name: /Harbour House/ }).waitFor();
    expect(await page.getByRole('link', { name: /Dock Tower/ }).count()).toBe(0);
    await page.goto('/hms/hotel-portal/building/1');
    await page.getByRole('button', { name: 'Edit Building' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Building' }).count()).toBe(0);
    await expectNoSidewaysScroll(page, 'caretaker building at 390');

    await expectNoAccess(page, '/ims/dashboard');
    await expectNoSidewaysScroll(page, 'no access at 390');
    await expectAccessible(page, 'no access at 390');
    await shoot(page, 'roles-caretaker-no-access-390');
  });
});

/**
 * Sign-up, sign-in, the route gates, the silent refresh on 403, linked accounts and logout, in Chromium
 * against the real product. The robot check is solved by the ALTCHA widget in the page.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { a11yViolations, solveRobotCheckInPage, useBrowser } from '../support/browser.ts';
import { solveRobotCheck } from '../support/robot.ts';

const { baseUrl, newPage } = useBrowser();

/** Signed up through the API before the tests, so each test stands alone; one test signs up through the UI. */
const owner = {
  companyName: 'Harbour View Residences',
  fullName: 'Olivia Owner',
  email: `olivia-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct horse battery',
  masterPassword: 'master-of-payments',
  address: '1 Quay Street, Bristol',
  phone: '+44 20 7946 0000',
};

/** The company the sign-up test creates through the form. */
const newcomer = {
  companyName: 'Northwind Wholesale',
  fullName: 'Nadia Newcomer',
  email: `nadia-${randomUUID().slice(0, 8)}@example.com`,
  password: 'a long enough passphrase',
  masterPassword: 'payments-need-this',
  address: '9 Dock Road, Leeds',
  phone: '+44 113 496 0000',
};

beforeAll(async () => {
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...owner, reCaptchaaToken: await solveRobotCheck(baseUrl) }),
  });
  if (res.status !== 201) throw new Error(`sign-up of the test owner answered ${res.status}: ${await res.text()}`);
});

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

async function signIn(page: Page, email: string, password: string, administrator: boolean) {
  const submit = page.getByRole('button', { name: 'Sign In' });
  await submit.waitFor();
  if (administrator) await page.getByLabel('Administrator Access').check();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  expect(await submit.isDisabled()).toBe(true); // no robot-check token yet
  await solveRobotCheckInPage(page);
  expect(await submit.isEnabled()).toBe(true);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await submit.click();
  return answered;
}

async function signInAsOwner(page: Page) {
  await page.goto('/login');
  const res = await signIn(page, owner.email, owner.password, true);
  expect(res.status()).toBe(200);
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function openAccountSettings(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await page.waitForURL('**/account-settings');
}

describe('accounts and sessions in the browser', () => {
  it('a company signs up through the form (robot check solved by the widget), then signs in with Administrator Access', async () => {
    const { page } = await newPage();
    await page.goto('/signup');
    await page.getByLabel('Company name').fill(newcomer.companyName);
    await page.getByLabel('Full name').fill(newcomer.fullName);
    await page.getByLabel('Email').fill(newcomer.email);
    await page.getByLabel('Phone').fill(newcomer.phone);
    await page.getByLabel('Address').fill(newcomer.address);
    await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await page.getByLabel('Confirm password').fill('not the same password');
    await page.getByLabel('Master password').fill(newcomer.masterPassword);
    expect(await page.getByText('used to authorise rent payments', { exact: false }).isVisible()).toBe(true);
    await solveRobotCheckInPage(page);

    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Password does not match.' }).waitFor();

    await page.getByLabel('Confirm password').fill(newcomer.password);
    const signedUp = page.waitForResponse((r) => r.url().endsWith('/api/auth/signup'));
    await page.getByRole('button', { name: 'Create account' }).click();
    const res = await signedUp;
    expect(res.status()).toBe(201);
    const body = res.request().postDataJSON();
    expect(Object.keys(body).sort()).toEqual([
      'address',
      'companyName',
      'email',
      'fullName',
      'masterPassword',
      'password',
      'phone',
      'reCaptchaaToken',
    ]);
    expect(body.reCaptchaaToken.length).toBeGreaterThan(20);
    await toast(page, 'Account created successfully, please login').waitFor();
    await page.waitForURL('**/login');

    const loggedIn = await signIn(page, newcomer.email, newcomer.password, true);
    expect(loggedIn.status()).toBe(200);
    expect(loggedIn.request().postDataJSON()).toMatchObject({ email: newcomer.email, password: newcomer.password, type: '2' });
    await toast(page, 'Login successful').waitFor();
    await page.waitForURL('**/apps');
    await page.getByRole('heading', { name: 'Select an Application' }).waitFor();
    expect(await page.locator('.welcome').textContent()).toBe(`Welcome, ${newcomer.fullName}`);
    expect(await page.getByRole('link', { name: /Inventory Management/ }).getAttribute('href')).toBe('/ims/dashboard');
    expect(await page.getByRole('link', { name: /Rent Management/ }).getAttribute('href')).toBe('/hms');

    // the access token lives in memory only
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toMatch(/eyJ/);
  });

  it('a wrong password shows the server message and resets the robot check', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    const res = await signIn(page, owner.email, 'definitely wrong', false);
    expect(res.status()).toBe(401);
    const { message } = await res.json();
    await toast(page, message).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.locator('altcha-widget .altcha[data-state="unverified"]').waitFor();
    expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);
  });

  it('a protected page sends a signed-out visitor to /login and back after signing in', async () => {
    const { page } = await newPage();
    await page.goto('/account-settings');
    await page.waitForURL('**/login');
    const res = await signIn(page, owner.email, owner.password, true);
    expect(res.status()).toBe(200);
    await page.waitForURL('**/account-settings');
    await page.getByRole('heading', { name: 'Company information' }).waitFor();
    const company = page.getByRole('region', { name: 'Company information' });
    expect(await company.textContent()).toContain(owner.companyName);
    expect(await company.textContent()).toContain(owner.phone);
    expect(await company.textContent()).toMatch(/Join date\d{2}\/\d{2}\/\d{4}/);
    const subscription = page.getByRole('region', { name: 'Subscription' });
    expect(await subscription.getByRole('columnheader').allTextContents()).toEqual(['Type', 'Remaining', 'Last payment date']);
  });

  it('a reload keeps the session through the HttpOnly refresh cookie', async () => {
    const { page } = await newPage();
    await signInAsOwner(page);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
    await page.goto('/ims/warehouses');
    expect((await refreshed).status()).toBe(200);
    // the page's own data loads with the refreshed session
    await page.getByRole('heading', { name: 'Warehouses', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /add warehouse/i })
      .first()
      .waitFor();
    expect(await page.locator('.welcome').textContent()).toBe(`Welcome, ${owner.fullName}`);
  });

  it('a 403 mid-session refreshes silently and retries with the new token', async () => {
    const { page } = await newPage();
    const calls: string[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/account/company-ifo' || path === '/api/auth/refresh') calls.push(`${r.status()} ${path}`);
    });
    // the first company-info request goes out with a bad token, so the server really answers 403
    let tampered = false;
    await page.route('**/api/account/company-ifo', async (route) => {
      if (tampered) return route.continue();
      tampered = true;
      await route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer not-a-valid-token' } });
    });

    await signInAsOwner(page);
    await openAccountSettings(page);
    await page.getByRole('region', { name: 'Company information' }).getByText(owner.companyName).waitFor();

    expect(tampered).toBe(true);
    expect(calls).toEqual(['403 /api/account/company-ifo', '200 /api/auth/refresh', '200 /api/account/company-ifo']);
    expect(await page.locator('.Toastify').getByText('Session expired, please login again').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/account-settings');
  });

  it('when the silent refresh fails the session ends with the spec message', async () => {
    const { page, context } = await newPage();
    await signInAsOwner(page);
    // the apps page shows once the account's powers (company-ifo) are in; the buildings list is the next request
    await page.getByRole('heading', { name: 'Select an Application' }).waitFor();
    await context.clearCookies(); // the refresh cookie is gone: the refresh will answer 401
    await page.route('**/api/building/all', (route) =>
      route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer not-a-valid-token' } }),
    );
    await page.getByRole('link', { name: /Rent Management/ }).click();
    await toast(page, 'Session expired, please login again').waitFor();
    await page.waitForURL('**/login');
  });

  it('links a new account, then edits and unlinks it, with the spec toasts', async () => {
    const { page } = await newPage();
    await signInAsOwner(page);
    await openAccountSettings(page);
    const linked = page.getByRole('region', { name: 'Linked accounts' });
    await linked.getByRole('table').waitFor();
    expect(await linked.getByRole('columnheader').allTextContents()).toEqual([
      'No.',
      'Name',
      'Email',
      'Role',
      'Apps',
      'Access',
      'Last Login',
      'Action',
    ]);

    await linked.getByRole('button', { name: 'Link New' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Frank Frontdesk');
    await dialog.getByRole('button', { name: 'Link account' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please fill all fields.' }).waitFor();

    const staffEmail = `frank-${randomUUID().slice(0, 8)}@example.com`;
    await dialog.getByLabel('Email').fill(staffEmail);
    await dialog.getByLabel('Address').fill('Front desk, Tower A');
    await dialog.getByLabel('Phone').fill('+44 20 7946 0101');
    await dialog.getByLabel('Password', { exact: true }).fill('frontdesk-pass-1');
    await dialog.getByLabel('Confirm password').fill('frontdesk-pass-2');
    await dialog.getByRole('button', { name: 'Link account' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Password does not match.' }).waitFor();

    await dialog.getByLabel('Confirm password').fill('frontdesk-pass-1');
    await dialog.getByRole('button', { name: 'Link account' }).click();
    await toast(page, 'Linked account successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = linked.getByRole('row').filter({ hasText: staffEmail });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      '1',
      'Frank Frontdesk',
      staffEmail,
      // Link New makes today's linked account: staff in both apps, seeing everything (ROLES.md)
      'Staff',
      'Rent, Inventory',
      'All buildings · All warehouses',
      'Never',
      expect.stringContaining('Manage'),
    ]);

    await row.getByRole('button', { name: 'Edit or unlink Frank Frontdesk' }).click();
    await dialog.getByLabel('Name').fill('Frank Front-Desk');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Linked account updated successfully').waitFor();
    await linked.getByRole('cell', { name: 'Frank Front-Desk', exact: true }).waitFor();

    await linked.getByRole('button', { name: 'Edit or unlink Frank Front-Desk' }).click();
    await dialog.getByRole('button', { name: 'Unlink account' }).click();
    await dialog.getByRole('button', { name: 'Yes, unlink' }).click();
    await toast(page, 'Un-linked account successfully').waitFor();
    await linked.getByText(staffEmail).waitFor({ state: 'detached' });
  });

  it('a linked (staff) account sees neither linked accounts nor the master password form', async () => {
    const staff = { name: 'Sam Staff', email: `sam-${randomUUID().slice(0, 8)}@example.com`, password: 'staff-pass-123' };
    {
      const { page } = await newPage();
      await signInAsOwner(page);
      await openAccountSettings(page);
      await page.getByRole('button', { name: 'Link New' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill(staff.name);
      await dialog.getByLabel('Email').fill(staff.email);
      await dialog.getByLabel('Address').fill('Back office');
      await dialog.getByLabel('Phone').fill('+44 20 7946 0102');
      await dialog.getByLabel('Password', { exact: true }).fill(staff.password);
      await dialog.getByLabel('Confirm password').fill(staff.password);
      await dialog.getByRole('button', { name: 'Link account' }).click();
      await toast(page, 'Linked account successfully').waitFor();
    }
    const { page } = await newPage();
    const ownerOnly: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/account\/(linked-accounts|change-master-password)/.test(r.url())) ownerOnly.push(r.url());
    });
    await page.goto('/account-settings');
    await page.waitForURL('**/login');
    const res = await signIn(page, staff.email, staff.password, false);
    expect(res.status()).toBe(200);
    expect(res.request().postDataJSON().type).toBe('1');
    await page.waitForURL('**/account-settings');
    await page.getByRole('region', { name: 'Company information' }).getByText(owner.companyName).waitFor();
    expect(await page.locator('.welcome').textContent()).toBe(`Welcome, ${staff.name}`);
    expect(await page.getByRole('region', { name: 'Linked accounts' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: /master password/i }).count()).toBe(0);
    expect(ownerOnly).toEqual([]);
  });

  it('the owner changes the master password after confirming their own password', async () => {
    const { page } = await newPage();
    await signInAsOwner(page);
    await openAccountSettings(page);
    const card = page.getByRole('region', { name: /Change master password/ });
    await card.getByLabel('Your login password').fill('not my password');
    await card.getByLabel('New master password', { exact: true }).fill('new-master-secret');
    await card.getByLabel('Confirm new master password').fill('new-master-secret');
    let answered = page.waitForResponse((r) => r.url().endsWith('/api/account/change-master-password'));
    await card.getByRole('button', { name: 'Change master password' }).click();
    expect((await answered).status()).toBe(422);
    await toast(page, 'Your password is incorrect').waitFor();

    await card.getByLabel('Your login password').fill(owner.password);
    answered = page.waitForResponse((r) => r.url().endsWith('/api/account/change-master-password'));
    await card.getByRole('button', { name: 'Change master password' }).click();
    const res = await answered;
    expect(res.status()).toBe(200);
    expect(res.request().postDataJSON()).toEqual({ password: owner.password, newMasterPassword: 'new-master-secret' });
    await toast(page, 'Master password changed successfully').waitFor();
    expect(await card.getByLabel('New master password', { exact: true }).inputValue()).toBe('');
  });

  it('logout returns to /login and the protected area is closed again', async () => {
    const { page } = await newPage();
    await signInAsOwner(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await loggedOut).status()).toBe(200);
    await page.waitForURL('**/login');
    await page.goto('/apps');
    await page.waitForURL('**/login');
  });

  it('the login, apps, account and inventory pages have no accessibility violations', async () => {
    const { page } = await newPage();
    const toastsGone = () =>
      page
        .locator('.Toastify__toast')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => {});
    await page.goto('/login');
    await page.locator('altcha-widget .altcha').waitFor();
    expect(await a11yViolations(page), '/login').toEqual([]);

    const res = await signIn(page, owner.email, owner.password, true);
    expect(res.status()).toBe(200);
    await page.waitForURL('**/apps');
    await page.getByRole('heading', { level: 1, name: 'Select an Application' }).waitFor();
    await toastsGone();
    expect(await a11yViolations(page), '/apps').toEqual([]);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menu', { name: 'Account' }).waitFor();
    expect(await a11yViolations(page), 'account menu open').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await openAccountSettings(page);
    await page.getByRole('region', { name: 'Linked accounts' }).getByRole('table').waitFor();
    await toastsGone();
    expect(await a11yViolations(page), '/account-settings').toEqual([]);

    await page.getByRole('button', { name: 'Link New' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await a11yViolations(page), 'Link New dialog').toEqual([]);

    await page.goto('/ims/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText('To Receive').first().waitFor();
    await toastsGone();
    expect(await a11yViolations(page), '/ims/dashboard').toEqual([]);
  });
});

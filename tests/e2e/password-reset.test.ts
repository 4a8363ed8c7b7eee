/**
 * Forgot password / reset password in Chromium against the real product (AUTOMATION.md "Accounts"): from the sign-in
 * page, the email read from the local inbox (aws-ses-v2-local's /store), its link opened, a new password set and used.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ACCOUNT_MESSAGES from '../../shared/account/messages.ts';
import { solveRobotCheckInPage, useBrowser } from '../support/browser.ts';
import { expectAccessible, expectNoSidewaysScroll, SHOTS, shoot } from '../support/e2e-checks.ts';
import { linksIn, waitForEmails } from '../support/inbox.ts';
import { solveRobotCheck } from '../support/robot.ts';

const { baseUrl, newPage } = useBrowser();

const owner = {
  companyName: 'Harbour View Residences',
  fullName: 'Olivia Owner',
  email: `reset-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct horse battery',
  masterPassword: 'master-of-payments',
  address: '1 Quay Street, Bristol',
  phone: '+44 20 7946 0000',
};
const NEW_PASSWORD = 'a fresh passphrase 2026';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...owner, reCaptchaaToken: await solveRobotCheck(baseUrl) }),
  });
  if (res.status !== 201) throw new Error(`sign-up of the test owner answered ${res.status}: ${await res.text()}`);
});

async function askForLink(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await solveRobotCheckInPage(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('status').getByText(ACCOUNT_MESSAGES.resetLinkSent).waitFor();
}

describe('forgot password in the browser', () => {
  it('from the sign-in page: ask, read the email, open its link, set a new password, sign in with it', async () => {
    const { page } = await newPage({ width: 1366, height: 800 });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await shoot(page, 'password-reset-login-1366');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await expectAccessible(page, 'forgot password form');
    await shoot(page, 'password-reset-forgot-1366');

    await askForLink(page, owner.email);
    await expectAccessible(page, 'forgot password, sent');
    await shoot(page, 'password-reset-sent-1366');

    const [email] = await waitForEmails(owner.email, 1);
    expect(email!.subject).toBe('Reset your password');
    expect(email!.from).toBe(`"${owner.companyName}" <no-reply@business-suite.local>`);
    const link = linksIn(email!).find((l) => l.includes('/reset-password?token='))!;
    // the product's own origin (APP_URL of npm start), not the emulator's
    expect(new URL(link).origin).toBe(new URL(baseUrl).origin);
    // the email as a mail client shows it (a blank page of its own: the product's CSP forbids the email's inline styles)
    const mail = await newPage({ width: 800, height: 700 });
    await mail.page.setContent(email!.html);
    await mail.page.screenshot({ path: `${SHOTS}/password-reset-email.png`, fullPage: true });

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('not the same');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').getByText('Password does not match.').waitFor();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await expectAccessible(page, 'reset password form');
    await shoot(page, 'password-reset-form-1366');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/login');
    await page.locator('.Toastify').getByText(ACCOUNT_MESSAGES.passwordReset).waitFor();

    await page.getByLabel('Administrator Access').check();
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await solveRobotCheckInPage(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/apps');

    // the link is spent: opening it again says so, with a way to ask again
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another passphrase');
    await page.getByLabel('Confirm new password').fill('another passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    const refused = page.getByRole('alert');
    await refused.getByText(ACCOUNT_MESSAGES.resetLinkInvalid).waitFor();
    await refused.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL('**/forgot-password');
  });

  it('at 390 px: the pages fit, a link without a token is refused at once, axe clean', async () => {
    const { page } = await newPage({ width: 390, height: 844 });
    await page.goto('/forgot-password');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await expectNoSidewaysScroll(page, 'forgot password at 390');
    await shoot(page, 'password-reset-forgot-390');
    await askForLink(page, `nobody-${randomUUID()}@example.com`);
    await expectNoSidewaysScroll(page, 'forgot password sent at 390');
    await expectAccessible(page, 'forgot password sent at 390');
    await shoot(page, 'password-reset-sent-390');

    await page.goto('/reset-password?token=forged');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await expectNoSidewaysScroll(page, 'reset password at 390');
    await shoot(page, 'password-reset-form-390');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').getByText(ACCOUNT_MESSAGES.resetLinkInvalid).waitFor();
    await expectAccessible(page, 'invalid link at 390');
    await shoot(page, 'password-reset-invalid-390');

    await page.goto('/reset-password');
    await page.getByRole('alert').getByText(ACCOUNT_MESSAGES.resetLinkInvalid).waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
  });
});

/**
 * What a first visit downloads before the first screen renders (web/dist/index.html's entry script and module
 * preloads, as the bench counts it), and what the app shell does without the data router: a page opened by a link
 * starts at its top, back returns to where the previous page was left.
 */
import { describe, expect, it } from 'vitest';
import { benchSpa, SPA_INITIAL_BUDGET_GZIP } from '../bench/spa.ts';
import { solveRobotCheckInPage, useBrowser } from '../support/browser.ts';
import { shoot } from '../support/e2e-checks.ts';

const { newPage } = useBrowser();

describe('the SPA shell', () => {
  it(`loads at most ${SPA_INITIAL_BUDGET_GZIP / 1000} kB of gzipped JavaScript before the first screen`, async () => {
    const spa = await benchSpa({ build: 'never' });
    if (!spa.available) throw new Error(spa.reason);
    expect(spa.initial.length).toBeGreaterThan(0);
    expect(spa.initialGzipBytes).toBeLessThanOrEqual(SPA_INITIAL_BUDGET_GZIP);
  });

  it('opens a linked page at its top and goes back to where the previous page was left', async () => {
    const { page, problems } = await newPage({ width: 1366, height: 700 });
    await page.goto('/');
    const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' });
    await contact.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 300);
    const left = await page.evaluate(() => window.scrollY);

    await contact.click();
    await page.getByRole('heading', { level: 1, name: /Talk to the team/ }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.getByRole('link', { name: 'Explore IMS' }).waitFor({ state: 'attached' });
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, left);
    expect(problems).toEqual([]);
  });

  // react-toastify and its styles arrive in their own chunk after the first screen: our overrides must still win
  it.each([1366, 390])('a toast raised on the sign-in page shows with the suite’s toast style (%i px)', async (width) => {
    const { page, problems } = await newPage({ width, height: 800 });
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByLabel('Password').fill('not a password');
    await solveRobotCheckInPage(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Invalid email or password' });
    await toast.waitFor();
    const style = await toast.evaluate((el) => {
      const s = getComputedStyle(el);
      return { border: s.borderTopWidth, weight: s.fontWeight };
    });
    expect(style).toEqual({ border: '1px', weight: '500' });
    await shoot(page, `perf-toast-login-${width}`);
    expect(problems.filter((p) => !/401/.test(p))).toEqual([]);
  });
});

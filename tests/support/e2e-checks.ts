/**
 * Checks the inventory screens' browser tests make on a page: axe once the toasts have left, no sideways scroll, and
 * a screenshot (to look at) from the top once nothing moves.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SHOTS, SHOTS_ON, a11yViolations } from './browser.ts';

export { SHOTS, SHOTS_ON };

/** Axe once the toasts have left (it measures contrast once nothing moves). */
export async function expectAccessible(page: Page, where: string) {
  await page.locator('.Toastify__toast').first().waitFor({ state: 'detached', timeout: 15_000 });
  expect(await a11yViolations(page), where).toEqual([]);
}

export async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.doc, where).toBeLessThanOrEqual(widths.view);
}

/**
 * Every form field on the page (native date inputs kept for autofill included; not type=hidden) has a label linked
 * to it (`<label for>` or around it) or an ARIA name: the fields that have none, as `tag name=…`.
 */
export async function unlabelledFields(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input:not([type="hidden"]), select, textarea',
      ),
    ]
      .filter((field) => !field.labels?.length && !field.getAttribute('aria-label') && !field.getAttribute('aria-labelledby'))
      .map((field) => `${field.tagName.toLowerCase()} name=${field.getAttribute('name') ?? ''} type=${field.getAttribute('type') ?? ''}`),
  );
}

/** A full-page shot from the top (a full-page shot of a scrolled page draws the sticky top bar mid-page). */
export async function shoot(page: Page, name: string) {
  if (!SHOTS_ON) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The dd of the row among `rows` whose dt reads exactly `term` (a fact, figure or total shown as dt → dd). */
export const termValue = (rows: Locator, term: string) =>
  rows.filter({ has: rows.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');

/** The tones of a scope's progress bars, in order (red < 50 %, orange from 50 %, green at 100 %). */
export const progressTones = (scope: Locator) =>
  scope.getByRole('progressbar').evaluateAll((bars) => bars.map((b) => b.getAttribute('data-tone')));

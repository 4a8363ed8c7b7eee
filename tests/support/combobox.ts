/**
 * Picking an option of a combo box (ComboBox.tsx, react-aria) in browser tests, the one way: with the keyboard, as a
 * clerk with a scanner would. A pointer click on an option is flaky: the click may scroll the page first (a phone's
 * viewport), and a scroll closes the open list; an answer of the server's debounced search may re-render the list
 * under the pointer. The keys move the list's virtual focus (the input's aria-activedescendant) until it is on the
 * wanted option, whatever the list holds by then, and Enter picks it.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Most options a picker is walked through before the test gives up. */
const MAX_STEPS = 50;

/**
 * Types `text` into `picker`, waits for an option matching `option`, and picks it with ArrowDown/Enter. With
 * `alone`, first waits until that option is the only one (the server's search has narrowed the list).
 */
export async function pickOption(page: Page, picker: Locator, text: string, option: RegExp | string, { alone = false } = {}) {
  // the server's debounced answer may replace the list between the wanted option's ArrowDown and its Enter (seen on a
  // busy machine): Enter then picks nothing and the typed text stays. Picked is when the text became the option's
  // label; otherwise the whole pick is tried again (a label equal to the typed text is taken as picked after the tries)
  for (let attempt = 0; attempt < PICK_ATTEMPTS; attempt++) {
    await pickOnce(page, picker, text, option, alone);
    const picked = await expect
      .poll(async () => (await picker.inputValue()) !== text, { timeout: 3_000 })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (picked) return;
  }
}

/** How many times a pick is tried before the test goes on with what it has. */
const PICK_ATTEMPTS = 3;

async function pickOnce(page: Page, picker: Locator, text: string, option: RegExp | string, alone: boolean) {
  await picker.fill(text);
  const options = page.getByRole('listbox').getByRole('option');
  if (alone) await expect.poll(() => options.count(), { timeout: 10_000 }).toBe(1);
  await options.filter({ hasText: option }).first().waitFor();
  const wanted = (label: string) => (typeof option === 'string' ? label.includes(option) : option.test(label));
  for (let step = 0; step < MAX_STEPS; step++) {
    await picker.press('ArrowDown');
    const active = await picker.getAttribute('aria-activedescendant');
    const label = active
      ? await page
          .locator(`[id="${active}"]`)
          .textContent({ timeout: 2_000 })
          .catch(() => null)
      : null;
    if (label !== null && wanted(label)) {
      await picker.press('Enter');
      return;
    }
  }
  throw new Error(`pickOption: no option matching ${String(option)} after ${MAX_STEPS} steps in the list for "${text}"`);
}

/**
 * The SPA's date fields (web/src/components/ui/DateField.tsx: react-aria's DatePicker in en-GB) in the browser
 * tests: filled the way a person types into its dd/mm/yyyy segments, and read as shown.
 *
 * `field` is the field's group (`dateField(scope, label)`) or any locator that includes it, such as
 * `scope.getByLabel('Rent Start Date')` (which also matches the segments and the calendar button).
 */
import type { Locator, Page } from 'playwright-core';

/** The field's group (day, month and year segments and the calendar button), named by its label. */
export const dateField = (scope: Page | Locator, label: string): Locator => scope.getByRole('group', { name: label, exact: true });

const groupOf = (field: Locator): Locator => field.and(field.page().getByRole('group'));

/** What the field shows: '05/03/2026', or 'dd/mm/yyyy' while empty. */
export async function dateText(field: Locator): Promise<string> {
  const text = (await groupOf(field).textContent()) ?? '';
  // bidi isolates and marks some locales put around segments
  return text.replace(/[\u200e\u200f\u2066-\u2069]/g, '').trim();
}

/**
 * Types an ISO date ('2026-03-05') as a person does: into the day segment, the digits 05 03 2026 (the field
 * moves on by itself). '' erases every segment.
 */
export async function fillDate(field: Locator, iso: string): Promise<void> {
  const segments = groupOf(field).getByRole('spinbutton');
  const page = field.page();
  if (iso === '') {
    for (const i of [2, 1, 0]) {
      await segments.nth(i).click();
      for (let k = 0; k < 4; k += 1) await page.keyboard.press('Backspace');
    }
    return;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`fillDate wants yyyy-mm-dd, got ${JSON.stringify(iso)}`);
  await segments.first().click();
  await page.keyboard.type(`${m[3]}${m[2]}${m[1]}`);
}

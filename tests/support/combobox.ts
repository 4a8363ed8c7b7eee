/**
 * Picking an option of a combo box (ComboBox.tsx, react-aria) in browser tests, the one way: with the keyboard, as a
 * clerk with a scanner would. A pointer click on an option is flaky: the click may scroll the page first (a phone's
 * viewport), and a scroll closes the open list; an answer of the server's debounced search may re-render the list
 * under the pointer. The keys move the list's virtual focus (the input's aria-activedescendant) until it is on the
 * wanted option, whatever the list holds by then, and Enter picks it.
 *
 * A pick is only done when the combo box shows it: the list closed and the input holding the picked option's label
 * (react-aria writes the selected item's text there; without a selection a closing list empties the input, and an
 * Enter on a list the server's answer just replaced leaves the typed text). Until then the whole pick is tried again,
 * and past the deadline the test fails here, naming the field and the option, not steps later at a missing row.
 */
import type { Locator, Page } from 'playwright-core';

/** Most options a picker is walked through before a try gives up. */
const MAX_STEPS = 50;
/** How long a pick may take, all tries together, before the test fails. */
const PICK_DEADLINE_MS = 30_000;
/**
 * The list counts as settled when it has looked the same (options, open, no spinner) for this long: longer than the
 * pickers' search debounce (250 ms in useProductSearch and the like), so a list still showing the previous search's
 * items is not taken for the answer to the typed text.
 */
const SETTLE_MS = 600;
/** A pick counts as taken when the input has shown the picked label, with the list closed, for this long. */
const HOLD_MS = 400;
const POLL_MS = 100;

interface ListState {
  expanded: boolean;
  /** A search is running: the combo box's spinner, or the list's "Loading..." in place of options. */
  loading: boolean;
  /** The open list's options: id and full text (label and description). */
  options: { id: string; text: string }[];
}

/**
 * Types `text` into `picker`, waits for the list to settle with an option matching `option` (a string: contained in
 * the option's text), and picks it with ArrowDown/Enter. With `alone`, waits until that option is the only one (the
 * server's search has narrowed the list). Throws when the pick has not taken within PICK_DEADLINE_MS. With `refused`,
 * the page is expected to turn the pick down (e.g. "Item already added"): Enter is pressed once on the settled option
 * and the test checks what the page says.
 */
export async function pickOption(
  page: Page,
  picker: Locator,
  text: string,
  option: RegExp | string,
  { alone = false, refused = false } = {},
) {
  const deadline = Date.now() + PICK_DEADLINE_MS;
  const wanted = (label: string) => (typeof option === 'string' ? label.includes(option) : option.test(label));
  if (refused) {
    await pickOnce(page, picker, text, wanted, alone, deadline);
    return;
  }
  let last = 'no try finished';
  for (let attempt = 1; ; attempt++) {
    try {
      const label = await pickOnce(page, picker, text, wanted, alone, deadline);
      const outcome = await waitForPicked(picker, label, deadline);
      if (outcome === null) return;
      last = `Enter on "${label}" left ${outcome}`;
    } catch (error) {
      last = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    if (Date.now() >= deadline) {
      const field = await fieldName(picker);
      throw new Error(
        `pickOption: the ${field} field did not take the option ${String(option)} (typed "${text}") in ${attempt} ${attempt === 1 ? 'try' : 'tries'} within ${PICK_DEADLINE_MS / 1000} s; last try: ${last}`,
      );
    }
  }
}

/** One try: the typed text, the settled list, the walk to the option and Enter. Answers the picked option's label. */
async function pickOnce(page: Page, picker: Locator, text: string, wanted: (label: string) => boolean, alone: boolean, deadline: number) {
  const timeout = () => Math.max(1, deadline - Date.now());
  // from an empty input, so the text is an input change that opens the list and searches (a retry's input may hold
  // the text already, or a wrong option's label)
  if ((await picker.inputValue({ timeout: timeout() })) !== '') await picker.fill('', { timeout: timeout() });
  await picker.fill(text, { timeout: timeout() });
  await waitForSettledList(picker, wanted, alone, deadline);
  for (let step = 0; step < MAX_STEPS && Date.now() < deadline; step++) {
    await picker.press('ArrowDown', { timeout: timeout() });
    const active = await activeOption(picker);
    if (active !== null && wanted(active.text)) {
      await picker.press('Enter', { timeout: timeout() });
      return active.label;
    }
  }
  const listed = (await listState(picker)).options.map((o) => o.text);
  throw new Error(`no option matching it after ${MAX_STEPS} ArrowDowns; the list held ${JSON.stringify(listed)}`);
}

/** Waits until the open list holds the wanted option (alone, with `alone`), no search runs, and it stays so for SETTLE_MS. */
async function waitForSettledList(picker: Locator, wanted: (label: string) => boolean, alone: boolean, deadline: number) {
  let seen = '';
  let since = Date.now();
  let state: ListState | null = null;
  while (Date.now() < deadline) {
    state = await listState(picker);
    const snapshot = JSON.stringify(state);
    if (snapshot !== seen) {
      seen = snapshot;
      since = Date.now();
    }
    const matching = state.options.filter((o) => wanted(o.text)).length;
    const ready = state.expanded && !state.loading && matching > 0 && (!alone || state.options.length === 1);
    if (ready && Date.now() - since >= SETTLE_MS) return;
    await sleep(POLL_MS);
  }
  throw new Error(`the list did not settle with the option${alone ? ' alone' : ''}; it was ${JSON.stringify(state)}`);
}

/**
 * Waits until the input shows `label` with the list closed, for HOLD_MS (the server's answer to the label's own search
 * comes in meanwhile). Answers null when it did, else what the combo box showed instead.
 */
async function waitForPicked(picker: Locator, label: string, deadline: number): Promise<string | null> {
  const until = Math.min(deadline, Date.now() + 5_000);
  let heldSince: number | null = null;
  let shown = '';
  while (Date.now() < until) {
    const { value, expanded } = await picker.evaluate((el) => ({
      value: (el as HTMLInputElement).value,
      expanded: el.getAttribute('aria-expanded') === 'true',
    }));
    shown = `the input at "${value}" with the list ${expanded ? 'open' : 'closed'}`;
    if (value === label && !expanded) {
      heldSince ??= Date.now();
      if (Date.now() - heldSince >= HOLD_MS) return null;
    } else heldSince = null;
    await sleep(POLL_MS);
  }
  return shown;
}

/** The combo box's list as the input points to it (aria-controls), not any listbox on the page. */
function listState(picker: Locator): Promise<ListState> {
  return picker.evaluate((el) => {
    const expanded = el.getAttribute('aria-expanded') === 'true';
    const listId = el.getAttribute('aria-controls');
    const list = expanded && listId ? document.getElementById(listId) : null;
    const options = list ? [...list.querySelectorAll('[role="option"]')].map((o) => ({ id: o.id, text: o.textContent ?? '' })) : [];
    const spinner = el.closest('.combobox')?.querySelector('.combobox-spinner') != null;
    const loadingText = list !== null && options.length === 0 && /loading/i.test(list.textContent ?? '');
    return { expanded, loading: spinner || loadingText, options };
  });
}

/** The option the input's virtual focus is on: its full text (to match) and its label (what the input shows once picked). */
function activeOption(picker: Locator): Promise<{ text: string; label: string } | null> {
  return picker.evaluate((el) => {
    const id = el.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    if (!option) return null;
    const text = option.textContent ?? '';
    const labelIds = option.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
    const labelled = labelIds.map((l) => document.getElementById(l)?.textContent ?? '').join(' ');
    return { text, label: labelled || option.getAttribute('aria-label') || text };
  });
}

/** The field's name for a message: its label, else the locator. */
async function fieldName(picker: Locator) {
  const label = await picker
    .evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label'), undefined, { timeout: 2_000 })
    .catch(() => null);
  return label ? `"${label}" (${picker.toString()})` : picker.toString();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

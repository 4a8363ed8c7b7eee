/**
 * Chromium for the browser tests (Debian's, never a downloaded one) and helpers that make every test
 * fail on page errors, CSP violations and console errors.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `extraArgs`: more switches for a test that needs them (the scan test's fake camera). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

/**
 * Failed HTTP responses are logged by Chromium as console errors ("Failed to load resource: ... 401").
 * The app causes some on purpose (the refresh probe while signed out, a login with a wrong password),
 * so those are not problems; the page's own errors and CSP violations are.
 */
const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of (400|401|403|409|422|429)\b/;

/** Where the screenshots to look at go. */
export const SHOTS = '/tmp/shots';
/**
 * Screenshots saved under SHOTS are for people to look at and assert nothing: they are taken only with
 * `E2E_SHOTS=1` (a full run spent minutes on them). A screenshot a test reads (no path) is always taken.
 */
export const SHOTS_ON = process.env.E2E_SHOTS === '1';
let savedShotsSkipped = false;
function skipSavedShots(page: Page) {
  if (SHOTS_ON || savedShotsSkipped) return;
  savedShotsSkipped = true;
  for (const proto of [Object.getPrototypeOf(page), Object.getPrototypeOf(page.locator('body'))]) {
    const take = proto.screenshot as (options?: { path?: string }) => Promise<Buffer>;
    proto.screenshot = function (this: unknown, options?: { path?: string }) {
      if (options?.path?.startsWith(`${SHOTS}/`)) return Promise.resolve(Buffer.alloc(0));
      return take.call(this, options);
    };
  }
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Page errors, console errors and CSP violations seen so far. */
  problems: string[];
}

export function useBrowser(options: { args?: readonly string[] } = {}) {
  let browser: Browser | undefined;
  const open: TrackedPage[] = [];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser(options.args);
  });

  afterEach(async () => {
    const problems = open.flatMap((t) => t.problems);
    await Promise.all(open.splice(0).map((t) => t.context.close()));
    expect(problems, 'page errors, console errors or CSP violations').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A fresh context (no cookies) and page, watched for errors. */
  async function newPage(options: { width?: number; height?: number } = {}): Promise<TrackedPage> {
    if (!browser) throw new Error('browser not launched');
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
    });
    const page = await context.newPage();
    skipSavedShots(page);
    const tracked: TrackedPage = { page, context, problems: [] };
    page.on('pageerror', (err) => tracked.problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      if (EXPECTED_HTTP_ERROR.test(msg.text())) return;
      tracked.problems.push(`console.error: ${msg.text()}`);
    });
    // CSP violations also fire a DOM event; record them even if Chromium's console wording changes
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
      });
    });
    open.push(tracked);
    return tracked;
  }

  return { baseUrl, newPage };
}

/**
 * axe-core's full default rule set on the current page (every WCAG 2.x A/AA and best-practice rule it
 * runs by default, no tag or rule subset), plus label-content-name-mismatch (WCAG 2.5.3), which axe
 * still ships as experimental and so leaves out unless asked. Every violation counts, whatever its
 * impact, formatted for a readable failure.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  // A modal fading in is half transparent: measure contrast once entry animations have finished.
  const settled = () =>
    page.waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 15_000 },
    );
  const analyze = async () =>
    (await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze()).violations;
  await settled();
  let violations = await analyze();
  // an animation that began while axe measured (a toast whose chunk arrived late on a busy machine, bouncing in half
  // transparent) is measured again once everything has settled: a real violation is there both times and is reported
  if (violations.length) {
    await settled();
    violations = await analyze();
  }
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
  );
}

/** Solves the page's ALTCHA widget the way a person does (ticks it) and waits for the proof of work. */
export async function solveRobotCheckInPage(page: Page) {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 30_000 });
}

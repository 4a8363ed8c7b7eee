/** Issue "Platform": the public pages of the real product in Chromium (landing, 404, pricing, contact). */
import { describe, expect, it } from 'vitest';
import { a11yViolations, useBrowser } from '../support/browser.ts';

const { newPage } = useBrowser();

const prices = (page: import('playwright-core').Page) =>
  Promise.all(['starter', 'pro', 'enterprise'].map((p) => page.getByTestId(`price-${p}`).locator('.plan-amount').textContent()));

describe('public pages', () => {
  it('the landing page pitches the suite and links into both apps', async () => {
    const { page } = await newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');

    await page.getByRole('heading', { level: 1, name: /one cloud suite/ }).waitFor();
    const hero = page.locator('.hero');
    expect(await hero.textContent()).toMatch(/Real-time insights.*rent collection, reorder points and maintenance alerts.*secure hosting/s);

    const exploreIms = page.getByRole('link', { name: 'Explore IMS' });
    const discoverRms = page.getByRole('link', { name: 'Discover RMS' });
    expect(await exploreIms.isVisible()).toBe(true);
    expect(await discoverRms.isVisible()).toBe(true);
    expect(await exploreIms.getAttribute('href')).toBe('/ims/dashboard');
    expect(await discoverRms.getAttribute('href')).toBe('/hms');

    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Pricing', exact: true }).getAttribute('href')).toBe('/pricing');
    expect(await header.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe('/apps');
    expect(await header.getByRole('link', { name: 'Sign Up', exact: true }).getAttribute('href')).toBe('/signup');

    expect(await page.locator('.steps > li').allTextContents()).toEqual([
      expect.stringMatching(/Sign up and customize.*user roles/s),
      expect.stringMatching(/Automate and track/),
      expect.stringMatching(/Analyze and grow/),
    ]);
    expect(await page.locator('figure.testimonial').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'IMS Pricing' }).getAttribute('href')).toBe('/pricing?app=ims');
    expect(await page.getByRole('link', { name: 'RMS Pricing' }).getAttribute('href')).toBe('/pricing?app=rms');

    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
    for (const network of ['X', 'LinkedIn', 'GitHub', 'Facebook']) {
      expect(await footer.getByRole('link', { name: `Business Suite on ${network}` }).count()).toBe(1);
    }

    // route chunks: the landing page loads neither the signed-in shell nor the robot check
    expect(scripts.some((s) => /AppLayout|RobotCheck/.test(s))).toBe(false);
    expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined)).toBe(true);

    expect(await a11yViolations(page)).toEqual([]);
  });

  it('an unknown route shows the 404 page with a Go Back link home', async () => {
    const { page } = await newPage();
    await page.goto('/no/such/page');
    await page.getByText('404 Page Not Found').waitFor();
    expect(await page.title()).toBe('Not Found');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Not Found');
    const back = page.getByRole('link', { name: 'Go Back' });
    expect(await back.getAttribute('href')).toBe('/');
    await back.click();
    await page.getByRole('link', { name: 'Explore IMS' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('pricing keeps the app in ?app= and the monthly/yearly toggle changes the prices', async () => {
    const { page } = await newPage();
    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Plans that grow with your business' }).waitFor();
    expect(await prices(page)).toEqual(['$49', '$99', 'Custom']);
    expect(await page.getByText('Pay yearly and save up to 10%').first().isVisible()).toBe(true);
    expect(await page.locator('.plan-featured .plan-name').textContent()).toBe('Pro');
    expect(await page.getByRole('article', { name: 'Starter plan' }).textContent()).toMatch(
      /Up to 100 products.*Basic analytics.*Email support/s,
    );

    await page.getByRole('button', { name: 'Yearly' }).click();
    // React renders a moment after the click (or URL change): poll rather than read once
    await expect.poll(() => prices(page)).toEqual(['$499', '$999', 'Custom']);
    expect(await page.getByRole('button', { name: 'Yearly' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: /Rent Management/ }).click();
    await page.waitForURL(/\/pricing\?app=rms$/);
    await expect.poll(() => prices(page)).toEqual(['$599', '$1,199', 'Custom']);
    expect(await page.getByRole('article', { name: 'Enterprise plan' }).textContent()).toMatch(
      /Unlimited tenants.*Dedicated account manager.*Custom reports/s,
    );

    await page.getByRole('button', { name: 'Monthly' }).click();
    await expect.poll(() => prices(page)).toEqual(['$59', '$119', 'Custom']);

    // the landing page's entry button lands on the right list
    await page.goto('/');
    await page.getByRole('link', { name: 'RMS Pricing' }).click();
    await page.waitForURL(/\/pricing\?app=rms$/);
    await expect.poll(() => prices(page)).toEqual(['$59', '$119', 'Custom']);
  });

  it('the contact form validates, sends to the public endpoint and clears itself', async () => {
    const { page } = await newPage();
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all fields' }).waitFor();

    await page.getByLabel('Name').fill('Priya Patel');
    await page.getByLabel('Email').fill('priya@example.com');
    await page.getByLabel('Message').fill('We manage 40 units and two warehouses. Can we get a demo?');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/public/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send message' }).click();
    const res = await sent;
    expect(res.status()).toBe(201);
    expect(res.request().postDataJSON()).toEqual({
      name: 'Priya Patel',
      email: 'priya@example.com',
      message: 'We manage 40 units and two warehouses. Can we get a demo?',
    });
    await page.locator('.Toastify').getByText('Thank you for your message', { exact: false }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');
  });

  it('the other public pages have no accessibility violations', async () => {
    const { page } = await newPage();
    for (const [path, ready] of [
      ['/pricing?app=rms', 'Plans that grow with your business'],
      ['/signup', 'Create your company account'],
      ['/contact-us', 'Talk to the team behind Business Suite'],
      ['/missing', 'Not Found'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: ready }).waitFor();
      expect(await a11yViolations(page), path).toEqual([]);
    }
  });
});

/**
 * Browser tests' company: an owner signed up and signed in through the API (for the data a test starts from), and
 * pages signed in as that owner the way a person does it (Administrator Access, the robot check, Sign In).
 */
import type { Page } from 'playwright-core';
import { solveRobotCheckInPage, type TrackedPage } from './browser.ts';
import { solveRobotCheck } from './robot.ts';

export interface Owner {
  companyName: string;
  fullName: string;
  email: string;
  password: string;
  masterPassword: string;
  address: string;
  phone: string;
}

/** A JSON call as the owner; a status of 300 or more throws with the answer's text. */
export type OwnerApi = (method: string, path: string, body?: unknown) => Promise<any>;

/** Signs the owner's company up, logs in (Administrator Access) and answers calls carrying the access token. */
export async function ownerApi(baseUrl: string, owner: Owner): Promise<OwnerApi> {
  let token = '';
  const call: OwnerApi = async (method, path, body) => {
    const res = await fetch(baseUrl + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  await call('POST', '/api/auth/signup', { ...owner, reCaptchaaToken: await solveRobotCheck(baseUrl) });
  const login = await call('POST', '/api/auth/login', {
    email: owner.email,
    password: owner.password,
    type: '2',
    reCaptchaaToken: await solveRobotCheck(baseUrl),
  });
  token = login.accessToken as string;
  return call;
}

/** A fresh page (no cookies) signed in as the owner through the login screen, left on /apps. */
export async function signInAs(open: () => Promise<TrackedPage>, owner: Owner): Promise<TrackedPage> {
  const tracked = await open();
  const { page } = tracked;
  await page.goto('/login');
  await page.getByLabel('Administrator Access').check();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await solveRobotCheckInPage(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/apps');
  return tracked;
}

/** A supplier or customer with placeholder contact details (for a test that reads only its name); answers its id. */
export async function addPartner(api: OwnerApi, kind: 'supplier' | 'customer', name: string): Promise<string> {
  const partner = { name, contactPerson: 'P', contactEmail: 'p@example.com', contactNumber: '+44 20 7946 0001', address: 'A' };
  return (await api('POST', `/api/ims/${kind}/add`, partner)).id as string;
}

/** An A4 ream in the catalogue, bought at $4.50 and sold at $9.00 (the finance and report tests' sums); answers its id. */
export async function addReam(api: OwnerApi): Promise<string> {
  const ream = {
    name: 'Ream',
    sku: 'RM-1',
    description: 'A4 ream',
    barcode: '4000000000091',
    category: 'general',
    purchasePrice: 4.5,
    sellingPrice: 9,
    unit: 'pcs',
  };
  return (await api('POST', '/api/ims/product/add', ream)).id as string;
}

/** Signs a linked account in on `page` through the login screen (no Administrator Access), left on /apps. */
export async function signInLinked(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await solveRobotCheckInPage(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/apps');
}

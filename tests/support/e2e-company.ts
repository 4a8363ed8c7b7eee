/**
 * Browser tests' company: an owner signed up and signed in through the API (for the data a test starts from), and
 * pages signed in as that owner or a linked account. The login screen itself is driven by its own tests (session,
 * password-reset, rent-flow's first, spa-initial); every other test starts signed in through the same call the screen
 * makes (the robot check solved as the widget solves it, Administrator Access for an owner), and the browser is handed
 * the session's refresh cookie: the SPA's silent refresh on /apps takes it from there. That is about a second where the
 * screen takes five or more on a busy machine, and the suite signs in over a hundred times.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { TrackedPage } from './browser.ts';
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
  await signInWithSession(tracked.page, owner, { administrator: true });
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

/** Signs a linked account in on `page` (no Administrator Access), left on /apps. */
export async function signInLinked(page: Page, who: { email: string; password: string }) {
  await signInWithSession(page, who, { administrator: false });
}

/**
 * POST /api/auth/login as the login screen sends it, the answer's refresh cookie put in the page's browser context,
 * then /apps opened: the SPA starts signed in by its silent refresh, as after a reload. Fails with the answer when the
 * login is refused.
 */
export async function signInWithSession(
  page: Page,
  who: { email: string; password: string },
  { administrator }: { administrator: boolean },
) {
  const baseUrl = inject('baseUrl');
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: who.email,
      password: who.password,
      type: administrator ? '2' : '1',
      reCaptchaaToken: await solveRobotCheck(baseUrl),
    }),
  });
  if (res.status !== 200) throw new Error(`login of ${who.email} answered ${res.status}: ${await res.text()}`);
  const url = new URL(baseUrl);
  const cookies = res.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const path = attributes.find((a) => /^path=/i.test(a))?.slice('path='.length) ?? '/';
    return {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      domain: url.hostname,
      path,
      httpOnly: attributes.some((a) => /^httponly$/i.test(a)),
      secure: attributes.some((a) => /^secure$/i.test(a)),
      sameSite: 'Strict' as const,
    };
  });
  if (cookies.length === 0) throw new Error(`login of ${who.email} set no cookie`);
  await page.context().addCookies(cookies);
  await page.goto('/apps');
  await page.getByRole('heading', { name: 'Select an Application' }).waitFor();
}

/**
 * A customer, a warehouse and a desk lamp ($24.50, 10 in stock there), made through the API, and a way to place a
 * sales order of lamps: what the invoice email and portal tests sell from.
 */
export async function lampCustomer(api: OwnerApi, customer: { name: string; contactPerson: string; email: string }) {
  const added = await api('POST', '/api/ims/customer/add', {
    name: customer.name,
    contactPerson: customer.contactPerson,
    contactEmail: customer.email,
    contactNumber: '+44 1904 555 010',
    address: '1 Quay Street, Whitby',
  });
  const warehouse = await api('POST', '/api/ims/warehouses/add', { warehouseName: 'Main', warehouseLocation: 'Leeds' });
  const lamp = await api('POST', '/api/ims/product/add', {
    name: 'Desk lamp',
    sku: 'LAMP-1',
    description: 'A desk lamp',
    barcode: '4000000000107',
    category: 'general',
    purchasePrice: 12,
    sellingPrice: 24.5,
    unit: 'pcs',
  });
  await api('POST', '/api/ims/stock/add', [{ productID: lamp.id, quantity: 10, location: warehouse.id }]);
  const orderLamps = (quantity: number): Promise<{ id: number }> =>
    api('POST', '/api/ims/sales-orders/add', {
      selectedCustomer: added.id,
      selectedWarehouse: warehouse.id,
      discount: 0,
      addedItems: [{ item_id: lamp.id, quantity, discount: 0 }],
    });
  return { customerId: added.id as string, warehouseId: warehouse.id as string, lampId: lamp.id as string, orderLamps };
}

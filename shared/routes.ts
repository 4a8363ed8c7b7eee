/**
 * The route manifest: every API route, once. The CDK API stack, the local gateway, the tests and
 * the bench all loop over this list. Adding a route = one entry here + one handler file.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: anyone; user: any signed-in account of a company; admin: the company owner (login type "2" rules). */
export type Access = 'public' | 'user' | 'admin';

export interface RouteDefinition {
  /** Stable identifier, also the Lambda's logical name. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Full path as the browser calls it, always under /api; path parameters as {name}. */
  readonly path: string;
  /** Handler module relative to the repository root; it exports `handler`. */
  readonly handler: string;
  readonly access: Access;
  /** True when the route takes a JSON request body. */
  readonly body: boolean;
  /** The spec call this route serves, or why it exists. */
  readonly spec: string;
  /** Access to the private invoice bucket, when the route needs it (least privilege in CDK). */
  readonly invoices?: 'read' | 'readwrite';
}

const route = (r: Omit<RouteDefinition, 'body'> & { body?: boolean }): RouteDefinition => ({
  body: r.method !== 'GET' && r.method !== 'DELETE',
  ...r,
});

export const routes: readonly RouteDefinition[] = [
  route({
    name: 'health',
    method: 'GET',
    path: '/api/health',
    handler: 'functions/system/health.ts',
    access: 'public',
    spec: 'Platform: liveness probe for the gateway, the bench and monitoring',
  }),
  route({
    name: 'whoami',
    method: 'POST',
    path: '/api/system/echo',
    handler: 'functions/system/echo.ts',
    access: 'user',
    spec: 'Platform: echoes a JSON body with the verified identity; proves auth, parsing and validation end to end',
  }),
  route({
    name: 'authChallenge',
    method: 'GET',
    path: '/api/auth/challenge',
    handler: 'functions/auth/challenge.ts',
    access: 'public',
    spec: 'DECISIONS: robot check (ALTCHA) challenge for login and sign-up',
  }),
  route({
    name: 'authSignup',
    method: 'POST',
    path: '/api/auth/signup',
    handler: 'functions/auth/signup.ts',
    access: 'public',
    spec: 'DECISIONS: sign-up creates the company, its owner and the master password',
  }),
  route({
    name: 'authLogin',
    method: 'POST',
    path: '/api/auth/login',
    handler: 'functions/auth/login.ts',
    access: 'public',
    spec: 'Part 1 §7 POST /auth/login',
  }),
  route({
    name: 'authRefresh',
    method: 'GET',
    path: '/api/auth/refresh',
    handler: 'functions/auth/refresh.ts',
    access: 'public',
    spec: 'Part 1 §7 GET /auth/refresh (refresh-token cookie)',
  }),
  route({
    name: 'authLogout',
    method: 'GET',
    path: '/api/auth/logout',
    handler: 'functions/auth/logout.ts',
    access: 'public',
    spec: 'Part 1 §7 GET auth/logout',
  }),
  route({
    name: 'contactSubmit',
    method: 'POST',
    path: '/api/public/contact',
    handler: 'functions/public/contact.ts',
    access: 'public',
    spec: 'Part 1 §2 /contact-us: the form stores the message',
  }),
  route({
    name: 'companyInfo',
    method: 'GET',
    path: '/api/account/company-ifo',
    handler: 'functions/account/company-info.ts',
    access: 'user',
    spec: 'Part 1 §7 GET /account/company-ifo',
  }),
  route({
    name: 'linkedAccounts',
    method: 'GET',
    path: '/api/account/linked-accounts',
    handler: 'functions/account/linked-accounts.ts',
    access: 'admin',
    spec: 'Part 1 §7 GET /account/linked-accounts',
  }),
  route({
    name: 'addLinkedAccount',
    method: 'POST',
    path: '/api/account/add-linked-account',
    handler: 'functions/account/add-linked-account.ts',
    access: 'admin',
    spec: 'Part 1 §7 POST /account/add-linked-account',
  }),
  route({
    name: 'updateLinkedAccount',
    method: 'POST',
    path: '/api/account/update-linked-account',
    handler: 'functions/account/update-linked-account.ts',
    access: 'admin',
    spec: 'Part 1 §2 account page: the edit half of the edit/unlink modal',
  }),
  route({
    name: 'deleteLinkedAccount',
    method: 'DELETE',
    path: '/api/account/delete-linked-account',
    handler: 'functions/account/delete-linked-account.ts',
    access: 'admin',
    spec: 'Part 1 §7 DELETE /account/delete-linked-account?id=',
  }),
  route({
    name: 'changeMasterPassword',
    method: 'POST',
    path: '/api/account/change-master-password',
    handler: 'functions/account/change-master-password.ts',
    access: 'admin',
    spec: 'Issue "Accounts": the administrator changes the master password',
  }),
  // Rent management
  route({
    name: 'buildingList',
    method: 'GET',
    path: '/api/building/all',
    handler: 'functions/rent/building-list.ts',
    access: 'user',
    spec: 'Part 1 §7 GET /building/all',
  }),
  route({
    name: 'buildingAdd',
    method: 'POST',
    path: '/api/building/add',
    handler: 'functions/rent/building-add.ts',
    access: 'user',
    spec: 'Part 1 §7 POST /building/add',
  }),
  route({
    name: 'levelList',
    method: 'GET',
    path: '/api/levels/all',
    handler: 'functions/rent/level-list.ts',
    access: 'user',
    spec: 'Part 1 §7 GET /levels/all?building={id}',
  }),
  route({
    name: 'roomAdd',
    method: 'POST',
    path: '/api/rooms/add',
    handler: 'functions/rent/room-add.ts',
    access: 'user',
    spec: 'Part 1 §7 POST /rooms/add',
  }),
  route({
    name: 'roomList',
    method: 'GET',
    path: '/api/rooms/all',
    handler: 'functions/rent/room-list.ts',
    access: 'user',
    spec: 'Part 1 §7 GET /rooms/all?level={level}&building={id}',
  }),
  route({
    name: 'roomCurrent',
    method: 'GET',
    path: '/api/rooms/current-room/data',
    handler: 'functions/rent/room-current.ts',
    access: 'user',
    spec: 'Part 1 §7 GET /rooms/current-room/data?room_id={id}',
  }),
  route({
    name: 'rentAdd',
    method: 'POST',
    path: '/api/rooms/add-tenant-to-room',
    handler: 'functions/rent/rent-add.ts',
    access: 'user',
    spec: 'Part 1 §7 POST /rooms/add-tenant-to-room',
  }),
  route({
    name: 'rentHistory',
    method: 'GET',
    path: '/api/rooms/rental-history',
    handler: 'functions/rent/rent-history.ts',
    access: 'user',
    spec: 'Part 1 §7 GET /rooms/rental-history?room_id={id}',
  }),
  route({
    name: 'rentDelete',
    method: 'DELETE',
    path: '/api/rooms/rent/delete',
    handler: 'functions/rent/rent-delete.ts',
    access: 'user',
    spec: 'Part 1 §7 DELETE /rooms/rent/delete?room_id={id}&rent_id={id}',
  }),
  route({
    name: 'tenantAdd',
    method: 'POST',
    path: '/api/tenant/add',
    handler: 'functions/rent/tenant-add.ts',
    access: 'user',
    spec: 'Part 1 §7 POST /tenant/add',
  }),
  route({
    name: 'tenantList',
    method: 'GET',
    path: '/api/tenant/all',
    handler: 'functions/rent/tenant-list.ts',
    access: 'user',
    spec: 'Part 1 §7 GET /tenant/all',
  }),
  route({
    name: 'tenantCheckout',
    method: 'POST',
    path: '/api/tenant/checkout',
    handler: 'functions/rent/tenant-checkout.ts',
    access: 'user',
    spec: 'Part 1 §7 POST /tenant/checkout',
  }),
  route({
    name: 'payRent',
    method: 'POST',
    path: '/api/payment/pay-rent',
    handler: 'functions/rent/pay-rent.ts',
    access: 'user',
    spec: 'Part 1 §7 POST /payment/pay-rent',
  }),
  route({
    name: 'reportActiveRents',
    method: 'GET',
    path: '/api/reports/rent/active',
    handler: 'functions/reports/active-rents.ts',
    access: 'user',
    spec: 'Part 1 §7 GET /reports/rent/active',
  }),
  route({
    name: 'reportVacantRooms',
    method: 'GET',
    path: '/api/reports/rooms/vacant',
    handler: 'functions/reports/vacant-rooms.ts',
    access: 'user',
    spec: 'Part 1 §7 GET /reports/rooms/vacant',
  }),
  route({
    name: 'reportOverdueRents',
    method: 'GET',
    path: '/api/reports/rent/overdue',
    handler: 'functions/reports/overdue-rents.ts',
    access: 'user',
    spec: 'Part 1 §7 GET /reports/rent/overdue',
  }),
  route({
    name: 'reportRevenue',
    method: 'POST',
    path: '/api/reports/payment/revenue-report',
    handler: 'functions/reports/revenue.ts',
    access: 'user',
    spec: 'Part 1 §7 POST /reports/payment/revenue-report',
  }),
  route({
    name: 'rentInvoicePrint',
    method: 'POST',
    path: '/api/payment/print/rent-invoice',
    handler: 'functions/rent/rent-invoice-print.ts',
    access: 'user',
    spec: 'Part 1 §7 POST /payment/print/rent-invoice (DECISIONS: the PDF is stored and downloaded through a short-lived signed URL)',
    invoices: 'readwrite',
  }),
  route({
    name: 'rentInvoiceLinkCreate',
    method: 'POST',
    path: '/api/payment/rent-invoice-link',
    handler: 'functions/rent/rent-invoice-link-create.ts',
    access: 'user',
    spec: 'DECISIONS "Invoices and links": share a rent invoice as a signed, expiring link',
    invoices: 'readwrite',
  }),
  route({
    name: 'rentInvoiceLinkRevoke',
    method: 'DELETE',
    path: '/api/payment/rent-invoice-link',
    handler: 'functions/rent/rent-invoice-link-revoke.ts',
    access: 'user',
    spec: 'DECISIONS "Invoices and links": a shared invoice link is revocable',
  }),
  route({
    name: 'publicInvoice',
    method: 'GET',
    path: '/api/public/invoices/{token}',
    handler: 'functions/public/invoice-link.ts',
    access: 'public',
    spec: 'DECISIONS "Invoices and links": the tenant opens a shared invoice; redirects to a fresh signed S3 URL',
    invoices: 'read',
  }),
];

export function routeByName(name: string): RouteDefinition {
  const found = routes.find((r) => r.name === name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

/** Matches a request against the manifest; path parameters are returned by name. */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteDefinition; pathParameters: Record<string, string> } | { route: null; methodNotAllowed: boolean } {
  let pathMatched = false;
  for (const r of routes) {
    const params = matchPath(r.path, path);
    if (!params) continue;
    pathMatched = true;
    if (r.method === method.toUpperCase()) return { route: r, pathParameters: params };
  }
  return { route: null, methodNotAllowed: pathMatched };
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const a = pattern.split('/');
  const b = path.replace(/\/+$/, '').split('/');
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    const seg = a[i];
    if (seg.startsWith('{') && seg.endsWith('}')) {
      if (!b[i]) return null;
      params[seg.slice(1, -1)] = decodeSegment(b[i]);
    } else if (seg !== b[i]) return null;
  }
  return params;
}

/** A malformed escape ("%E0%A4%A") is passed on as written: the handler refuses it like any bad id, not the gateway with a 500. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

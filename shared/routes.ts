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
      params[seg.slice(1, -1)] = decodeURIComponent(b[i]);
    } else if (seg !== b[i]) return null;
  }
  return params;
}

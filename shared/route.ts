/**
 * What a route is. Each area declares its routes as typed objects (shared/<area>/routes.ts); the
 * handler, the SPA's API client and the tests all import those objects, so a wrong link between
 * them is a type error. The request and response types ride along as phantom types: a route object
 * is plain data at run time (no schema, no code), cheap to bundle into a Lambda or the SPA.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

import type { RoutePermission } from './account/permissions.ts';

/**
 * public: anyone; user: a signed-in account of a company, whose role and apps must hold the route's permission;
 * portal: a tenant's or customer's portal session (PORTAL.md), never a staff token.
 */
export type Access = 'public' | 'user' | 'portal';

export interface RouteDefinition {
  /** Stable identifier, also the Lambda's logical name; equal to the key in its area's route object. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Full path as the browser calls it, always under /api; path parameters as {name}. */
  readonly path: string;
  /** Handler module relative to the repository root; it exports `handler` built from this route. */
  readonly handler: string;
  readonly access: Access;
  /**
   * What the caller's role must hold (shared/account/permissions.ts, ROLES.md), checked in the middy stack before the
   * handler runs; `public` exactly on public routes.
   */
  readonly permission: RoutePermission;
  /**
   * Company-wide figures or records outside every building or warehouse (revenue, the Financial Account, a new
   * building): the account's scope must be "all" of these (ROLES.md), else 403.
   */
  readonly wholeCompany?: 'buildings' | 'warehouses';
  /** True when the route takes a JSON request body. */
  readonly body: boolean;
  /** The spec call this route serves, or why it exists. */
  readonly spec: string;
  /** Access to the private invoice bucket, when the route needs it (least privilege in CDK). */
  readonly invoices?: 'read' | 'readwrite';
  /**
   * Table access beyond the default (GET routes read, every other method reads and writes): 'readwrite' for a
   * GET that records something as it answers (the public invoice link records its first opening).
   */
  readonly table?: 'readwrite';
  /** The largest JSON body accepted, when a route needs more than the default 1 MB (an item image as base64). */
  readonly maxBodyBytes?: number;
  /**
   * True when the route sends email (functions/lib/email): only these functions get `ses:SendEmail` (scoped to the
   * sender identity and the configuration set) and MAIL_FROM / MAIL_CONFIGURATION_SET / APP_URL in CDK.
   */
  readonly email?: true;
  /**
   * True when the route hands work to the import queue (functions/import/queue.ts): only these functions get
   * `sqs:SendMessage` on it and IMPORT_QUEUE_URL in CDK.
   */
  readonly queue?: true;
}

/** The request and response types of a route: `body` and `query` as the handler receives them after validation. */
export interface RouteTypes {
  body?: unknown;
  query?: unknown;
  response?: unknown;
}

export interface Route<T extends RouteTypes = RouteTypes, P extends string = string> extends RouteDefinition {
  readonly path: P;
  /** Phantom: never set at run time, only carries T for the type checker. */
  readonly types?: T;
}

/** The `{ message }` every mutation answers (spec: success toasts show the server's message first). */
export interface MessageResponse {
  message: string;
}

/** Declares the request/response types of a route: `types: io<{ body: X; response: Y }>()`. */
export const io = <T extends RouteTypes>(): T => undefined as unknown as T;

export function defineRoute<const P extends string, T extends RouteTypes = Record<never, never>>(
  def: Omit<RouteDefinition, 'body' | 'path'> & { path: P; body?: boolean; types?: T },
): Route<T, P> {
  const { types: _phantom, ...rest } = def;
  return { body: def.method !== 'GET' && def.method !== 'DELETE', ...rest };
}

type Field<T, K extends keyof RouteTypes> = T extends { [key in K]: infer V } ? V : undefined;
export type BodyOf<R> = R extends Route<infer T, string> ? Field<T, 'body'> : never;
export type QueryOf<R> = R extends Route<infer T, string> ? Field<T, 'query'> : never;
export type ResponseOf<R> = R extends Route<infer T, string> ? (T extends { response: infer V } ? V : unknown) : never;

/** `{id}` segments of a path as an object type: PathParams<'/api/x/{id}'> = { id: string }. */
export type PathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? { [k in K]: string } & PathParams<Rest>
  : unknown;
export type ParamsOf<R> = R extends Route<RouteTypes, infer P> ? PathParams<P> : never;

/** Fills `{name}` segments (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A route's path cut into segments once: literal segments to compare, parameter names where `{name}` stands. */
interface CompiledRoute<R> {
  readonly route: R;
  readonly segments: readonly string[];
  /** Per segment: the parameter's name, or null for a literal segment. */
  readonly params: readonly (string | null)[];
}

/** Per route list: its routes by segment count, fewest parameters first (a literal segment wins, as in API Gateway). */
const compiledLists = new WeakMap<readonly RouteDefinition[], Map<number, CompiledRoute<RouteDefinition>[]>>();

function compiled<R extends RouteDefinition>(routes: readonly R[]): Map<number, CompiledRoute<R>[]> {
  let bySize = compiledLists.get(routes) as Map<number, CompiledRoute<R>[]> | undefined;
  if (bySize) return bySize;
  bySize = new Map();
  for (const route of routes) {
    const segments = route.path.split('/');
    const params = segments.map((seg) => (seg.startsWith('{') && seg.endsWith('}') ? seg.slice(1, -1) : null));
    const list = bySize.get(segments.length) ?? [];
    list.push({ route, segments, params });
    bySize.set(segments.length, list);
  }
  const paramCount = (r: CompiledRoute<R>) => r.params.filter((p) => p !== null).length;
  for (const list of bySize.values()) list.sort((a, b) => paramCount(a) - paramCount(b)); // stable: ties keep manifest order
  compiledLists.set(routes, bySize as Map<number, CompiledRoute<RouteDefinition>[]>);
  return bySize;
}

/**
 * Matches a request against a list of routes; path parameters are returned by name. A literal
 * segment wins over a parameter (`/product/all` before `/product/{id}`), as in API Gateway.
 * The list is compiled once (by segment count); a request splits its path once.
 */
export function matchRoute<R extends RouteDefinition>(
  routes: readonly R[],
  method: string,
  path: string,
): { route: R; pathParameters: Record<string, string> } | { route: null; methodNotAllowed: boolean } {
  const parts = path.replace(/\/+$/, '').split('/');
  const upper = method.toUpperCase();
  let pathMatched = false;
  for (const candidate of compiled(routes).get(parts.length) ?? []) {
    if (!segmentsMatch(candidate, parts)) continue;
    pathMatched = true;
    if (candidate.route.method !== upper) continue;
    const pathParameters: Record<string, string> = {};
    candidate.params.forEach((name, i) => {
      if (name !== null) pathParameters[name] = decodeSegment(parts[i]);
    });
    return { route: candidate.route, pathParameters };
  }
  return { route: null, methodNotAllowed: pathMatched };
}

function segmentsMatch(candidate: CompiledRoute<unknown>, parts: readonly string[]): boolean {
  for (let i = 0; i < parts.length; i++) {
    if (candidate.params[i] !== null ? !parts[i] : candidate.segments[i] !== parts[i]) return false;
  }
  return true;
}

/** A malformed escape ("%E0%A4%A") is passed on as written: the handler refuses it like any bad id, not the gateway with a 500. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

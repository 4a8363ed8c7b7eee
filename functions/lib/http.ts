import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, Route, RouteDefinition } from '../../shared/route.ts';

/** Any zod schema, classic or mini. */
type ZodType = $ZodType;
import { NO_PERMISSION, can } from '../../shared/account/permissions.ts';
import { tokenStillValid } from '../account/data/powers.ts';
import { actorOf, type AuditContext } from './audit-context.ts';
import { HttpError, badRequest, forbidden, payloadTooLarge, unsupportedMediaType } from './errors.ts';
import { log, serializeError } from './logger.ts';
import { WHOLE_COMPANY, runInScope } from './scope.ts';
import type { PortalIdentity } from './portal-tokens.ts';
import { InvalidTokenError, verifyAccessToken, type Identity } from './tokens.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/** A response with a status, headers or cookies of its own; a plain object returned by a handler is a 200 JSON body. */
export class HttpResult<T = unknown> {
  /** Phantom: the JSON body's type, checked against the route's response type. */
  declare readonly body?: T;
  constructor(readonly result: APIGatewayProxyStructuredResultV2) {}
}

export function json<T>(statusCode: number, body: T, extra: { cookies?: string[]; headers?: Record<string, string> } = {}): HttpResult<T> {
  return new HttpResult<T>({
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra.headers },
    cookies: extra.cookies,
    body: JSON.stringify(body),
  });
}

/** An error answer a handler builds itself (e.g. to clear a cookie with it); fits any route's result type. */
export function jsonError(
  statusCode: number,
  message: string,
  extra: { cookies?: string[]; headers?: Record<string, string> } = {},
): HttpResult<never> {
  return json(statusCode, { message }, extra) as HttpResult<never>;
}

/** One page of a paged list (`?limit=&cursor=`): the items as the body, the next page's cursor in X-Next-Cursor (absent on the last page). */
export function paged<T>(items: T[], nextCursor: string | null): HttpResult<T[]> {
  return json(200, items, nextCursor ? { headers: { 'x-next-cursor': nextCursor } } : {});
}

export function redirect(location: string, statusCode = 302) {
  return new HttpResult({ statusCode, headers: { location, 'cache-control': 'no-store' }, body: '' });
}

export function html(statusCode: number, body: string) {
  return new HttpResult({
    statusCode,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body,
  });
}

export function binary(bytes: Uint8Array, contentType: string, headers: Record<string, string> = {}) {
  return new HttpResult({
    statusCode: 200,
    headers: { 'content-type': contentType, 'cache-control': 'no-store', ...headers },
    isBase64Encoded: true,
    body: Buffer.from(bytes).toString('base64'),
  });
}

export interface RequestContext<B, Q, P = Record<string, string>> {
  readonly body: B;
  readonly query: Q;
  readonly pathParameters: Readonly<P>;
  readonly cookies: Record<string, string>;
  /** The verified caller; only on user and admin routes (reading it on a public route is a programming error). */
  readonly identity: Identity;
  readonly requestId: string;
  /** The tenant or customer of a portal session (PORTAL.md); only on portal routes. */
  readonly portal: PortalIdentity;
  /** Who acts, through which route, for the audit entry of a change (functions/lib/audit.ts); user and admin routes only. */
  readonly audit: AuditContext;
  readonly sourceIp: string;
  readonly userAgent: string;
  readonly event: APIGatewayProxyEventV2;
}

interface Internal {
  body?: unknown;
  query?: unknown;
  identity?: Identity;
  portal?: PortalIdentity;
  cookies: Record<string, string>;
  requestId: string;
  startedAt: number;
}

/** Per-invocation state shared by the middlewares and the handler step, keyed by the event object. */
const states = new WeakMap<APIGatewayProxyEventV2, Internal>();
type Request = middy.Request<APIGatewayProxyEventV2, unknown, Error, Context>;
function state(request: Request): Internal {
  let s = states.get(request.event);
  if (!s) {
    s = { cookies: {}, requestId: 'local', startedAt: Date.now() };
    states.set(request.event, s);
  }
  return s;
}

/** Logs one structured line per request; opens the request with its id. */
const requestLog = (route: RouteDefinition): MiddlewareObj<APIGatewayProxyEventV2> => ({
  before: (request) => {
    const s = state(request);
    s.requestId = request.event.requestContext?.requestId ?? request.context.awsRequestId ?? 'local';
    s.startedAt = Date.now();
    s.cookies = parseCookies(request.event);
  },
  after: (request) => {
    const s = state(request);
    const status = (request.response as APIGatewayProxyStructuredResultV2 | undefined)?.statusCode ?? 200;
    log('info', 'request', {
      route: route.name,
      method: route.method,
      status,
      durationMs: Date.now() - s.startedAt,
      requestId: s.requestId,
      companyId: s.identity?.companyId ?? s.portal?.companyId,
    });
  },
});

/** Maps errors once: 4xx carry their message, everything else is a logged, generic 500. */
const errorMapper = (route: RouteDefinition): MiddlewareObj<APIGatewayProxyEventV2> => ({
  onError: (request) => {
    const s = state(request);
    const err = request.error;
    let statusCode = 500;
    let message = `Something went wrong on our side. Reference: ${s.requestId ?? 'unknown'}`;
    let headers: Record<string, string> = {};
    if (err instanceof HttpError && err.expose) {
      statusCode = err.statusCode;
      message = err.message;
      headers = err.headers;
    } else {
      log('error', 'unhandled error', { route: route.name, requestId: s.requestId, ...serializeError(err) });
    }
    log(statusCode >= 500 ? 'error' : 'info', 'request', {
      route: route.name,
      method: route.method,
      status: statusCode,
      durationMs: Date.now() - (s.startedAt ?? Date.now()),
      requestId: s.requestId,
      companyId: s.identity?.companyId,
      reason: statusCode < 500 ? message : undefined,
    });
    request.response = json(statusCode, { message }, { headers }).result;
  },
});

/** JSON body: right content type, at most 1 MB (or the route's maxBodyBytes), well-formed; an absent body reads as {}. */
const jsonBody = (route: RouteDefinition): MiddlewareObj<APIGatewayProxyEventV2> => ({
  before: (request) => {
    if (!route.body) return;
    const { event } = request;
    const s = state(request);
    const raw = event.body ?? '';
    const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
    const limit = route.maxBodyBytes ?? MAX_BODY_BYTES;
    if (Buffer.byteLength(text, 'utf8') > limit) {
      throw limit === MAX_BODY_BYTES
        ? payloadTooLarge()
        : payloadTooLarge(`Request body is too large (limit ${(limit / 1024 / 1024).toFixed(1)} MB)`);
    }
    if (text.trim() === '') {
      s.body = {};
      return;
    }
    const contentType = headerValue(event, 'content-type') ?? '';
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) throw unsupportedMediaType();
    try {
      s.body = JSON.parse(text);
    } catch {
      throw badRequest('Malformed JSON in request body');
    }
  },
});

/**
 * Who calls a route, found before its handler runs (its access decided from the manifest entry, never by the handler):
 * the account of a bearer token (`accountCaller`, here) or a portal session (./portal-http.ts); 401 or 403 otherwise.
 * Each handler stack bundles its own, so a staff or public handler carries no session verification and a portal
 * handler no access-token verification or permission table (the Lambda size budget, tests/bench/bundles.ts).
 */
export type CallerOf = (
  route: RouteDefinition,
  event: APIGatewayProxyEventV2,
  cookies: Record<string, string>,
) => Promise<{ identity?: Identity; portal?: PortalIdentity }>;

const authorize = (route: RouteDefinition, callerOf: CallerOf): MiddlewareObj<APIGatewayProxyEventV2> => ({
  before: async (request) => {
    const s = state(request);
    Object.assign(s, await callerOf(route, request.event, s.cookies));
  },
});

/** A public route's caller is nobody; a user or admin route's, the verified account its permission allows. */
const accountCaller: CallerOf = async (route, event) => {
  if (route.access === 'public') return {};
  const header = headerValue(event, 'authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw forbidden('Missing access token');
  let identity: Identity;
  try {
    identity = await verifyAccessToken(match[1]);
  } catch (err) {
    if (err instanceof InvalidTokenError) throw forbidden('Invalid or expired access token');
    throw err;
  }
  // a token older than a minute is re-checked against the account's last change of powers (ROLES.md)
  if (!(await tokenStillValid(identity.companyId, identity.userId, identity.issuedAt))) {
    throw forbidden('Invalid or expired access token');
  }
  if (!can(identity, route.permission)) throw forbidden(NO_PERMISSION);
  if (route.wholeCompany && identity[route.wholeCompany] !== 'all') throw forbidden(NO_PERMISSION);
  return { identity };
};

/** The portal's refusals (./portal-http.ts). */
export const PORTAL_STAFF_REFUSED = 'Staff accounts cannot use the portal';
export const PORTAL_SIGN_IN = 'Please sign in to the portal again';

function validate<T>(schema: ZodType | undefined, value: unknown): T {
  if (!schema) return value as T;
  const result = safeParse(schema, value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data as T;
}

/** The schemas a route's handler validates with: required exactly where the route declares a body or a query type. */
export type HandlerSchemas<R> = (undefined extends BodyOf<R> ? { body?: undefined } : { body: $ZodType<BodyOf<R>> }) &
  (undefined extends QueryOf<R> ? { query?: undefined } : { query: $ZodType<QueryOf<R>> });

export type HandlerFn<R> = (ctx: RequestContext<BodyOf<R>, QueryOf<R>, ParamsOf<R>>) => Promise<ResponseOf<R> | HttpResult<ResponseOf<R>>>;

export type LambdaHandler = ((event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>) & {
  /** The manifest entry this handler was built from (the manifest test checks every entry's module). */
  readonly route: RouteDefinition;
  readonly schemas: { readonly body?: ZodType; readonly query?: ZodType };
};

/**
 * The one handler stack: request log → error mapping → JSON body → auth → validation → handler.
 * A handler names its route by its object (`createHandler(rentRoutes.payRent, …)`): access, body
 * expectations and logging come from it, and its request/response types are checked against it.
 * It returns the route's response (200 JSON) or an HttpResult of it.
 */
/** Without schemas only for routes that declare neither a body nor a query (else: pass their schemas). */
type WithoutInput<R> =
  undefined extends BodyOf<R> ? (undefined extends QueryOf<R> ? unknown : { schemasMissing: 'query' }) : { schemasMissing: 'body' };

export function createHandler<R extends Route>(route: R & WithoutInput<R>, fn: HandlerFn<R>): LambdaHandler;
export function createHandler<R extends Route>(route: R, schemas: HandlerSchemas<R>, fn: HandlerFn<R>): LambdaHandler;
export function createHandler<R extends Route>(
  route: R,
  schemasOrFn: HandlerSchemas<R> | HandlerFn<R>,
  maybeFn?: HandlerFn<R>,
): LambdaHandler {
  // refused when the handler module loads, not at its first request
  if (route.access === 'portal') {
    throw new Error(`Route ${route.name} is a portal route: its handler takes createHandler from functions/lib/portal-http.ts`);
  }
  return handlerWith(accountCaller, route, schemasOrFn, maybeFn);
}

/** createHandler's stack, with how the route's caller is found (./portal-http.ts gives the portal's). */
export function handlerWith<R extends Route>(
  callerOf: CallerOf,
  route: R,
  schemasOrFn: HandlerSchemas<R> | HandlerFn<R>,
  maybeFn?: HandlerFn<R>,
): LambdaHandler {
  const schemas = (typeof schemasOrFn === 'function' ? {} : schemasOrFn) as { body?: ZodType; query?: ZodType };
  const fn = (typeof schemasOrFn === 'function' ? schemasOrFn : maybeFn) as HandlerFn<R>;
  type Ctx = RequestContext<BodyOf<R>, QueryOf<R>, ParamsOf<R>>;
  const lambda = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>({ timeoutEarlyInMillis: 0 })
    .use(requestLog(route))
    .use(errorMapper(route))
    .use(jsonBody(route))
    .use(authorize(route, callerOf))
    .use(toResponse)
    .handler(async (event) => {
      const s = states.get(event)!;
      // an absent body reads as {} (jsonBody); a JSON null is a wrong type like any other
      const body = validate(schemas.body, s.body === undefined ? {} : s.body);
      const query = validate(schemas.query, event.queryStringParameters ?? {});
      const identity = s.identity;
      const portal = s.portal;
      const ctx: Ctx = {
        body: body as Ctx['body'],
        query: query as Ctx['query'],
        pathParameters: (event.pathParameters ?? {}) as Ctx['pathParameters'],
        cookies: s.cookies,
        get identity(): Identity {
          if (!identity) throw new Error(`Route ${route.name} is public and has no identity`);
          return identity;
        },
        get portal(): PortalIdentity {
          if (!portal) throw new Error(`Route ${route.name} is not a portal route`);
          return portal;
        },
        requestId: s.requestId,
        get audit(): AuditContext {
          if (portal)
            return {
              companyId: portal.companyId,
              actor: { id: portal.personId, name: portal.name, email: portal.email },
              action: route.name,
              source: 'portal',
              requestId: s.requestId,
            };
          if (!identity) throw new Error(`Route ${route.name} is public: its service names the actor of its audit entry`);
          return { companyId: identity.companyId, actor: actorOf(identity), action: route.name, source: 'api', requestId: s.requestId };
        },
        sourceIp: clientAddress(event),
        userAgent: event.requestContext?.http?.userAgent ?? headerValue(event, 'user-agent') ?? '',
        event,
      };
      // the account's buildings and warehouses hold for everything the handler reads and writes (functions/lib/scope.ts)
      const scope = identity ? { buildings: identity.buildings, warehouses: identity.warehouses } : WHOLE_COMPANY;
      return (await runInScope(scope, () => fn(ctx))) as APIGatewayProxyStructuredResultV2;
    });
  return Object.assign(lambda, { route, schemas }) as unknown as LambdaHandler;
}

/** Plain objects become 200 JSON; HttpResult passes through as built. */
const toResponse: MiddlewareObj<APIGatewayProxyEventV2> = {
  after: (request) => {
    const res = request.response;
    if (res instanceof HttpResult) request.response = res.result;
    else request.response = json(200, res ?? {}).result;
  },
};

/**
 * The caller's address. Behind CloudFront the connection comes from an edge server, and CloudFront
 * appends the viewer's address to X-Forwarded-For: the entry just before the connecting address is
 * the one CloudFront wrote (anything earlier was supplied by the client and is ignored).
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const source = event.requestContext?.http?.sourceIp ?? 'unknown';
  const forwarded = (headerValue(event, 'x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (forwarded.at(-1) === source) forwarded.pop();
  return safeAddress(forwarded.at(-1) ?? source);
}

/**
 * The address goes into throttle keys, so it must be short and tame: an IP as it is, anything else
 * (a client-written header of any length) as a short hash of what was sent. No node:crypto/node:net
 * here: every handler imports this module, and those imports cost cold-start time.
 */
function safeAddress(candidate: string): string {
  if (candidate.length <= 45 && (IPV4.test(candidate) || isIpv6(candidate))) return candidate.toLowerCase();
  return `h-${fnv1a(candidate, 0x811c9dc5)}${fnv1a(candidate, 0x01000193)}`;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(text: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((h) => (h === '' ? [] : h.split(':')));
  const last = groups.at(-1) ?? '';
  const v4Tail = IPV4.test(last);
  const hexGroups = v4Tail ? groups.slice(0, -1) : groups;
  if (!hexGroups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
  const count = hexGroups.length + (v4Tail ? 2 : 0);
  return halves.length === 2 ? count < 8 : count === 8;
}

/** FNV-1a, 32 bits, as 8 hex characters: a short stable name for a junk address, not a secret. */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function headerValue(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const headers = event.headers ?? {};
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === wanted) return v;
  return undefined;
}

/** A malformed %-escape in a cookie is the client's problem, not a 500: keep the raw text. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function parseCookies(event: APIGatewayProxyEventV2): Record<string, string> {
  const out: Record<string, string> = {};
  const list = event.cookies ?? headerValue(event, 'cookie')?.split(';') ?? [];
  for (const c of list) {
    const i = c.indexOf('=');
    if (i < 0) continue;
    const k = c.slice(0, i).trim();
    if (!(k in out)) out[k] = safeDecode(c.slice(i + 1).trim());
  }
  return out;
}

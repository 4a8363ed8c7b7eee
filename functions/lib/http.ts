import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { $ZodType, output } from 'zod/v4/core';

/** Any zod schema, classic or mini. */
type ZodType = $ZodType;
import { safeParse } from 'zod/v4/core';
import { routeByName, type RouteDefinition } from '../../shared/routes.ts';
import { HttpError, badRequest, forbidden, payloadTooLarge, unsupportedMediaType } from './errors.ts';
import { log, serializeError } from './logger.ts';
import { InvalidTokenError, verifyAccessToken, type Identity } from './tokens.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/** A response with a status, headers or cookies of its own; a plain object returned by a handler is a 200 JSON body. */
export class HttpResult {
  constructor(readonly result: APIGatewayProxyStructuredResultV2) {}
}

export function json(statusCode: number, body: unknown, extra: { cookies?: string[]; headers?: Record<string, string> } = {}) {
  return new HttpResult({
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra.headers },
    cookies: extra.cookies,
    body: JSON.stringify(body),
  });
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

export interface RequestContext<B, Q> {
  readonly body: B;
  readonly query: Q;
  readonly pathParameters: Record<string, string>;
  readonly cookies: Record<string, string>;
  /** The verified caller; only on user and admin routes (reading it on a public route is a programming error). */
  readonly identity: Identity;
  readonly requestId: string;
  readonly sourceIp: string;
  readonly userAgent: string;
  readonly event: APIGatewayProxyEventV2;
}

interface Internal {
  body?: unknown;
  query?: unknown;
  identity?: Identity;
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
      companyId: s.identity?.companyId,
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

/** JSON body: right content type, at most 1 MB, well-formed; an absent body reads as {}. */
const jsonBody = (route: RouteDefinition): MiddlewareObj<APIGatewayProxyEventV2> => ({
  before: (request) => {
    if (!route.body) return;
    const { event } = request;
    const s = state(request);
    const raw = event.body ?? '';
    const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
    if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw payloadTooLarge();
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

/** Identity from the bearer token; access decided from the manifest entry, never by the handler. */
const authorize = (route: RouteDefinition): MiddlewareObj<APIGatewayProxyEventV2> => ({
  before: async (request) => {
    if (route.access === 'public') return;
    const header = headerValue(request.event, 'authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw forbidden('Missing access token');
    let identity: Identity;
    try {
      identity = await verifyAccessToken(match[1]);
    } catch (err) {
      if (err instanceof InvalidTokenError) throw forbidden('Invalid or expired access token');
      throw err;
    }
    if (route.access === 'admin' && identity.role !== 'admin') {
      throw forbidden('This action needs administrator access');
    }
    state(request).identity = identity;
  },
});

function validate<T>(schema: ZodType | undefined, value: unknown): T {
  if (!schema) return value as T;
  const result = safeParse(schema, value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data as T;
}

export interface HandlerOptions<B extends ZodType | undefined, Q extends ZodType | undefined> {
  /** Manifest entry name: access, body expectations and logging come from it. */
  readonly route: string;
  readonly body?: B;
  readonly query?: Q;
}

type Out<T> = T extends ZodType ? output<T> : undefined;

/**
 * The one handler stack: request log → error mapping → JSON body → auth → validation → handler.
 * A handler returns a plain object (200 JSON) or an HttpResult.
 */
export function createHandler<B extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined>(
  options: HandlerOptions<B, Q>,
  fn: (ctx: RequestContext<Out<B>, Out<Q>>) => Promise<unknown>,
) {
  const route = routeByName(options.route);
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>({ timeoutEarlyInMillis: 0 })
    .use(requestLog(route))
    .use(errorMapper(route))
    .use(jsonBody(route))
    .use(authorize(route))
    .use(toResponse)
    .handler(async (event) => {
      const s = states.get(event)!;
      const body = validate(options.body as ZodType | undefined, s.body ?? {});
      const query = validate(options.query as ZodType | undefined, event.queryStringParameters ?? {});
      const identity = s.identity;
      const ctx: RequestContext<Out<B>, Out<Q>> = {
        body: body as Out<B>,
        query: query as Out<Q>,
        pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
        cookies: s.cookies,
        get identity(): Identity {
          if (!identity) throw new Error(`Route ${route.name} is public and has no identity`);
          return identity;
        },
        requestId: s.requestId,
        sourceIp: clientAddress(event),
        userAgent: event.requestContext?.http?.userAgent ?? headerValue(event, 'user-agent') ?? '',
        event,
      };
      return (await fn(ctx)) as APIGatewayProxyStructuredResultV2;
    });
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
  return forwarded.at(-1) ?? source;
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
  const list = event.cookies ?? (headerValue(event, 'cookie')?.split(';') ?? []);
  for (const c of list) {
    const i = c.indexOf('=');
    if (i < 0) continue;
    const k = c.slice(0, i).trim();
    if (!(k in out)) out[k] = safeDecode(c.slice(i + 1).trim());
  }
  return out;
}

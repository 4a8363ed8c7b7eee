import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { matchRoute, type RouteDefinition } from '../../shared/routes.ts';
import { contentSecurityPolicyFor, securityHeaders } from '../../shared/security-headers.ts';

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

export interface GatewayOptions {
  /** Built SPA (web/dist); when absent only /api is served. */
  readonly staticDir?: string;
  /** Loads a manifest handler module (by its repository-relative path) and returns its `handler`. */
  readonly loadHandler: (route: RouteDefinition) => Promise<LambdaHandler>;
  /** Serves everything outside /api instead of staticDir (the Vite dev server in `npm run dev`). */
  fallback?: (req: IncomingMessage, res: ServerResponse) => void;
}

/** API Gateway HTTP API's own payload limit. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;
const TEXT_TYPES = /^(text\/|application\/(json|[\w.+-]+\+json|xml|javascript|x-www-form-urlencoded))/i;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // the scanner's ZXing WebAssembly: compiled while it downloads only when served as application/wasm
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * One port for the SPA and /api, as CloudFront gives in production. Each /api request becomes an
 * API Gateway HTTP API (payload 2.0) event for the manifest's handler, called in-process; the
 * result is written back the way API Gateway would (status, headers, cookies, base64 bodies).
 */
export function createGateway(options: GatewayOptions): Server {
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const load = (route: RouteDefinition) => {
    let h = handlers.get(route.name);
    if (!h) {
      h = options.loadHandler(route);
      handlers.set(route.name, h);
      h.catch(() => handlers.delete(route.name));
    }
    return h;
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://local');
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        await serveApi(req, res, url, load);
      } else if (options.fallback) {
        options.fallback(req, res);
      } else {
        serveStatic(req, res, url, options.staticDir);
      }
    } catch (err) {
      console.error(JSON.stringify({ level: 'error', message: 'gateway failure', error: String((err as Error)?.stack ?? err) }));
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.end();
    }
  });
  // An idle keep-alive connection is closed by the client first (undici, Chromium: a few seconds), never by this
  // server as the client sends on it: at Node's 5 s default a busy machine's late timers let a request meet a closing
  // socket (ECONNRESET, seen in a full test run). API Gateway keeps idle connections far longer too.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL, load: (route: RouteDefinition) => Promise<LambdaHandler>) {
  const method = (req.method ?? 'GET').toUpperCase();
  const match = matchRoute(method, url.pathname);
  if (!match.route) {
    // API Gateway HTTP APIs answer an unknown route or method the same way.
    req.resume();
    return sendJson(res, 404, { message: 'Not Found' });
  }
  const body = await readBody(req);
  if (body === 'too-large') return sendJson(res, 413, { message: 'Request Entity Too Large' });

  const event = toEvent(req, url, match.route, match.pathParameters, body);
  const handler = await load(match.route);
  const context = lambdaContext(match.route, event.requestContext.requestId);
  let result: unknown;
  try {
    result = await handler(event, context);
  } catch (err) {
    // An unhandled error escaping a Lambda: API Gateway answers 500 "Internal Server Error".
    console.error(
      JSON.stringify({ level: 'error', message: 'handler threw', route: match.route.name, error: String((err as Error)?.stack ?? err) }),
    );
    return sendJson(res, 500, { message: 'Internal Server Error' });
  }
  writeResult(res, result);
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > GATEWAY_MAX_BODY) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolveBody(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toEvent(
  req: IncomingMessage,
  url: URL,
  route: RouteDefinition,
  pathParameters: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (lower === 'cookie') {
      cookies = (Array.isArray(value) ? value.join('; ') : value)
        .split(';')
        .map((c) => c.trim())
        .filter(Boolean);
      continue;
    }
    headers[lower] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_TYPES.test(contentType) || contentType === '';
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0],
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}

function lambdaContext(route: RouteDefinition, requestId: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: route.name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${route.name}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${route.name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Payload 2.0 response rules: a structured result is taken as is; anything else is a 200 JSON body. */
function writeResult(res: ServerResponse, result: unknown) {
  const structured =
    typeof result === 'object' && result !== null && 'statusCode' in result ? (result as APIGatewayProxyStructuredResultV2) : undefined;
  if (!structured) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(body);
  }
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(structured.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const payload = structured.body
    ? structured.isBase64Encoded
      ? Buffer.from(structured.body, 'base64')
      : Buffer.from(structured.body, 'utf8')
    : Buffer.alloc(0);
  headers['content-length'] = String(payload.length);
  res.writeHead(structured.statusCode ?? 200, headers);
  res.end(payload);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

/** The built SPA with index.html fallback for client-side routes, and the same security headers as CloudFront. */
function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, staticDir: string | undefined) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' });
    return res.end('Method Not Allowed');
  }
  if (!staticDir || !existsSync(join(staticDir, 'index.html'))) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end('The web app is not built yet: run `npm run build`.');
  }
  const root = resolve(staticDir);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders });
    return res.end('Bad Request');
  }
  let file = normalize(join(root, pathname));
  if (!file.startsWith(root + sep) && file !== root) file = join(root, 'index.html');
  let isAsset = false;
  if (existsSync(file) && statSync(file).isFile()) isAsset = !file.endsWith('index.html');
  else if (extname(url.pathname) && !url.pathname.endsWith('.html')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders });
    return res.end('Not Found');
  } else file = join(root, 'index.html');
  const stat = statSync(file);
  res.writeHead(200, {
    'content-type': MIME[extname(file)] ?? 'application/octet-stream',
    'content-length': String(stat.size),
    'cache-control': isAsset && url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...securityHeaders,
    // item images come from s3rver here, not from S3's endpoints
    ...(process.env.S3_ENDPOINT ? { 'content-security-policy': contentSecurityPolicyFor([new URL(process.env.S3_ENDPOINT).origin]) } : {}),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

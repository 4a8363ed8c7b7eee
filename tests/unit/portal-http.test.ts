/**
 * The portal's handler stack (functions/lib/portal-http.ts) is split from the staff one (functions/lib/http.ts) so
 * that staff and public bundles carry no session verification: a portal route made with the staff stack is refused
 * when its handler loads, and the portal stack still answers a missing session 401 and a staff token 403.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '../../infra/bundling.ts';
import { createHandler as createStaffHandler, PORTAL_SIGN_IN, PORTAL_STAFF_REFUSED } from '../../functions/lib/http.ts';
import { createHandler as createPortalHandler } from '../../functions/lib/portal-http.ts';
import { portalMe } from '../../shared/portal/routes.ts';
import { salesReturnItems } from '../../shared/inventory/sales-order-routes.ts';

const event = (headers: Record<string, string>): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: `GET ${portalMe.path}`,
    rawPath: portalMe.path,
    rawQueryString: '',
    headers,
    requestContext: { requestId: 'unit', http: { method: 'GET', path: portalMe.path, sourceIp: '127.0.0.1', userAgent: 'unit' } },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

describe('portal handler stack', () => {
  it('refuses a portal route built with the staff stack when the handler is made', () => {
    expect(() => createStaffHandler(portalMe, async () => ({}) as never)).toThrow(
      'Route portalMe is a portal route: its handler takes createHandler from functions/lib/portal-http.ts',
    );
  });

  it('refuses a staff route built with the portal stack when the handler is made', () => {
    expect(() => createPortalHandler(salesReturnItems, { body: undefined as never }, async () => ({}) as never)).toThrow(
      'Route salesReturnItems is not a portal route: its handler takes createHandler from functions/lib/http.ts',
    );
  });

  it('answers 401 without a session cookie and 403 to a staff bearer token, before the handler runs', async () => {
    let ran = 0;
    const handler = createPortalHandler(portalMe, async () => {
      ran += 1;
      return {} as never;
    });
    const none = await handler(event({}), {} as Context);
    expect(none.statusCode).toBe(401);
    expect(JSON.parse(String(none.body))).toEqual({ message: PORTAL_SIGN_IN });
    const staff = await handler(event({ authorization: 'Bearer abc', cookie: 'portal_session=x' }), {} as Context);
    expect(staff.statusCode).toBe(403);
    expect(JSON.parse(String(staff.body))).toEqual({ message: PORTAL_STAFF_REFUSED });
    expect(ran).toBe(0);
  });
});

/** The bytes each repository module adds to the Lambda bundle of `entry`, built as every handler is (infra/bundling.ts). */
async function bundledBytes(entry: string): Promise<Map<string, number>> {
  const result = await build({
    ...lambdaEsbuildOptions(),
    entryPoints: [entry],
    write: false,
    outdir: 'out',
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return new Map(Object.entries(output.inputs).map(([path, { bytesInOutput }]) => [path, bytesInOutput]));
}

describe('Lambda bundles of the two stacks', () => {
  it('a staff handler carries no portal session verification', async () => {
    const bytes = await bundledBytes('functions/inventory/handlers/sales-return-items.ts');
    expect(bytes.get('functions/lib/http.ts')).toBeGreaterThan(0);
    expect(bytes.get('functions/lib/portal-tokens.ts') ?? 0).toBe(0);
    expect(bytes.get('functions/lib/portal-http.ts') ?? 0).toBe(0);
  });

  it('a portal handler carries no access-token check or permission table', async () => {
    const bytes = await bundledBytes('functions/portal/handlers/me.ts');
    expect(bytes.get('functions/lib/portal-http.ts')).toBeGreaterThan(0);
    expect(bytes.get('shared/account/permissions.ts') ?? 0).toBe(0);
    expect(bytes.get('functions/account/data/powers.ts') ?? 0).toBe(0);
  });
});

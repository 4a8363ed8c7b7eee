import { describe, expect, it } from 'vitest';
import { matchRoute, type RouteDefinition } from '../../shared/route.ts';
import { routes } from '../../shared/routes.ts';

const route = (name: string, method: RouteDefinition['method'], path: string): RouteDefinition => ({
  name,
  method,
  path,
  handler: `functions/test/${name}.ts`,
  access: 'user',
  permission: 'account.self',
  body: false,
  spec: 'test',
});

// the parameter route first: a literal segment must still win, whatever the order
const list = [
  route('productGet', 'GET', '/api/ims/product/{id}'),
  route('productList', 'GET', '/api/ims/product/all'),
  route('productDelete', 'DELETE', '/api/ims/product/{id}'),
  route('lineGet', 'GET', '/api/ims/order/{orderId}/line/{lineId}'),
  route('lineAll', 'GET', '/api/ims/order/{orderId}/line/all'),
];

describe('matchRoute', () => {
  it.each([
    ['GET', '/api/ims/product/all', 'productList', {}],
    ['GET', '/api/ims/product/all/', 'productList', {}],
    ['get', '/api/ims/product/p1', 'productGet', { id: 'p1' }],
    ['DELETE', '/api/ims/product/p%201', 'productDelete', { id: 'p 1' }],
    ['GET', '/api/ims/product/%E0%A4%A', 'productGet', { id: '%E0%A4%A' }],
    ['GET', '/api/ims/order/o1/line/all', 'lineAll', { orderId: 'o1' }],
    ['GET', '/api/ims/order/o1/line/l2', 'lineGet', { orderId: 'o1', lineId: 'l2' }],
  ])('%s %s → %s %o', (method, path, name, pathParameters) => {
    expect(matchRoute(list, method, path)).toEqual({ route: expect.objectContaining({ name }), pathParameters });
  });

  it.each([
    ['POST', '/api/ims/product/all', true],
    ['GET', '/api/ims/product', false],
    ['GET', '/api/ims/product//', false],
    ['GET', '/api/ims/product/p1/extra', false],
    ['GET', '/api/ims/order//line/all', false],
  ])('%s %s → no route (method not allowed: %s)', (method, path, methodNotAllowed) => {
    expect(matchRoute(list, method, path)).toEqual({ route: null, methodNotAllowed });
  });

  it('finds every manifest route by its own path', () => {
    for (const r of routes) {
      const path = r.path.replace(/\{(\w+)\}/g, 'x-$1');
      const match = matchRoute(routes, r.method, path);
      expect(match.route?.name, `${r.method} ${r.path}`).toBe(r.name);
    }
  });
});

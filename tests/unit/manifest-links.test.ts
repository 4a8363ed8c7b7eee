/** The links from manifest to handler are objects, not strings: every entry's module exports a handler built from that very entry. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas, deployGroups, routes } from '../../shared/routes.ts';

const root = resolve(import.meta.dirname, '../..');

describe('the route manifest', () => {
  it('names every route by its key in its area, once across all areas', () => {
    for (const [area, entries] of Object.entries(areas)) {
      for (const [key, route] of Object.entries(entries)) expect(route.name, `${area}.${key}`).toBe(key);
    }
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has one route per method and path', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('deploys every route in exactly one group of at most 80 routes', () => {
    const deployed = Object.values(deployGroups).flatMap((group) => Object.values(group));
    expect(deployed.map((r) => r.name).sort()).toEqual(routes.map((r) => r.name).sort());
    for (const [group, entries] of Object.entries(deployGroups)) expect(Object.keys(entries).length, group).toBeLessThanOrEqual(80);
  });

  it('keeps every path under /api and every handler under functions/<area>/handlers/', () => {
    for (const [area, entries] of Object.entries(areas)) {
      for (const route of Object.values(entries)) {
        expect(route.path).toMatch(/^\/api\//);
        expect(route.handler, route.name).toMatch(new RegExp(`^functions/${area}/handlers/[a-z0-9-]+\\.ts$`));
        expect(existsSync(resolve(root, route.handler)), route.handler).toBe(true);
      }
    }
  });
});

describe("every manifest entry's module exports a handler built from that entry", () => {
  for (const route of routes) {
    it(`${route.name} → ${route.handler}`, async () => {
      const mod = (await import(resolve(root, route.handler))) as { handler?: { route?: unknown } };
      expect(typeof mod.handler).toBe('function');
      expect(mod.handler?.route).toBe(route);
    });
  }
});

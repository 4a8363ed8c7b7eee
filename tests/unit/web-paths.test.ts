/** The SPA's page paths: one pattern per page, links built from it (params in order, encoded), nested patterns derived. */
import { describe, expect, it } from 'vitest';
import { areaPattern, childPattern, paths, type AnyPagePath } from '../../web/src/config/paths.ts';

function allPages(tree: object): AnyPagePath[] {
  return Object.values(tree).flatMap((value) => ('pattern' in value ? [value as AnyPagePath] : allPages(value)));
}

describe('href', () => {
  it.each([
    ['home', paths.home.href(), '/'],
    ['login', paths.login.href(), '/login'],
    ['pricing', paths.pricing.href(), '/pricing'],
    ['pricing for an app', paths.pricing.href('rms'), '/pricing?app=rms'],
    ['buildings', paths.rent.buildings.href(), '/hms'],
    ['a building', paths.rent.building.href(204), '/hms/hotel-portal/building/204'],
    ['a level', paths.rent.level.href('204', 1), '/hms/hotel-portal/building/204/level/1'],
    ['a unit', paths.rent.unit.href(204, 3, '01HX/Z'), '/hms/hotel-portal/building/204/level/3/edit-room/01HX%2FZ'],
    ['rent reports', paths.rent.reports.href(), '/reports'],
    ['reported payments (rent)', paths.rent.reportedPayments.href(), '/hms/reported-payments'],
    ['reported payments (inventory)', paths.inventory.reportedPayments.href(), '/ims/reported-payments'],
    ['insights (rent)', paths.rent.insights.href(), '/hms/insights'],
    ['insights (inventory)', paths.inventory.insights.href(), '/ims/insights'],
    ['an item', paths.inventory.item.href('bolt #8'), '/ims/items/bolt%20%238'],
    ['a purchase order', paths.inventory.purchaseOrder.href('PO-1'), '/ims/purchase-orders/PO-1'],
    ['a sales invoice', paths.inventory.salesInvoice.href('SI-9'), '/ims/invoices/sales/SI-9'],
  ])('%s → %s', (_, href, expected) => {
    expect(href).toBe(expected);
  });
});

describe('patterns', () => {
  const pages = allPages(paths);

  it('every page has one absolute pattern of its own', () => {
    const patterns = pages.map((p) => p.pattern);
    expect(patterns.every((p) => p.startsWith('/'))).toBe(true);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('a page without params links to its pattern', () => {
    for (const page of pages.filter((p) => !p.pattern.includes(':'))) expect((page.href as () => string)()).toBe(page.pattern);
  });

  it('lists every inventory page of the spec, the order edit pages (CORRECTIONS.md), Replenishment (AUTOMATION.md), transfers and counts (WAREHOUSE.md), Reported payments (PORTAL.md), Insights (INSIGHTS.md)', () => {
    expect(
      Object.values(paths.inventory)
        .map((p) => p.pattern)
        .sort(),
    ).toEqual(
      [
        '/ims/dashboard',
        '/ims/warehouses',
        '/ims/items',
        '/ims/items/:id',
        '/ims/suppliers',
        '/ims/customers',
        '/ims/purchase-orders',
        '/ims/purchase-orders/:id',
        '/ims/purchase-orders/:id/edit',
        '/ims/add-purchase-order',
        '/ims/sales-orders',
        '/ims/sales-orders/:id',
        '/ims/sales-orders/:id/edit',
        '/ims/add-sales-order',
        '/ims/receiving',
        '/ims/stock-dashboard',
        '/ims/replenishment',
        '/ims/transfers',
        '/ims/transfers/:id',
        '/ims/transfers/:id/edit',
        '/ims/add-transfer',
        '/ims/counts',
        '/ims/counts/:id',
        '/ims/add-count',
        '/ims/expenses',
        '/ims/financial-account',
        '/ims/invoices/purchase',
        '/ims/invoices/purchase/:id',
        '/ims/invoices/sales',
        '/ims/invoices/sales/:id',
        '/ims/reports',
        '/ims/reports/sales',
        '/ims/reports/purchases',
        '/ims/reported-payments',
        '/ims/insights',
      ].sort(),
    );
  });

  it.each([
    [paths.rent.buildings, paths.rent.addBuilding, 'hotel-portal/add-new-build'],
    [paths.rent.buildings, paths.rent.level, 'hotel-portal/building/:buildingNumber/level/:levelNumber'],
    [paths.rent.level, paths.rent.unit, 'edit-room/:roomId'],
    [paths.home, paths.apps, 'apps'],
  ])('childPattern(%j, %j) is %s', (parent, child, expected) => {
    expect(childPattern(parent, child)).toBe(expected);
  });

  it('childPattern refuses a page outside the parent', () => {
    expect(() => childPattern(paths.rent.buildings, paths.rent.reports)).toThrow('/reports is not under /hms');
    expect(() => childPattern(paths.rent.building, paths.rent.buildings)).toThrow();
  });

  it('an area is mounted with a splat', () => {
    expect(areaPattern(paths.rent.buildings)).toBe('/hms/*');
  });
});

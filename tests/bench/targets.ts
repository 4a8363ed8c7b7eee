/**
 * What the latency section drives. Paths come from the manifest, so a renamed route cannot drift.
 * To add a route: create what it needs in the fixtures (environment.ts) and append a target here.
 */
import { addMonths } from '../../shared/insights/months.ts';
import { routeByName, type RouteDefinition } from '../../shared/routes.ts';
import type { BenchCompany } from './environment.ts';
import type { LatencyTarget } from './latency.ts';

export interface TargetContext {
  readonly company: BenchCompany;
}

const get = (name: string, extra: Partial<LatencyTarget> = {}): LatencyTarget => {
  const route = routeByName(name);
  return { name, method: route.method, path: route.path, ...extra };
};

export function latencyTargets(ctx: TargetContext): LatencyTarget[] {
  return [
    get('health', { note: 'no I/O: the gateway, the middy stack and a JSON body' }),
    get('companyInfo', {
      token: ctx.company.token,
      note: "HS256 token check (remembered per token once verified, until it expires), then one BatchGetItem of the company item and the caller's user item",
    }),
  ];
}

// ───────────────────────────── rent section ─────────────────────────────

/** A rent route driven on one seeded company, and how to count the rows its response shows. */
export interface RentTarget extends LatencyTarget {
  /** Manifest route name (the budget groups LARGE and SMALL by it). */
  readonly route: string;
  /** Company label (LARGE, SMALL). */
  readonly company: string;
  /** Rows the screen shows: the response array's length (levels for the levels screen); 1 for a single object. */
  readonly rowsOf: (body: unknown) => number;
}

export interface RentCompanyContext {
  readonly label: string;
  readonly token: string;
  readonly buildingNumber: number;
  readonly level: number;
  /** A room with a current rent (also the record with a full first page of audit entries). */
  readonly roomId: string;
  /** The owner's account id (the audit entries' first actor). */
  readonly ownerId: string;
}

export interface RentTargetContext {
  readonly companies: readonly RentCompanyContext[];
  /** The revenue report's range (the previous 12 calendar months). */
  readonly revenue: { readonly startDate: string; readonly endDate: string };
}

/** Rows of a list answer (its length) and of a single object (1): what capacity per row divides by. */
export const arrayRows = (body: unknown) => {
  if (!Array.isArray(body)) throw new Error(`expected an array, got ${typeof body}`);
  return body.length;
};
const levelRows = (body: unknown) => {
  const levels = (body as { levels?: unknown })?.levels;
  if (!Array.isArray(levels)) throw new Error('expected { levels: [...] }');
  return levels.length;
};
export const oneRow = (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('expected one object');
  return 1;
};
/** The Insights pages' range: the last 12 calendar months up to this one (UTC), `from` and `to` as 'yyyy-mm'. */
export function lastTwelveMonths(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 7);
  return { from: addMonths(to, -11), to };
}
/** Rows of an Insights answer: its months × buildings (or warehouses), the series the page's charts are drawn from. */
const seriesRows = (field: 'incomeByBuilding' | 'stockValueByWarehouse') => (body: unknown) => {
  const series = (body as Record<string, unknown> | null)?.[field];
  if (!Array.isArray(series)) throw new Error(`expected { ${field}: [...] }`);
  return series.length;
};
const buildingMonthRows = seriesRows('incomeByBuilding');
const warehouseMonthRows = seriesRows('stockValueByWarehouse');

/** `path?k=v&…`, every value URI-encoded. */
export const withQuery = (path: string, q: Record<string, string | number>) =>
  `${path}?${Object.entries(q)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')}`;
/** A path with its `{id}` filled. */
export const withId = (route: RouteDefinition, id: string | number) => route.path.replace('{id}', String(id));

/** What a request differs in from a plain GET of the route's path whose answer is an array. */
export type TargetRequest = Partial<Pick<RentTarget, 'path' | 'body' | 'rowsOf'>>;

/**
 * The targets of a section: one per row of `rows` and company (in that order), the companies' requests of a row
 * grouped under its key, each a GET of the route's path counting the answer's array unless `request` says otherwise.
 */
export function routeTargets<R extends { key: string; route: string }, C extends { label: string; token: string }>(
  rows: readonly R[],
  companies: readonly C[],
  request: (row: R, company: C, route: RouteDefinition) => TargetRequest = () => ({}),
): RentTarget[] {
  return rows.flatMap((row) => {
    const route = routeByName(row.route);
    return companies.map((c) => ({
      route: row.key,
      company: c.label,
      name: `${row.key} · ${c.label}`,
      method: route.method,
      token: c.token,
      path: route.path,
      rowsOf: arrayRows,
      ...request(row, c, route),
    }));
  });
}

/**
 * The routes the rent budget covers, in report order, with what they show (`route`: the manifest route when `name` is
 * a variant of it). `budgeted: false`: measured and shown with its ratio, left out of the verdict (`why`).
 */
export const RENT_ROUTES: ReadonlyArray<{ name: string; route?: string; shows: string; budgeted?: false; why?: string }> = [
  { name: 'buildingList', shows: 'building cards' },
  { name: 'levelList', shows: 'levels of building 1' },
  { name: 'roomList', shows: 'rooms of one level' },
  { name: 'roomCurrent', shows: 'one room (1 row)' },
  { name: 'reportActiveRents', shows: 'current rents, first page (50)' },
  { name: 'reportOverdueRents', shows: 'overdue rents, first page (50)' },
  { name: 'reportVacantRooms', shows: 'vacant rooms, first page (50)' },
  { name: 'tenantList', shows: 'tenants, first page (50)' },
  { name: 'reportRevenue', shows: 'one summary (1 row)' },
  { name: 'auditRecord', shows: 'one record’s history, first page (50)' },
  { name: 'auditAll', shows: 'company activity, first page (50)' },
  { name: 'auditAll actor', route: 'auditAll', shows: 'activity of one person (the owner), first page (50)' },
  { name: 'auditAll kind', route: 'auditAll', shows: 'activity on one kind of record (payment), first page (50)' },
  // issue 20: the maintenance list's first page (the budget), with a status and with a building (its partition's key range)
  { name: 'maintenanceList', shows: 'maintenance requests, newest first, first page (50)' },
  { name: 'maintenanceList status', route: 'maintenanceList', shows: 'Open requests (status=Open), first page (50)' },
  {
    name: 'maintenanceList building',
    route: 'maintenanceList',
    shows: 'requests of building 1 (building=1), first page (50)',
  },
  // issue 35: the Insights page, every chart in one answer, over the last 12 months
  {
    name: 'insightsRent',
    shows:
      'Insights page, last 12 months: rows = months × buildings answered (incomeByBuilding), so LARGE (20 buildings) and SMALL (2) compare per building-month',
  },
];

export function rentTargets(ctx: RentTargetContext): RentTarget[] {
  const rows = RENT_ROUTES.map(({ name, route }) => ({ key: name, route: route ?? name }));
  return routeTargets(rows, ctx.companies, ({ key }, c, route): TargetRequest => {
    switch (key) {
      case 'levelList':
        return { path: withQuery(route.path, { building: c.buildingNumber }), rowsOf: levelRows };
      case 'roomList':
        return { path: withQuery(route.path, { level: c.level, building: c.buildingNumber }) };
      case 'roomCurrent':
        return { path: withQuery(route.path, { room_id: c.roomId }), rowsOf: oneRow };
      case 'reportRevenue':
        return { body: ctx.revenue, rowsOf: oneRow };
      case 'auditRecord':
        return { path: withQuery(route.path, { kind: 'room', id: c.roomId }) };
      case 'auditAll actor':
        return { path: withQuery(route.path, { actor: c.ownerId }) };
      case 'auditAll kind':
        return { path: withQuery(route.path, { kind: 'payment' }) };
      case 'maintenanceList status':
        return { path: withQuery(route.path, { status: 'Open' }) };
      case 'maintenanceList building':
        return { path: withQuery(route.path, { building: c.buildingNumber }) };
      case 'insightsRent':
        return { path: withQuery(route.path, lastTwelveMonths()), rowsOf: buildingMonthRows };
      default:
        return {};
    }
  });
}

// ───────────────────────────── ims section ─────────────────────────────

/** An inventory seeded company as the ims targets need it. */
export interface ImsCompanyContext {
  readonly label: string;
  readonly token: string;
  /** A regular item (20 movements). */
  readonly itemId: string;
  /** The item with the longest history and its movement count (the last page is `offset = count − 10`). */
  readonly hotItemId: string;
  readonly hotMovements: number;
  readonly warehouseId: string;
  /** `q` of the search row: matches the start of a tenth of the item names. */
  readonly searchTerm: string;
}

/** The requests the ims budget covers, in report order (`key` groups LARGE and SMALL). */
export const IMS_ROUTES: ReadonlyArray<{ key: string; route: string; shows: string }> = [
  { key: 'productList', route: 'productList', shows: 'items, first page (50)' },
  { key: 'productList q', route: 'productList', shows: 'search by name start, first page (50)' },
  { key: 'productGet', route: 'productGet', shows: 'one item with its stock per warehouse (1 row)' },
  { key: 'productItemsWithStock', route: 'productItemsWithStock', shows: 'items one warehouse holds, first page (50)' },
  { key: 'stockMovements offset 0', route: 'stockMovements', shows: 'newest 10 movements of the long-history item' },
  { key: 'stockMovements last page', route: 'stockMovements', shows: 'oldest 10 movements of the long-history item' },
  { key: 'supplierList', route: 'supplierList', shows: 'suppliers, first page (50)' },
  { key: 'customerList', route: 'customerList', shows: 'customers, first page (50)' },
  { key: 'warehouseList', route: 'warehouseList', shows: 'warehouses, first page (up to 50)' },
  { key: 'stockDashboard', route: 'stockDashboard', shows: "each warehouse's units and items, first page" },
  { key: 'stockLow', route: 'stockLow', shows: 'items at 20 units or fewer, lowest first, first page' },
  {
    key: 'replenishmentList',
    route: 'replenishmentList',
    shows: 'pairs below min with names, suggested quantity and open draft, first page (50: one supplier)',
  },
  {
    key: 'reorderRuleList',
    route: 'reorderRuleList',
    shows: "one item's pairs with their figures and rules (the item page's Reorder tab)",
  },
  // issue 35: the Insights page, every chart in one answer, over the last 12 months
  {
    key: 'insightsInventory',
    route: 'insightsInventory',
    shows:
      'Insights page, last 12 months: rows = months × warehouses answered (stockValueByWarehouse), so LARGE (20 warehouses) and SMALL (4) compare per warehouse-month',
  },
];

export function imsTargets(companies: readonly ImsCompanyContext[]): RentTarget[] {
  return routeTargets(IMS_ROUTES, companies, ({ key }, c, route): TargetRequest => {
    switch (key) {
      case 'productList q':
        return { path: withQuery(route.path, { q: c.searchTerm }) };
      case 'productGet':
        return { path: withId(route, c.itemId), rowsOf: oneRow };
      case 'productItemsWithStock':
        return { body: { warehouseId: c.warehouseId } };
      case 'stockMovements offset 0':
        return { path: withQuery(withId(route, c.hotItemId), { offset: 0 }) };
      case 'stockMovements last page':
        return { path: withQuery(withId(route, c.hotItemId), { offset: Math.max(0, c.hotMovements - 10) }) };
      case 'reorderRuleList':
        return { path: withQuery(route.path, { itemId: c.itemId }) };
      case 'insightsInventory':
        return { path: withQuery(route.path, lastTwelveMonths()), rowsOf: warehouseMonthRows };
      default:
        return {};
    }
  });
}

/**
 * What the latency section drives. Paths come from the manifest, so a renamed route cannot drift.
 * To add a route: create what it needs in the fixtures (environment.ts) and append a target here.
 */
import { routeByName } from '../../shared/routes.ts';
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
      note: "HS256 token check, then two GetItems in parallel (the company item and the caller's user item)",
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
  /** A room with a current rent. */
  readonly roomId: string;
}

export interface RentTargetContext {
  readonly companies: readonly RentCompanyContext[];
  /** The revenue report's range (the previous 12 calendar months). */
  readonly revenue: { readonly startDate: string; readonly endDate: string };
}

const arrayRows = (body: unknown) => {
  if (!Array.isArray(body)) throw new Error(`expected an array, got ${typeof body}`);
  return body.length;
};
const levelRows = (body: unknown) => {
  const levels = (body as { levels?: unknown })?.levels;
  if (!Array.isArray(levels)) throw new Error('expected { levels: [...] }');
  return levels.length;
};
const oneRow = (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('expected an object');
  return 1;
};

/** The routes the rent budget covers, in report order, with what they show. */
export const RENT_ROUTES: ReadonlyArray<{ name: string; shows: string }> = [
  { name: 'buildingList', shows: 'building cards' },
  { name: 'levelList', shows: 'levels of building 1' },
  { name: 'roomList', shows: 'rooms of one level' },
  { name: 'roomCurrent', shows: 'one room (1 row)' },
  { name: 'reportActiveRents', shows: 'current rents, first page (50)' },
  { name: 'reportOverdueRents', shows: 'overdue rents, first page (50)' },
  { name: 'reportVacantRooms', shows: 'vacant rooms, first page (50)' },
  { name: 'tenantList', shows: 'tenants, first page (50)' },
  { name: 'reportRevenue', shows: 'one summary (1 row)' },
];

export function rentTargets(ctx: RentTargetContext): RentTarget[] {
  const out: RentTarget[] = [];
  for (const { name } of RENT_ROUTES) {
    for (const c of ctx.companies) {
      const route = routeByName(name);
      const base = { route: name, company: c.label, name: `${name} · ${c.label}`, method: route.method, token: c.token };
      const q = (params: Record<string, string | number>) =>
        `${route.path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
      switch (name) {
        case 'buildingList':
          out.push({ ...base, path: route.path, rowsOf: arrayRows });
          break;
        case 'levelList':
          out.push({ ...base, path: q({ building: c.buildingNumber }), rowsOf: levelRows });
          break;
        case 'roomList':
          out.push({ ...base, path: q({ level: c.level, building: c.buildingNumber }), rowsOf: arrayRows });
          break;
        case 'roomCurrent':
          out.push({ ...base, path: q({ room_id: c.roomId }), rowsOf: oneRow });
          break;
        case 'reportRevenue':
          out.push({ ...base, path: route.path, body: ctx.revenue, rowsOf: oneRow });
          break;
        default:
          out.push({ ...base, path: route.path, rowsOf: arrayRows });
      }
    }
  }
  return out;
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
];

export function imsTargets(companies: readonly ImsCompanyContext[]): RentTarget[] {
  const out: RentTarget[] = [];
  for (const { key, route: name } of IMS_ROUTES) {
    for (const c of companies) {
      const route = routeByName(name);
      const base = { route: key, company: c.label, name: `${key} · ${c.label}`, method: route.method, token: c.token };
      const withId = (id: string) => route.path.replace('{id}', id);
      switch (key) {
        case 'productList q':
          out.push({ ...base, path: `${route.path}?q=${encodeURIComponent(c.searchTerm)}`, rowsOf: arrayRows });
          break;
        case 'productGet':
          out.push({ ...base, path: withId(c.itemId), rowsOf: oneRow });
          break;
        case 'productItemsWithStock':
          out.push({ ...base, path: route.path, body: { warehouseId: c.warehouseId }, rowsOf: arrayRows });
          break;
        case 'stockMovements offset 0':
          out.push({ ...base, path: `${withId(c.hotItemId)}?offset=0`, rowsOf: arrayRows });
          break;
        case 'stockMovements last page':
          out.push({ ...base, path: `${withId(c.hotItemId)}?offset=${Math.max(0, c.hotMovements - 10)}`, rowsOf: arrayRows });
          break;
        default:
          out.push({ ...base, path: route.path, rowsOf: arrayRows });
      }
    }
  }
  return out;
}

/**
 * GET /api/insights/rent (INSIGHTS.md "Rent"): every chart of the page in one answer. Monthly charts read the month
 * items of the buildings in scope (one Query over the months asked and later, for the opening levels) and their level
 * items (one Query); the lists of today (arrears, expiries, open maintenance) read the sparse indexes the reports
 * already keep (rents that owe, current rents, open requests), whose size is what is owed or open now, not history.
 */
import { addDays, daysBetween, isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import { emptyBuckets, rentAgeing } from '../../../shared/insights/ageing.ts';
import { openingLevels, type Figures } from '../../../shared/insights/levels.ts';
import { addMonths, monthOf, monthsFrom, type Month } from '../../../shared/insights/months.ts';
import { openRequestsFigure, RENT_LEVEL_NAMES, rentMonthFigures } from '../../../shared/insights/rent-figures.ts';
import { MAINTENANCE_PRIORITIES } from '../../../shared/rent/maintenance.ts';
import {
  AGEING_BUCKETS,
  type ArrearsRow,
  type BuildingMonthAmount,
  type ExpiryRow,
  type LatePayer,
  type OpenMaintenanceRow,
  type RentInsights,
  type RentInsightsQuery,
  type RentMonth,
} from '../../../shared/insights/schemas.ts';
import { buildingNotFound } from '../../../shared/rent/messages.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { atMost, between, queryAll, queryPage } from '../../lib/dynamo/query.ts';
import { notFound } from '../../lib/errors.ts';
import { buildingInScope } from '../../lib/scope.ts';
import { listBuildings } from '../../rent/data/buildings.ts';
import * as rentKeys from '../../rent/keys.ts';
import { rentFromItem, rentInputOfRecord, type RentRecord } from '../../rent/records.ts';
import * as insightKeys from '../keys.ts';
import { readLevels, readMonthly, type MonthlyRow } from '../monthly.ts';
import { parseRentId } from '../../rent/ids.ts';
import { backfillProgress } from './backfill.ts';

/** Lists inside the answer hold at most this many rows (`more` says there were others). */
export const INSIGHT_LIST_CAP = 50;
/** Owing rents read for the ageing list: some in the due index owe nothing overdue yet (only today's period). */
const ARREARS_READ = 2 * INSIGHT_LIST_CAP;

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

/** The monthly figures of the buildings asked, summed: the months' own figures and their opening levels. */
export interface RentMonthSums {
  months: Month[];
  totals: Map<Month, { opening: Record<string, number>; own: Record<string, number> }>;
  /** Each building's own figures by month, from `readFrom` on (income and maintenance by building, open requests). */
  byBuilding: Map<string, Map<Month, Figures>>;
  /** Each building's levels now. */
  levels: Map<string, Figures>;
}

/** Reads months from `readFrom` (at most `from`) to the end, and sums the buildings asked for months `from`..`to`. */
export async function rentMonthSums(
  companyId: string,
  from: Month,
  to: Month,
  wanted: ReadonlySet<string>,
  readFrom: Month = from,
): Promise<RentMonthSums> {
  const months = monthsFrom(from, to);
  const [rows, levels] = await Promise.all([readMonthly(companyId, 'B', readFrom < from ? readFrom : from), readLevels(companyId, 'B')]);
  const byBuilding = new Map<string, Map<Month, Figures>>();
  for (const row of rows) {
    if (!wanted.has(row.subject)) continue;
    const byMonth = byBuilding.get(row.subject) ?? new Map<Month, Figures>();
    byMonth.set(row.month, row.figures);
    byBuilding.set(row.subject, byMonth);
  }
  const totals = new Map(months.map((m) => [m, { opening: {} as Record<string, number>, own: {} as Record<string, number> }]));
  for (const subject of wanted) {
    const changes = byBuilding.get(subject) ?? new Map<Month, Figures>();
    const opening = openingLevels(levels.get(subject) ?? {}, changes, months, RENT_LEVEL_NAMES);
    for (const month of months) {
      const total = totals.get(month)!;
      add(total.opening, opening.get(month)!);
      add(total.own, changes.get(month) ?? {});
    }
  }
  return { months, totals, byBuilding, levels };
}

/** One month's row of the chart, from its summed figures. */
export function rentMonthRow(month: Month, sums: { opening: Figures; own: Figures }): RentMonth {
  const f = rentMonthFigures(month, sums.opening, sums.own);
  return {
    month,
    roomDays: f.roomDays,
    occupiedDays: f.occupiedDays,
    occupancy: rate(f.occupiedDays, f.roomDays),
    billed: fromCents(f.billedCents),
    collected: fromCents(f.collectedCents),
    collectionRate: rate(f.collectedCents, f.billedCents),
    income: fromCents(f.incomeCents),
    feesBilled: fromCents(f.feesBilledCents),
    feesCollected: fromCents(f.feesCollectedCents),
    feesWaived: fromCents(f.feesWaivedCents),
    averageDaysToPay: f.payPeriods > 0 ? Math.round((f.payDays / f.payPeriods) * 10) / 10 : null,
    vacancyCost: fromCents(f.vacancyCostCents),
    maintenanceCost: fromCents(f.maintenanceCents),
  };
}

export async function rentInsights(companyId: string, query: RentInsightsQuery, now = new Date()): Promise<RentInsights> {
  const today = isoDateOf(now);
  const buildings = (await listBuildings(companyId)).filter((b) => buildingInScope(b.buildingNumber));
  if (query.building !== null && !buildings.some((b) => b.buildingNumber === query.building)) throw notFound(buildingNotFound);
  const chosen = buildings.filter((b) => query.building === null || b.buildingNumber === query.building);
  const wanted = new Set(chosen.map((b) => String(b.buildingNumber)));
  const names = new Map(chosen.map((b) => [String(b.buildingNumber), b.name]));

  const thisMonth = monthOf(today);
  const [sums, tenantRows, owing, current, backfill] = await Promise.all([
    rentMonthSums(companyId, query.from, query.to, wanted, addMonths(thisMonth, -(OPEN_AGES.length - 2))),
    readMonthly(companyId, 'T', query.from, query.to, { byMonth: true, figures: TENANT_FIGURES }),
    // the rents owing longest first (the due index's order), as many as the list shows and one more: its size is the
    // list's, never the company's (the Overdue report pages through the rest)
    queryPage({ index: 'gsi2', partition: rentKeys.dueRentsPk(companyId), sort: atMost(`${today}#~`), limit: ARREARS_READ }),
    // the renewal list: lease-end items of the next 90 days (one Query; their size is the leases ending)
    queryAll({
      partition: insightKeys.insightsPartition(companyId),
      sort: between(insightKeys.leaseEndsSk(today, addDays(today, 90)).from, insightKeys.leaseEndsSk(today, addDays(today, 90)).to),
      projection: 'sk, rentId',
    }),
    backfillProgress(companyId, 'rent'),
  ]);

  const incomeByBuilding: BuildingMonthAmount[] = [];
  const maintenanceByBuilding: BuildingMonthAmount[] = [];
  for (const subject of wanted) {
    const changes = sums.byBuilding.get(subject);
    for (const month of sums.months) {
      const figures = changes?.get(month) ?? {};
      const building = Number(subject);
      const buildingName = names.get(subject) ?? '';
      incomeByBuilding.push({ month, building, buildingName, amount: fromCents(figures.income ?? 0) });
      maintenanceByBuilding.push({ month, building, buildingName, amount: fromCents(figures.maintenance ?? 0) });
    }
  }
  const inWanted = (r: { buildingNumber: number }) => wanted.has(String(r.buildingNumber));
  // the two name reads (one BatchGetItem each) side by side
  const [latePayers, expiries] = await Promise.all([
    latePayersOf(companyId, tenantRows, wanted),
    expiriesOf(companyId, current, wanted, today),
  ]);

  return {
    from: query.from,
    to: query.to,
    building: query.building,
    months: sums.months.map((month) => rentMonthRow(month, sums.totals.get(month)!)),
    incomeByBuilding,
    maintenanceByBuilding,
    arrears: arrearsOf(
      owing.items.map(rentFromItem).filter((r) => inWanted(r) && !r.deleting),
      today,
      owing.nextCursor !== null,
    ),
    latePayers,
    expiries,
    openMaintenance: openMaintenanceOf(sums, wanted, thisMonth),
    backfill,
  };
}

function add(into: Record<string, number>, figures: Figures): void {
  for (const [name, value] of Object.entries(figures)) into[name] = (into[name] ?? 0) + value;
}

/**
 * The ageing list: rents owing longest first (the due index's order), at most INSIGHT_LIST_CAP rows, totals of the rows
 * listed; `more` when the index holds more owing rents than were read.
 */
function arrearsOf(rents: RentRecord[], today: string, moreInIndex: boolean): RentInsights['arrears'] {
  const totals: Record<string, number> = { ...emptyBuckets(), total: 0 };
  const rows: (Omit<ArrearsRow, 'total'> & { totalCents: number })[] = [];
  for (const rent of rents) {
    const buckets = rentAgeing(rentInputOfRecord(rent), today);
    const total = AGEING_BUCKETS.reduce((sum, b) => sum + buckets[b], 0);
    if (total <= 0) continue;
    for (const b of AGEING_BUCKETS) totals[b] += buckets[b];
    totals.total += total;
    rows.push({
      tenantId: rent.tenantId,
      tenantName: rent.tenantName,
      roomId: rent.roomId,
      unit: `${rent.buildingName} · ${rent.roomNumber}`,
      building: rent.buildingNumber,
      checkedOut: rent.checkoutDate !== null,
      buckets: Object.fromEntries(AGEING_BUCKETS.map((b) => [b, fromCents(buckets[b])])) as ArrearsRow['buckets'],
      totalCents: total,
    });
  }
  const shown = rows.slice(0, INSIGHT_LIST_CAP);
  for (const row of rows.slice(INSIGHT_LIST_CAP)) {
    for (const b of AGEING_BUCKETS) totals[b] -= Math.round(row.buckets[b] * 100);
    totals.total -= row.totalCents;
  }
  return {
    rows: shown.map(({ totalCents, ...r }) => ({ ...r, total: fromCents(totalCents) })),
    more: moreInIndex || rows.length > INSIGHT_LIST_CAP,
    totals: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, fromCents(v)])) as RentInsights['arrears']['totals'],
  };
}

/** The tenants' month figures the late payers list sums (the only ones their items hold today). */
const TENANT_FIGURES = ['payDays', 'payPeriods'] as const;

/** Tenants' average days to pay over the range, late payers first (subjects `<building>#<tenantId>`). */
async function latePayersOf(companyId: string, tenantRows: MonthlyRow[], wanted: ReadonlySet<string>): Promise<RentInsights['latePayers']> {
  const byTenant = new Map<string, { days: number; periods: number }>();
  for (const row of tenantRows) {
    const cut = row.subject.indexOf('#');
    if (cut < 0 || !wanted.has(row.subject.slice(0, cut))) continue;
    const tenantId = row.subject.slice(cut + 1);
    let t = byTenant.get(tenantId);
    if (!t) byTenant.set(tenantId, (t = { days: 0, periods: 0 }));
    t.days += row.figures.payDays ?? 0;
    t.periods += row.figures.payPeriods ?? 0;
  }
  const ranked = [...byTenant]
    .filter(([, t]) => t.periods > 0)
    .map(([tenantId, t]) => ({ tenantId, periods: t.periods, averageDaysToPay: Math.round((t.days / t.periods) * 10) / 10 }))
    .sort((a, b) => b.averageDaysToPay - a.averageDaysToPay || a.tenantId.localeCompare(b.tenantId));
  const shown = ranked.slice(0, INSIGHT_LIST_CAP);
  const tenants = shown.length ? await batchGetItems(shown.map((t) => rentKeys.tenant(companyId, t.tenantId))) : [];
  const nameOf = new Map(tenants.map((t) => [String(t.tenantId), String(t.name ?? '')]));
  const rows: LatePayer[] = shown.map((t) => ({ ...t, tenantName: nameOf.get(t.tenantId) ?? '' }));
  return { rows, more: ranked.length > INSIGHT_LIST_CAP };
}

/** The renewal list: leases ending in the next 90 days, soonest first (the rents of the first 50 read: one BatchGet). */
async function expiriesOf(
  companyId: string,
  ending: Record<string, unknown>[],
  wanted: ReadonlySet<string>,
  today: string,
): Promise<RentInsights['expiries']> {
  // sort keys END#<yyyy-mm-dd>#<rentId>, soonest first; only the buildings asked (and in scope)
  const leases = ending
    .map((item) => ({ ref: parseRentId(String(item.rentId)), endDate: String(item.sk).slice('END#'.length, 'END#'.length + 10) }))
    .filter((l): l is { ref: NonNullable<typeof l.ref>; endDate: string } => l.ref !== null && wanted.has(String(l.ref.buildingNumber)));
  const shown = leases.slice(0, INSIGHT_LIST_CAP);
  const rents = shown.length
    ? (await batchGetItems(shown.map(({ ref }) => rentKeys.rent(companyId, ref.buildingNumber, ref.roomUlid, ref.rentUlid)))).map(
        rentFromItem,
      )
    : [];
  const byId = new Map(rents.map((r) => [r.rentId, r]));
  const rows: ExpiryRow[] = [];
  for (const { ref } of shown) {
    const rent = byId.get(ref.rentId);
    if (!rent || rent.checkoutDate || rent.deleting) continue;
    rows.push({
      rentId: rent.rentId,
      roomId: rent.roomId,
      tenantName: rent.tenantName,
      unit: `${rent.buildingName} · ${rent.roomNumber}`,
      endDate: rent.endDate,
      daysLeft: daysBetween(today, rent.endDate),
      rent: fromCents(rent.rentPriceCents),
    });
  }
  const ends = leases.map((l) => daysBetween(today, l.endDate));
  return {
    rows,
    more: leases.length > INSIGHT_LIST_CAP,
    within30: ends.filter((d) => d <= 30).length,
    within60: ends.filter((d) => d <= 60).length,
    within90: ends.length,
  };
}

/**
 * Open requests by age and priority, from the month items: a month's own open figures are its requests still open,
 * the level the open requests of every month; the last bucket is what is left (older months are never read).
 */
const OPEN_AGES = ['This month', 'Last month', '2 months ago', 'Older'] as const;

function openMaintenanceOf(sums: RentMonthSums, wanted: ReadonlySet<string>, thisMonth: Month): OpenMaintenanceRow[] {
  const count = (figures: Figures | undefined, priority: (typeof MAINTENANCE_PRIORITIES)[number]) =>
    figures?.[openRequestsFigure(priority)] ?? 0;
  const rows: OpenMaintenanceRow[] = OPEN_AGES.map((age) => ({ age, low: 0, normal: 0, high: 0, urgent: 0 }));
  for (const subject of wanted) {
    const months = sums.byBuilding.get(subject);
    const left: Record<string, number> = {};
    for (const p of MAINTENANCE_PRIORITIES) left[p] = count(sums.levels.get(subject), p);
    OPEN_AGES.slice(0, -1).forEach((_, i) => {
      const figures = months?.get(addMonths(thisMonth, -i));
      for (const p of MAINTENANCE_PRIORITIES) {
        rows[i][p.toLowerCase() as Lowercase<typeof p>] += count(figures, p);
        left[p] -= count(figures, p);
      }
    });
    for (const p of MAINTENANCE_PRIORITIES) rows[OPEN_AGES.length - 1][p.toLowerCase() as Lowercase<typeof p>] += left[p];
  }
  return rows;
}

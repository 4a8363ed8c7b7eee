/**
 * The insights calls (INSIGHTS.md): `?from=yyyy-mm&to=yyyy-mm` (at most 24 months) and an optional building or
 * warehouse, and what they answer. Money is in dollars with 2 places, as everywhere in the API; rates are fractions
 * (0.9 = 90%) or null where the month has nothing to divide by.
 */
import * as z from 'zod/mini';
import { isPresent } from '../schemas/common.ts';
import { INSIGHT_RANGE_MESSAGES, rangeProblem, type Month } from './months.ts';

const monthRangeShape = {
  from: z.string({ error: INSIGHT_RANGE_MESSAGES.from }),
  to: z.string({ error: INSIGHT_RANGE_MESSAGES.to }),
};

const checkRange = z.superRefine((v: { from: string; to: string }, ctx) => {
  const problem = rangeProblem(v.from, v.to);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [problem === INSIGHT_RANGE_MESSAGES.to ? 'to' : 'from'], input: v });
});

export const BUILDING_FILTER_MESSAGE = 'Building must be a building number';

/** `GET /api/insights/rent?from=&to=&building=`: building absent or empty = every building in the account's scope. */
export const rentInsightsQuery = /* @__PURE__ */ (() =>
  z.pipe(
    z.object({
      ...monthRangeShape,
      building: z.optional(z.string()),
    }),
    z.pipe(
      z.transform((v: { from: string; to: string; building?: string }) => ({
        from: v.from,
        to: v.to,
        building: isPresent(v.building) ? (/^\d{1,10}$/.test(v.building!.trim()) ? Number(v.building!.trim()) : NaN) : null,
      })),
      z
        .object({
          from: z.string(),
          to: z.string(),
          building: z.nullable(
            z
              .number({ error: BUILDING_FILTER_MESSAGE })
              .check(z.int({ error: BUILDING_FILTER_MESSAGE }), z.positive({ error: BUILDING_FILTER_MESSAGE })),
          ),
        })
        .check(checkRange),
    ),
  ))();
export type RentInsightsQuery = { from: Month; to: Month; building: number | null };

/**
 * How the inventory page's lists are answered (services/inventory-lists.ts): `kept` (the default) the ones kept less than
 * a day ago, else worked out and kept; `fresh` worked out now ("Refresh lists"); `none` without lists (a comparison).
 */
export const LISTS_MODES = ['kept', 'fresh', 'none'] as const;
export type ListsMode = (typeof LISTS_MODES)[number];

/** `GET /api/insights/inventory?from=&to=&warehouse=&lists=`: warehouse absent or empty = every warehouse in scope. */
export const inventoryInsightsQuery = /* @__PURE__ */ (() =>
  z.pipe(
    z.object({
      ...monthRangeShape,
      warehouse: z.optional(z.string()),
      lists: z.optional(z.enum(LISTS_MODES, { error: 'Lists must be kept, fresh or none' })),
    }),
    z.pipe(
      z.transform((v: { from: string; to: string; warehouse?: string; lists?: ListsMode }) => ({
        from: v.from,
        to: v.to,
        warehouse: isPresent(v.warehouse) ? v.warehouse!.trim() : null,
        lists: v.lists ?? 'kept',
      })),
      z
        .object({
          from: z.string(),
          to: z.string(),
          warehouse: z.nullable(z.string().check(z.maxLength(100))),
          lists: z.enum(LISTS_MODES),
        })
        .check(checkRange),
    ),
  ))();
export type InventoryInsightsQuery = { from: Month; to: Month; warehouse: string | null; lists?: ListsMode };

/** `GET /api/insights/{area}/statement?month=yyyy-mm`: the owner's monthly statement as a PDF. */
export const statementMonthQuery = /* @__PURE__ */ (() =>
  z.object({
    month: z
      .string({ error: 'Month must be written yyyy-mm' })
      .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Month must be written yyyy-mm' })),
  }))();
export type StatementMonthQuery = { month: Month };

// ───────────────────────────── answers ─────────────────────────────

/** One month of the rent area (the building filter applied). */
export interface RentMonth {
  month: Month;
  /** Room-days of the rooms that existed, and of those the ones a rent occupied. */
  roomDays: number;
  occupiedDays: number;
  /** occupiedDays ÷ roomDays, null without rooms. */
  occupancy: number | null;
  /** Rent of the periods due that month, and late fees posted that month. */
  billed: number;
  /** What has been paid of those periods and fees (payments pay the oldest periods first). */
  collected: number;
  collectionRate: number | null;
  /** Payments dated that month (cash in), by building in `incomeByBuilding`. */
  income: number;
  feesBilled: number;
  feesCollected: number;
  feesWaived: number;
  /** Average days from a period's due date to the payment that completed it, for periods due that month. */
  averageDaysToPay: number | null;
  /** Rent not earned on vacant room-days at each room's last rent. */
  vacancyCost: number;
  maintenanceCost: number;
}

export interface BuildingMonthAmount {
  month: Month;
  building: number;
  buildingName: string;
  amount: number;
}

export const AGEING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export interface ArrearsRow {
  tenantId: string;
  tenantName: string;
  /** The unit (room id) the row links to, and its label. */
  roomId: string;
  unit: string;
  building: number;
  checkedOut: boolean;
  buckets: Record<AgeingBucket, number>;
  total: number;
}

export interface LatePayer {
  tenantId: string;
  tenantName: string;
  periods: number;
  averageDaysToPay: number;
}

export interface ExpiryRow {
  rentId: string;
  roomId: string;
  tenantName: string;
  unit: string;
  endDate: string;
  daysLeft: number;
  rent: number;
}

export interface OpenMaintenanceRow {
  /** How long ago the open requests were reported: 'This month', 'Last month', '2 months ago', 'Older'. */
  age: string;
  low: number;
  normal: number;
  high: number;
  urgent: number;
}

/** A list capped at 50 rows: `more` when there were others (the full report is linked beside it). */
export interface Capped<T> {
  rows: T[];
  more: boolean;
}

export interface RentInsights {
  from: Month;
  to: Month;
  building: number | null;
  months: RentMonth[];
  incomeByBuilding: BuildingMonthAmount[];
  maintenanceByBuilding: BuildingMonthAmount[];
  arrears: Capped<ArrearsRow> & { totals: Record<AgeingBucket, number> & { total: number } };
  latePayers: Capped<LatePayer>;
  expiries: Capped<ExpiryRow> & { within30: number; within60: number; within90: number };
  openMaintenance: OpenMaintenanceRow[];
  /** The one-off backfill of records from before insights (null: done or never needed). */
  backfill: BackfillProgress | null;
}

export interface BackfillProgress {
  /** Records gone through so far, and whether it is still running. */
  done: number;
  running: boolean;
}

export interface InventoryMonth {
  month: Month;
  sales: number;
  cogs: number;
  margin: number;
  /** margin ÷ sales, null without sales. */
  marginRate: number | null;
  purchases: number;
  expenses: number;
  /** Stock value at the month's end (the warehouse filter applied). */
  stockValue: number;
}

export interface WarehouseMonthAmount {
  month: Month;
  warehouseId: string;
  warehouseName: string;
  amount: number;
}

export interface TopRow {
  id: string;
  name: string;
  revenue: number;
  margin: number;
  quantity: number;
}

export type AbcClass = 'A' | 'B' | 'C';

export interface ItemTurnoverRow {
  itemId: string;
  name: string;
  /** COGS of the last 90 days, the average stock value over them, turnover (their ratio) and days of cover. */
  cogs90: number;
  averageStockValue: number;
  turnover: number | null;
  daysOfCover: number | null;
  abc: AbcClass;
}

export interface DeadStockRow {
  itemId: string;
  name: string;
  quantity: number;
  value: number;
  lastSale: string | null;
}

export interface SupplierMonthAmount {
  month: Month;
  supplierId: string;
  supplierName: string;
  amount: number;
}

export interface LeadTimeRow {
  supplierId: string;
  supplierName: string;
  orders: number;
  averageLeadDays: number | null;
  /** The reorder rules' lead time for this supplier's items (their average), null without a rule. */
  ruleLeadDays: number | null;
}

/** The page's lists (services/inventory-lists.ts): kept, so `listsAsOf` says when they were worked out (null: none asked). */
export interface InventoryLists {
  listsAsOf: string | null;
  topItemsByRevenue: TopRow[];
  topItemsByMargin: TopRow[];
  topCustomersByRevenue: TopRow[];
  topCustomersByMargin: TopRow[];
  turnover: Capped<ItemTurnoverRow>;
  deadStock: Capped<DeadStockRow> & { totalValue: number };
  purchasesBySupplier: SupplierMonthAmount[];
  leadTimes: LeadTimeRow[];
}

export interface InventoryInsights extends InventoryLists {
  from: Month;
  to: Month;
  warehouse: string | null;
  months: InventoryMonth[];
  stockValueByWarehouse: WarehouseMonthAmount[];
  backfill: BackfillProgress | null;
}

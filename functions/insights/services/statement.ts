/**
 * The owner's monthly statement (INSIGHTS.md "The owner's monthly statement") as plain data, in cents: per building
 * (when the account has the rent app) rent income, late fees, maintenance cost, net, occupancy and arrears; per
 * warehouse (when it has the inventory app) sales, margin, stock value and dead stock. Every figure is the one the
 * Insights pages show for that month (from = to = month) with that building or warehouse as the filter: the two
 * insights services are called once per building or warehouse, and once without a filter for the totals, so the PDF
 * and the pages can never disagree. Scope comes from the request (lib/scope.ts): a scoped account's statement lists
 * its buildings and warehouses only; the automation run has none and sees the whole company, as the owner does.
 */
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { can, type Powers } from '../../../shared/account/permissions.ts';
import { isoDateOf, type IsoDate } from '../../../shared/domain/dates.ts';
import { toCents } from '../../../shared/domain/money.ts';
import type { Month } from '../../../shared/insights/months.ts';
import type { InventoryInsights, RentInsights } from '../../../shared/insights/schemas.ts';
import { getCompany } from '../../account/data/accounts.ts';
import { listWarehouses } from '../../inventory/data/warehouses.ts';
import { mapLimit } from '../../lib/concurrency.ts';
import { notFound } from '../../lib/errors.ts';
import { listBuildings } from '../../rent/data/buildings.ts';
import { inventoryInsights } from './inventory-insights.ts';
import { rentInsights } from './rent-insights.ts';

/** Rows per section: a statement is read on one or two pages; the totals still cover everything in scope. */
export const STATEMENT_MAX_ROWS = 50;
/** Insights calls in flight at once (each is a few bounded Queries). */
const IN_FLIGHT = 4;

export interface BuildingStatementRow {
  /** The building's number; null on the totals row. */
  building: number | null;
  name: string;
  /** Payments dated that month less the part of them that paid late fees (that part is `feesCents`). */
  rentIncomeCents: number;
  /** Late fees paid that month. */
  feesCents: number;
  maintenanceCents: number;
  /** rentIncome + fees − maintenance: the month's cash in less its maintenance cost. */
  netCents: number;
  roomDays: number;
  occupiedDays: number;
  /** occupiedDays ÷ roomDays, null without rooms. */
  occupancy: number | null;
  /** What is owed, as the Insights page's arrears ageing shows it (its total over every bucket). */
  arrearsCents: number;
}

export interface WarehouseStatementRow {
  /** The warehouse's id; null on the totals row. */
  warehouseId: string | null;
  name: string;
  salesCents: number;
  marginCents: number;
  /** margin ÷ sales, null without sales. */
  marginRate: number | null;
  /** Stock value at the month's end. */
  stockValueCents: number;
  /** Value of the items with stock and no sale in 90 days. */
  deadStockCents: number;
}

export interface StatementSection<Row> {
  rows: Row[];
  /** True when there were more than STATEMENT_MAX_ROWS (the totals include them). */
  more: boolean;
  totals: Row;
}

export interface MonthlyStatement {
  month: Month;
  companyName: string;
  /** The day the statement was made: arrears and dead stock are what they are that day (as the Insights pages show). */
  asOf: IsoDate;
  /** Null when the account does not have the rent app. */
  rent: StatementSection<BuildingStatementRow> | null;
  /** Null when the account does not have the inventory app. */
  inventory: StatementSection<WarehouseStatementRow> | null;
}

/** The statement of `month` for an account with `powers`, inside the current scope, made at `now`. */
export async function monthlyStatement(companyId: string, month: Month, powers: Powers, now = new Date()): Promise<MonthlyStatement> {
  const company = await getCompany(companyId);
  if (!company) throw notFound(ACCOUNT_MESSAGES.companyNotFound);
  const [rent, inventory] = await Promise.all([
    can(powers, 'rent.read') ? rentSection(companyId, month, now) : null,
    can(powers, 'inventory.read') ? inventorySection(companyId, month, now) : null,
  ]);
  return { month, companyName: company.name, asOf: isoDateOf(now), rent, inventory };
}

async function rentSection(companyId: string, month: Month, now: Date): Promise<StatementSection<BuildingStatementRow>> {
  const buildings = await listBuildings(companyId);
  const shown = buildings.slice(0, STATEMENT_MAX_ROWS);
  const filters: Array<{ building: number | null; name: string }> = [
    { building: null, name: 'Total' },
    ...shown.map((b) => ({ building: b.buildingNumber, name: b.name })),
  ];
  const [totals, ...rows] = await mapLimit(filters, IN_FLIGHT, async ({ building, name }) =>
    buildingRow(building, name, await rentInsights(companyId, { from: month, to: month, building }, now)),
  );
  return { rows, more: buildings.length > shown.length, totals };
}

/** One row from the rent insights of one month (money in dollars there, cents here). */
export function buildingRow(building: number | null, name: string, insights: RentInsights): BuildingStatementRow {
  const m = insights.months[0];
  const incomeCents = toCents(m?.income ?? 0);
  const feesCents = toCents(m?.feesCollected ?? 0);
  const maintenanceCents = toCents(m?.maintenanceCost ?? 0);
  return {
    building,
    name,
    rentIncomeCents: incomeCents - feesCents,
    feesCents,
    maintenanceCents,
    netCents: incomeCents - maintenanceCents,
    roomDays: m?.roomDays ?? 0,
    occupiedDays: m?.occupiedDays ?? 0,
    occupancy: m?.occupancy ?? null,
    arrearsCents: toCents(insights.arrears.totals.total),
  };
}

async function inventorySection(companyId: string, month: Month, now: Date): Promise<StatementSection<WarehouseStatementRow>> {
  // one page one past the cap says whether there are more; a scoped account's list is its own few, never paged
  const { items, nextCursor } = await listWarehouses(companyId, { limit: STATEMENT_MAX_ROWS + 1 });
  const shown = items.slice(0, STATEMENT_MAX_ROWS).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const filters: Array<{ warehouse: string | null; name: string }> = [
    { warehouse: null, name: 'Total' },
    ...shown.map((w) => ({ warehouse: w.warehouseId, name: w.name })),
  ];
  const [totals, ...rows] = await mapLimit(filters, IN_FLIGHT, async ({ warehouse, name }) =>
    warehouseRow(warehouse, name, await inventoryInsights(companyId, { from: month, to: month, warehouse, lists: 'fresh' }, now)),
  );
  return { rows, more: items.length > shown.length || nextCursor !== null, totals };
}

/** One row from the inventory insights of one month. */
export function warehouseRow(warehouseId: string | null, name: string, insights: InventoryInsights): WarehouseStatementRow {
  const m = insights.months[0];
  return {
    warehouseId,
    name,
    salesCents: toCents(m?.sales ?? 0),
    marginCents: toCents(m?.margin ?? 0),
    marginRate: m?.marginRate ?? null,
    stockValueCents: toCents(m?.stockValue ?? 0),
    deadStockCents: toCents(insights.deadStock.totalValue),
  };
}

/** The statement's file name: `statement-2026-11.pdf`. */
export const statementFileName = (month: Month) => `statement-${month}.pdf`;

/** The statement as a PDF, for the download route and the email of the 1st. */
export async function monthlyStatementPdf(
  companyId: string,
  month: Month,
  powers: Powers,
  now = new Date(),
): Promise<{ statement: MonthlyStatement; pdf: Uint8Array; fileName: string }> {
  const statement = await monthlyStatement(companyId, month, powers, now);
  // pdf-lib loads with the PDF only: nothing else of insights bundles or parses it
  const { renderMonthlyStatement } = await import('../../lib/pdf/monthly-statement.ts');
  const pdf = await renderMonthlyStatement({ ...statement, generatedAt: now });
  return { statement, pdf, fileName: statementFileName(month) };
}

/**
 * HMS reports: each one Query on a sparse index or on the revenue-day items; cost grows with rows returned.
 * The Active Rent, Overdue and Vacant Rooms reports are paged (`?limit=&cursor=`): rows come in index order,
 * so a page reads only what it answers.
 */
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { floorLabel } from '../../../shared/rent/floors.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import { rentState, type RentStateInput } from '../../../shared/rent/rules.ts';
import type {
  ActiveRentRow,
  OverdueRow,
  PageQuery,
  RevenueReport,
  RevenueReportInput,
  VacantRoomRow,
} from '../../../shared/rent/schemas.ts';
import { listActiveRents, listRentsDueBy, type ReportRent } from '../data/rents.ts';
import { listRevenueDays } from '../data/revenue.ts';
import { listVacantRooms } from '../data/rooms.ts';

/** The status rules' input from what a report reads of a rent (the rules need nothing else of it). */
const stateInput = (r: ReportRent): RentStateInput => ({
  rentPriceCents: r.rentPriceCents,
  startDate: r.startDate,
  endDate: r.endDate,
  type: r.rentType,
  checkoutDate: r.checkoutDate,
  paidCents: r.paidCents,
  feesCents: r.feesCents ?? 0,
});

/** One page of a report: its rows and the cursor of the next page (null on the last). */
export interface ReportPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/** Active Rent Report: current rents (sparse active index) by building, level, then the order they were added. */
export async function activeRentReport(companyId: string, page: PageQuery, now = new Date()): Promise<ReportPage<ActiveRentRow>> {
  const today = isoDateOf(now);
  const { items, nextCursor } = await listActiveRents(companyId, page);
  const rows = items.map((r) => ({
    rent_id: r.rentId,
    room_id: r.roomId,
    tenant_name: r.tenantName,
    room_number: r.roomNumber,
    building_id: r.buildingNumber,
    building_name: r.buildingName,
    floor: r.level,
    rent_price: fromCents(r.rentPriceCents),
    rent_payment_status: rentState({ ...stateInput(r), today }).status,
    rent_start_date: r.startDate,
    rent_end_date: r.endDate,
  }));
  return { rows, nextCursor };
}

/** Vacant Rooms Report: rooms without a current rent (sparse vacant index) by building, level, then the order they were added. */
export async function vacantRoomReport(companyId: string, page: PageQuery): Promise<ReportPage<VacantRoomRow>> {
  const { items, nextCursor } = await listVacantRooms(companyId, page);
  const rows = items.map((r) => ({
    room_id: r.roomId,
    room_number: r.roomNumber,
    floor: r.level,
    floor_label: floorLabel(r.level),
    building_id: r.buildingNumber,
    building_name: r.buildingName,
  }));
  return { rows, nextCursor };
}

/**
 * Overdue Payments Report: the due index holds each rent under the due date of its oldest unpaid period (its
 * Owed since), so the key condition `gsi2sk <= today` reads only rents that owe something today, oldest Owed
 * since first (the order the report shows by default). Rows keep the rents whose status is exactly Overdue (an
 * Overstay rent with arrears is reported as Overstay elsewhere; an Unpaid one owes only its current period), as
 * the levels' overdue_count + arrears_count do: a page reads `limit` rents and may answer fewer rows, even none,
 * before the last page (the one without a next cursor).
 */
export async function overdueRentReport(companyId: string, page: PageQuery, now = new Date()): Promise<ReportPage<OverdueRow>> {
  const today = isoDateOf(now);
  const rows: OverdueRow[] = [];
  const { items, nextCursor } = await listRentsDueBy(companyId, today, page);
  for (const r of items) {
    const state = rentState({ ...stateInput(r), today });
    if (state.status !== 'Overdue') continue;
    rows.push({
      rent_id: r.rentId,
      room_id: r.roomId,
      tenant_name: r.tenantName,
      tenant_phone: r.tenantPhone,
      room_number: r.roomNumber,
      building_id: r.buildingNumber,
      building_name: r.buildingName,
      floor: r.level,
      amount_due: fromCents(state.balanceCents),
      late_fees: fromCents(state.feesCents),
      next_payment_date: state.nextPaymentDate,
    });
  }
  return { rows, nextCursor };
}

/** Revenue summary from the revenue-day aggregates between the dates (inclusive). */
export async function revenueReport(companyId: string, input: RevenueReportInput): Promise<RevenueReport> {
  const days = (await listRevenueDays(companyId, input.startDate, input.endDate)).filter((d) => d.count > 0);
  return {
    total_revenue: fromCents(days.reduce((s, d) => s + d.sumCents, 0)),
    total_payments: days.reduce((s, d) => s + d.count, 0),
    first_payment_date: days[0]?.date ?? null,
    last_payment_date: days.at(-1)?.date ?? null,
  };
}

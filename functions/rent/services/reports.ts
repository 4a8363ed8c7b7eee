/** HMS reports: each one Query on a sparse index or on the revenue-day items; cost grows with rows returned. */
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { floorLabel } from '../../../shared/rent/floors.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import { rentState } from '../../../shared/rent/rules.ts';
import type { ActiveRentRow, OverdueRow, RevenueReport, RevenueReportInput, VacantRoomRow } from '../../../shared/rent/schemas.ts';
import { listActiveRents, listRentsDueBy } from '../data/rents.ts';
import { listRevenueDays } from '../data/revenue.ts';
import { listVacantRooms } from '../data/rooms.ts';
import type { RentRecord, RoomRecord } from '../records.ts';
import { rentInputOfRecord } from './rents.ts';
import { compareRoomNumbers } from './rooms.ts';

type Placed = Pick<RentRecord, 'buildingNumber' | 'level' | 'roomNumber'>;
const byPlace = (a: Placed, b: Placed) =>
  a.buildingNumber - b.buildingNumber || a.level - b.level || compareRoomNumbers(a.roomNumber, b.roomNumber);

/** Active Rent Report: current rents (sparse active index). */
export async function activeRentReport(companyId: string, now = new Date()): Promise<ActiveRentRow[]> {
  const today = isoDateOf(now);
  const rents = await listActiveRents(companyId);
  return rents.sort(byPlace).map((r) => ({
    rent_id: r.rentId,
    room_id: r.roomId,
    tenant_name: r.tenantName,
    room_number: r.roomNumber,
    building_id: r.buildingNumber,
    building_name: r.buildingName,
    floor: r.level,
    rent_price: fromCents(r.rentPriceCents),
    rent_payment_status: rentState({ ...rentInputOfRecord(r), today }).status,
    rent_start_date: r.startDate,
    rent_end_date: r.endDate,
  }));
}

/** Vacant Rooms Report: rooms without a current rent (sparse vacant index). */
export async function vacantRoomReport(companyId: string): Promise<VacantRoomRow[]> {
  const rooms: RoomRecord[] = await listVacantRooms(companyId);
  return rooms.sort(byPlace).map((r) => ({
    room_id: r.roomId,
    room_number: r.roomNumber,
    floor: r.level,
    floor_label: floorLabel(r.level),
    building_id: r.buildingNumber,
    building_name: r.buildingName,
  }));
}

/**
 * Overdue Payments Report: the due index holds each current rent under the day it turns Overdue, so the key
 * condition `gsi2sk <= today` reads only rents already past it. Rows keep the rents whose status is exactly
 * Overdue (an Overstay rent with arrears is reported as Overstay elsewhere), as the level's overdue_count does.
 */
export async function overdueRentReport(companyId: string, now = new Date()): Promise<OverdueRow[]> {
  const today = isoDateOf(now);
  const rows: OverdueRow[] = [];
  for (const r of await listRentsDueBy(companyId, today)) {
    const state = rentState({ ...rentInputOfRecord(r), today });
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
      next_payment_date: state.nextPaymentDate,
    });
  }
  return rows.sort((a, b) => (a.next_payment_date ?? '').localeCompare(b.next_payment_date ?? '') || a.rent_id.localeCompare(b.rent_id));
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

import { isAfter, isIsoDate } from '../../../../shared/domain/dates.ts';
import { localToday } from '../../lib/dates.ts';
import { formatDate } from '../../../../shared/domain/format.ts';
import type { RoomRow as Room } from '../../../../shared/rent/schemas.ts';

/** Colour families of the room status (spec §4); every badge also shows the status as text. */
export type StatusTone = 'paid' | 'overstay' | 'overdue' | 'unpaid' | 'pending' | 'vacant';

/**
 * Room card: Paid green, Overstay orange-red, Overdue red, Unpaid orange, anything else light blue.
 * On the unit page Unpaid is shown as pending (yellow) instead of orange.
 */
export function statusTone(status: string | null | undefined, place: 'card' | 'unit' = 'card'): StatusTone {
  switch (status) {
    case 'Paid':
      return 'paid';
    case 'Overstay':
      return 'overstay';
    case 'Overdue':
      return 'overdue';
    case 'Unpaid':
      return place === 'unit' ? 'pending' : 'unpaid';
    default:
      return 'vacant';
  }
}

export interface StatusView {
  label: string;
  tone: StatusTone;
  /** The rent has not started: it owes nothing yet, which is not the same as having paid (issue 17 R5). */
  upcoming: boolean;
}

/**
 * A rent's status as shown: the API's status, except that a rent whose start date is still to come reads
 * "Starts dd/mm/yyyy" in the neutral light blue instead of a green Paid (nothing is due before it starts).
 */
export function statusView(
  status: string | null | undefined,
  startDate: string | null | undefined,
  place: 'card' | 'unit' = 'card',
  today = localToday(),
): StatusView {
  const label = status?.trim() || 'N/A';
  if (label === 'Paid' && isIsoDate(startDate) && isAfter(startDate, today))
    return { label: `Starts ${formatDate(startDate)}`, tone: 'vacant', upcoming: true };
  return { label, tone: statusTone(label, place), upcoming: false };
}

/** What the room card shows: a missing status reads N/A (coloured as Vacant); no current rent is Vacant. */
export function roomCardStatus(
  room: Pick<Room, 'rent_payment_status' | 'current_rent_id' | 'rent_start_date'>,
  today = localToday(),
): { label: string; tone: StatusTone } {
  const status = room.rent_payment_status?.trim();
  if (!status) return { label: 'N/A', tone: 'vacant' };
  if (!room.current_rent_id) return { label: 'Vacant', tone: 'vacant' };
  const { label, tone } = statusView(status, room.rent_start_date, 'card', today);
  return { label, tone };
}

/** Status of a unit for the unit page: Vacant without a current rent, otherwise the rent's status. */
export function unitStatus(room: Pick<Room, 'rent_payment_status' | 'current_rent_id'> | undefined): string {
  if (!room?.current_rent_id) return 'Vacant';
  return room.rent_payment_status?.trim() || 'Vacant';
}

/** Period unit of a rent type (spec §9), singular for plural(): Day, Week, Month, Year as the fallback. */
export function periodUnit(rentType: string | null | undefined): string {
  switch (rentType) {
    case 'Daily':
      return 'Day';
    case 'Weekly':
      return 'Week';
    case 'Monthly':
      return 'Month';
    default:
      return 'Year';
  }
}

/**
 * What each rent correction says it will do before it is confirmed (CORRECTIONS.md "Every correction asks for
 * confirmation in the UI, saying what it will do"). Pure, so the texts are tested in node (tests/unit).
 */
import { formatDate, formatMoney, plural } from '../../../../shared/domain/format.ts';
import { floorLabel } from '../../../../shared/rent/floors.ts';
import { DEPOSIT_METHOD } from '../../../../shared/rent/limits.ts';
import { levelStillHasRooms } from '../../../../shared/rent/messages.ts';

export interface BuildingFacts {
  number: number | string;
  name: string;
  address: string;
  floors: number;
}

/** "G", "G to 3" (levels 1..4): the levels a building of `floors` floors has, as people read them. */
const levelRange = (from: number, to: number) =>
  from === to ? `level ${floorLabel(from)}` : `levels ${floorLabel(from)} to ${floorLabel(to)}`;

/**
 * What saving a building's edit changes, one sentence per field; an empty list when nothing changed. Floors
 * name the levels added (they start with no rooms) or removed (refused while they have rooms).
 */
export function buildingEditChanges(before: BuildingFacts, after: BuildingFacts): string[] {
  const lines: string[] = [];
  if (after.name !== before.name) lines.push(`The name becomes ${after.name} (was ${before.name}).`);
  if (after.address !== before.address) lines.push(`The address becomes ${after.address} (was ${before.address}).`);
  if (after.floors > before.floors) {
    lines.push(
      `Floors go from ${before.floors} to ${after.floors}: ${levelRange(before.floors + 1, after.floors)} added, with no rooms yet.`,
    );
  } else if (after.floors < before.floors) {
    lines.push(
      `Floors go from ${before.floors} to ${after.floors}: ${levelRange(after.floors + 1, before.floors)} removed. ` +
        'This is refused while a removed level still has rooms.',
    );
  }
  return lines;
}

/**
 * The refusal a floors change will meet (CORRECTIONS.md 409 `Level N still has rooms`): the lowest removed level that
 * still has rooms, by its label; null when the change can go through. Checked before the review, which then never
 * says "Rooms, rents and payments stay as they are" for a change that will be refused.
 */
export function floorsShrinkRefusal(levels: readonly { floor: number; total_rooms: number }[], floors: number): string | null {
  const blocking = levels.filter((l) => l.floor > floors && l.total_rooms > 0).sort((a, b) => a.floor - b.floor)[0];
  return blocking ? levelStillHasRooms(floorLabel(blocking.floor)) : null;
}

/** The delete confirmation: what goes, and why it may be refused. */
export function buildingDeleteText(building: { number: number | string; name: string; totalRooms: number }): string {
  const what = `Delete Building ${building.number} · ${building.name}? It leaves the buildings list and its floors go with it.`;
  return building.totalRooms > 0
    ? `${what} It still has ${plural(building.totalRooms, 'room')}, so it cannot be deleted until they are deleted.`
    : `${what} It has no rooms, so nothing else changes.`;
}

/** The room delete confirmation (only a room that was never rented can go). */
export function roomDeleteText(room: { number: string; building: number | string; level: number }): string {
  return (
    `Delete Room ${room.number} on level ${floorLabel(room.level)} of Building ${room.building}? ` +
    "It leaves the level and the building's room count drops by 1. A room that has ever been rented cannot be deleted."
  );
}

/** What a room's renumber changes. */
export function roomEditText(before: string, after: string): string {
  return `Room ${before} becomes Room ${after} on the level, the unit page, its rents, invoices and reports.`;
}

export interface PaymentFacts {
  amount: number;
  paymentMethod: string;
  paymentReference: string;
}

/**
 * The void confirmation: the payment stays listed as voided, and what was paid drops by its amount (for a deposit
 * payment the deposit is available again), so that much is owed again and the building's figures and the revenue
 * report move back.
 */
export function paymentVoidText(payment: PaymentFacts, rent: { paid: number }): string {
  const amount = formatMoney(payment.amount);
  const paidAfter = formatMoney(Math.max(0, rent.paid - payment.amount));
  const lines = [
    `Void the ${amount} ${payment.paymentMethod} payment ${payment.paymentReference}?`,
    `It stays listed as voided; what this rent has paid drops from ${formatMoney(rent.paid)} to ${paidAfter}, so ${amount} is owed again.`,
  ];
  if (payment.paymentMethod === DEPOSIT_METHOD) lines.push(`${amount} of the deposit is available again.`);
  lines.push("The building's figures and the revenue report move back.");
  return lines.join(' ');
}

// a type, not an interface: a form's values (use-form's FormValues) need the index signature a type alias gives
export type TenantFacts = {
  name: string;
  phone: string;
  email: string;
  address: string;
  idType: string;
  idNumber: string;
  idExpiry: string;
  idIssuingCountry: string;
};

const TENANT_FIELDS: readonly [keyof TenantFacts, string][] = [
  ['name', 'Name'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['address', 'Address'],
  ['idType', 'ID type'],
  ['idNumber', 'ID number'],
  ['idExpiry', 'ID expiry'],
  ['idIssuingCountry', 'ID issuing country'],
];

/** One line per changed tenant field ("Phone: +44 1 → +44 2"); name, phone and email also show on their rents. */
export function tenantEditChanges(before: TenantFacts, after: TenantFacts): string[] {
  return TENANT_FIELDS.filter(([field]) => (before[field] ?? '') !== (after[field] ?? '')).map(
    ([field, label]) => `${label}: ${before[field] || '—'} → ${after[field] || '—'}`,
  );
}

/** Whether an edit reaches the rents' copies (the unit page, the reports and invoices show them). */
export const tenantEditReachesRents = (before: TenantFacts, after: TenantFacts) =>
  before.name !== after.name || before.phone !== after.phone || before.email !== after.email;

/** The tenant delete confirmation (only a tenant with no rents can go). */
export function tenantDeleteText(tenant: { name: string; rents: number }): string {
  return tenant.rents > 0
    ? `${tenant.name} has ${plural(tenant.rents, 'rent')}, so they cannot be deleted: delete the rents first.`
    : `Delete ${tenant.name}? They leave the tenants list and the Add Rent picker. They have no rents, so nothing else changes.`;
}

/** The Tenants page's search: a tenant whose name, phone or email contains the text (any case; phones ignore spaces). */
export function tenantMatches(tenant: { name: string; phone: string; email: string }, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const squash = (s: string) => s.replace(/[\s()-]/g, '');
  return (
    tenant.name.toLowerCase().includes(needle) ||
    tenant.email.toLowerCase().includes(needle) ||
    (squash(needle) !== '' && squash(tenant.phone).includes(squash(needle)))
  );
}

export interface RentFacts {
  price: number;
  deposit: number;
  start: string;
  end: string;
  type: string;
}

/**
 * What saving a rent's edit changes, one line per field (CORRECTIONS.md POST /api/rooms/rent/update): a price,
 * type or start date changes what is due so far; the end date extends or shortens the lease.
 */
export function rentEditChanges(before: RentFacts, after: RentFacts): string[] {
  const lines: string[] = [];
  const rent = (f: RentFacts) => `${formatMoney(f.price)} / ${f.type}`;
  if (after.price !== before.price || after.type !== before.type) {
    lines.push(`The rent becomes ${rent(after)} (was ${rent(before)}): what is due so far and the building's rent value follow.`);
  }
  if (after.start !== before.start) {
    lines.push(`The rent starts ${formatDate(after.start)} (was ${formatDate(before.start)}): what is due so far follows.`);
  }
  if (after.end !== before.end) {
    lines.push(
      `The lease is ${after.end > before.end ? 'extended' : 'shortened'} to ${formatDate(after.end)} (was ${formatDate(before.end)}).`,
    );
  }
  if (after.deposit !== before.deposit) {
    lines.push(`The deposit becomes ${formatMoney(after.deposit)} (was ${formatMoney(before.deposit)}).`);
  }
  return lines;
}

/**
 * The rent section's dataset, pure: a company "plan" (buildings, rooms, tenants, rents, payments with
 * their dates and ids) and the exact DynamoDB items the product holds once that plan has gone through
 * its services (addBuilding, addRoom, addTenant, addRent, recordRentPayment, checkoutTenant).
 *
 * Items are built with the product's own functions: ids and reference hashes from functions/rent/ids.ts,
 * the due-index day from rentState, and every item through the `toItem` of its entity in
 * functions/rent/records.ts (the same functions the data layer writes with), given the record's final
 * state (paid totals, aggregates, checkout, maintenance figures). rent-seed.ts's consistency check replays a
 * small plan through the real services and compares every item they wrote with these.
 *
 * Maintenance requests (issue 20): each room gets `maintenancePerRoom` requests reported over the last 3 years
 * (add, then an update to In progress, then one to Done or Cancelled, as their final status asks), with the
 * figures the services move in the same transactions: the room's `maintOpen`/`maintRequests`, the building's
 * `maintOpen` and `maintCost<year>` (maintenanceFigureDeltas), and the request's own index keys
 * (maintenanceToItem: gsi1 company, gsi3 status, the sparse gsi2 of open requests by due date).
 */
import { ulid } from 'ulid';
import { maintenanceIdOf, referenceHash, rentIdOf, roomIdOf } from '../../functions/rent/ids.ts';
import {
  arrearsOfRecord,
  buildingToItem,
  currentRentOnRoom,
  maintenanceCostAttribute,
  maintenanceNoteToItem,
  maintenanceToItem,
  paymentToItem,
  rentToItem,
  rentValueCents,
  revenueDayToItem,
  roomNumberClaimToItem,
  roomToItem,
  tenantToItem,
  type BuildingRecord,
  type MaintenanceRecord,
  type RentRecord,
  type RoomRecord,
} from '../../functions/rent/records.ts';
import { addDays, addMonths, isoDateOf, type IsoDate } from '../../shared/domain/dates.ts';
import { ID_TYPES, PAYMENT_METHODS, type PaymentMethod } from '../../shared/rent/limits.ts';
import {
  costYearOf,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  maintenanceFigureDeltas,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '../../shared/rent/maintenance.ts';
import { duePeriods, periodStart, rentState, type RentStatus } from '../../shared/rent/rules.ts';

/** What a current rent looks like today (its status is computed from the payments, then asserted). */
export type RentKind = 'paid' | 'unpaid' | 'overdue' | 'overstay' | 'overstay-arrears';

const EXPECTED_STATUS: Record<RentKind, RentStatus> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  overdue: 'Overdue',
  overstay: 'Overstay',
  'overstay-arrears': 'Overstay',
};

export interface DatasetShape {
  readonly label: string;
  readonly buildings: number;
  readonly floors: number;
  readonly roomsPerLevel: number;
  /** Kinds of the current rents of one level (length = rented rooms on the level); vacant = the rest. */
  readonly levelKinds: (buildingNumber: number, level: number) => readonly RentKind[];
  /** Vacant rooms per level that carry a past, checked-out rent (with its payments) in their history. */
  readonly historyPerLevel: number;
  /** Monthly payments of each current rent (its start date is about this many months ago). */
  readonly months: number;
  /** Months (and payments) of each checked-out rent. */
  readonly historyMonths: number;
  /**
   * Levels whose checked-out rents left owing their last 3 months (in the due index and their room's arrears
   * sums until settled); every other checked-out rent is settled.
   */
  readonly historyOwedOnLevel?: (level: number) => boolean;
  /** Maintenance requests per room (issue 20), reported over the last 3 years. */
  readonly maintenancePerRoom: number;
  /**
   * Statuses and priorities in turn (request n: status n mod 4, priority ⌊n / 4⌋ mod 4), so a small plan holds every
   * pair; otherwise drawn by weight, most recent requests open, most older ones Done.
   */
  readonly maintenanceInTurn?: boolean;
}

/**
 * A level of the benchmark companies: 25 rooms, 20 rented (15 Paid, 2 Unpaid, 2 Overdue, 1 past its end
 * date: Overstay, fully paid on odd levels and with arrears on even ones), 5 vacant (2 with a past rent).
 */
export function benchLevelKinds(buildingNumber: number, level: number): RentKind[] {
  const kinds: RentKind[] = [
    ...Array<RentKind>(15).fill('paid'),
    'unpaid',
    'unpaid',
    'overdue',
    'overdue',
    (buildingNumber + level) % 2 ? 'overstay' : 'overstay-arrears',
  ];
  // Rotate so each status sits on different room numbers from level to level.
  const r = (level * 7 + buildingNumber * 3) % kinds.length;
  return [...kinds.slice(r), ...kinds.slice(0, r)];
}

const benchShape = (label: string, buildings: number): DatasetShape => ({
  label,
  buildings,
  floors: 10,
  roomsPerLevel: 25,
  levelKinds: benchLevelKinds,
  historyPerLevel: 2,
  months: 36,
  historyMonths: 12,
  maintenancePerRoom: 4,
});

/** 20 buildings × 10 floors × 25 rooms: 5,000 rooms, 4,000 rented, 36 monthly payments per current rent, 20,000 maintenance requests. */
export const LARGE_SHAPE = benchShape('LARGE', 20);
/** 2 buildings of the same kind: 500 rooms, 400 rented, the same history per rent, 2,000 maintenance requests. */
export const SMALL_SHAPE = benchShape('SMALL', 2);
/** The consistency check's company: every kind of rent and a checked-out one, on two levels. */
export const CHECK_SHAPE: DatasetShape = {
  label: 'CHECK',
  buildings: 1,
  floors: 2,
  roomsPerLevel: 7,
  levelKinds: (_b, level) =>
    level === 1 ? ['paid', 'unpaid', 'overdue', 'overstay', 'overstay-arrears'] : ['overdue', 'paid', 'overstay-arrears', 'unpaid', 'paid'],
  historyPerLevel: 1,
  months: 36,
  historyMonths: 12,
  // the checked-out rent on level 2 left owing: the check holds checkout and arrears items to the services too
  historyOwedOnLevel: (level) => level === 2,
  // 28 requests: every status × priority pair, through add, update to In progress, to Done or Cancelled
  maintenancePerRoom: 2,
  maintenanceInTurn: true,
};

// ───────────────────────────── plan ─────────────────────────────

export interface PlanTenant {
  tenantId: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  idType: (typeof ID_TYPES)[number];
  idNumber: string;
  idExpiry: IsoDate;
  idIssuingCountry: string;
  createdAt: string;
}

export interface PlanPayment {
  reference: string;
  method: PaymentMethod;
  amountCents: number;
  /** Server time of recording (ISO); the payment date is its UTC day. */
  paidAt: string;
}

export interface PlanRent {
  kind: RentKind | 'history';
  rentUlid: string;
  tenant: PlanTenant;
  rentPriceCents: number;
  depositCents: number;
  startDate: IsoDate;
  endDate: IsoDate;
  rentType: 'Monthly';
  createdAt: string;
  payments: PlanPayment[];
  checkoutDate: IsoDate | null;
}

/** An account of the company a request can be assigned to (the owner, linked accounts). */
export interface PlanAssignee {
  id: string;
  name: string;
  email: string;
}

/**
 * A maintenance request: added (Open) at `reportedAt` with its title, priority, due date, assignee and, when
 * `costAtAdd`, its cost; updated to In progress at `startedAt`; to its final status (Done or Cancelled) at `endedAt`,
 * with its cost when not given at the add. A note (`note`) is added before the first update.
 */
export interface PlanMaintenance {
  requestUlid: string;
  title: string;
  description: string;
  priority: MaintenancePriority;
  status: MaintenanceStatus;
  reportedAt: string;
  dueDate: IsoDate | null;
  assignee: PlanAssignee | null;
  /** Final cost (null: none). */
  costCents: number | null;
  costAtAdd: boolean;
  startedAt: string | null;
  endedAt: string | null;
  note: { noteId: string; text: string; at: string; author: string } | null;
}

export interface PlanRoom {
  level: number;
  roomNumber: string;
  roomUlid: string;
  createdAt: string;
  /** The room's current rent (null: vacant). */
  current: PlanRent | null;
  /** Checked-out rents, oldest first. */
  history: PlanRent[];
  /** Its maintenance requests, oldest first. */
  maintenance: PlanMaintenance[];
}

export interface PlanBuilding {
  buildingNumber: number;
  name: string;
  floors: number;
  address: string;
  createdAt: string;
  rooms: PlanRoom[];
}

export interface CompanyPlan {
  companyId: string;
  label: string;
  /** The day the plan is built relative to ("today" when it was seeded). */
  anchor: IsoDate;
  buildings: PlanBuilding[];
  /** The accounts maintenance requests are assigned to (none: every request unassigned). */
  assignees: PlanAssignee[];
}

/** Deterministic 32-bit mix of a few integers (statuses, prices and names do not depend on Math.random). */
function mix(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    h ^= v | 0;
    h = Math.imul(h, 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
  }
  return h >>> 0;
}

const FIRST = [
  'Amelia',
  'Ben',
  'Chloe',
  'Dev',
  'Eva',
  'Finn',
  'Grace',
  'Hugo',
  'Isla',
  'Jonah',
  'Kira',
  'Liam',
  'Maya',
  'Noah',
  'Olivia',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
];
const LAST = [
  'Hart',
  'Okafor',
  'Martin',
  'Patel',
  'Novak',
  'Murphy',
  'Liu',
  'Silva',
  'Brown',
  'Khan',
  'Rossi',
  'Nowak',
  'Jones',
  'Evans',
  'Ahmed',
  'Kowalski',
  'Dubois',
  'Garcia',
  'Smith',
  'Taylor',
];
const COUNTRIES = ['UK', 'Ireland', 'France', 'India', 'Poland', 'Portugal', 'Canada', 'Nigeria'];
const STREETS = ['Mill Lane', 'Church Road', 'Station Road', 'High Street', 'Park Avenue', 'Queen Street'];

const at = (date: IsoDate, hour: number, minute = 0, second = 0) =>
  `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:${String(second).padStart(2, '0')}.000Z`;

const half = (cents: number) => cents / 2;

const MAINTENANCE_WORK = [
  ['Leaking tap', 'The kitchen tap drips all the time, even when closed tight.'],
  ['Broken window latch', 'The bedroom window latch is broken; the window does not close properly.'],
  ['No hot water', 'The boiler shows an error and there has been no hot water since this morning.'],
  ['Blocked drain', 'The shower drain is blocked and water stays in the tray.'],
  ['Faulty light switch', 'The hallway light switch sparks when pressed.'],
  ['Damp patch on ceiling', 'A damp patch is growing on the bathroom ceiling.'],
  ['Door lock sticking', 'The front door lock sticks; the key is hard to turn.'],
  ['Radiator cold', 'The living room radiator stays cold with the heating on.'],
  ['Smoke alarm beeping', 'The smoke alarm beeps every minute; the battery may be low.'],
  ['Cracked tile', 'A floor tile in the kitchen is cracked and loose.'],
] as const;
const NOTE_TEXTS = [
  'Tenant available after 5 pm on weekdays.',
  'Parts ordered, expected within the week.',
  'Called the tenant to arrange access.',
  'Photos taken on the first visit.',
] as const;
/** Status weights by age (of 20): recent requests are mostly open, older ones mostly done. */
const RECENT_STATUSES: readonly MaintenanceStatus[] = [
  ...Array<MaintenanceStatus>(8).fill('Open'),
  ...Array<MaintenanceStatus>(6).fill('In progress'),
  ...Array<MaintenanceStatus>(5).fill('Done'),
  'Cancelled',
];
const OLDER_STATUSES: readonly MaintenanceStatus[] = [
  ...Array<MaintenanceStatus>(16).fill('Done'),
  'Cancelled',
  'Cancelled',
  'Open',
  'In progress',
];
/** Priority weights (of 10): Low 3, Normal 4, High 2, Urgent 1. */
const PRIORITY_WEIGHTS: readonly MaintenancePriority[] = [
  'Low',
  'Low',
  'Low',
  'Normal',
  'Normal',
  'Normal',
  'Normal',
  'High',
  'High',
  'Urgent',
];
/** Requests are reported 2 … 1,096 days before the anchor (their updates at most 30 h later, so before it). */
const MAINTENANCE_DAYS = 1_095;
const RECENT_DAYS = 30;
const HOUR_MS = 3_600_000;

/**
 * A company's buildings, rooms, tenants, rents and payments, relative to `anchor` (today). Ids are ULIDs
 * minted at each record's creation time, as the services mint them.
 */
export function buildPlan(shape: DatasetShape, companyId: string, anchor: IsoDate, assignees: PlanAssignee[] = []): CompanyPlan {
  const yesterday = addDays(anchor, -1);
  let tenantSeq = 0;
  let requestSeq = 0;
  const ms = (iso: string) => Date.parse(iso);
  const later = (iso: string, hours: number, minutes = 0) => new Date(ms(iso) + hours * HOUR_MS + minutes * 60_000).toISOString();

  /** A room's j-th maintenance request (ids minted at its report, as addMaintenance mints them). */
  const maintenanceRequest = (salt: number, j: number): PlanMaintenance => {
    const n = requestSeq++;
    const h = mix(salt, j, 41);
    const g = mix(salt, j, 43);
    const daysBack = 2 + (h % MAINTENANCE_DAYS);
    const reportedAt = at(addDays(anchor, -daysBack), 8 + ((h >>> 12) % 9), (h >>> 16) % 60, (h >>> 22) % 60);
    const status = shape.maintenanceInTurn
      ? MAINTENANCE_STATUSES[n % MAINTENANCE_STATUSES.length]
      : (daysBack <= RECENT_DAYS ? RECENT_STATUSES : OLDER_STATUSES)[g % 20];
    const priority = shape.maintenanceInTurn
      ? MAINTENANCE_PRIORITIES[Math.floor(n / MAINTENANCE_STATUSES.length) % MAINTENANCE_PRIORITIES.length]
      : PRIORITY_WEIGHTS[(g >>> 5) % PRIORITY_WEIGHTS.length];
    const [title, description] = MAINTENANCE_WORK[(g >>> 9) % MAINTENANCE_WORK.length];
    // 3 in 4 have a due date: 1–2 days after the report when Urgent, 3–30 days otherwise
    const dueDate =
      (g >>> 13) % 4 === 3
        ? null
        : addDays(isoDateOf(new Date(reportedAt)), priority === 'Urgent' ? 1 + ((g >>> 15) % 2) : 3 + ((g >>> 15) % 28));
    // Done requests were always assigned; 4 in 5 of the others
    const assigned = assignees.length > 0 && (status === 'Done' || (g >>> 20) % 5 !== 0);
    const assignee = assigned ? assignees[(g >>> 23) % assignees.length] : null;
    // Done: a cost (given at the add as an estimate 1 in 3, else when done); open ones: an estimate 1 in 3; cancelled: none
    const withCost = status === 'Done' || ((status === 'Open' || status === 'In progress') && (h >>> 3) % 3 === 0);
    const costCents = withCost ? 4_000 + 500 * ((g >>> 25) % 290) : null;
    const costAtAdd = withCost && (status !== 'Done' || (h >>> 3) % 3 === 0);
    const startedAt = status === 'In progress' || status === 'Done' ? later(reportedAt, 1 + ((h >>> 5) % 12)) : null;
    const endedAt = status === 'Done' || status === 'Cancelled' ? later(startedAt ?? reportedAt, 1 + ((h >>> 9) % 18)) : null;
    const noteAt = later(reportedAt, 0, 10 + ((h >>> 27) % 40));
    const note =
      n % 3 === 0
        ? {
            noteId: ulid(ms(noteAt)),
            text: NOTE_TEXTS[n % NOTE_TEXTS.length],
            at: noteAt,
            author: (assignee ?? assignees[0])?.name ?? 'Bench Owner',
          }
        : null;
    return {
      requestUlid: ulid(ms(reportedAt)),
      title,
      description,
      priority,
      status,
      reportedAt,
      dueDate,
      assignee,
      costCents,
      costAtAdd,
      startedAt,
      endedAt,
      note,
    };
  };

  const makeTenant = (rentCreatedAt: string, salt: number): PlanTenant => {
    const n = tenantSeq++;
    const h = mix(salt, n, 17);
    const first = FIRST[h % FIRST.length];
    const last = LAST[(h >>> 8) % LAST.length];
    const createdAt = new Date(ms(rentCreatedAt) - 30 * 60_000).toISOString();
    return {
      tenantId: ulid(ms(createdAt)),
      name: `${first} ${last}`,
      phone: `+44 7700 ${String(100_000 + (h % 900_000)).padStart(6, '0')}`,
      email: `${first}.${last}.${n}@example.com`.toLowerCase(),
      address: `${1 + (h % 120)} ${STREETS[(h >>> 4) % STREETS.length]}, Bristol`,
      idType: ID_TYPES[(h >>> 12) % ID_TYPES.length],
      idNumber: `ID${String(h % 10_000_000).padStart(7, '0')}`,
      idExpiry: addMonths(anchor, 12 + (h % 48)),
      idIssuingCountry: COUNTRIES[(h >>> 16) % COUNTRIES.length],
      createdAt,
    };
  };

  /** Monthly payments on the due dates (+0..5 days), never after yesterday; amounts by period. */
  const payments = (
    b: number,
    roomNumber: string,
    rent: { startDate: IsoDate; rentPriceCents: number },
    amounts: number[],
    salt: number,
  ): PlanPayment[] =>
    amounts.map((amountCents, k) => {
      const due = periodStart(rent.startDate, 'Monthly', k);
      const h = mix(salt, k, 29);
      let date = addDays(due, h % 6);
      if (date > yesterday) date = yesterday;
      if (date < rent.startDate) date = rent.startDate;
      return {
        reference: `B${b}-${roomNumber}-${due.slice(0, 7)}`,
        method: PAYMENT_METHODS[(h >>> 8) % PAYMENT_METHODS.length],
        amountCents,
        paidAt: at(date, 9 + ((h >>> 4) % 9), (h >>> 12) % 60, (h >>> 20) % 60),
      };
    });

  const currentRent = (b: number, level: number, roomNumber: string, kind: RentKind, salt: number): PlanRent => {
    const h = mix(salt, 101);
    const price = 40_000 + 2_500 * (h % 49); // 400.00 – 1,600.00, even cents
    // Start a few days past `months` months ago, so exactly `months` periods have started by today.
    let startDate = addDays(addMonths(anchor, -shape.months), 1 + (h % 27));
    while (duePeriods(startDate, 'Monthly', anchor) > shape.months) startDate = addDays(startDate, 1);
    if (duePeriods(startDate, 'Monthly', anchor) !== shape.months)
      throw new Error(`bench plan: no start date with ${shape.months} periods due on ${anchor}`);
    const overstay = kind === 'overstay' || kind === 'overstay-arrears';
    // A 4-year lease; an Overstay lease ended before the last period started.
    const endDate = overstay ? addDays(addMonths(startDate, shape.months - 1), -1) : addDays(addMonths(startDate, shape.months + 12), -1);
    const amounts = Array.from({ length: shape.months }, (_, k) => {
      const fromEnd = shape.months - k;
      if (kind === 'unpaid' && fromEnd <= 2) return half(price); // one period short: Unpaid
      if ((kind === 'overdue' || kind === 'overstay-arrears') && fromEnd <= 6) return half(price); // three short: Overdue
      return price;
    });
    const createdAt = at(startDate, 8, h % 60, (h >>> 6) % 60);
    const rent: PlanRent = {
      kind,
      rentUlid: ulid(ms(createdAt)),
      tenant: makeTenant(createdAt, salt),
      rentPriceCents: price,
      depositCents: price,
      startDate,
      endDate,
      rentType: 'Monthly',
      createdAt,
      payments: [],
      checkoutDate: null,
    };
    rent.payments = payments(b, roomNumber, rent, amounts, salt);
    const status = rentState({
      rentPriceCents: price,
      startDate,
      endDate,
      type: 'Monthly',
      checkoutDate: null,
      paidCents: rent.payments.reduce((s, p) => s + p.amountCents, 0),
      today: anchor,
    }).status;
    if (status !== EXPECTED_STATUS[kind]) throw new Error(`bench plan: a "${kind}" rent is ${status} on ${anchor}`);
    return rent;
  };

  const pastRent = (b: number, level: number, roomNumber: string, j: number, salt: number): PlanRent => {
    const h = mix(salt, 202);
    const price = 40_000 + 2_500 * (h % 49);
    const startDate = addDays(addMonths(anchor, -(shape.historyMonths + 6 + 3 * j)), 1 + (h % 27));
    const endDate = addDays(addMonths(startDate, shape.historyMonths), -1);
    const createdAt = at(startDate, 8, h % 60);
    const rent: PlanRent = {
      kind: 'history',
      rentUlid: ulid(ms(createdAt)),
      tenant: makeTenant(createdAt, salt),
      rentPriceCents: price,
      depositCents: price,
      startDate,
      endDate,
      rentType: 'Monthly',
      createdAt,
      payments: [],
      checkoutDate: endDate,
    };
    const paidMonths = shape.historyOwedOnLevel?.(level) ? shape.historyMonths - 3 : shape.historyMonths;
    rent.payments = payments(b, roomNumber, rent, Array(paidMonths).fill(price), salt);
    return rent;
  };

  const buildings: PlanBuilding[] = [];
  for (let b = 1; b <= shape.buildings; b++) {
    const createdDay = addMonths(anchor, -(shape.months + 3));
    const building: PlanBuilding = {
      buildingNumber: b,
      name: `Block ${String.fromCharCode(64 + ((b - 1) % 26) + 1)}${b > 26 ? Math.ceil(b / 26) : ''}`,
      floors: shape.floors,
      address: `${b} Harbour Street, Bristol`,
      createdAt: at(createdDay, 7),
      rooms: [],
    };
    for (let level = 1; level <= shape.floors; level++) {
      const kinds = shape.levelKinds(b, level);
      const vacant = shape.roomsPerLevel - kinds.length;
      if (vacant < 1 || kinds.length < 1) throw new Error('bench plan: every level needs rented and vacant rooms');
      // Vacant positions spread over the level.
      const step = Math.floor(shape.roomsPerLevel / vacant);
      const offset = (level * 3 + b) % shape.roomsPerLevel;
      const vacantAt = new Set(Array.from({ length: vacant }, (_, j) => (offset + j * step) % shape.roomsPerLevel));
      if (vacantAt.size !== vacant) throw new Error('bench plan: vacant positions collide');
      let rented = 0;
      let vacants = 0;
      for (let i = 0; i < shape.roomsPerLevel; i++) {
        const roomNumber = `${level}${String(i + 1).padStart(2, '0')}`;
        const createdAt = at(addDays(createdDay, 1), 7, Math.floor(i / 60) + level, i % 60);
        const salt = mix(b, level, i);
        const room: PlanRoom = { level, roomNumber, roomUlid: ulid(ms(createdAt)), createdAt, current: null, history: [], maintenance: [] };
        if (vacantAt.has(i)) {
          if (vacants < shape.historyPerLevel) room.history.push(pastRent(b, level, roomNumber, vacants, salt));
          vacants++;
        } else {
          room.current = currentRent(b, level, roomNumber, kinds[rented++], salt);
        }
        room.maintenance = Array.from({ length: shape.maintenancePerRoom }, (_, j) => maintenanceRequest(salt, j)).sort((x, y) =>
          x.reportedAt.localeCompare(y.reportedAt),
        );
        building.rooms.push(room);
      }
    }
    buildings.push(building);
  }
  return { companyId, label: shape.label, anchor, buildings, assignees };
}

// ───────────────────────────── items ─────────────────────────────

export type Item = Record<string, unknown>;

export interface ItemCounts {
  buildings: number;
  rooms: number;
  roomsRented: number;
  roomsVacant: number;
  roomNumberClaims: number;
  tenants: number;
  rentsCurrent: number;
  rentsCheckedOut: number;
  payments: number;
  revenueDays: number;
  /** Maintenance requests (MAINT#) and their notes (MNOTE#). */
  maintenance: number;
  maintenanceNotes: number;
  /** Audit entries (rent-audit.ts). */
  audit: number;
  total: number;
}

export const emptyCounts = (): ItemCounts => ({
  buildings: 0,
  rooms: 0,
  roomsRented: 0,
  roomsVacant: 0,
  roomNumberClaims: 0,
  tenants: 0,
  rentsCurrent: 0,
  rentsCheckedOut: 0,
  payments: 0,
  revenueDays: 0,
  maintenance: 0,
  maintenanceNotes: 0,
  audit: 0,
  total: 0,
});

const paidOf = (rent: PlanRent) => rent.payments.reduce((s, p) => s + p.amountCents, 0);

/** The rent record as the service builds it in addRent (nothing paid yet, not checked out). */
function rentRecord(companyId: string, building: PlanBuilding, room: PlanRoom, rent: PlanRent): RentRecord {
  const roomId = roomIdOf(building.buildingNumber, room.level, room.roomUlid);
  return {
    companyId,
    rentId: rentIdOf(roomId, rent.rentUlid),
    rentUlid: rent.rentUlid,
    roomId,
    roomUlid: room.roomUlid,
    roomNumber: room.roomNumber,
    buildingNumber: building.buildingNumber,
    buildingName: building.name,
    level: room.level,
    tenantId: rent.tenant.tenantId,
    tenantName: rent.tenant.name,
    tenantPhone: rent.tenant.phone,
    tenantEmail: rent.tenant.email,
    rentPriceCents: rent.rentPriceCents,
    depositCents: rent.depositCents,
    startDate: rent.startDate,
    endDate: rent.endDate,
    rentType: rent.rentType,
    paidCents: 0,
    depositUsedCents: 0,
    feesCents: 0,
    checkoutDate: null,
    createdAt: rent.createdAt,
  };
}

/** The request record in its final state: addMaintenance's record, then editMaintenance's per update. */
export function maintenanceRecord(companyId: string, building: PlanBuilding, room: PlanRoom, m: PlanMaintenance): MaintenanceRecord {
  const roomId = roomIdOf(building.buildingNumber, room.level, room.roomUlid);
  const updates = (m.startedAt ? 1 : 0) + (m.endedAt ? 1 : 0);
  return {
    companyId,
    requestId: maintenanceIdOf(roomId, m.requestUlid),
    requestUlid: m.requestUlid,
    roomId,
    roomUlid: room.roomUlid,
    buildingNumber: building.buildingNumber,
    level: room.level,
    roomNumber: room.roomNumber,
    buildingName: building.name,
    title: m.title,
    description: m.description,
    priority: m.priority,
    status: m.status,
    reportedAt: m.reportedAt,
    dueDate: m.dueDate,
    assigneeId: m.assignee?.id ?? null,
    assigneeName: m.assignee?.name ?? null,
    assigneeEmail: m.assignee?.email ?? null,
    costCents: m.costCents,
    photos: [],
    assignments: m.assignee ? 1 : 0,
    closedAt: m.status === 'Done' ? m.endedAt : null,
    updatedAt: m.endedAt ?? m.startedAt ?? m.reportedAt,
    version: updates,
  };
}

/**
 * Items of one building and of the tenants of its rents, in their final state; `revenue` collects the
 * building's payments per day (REVDAY# items are per company: see revenueDayItems).
 */
export function buildingItems(
  plan: CompanyPlan,
  building: PlanBuilding,
  revenue: Map<string, { sumCents: number; count: number }>,
  counts: ItemCounts,
): Item[] {
  const cid = plan.companyId;
  const b = building.buildingNumber;
  const out: Item[] = [];
  let roomsRented = 0;
  let totalRentCents = 0;
  // the building's maintenance figures: open requests, cost per year of report (ADDed by each change)
  let buildingMaintOpen: number | undefined;
  const costByYear = new Map<number, number>();

  for (const room of building.rooms) {
    const roomRecord: RoomRecord = {
      companyId: cid,
      roomId: roomIdOf(b, room.level, room.roomUlid),
      buildingNumber: b,
      buildingName: building.name,
      level: room.level,
      roomUlid: room.roomUlid,
      roomNumber: room.roomNumber,
      createdAt: room.createdAt,
      current: null,
      arrears: { count: 0, dueCents: 0, paidCents: 0 },
    };
    // createRoom: the number claim (the room item follows once its current rent is known).
    out.push(roomNumberClaimToItem(roomRecord));
    counts.roomNumberClaims++;

    const rents = [...room.history, ...(room.current ? [room.current] : [])];
    // createRent: ADD rentsAdded 1 on the room
    if (rents.length > 0) roomRecord.rentsAdded = rents.length;
    for (const rent of rents) {
      const paidCents = paidOf(rent);
      const isCurrent = rent.checkoutDate === null;
      // createRent, then recordPayment (paidCents, deposit used and the due key recomputed for the new total),
      // then checkoutRent for a past rent (checkoutDate set, out of the active index; in the due index and in its
      // room's arrears only while it still owes). No bench payment is from the deposit.
      const record: RentRecord = { ...rentRecord(cid, building, room, rent), paidCents, checkoutDate: rent.checkoutDate };
      // addTenant, then createRent's ADD rentsCount 1 and rentBuildings {b} (each bench tenant has one rent, so one building)
      const { tenantId, createdAt: tenantCreatedAt, ...tenantInput } = rent.tenant;
      const tenant = { ...tenantInput, companyId: cid, tenantId, createdAt: tenantCreatedAt, rentsCount: 1, rentBuildings: new Set([b]) };
      out.push(tenantToItem(tenant));
      counts.tenants++;
      const { dueIndexDate } = rentState({
        rentPriceCents: record.rentPriceCents,
        startDate: record.startDate,
        endDate: record.endDate,
        type: record.rentType,
        checkoutDate: record.checkoutDate,
        paidCents,
        today: plan.anchor,
      });
      out.push(rentToItem(record, dueIndexDate));
      const arrears = arrearsOfRecord(record);
      if (arrears) {
        roomRecord.arrears.count += 1;
        roomRecord.arrears.dueCents += arrears.dueCents;
        roomRecord.arrears.paidCents += arrears.paidCents;
      }
      if (isCurrent) counts.rentsCurrent++;
      else counts.rentsCheckedOut++;
      for (const p of rent.payments) {
        const date = isoDateOf(new Date(p.paidAt));
        out.push(
          paymentToItem(record, {
            reference: p.reference.trim(),
            method: p.method,
            amountCents: p.amountCents,
            paidAt: p.paidAt,
            date,
            referenceHash: referenceHash(p.reference),
            rentId: record.rentId,
          }),
        );
        counts.payments++;
        const day = revenue.get(date) ?? { sumCents: 0, count: 0 };
        day.sumCents += p.amountCents;
        day.count += 1;
        revenue.set(date, day);
      }
      if (isCurrent) {
        // The room's copy of its current rent (createRent SET, then recordPayment's paidCents).
        roomRecord.current = currentRentOnRoom(record);
        roomsRented++;
        totalRentCents += rentValueCents(record);
      }
    }
    // Maintenance: createMaintenanceRequest, then updateMaintenanceRequest per change; each moves the room's and the
    // building's figures by maintenanceFigureDeltas (ADD: an attribute appears with the first change that moves it).
    for (const m of room.maintenance) {
      const request = maintenanceRecord(cid, building, room, m);
      out.push(maintenanceToItem(request));
      counts.maintenance++;
      if (m.note) {
        out.push(
          maintenanceNoteToItem({
            companyId: cid,
            buildingNumber: b,
            requestUlid: m.requestUlid,
            noteId: m.note.noteId,
            text: m.note.text,
            at: m.note.at,
            author: m.note.author,
          }),
        );
        counts.maintenanceNotes++;
      }
      const open = maintenanceFigureDeltas(null, { status: m.status, costCents: 0 }).open;
      roomRecord.maintOpen = (roomRecord.maintOpen ?? 0) + open;
      roomRecord.maintRequests = (roomRecord.maintRequests ?? 0) + 1;
      buildingMaintOpen = (buildingMaintOpen ?? 0) + open;
      if (m.costCents) {
        const year = costYearOf(m.reportedAt);
        costByYear.set(year, (costByYear.get(year) ?? 0) + m.costCents);
      }
    }
    // roomChainChange: each rent added and each checkout adds 1 to the room's chain version (none when never rented)
    const chainChanges = rents.length + rents.filter((r) => r.checkoutDate !== null).length;
    out.push({ ...roomToItem(roomRecord), ...(chainChanges ? { chainVersion: chainChanges } : {}) });
    counts.rooms++;
    if (room.current) counts.roomsRented++;
    else counts.roomsVacant++;
  }

  // addBuilding, with the aggregates every createRoom / createRent / checkoutRent and maintenance change added.
  const buildingRecord: BuildingRecord = {
    companyId: cid,
    buildingNumber: b,
    name: building.name,
    floors: building.floors,
    address: building.address,
    totalRooms: building.rooms.length,
    roomsRented,
    totalRentCents,
    createdAt: building.createdAt,
  };
  if (buildingMaintOpen !== undefined) buildingRecord.maintOpen = buildingMaintOpen;
  // each year's cost is an attribute of its own (maintCost<yyyy>), as the services' ADD leaves it
  const costs = Object.fromEntries([...costByYear].map(([year, cents]) => [maintenanceCostAttribute(year), cents]));
  out.push(buildingToItem({ ...buildingRecord, ...costs }));
  counts.buildings++;
  counts.total += out.length;
  return out;
}

/** REVDAY# items: recordPayment's `SET date ADD sumCents, count` summed per UTC day. */
export function revenueDayItems(companyId: string, revenue: Map<string, { sumCents: number; count: number }>, counts: ItemCounts): Item[] {
  const out = [...revenue]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, d]) => revenueDayToItem(companyId, { date, sumCents: d.sumCents, count: d.count }));
  counts.revenueDays += out.length;
  counts.total += out.length;
  return out;
}

/** Every rent-management item of the plan (small plans; the seed streams building by building instead). */
export function allItems(plan: CompanyPlan): { items: Item[]; counts: ItemCounts } {
  const counts = emptyCounts();
  const revenue = new Map<string, { sumCents: number; count: number }>();
  const items = plan.buildings.flatMap((b) => buildingItems(plan, b, revenue, counts));
  items.push(...revenueDayItems(plan.companyId, revenue, counts));
  return { items, counts };
}

/** A room of building 1 on `level` whose current rent is of `kind` (for the single-room route). */
export function sampleRoomId(plan: CompanyPlan, level: number, kind: RentKind = 'paid'): string {
  const b = plan.buildings[0];
  const room = b.rooms.find((r) => r.level === level && r.current?.kind === kind);
  if (!room) throw new Error(`bench plan: no ${kind} room on level ${level} of building ${b.buildingNumber}`);
  return roomIdOf(b.buildingNumber, room.level, room.roomUlid);
}

/**
 * Demo rent data for a local company, made through the same service functions the API uses, with dates
 * relative to today so the statuses stay meaningful: Paid, Unpaid, Overdue, Overstay and Vacant rooms, a
 * checked-out rent in history, and payments spread over the past months for the revenue report.
 * Does nothing when the company already has buildings.
 */
import { SYSTEM_ACTIONS } from '../../../shared/audit/types.ts';
import { addDays, addMonths, isoDateOf, type IsoDate } from '../../../shared/domain/dates.ts';
import type { RentType } from '../../../shared/rent/rules.ts';
import type { PaymentMethod } from '../../../shared/rent/limits.ts';
import { listBuildings } from '../data/buildings.ts';
import { parseRentId } from '../ids.ts';
import { systemAuditContext } from '../../lib/audit.ts';
import { addBuilding } from './buildings.ts';
import { recordRentPayment } from './payments.ts';
import { addRent, checkoutTenant } from './rents.ts';
import { addRoom } from './rooms.ts';
import { addTenant } from './tenants.ts';

interface DemoRent {
  room: string;
  tenant: number;
  price: number;
  type: RentType;
  /** Start and end relative to today, in months (or days for Daily/Weekly). */
  start: number;
  end: number;
  /** Payments: amount and how many days ago it was received. */
  payments: Array<[amount: number, daysAgo: number]>;
  /** Check the tenant out this many days ago. */
  checkoutDaysAgo?: number;
}

/**
 * The tenant the portal's demo signs in as (npm start's banner names the email): Amelia Hart, whose current rent in
 * Room 101 is overdue, at an address of the demo's own domain.
 */
export const DEMO_PORTAL_TENANT = { name: 'Amelia Hart', email: 'tenant@demo.example' } as const;

const TENANTS = [
  [DEMO_PORTAL_TENANT.name, '+44 7700 900101', DEMO_PORTAL_TENANT.email, 'Passport', 'UK'],
  ['Ben Okafor', '+44 7700 900102', 'ben.okafor@example.com', 'Driver License', 'UK'],
  ['Chloe Martin', '+44 7700 900103', 'chloe.martin@example.com', 'National ID', 'France'],
  ['Dev Patel', '+44 7700 900104', 'dev.patel@example.com', 'Passport', 'India'],
  ['Eva Novak', '+44 7700 900105', 'eva.novak@example.com', 'National ID', 'Czechia'],
  ['Finn Murphy', '+44 7700 900106', 'finn.murphy@example.com', 'Driver License', 'Ireland'],
  ['Grace Liu', '+44 7700 900107', 'grace.liu@example.com', 'Passport', 'Canada'],
  ['Hugo Silva', '+44 7700 900108', 'hugo.silva@example.com', 'National ID', 'Portugal'],
] as const;

const BUILDINGS = [
  {
    number: 1,
    name: 'Riverside Court',
    floors: 3,
    address: '4 Riverside Walk, Bristol',
    rooms: { 1: ['101', '102', '103'], 2: ['201', '202'], 3: ['301', '302'] } as Record<number, string[]>,
    rents: [
      // Overdue: 4 months due, 1 paid
      { room: '101', tenant: 0, price: 950, type: 'Monthly', start: -3, end: 9, payments: [[950, 85]] },
      // Paid: 3 months due, 3 paid
      {
        room: '102',
        tenant: 1,
        price: 1100,
        type: 'Monthly',
        start: -2,
        end: 10,
        payments: [
          [1100, 60],
          [1100, 30],
          [1100, 2],
        ],
      },
      // Unpaid: 2 weeks due, 1 paid
      { room: '201', tenant: 2, price: 240, type: 'Weekly', start: -10, end: 80, payments: [[240, 9]] },
      // Unpaid: starts today
      { room: '202', tenant: 3, price: 875.5, type: 'Monthly', start: 0, end: 6, payments: [] },
      // A past tenancy, settled and checked out: the room is Vacant with history
      {
        room: '301',
        tenant: 4,
        price: 700,
        type: 'Monthly',
        start: -6,
        end: -2,
        payments: [
          [700, 180],
          [700, 150],
          [700, 120],
          [700, 90],
          [700, 62],
        ],
        checkoutDaysAgo: 60,
      },
      // Overstay: the end date has passed and the tenant is still there
      {
        room: '302',
        tenant: 5,
        price: 60,
        type: 'Daily',
        start: -20,
        end: -3,
        payments: [
          [600, 15],
          [300, 5],
        ],
      },
    ] as DemoRent[],
  },
  {
    number: 2,
    name: 'Station House',
    floors: 2,
    address: '1 Station Road, Bath',
    rooms: { 1: ['G1', 'G2'], 2: ['1A', '1B'] } as Record<number, string[]>,
    rents: [
      // Paid ahead: 6 months due, 7 paid
      {
        room: 'G1',
        tenant: 6,
        price: 650,
        type: 'Monthly',
        start: -5,
        end: 7,
        payments: [
          [1300, 150],
          [1300, 90],
          [1300, 20],
          [650, 1],
        ],
      },
      // Overdue: 3 months due, nothing paid
      { room: '1A', tenant: 7, price: 820, type: 'Monthly', start: -2, end: 10, payments: [] },
    ] as DemoRent[],
  },
];

const METHODS: PaymentMethod[] = ['Barclays', 'HSBC', 'Lloyds Bank', 'Others'];

/**
 * Tenancies before the current ones, so Insights show two years (occupancy, collection, days to pay, vacancy): each a
 * Monthly rent of `months` periods from `start` months ago, checked out the day before its next period, paid period by
 * period some days late (LATENESS), except its last `unpaid` periods (a past tenant who still owes: arrears).
 */
interface PastTenancy {
  room: string;
  price: number;
  start: number;
  months: number;
  unpaid?: number;
}

const PAST_TENANTS = [
  'Isla Brown',
  'Jack Wilson',
  'Kai Nakamura',
  'Lena Fischer',
  'Mia Rossi',
  'Noah Evans',
  'Olivia Kaur',
  'Priya Shah',
  'Quinn Taylor',
  'Rosa Garcia',
  'Sami Haddad',
] as const;

const PAST_BY_BUILDING: Record<number, PastTenancy[]> = {
  1: [
    { room: '101', price: 900, start: -24, months: 20 },
    { room: '102', price: 1050, start: -22, months: 19 },
    { room: '103', price: 800, start: -23, months: 15, unpaid: 2 },
    { room: '201', price: 950, start: -20, months: 18 },
    { room: '202', price: 850, start: -18, months: 15 },
    { room: '301', price: 680, start: -24, months: 16 },
    { room: '302', price: 750, start: -21, months: 18 },
  ],
  2: [
    { room: 'G1', price: 600, start: -24, months: 17 },
    { room: 'G2', price: 620, start: -15, months: 11 },
    { room: '1A', price: 790, start: -24, months: 21 },
    { room: '1B', price: 700, start: -12, months: 10 },
  ],
};

/** Days after its due date each period of a past tenancy is paid (by period and tenancy: a few pay late often). */
const LATENESS = [0, 2, 5, 0, 12, 3, 0, 25, 1, 7] as const;

function relative(today: IsoDate, type: RentType, offset: number): IsoDate {
  return type === 'Monthly' ? addMonths(today, offset) : addDays(today, offset);
}

/** Creates the demo buildings, rooms, tenants, rents and payments; returns lines for the console. */
export async function seedDemoRent(companyId: string, now = new Date()): Promise<string[]> {
  if ((await listBuildings(companyId)).length > 0) return ['Demo rent data: already present'];
  // demo data is the product's own import: its entries name the System
  const audit = systemAuditContext(companyId, SYSTEM_ACTIONS.seedDemoRent, 'import');
  const today = isoDateOf(now);
  const tenantIds: string[] = [];
  for (const [name, phone, email, idType, country] of TENANTS) {
    const { id } = await addTenant(
      audit,
      {
        name,
        phone,
        email,
        address: '',
        idType,
        idNumber: `${idType.slice(0, 2).toUpperCase()}${phone.slice(-6)}`,
        idExpiry: addMonths(today, 36),
        idIssuingCountry: country,
      },
      now,
    );
    tenantIds.push(id);
  }
  const pastTenantIds: string[] = [];
  for (const [i, name] of PAST_TENANTS.entries()) {
    const phone = `+44 7700 900${String(201 + i)}`;
    const { id } = await addTenant(
      audit,
      {
        name,
        phone,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        address: '',
        idType: 'Passport',
        idNumber: `PA${phone.slice(-6)}`,
        idExpiry: addMonths(today, 36),
        idIssuingCountry: 'UK',
      },
      now,
    );
    pastTenantIds.push(id);
  }
  let rents = 0;
  let payments = 0;
  let past = 0;
  for (const b of BUILDINGS) {
    await addBuilding(audit, { buildingNumber: b.number, buildingName: b.name, buildingLevels: b.floors, address: b.address }, now);
    const roomIds = new Map<string, string>();
    for (const [level, numbers] of Object.entries(b.rooms)) {
      for (const roomNumber of numbers) {
        const { id } = await addRoom(audit, { buildingNumber: b.number, levelNumber: Number(level), roomNumber }, now);
        roomIds.set(roomNumber, id);
      }
    }
    // the rooms' history first: each past tenancy ends before the room's current rent starts
    for (const t of PAST_BY_BUILDING[b.number] ?? []) {
      const n = past++;
      const start = addMonths(today, t.start);
      const roomId = roomIds.get(t.room)!;
      const { rentId } = await addRent(
        audit,
        {
          room_id: roomId,
          tenantID: pastTenantIds[n % pastTenantIds.length],
          rent_price: t.price,
          deposit: t.price,
          rent_start_date: start,
          rent_end_date: addMonths(start, 12),
          rent_type: 'Monthly',
        },
        now,
      );
      rents += 1;
      for (let k = 0; k < t.months - (t.unpaid ?? 0); k++) {
        const paidOn = addDays(addMonths(start, k), LATENESS[(k + n) % LATENESS.length]);
        await recordRentPayment(
          audit,
          parseRentId(rentId)!,
          { method: METHODS[(k + n) % METHODS.length], reference: `HIST-${t.room}-${k + 1}`, amountCents: Math.round(t.price * 100) },
          new Date(`${paidOn}T10:00:00.000Z`),
        );
        payments += 1;
      }
      await checkoutTenant(audit, { room_id: roomId, checkoutDate: addDays(addMonths(start, t.months), -1) }, now);
    }
    for (const r of b.rents) {
      const roomId = roomIds.get(r.room)!;
      const { rentId } = await addRent(
        audit,
        {
          room_id: roomId,
          tenantID: tenantIds[r.tenant],
          rent_price: r.price,
          deposit: r.price,
          rent_start_date: relative(today, r.type, r.start),
          rent_end_date: relative(today, r.type, r.end),
          rent_type: r.type,
        },
        now,
      );
      rents += 1;
      for (const [i, [amount, daysAgo]] of r.payments.entries()) {
        const at = new Date(now.getTime() - daysAgo * 86_400_000);
        await recordRentPayment(
          audit,
          parseRentId(rentId)!,
          { method: METHODS[(payments + i) % METHODS.length], reference: `DEMO-${r.room}-${i + 1}`, amountCents: Math.round(amount * 100) },
          at,
        );
      }
      payments += r.payments.length;
      if (r.checkoutDaysAgo !== undefined) {
        await checkoutTenant(audit, { room_id: roomId, checkoutDate: addDays(today, -r.checkoutDaysAgo) }, now);
      }
    }
  }
  return [
    `Demo rent data: ${BUILDINGS.length} buildings, ${tenantIds.length + pastTenantIds.length} tenants, ${rents} rents (${past} from the last two years, moved out), ${payments} payments`,
  ];
}

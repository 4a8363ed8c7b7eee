/**
 * Demo expenses for a local company (`npm start`): the twelve months up to today, through the same service the API
 * uses, so the day sums of the financial account agree with the list. Monthly rent, salaries and utilities, taxes
 * each quarter, and a few smaller expenses a week (supplies, transport, maintenance, marketing, other), so the
 * monthly and yearly charts show real shapes.
 *
 * Idempotent: the plan depends only on the calendar dates, and each expense has a fixed id derived from its date
 * and slot, so a repeat is a failed condition that writes nothing; a start on a later day adds only the new days.
 */
import { encodeTime } from 'ulid';
import { SYSTEM_ACTIONS } from '../../../shared/audit/types.ts';
import { addDays, daysInMonth, parseIsoDate } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import { utcToday, type ExpenseCategoryId } from '../../../shared/inventory/finance.ts';
import { systemAuditContext } from '../../lib/audit.ts';
import { addExpense } from './finance.ts';

const DAYS = 365;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A repeatable pseudo-random stream per key (FNV-1a seed, mulberry32). */
export function randomOf(key: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) seed = Math.imul(seed ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The fixed ULID of slot `slot` on `date`: its time part is that day at 09:00 UTC plus `slot` minutes. */
function seedId(date: string, slot: number): { id: string; at: Date } {
  const at = new Date(`${date}T09:00:00.000Z`);
  at.setUTCMinutes(slot);
  const random = randomOf(`expense-id:${date}:${slot}`);
  const tail = Array.from({ length: 16 }, () => CROCKFORD[Math.floor(random() * 32)]).join('');
  return { id: `${encodeTime(at.getTime(), 10)}${tail}`, at };
}

/**
 * The amounts above are a mid-sized warehouse's; the demo company sells about a thousand dollars a month, so they are
 * divided by this to keep its financial account plausible (a modest negative balance, not −$150k a year).
 */
const EXPENSE_SCALE = 10;

interface Planned {
  category: ExpenseCategoryId;
  cents: number;
  description: string;
}

const between = (random: () => number, minCents: number, maxCents: number) => minCents + Math.floor(random() * (maxCents - minCents + 1));
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

const SMALL: ReadonlyArray<readonly [ExpenseCategoryId, number, number, readonly string[]]> = [
  ['supplies', 1_500, 32_000, ['Printer paper and toner', 'Packing tape and boxes', 'Cleaning supplies', 'Shipping labels', 'Stationery']],
  ['transport', 1_200, 24_000, ['Courier to North Depot', 'Van fuel', 'Pallet delivery', 'Parking and tolls', 'Taxi to supplier visit']],
  [
    'maintenance',
    4_500,
    68_000,
    ['Forklift service', 'Roller door repair', 'Lighting replacement', 'Racking inspection', 'HVAC filter change'],
  ],
  ['marketing', 8_000, 95_000, ['Online ads', 'Trade show stand', 'Product photography', 'Flyers and brochures', 'Newsletter tool']],
  ['other', 900, 15_000, ['Staff refreshments', 'Bank charges', 'Software subscription', 'Postage', 'First aid kit refill']],
];

/** What is spent on `date`, in slot order (the plan of one day never changes). */
function planOf(date: string): Planned[] {
  const random = randomOf(`expense-plan:${date}`);
  const { year, month, day } = parseIsoDate(date);
  const out: Planned[] = [];
  const monthName = new Date(`${date}T00:00:00Z`).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  if (day === 1) out.push({ category: 'rent', cents: 240_000, description: `Warehouse rent, ${monthName} ${year}` });
  if (day === 5)
    out.push({ category: 'utilities', cents: between(random, 21_000, 46_000), description: `Electricity and water, ${monthName}` });
  if (day === Math.min(28, daysInMonth(year, month))) {
    out.push({ category: 'salaries', cents: between(random, 850_000, 960_000), description: `Payroll, ${monthName} ${year}` });
  }
  if (day === 20 && month % 3 === 0)
    out.push({ category: 'taxes', cents: between(random, 120_000, 200_000), description: `VAT return, Q${month / 3} ${year}` });
  // a few smaller expenses a week: about three in seven days
  if (random() < 3 / 7) {
    const [category, min, max, descriptions] = pick(random, SMALL);
    out.push({ category, cents: between(random, min, max), description: pick(random, descriptions) });
  }
  return out.map((p) => ({ ...p, cents: Math.max(100, Math.round(p.cents / EXPENSE_SCALE)) }));
}

/** Records the demo expenses of the 365 days up to `now` (UTC); returns how many were new. */
export async function seedExpenses(companyId: string, now = new Date()): Promise<number> {
  const today = utcToday(now);
  let added = 0;
  for (let back = DAYS - 1; back >= 0; back--) {
    const date = addDays(today, -back);
    for (const [slot, p] of planOf(date).entries()) {
      const { id, at } = seedId(date, slot);
      const { recorded } = await addExpense(
        systemAuditContext(companyId, SYSTEM_ACTIONS.demoData, 'import'),
        { category: p.category, amount: fromCents(p.cents), description: p.description, date },
        at < now ? at : now,
        { expenseId: id },
      );
      if (recorded) added++;
    }
  }
  return added;
}

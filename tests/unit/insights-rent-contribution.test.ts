/**
 * The rent area's monthly figures from one rent, room and payment at a time (shared/insights/rent-contribution.ts):
 * hand-computed tables for the calendar's edges, then seeded random rents checked day by day against
 * `rentMonthFigures` of their summed moves over 30 months.
 */
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isBefore, type IsoDate } from '../../shared/domain/dates.ts';
import { openingLevels, type Figures } from '../../shared/insights/levels.ts';
import { monthOf, monthsFrom, type Month } from '../../shared/insights/months.ts';
import {
  diffMoves,
  mergeMoves,
  paymentMoves,
  rentContribution,
  roomChainMoves,
  roomContribution,
  type ContributionFee,
  type ContributionPayment,
  type ContributionRent,
  type RentMove,
} from '../../shared/insights/rent-contribution.ts';
import { RENT_LEVEL_NAMES, rentMonthFigures, yearlyRentCents } from '../../shared/insights/rent-figures.ts';
import { periodStart, periodsOwedBy, type RentType } from '../../shared/rent/rules.ts';

const rentOf = (over: Partial<ContributionRent>): ContributionRent => ({
  buildingNumber: 7,
  tenantId: 'T1',
  rentPriceCents: 1000,
  startDate: '2024-01-01',
  endDate: '2026-12-31',
  rentType: 'Monthly',
  checkoutDate: null,
  ...over,
});

/** What `rentMonthFigures` shows for each month, from moves as the table would hold them (one subject). */
function figuresByMonth(moves: readonly RentMove[], months: readonly Month[], kind: 'B' | 'T' = 'B', subject = '7') {
  const own = new Map<Month, Record<string, number>>();
  const now: Record<string, number> = {};
  const changes = new Map<Month, Record<string, number>>();
  for (const m of mergeMoves(moves).filter((x) => x.kind === kind && x.subject === subject)) {
    const o = own.get(m.month) ?? {};
    for (const [n, v] of Object.entries({ ...m.add })) o[n] = (o[n] ?? 0) + v;
    for (const [n, v] of Object.entries(m.level ?? {})) {
      now[n] = (now[n] ?? 0) + v;
      const c = changes.get(m.month) ?? {};
      c[n] = (c[n] ?? 0) + v;
      changes.set(m.month, c);
    }
    own.set(m.month, o);
  }
  const opening = openingLevels(now, changes as Map<Month, Figures>, months, RENT_LEVEL_NAMES);
  return new Map(months.map((month) => [month, rentMonthFigures(month, opening.get(month)!, own.get(month) ?? {})]));
}

const pick = (moves: RentMove[], months: Month[], name: keyof ReturnType<typeof rentMonthFigures>, kind: 'B' | 'T' = 'B', subject = '7') =>
  months.map((m) => figuresByMonth(moves, months, kind, subject).get(m)![name]);

describe('rentContribution: hand-computed months', () => {
  const cases: Array<{
    name: string;
    rent: Partial<ContributionRent>;
    payments?: ContributionPayment[];
    fees?: ContributionFee[];
    months: [Month, Month];
    expect: Partial<Record<keyof ReturnType<typeof rentMonthFigures>, number[]>>;
  }> = [
    {
      name: 'a monthly rent started on the 31st bills once a month (Feb 29 in a leap year)',
      rent: { startDate: '2024-01-31' },
      months: ['2024-01', '2024-04'],
      expect: { rentBilledCents: [1000, 1000, 1000, 1000], occupiedDays: [1, 29, 31, 30] },
    },
    {
      name: 'the same in a common year (Feb 28)',
      rent: { startDate: '2023-01-31' },
      months: ['2023-01', '2023-03'],
      expect: { rentBilledCents: [1000, 1000, 1000], occupiedDays: [1, 28, 31] },
    },
    {
      name: 'a rent starting mid-month occupies from its start day',
      rent: { startDate: '2024-03-15' },
      months: ['2024-02', '2024-04'],
      expect: { occupiedDays: [0, 17, 30], rentBilledCents: [0, 1000, 1000] },
    },
    {
      name: 'a weekly rent bills each week on its weekday across months',
      rent: { startDate: '2024-01-29', rentType: 'Weekly', rentPriceCents: 700 },
      months: ['2024-01', '2024-04'],
      expect: { rentBilledCents: [700, 2800, 2800, 3500], occupiedDays: [3, 29, 31, 30] },
    },
    {
      name: 'a daily rent checked out mid-month: billed to the checkout day, vacant from it at its yearly rate',
      rent: { startDate: '2024-01-01', rentType: 'Daily', rentPriceCents: 100, checkoutDate: '2024-01-10' },
      months: ['2024-01', '2024-02'],
      // occupied 1–9 Jan; periods owed as of 10 Jan: 10; vacant 10–31 Jan (22 days) and February at 365 × $1 a year
      expect: { occupiedDays: [9, 0], rentBilledCents: [1000, 0], vacancyCostCents: [2200, 2900] },
    },
    {
      name: 'a payment covering several months pays each period in its due month, ahead of time in 0 days',
      rent: { startDate: '2024-01-05' },
      payments: [{ date: '2024-01-05', amountCents: 3500 }],
      months: ['2024-01', '2024-04'],
      expect: { collectedCents: [1000, 1000, 1000, 500], incomeCents: [3500, 0, 0, 0], payPeriods: [1, 1, 1, 0], payDays: [0, 0, 0, 0] },
    },
    {
      name: 'a late payment counts the days from the due date to the payment completing the period',
      rent: { startDate: '2024-01-05' },
      payments: [
        { date: '2024-02-01', amountCents: 400 },
        { date: '2024-02-20', amountCents: 1600 },
      ],
      months: ['2024-01', '2024-02'],
      expect: { collectedCents: [1000, 1000], incomeCents: [0, 2000], payPeriods: [1, 1], payDays: [46, 15] },
    },
    {
      name: 'a checked-out rent: what is paid past its periods pays its fees, in the payment month; a waived fee is not owed',
      rent: { checkoutDate: '2024-02-15' },
      payments: [{ date: '2024-03-01', amountCents: 2300 }],
      fees: [
        { postedAt: '2024-01-20T10:00:00.000Z', amountCents: 200 },
        { postedAt: '2024-02-20T10:00:00.000Z', amountCents: 50, waived: true },
      ],
      months: ['2024-01', '2024-03'],
      expect: {
        rentBilledCents: [1000, 1000, 0],
        billedCents: [1200, 1050, 0],
        collectedCents: [1000, 1000, 200],
        feesCollectedCents: [0, 0, 200],
        feesBilledCents: [200, 50, 0],
        feesWaivedCents: [0, 50, 0],
        incomeCents: [0, 0, 2300],
      },
    },
    {
      name: 'a current rent: a fee paid with the rent pays the next period first (payments pay periods first)',
      rent: {},
      payments: [{ date: '2024-01-25', amountCents: 1200 }],
      fees: [{ postedAt: '2024-01-20T10:00:00.000Z', amountCents: 200 }],
      months: ['2024-01', '2024-02'],
      expect: { collectedCents: [1000, 200], feesCollectedCents: [0, 0], feesBilledCents: [200, 0] },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const moves = rentContribution(rentOf(c.rent), c.payments ?? [], c.fees ?? [], { nextRentStart: null });
      const months = monthsFrom(...c.months);
      for (const [name, values] of Object.entries(c.expect)) expect([name, pick(moves, months, name as never)]).toEqual([name, values]);
    });
  }

  it('a void in a later month takes the payment back from its month and moves the later payment onto the old period', () => {
    const rent = rentOf({ startDate: '2024-01-05' });
    const p1: ContributionPayment = { date: '2024-01-05', paidAt: '2024-01-05T09:00:00Z', amountCents: 1000 };
    const p2: ContributionPayment = { date: '2024-02-10', paidAt: '2024-02-10T09:00:00Z', amountCents: 1000 };
    const before = rentContribution(rent, [p1, p2], []);
    const after = rentContribution(rent, [{ ...p1, voided: true }, p2], []);
    const change = diffMoves(before, after);
    const months = monthsFrom('2024-01', '2024-02');
    expect(pick(change, months, 'incomeCents')).toEqual([-1000, 0]);
    expect(pick(change, months, 'collectedCents')).toEqual([0, -1000]);
    // January's period is now completed on 10 Feb (36 days late, was 0); February's (5 days late) is not paid any more
    expect(pick(change, months, 'payDays')).toEqual([36, -5]);
    expect(pick(change, months, 'payPeriods')).toEqual([0, -1]);
    expect(pick(change, months, 'payDays', 'T', '7#T1')).toEqual([36, -5]);
    // nothing but payment figures moved
    expect(change.every((m) => !m.level)).toBe(true);
  });

  it('a fee, then its waiver: billed stays in the posting month, waived joins it', () => {
    const rent = rentOf({});
    const fee: ContributionFee = { postedAt: '2024-03-09T23:59:00.000Z', amountCents: 250 };
    const posted = diffMoves(rentContribution(rent, [], []), rentContribution(rent, [], [fee]));
    expect(posted).toEqual([{ kind: 'B', subject: '7', month: '2024-03', add: { feesBilled: 250 } }]);
    const waived = diffMoves(rentContribution(rent, [], [fee]), rentContribution(rent, [], [{ ...fee, waived: true }]));
    expect(waived).toEqual([{ kind: 'B', subject: '7', month: '2024-03', add: { feesWaived: 250 } }]);
  });

  it('paymentMoves (a new payment after the others) equals the full difference', () => {
    const rent = rentOf({ startDate: '2024-01-05', checkoutDate: '2024-04-20' });
    const earlier: ContributionPayment[] = [
      { date: '2024-01-07', amountCents: 700 },
      { date: '2024-02-01', amountCents: 1800 },
    ];
    const fees: ContributionFee[] = [{ postedAt: '2024-02-12T00:00:00Z', amountCents: 300 }];
    const next: ContributionPayment = { date: '2024-05-02', amountCents: 1900 };
    const full = diffMoves(rentContribution(rent, earlier, fees), rentContribution(rent, [...earlier, next], fees));
    expect(paymentMoves(rent, 2500, 300, next)).toEqual(full);
    const months = monthsFrom('2024-01', '2024-05');
    // collectedCents shows rent and fees collected together
    expect(pick(full, months, 'collectedCents')).toEqual([0, 0, 500, 1000, 300]);
    expect(pick(full, months, 'feesCollectedCents')).toEqual([0, 0, 0, 0, 300]);
  });

  it('a rent written before rent types were kept is Monthly', () => {
    const months = monthsFrom('2024-01', '2024-02');
    const old = rentContribution(rentOf({ rentType: undefined, startDate: '2024-01-10' }), [], []);
    expect(old).toEqual(rentContribution(rentOf({ startDate: '2024-01-10' }), [], []));
    expect(pick(old, months, 'rentBilledCents')).toEqual([1000, 1000]);
  });

  it('the next rent ends the vacancy; a room counts from the earlier of its creation and its first rent', () => {
    const room = { buildingNumber: 7, createdAt: '2024-03-10T12:00:00.000Z' };
    const first = {
      ...rentOf({ startDate: '2024-02-01', checkoutDate: '2024-04-16', rentPriceCents: 3650, rentType: 'Daily' as const }),
      rentUlid: 'A',
    };
    const second = { ...rentOf({ startDate: '2024-04-21' }), rentUlid: 'B' };
    const months = monthsFrom('2024-02', '2024-05');
    const alone = roomChainMoves(room, [first]);
    expect(pick(alone, months, 'roomDays')).toEqual([29, 31, 30, 31]);
    // $36.50 a day: 15 vacant days in April, every day of May
    expect(pick(alone, months, 'vacancyCostCents')).toEqual([0, 0, 15 * 3650, 31 * 3650]);
    const both = roomChainMoves(room, [second, first]);
    expect(pick(both, months, 'vacancyCostCents')).toEqual([0, 0, 5 * 3650, 0]);
    expect(yearlyRentCents(3650, 'Daily')).toBe(3650 * 365);
    expect(pick(roomContribution(room), months, 'roomDays')).toEqual([0, 22, 30, 31]);
  });
});

// ───────────────────────────── day by day ─────────────────────────────

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WINDOW: [Month, Month] = ['2023-01', '2025-06'];

/** The figures of one room with one rent and the next rent's start, counted day by day and period by period. */
function dayByDay(
  room: { createdAt: string },
  rent: ContributionRent,
  payments: ContributionPayment[],
  nextStart: IsoDate | null,
): Map<Month, Record<string, number>> {
  const out = new Map(
    monthsFrom(...WINDOW).map((m) => [
      m,
      { roomDays: 0, occupiedDays: 0, rentBilled: 0, vacancyRateDays: 0, collected: 0, income: 0, payDays: 0, payPeriods: 0 },
    ]),
  );
  const roomFrom = isBefore(rent.startDate, room.createdAt.slice(0, 10)) ? rent.startDate : room.createdAt.slice(0, 10);
  const rate = yearlyRentCents(rent.rentPriceCents, rent.rentType ?? 'Monthly');
  for (let day = '2023-01-01'; day <= '2025-06-30'; day = addDays(day, 1)) {
    const f = out.get(monthOf(day))!;
    if (day >= roomFrom) f.roomDays += 1;
    if (day >= rent.startDate && (!rent.checkoutDate || day < rent.checkoutDate)) f.occupiedDays += 1;
    if (rent.checkoutDate && day >= rent.checkoutDate && (!nextStart || day < nextStart)) f.vacancyRateDays += rate;
  }
  const terms = { startDate: rent.startDate, endDate: rent.endDate, type: rent.rentType };
  const owed = rent.checkoutDate ? periodsOwedBy(terms, rent.checkoutDate) : Infinity;
  const ordered = [...payments].sort((a, b) => (a.date + a.paidAt < b.date + b.paidAt ? -1 : 1));
  const cumulative: number[] = [];
  ordered.reduce((s, p) => (cumulative.push(s + p.amountCents), s + p.amountCents), 0);
  const paid = cumulative.at(-1) ?? 0;
  for (const p of ordered) if (out.has(monthOf(p.date))) out.get(monthOf(p.date))!.income += p.amountCents;
  for (let k = 0; k < owed; k++) {
    const due = periodStart(rent.startDate, rent.rentType ?? 'Monthly', k);
    if (due > '2025-06-30') break;
    const f = out.get(monthOf(due));
    if (!f) continue;
    f.rentBilled += rent.rentPriceCents;
    const share = Math.max(0, Math.min(rent.rentPriceCents, paid - k * rent.rentPriceCents));
    f.collected += share;
    if (rent.rentPriceCents > 0 && share === rent.rentPriceCents) {
      const by = ordered[cumulative.findIndex((c) => c >= (k + 1) * rent.rentPriceCents)]!;
      f.payPeriods += 1;
      f.payDays += Math.max(0, daysBetween(due, by.date));
    }
  }
  return out;
}

describe('rentContribution: seeded random rents against a day-by-day count over 30 months', () => {
  it('matches for 150 rents', () => {
    const random = mulberry32(35);
    const int = (n: number) => Math.floor(random() * n);
    const dayIn = (from: IsoDate, span: number) => addDays(from, int(span));
    const types: RentType[] = ['Daily', 'Weekly', 'Monthly'];
    for (let i = 0; i < 150; i++) {
      const createdAt = `${dayIn('2022-10-01', 500)}T${String(int(24)).padStart(2, '0')}:00:00.000Z`;
      const startDate = dayIn('2022-11-01', 800);
      const rentType = types[int(3)]!;
      const rent = rentOf({
        startDate,
        endDate: addDays(startDate, 1 + int(500)),
        rentType,
        rentPriceCents: int(4) === 0 ? 0 : 1 + int(rentType === 'Monthly' ? 200_000 : 20_000),
        checkoutDate: int(2) ? addDays(startDate, int(400)) : null,
      });
      const payments: ContributionPayment[] = Array.from({ length: int(6) }, (_, j) => ({
        date: dayIn(startDate, 500),
        paidAt: `T${j}`,
        amountCents: 1 + int(3 * Math.max(rent.rentPriceCents, 100)),
      }));
      const nextStart = rent.checkoutDate && int(2) ? addDays(rent.checkoutDate, int(90)) : null;
      const room = { buildingNumber: 7, createdAt };
      const moves = [...rentContribution(rent, payments, [], { nextRentStart: nextStart }), ...roomContribution(room, startDate)];
      const months = monthsFrom(...WINDOW);
      const shown = figuresByMonth(moves, months);
      const expected = dayByDay(room, rent, payments, nextStart);
      for (const month of months) {
        const s = shown.get(month)!;
        const e = expected.get(month)!;
        const label = `rent ${i} ${JSON.stringify(rent)} ${month}`;
        expect({ label, roomDays: s.roomDays, occupiedDays: s.occupiedDays, billed: s.rentBilledCents }).toEqual({
          label,
          roomDays: e.roomDays,
          occupiedDays: e.occupiedDays,
          billed: e.rentBilled,
        });
        expect({ label, vacancy: s.vacancyCostCents }).toEqual({ label, vacancy: Math.floor((e.vacancyRateDays * 2 + 365) / 730) });
        expect({ label, collected: s.collectedCents, income: s.incomeCents, payDays: s.payDays, payPeriods: s.payPeriods }).toEqual({
          label,
          collected: e.collected,
          income: e.income,
          payDays: e.payDays,
          payPeriods: e.payPeriods,
        });
      }
    }
  });
});

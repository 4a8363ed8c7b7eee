/**
 * What one rent, one room and one maintenance cost contribute to the rent area's monthly figures (rent-figures.ts),
 * as moves of kind B (subject: the building number) and T (subject: the tenant id, `payDays` and `payPeriods` only).
 * Pure and free of the clock: a record's contribution depends on its own fields and its payments and fees, never on
 * today, so a change is exactly `diffMoves(contribution before, contribution after)` and the figures of every
 * record summed are what the table holds.
 *
 * Choices where INSIGHTS.md is silent (functions/rent/README.md repeats them):
 * - Payments pay periods first, oldest first (rules.ts). The periods a payment can pay are those owed as of the
 *   checkout date for a checked-out rent, and every period of a current rent (as `paidPeriods` counts them: what a
 *   current tenant pays ahead pays the next periods, in the months they fall due). So `feesCollected` moves only for
 *   what is paid beyond every period owed: a checked-out rent, or a rent priced 0. Using today instead would change
 *   the figures without a change to record.
 * - Periods starting after RENT_DATES.max are never paid: what is paid beyond them is credit (it bounds the walk).
 * - A period of a rent priced 0 is paid by nothing: it counts in no `payDays` or `payPeriods`.
 * - Payments are taken in the order they were made (date, then time recorded, then reference).
 * - Vacancy: a checked-out rent's room is vacant at the rent's yearly rate from its checkout until the room's next
 *   rent (by start date) starts; the checked-out rent's own contribution ends it, given the next rent's start, so
 *   adding, moving or deleting the next rent moves the previous rent's vacancy (`roomChainMoves`).
 * - A room counts from the earlier of its creation day (UTC) and its first rent's start. A deleted room or rent
 *   takes its whole contribution with it: history is recomputed from the records that remain.
 * - Late fees count by the UTC month of their posting time; a waiver moves `feesWaived` in the fee's posting month
 *   and leaves `feesBilled` as posted (billed − waived is what was owed).
 */
import { daysBetween, isAfter, type IsoDate } from '../domain/dates.ts';
import { RENT_DATES } from '../rent/limits.ts';
import { DEFAULT_RENT_TYPE, periodStart, periodsOwedBy, type RentType } from '../rent/rules.ts';
import type { Figures } from './levels.ts';
import { monthOf, type Month } from './months.ts';
import { billingLevelOf, levelChangeAt, openRequestsFigure, yearlyRentCents, type RentLevel } from './rent-figures.ts';

/** One subject's figures in one month, the shape `monthlyOps` takes (functions/insights/monthly.ts MonthlyMove). */
export interface RentMove {
  readonly kind: 'B' | 'T';
  readonly subject: string;
  readonly month: Month;
  readonly add?: Figures;
  readonly level?: Figures;
}

/** What the rules need of a rent (a RentRecord carries it). */
export interface ContributionRent {
  buildingNumber: number;
  tenantId: string;
  rentPriceCents: number;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Missing on old records: Monthly (rules.ts). */
  rentType: RentType | null | undefined;
  checkoutDate: IsoDate | null;
}

export interface ContributionPayment {
  /** The payment's day ('yyyy-mm-dd'). */
  date: IsoDate;
  /** When it was recorded (ISO time): orders payments of one day. */
  paidAt?: string;
  reference?: string;
  amountCents: number;
  voided?: boolean;
}

export interface ContributionFee {
  /** ISO time of posting: its UTC month is the month it is billed in. */
  postedAt: string;
  amountCents: number;
  waived?: boolean;
}

/** The room's side of a rent: the start of the room's next rent (null: none yet), which ends this rent's vacancy. */
export interface RoomContext {
  nextRentStart: IsoDate | null;
}

const building = (n: number) => String(n);

/** Adds `value` to `name` of the move of (kind, subject, month) in `into`, creating it. */
function bump(
  into: Map<string, MutableMove>,
  kind: 'B' | 'T',
  subject: string,
  month: Month,
  name: string,
  value: number,
  part: 'add' | 'level' = 'add',
) {
  if (!value) return;
  const key = `${kind}|${subject}|${month}`;
  const move = into.get(key) ?? { kind, subject, month, add: {}, level: {} };
  move[part][name] = (move[part][name] ?? 0) + value;
  into.set(key, move);
}
interface MutableMove {
  kind: 'B' | 'T';
  subject: string;
  month: Month;
  add: Record<string, number>;
  level: Record<string, number>;
}

function pushLevelChange(into: Map<string, MutableMove>, subject: string, date: IsoDate, levels: Partial<Record<RentLevel, number>>) {
  const change = levelChangeAt(date, levels);
  for (const [name, value] of Object.entries(change.level)) bump(into, 'B', subject, change.month, name, value, 'level');
  for (const [name, value] of Object.entries(change.add)) bump(into, 'B', subject, change.month, name, value);
}

/** Moves merged per (kind, subject, month), zero figures and empty moves dropped, in a stable order. */
export function mergeMoves(moves: readonly RentMove[]): RentMove[] {
  const into = new Map<string, MutableMove>();
  for (const m of moves) {
    for (const [name, value] of Object.entries(m.add ?? {})) bump(into, m.kind, m.subject, m.month, name, value);
    for (const [name, value] of Object.entries(m.level ?? {})) bump(into, m.kind, m.subject, m.month, name, value, 'level');
  }
  const out: RentMove[] = [];
  for (const key of [...into.keys()].sort()) {
    const m = into.get(key)!;
    const add = Object.fromEntries(Object.entries(m.add).filter(([, v]) => v !== 0));
    const level = Object.fromEntries(Object.entries(m.level).filter(([, v]) => v !== 0));
    if (Object.keys(add).length === 0 && Object.keys(level).length === 0) continue;
    out.push({
      kind: m.kind,
      subject: m.subject,
      month: m.month,
      ...(Object.keys(add).length ? { add } : {}),
      ...(Object.keys(level).length ? { level } : {}),
    });
  }
  return out;
}

const negate = (f: Figures | undefined): Figures | undefined =>
  f ? Object.fromEntries(Object.entries(f).map(([k, v]) => [k, -v])) : undefined;

/** What a change moves: the contribution after less the one before (merged; what does not change drops out). */
export function diffMoves(before: readonly RentMove[], after: readonly RentMove[]): RentMove[] {
  return mergeMoves([...after, ...before.map((m) => ({ ...m, add: negate(m.add), level: negate(m.level) }))]);
}

/** Payments as they pay: not voided, in the order they were made. */
export function paymentsInOrder<P extends ContributionPayment>(payments: readonly P[]): P[] {
  const key = (p: ContributionPayment) => `${p.date}|${p.paidAt ?? ''}|${p.reference ?? ''}`;
  return payments.filter((p) => !p.voided).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * A rent's fees (billed and waived by the month of posting) and its payments (periods first, oldest first, then fees,
 * then credit): collected by the due month of the periods they pay, income by payment month, fees collected, days to
 * pay. Apart from rentContribution so a new payment's moves (paymentMoves) need none of the occupancy, billing or
 * vacancy rules, which cancel out of its difference.
 */
function paymentFigures(
  into: Map<string, MutableMove>,
  rent: ContributionRent,
  payments: readonly ContributionPayment[],
  fees: readonly ContributionFee[],
): void {
  const subject = building(rent.buildingNumber);
  const type = rent.rentType ?? DEFAULT_RENT_TYPE;
  const price = rent.rentPriceCents;
  const owed = rent.checkoutDate
    ? periodsOwedBy({ startDate: rent.startDate, endDate: rent.endDate, type }, rent.checkoutDate)
    : Number.POSITIVE_INFINITY;

  // Fees billed and waived, by the month of posting.
  let feesOwed = 0;
  for (const fee of fees) {
    const month = monthOf(fee.postedAt);
    bump(into, 'B', subject, month, 'feesBilled', fee.amountCents);
    if (fee.waived) bump(into, 'B', subject, month, 'feesWaived', fee.amountCents);
    else feesOwed += fee.amountCents;
  }

  // Payments: periods first, oldest first, then fees, then credit.
  let k = 0;
  let filled = 0;
  let feesPaid = 0;
  for (const payment of paymentsInOrder(payments)) {
    bump(into, 'B', subject, monthOf(payment.date), 'income', payment.amountCents);
    let left = payment.amountCents;
    while (price > 0 && left > 0 && k < owed) {
      const due = periodStart(rent.startDate, type, k);
      if (isAfter(due, RENT_DATES.max)) break;
      const take = Math.min(left, price - filled);
      const dueMonth = monthOf(due);
      bump(into, 'B', subject, dueMonth, 'collected', take);
      filled += take;
      left -= take;
      if (filled === price) {
        const days = Math.max(0, daysBetween(due, payment.date));
        for (const [kind, who] of [
          ['B', subject],
          // a tenant's figures per building, so a scoped account's late payers hold only its buildings' periods
          ['T', `${subject}#${rent.tenantId}`],
        ] as const) {
          bump(into, kind, who, dueMonth, 'payPeriods', 1);
          bump(into, kind, who, dueMonth, 'payDays', days);
        }
        k += 1;
        filled = 0;
      }
    }
    const toFees = Math.min(left, feesOwed - feesPaid);
    if (toFees > 0 && (price === 0 || k >= owed)) {
      bump(into, 'B', subject, monthOf(payment.date), 'feesCollected', toFees);
      feesPaid += toFees;
    }
  }
}

/**
 * Everything a rent contributes: occupancy and billing levels, its payments (collected by the due month of the
 * periods they pay, income by payment month, fees collected, days to pay), its fees billed and waived and, when
 * `room` is given, the vacancy after its checkout until the room's next rent starts.
 */
export function rentContribution(
  rent: ContributionRent,
  payments: readonly ContributionPayment[],
  fees: readonly ContributionFee[],
  room?: RoomContext,
): RentMove[] {
  const into = new Map<string, MutableMove>();
  const subject = building(rent.buildingNumber);
  const type = rent.rentType ?? DEFAULT_RENT_TYPE;
  const terms = { startDate: rent.startDate, endDate: rent.endDate, type };
  const price = rent.rentPriceCents;
  const owed = rent.checkoutDate ? periodsOwedBy(terms, rent.checkoutDate) : Number.POSITIVE_INFINITY;

  // Occupancy: from the start up to (not including) the checkout.
  pushLevelChange(into, subject, rent.startDate, { occupied: 1 });
  if (rent.checkoutDate) pushLevelChange(into, subject, rent.checkoutDate, { occupied: -1 });

  // Billing: each period starting from the start on, up to the first period not owed at the checkout.
  const billing = billingLevelOf(type, rent.startDate);
  pushLevelChange(into, subject, rent.startDate, { [billing]: price });
  if (rent.checkoutDate) pushLevelChange(into, subject, periodStart(rent.startDate, type, owed), { [billing]: -price });

  paymentFigures(into, rent, payments, fees);

  const moves = mergeMoves([...into.values()]);
  return room ? mergeMoves([...moves, ...vacancyMoves(rent, room.nextRentStart)]) : moves;
}

/** A checked-out rent's vacancy: its yearly rate from the checkout until the next rent's start (never before the checkout). */
export function vacancyMoves(
  rent: Pick<ContributionRent, 'buildingNumber' | 'rentPriceCents' | 'rentType' | 'checkoutDate'>,
  nextRentStart: IsoDate | null,
): RentMove[] {
  if (!rent.checkoutDate) return [];
  const rate = yearlyRentCents(rent.rentPriceCents, rent.rentType ?? DEFAULT_RENT_TYPE);
  const into = new Map<string, MutableMove>();
  const subject = building(rent.buildingNumber);
  pushLevelChange(into, subject, rent.checkoutDate, { vacancyRate: rate });
  if (nextRentStart)
    pushLevelChange(into, subject, isAfter(rent.checkoutDate, nextRentStart) ? rent.checkoutDate : nextRentStart, { vacancyRate: -rate });
  return mergeMoves([...into.values()]);
}

/** What a room contributes: one room from the earlier of its creation day and its first rent's start. */
export function roomContribution(room: { buildingNumber: number; createdAt: string }, firstRentStart?: IsoDate | null): RentMove[] {
  const created = room.createdAt.slice(0, 10);
  const from = firstRentStart && isAfter(created, firstRentStart) ? firstRentStart : created;
  const into = new Map<string, MutableMove>();
  pushLevelChange(into, building(room.buildingNumber), from, { rooms: 1 });
  return mergeMoves([...into.values()]);
}

/** A room's rents as its chain needs them (the rent ulid breaks ties of start dates: the older rent first). */
export type ChainRent = Pick<ContributionRent, 'buildingNumber' | 'rentPriceCents' | 'rentType' | 'checkoutDate' | 'startDate'> & {
  rentUlid: string;
};

/** The room's rents in the order they follow each other: by start date, then by ulid. */
export function chainOrder<R extends ChainRent>(rents: readonly R[]): R[] {
  return [...rents].sort((a, b) =>
    a.startDate !== b.startDate ? (a.startDate < b.startDate ? -1 : 1) : a.rentUlid < b.rentUlid ? -1 : a.rentUlid > b.rentUlid ? 1 : 0,
  );
}

/** The start of the rent after `rentUlid` in its room's chain (null: it is the last). */
export function nextRentStartOf(rents: readonly ChainRent[], rentUlid: string): IsoDate | null {
  const chain = chainOrder(rents);
  const i = chain.findIndex((r) => r.rentUlid === rentUlid);
  return i >= 0 && i + 1 < chain.length ? chain[i + 1]!.startDate : null;
}

/**
 * What a room and the links between its rents contribute: the room (from the earlier of its creation and its first
 * rent's start) and every checked-out rent's vacancy up to the next rent. A rent added, moved, checked out or deleted
 * changes this by `diffMoves(roomChainMoves(room, before), roomChainMoves(room, after))`.
 */
export function roomChainMoves(room: { buildingNumber: number; createdAt: string }, rents: readonly ChainRent[]): RentMove[] {
  const chain = chainOrder(rents);
  const moves = [...roomContribution(room, chain[0]?.startDate ?? null)];
  chain.forEach((rent, i) => moves.push(...vacancyMoves(rent, chain[i + 1]?.startDate ?? null)));
  return mergeMoves(moves);
}

/** A maintenance cost (cents, signed) in the month of its date. */
/**
 * What a maintenance request contributes, from the request as it is: its cost in the month it was reported, and while
 * it is open, one open request of its priority in that month (a level: OPEN_REQUEST_FIGURES).
 */
export function maintenanceContribution(request: {
  buildingNumber: number;
  reportedAt: string;
  costCents: number | null;
  status: string;
  priority: string;
}): RentMove[] {
  const open = request.status === 'Open' || request.status === 'In progress';
  return [
    ...maintenanceMove(request.buildingNumber, request.reportedAt.slice(0, 10), request.costCents ?? 0),
    ...(open
      ? [
          {
            kind: 'B' as const,
            subject: building(request.buildingNumber),
            month: monthOf(request.reportedAt),
            level: { [openRequestsFigure(request.priority)]: 1 },
          },
        ]
      : []),
  ];
}

export function maintenanceMove(buildingNumber: number, date: IsoDate, cents: number): RentMove[] {
  return cents ? [{ kind: 'B', subject: building(buildingNumber), month: monthOf(date), add: { maintenance: cents } }] : [];
}

/** A new payment made after every other (the usual case): its moves need only what was paid before it, not the list. */
export function paymentMoves(rent: ContributionRent, paidBefore: number, unwaivedFees: number, payment: ContributionPayment): RentMove[] {
  // Earlier payments stand in as one, dated before the new one: what they pay is the same before and after, so
  // their share cancels out of the difference and only the new payment's periods, fees and income are left.
  const earlier: ContributionPayment[] = paidBefore > 0 ? [{ date: '0001-01-01', amountCents: paidBefore }] : [];
  const fees: ContributionFee[] = unwaivedFees > 0 ? [{ postedAt: '0001-01-01T00:00:00.000Z', amountCents: unwaivedFees }] : [];
  const figures = (list: readonly ContributionPayment[]) => {
    const into = new Map<string, MutableMove>();
    paymentFigures(into, rent, list, fees);
    return mergeMoves([...into.values()]);
  };
  return diffMoves(figures(earlier), figures([...earlier, payment]));
}

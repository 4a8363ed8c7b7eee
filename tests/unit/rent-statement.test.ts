/** A tenant's statement (shared/rent/statement.ts): entries, order, opening and closing, and the unit page's figure. */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/domain/dates.ts';
import { buildStatement, type StatementRent } from '../../shared/rent/statement.ts';
import { rentState, type RentType } from '../../shared/rent/rules.ts';

const base: StatementRent = {
  label: 'Room 4, Harbour House',
  rentPriceCents: 50_000,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  type: 'Monthly',
  checkoutDate: null,
  payments: [],
  fees: [],
};

describe('buildStatement', () => {
  it.each([
    {
      name: 'three months due, one paid',
      rent: { ...base, payments: [{ date: '2026-01-03', reference: 'T1', method: 'Bank', amountCents: 50_000 }] },
      from: '2026-01-01',
      to: '2026-03-15',
      today: '2026-03-15',
      kinds: ['rent', 'payment', 'rent', 'rent'],
      opening: 0,
      closing: 100_000,
    },
    {
      name: 'a period paid the day it falls due: the charge first',
      rent: { ...base, payments: [{ date: '2026-01-01', reference: 'T1', method: 'Cash', amountCents: 50_000 }] },
      from: '2026-01-01',
      to: '2026-01-20',
      today: '2026-01-20',
      kinds: ['rent', 'payment'],
      opening: 0,
      closing: 0,
    },
    {
      name: 'the opening carries what came before the period',
      rent: base,
      from: '2026-03-01',
      to: '2026-03-31',
      today: '2026-04-10',
      kinds: ['rent'],
      opening: 100_000,
      closing: 150_000,
    },
    {
      name: 'a waived fee and a voided payment both show, and cancel out',
      rent: {
        ...base,
        fees: [
          {
            periodStart: '2026-01-01',
            amountCents: 2_500,
            postedAt: '2026-01-09T06:00:00Z',
            waived: true,
            waivedAt: '2026-01-12T10:00:00Z',
          },
        ],
        payments: [
          { date: '2026-01-05', reference: 'BAD', method: 'Cheque', amountCents: 50_000, voided: true, voidedAt: '2026-01-10T09:00:00Z' },
        ],
      },
      from: '2026-01-01',
      to: '2026-01-31',
      today: '2026-01-31',
      kinds: ['rent', 'payment', 'fee', 'void', 'waiver'],
      opening: 0,
      closing: 50_000,
    },
    {
      name: 'nothing after a checkout',
      rent: { ...base, checkoutDate: '2026-02-10' },
      from: '2026-01-01',
      to: '2026-06-30',
      today: '2026-06-30',
      kinds: ['rent', 'rent'],
      opening: 0,
      closing: 100_000,
    },
    {
      name: 'an empty period: opening = closing',
      rent: base,
      from: '2026-02-02',
      to: '2026-02-20',
      today: '2026-03-01',
      kinds: [],
      opening: 50_000 * 2,
      closing: 50_000 * 2,
    },
  ])('$name', ({ rent, from, to, today, kinds, opening, closing }) => {
    const s = buildStatement([rent], from, to, today);
    expect(s.lines.map((l) => l.kind)).toEqual(kinds);
    expect(s.openingCents).toBe(opening);
    expect(s.closingCents).toBe(closing);
    // the running balance adds up line by line
    let running = s.openingCents;
    for (const line of s.lines) {
      running += line.debitCents - line.creditCents;
      expect(line.balanceCents).toBe(running);
    }
  });

  it('closes today on the unit page figure (due so far − paid) for random rents, payments, fees, waivers and voids', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const types: RentType[] = ['Daily', 'Weekly', 'Monthly'];
    for (let i = 0; i < 300; i++) {
      const startDate = addDays('2025-01-01', rand(400));
      const endDate = addDays(startDate, 30 + rand(500));
      const today = addDays(startDate, rand(700));
      const checkoutDate = rand(4) === 0 ? addDays(startDate, rand(600)) : null;
      const checkout = checkoutDate && checkoutDate <= today ? checkoutDate : null;
      const payments = Array.from({ length: rand(6) }, (_, k) => ({
        date: addDays(startDate, rand(300)),
        reference: `R${k}`,
        method: 'Bank',
        amountCents: 1 + rand(90_000),
        voided: rand(5) === 0,
        voidedAt: `${addDays(startDate, 300 + rand(10))}T10:00:00Z`,
      }));
      const fees = Array.from({ length: rand(4) }, () => ({
        periodStart: startDate,
        amountCents: 1 + rand(5_000),
        postedAt: `${addDays(startDate, rand(200))}T06:00:00Z`,
        waived: rand(3) === 0,
        waivedAt: `${addDays(startDate, 250)}T06:00:00Z`,
      }));
      const rent: StatementRent = {
        ...base,
        type: types[rand(3)]!,
        rentPriceCents: rand(100_000),
        startDate,
        endDate,
        checkoutDate: checkout,
        payments,
        fees,
      };
      const statement = buildStatement([rent], startDate, '2099-12-31', today);
      const state = rentState({
        rentPriceCents: rent.rentPriceCents,
        startDate,
        endDate,
        type: rent.type,
        checkoutDate: checkout,
        paidCents: payments.filter((p) => !p.voided).reduce((s, p) => s + p.amountCents, 0),
        feesCents: fees.filter((f) => !f.waived).reduce((s, f) => s + f.amountCents, 0),
        today,
      });
      expect(statement.closingCents, `rent ${i}`).toBe(state.balanceCents);
    }
  });
});

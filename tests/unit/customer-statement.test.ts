/** A customer's statement (shared/inventory/customer-statement.ts): entries in order and the orders' owed figure. */
import { describe, expect, it } from 'vitest';
import { buildCustomerStatement, type StatementOrder } from '../../shared/inventory/customer-statement.ts';
import { amountOwedCents } from '../../shared/inventory/rules.ts';

const order = (o: Partial<StatementOrder>): StatementOrder => ({
  orderId: 1,
  orderDate: '2026-03-01',
  totalCents: 10_000,
  paidCents: 0,
  returnedCents: 0,
  invoiceNumber: null,
  cancelledAt: null,
  payments: [],
  returns: [],
  ...o,
});

describe('buildCustomerStatement', () => {
  it.each([
    { name: 'an unpaid order', orders: [order({})], kinds: ['invoice'], closing: 10_000 },
    {
      name: 'paid in part, a voided payment, a return',
      orders: [
        order({
          paidCents: 3_000,
          returnedCents: 2_500,
          payments: [
            { createdAt: '2026-03-02T10:00:00Z', reference: 'A', method: 'transfer', amountCents: 3_000 },
            {
              createdAt: '2026-03-03T10:00:00Z',
              reference: 'B',
              method: 'cheque',
              amountCents: 1_000,
              voided: true,
              voidedAt: '2026-03-05T10:00:00Z',
            },
          ],
          returns: [{ createdAt: '2026-03-04T10:00:00Z', quantity: 1, itemName: 'Widget', creditCents: 2_500 }],
        }),
      ],
      kinds: ['invoice', 'payment', 'payment', 'return', 'void'],
      closing: 4_500,
    },
    {
      name: 'a cancelled order owes nothing',
      orders: [
        order({
          paidCents: 1_000,
          cancelledAt: '2026-03-09T09:00:00Z',
          payments: [{ createdAt: '2026-03-02T10:00:00Z', reference: 'A', method: 'cash', amountCents: 1_000 }],
        }),
      ],
      kinds: ['invoice', 'payment', 'return'],
      closing: 0,
    },
  ])('$name', ({ orders, kinds, closing }) => {
    const s = buildCustomerStatement(orders, '2026-01-01', '2026-12-31');
    expect(s.lines.map((l) => l.kind)).toEqual(kinds);
    expect(s.closingCents).toBe(closing);
    const owed = orders.reduce((sum, o) => sum + (o.cancelledAt ? 0 : amountOwedCents(o.totalCents, o.returnedCents, o.paidCents)), 0);
    expect(s.closingCents).toBe(owed);
  });

  it('opens a later period on what came before it', () => {
    const s = buildCustomerStatement(
      [order({}), order({ orderId: 2, orderDate: '2026-05-01', totalCents: 500 })],
      '2026-04-01',
      '2026-12-31',
    );
    expect(s).toMatchObject({ openingCents: 10_000, closingCents: 10_500 });
    expect(s.lines).toHaveLength(1);
  });
});

/** Inventory rules, table-driven: the spec's numbers and INVENTORY.md's decisions are the cases. */
import { describe, expect, it } from 'vitest';
import {
  amountOwedCents,
  balanceCents,
  chartBuckets,
  editFulfilQuantity,
  fulfilmentStatus,
  initialFulfilQuantity,
  invoiceNumber,
  invoiceStatus,
  isShort,
  lessPercentCents,
  lineSharesCents,
  lineTotalCents,
  lotNumber,
  netUnitCents,
  orderNumber,
  orderTotals,
  parseOrderNumber,
  paymentStatus,
  shownPaymentStatus,
  progressTone,
  receivingStatus,
  returnCreditsCents,
  stockBannerTone,
  stockCardTone,
  stockStatus,
  statusTone,
  takeFromLots,
} from '../../shared/inventory/rules.ts';

describe('line totals: quantity × unit price less the line discount, half-up to the cent', () => {
  it.each([
    [1, 1000, 0, 1000],
    [3, 1999, 0, 5997],
    [3, 1999, 10, 5397], // 59.97 × 0.9 = 53.973 → 53.97
    [1, 1005, 50, 503], // 5.025 → 5.03 (half up)
    [1, 1, 50, 1], // 0.005 → 0.01
    [7, 333, 33.33, 1554], // 23.31 × 0.6667 = 15.540777 → 15.54
    [2, 500, 100, 0],
    [1_000_000, 99_999_999, 12.5, 87_499_999_125_000],
  ])('%i × %i¢ less %d%% = %i¢', (qty, unit, discount, expected) => {
    expect(lineTotalCents(qty, unit, discount)).toBe(expected);
  });
});

describe('order totals: subtotal = Σ lines, total = subtotal less the overall discount, never below 0', () => {
  it.each([
    ['no lines', [], 0, 0, 0],
    [
      'two lines, no discount',
      [
        { quantity: 2, unitPriceCents: 1250, discountPercent: 0 },
        { quantity: 1, unitPriceCents: 999, discountPercent: 0 },
      ],
      0,
      3499,
      3499,
    ],
    ['line and overall discounts that round', [{ quantity: 3, unitPriceCents: 333, discountPercent: 10 }], 15, 899, 764], // 8.991→8.99; 7.6415→7.64
    ['overall 100%', [{ quantity: 1, unitPriceCents: 5000, discountPercent: 0 }], 100, 5000, 0],
    ['overall 12.5% of an odd cent', [{ quantity: 1, unitPriceCents: 101, discountPercent: 0 }], 12.5, 101, 88], // 0.88375 → 0.88
  ] as const)('%s', (_name, lines, overall, subtotal, total) => {
    const t = orderTotals(lines, overall);
    expect(t.subtotalCents).toBe(subtotal);
    expect(t.totalCents).toBe(total);
    expect(t.lineTotalsCents.reduce((a, b) => a + b, 0)).toBe(subtotal);
  });

  it.each([
    [1000, 0, 1000],
    [1000, 100, 0],
    [0, 50, 0],
    [-5, 10, 0],
    [999, 33.33, 666], // 6.660333 → 6.66
  ])('%i¢ less %d%% = %i¢', (cents, pct, expected) => expect(lessPercentCents(cents, pct)).toBe(expected));
});

describe('net unit cost of a received lot: after the line and the order discount', () => {
  it.each([
    [1000, 0, 0, 1000],
    [1000, 10, 0, 900],
    [1000, 10, 10, 810],
    [999, 15, 5, 807], // 9.99 × 0.85 × 0.95 = 8.066925 → 8.07
    [1, 50, 0, 1], // 0.005 → 0.01
  ])('%i¢ less %d%% and %d%% = %i¢', (unit, line, order, expected) => expect(netUnitCents(unit, line, order)).toBe(expected));
});

describe('return credits: quantity × exact net unit cost, rounded once (issue 31 item 4)', () => {
  /** An order as the services price it: line totals, the order discount on their sum, nothing returned yet. */
  const priced = (lines: ReadonlyArray<readonly [number, number, number]>, orderDiscount: number) => {
    const totals = orderTotals(
      lines.map(([quantity, unitPriceCents, discountPercent]) => ({ quantity, unitPriceCents, discountPercent })),
      orderDiscount,
    );
    return {
      totalCents: totals.totalCents,
      lines: lines.map(([quantity], i) => ({ lineId: i + 1, quantity, returnedQuantity: 0, totalCents: totals.lineTotalsCents[i]! })),
    };
  };

  it.each([
    // 10 at $2.50 less 5 %: $2.375 each, 5 back credit $11.875 → $11.88 (the rounded unit cost made it $11.90)
    ['5 of 10 at $2.375 net (line discount)', priced([[10, 250, 5]], 0), [{ lineId: 1, quantity: 5 }], [1188]],
    ['5 of 10 at $2.375 net (order discount)', priced([[10, 250, 0]], 5), [{ lineId: 1, quantity: 5 }], [1188]],
    [
      'then the other 5: the line total exactly',
      { ...priced([[10, 250, 5]], 0), lines: [{ lineId: 1, quantity: 10, returnedQuantity: 5, totalCents: 2375 }] },
      [{ lineId: 1, quantity: 5 }],
      [1187],
    ],
    // 3 at $1.00 less 33.33 %: $2.00 in all; one at a time 67, 66, 67 (a rounded unit cost credited 67 × 3 = $2.01)
    ['3 of 3 one by one', priced([[3, 100, 33.33]], 0), [1, 1, 1].map((quantity) => ({ lineId: 1, quantity })), [67, 66, 67]],
    [
      'two lines, the order discount shared',
      priced(
        [
          [1, 101, 0],
          [1, 101, 0],
        ],
        50,
      ),
      [
        { lineId: 1, quantity: 1 },
        { lineId: 2, quantity: 1 },
      ],
      [51, 50],
    ],
    ['a line not on the order', priced([[1, 100, 0]], 0), [{ lineId: 9, quantity: 1 }], [0]],
    ['a 100 % discount', priced([[4, 999, 0]], 100), [{ lineId: 1, quantity: 4 }], [0]],
  ])('%s', (_, order, returns, expected) => expect(returnCreditsCents(order, returns)).toEqual(expected));

  it.each([
    [[100, 100], 101, [51, 50]],
    [[1, 1, 1], 2, [1, 1, 0]],
    [[333, 667], 950, [316, 634]],
    [[0, 500], 250, [0, 250]],
    [[0, 0], 0, [0, 0]],
  ])('line totals %j share a total of %i¢ as %j', (lineTotals, total, expected) => {
    expect(lineSharesCents(lineTotals, total)).toEqual(expected);
  });

  it('over 2,000 random orders, returning every unit in random steps credits exactly the total, never more on the way', () => {
    // mulberry32: a seeded generator in 32-bit integer maths (the same orders every run)
    let seed = 312026;
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
    };
    const percent = () => (random(3) === 0 ? 0 : random(10_001) / 100);
    for (let run = 0; run < 2_000; run++) {
      const order = priced(
        Array.from({ length: 1 + random(8) }, () => [1 + random(40), 1 + random(100_000), percent()] as const),
        percent(),
      );
      const left = order.lines.map((l) => l.quantity);
      let credited = 0;
      while (left.some((n) => n > 0)) {
        // a request of one to three returns, a line possibly twice (a sales line from two lots)
        const returns = Array.from({ length: 1 + random(3) }, () => {
          const i = random(left.length);
          const quantity = Math.min(left[i]!, 1 + random(6));
          left[i]! -= quantity;
          return { lineId: i + 1, quantity };
        }).filter((r) => r.quantity > 0);
        const credits = returnCreditsCents(order, returns);
        for (const [k, r] of returns.entries()) {
          expect(credits[k]).toBeGreaterThanOrEqual(0);
          order.lines[r.lineId - 1]!.returnedQuantity += r.quantity;
        }
        credited += credits.reduce((a, b) => a + b, 0);
        expect(credited).toBeLessThanOrEqual(order.totalCents);
      }
      expect(credited).toBe(order.totalCents);
    }
  }, 30_000); // 2,000 orders take ~1 s alone, over 5 s on a machine busy with a browser lane
});

describe('statuses (spec §4)', () => {
  it.each([
    [0, 10, 'Pending'],
    [1, 10, 'Partially Received'],
    [9, 10, 'Partially Received'],
    [10, 10, 'Received'],
    [0, 0, 'Pending'],
  ] as const)('received %i of %i → %s', (r, o, s) => expect(receivingStatus(r, o)).toBe(s));

  it.each([
    [0, 4, 'Pending'],
    [2, 4, 'Partially Fulfilled'],
    [4, 4, 'Fulfilled'],
  ] as const)('delivered %i of %i → %s', (d, o, s) => expect(fulfilmentStatus(d, o)).toBe(s));

  it.each([
    [0, 10000, 0, 'Pending'],
    [1, 10000, 0, 'Partially Paid'],
    [10000, 10000, 0, 'Paid'],
    [6000, 10000, 4000, 'Paid'], // the rest was returned
    [5000, 10000, 4000, 'Partially Paid'],
    [0, 10000, 10000, 'Paid'], // everything returned: nothing payable
    [0, 0, 0, 'Paid'],
  ] as const)('paid %i¢ of %i¢ with %i¢ returned → %s', (p, t, r, s) => expect(paymentStatus(p, t, r)).toBe(s));

  it.each([
    [10000, 0, 0, 10000],
    [10000, 2500, 5000, 2500],
    [10000, 8000, 5000, 0],
  ])('owed on %i¢ less %i¢ returned and %i¢ paid = %i¢', (t, r, p, owed) => expect(amountOwedCents(t, r, p)).toBe(owed));

  it.each([
    ['Pending', '2026-11-21', '2026-11-22', 'Overdue'],
    ['Partially Paid', '2026-11-21', '2026-11-22', 'Overdue'],
    ['Pending', '2026-11-22', '2026-11-22', 'Pending'],
    ['Paid', '2026-01-01', '2026-11-22', 'Paid'],
  ] as const)('invoice of a %s order due %s on %s → %s', (p, due, today, s) => expect(invoiceStatus(p, due, today)).toBe(s));
});

describe('colours (spec §2, §4)', () => {
  it.each([
    [0, 10, 'red'],
    [4, 10, 'red'],
    [5, 10, 'orange'],
    [9, 10, 'orange'],
    [10, 10, 'green'],
    [0, 0, 'red'],
  ] as const)('progress %i of %i → %s', (d, t, tone) => expect(progressTone(d, t)).toBe(tone));

  it.each([
    [-3, 'red'],
    [0, 'red'],
    [1, 'yellow'],
    [9, 'yellow'],
    [10, 'green'],
    [49, 'green'],
    [50, 'deep-green'],
  ] as const)('item banner at stock %i → %s', (stock, tone) => expect(stockBannerTone(stock)).toBe(tone));

  it.each([
    [0, 'red'],
    [5, 'red'],
    [6, 'yellow'],
    [20, 'yellow'],
    [21, 'green'],
  ] as const)('item card border at stock %i → %s', (stock, tone) => expect(stockCardTone(stock)).toBe(tone));
});

describe('stock words: one label and badge colour per quantity, on the item list and the item page alike', () => {
  // The quantities (19, 8, 4) and both threshold sets of spec part 2 §2: banner 0 / below 10 / below 50,
  // card border 5 / 20. The words follow the card's bands, so they never contradict the border; the banner keeps
  // its own colour around them.
  it.each([
    [-3, 'Out of stock', 'red', 'red', 'red'],
    [0, 'Out of stock', 'red', 'red', 'red'],
    [1, 'Low stock', 'red', 'red', 'yellow'],
    [4, 'Low stock', 'red', 'red', 'yellow'],
    [5, 'Low stock', 'red', 'red', 'yellow'],
    [6, 'Limited stock', 'yellow', 'yellow', 'yellow'],
    [8, 'Limited stock', 'yellow', 'yellow', 'yellow'],
    [9, 'Limited stock', 'yellow', 'yellow', 'yellow'],
    [10, 'Limited stock', 'yellow', 'yellow', 'green'],
    [19, 'Limited stock', 'yellow', 'yellow', 'green'],
    [20, 'Limited stock', 'yellow', 'yellow', 'green'],
    [21, 'In stock', 'green', 'green', 'green'],
    [49, 'In stock', 'green', 'green', 'green'],
    [50, 'In stock', 'green', 'green', 'deep-green'],
  ] as const)('stock %i: "%s" in %s (card border %s, banner %s)', (stock, label, tone, border, banner) => {
    expect(stockStatus(stock)).toEqual({ label, tone });
    expect(stockCardTone(stock)).toBe(border);
    expect(stockBannerTone(stock)).toBe(banner);
  });
});

describe('one status palette: a status word has one colour on the dashboard, order cards and details, invoices', () => {
  it.each([
    ['Pending', 'yellow'],
    ['Partially Received', 'orange'],
    ['Partially Fulfilled', 'orange'],
    ['Received', 'green'],
    ['Fulfilled', 'green'],
    ['Partially Paid', 'green'],
    ['Paid', 'green'],
    ['Overdue', 'red'],
    ['Active', 'green'],
    ['Expired', 'yellow'],
    ['Revoked', 'red'],
  ])('%s is %s', (status, tone) => expect(statusTone(status)).toBe(tone));
});

describe('numbering (spec §9)', () => {
  it.each([
    ['PO', 1, 'PO-00001', 'INV-PO-00001'],
    ['SO', 42, 'SO-00042', 'INV-SO-00042'],
    ['PO', 123456, 'PO-123456', 'INV-PO-123456'],
  ] as const)('%s %i → %s, %s', (kind, n, order, invoice) => {
    expect(orderNumber(kind, n)).toBe(order);
    expect(invoiceNumber(kind, n)).toBe(invoice);
  });

  it('numbers lots', () => expect(lotNumber(7)).toBe('LOT-00007'));

  it.each([
    ['PO-00012', 12],
    ['po-00012', 12],
    ['00012', 12],
    ['12', 12],
    [' 12 ', 12],
    ['SO-00012', null],
    ['PO-', null],
    ['0', null],
    ['12a', null],
    ['', null],
  ] as const)('purchase order number %j → %j', (text, n) => expect(parseOrderNumber('PO', text)).toBe(n));
});

describe('fulfilment quantities (spec §5)', () => {
  it.each([
    [5, 10, 5],
    [10, 5, 5],
    [0, 3, 0],
    [4, 0, 0],
  ])('initially min(to fulfil %i, on hand %i) = %i', (toFulfill, onHand, q) => expect(initialFulfilQuantity(toFulfill, onHand)).toBe(q));

  it.each([
    ['empty is allowed', '', 3, 10, 5, ''],
    ['non-numeric is ignored', 'abc', 3, 10, 5, 3],
    ['decimals are ignored', '1.5', 3, 10, 5, 3],
    ['negative becomes 0', '-2', 3, 10, 5, 0],
    ['within the limit', '4', 3, 10, 5, 4],
    ['above on hand → on hand', '9', 3, 10, 5, 5],
    ['above to fulfil → to fulfil', '9', 3, 4, 8, 4],
  ] as const)('%s', (_name, input, prev, toFulfill, onHand, expected) =>
    expect(editFulfilQuantity(input, prev, toFulfill, onHand)).toBe(expected),
  );

  it('marks a row short when more is left than on hand', () => {
    expect(isShort(6, 5)).toBe(true);
    expect(isShort(5, 5)).toBe(false);
  });
});

describe('taking a quantity from lots', () => {
  const lots = [
    { lotId: 'B', remaining: 2, receivedAt: '2026-02-01' },
    { lotId: 'A', remaining: 3, receivedAt: '2026-01-01' },
    { lotId: 'C', remaining: 5, receivedAt: '2026-03-01' },
    { lotId: 'Z', remaining: 0, receivedAt: '2025-01-01' },
  ];
  it.each([
    [
      'oldest first',
      4,
      undefined,
      [
        { lotId: 'A', quantity: 3 },
        { lotId: 'B', quantity: 1 },
      ],
    ],
    [
      'all of it',
      10,
      undefined,
      [
        { lotId: 'A', quantity: 3 },
        { lotId: 'B', quantity: 2 },
        { lotId: 'C', quantity: 5 },
      ],
    ],
    [
      'a picked lot first, then oldest',
      6,
      'C',
      [
        { lotId: 'C', quantity: 5 },
        { lotId: 'A', quantity: 1 },
      ],
    ],
    ['nothing', 0, undefined, []],
    ['more than there is: nothing taken', 11, undefined, null],
  ] as const)('%s', (_name, qty, picked, expected) => expect(takeFromLots(lots, qty, picked)).toEqual(expected));
});

describe('financial account', () => {
  it('balance = (paid receivable − pending receivable) − (paid payable + pending payable) − expenses', () => {
    expect(
      balanceCents({
        paidReceivableCents: 10000,
        pendingReceivableCents: 2000,
        paidPayableCents: 3000,
        pendingPayableCents: 1000,
        totalExpensesCents: 500,
      }),
    ).toBe(3500);
  });

  it.each([
    ['2026-02-10', 28],
    ['2028-02-10', 29],
    ['2026-04-30', 30],
    ['2026-12-01', 31],
  ])('monthly buckets of %s: every day (%i)', (today, days) => {
    const buckets = chartBuckets('monthly', today);
    expect(buckets).toHaveLength(days);
    expect(buckets[0]).toBe(`${today.slice(0, 7)}-01`);
    expect(buckets.at(-1)).toBe(`${today.slice(0, 7)}-${days}`);
  });

  it('yearly buckets: every month', () => {
    expect(chartBuckets('yearly', '2026-11-22')).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`));
  });
});

describe('the payment status the screens show', () => {
  it.each([
    ['Paid', 0, 'Nothing to pay'],
    ['Paid', 0.01, 'Paid'],
    ['Pending', 10, 'Pending'],
    ['Partially Paid', 10, 'Partially Paid'],
  ] as const)('%s with a total of $%d → %s', (status, total, shown) =>
    expect(shownPaymentStatus({ payment_status: status, total_amount: total })).toBe(shown),
  );
  it('a cancelled order has nothing to pay, whatever its total', () => {
    expect(shownPaymentStatus({ payment_status: 'Pending', total_amount: 100, status: 'Cancelled' })).toBe('Nothing to pay');
    expect(shownPaymentStatus({ payment_status: 'Pending', total_amount: 100, status: 'Closed' })).toBe('Pending');
  });
});

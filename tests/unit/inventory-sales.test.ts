/** Sales orders: the request schemas' messages (spec §5 "Sales order", "Fulfilment", "Returns"), the sales maths, the Pick tab's rules. */
import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../../shared/schemas/common.ts';
import {
  editFulfilQuantity,
  fulfilmentStatus,
  initialFulfilQuantity,
  isShort,
  netUnitCents,
  orderTotals,
  paymentStatus,
  takeFromLots,
} from '../../shared/inventory/rules.ts';
import {
  addSalesOrderSchema,
  canSubmitFulfilment,
  fulfilmentSaveBody,
  fulfilmentSaveSchema,
  returnSalesItemsSchema,
  salesOrderListQuery,
} from '../../shared/inventory/sales-orders.ts';

const ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const message = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? 'ok' : firstIssueMessage(r.error!);
};

describe('POST sales-orders/add', () => {
  const body = (o: Record<string, unknown> = {}) => ({
    selectedCustomer: ID,
    selectedWarehouse: ID,
    discount: 0,
    addedItems: [{ item_id: ID, quantity: 1, discount: 0 }],
    ...o,
  });
  it.each([
    [{}, 'ok'],
    [{ discount: '' }, 'ok'],
    [{ selectedCustomer: '' }, 'Please Select a customer'],
    [{ selectedCustomer: null }, 'Please Select a customer'],
    [{ selectedWarehouse: ' ' }, 'Please Select a warehouse'],
    [{ addedItems: [] }, 'Please add sales order items'],
    [{ addedItems: null }, 'Please add sales order items'],
    [{ addedItems: [{ item_id: ID }] }, 'Please fill all item details correctly'],
    [{ addedItems: [{ quantity: 2 }] }, 'Invalid item data'],
    [{ addedItems: [{ item_id: ID, quantity: 0 }] }, 'Invalid Number'],
    [{ addedItems: [{ item_id: ID, quantity: -3 }] }, 'Invalid Number'],
    [{ addedItems: [{ item_id: ID, quantity: 'x' }] }, 'Invalid Number'],
    [{ addedItems: [{ item_id: ID, quantity: 1, discount: 100.5 }] }, 'Discount must be between 0 and 100'],
    [{ discount: -1 }, 'Discount must be between 0 and 100'],
    [
      {
        addedItems: [
          { item_id: ID, quantity: 1 },
          { item_id: ID, quantity: 2 },
        ],
      },
      'Duplicate items not allowed',
    ],
  ])('%j → %s', (o, expected) => expect(message(addSalesOrderSchema, body(o))).toBe(expected));

  it('takes no price from the client: only item_id, quantity and discount survive', () => {
    const parsed = addSalesOrderSchema.parse(body({ addedItems: [{ item_id: ID, quantity: '2', sales_price: 1, totalPrice: 2 }] }));
    expect(parsed.addedItems).toEqual([{ item_id: ID, quantity: 2, discount: 0 }]);
  });
});

describe('GET sales-orders/all filters', () => {
  it.each([
    [{ status: 'Partially Fulfilled' }, 'ok'],
    [{ status: 'Delivered' }, 'Status must be Pending, Partially Fulfilled, Fulfilled, Cancelled or Closed'],
    [{ from: '2026-01-31', to: '2026-01-01' }, 'The start date must be on or before the end date'],
    [{ from: '2026-13-01' }, 'Dates must be real dates (yyyy-mm-dd)'],
  ])('%j → %s', (q, expected) => expect(message(salesOrderListQuery, q)).toBe(expected));
});

describe('POST sales-orders/fulfillment/save', () => {
  it.each([
    [{ orderId: 1, items: [{ item_id: ID, quantity: 2 }] }, 'ok'],
    [{ orderId: 1, items: [{ item_id: ID, quantity: 2, batchNumber: 'LOT-00003', name: 'client copy' }] }, 'ok'],
    [{ orderId: 1, items: [{ item_id: ID, quantity: 0 }] }, 'No Items to Fulfill'],
    [{ orderId: 1, items: [] }, 'No Items to Fulfill'],
    [{ orderId: 1, items: [{ item_id: ID, quantity: -1 }] }, 'Fulfil quantities must be whole numbers of 0 or more'],
    [{ orderId: 1, items: [{ item_id: ID, quantity: 1, batchNumber: 'B-1' }] }, 'Lot not found'],
    [{ orderId: 'SO-1', items: [{ item_id: ID, quantity: 1 }] }, 'Error Sale order'],
  ])('%j → %s', (b, expected) => expect(message(fulfilmentSaveSchema, b)).toBe(expected));
});

describe('POST sales-orders/returns/items', () => {
  const line = (o: Record<string, unknown> = {}) => ({
    cogs_id: '3',
    item_id: ID,
    sales_order_item_id: 1,
    stock_id: '7',
    to_return_quantity: 1,
    return_reason: 'Wrong size',
    return_condition: 'Good',
    ...o,
  });
  it.each([
    [[line()], 'ok'],
    [[line({ cogs_id: 3 })], 'ok'],
    [[], 'Please select at least one item to return.'],
    [[line({ return_reason: ' ' })], 'Please fill all fields for each selected item.'],
    [[line({ to_return_quantity: 0 })], 'Please fill all fields for each selected item.'],
    [[line({ return_condition: 'Used' })], 'Condition must be Damaged or Good'],
    [[line({ cogs_id: 'abc' })], 'Failed to find the returned line'],
    [[line(), line()], 'Duplicate items not allowed'],
  ])('%j → %s', (items, expected) => expect(message(returnSalesItemsSchema, { salesOrderId: 1, items })).toBe(expected));
});

describe('sales maths', () => {
  it('prices a sales order like a purchase order: half-up per line, overall discount, never below 0', () => {
    // 7 × 3.35 = 23.45 less 3 % = 22.7465 → 22.75; 5 × 19.99 = 99.95; 122.70 less 12.5 % = 107.3625 → 107.36
    const t = orderTotals(
      [
        { quantity: 7, unitPriceCents: 335, discountPercent: 3 },
        { quantity: 5, unitPriceCents: 1999, discountPercent: 0 },
      ],
      12.5,
    );
    expect(t).toEqual({ lineTotalsCents: [2275, 9995], subtotalCents: 12270, totalCents: 10736 });
    expect(orderTotals([{ quantity: 1, unitPriceCents: 100, discountPercent: 100 }], 50).totalCents).toBe(0);
  });

  it('credits a return quantity × the line net unit price (both discounts, half-up)', () => {
    expect(netUnitCents(335, 10, 20)).toBe(241); // 2.412
    expect(3 * netUnitCents(335, 10, 20)).toBe(723);
    expect(netUnitCents(1999, 0, 12.5)).toBe(1749); // 17.49125
  });

  it('payment status counts what is payable after returned credit', () => {
    expect(paymentStatus(724, 965, 241)).toBe('Paid');
    expect(paymentStatus(100, 965, 241)).toBe('Partially Paid');
    expect(paymentStatus(0, 965, 965)).toBe('Paid');
    expect(paymentStatus(0, 965, 0)).toBe('Pending');
  });

  it.each([
    [0, 13, 'Pending'],
    [5, 13, 'Partially Fulfilled'],
    [13, 13, 'Fulfilled'],
  ] as const)('delivered %i of %i is %s', (d, o, s) => expect(fulfilmentStatus(d, o)).toBe(s));
});

describe('lots: oldest first, or the picked one first', () => {
  const lots = [
    { lotId: '9', remaining: 3, receivedAt: '0000000009' },
    { lotId: '2', remaining: 1, receivedAt: '0000000002' },
    { lotId: '5', remaining: 2, receivedAt: '0000000005' },
  ];
  it('takes oldest first across lots', () =>
    expect(takeFromLots(lots, 4)).toEqual([
      { lotId: '2', quantity: 1 },
      { lotId: '5', quantity: 2 },
      { lotId: '9', quantity: 1 },
    ]));
  it('takes the picked lot first, then oldest first', () =>
    expect(takeFromLots(lots, 4, '9')).toEqual([
      { lotId: '9', quantity: 3 },
      { lotId: '2', quantity: 1 },
    ]));
  it('takes nothing when the lots do not hold enough', () => expect(takeFromLots(lots, 7)).toBeNull());
});

describe('the Pick tab (spec §5 "Fulfilment quantity edit", §4 "Fulfilment")', () => {
  it.each([
    ['empty is allowed', '', 2, 4, 10, ''],
    ['non-numeric is ignored', '4a', 2, 4, 10, 2],
    ['negative becomes 0', '-5', 2, 4, 10, 0],
    ['above the limit → the lower of to_fulfill and on hand (to_fulfill)', '50', 2, 4, 10, 4],
    ['above the limit → the lower of to_fulfill and on hand (on hand)', '50', 2, 8, 3, 3],
    ['a quantity within both stays', '3', 2, 4, 10, 3],
  ] as const)('%s', (_name, input, previous, toFulfill, onHand, expected) =>
    expect(editFulfilQuantity(input, previous, toFulfill, onHand)).toBe(expected),
  );

  it('starts at the lower of to_fulfill and on hand; a row is short when to_fulfill exceeds on hand', () => {
    expect(initialFulfilQuantity(5, 3)).toBe(3);
    expect(isShort(5, 3)).toBe(true);
    expect(isShort(3, 3)).toBe(false);
  });

  it('submits only with a warehouse and some quantity above 0 (else No Items to Fulfill)', () => {
    expect(canSubmitFulfilment(null, [{ item_id: 'a', quantity: 2 }])).toBe(false);
    expect(canSubmitFulfilment('wh', [])).toBe(false);
    expect(
      canSubmitFulfilment('wh', [
        { item_id: 'a', quantity: 0 },
        { item_id: 'b', quantity: '' },
      ]),
    ).toBe(false);
    expect(canSubmitFulfilment('wh', [{ item_id: 'a', quantity: 1 }])).toBe(true);
  });

  it('sends the rows above 0 with their picked lot', () => {
    expect(
      fulfilmentSaveBody(7, [
        { item_id: 'a', quantity: 2, batchNumber: 'LOT-00004' },
        { item_id: 'b', quantity: 0, batchNumber: 'LOT-00001' },
        { item_id: 'c', quantity: '' },
        { item_id: 'd', quantity: 1, batchNumber: null },
      ]),
    ).toEqual({
      orderId: 7,
      items: [
        { item_id: 'a', quantity: 2, batchNumber: 'LOT-00004' },
        { item_id: 'd', quantity: 1 },
      ],
    });
  });
});

/**
 * The sales order screens' rules (spec part 2 §5 "Sales order", "Fulfilment quantity edit", "Returns", "Payments";
 * §4 fulfilment submit): messages in the spec's order, totals (rules.ts maths), the fulfilment body and planned lots,
 * and the order reports' filter.
 */
import { describe, expect, it } from 'vitest';
import type { FulfilmentItem, ReturnableSalesLine } from '../../shared/inventory/sales-orders.ts';
import type { ProductOption } from '../../shared/inventory/schemas.ts';
import { editReturn, toggleReturn } from '../../web/src/features/inventory/order-form.ts';
import { reportFilter } from '../../web/src/features/inventory/order-report.ts';
import {
  canFulfil,
  clampOverallDiscount,
  fulfilBody,
  initialQuantities,
  newSalesLine,
  pickSalesItem,
  plannedLots,
  salesDraftTotals,
  salesLineProblems,
  backOrderNote,
  firstLineProblem,
  salesOrderBody,
  salesPaymentBody,
  salesReturnBody,
  type SalesLineDraft,
  type SalesOrderDraft,
} from '../../web/src/features/inventory/sales-order-form.ts';

const cup: ProductOption = { id: 'I1', name: 'Cup', sku: 'C-1', purchase_price: 1, sales_price: 2.5, stock: 10 };
const jug: ProductOption = { id: 'I2', name: 'Jug', sku: 'J-1', purchase_price: 4, sales_price: 9.99, stock: 3 };
const gone: ProductOption = { id: 'I3', name: 'Gone', sku: 'G-1', purchase_price: 1, sales_price: 5, stock: 0 };
const free: ProductOption = { id: 'I4', name: 'Free', sku: 'F-1', purchase_price: 0, sales_price: 0, stock: 5 };
const stock = [cup, jug, gone, free];

const line = (item: ProductOption | null, quantity = '1', discount = ''): SalesLineDraft => ({
  ...newSalesLine(),
  item,
  quantity,
  discount,
});
const draft = (patch: Partial<SalesOrderDraft>): SalesOrderDraft => ({
  customerId: 'C1',
  warehouseId: 'W1',
  discount: '',
  lines: [line(cup, '2')],
  ...patch,
});

describe('create sales order: the spec messages in order', () => {
  it.each([
    ['no customer', draft({ customerId: '' }), 'Please Select a customer'],
    ['no warehouse', draft({ warehouseId: '' }), 'Please Select a warehouse'],
    ['no lines', draft({ lines: [] }), 'Please add sales order items'],
    ['only an empty line', draft({ lines: [line(null)] }), 'Please add sales order items'],
    ['a line without its item', draft({ lines: [line(cup), line(null)] }), 'Please fill all item details correctly'],
    ['the same item twice', draft({ lines: [line(cup), line(cup)] }), 'Duplicate items not allowed'],
    ['quantity empty', draft({ lines: [line(cup, ' ')] }), 'Please fill all item details correctly'],
    ['quantity 0', draft({ lines: [line(cup, '0')] }), 'Invalid Number'],
    ['quantity negative', draft({ lines: [line(cup, '-3')] }), 'Invalid Number'],
    // the field's own message (spec: Invalid Number), never a second, different one under the form
    ['quantity not a number', draft({ lines: [line(cup, 'abc')] }), 'Invalid Number'],
    ['quantity with decimals', draft({ lines: [line(cup, '1.5')] }), 'Invalid Number'],
    ['quantity above a million', draft({ lines: [line(cup, '1000001')] }), 'Invalid Number'],
    ['price 0', draft({ lines: [line(free, '1')] }), 'Please fill all item details correctly'],
    ['line discount above 100', draft({ lines: [line(cup, '1', '101')] }), 'Discount must be between 0 and 100'],
    ['line discount not a number', draft({ lines: [line(cup, '1', 'x')] }), 'Discount must be between 0 and 100'],
    ['item without stock', draft({ lines: [line(gone, '1')] }), 'Item not found in stock'],
  ])('%s', (_, d, message) => expect(salesOrderBody(d, stock)).toEqual({ ok: false, message }));

  it('an item of another warehouse (not in this stock list) is not in stock', () => {
    expect(salesOrderBody(draft({ lines: [line(cup)] }), [jug])).toEqual({ ok: false, message: 'Item not found in stock' });
  });

  it('sends the spec fields; a quantity above what is on hand is a back order', () => {
    expect(salesOrderBody(draft({ discount: '10', lines: [line(cup, '12', '5'), line(jug, '1')] }), stock)).toEqual({
      ok: true,
      value: {
        selectedCustomer: 'C1',
        selectedWarehouse: 'W1',
        discount: 10,
        addedItems: [
          { item_id: 'I1', quantity: 12, discount: 5 },
          { item_id: 'I2', quantity: 1, discount: 0 },
        ],
      },
    });
  });
});

describe('picking an item', () => {
  it.each([
    ['another line has it', [line(cup), line(null)], 1, cup, 'Item already added'],
    ['no stock in the warehouse', [line(null)], 0, gone, 'Item not found in stock'],
  ] as const)('%s', (_, lines, index, item, message) => expect(pickSalesItem(lines, index, item)).toEqual({ ok: false, message }));

  it('sets the line, and clearing is allowed', () => {
    const picked = pickSalesItem([line(cup), line(null)], 1, jug);
    expect(picked.ok && picked.lines[1].item).toBe(jug);
    const cleared = pickSalesItem([line(cup)], 0, null);
    expect(cleared.ok && cleared.lines[0].item).toBeNull();
  });
});

describe('line problems while typing', () => {
  it.each([
    ['1', '', {}],
    ['', '', {}],
    ['0', '', { quantity: 'Invalid Number' }],
    ['-1', '', { quantity: 'Invalid Number' }],
    ['x', '', { quantity: 'Invalid Number' }],
    ['1.5', '', { quantity: 'Invalid Number' }],
    ['2', '100', {}],
    ['2', '100.5', { discount: 'Discount must be between 0 and 100' }],
    ['2', '12.345', { discount: 'Discount must be between 0 and 100' }],
  ])('quantity %j, discount %j', (quantity, discount, expected) =>
    expect(salesLineProblems(line(cup, quantity, discount))).toEqual(expected),
  );
});

describe('Create Sales Order with a line that already shows its problem', () => {
  it('goes to that field (quantity before discount, first line first) instead of saying a second message', () => {
    const lines = [line(cup, '2'), line(jug, '1.5', '101'), line(free, 'x')];
    expect(firstLineProblem(lines)).toEqual({ key: lines[1].key, field: 'qty' });
    const discountOnly = [line(cup, '2', '101')];
    expect(firstLineProblem(discountOnly)).toEqual({ key: discountOnly[0].key, field: 'discount' });
    expect(firstLineProblem([line(cup, '2'), line(null, '')])).toBeNull();
  });
});

describe('back order note on a line (the picker says "10 in stock")', () => {
  it.each([
    [cup, '10', null],
    [cup, '11', 'Back order: 1 more than in stock'],
    [cup, '14', 'Back order: 4 more than in stock'],
    [jug, '3', null],
    [jug, '7', 'Back order: 4 more than in stock'],
    [cup, '1.5', null],
    [cup, '', null],
    [null, '50', null],
  ])('%o × %j → %j', (item, quantity, note) => expect(backOrderNote(line(item, quantity))).toBe(note));
});

describe('totals', () => {
  it('line totals, sub total, the overall discount and the total (half-up to the cent)', () => {
    // 3 × $2.50 less 10 % = $6.75; 1 × $9.99 = $9.99; $16.74 less 12.5 % = $14.6475 → $14.65
    const t = salesDraftTotals([line(cup, '3', '10'), line(jug, '1')], '12.5');
    expect(t).toEqual({ lineTotalsCents: [675, 999], subtotalCents: 1674, totalCents: 1465, discountCents: 209 });
  });

  it('a 100 % discount makes the total 0, never below', () => {
    expect(salesDraftTotals([line(cup, '2')], '100').totalCents).toBe(0);
  });

  it('lines without an item or with bad numbers count 0; the overall discount is ignored while the sub total is 0', () => {
    expect(salesDraftTotals([line(null, '3'), line(cup, 'x'), line(jug, '1', '200')], '50')).toEqual({
      lineTotalsCents: [0, 0, 0],
      subtotalCents: 0,
      totalCents: 0,
      discountCents: 0,
    });
  });

  it('the body sends discount 0 while the sub total is 0 (a 100 % line discount)', () => {
    const checked = salesOrderBody(draft({ discount: '40', lines: [line(cup, '1', '100')] }), stock);
    expect(checked.ok && checked.value.discount).toBe(0);
  });

  it.each([
    ['', '5', ''],
    ['7', '5', '7'],
    ['12.5', '5', '12.5'],
    ['150', '5', '100'],
    ['-4', '5', '0'],
    ['abc', '5', '5'],
    ['1.234', '5', '5'],
  ])('overall discount typed %j after %j → %j (clamped 0–100)', (typed, previous, expected) =>
    expect(clampOverallDiscount(typed, previous)).toBe(expected),
  );
});

const lot = (n: number, remaining: number, po: string | null) => ({
  stock_id: String(n),
  batch_number: `LOT-0000${n}`,
  purchase_order_number: po,
  remaining,
  unit_cost: 1,
  received_at: `2026-01-0${n}`,
});
const row = (patch: Partial<FulfilmentItem>): FulfilmentItem => ({
  sales_order_item_id: 1,
  item_id: 'I1',
  name: 'Cup',
  sku: 'C-1',
  description: '',
  ordered_quantity: 10,
  delivered_quantity: 0,
  stock_on_hand: 5,
  to_fulfill: 10,
  lots: [lot(1, 2, 'PO-00001'), lot(2, 3, null)],
  ...patch,
});

describe('fulfilment', () => {
  it('each row starts at the lower of what is left and what is on hand', () => {
    expect(
      initialQuantities([row({}), row({ item_id: 'I2', to_fulfill: 2, stock_on_hand: 9 }), row({ item_id: 'I3', stock_on_hand: 0 })]),
    ).toEqual({
      I1: 5,
      I2: 2,
      I3: 0,
    });
  });

  it.each([
    ['no warehouse', null, { I1: 3 }, false],
    ['no rows', 'W1', {}, false],
    ['all quantities 0 or empty', 'W1', { I1: 0, I2: '' }, false],
    ['a quantity above 0', 'W1', { I1: 0, I2: 1 }, true],
  ] as const)('%s → submit %s', (_, warehouse, quantities, expected) => {
    const rows = Object.keys(quantities).map((id) => row({ item_id: id }));
    expect(canFulfil(warehouse, rows, quantities)).toBe(expected);
  });

  it('sends every row with its quantity (empty = 0) and the picked lot', () => {
    const rows = [row({}), row({ item_id: 'I2' })];
    expect(fulfilBody(7, rows, { I1: 3, I2: '' }, { I1: 'LOT-00002' })).toEqual({
      orderId: 7,
      items: [
        { item_id: 'I1', quantity: 3, batchNumber: 'LOT-00002' },
        { item_id: 'I2', quantity: 0 },
      ],
    });
  });

  it.each([
    [
      'oldest first',
      3,
      '',
      [
        ['LOT-00001', 'PO-00001', 2],
        ['LOT-00002', null, 1],
      ],
    ],
    [
      'the picked lot first',
      4,
      'LOT-00002',
      [
        ['LOT-00002', null, 3],
        ['LOT-00001', 'PO-00001', 1],
      ],
    ],
    ['nothing', 0, '', []],
    ['more than the lots hold', 6, '', []],
  ] as const)('planned lots: %s', (_, quantity, batch, expected) =>
    expect(plannedLots(row({}), quantity, batch)).toEqual(
      expected.map(([batch_number, purchase_order_number, q]) => ({ batch_number, purchase_order_number, quantity: q })),
    ),
  );
});

describe('returns', () => {
  const rows: ReturnableSalesLine[] = [
    {
      cogs_id: '11',
      item_id: 'I1',
      sales_order_item_id: 1,
      stock_id: '1',
      batch_number: 'LOT-00001',
      item_name: 'Cup',
      item_sku: 'C-1',
      supplier_name: 'Acme',
      order_number: 'PO-00001',
      available_quantity: 2,
    },
    {
      cogs_id: '12',
      item_id: 'I1',
      sales_order_item_id: 1,
      stock_id: '2',
      batch_number: 'LOT-00002',
      item_name: 'Cup',
      item_sku: 'C-1',
      supplier_name: null,
      order_number: null,
      available_quantity: 1,
    },
  ];
  const chosen = (patch: { quantity?: string; reason?: string }) =>
    editReturn(toggleReturn({}, '11', true), '11', { reason: 'chipped', ...patch });

  it.each([
    ['nothing selected', {}, 'Please select at least one item to return.'],
    ['no reason', toggleReturn({}, '11', true), 'Please fill all fields for each selected item.'],
    ['quantity 0', chosen({ quantity: '0' }), 'Please fill all fields for each selected item.'],
    ['more than delivered from that lot', chosen({ quantity: '3' }), 'Return quantity for "Cup" cannot exceed 2.'],
  ])('%s', (_, selection, message) => expect(salesReturnBody(4, selection, rows)).toEqual({ ok: false, message }));

  it('sends each COGS row with its ids', () => {
    const selection = editReturn(toggleReturn(chosen({}), '12', true), '12', { reason: ' broken ', condition: 'Damaged' });
    expect(salesReturnBody(4, selection, rows)).toEqual({
      ok: true,
      value: {
        salesOrderId: 4,
        items: [
          {
            cogs_id: '11',
            item_id: 'I1',
            sales_order_item_id: 1,
            stock_id: '1',
            to_return_quantity: 1,
            return_reason: 'chipped',
            return_condition: 'Good',
          },
          {
            cogs_id: '12',
            item_id: 'I1',
            sales_order_item_id: 1,
            stock_id: '2',
            to_return_quantity: 1,
            return_reason: 'broken',
            return_condition: 'Damaged',
          },
        ],
      },
    });
  });
});

describe('payments', () => {
  it.each([
    [{ amount: '', method: 'cash', reference: 'R' }, 'Please fill the amount, the method and the reference'],
    [{ amount: '5', method: '', reference: 'R' }, 'Please fill the amount, the method and the reference'],
    [{ amount: '5', method: 'cash', reference: ' ' }, 'Please fill the amount, the method and the reference'],
    [{ amount: '0', method: 'cash', reference: 'R' }, 'The amount must be more than 0 with at most 2 decimals'],
    [{ amount: '1.234', method: 'cash', reference: 'R' }, 'The amount must be more than 0 with at most 2 decimals'],
  ] as const)('%j', (d, message) => expect(salesPaymentBody(3, d)).toEqual({ ok: false, message }));

  it('sends salesOrderId and the amount as a number', () => {
    expect(salesPaymentBody(3, { amount: '12.50', method: 'transfer', reference: ' TR-1 ' })).toEqual({
      ok: true,
      value: { salesOrderId: 3, paymentAmount: 12.5, paymentMethod: 'transfer', paymentReference: 'TR-1' },
    });
  });
});

describe('order report filters', () => {
  it.each([
    [
      { from: '', to: '', partyId: '' },
      { ok: true, value: {} },
    ],
    [
      { from: '2026-03-01', to: '2026-03-31', partyId: 'C9' },
      { ok: true, value: { from: '2026-03-01', to: '2026-03-31', customerId: 'C9' } },
    ],
    [
      { from: '2026-03-02', to: '2026-03-01', partyId: '' },
      { ok: false, message: 'The start date must be on or before the end date' },
    ],
  ])('%j → %j', (d, expected) => expect(reportFilter(d, 'customerId')).toEqual(expected));
});

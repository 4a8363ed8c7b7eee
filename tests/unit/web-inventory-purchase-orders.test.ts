/**
 * The purchase order screens' checks (spec part 2 §5 "Add purchase order", "Receiving of a purchase item",
 * "Returns", "Payments", the list filter): messages, request bodies and the totals shown (rules.ts maths).
 */
import { describe, expect, it } from 'vitest';
import type { ReturnablePurchaseItem } from '../../shared/inventory/purchase-orders.ts';
import {
  editReturn,
  orderEditable,
  orderEditMessage,
  itemAlreadyAdded,
  parseOrderQuantity,
  parsePercent,
  toggleReturn,
} from '../../web/src/features/inventory/order-form.ts';
import {
  checkReceive,
  draftTotals,
  emptyPurchaseFilter,
  fullyReceived,
  lineProblems,
  newOrderLine,
  orderNumberInvalid,
  paymentBody,
  pickOrderItem,
  pleaseSelectFilter,
  purchaseFilterQuery,
  purchaseOrderBody,
  returnBody,
  type OrderItemOption,
  type OrderLineDraft,
  type PurchaseFilterDraft,
} from '../../web/src/features/inventory/purchase-order-form.ts';

const bolt: OrderItemOption = { id: 'I1', name: 'Bolt', sku: 'B-1', purchase_price: 1.5 };
const nut: OrderItemOption = { id: 'I2', name: 'Nut', sku: 'N-1', purchase_price: 0.35 };
const free: OrderItemOption = { id: 'I3', name: 'Free Sample', sku: 'F-1', purchase_price: 0 };
const line = (item: OrderItemOption | null, quantity = '1', discount = ''): OrderLineDraft => ({
  ...newOrderLine(),
  item,
  quantity,
  discount,
});
const filter = (patch: Partial<PurchaseFilterDraft>) => ({ ...emptyPurchaseFilter, ...patch });

describe('list filter', () => {
  it.each([
    ['all four empty', filter({}), { ok: false, message: pleaseSelectFilter }],
    ['only spaces', filter({ orderNumber: '   ' }), { ok: false, message: pleaseSelectFilter }],
    ['PO-00012', filter({ orderNumber: 'PO-00012' }), { ok: true, value: { orderNumber: 'PO-00012' } }],
    ['12', filter({ orderNumber: ' 12 ' }), { ok: true, value: { orderNumber: 'PO-00012' } }],
    ['po-7', filter({ orderNumber: 'po-7' }), { ok: true, value: { orderNumber: 'PO-00007' } }],
    ['garbage order number', filter({ orderNumber: 'SO-1' }), { ok: false, message: orderNumberInvalid }],
    ['supplier only', filter({ supplierId: 'S1' }), { ok: true, value: { supplierId: 'S1' } }],
    [
      'all four',
      filter({ orderNumber: '3', supplierId: 'S1', warehouseId: 'W1', status: 'Partially Received' }),
      { ok: true, value: { orderNumber: 'PO-00003', supplierId: 'S1', warehouseId: 'W1', status: 'Partially Received' } },
    ],
    [
      'unknown status',
      filter({ status: 'Lost' }),
      { ok: false, message: 'Status must be Draft, Pending, Partially Received, Received, Cancelled or Closed' },
    ],
  ])('%s', (_, draft, expected) => {
    expect(purchaseFilterQuery(draft)).toEqual(expected);
  });
});

describe('numbers as typed', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['12.5', 12.5],
    ['100', 100],
    ['100.01', null],
    ['-1', null],
    ['1.234', null],
    ['abc', null],
  ])('percent %j → %j', (text, expected) => expect(parsePercent(text)).toBe(expected));

  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['0', null],
    ['-2', null],
    ['1.5', null],
    ['', null],
    ['NaN', null],
    ['1000001', null],
  ])('quantity %j → %j', (text, expected) => expect(parseOrderQuantity(text)).toBe(expected));

  it('marks bad quantities and discounts on their line', () => {
    expect(lineProblems(line(bolt, '0', '5'))).toEqual({ quantity: 'Quantities must be whole numbers from 1 to 1,000,000' });
    expect(lineProblems(line(bolt, 'x', '101'))).toEqual({
      quantity: 'Quantities must be whole numbers from 1 to 1,000,000',
      discount: 'Invalid discount number',
    });
    expect(lineProblems(line(bolt, '3', '12.5'))).toEqual({});
  });

  it('marks a $0.00 unit price red (spec §5: a price at or below zero)', () => {
    expect(lineProblems(line(free))).toEqual({ price: 'Price is $0.00: set the item’s price first' });
    expect(lineProblems(line({ ...bolt, purchase_price: 0.001 }))).toEqual({ price: 'Price is $0.00: set the item’s price first' });
    expect(lineProblems(line(nut))).toEqual({});
  });
});

describe('totals shown on the add page (rules.orderTotals)', () => {
  it.each([
    // 3 × $1.50 less 10 % = $4.05; 7 × $0.35 less 12.5 % = $2.14375 → $2.14; sub $6.19 less 5 % = $5.8805 → $5.88
    [[line(bolt, '3', '10'), line(nut, '7', '12.5')], '5', [405, 214], 619, 588],
    // a half cent rounds up: 1 × $0.35 less 50 % = $0.175 → $0.18
    [[line(nut, '1', '50')], '', [18], 18, 18],
    // lines without an item or with bad input count 0; a bad overall discount counts 0
    [[line(null, '3'), line(bolt, '0'), line(bolt, '2', '150')], '', [0, 0, 0], 0, 0],
    [[line(bolt, '2')], 'abc', [300], 300, 300],
    [[line(bolt, '2')], '100', [300], 300, 0],
  ])('%#', (lines, overall, lineTotals, subtotal, total) => {
    expect(draftTotals(lines, overall)).toEqual({ lineTotalsCents: lineTotals, subtotalCents: subtotal, totalCents: total });
  });
});

describe('picking an item', () => {
  it('refuses an item another line has', () => {
    const lines = [line(bolt), line(null)];
    expect(pickOrderItem(lines, 1, bolt)).toEqual({ ok: false, message: itemAlreadyAdded });
    expect(itemAlreadyAdded).toBe('Item already added');
  });
  it('sets the line, and picking the same item again on its own line is fine', () => {
    const lines = [line(bolt), line(null)];
    const picked = pickOrderItem(lines, 1, nut);
    expect(picked.ok && picked.lines.map((l) => l.item?.id)).toEqual(['I1', 'I2']);
    expect(pickOrderItem(lines, 0, bolt).ok).toBe(true);
    const cleared = pickOrderItem(lines, 0, null);
    expect(cleared.ok && cleared.lines[0].item).toBeNull();
  });
});

describe('Create Purchase Order', () => {
  const good = { supplierId: 'S1', warehouseId: 'W1', discount: '', lines: [line(bolt, '3', '10'), line(nut, '7')] };
  it.each([
    ['no supplier', { ...good, supplierId: '' }, 'Please select a supplier'],
    ['no warehouse', { ...good, warehouseId: '' }, 'Please select a warehouse'],
    ['no lines', { ...good, lines: [] }, 'Please add items to the purchase order'],
    ['a line without an item', { ...good, lines: [line(bolt), line(null)] }, 'Please add items to the purchase order'],
    ['the same item twice', { ...good, lines: [line(bolt), line(bolt, '2')] }, 'Duplicate items not allowed'],
    ['a zero quantity', { ...good, lines: [line(bolt, '0')] }, 'Quantities must be whole numbers from 1 to 1,000,000'],
    ['a line priced $0.00', { ...good, lines: [line(bolt), line(free, '2')] }, 'Please fill all item details correctly'],
    ['a bad line discount', { ...good, lines: [line(bolt, '1', '101')] }, 'Invalid discount number'],
    ['a bad overall discount', { ...good, discount: '-1' }, 'Invalid discount'],
    ['an overall discount above 100', { ...good, discount: '100.5' }, 'Invalid discount'],
  ])('%s', (_, draft, message) => {
    expect(purchaseOrderBody(draft)).toEqual({ ok: false, message });
  });

  it('sends the spec fields; empty discounts are 0; prices are left to the server', () => {
    expect(purchaseOrderBody({ ...good, discount: '2.5' })).toEqual({
      ok: true,
      value: {
        supplierId: 'S1',
        warehouseId: 'W1',
        totalDiscount: 2.5,
        orderItems: [
          { item_id: 'I1', quantity: 3, discount: 10 },
          { item_id: 'I2', quantity: 7, discount: 0 },
        ],
      },
    });
  });
});

describe('receiving a line', () => {
  const ordered = { quantity: 10, received_quantity: 4 };
  it.each([
    ['', 'Received quantity must be a number'],
    ['abc', 'Received quantity must be a number'],
    ['-1', 'Received quantity cannot be negative'],
    ['7', 'Received quantity cannot be greater than ordered quantity'],
    ['1.5', 'Received quantity must be a whole number'],
    ['2.5', 'Received quantity must be a whole number'],
    ['0', 'Received quantity must be at least 1'],
  ])('%j → %s', (text, message) => expect(checkReceive(text, ordered)).toEqual({ ok: false, message }));

  it.each([
    ['1', 1],
    [' 6 ', 6],
  ])('%j → %d', (text, n) => expect(checkReceive(text, ordered)).toEqual({ ok: true, value: n }));

  it('a fully received line is read-only', () => {
    expect(fullyReceived({ quantity: 5, received_quantity: 5 })).toBe(true);
    expect(fullyReceived({ quantity: 5, received_quantity: 4 })).toBe(false);
  });
});

describe('returns', () => {
  const rows: ReturnablePurchaseItem[] = [
    { purchase_order_item_id: 1, item_id: 'I1', item_name: 'Bolt', sku: 'B-1', available_for_return: 3 },
    { purchase_order_item_id: 2, item_id: 'I2', item_name: 'Nut', sku: 'N-1', available_for_return: 1 },
  ];

  it('selecting sets quantity 1, empty reason, condition Good; unselecting removes the line', () => {
    const one = toggleReturn({}, 1, true);
    expect(one).toEqual({ 1: { quantity: '1', reason: '', condition: 'Good' } });
    expect(toggleReturn(one, 1, false)).toEqual({});
    expect(editReturn(one, 2, { reason: 'x' })).toBe(one);
  });

  const chosen = (patch: Partial<{ quantity: string; reason: string; condition: 'Good' | 'Damaged' | '' }>) =>
    editReturn(toggleReturn({}, 1, true), 1, { reason: 'dented', ...patch });

  it.each([
    ['nothing selected', {}, 'Please select at least one item to return.'],
    ['no reason', toggleReturn({}, 1, true), 'Please fill all fields for each selected item.'],
    ['blank reason', chosen({ reason: '  ' }), 'Please fill all fields for each selected item.'],
    ['no condition', chosen({ condition: '' }), 'Please fill all fields for each selected item.'],
    ['quantity 0', chosen({ quantity: '0' }), 'Please fill all fields for each selected item.'],
    ['quantity empty', chosen({ quantity: '' }), 'Please fill all fields for each selected item.'],
    ['more than returnable', chosen({ quantity: '4' }), 'Return quantity for "Bolt" cannot exceed 3.'],
  ])('%s', (_, selection, message) => expect(returnBody(7, selection, rows)).toEqual({ ok: false, message }));

  it('sends the spec fields', () => {
    const selection = editReturn(toggleReturn(chosen({ quantity: '2' }), 2, true), 2, { reason: ' wrong size ', condition: 'Damaged' });
    expect(returnBody(7, selection, rows)).toEqual({
      ok: true,
      value: {
        purchaseOrderId: 7,
        items: [
          { purchase_order_item_id: 1, to_return_quantity: 2, return_reason: 'dented', return_condition: 'Good' },
          { purchase_order_item_id: 2, to_return_quantity: 1, return_reason: 'wrong size', return_condition: 'Damaged' },
        ],
      },
    });
  });
});

describe('payments', () => {
  const required = 'Please fill the amount, the method and the reference';
  it.each([
    [{ amount: '', method: 'cash', reference: 'R1' }, required],
    [{ amount: '10', method: '', reference: 'R1' }, required],
    [{ amount: '10', method: 'cash', reference: '  ' }, required],
    [{ amount: '0', method: 'cash', reference: 'R1' }, 'The amount must be more than 0 with at most 2 decimals'],
    [{ amount: '1.005', method: 'cash', reference: 'R1' }, 'The amount must be more than 0 with at most 2 decimals'],
    [{ amount: '-5', method: 'cash', reference: 'R1' }, 'The amount must be more than 0 with at most 2 decimals'],
  ] as const)('%j', (draft, message) => expect(paymentBody(3, draft)).toEqual({ ok: false, message }));

  it('sends the amount as a decimal number', () => {
    expect(paymentBody(3, { amount: '12.50', method: 'cheque', reference: ' CHQ-1 ' })).toEqual({
      ok: true,
      value: { purchaseOrderId: 3, paymentAmount: 12.5, paymentMethod: 'cheque', paymentReference: 'CHQ-1' },
    });
  });
});

describe('order edits: when the detail offers Edit, and what the confirmation says', () => {
  const order = { status: 'Pending', paid: 0, returned_credit: 0 };
  it.each([
    [order, false, true],
    [order, true, false],
    [order, undefined, false],
    [{ ...order, status: 'Partially Received' }, false, false],
    [{ ...order, paid: 1 }, false, false],
    [{ ...order, returned_credit: 1 }, false, false],
    [{ ...order, status: 'Cancelled' }, false, false],
    // a draft (AUTOMATION.md "Replenishment"): its lines are edited before it is placed
    [{ ...order, status: 'Draft' }, false, true],
  ])('%o invoiced %s → %s', (o, invoiced, editable) => expect(orderEditable(o, invoiced)).toBe(editable));

  const before = { partner: 'Acme', warehouse: 'Main', lines: 1, units: 40, totalCents: 10_000 };
  it('names what changes: the partner, the warehouse, the lines and units, the total and what is owed', () => {
    expect(
      orderEditMessage({ number: 'PO-00012', partnerLabel: 'Supplier', owed: 'owed to' }, before, {
        partner: 'Zenith',
        warehouse: 'Annex',
        lines: 2,
        units: 30,
        totalCents: 4950,
      }),
    ).toBe(
      'Save the changes to PO-00012? Supplier Acme → Zenith; warehouse Main → Annex; 1 line, 40 units → 2 lines, 30 units; ' +
        'total $100.00 → $49.50: what is owed to Zenith becomes $49.50.',
    );
  });
  it('says when the total stays', () => {
    expect(orderEditMessage({ number: 'SO-00003', partnerLabel: 'Customer', owed: 'owed by' }, before, { ...before, partner: 'Bob' })).toBe(
      'Save the changes to SO-00003? Customer Acme → Bob; the total stays $100.00.',
    );
    expect(orderEditMessage({ number: 'SO-00003', partnerLabel: 'Customer', owed: 'owed by' }, before, before)).toBe(
      'Save the changes to SO-00003? The total stays $100.00.',
    );
  });
});

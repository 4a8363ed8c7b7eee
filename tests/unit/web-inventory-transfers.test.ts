/** The transfer screens (WAREHOUSE.md "Transfers"): the filter, the form's body, scanning into it, the receive lines, the steps and their words. */
import { describe, expect, it } from 'vitest';
import type { ProductOption } from '../../shared/inventory/schemas.ts';
import type { TransferDetail, TransferLine } from '../../shared/inventory/transfers.ts';
import {
  addScannedItem,
  cancelMessage,
  closeMessage,
  newTransferLine,
  notInSource,
  receiveDefaults,
  receiveLines,
  shipMessage,
  transferBody,
  transferFilter,
  transferLinesOf,
  transferLinesSummary,
  transferQuantityProblem,
  transferSteps,
  transferStockNote,
  warehousePairProblem,
  type TransferLineDraft,
} from '../../web/src/features/inventory/transfer-form.ts';

const bolt: ProductOption = { id: 'I1', name: 'Bolt', sku: 'BOLT-1', purchase_price: 1, sales_price: 2, stock: 10 };
const nut: ProductOption = { id: 'I2', name: 'Nut', sku: 'NUT-1', purchase_price: 1, sales_price: 2, stock: 3 };
const line = (item: ProductOption | null, quantity: string): TransferLineDraft => ({ ...newTransferLine(), item, quantity });

const tLine = (patch: Partial<TransferLine>): TransferLine => ({
  item_id: 'I1',
  item_name: 'Bolt',
  sku: 'BOLT-1',
  barcode: '4006381333931',
  quantity: 10,
  shipped: 0,
  received: 0,
  lost: 0,
  in_transit: 0,
  shipped_value: 0,
  source_stock: 10,
  ...patch,
});
const transfer = (patch: Partial<TransferDetail>): TransferDetail => ({
  id: '01TRANSFER',
  transfer_number: 'TO-00004',
  status: 'Requested',
  from_warehouse_id: 'WA',
  from_warehouse_name: 'Leeds',
  to_warehouse_id: 'WB',
  to_warehouse_name: 'Cardiff Depot',
  line_count: 1,
  quantity: 10,
  shipped: 0,
  received: 0,
  in_transit: 0,
  note: '',
  created_at: '2026-12-01T10:00:00Z',
  shipped_at: null,
  ended_at: null,
  version: 1,
  lines: [tLine({})],
  reason: null,
  ...patch,
});

describe('the list filter', () => {
  it.each([
    ['nothing chosen', '', '', {}],
    ['a status', 'In transit', '', { status: 'In transit' }],
    ['a warehouse', '', 'WA', { warehouseId: 'WA' }],
    ['both', 'Received', 'WB', { status: 'Received', warehouseId: 'WB' }],
    ['a word that is no status', 'Shipped', '', {}],
  ])('%s', (_name, status, warehouse, expected) => {
    expect(transferFilter(status, warehouse)).toEqual(expected);
  });
});

describe('the form', () => {
  it.each([
    ['no source', { fromWarehouseId: '', toWarehouseId: 'WB' }, 'Please select the warehouse to send from'],
    ['no destination', { fromWarehouseId: 'WA', toWarehouseId: '' }, 'Please select the warehouse to send to'],
    ['the same warehouse twice', { fromWarehouseId: 'WA', toWarehouseId: 'WA' }, 'Choose two different warehouses'],
    ['no line with an item', { lines: [line(null, '3')] }, 'Please add items to the transfer'],
    ['a quantity of 0', { lines: [line(bolt, '0')] }, 'Quantities must be whole numbers from 1 to 1,000,000'],
    ['a fractional quantity', { lines: [line(bolt, '1.5')] }, 'Quantities must be whole numbers from 1 to 1,000,000'],
    ['an empty quantity', { lines: [line(bolt, ' ')] }, 'Quantities must be whole numbers from 1 to 1,000,000'],
    [
      '21 lines',
      { lines: Array.from({ length: 21 }, (_, i) => line({ ...bolt, id: `I${i}` }, '1')) },
      'A transfer may have at most 20 lines',
    ],
    ['a note over 500 characters', { note: 'x'.repeat(501) }, 'A note must be at most 500 characters'],
  ])('refuses %s', (_name, patch, message) => {
    const draft = { fromWarehouseId: 'WA', toWarehouseId: 'WB', note: '', lines: [line(bolt, '2')], ...patch };
    expect(transferBody(draft)).toEqual({ ok: false, message });
  });

  it('sends the picked lines with whole quantities and the trimmed note; empty lines are left out', () => {
    const draft = {
      fromWarehouseId: 'WA',
      toWarehouseId: 'WB',
      note: '  for the shop  ',
      lines: [line(bolt, ' 4 '), line(null, ''), line(nut, '1')],
    };
    expect(transferBody(draft)).toEqual({
      ok: true,
      value: {
        fromWarehouseId: 'WA',
        toWarehouseId: 'WB',
        items: [
          { item_id: 'I1', quantity: 4 },
          { item_id: 'I2', quantity: 1 },
        ],
        note: 'for the shop',
      },
    });
  });

  it.each([
    ['', '', null],
    ['WA', '', null],
    ['WA', 'WB', null],
    ['WA', 'WA', 'Choose two different warehouses'],
  ])('the pair %s → %s says %s inline', (from, to, expected) => {
    expect(warehousePairProblem(from, to)).toBe(expected);
  });

  it.each([
    ['', null],
    ['3', null],
    ['0', 'Quantities must be whole numbers from 1 to 1,000,000'],
    ['-1', 'Quantities must be whole numbers from 1 to 1,000,000'],
    ['1000001', 'Quantities must be whole numbers from 1 to 1,000,000'],
  ])('a quantity of %j: %s', (quantity, expected) => {
    expect(transferQuantityProblem({ quantity })).toBe(expected);
  });

  it.each([
    ['within the stock', line(nut, '3'), null],
    ['above the stock', line(nut, '4'), 'Only 3 in Leeds now'],
    ['no item yet', line(null, '4'), null],
    ['an invalid quantity', line(nut, 'x'), null],
  ])('the stock note: %s', (_name, l, expected) => {
    expect(transferStockNote(l, 'Leeds')).toBe(expected);
  });

  it("an edit starts from the saved lines, each with the source's stock", () => {
    const lines = transferLinesOf(transfer({ lines: [tLine({ quantity: 4, source_stock: 7 })] }));
    expect(lines.map((l) => [l.item?.id, l.item?.stock, l.quantity])).toEqual([['I1', 7, '4']]);
    expect(transferLinesSummary(lines)).toBe('Bolt × 4');
  });
});

describe('scanning into the form', () => {
  it('a new item fills the first empty line with 1', () => {
    const lines = addScannedItem([line(bolt, '2'), line(null, '1')], nut);
    expect(lines.map((l) => [l.item?.id ?? null, l.quantity])).toEqual([
      ['I1', '2'],
      ['I2', '1'],
    ]);
  });

  it('a new item with no empty line is a new line of 1', () => {
    const lines = addScannedItem([line(bolt, '2')], nut);
    expect(lines.map((l) => [l.item?.id, l.quantity])).toEqual([
      ['I1', '2'],
      ['I2', '1'],
    ]);
  });

  it.each([
    ['2', '3'],
    ['', '1'],
    ['abc', '1'],
  ])('an item already on a line with %j adds 1 → %s', (quantity, expected) => {
    expect(addScannedItem([line(bolt, quantity)], bolt)[0].quantity).toBe(expected);
  });

  it('an item not in the source says so', () => {
    expect(notInSource('Bolt', 'Leeds')).toBe('Bolt has no stock in Leeds');
  });
});

describe('steps', () => {
  it.each([
    ['Requested', 0, ['edit', 'ship', 'cancel']],
    ['In transit', 10, ['receive', 'close']],
    ['Partly received', 4, ['receive', 'close']],
    ['Partly received', 0, []],
    ['Received', 0, []],
    ['Closed', 0, []],
    ['Cancelled', 0, []],
  ] as const)('%s with %i in transit allows %j', (status, inTransit, steps) => {
    expect(transferSteps({ status, in_transit: inTransit })).toEqual(steps);
  });

  const shipped = [
    tLine({ item_id: 'I1', item_name: 'Bolt', quantity: 10, shipped: 10, received: 4, in_transit: 6, shipped_value: 25 }),
    tLine({ item_id: 'I2', item_name: 'Nut', quantity: 5, shipped: 5, received: 5, in_transit: 0, shipped_value: 5 }),
  ];

  it('receiving starts with every line’s rest in transit', () => {
    expect(receiveDefaults(shipped)).toEqual({ I1: '6' });
  });

  it.each([
    ['all that is in transit', { I1: '6' }, [{ item_id: 'I1', received: 6 }], {}],
    ['part of it', { I1: ' 2 ' }, [{ item_id: 'I1', received: 2 }], {}],
    ['nothing (0 or empty stays in transit)', { I1: '0' }, [], {}],
    ['more than is in transit', { I1: '7' }, [], { I1: 'Only 6 of Bolt are in transit' }],
    ['not a whole number', { I1: '1.5' }, [], { I1: 'Received quantities must be whole numbers from 1 to 1,000,000' }],
    ['a line with nothing in transit is never sent', { I2: '1' }, [], {}],
  ])('receive %s', (_name, typed, lines, problems) => {
    expect(receiveLines(shipped, typed)).toEqual({ lines, problems });
  });

  it('ship says what leaves and names the lines short of stock', () => {
    const t = transfer({
      lines: [tLine({ quantity: 10, source_stock: 4 }), tLine({ item_id: 'I2', item_name: 'Nut', quantity: 2, source_stock: 9 })],
    });
    expect(shipMessage(t)).toEqual({
      message:
        'Ship TO-00004? 12 units leave Leeds now, oldest lots first at their cost, and are in transit to Cardiff Depot until received.',
      short: ['Bolt: 4 of 10 in stock'],
    });
  });

  it('close says the rest is posted as Lost in transit at its cost (the shipped lots, pro rata)', () => {
    const t = transfer({ status: 'Partly received', in_transit: 6, lines: shipped });
    // 6 of 10 shipped at $25.00 → $15.00
    expect(closeMessage(t)).toBe(
      'Close TO-00004? The 6 units still in transit will not arrive: they are posted as “Lost in transit” at their cost (about $15.00), and Cardiff Depot keeps what was received.',
    );
  });

  it("close takes the server's in-transit value when the lines carry it", () => {
    const t = transfer({
      status: 'In transit',
      in_transit: 6,
      lines: [tLine({ quantity: 10, shipped: 10, received: 4, in_transit: 6, shipped_value: 25, in_transit_value: 16.2 })],
    });
    expect(closeMessage(t)).toContain('at their cost ($16.20)');
  });

  it('cancel says nothing has moved', () => {
    expect(cancelMessage(transfer({}))).toBe(
      'Cancel TO-00004? Nothing has left Leeds yet; the transfer keeps its number and shows as cancelled, with your reason.',
    );
  });
});

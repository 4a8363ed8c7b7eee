/** The receiving screen's pending list (spec part 2 §5 "Add Stock"): the messages a line and a save get, and barcode matching. */
import { describe, expect, it } from 'vitest';
import {
  addReceivingLine,
  afterScan,
  findByBarcode,
  parseQuantity,
  removeReceivingLine,
  stockBody,
  type PickedProduct,
  type ReceivingDraft,
  type ReceivingLine,
} from '../../web/src/features/inventory/receiving-lines.ts';

const bolt: PickedProduct = { id: 'I1', name: 'Bolt', sku: 'BOLT-1', barcode: '4006381333931' };
const nut: PickedProduct = { id: 'I2', name: 'Nut', sku: 'NUT-1', barcode: 'NUT-9' };
const line = (product: PickedProduct, location: string, quantity = 1): ReceivingLine => ({
  product,
  quantity,
  location,
  locationName: location.toUpperCase(),
});
const draft = (product: PickedProduct | null, quantity: string, location: string): ReceivingDraft => ({ product, quantity, location });

describe('Add Item', () => {
  const pending = [line(bolt, 'wa', 3)];

  it.each([
    ['no product', draft(null, '2', 'wa'), 'Please select a product ID'],
    ['no product, nothing else either', draft(null, '', ''), 'Please select a product ID'],
    ['no quantity', draft(nut, '', 'wa'), 'Please fill all the fields'],
    ['a blank quantity', draft(nut, '   ', 'wa'), 'Please fill all the fields'],
    ['no location', draft(nut, '2', ''), 'Please fill all the fields'],
    ['a quantity of 0', draft(nut, '0', 'wa'), 'Quantity must be a whole number from 1 to 1,000,000'],
    ['a negative quantity', draft(nut, '-2', 'wa'), 'Quantity must be a whole number from 1 to 1,000,000'],
    ['a fractional quantity', draft(nut, '1.5', 'wa'), 'Quantity must be a whole number from 1 to 1,000,000'],
    ['a quantity above 1,000,000', draft(nut, '1000001', 'wa'), 'Quantity must be a whole number from 1 to 1,000,000'],
    ['the same product in the same location', draft(bolt, '5', 'wa'), 'Product already added'],
  ])('refuses %s', (_name, d, message) => {
    expect(addReceivingLine(pending, d, 'WA')).toEqual({ ok: false, message });
  });

  it.each([
    ['another product in the same location', draft(nut, '2', 'wa'), 'I2', 'wa'],
    ['the same product in another location', draft(bolt, ' 7 ', 'wb'), 'I1', 'wb'],
  ])('adds %s, after the lines already there', (_name, d, id, location) => {
    const result = addReceivingLine(pending, d, location.toUpperCase());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines).toHaveLength(2);
    expect(result.lines[0]).toBe(pending[0]);
    expect(result.lines[1]).toMatchObject({
      product: { id },
      location,
      locationName: location.toUpperCase(),
      quantity: Number(d.quantity),
    });
  });

  it('holds at most 16 lines (what one save takes, each with its audit entry)', () => {
    const sixteen = Array.from({ length: 16 }, (_, i) => line({ ...bolt, id: `X${i}` }, 'wa'));
    expect(addReceivingLine(sixteen, draft(nut, '1', 'wa'), 'WA')).toEqual({ ok: false, message: 'Add at most 16 lines at a time' });
  });

  it('removes exactly the row deleted', () => {
    const rows = [line(bolt, 'wa'), line(nut, 'wa'), line(bolt, 'wb')];
    expect(removeReceivingLine(rows, 1)).toEqual([rows[0], rows[2]]);
    expect(removeReceivingLine(rows, 5)).toEqual(rows);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['1000000', 1_000_000],
    ['0', null],
    ['', null],
    ['1e3', null],
    ['2.0', null],
    ['abc', null],
  ])('%j → %j', (text, expected) => expect(parseQuantity(text)).toBe(expected));
});

describe('Save Stock', () => {
  it('refuses an empty list with the spec message', () => {
    expect(stockBody([])).toEqual({ ok: false, message: 'Please add stock' });
  });

  it('sends the spec fields of every line (productID, sku, barcode, quantity, location)', () => {
    expect(stockBody([line(bolt, 'wa', 3), line(nut, 'wb', 1)])).toEqual({
      ok: true,
      body: {
        items: [
          { productID: 'I1', sku: 'BOLT-1', barcode: '4006381333931', quantity: 3, location: 'wa' },
          { productID: 'I2', sku: 'NUT-1', barcode: 'NUT-9', quantity: 1, location: 'wb' },
        ],
      },
    });
  });
});

describe('barcodes', () => {
  // what the server's search answers for "4006381333931": it matches the start of names, SKUs and barcodes
  const results = [
    { id: 'A', barcode: '40063813339310' },
    { id: 'B', barcode: '4006381333931' },
    { id: 'C', barcode: 'X1' },
  ];

  it.each([
    ['the exact code', '4006381333931', 'B'],
    ['with the spaces a scanner may add', ' 4006381333931 ', 'B'],
    ['letters in another case (barcodes are unique regardless of case)', 'x1', 'C'],
    ['a prefix of a barcode only', '400638133393', null],
    ['nothing typed', '  ', null],
  ])('finds %s', (_name, code, id) => {
    expect(findByBarcode(results, code)?.id ?? null).toBe(id);
  });

  it.each([
    [{ quantity: '', location: '' }, 'quantity'],
    [{ quantity: '', location: 'wa' }, 'quantity'],
    [{ quantity: '3', location: '' }, 'location'],
    [{ quantity: '3', location: 'wa' }, 'add'],
  ] as const)('Enter after a scan with %j goes to %s', (d, next) => {
    expect(afterScan(d)).toBe(next);
  });
});

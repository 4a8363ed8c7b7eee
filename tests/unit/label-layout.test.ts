/** Label sheets (WAREHOUSE.md "Scanning and labels"): 3 × 8 labels on A4, and the barcode an item's label carries. */
import { describe, expect, it } from 'vitest';
import { PAGE } from '../../functions/lib/pdf/draw.ts';
import {
  hasValidCheckDigit,
  itemBarcode,
  LABEL_HEIGHT,
  LABEL_WIDTH,
  LABELS_PER_PAGE,
  labelBox,
  pagesFor,
  SHEET_TOP_MARGIN,
} from '../../functions/lib/pdf/label-layout.ts';

const mm = (pt: number) => Math.round((pt / 72) * 25.4 * 10) / 10;

describe('the sheet', () => {
  it('is 24 labels of 70 × 37 mm filling the width of A4, the half millimetre left over above and below', () => {
    expect(LABELS_PER_PAGE).toBe(24);
    expect([mm(LABEL_WIDTH), mm(LABEL_HEIGHT)]).toEqual([70, 37]);
    expect(mm(SHEET_TOP_MARGIN)).toBe(0.5);
  });

  it.each([
    // index, page, column, row (0-based, rows from the top)
    [0, 0, 0, 0],
    [1, 0, 1, 0],
    [2, 0, 2, 0],
    [3, 0, 0, 1],
    [22, 0, 1, 7],
    [23, 0, 2, 7],
    [24, 1, 0, 0],
    [47, 1, 2, 7],
    [999, 41, 0, 5],
  ])('puts label %i on page %i, column %i, row %i', (index, page, column, row) => {
    const box = labelBox(index);
    expect(box.page).toBe(page);
    expect(box.x).toBeCloseTo(column * LABEL_WIDTH, 6);
    expect(box.y).toBeCloseTo(PAGE[1] - SHEET_TOP_MARGIN - (row + 1) * LABEL_HEIGHT, 6);
    expect([box.width, box.height]).toEqual([LABEL_WIDTH, LABEL_HEIGHT]);
  });

  it('keeps all 24 labels of a sheet on the page, none overlapping', () => {
    const boxes = Array.from({ length: 24 }, (_, i) => labelBox(i));
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(PAGE[0] + 1e-9);
      expect(b.y).toBeGreaterThan(0);
      expect(b.y + b.height).toBeLessThan(PAGE[1]);
    }
    const overlaps = (a: (typeof boxes)[0], b: (typeof boxes)[0]) =>
      a.x < b.x + b.width - 1e-6 && b.x < a.x + a.width - 1e-6 && a.y < b.y + b.height - 1e-6 && b.y < a.y + a.height - 1e-6;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j]), `${i} ${j}`).toBe(false);
  });

  it.each([
    [0, 0],
    [1, 1],
    [24, 1],
    [25, 2],
    [48, 2],
    [49, 3],
    [1000, 42],
  ])('needs for %i labels %i sheets', (labels, pages) => {
    expect(pagesFor(labels)).toBe(pages);
  });
});

describe("an item's barcode", () => {
  it.each([
    ['5901234123457', true],
    ['5901234123450', false],
    ['036000291452', true],
    ['036000291453', false],
    ['4006381333931', true],
    ['12345abc', false],
  ])('%s has a valid GS1 check digit: %s', (digits, valid) => {
    expect(hasValidCheckDigit(digits)).toBe(valid);
  });

  it.each([
    ['13 digits: EAN-13', { barcode: '5901234123457', sku: 'S-1' }, { symbology: 'ean13', text: '5901234123457' }],
    ['12 digits: UPC-A', { barcode: '036000291452', sku: 'S-1' }, { symbology: 'upca', text: '036000291452' }],
    [
      '13 digits with a wrong check digit: Code 128',
      { barcode: '5901234123450', sku: 'S-1' },
      { symbology: 'code128', text: '5901234123450' },
    ],
    ['8 digits: Code 128', { barcode: '12345670', sku: 'S-1' }, { symbology: 'code128', text: '12345670' }],
    ['letters: Code 128', { barcode: 'HK-2024-9', sku: 'S-1' }, { symbology: 'code128', text: 'HK-2024-9' }],
    ['none: the SKU in Code 128', { barcode: '', sku: 'DRILL-18' }, { symbology: 'code128', text: 'DRILL-18' }],
    ['none, blank: the SKU', { barcode: '  ', sku: ' DRILL-18 ' }, { symbology: 'code128', text: 'DRILL-18' }],
    ['neither: none', { barcode: '', sku: '' }, null],
  ])('%s', (_, item, expected) => {
    expect(itemBarcode(item)).toEqual(expected);
  });
});

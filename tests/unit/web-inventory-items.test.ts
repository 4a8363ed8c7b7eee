/** The item screens' pure rules (web/src/features/inventory/item-logic.ts) and the image checks they share with the API. */
import { describe, expect, it } from 'vitest';
import { base64Size, checkImageFile, sniffImageType, uploadImageSchema } from '../../shared/inventory/images.ts';
import {
  adjustmentWarehouses,
  addItemBody,
  barcodeSymbology,
  bytesToBase64,
  emptyItemForm,
  isEan13,
  missingItemField,
  movementPager,
  parseQuantityChange,
  signedChange,
  zeroPriceWarning,
} from '../../web/src/features/inventory/item-logic.ts';
import { GIF_BASE64, JPEG_BASE64, PNG_BASE64, TEXT_BASE64, WEBP_BASE64 } from '../support/item-images.ts';

const bytes = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));

describe('barcode symbology', () => {
  it('EAN-13 for 13 digits with a valid check digit, else Code 128', () => {
    expect(isEan13('5012345678900')).toBe(true);
    expect(isEan13('4006381333931')).toBe(true);
    expect(isEan13('5012345678901')).toBe(false);
    expect(barcodeSymbology('5012345678900')).toBe('EAN13');
    expect(barcodeSymbology('5012345678901')).toBe('CODE128');
    expect(barcodeSymbology('501234567890')).toBe('CODE128');
    expect(barcodeSymbology('ABC-123')).toBe('CODE128');
  });
});

describe('movements', () => {
  it('signs changes', () => {
    expect([signedChange(5), signedChange(-3), signedChange(0)]).toEqual(['+5', '-3', '0']);
  });

  it('pages by 10 with offset = page × 10, Next while more exist', () => {
    expect(movementPager(0, 0)).toEqual({ offset: 0, pages: 1, hasPrevious: false, hasNext: false });
    expect(movementPager(0, 10)).toEqual({ offset: 0, pages: 1, hasPrevious: false, hasNext: false });
    expect(movementPager(0, 11)).toEqual({ offset: 0, pages: 2, hasPrevious: false, hasNext: true });
    expect(movementPager(1, 11)).toEqual({ offset: 10, pages: 2, hasPrevious: true, hasNext: false });
  });
});

describe('stock adjustment', () => {
  it('offers the warehouses holding the item first, then every other one', () => {
    const options = adjustmentWarehouses(
      [{ id: 'b', name: 'North', stock: 4 }],
      [
        { id: 'a', name: 'South' },
        { id: 'b', name: 'North' },
      ],
    );
    expect(options).toEqual([
      { value: 'b', label: 'North (4 on hand)' },
      { value: 'a', label: 'South (none on hand)' },
    ]);
  });

  it.each([
    ['5', 5],
    ['+5', 5],
    [' -3 ', -3],
    ['0', null],
    ['1.5', null],
    ['', null],
    ['abc', null],
    ['12345678', null],
  ])('change %j → %j', (text, value) => expect(parseQuantityChange(text)).toBe(value));
});

describe('the item form', () => {
  it('wants every field', () => {
    expect(missingItemField(emptyItemForm)).toBe('Please provide all the fields');
    const full = { ...emptyItemForm, name: 'A', sku: 'B', barcode: 'C', description: 'D', category: 'general' };
    expect(missingItemField({ ...full, purchasePrice: '1', salesPrice: '2', unit: 'pcs' })).toBeNull();
    expect(missingItemField({ ...full, purchasePrice: '1', salesPrice: ' ', unit: 'pcs' })).toBe('Please provide all the fields');
  });

  it('sends the spec field names', () => {
    const body = addItemBody({ ...emptyItemForm, salesPrice: '2.50', purchasePrice: '1', unit: 'kg' });
    expect(body).toMatchObject({ sellingPrice: '2.50', purchasePrice: '1', unit: 'kg' });
  });
});

describe('images', () => {
  it('reads the type from the signature', () => {
    expect(sniffImageType(bytes(PNG_BASE64))).toBe('image/png');
    expect(sniffImageType(bytes(JPEG_BASE64))).toBe('image/jpeg');
    expect(sniffImageType(bytes(WEBP_BASE64))).toBe('image/webp');
    expect(sniffImageType(bytes(GIF_BASE64))).toBeNull();
    expect(sniffImageType(bytes(TEXT_BASE64))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('encodes a file as base64 like Node does, also past the chunk size', () => {
    const big = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    expect(bytesToBase64(big)).toBe(Buffer.from(big).toString('base64'));
    expect(base64Size(Buffer.from(big).toString('base64'))).toBe(big.length);
    expect(base64Size(PNG_BASE64)).toBe(bytes(PNG_BASE64).length);
  });

  it('checks a chosen file before reading it', () => {
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('Image must be a PNG, JPEG or WebP file');
    expect(checkImageFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('Image must be at most 2 MB');
    expect(checkImageFile({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('the upload schema refuses a signature that contradicts the declared type', () => {
    const parse = (contentType: string, data: string) => uploadImageSchema.safeParse({ id: 'x', contentType, data });
    expect(parse('image/png', PNG_BASE64).success).toBe(true);
    expect(parse('image/jpeg', PNG_BASE64).error?.issues[0].message).toBe('The file is not a PNG, JPEG or WebP image');
    expect(parse('image/png', 'not base64!').error?.issues[0].message).toBe('Image data must be base64');
  });
});

describe('Add Item warns of a $0.00 price (orders refuse it) without refusing it', () => {
  it.each([
    ['0', 'A $0.00 price cannot go on an order'],
    [' 0.00 ', 'A $0.00 price cannot go on an order'],
    ['.0', 'A $0.00 price cannot go on an order'],
    ['', undefined],
    ['0.01', undefined],
    ['abc', undefined],
  ])('%j → %s', (text, warning) => expect(zeroPriceWarning(text)).toBe(warning));
});

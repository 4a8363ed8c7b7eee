/** Import (IMPORT.md): column matching, the mapping's checks, row numbers as a spreadsheet shows them, row checks. */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cellText, headerKey, IMPORT_FIELDS, matchColumns, REQUIRED_FIELDS, spreadsheetRow } from '../../shared/import/fields.ts';
import { rowRecordId } from '../../functions/import/ids.ts';
import { itemsImport } from '../../functions/import/kinds/items.ts';
import { suppliersImport } from '../../functions/import/kinds/partners.ts';
import { FileRefused, readCsv } from '../../functions/import/parse.ts';
import { delimiterOf } from '../../shared/import/fields.ts';
import { checkMapping } from '../../functions/import/mapping.ts';

describe('column matching', () => {
  it.each([
    ['name', 'name'],
    ['Name', 'name'],
    ['  SKU ', 'sku'],
    ['Purchase Price', 'purchase_price'],
    ['PURCHASE-PRICE', 'purchase_price'],
    ['purchase_price', 'purchase_price'],
    ['Unit of measure', 'unit_of_measure'],
    ['Stock: Main Store', 'stock:Main Store'],
    ['stock:main store', 'stock:Main Store'],
    ['Colour', ''],
    ['stock', ''],
  ])('%j → %j', (header, field) => {
    expect(matchColumns([header], [...IMPORT_FIELDS.items, 'stock:Main Store'])).toEqual({ [header]: field });
  });

  it('matches a field once: a second header naming it is left out', () => {
    expect(matchColumns(['Name', 'name', 'sku'], IMPORT_FIELDS.items)).toEqual({ Name: 'name', name: '', sku: 'sku' });
  });

  it('matches tenant fields written in any case', () => {
    expect(matchColumns(['ID Type', 'idnumber', 'Id Expiry'], IMPORT_FIELDS.tenants)).toEqual({
      'ID Type': 'idType',
      idnumber: 'idNumber',
      'Id Expiry': 'idExpiry',
    });
  });

  it('keys ignore case, spaces, underscores and hyphens', () => {
    expect(headerKey(' Contact_Phone ')).toBe(headerKey('contact-phone'));
    expect(headerKey('Stock : North')).toBe('stock:north');
  });
});

describe('the mapping against the file', () => {
  const fields = [...IMPORT_FIELDS.suppliers];
  const all = Object.fromEntries(fields.map((f) => [f, f]));
  it.each<[string, string[], Record<string, string>, string | null]>([
    ['every header mapped', fields, all, null],
    ['a column left out', [...fields, 'notes'], { ...all, notes: '' }, null],
    ['a header not in the mapping', [...fields, 'notes'], all, 'Unknown column "notes": map it to a field or leave it out'],
    ['a mapped header the file lacks', fields, { ...all, notes: '' }, 'The file has no column "notes"'],
    ['an unknown field', [...fields, 'notes'], { ...all, notes: 'notes' }, '"notes" is not a field of this import'],
    ['a field twice', [...fields, 'Name 2'], { ...all, 'Name 2': 'name' }, 'Two columns are mapped to name'],
    ['a required field not mapped', fields, { ...all, address: '' }, 'Column address is missing'],
    ['a header twice', [...fields, 'name'], all, 'Two columns are named "name": rename one'],
  ])('%s', (_what, header, mapping, message) => {
    const check = () => checkMapping(header, mapping, fields, REQUIRED_FIELDS.suppliers);
    if (message) expect(check).toThrow(new FileRefused(message));
    else expect(check().columns.map((c) => c.field)).toEqual(fields);
  });
});

describe('reading a file', () => {
  const read = async (text: string | Buffer) => {
    const out: unknown[] = [];
    for await (const part of readCsv(Readable.from([typeof text === 'string' ? Buffer.from(text) : text]))) out.push(part);
    return out;
  };

  it('numbers rows as a spreadsheet shows them: the header is 1, blank rows keep their number, a cell over two lines is one row', async () => {
    expect(await read('a,b\r\n1,2\r\n\r\n3,"x\ny"\n,\n5,6')).toEqual([
      { header: ['a', 'b'] },
      { row: 2, cells: ['1', '2'] },
      { row: 4, cells: ['3', 'x\ny'] },
      { row: 6, cells: ['5', '6'] },
    ]);
    expect(spreadsheetRow(0)).toBe(2);
  });

  it.each([
    ['a,b;c', ','],
    ['a;b;c', ';'],
    ['"a;b",c', ','],
    ['"x,y";"z"', ';'],
  ])('takes the delimiter of the header line %j → %j', (line, delimiter) => {
    expect(delimiterOf(line)).toBe(delimiter);
  });

  it.each<[string, string | Buffer, string]>([
    ['empty', '', 'The file is empty'],
    ['a BOM only', '\uFEFF', 'The file is empty'],
    ['a header only', 'a,b\r\n', 'The file has a header row but no data rows'],
    ['not UTF-8', Buffer.from('a,b\r\ncaf\xe9,1\r\n', 'latin1'), 'The file is not UTF-8 text: save it as "CSV UTF-8" and try again'],
  ])('refuses %s', async (_what, text, message) => {
    await expect(read(text)).rejects.toThrow(new FileRefused(message));
  });

  it('refuses a quote left open with the parser’s reason', async () => {
    await expect(read('a,b\r\n"1,2\r\n')).rejects.toThrow(/^The file could not be read as CSV: /);
  });
});

describe('cell text', () => {
  it.each([
    ['  Blue pen ', 'Blue pen'],
    ['\'=HYPERLINK("x")', '=HYPERLINK("x")'],
    ["'+44 20", '+44 20'],
    ["'plain", "'plain"],
    ['=1+1', '=1+1'],
    [undefined, ''],
  ])('%j → %j', (raw, text) => {
    expect(cellText(raw)).toBe(text);
  });
});

describe('record ids', () => {
  it('are ULIDs derived from the import and the row', () => {
    const id = rowRecordId('01JABCDEFGHJKMNPQRSTVWXYZ0', 7);
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(id.slice(0, 10)).toBe('01JABCDEFG');
    expect(rowRecordId('01JABCDEFGHJKMNPQRSTVWXYZ0', 7)).toBe(id);
    expect(rowRecordId('01JABCDEFGHJKMNPQRSTVWXYZ0', 8)).not.toBe(id);
  });
});

describe('item rows', () => {
  const context = () => ({
    mode: 'create' as const,
    categories: new Map([
      ['general', { id: 'general', name: 'General' }],
      ['tools', { id: '01JCATEGORY000000000000000', name: 'Tools' }],
    ]),
    warehouses: new Map([['stock:Main', { id: 'W1', name: 'Main' }]]),
    skuOwner: new Map([['taken', 'ITEM1']]),
    barcodeOwner: new Map([['999', 'ITEM1']]),
  });
  const good = {
    name: 'Pen',
    sku: 'PEN-1',
    barcode: '123',
    description: 'A pen',
    category: 'general',
    purchase_price: '0.40',
    sales_price: '1.2',
    unit_of_measure: 'pcs',
  };
  it.each<[string, Record<string, string>, { field: string; message: string }[]]>([
    ['a good row', {}, []],
    ['a name missing', { name: '' }, [{ field: 'name', message: 'Please provide all the fields' }]],
    [
      'a price with three decimals',
      { purchase_price: '1.005' },
      [{ field: 'purchase_price', message: 'Prices must be amounts from 0 to 10,000,000 with at most 2 decimals' }],
    ],
    [
      'a negative price',
      { sales_price: '-1' },
      [{ field: 'sales_price', message: 'Prices must be amounts from 0 to 10,000,000 with at most 2 decimals' }],
    ],
    [
      'an unknown unit',
      { unit_of_measure: 'dozen' },
      [{ field: 'unit_of_measure', message: 'Unit must be one of pcs, box, pack, kg, g, l, ml, m' }],
    ],
    ['an unknown category', { category: 'Garden' }, [{ field: 'category', message: 'Category not found' }]],
    ['a category in other case', { category: 'TOOLS' }, []],
    ['a SKU the company has', { sku: 'Taken' }, [{ field: 'sku', message: 'SKU already exists' }]],
    ['a barcode the company has', { barcode: '999' }, [{ field: 'barcode', message: 'Barcode already exists' }]],
    ['a barcode with spaces', { barcode: '12 3' }, [{ field: 'barcode', message: expect.stringMatching(/barcode/i) as unknown as string }]],
    ['opening stock', { 'stock:Main': '12' }, []],
    [
      'opening stock not a whole number',
      { 'stock:Main': '1.5' },
      [{ field: 'stock:Main', message: 'Opening stock must be a whole number from 0 to 1,000,000' }],
    ],
    [
      'opening stock negative',
      { 'stock:Main': '-3' },
      [{ field: 'stock:Main', message: 'Opening stock must be a whole number from 0 to 1,000,000' }],
    ],
  ])('%s', (_what, change, issues) => {
    const checked = itemsImport.check({ ...good, ...change }, context());
    expect(checked.issues).toEqual(issues);
    if (!issues.length) expect(checked.value).toBeDefined();
  });

  it('an empty cell does not hide the row’s other errors', () => {
    expect(itemsImport.check({ ...good, name: '', purchase_price: 'x', unit_of_measure: 'dozen' }, context()).issues).toEqual([
      { field: 'name', message: 'Please provide all the fields' },
      { field: 'purchase_price', message: 'Prices must be amounts from 0 to 10,000,000 with at most 2 decimals' },
      { field: 'unit_of_measure', message: 'Unit must be one of pcs, box, pack, kg, g, l, ml, m' },
    ]);
  });

  it('upsert: an existing SKU updates its item; opening stock is refused for it', () => {
    const ctx = { ...context(), mode: 'upsert' as const };
    expect(itemsImport.check({ ...good, sku: 'TAKEN', barcode: '999' }, ctx)).toMatchObject({ update: 'ITEM1', issues: [] });
    expect(itemsImport.check({ ...good, sku: 'TAKEN', barcode: '999', 'stock:Main': '4' }, ctx).issues).toEqual([
      { field: 'stock:Main', message: 'Opening stock is for new items: use Add Stock for an item that exists' },
    ]);
  });

  it('keeps the opening stock per warehouse and the category resolved', () => {
    expect(itemsImport.check({ ...good, category: 'Tools', 'stock:Main': '5' }, context()).value).toMatchObject({
      input: { category: '01JCATEGORY000000000000000', purchasePrice: 0.4, sellingPrice: 1.2 },
      categoryName: 'Tools',
      stock: [{ warehouseId: 'W1', quantity: 5 }],
    });
  });
});

describe('supplier rows', () => {
  const good = {
    name: 'Acme',
    contact_name: 'Jo',
    contact_phone: '+44 20 7946 0000',
    contact_email: 'jo@acme.example',
    address: '1 High St',
  };
  it.each<[string, Record<string, string>, string[]]>([
    ['a good row', {}, []],
    ['an email missing', { contact_email: '' }, ['contact_email: Please provide all the fields']],
    ['a bad email', { contact_email: 'jo@' }, ['contact_email: ' + 'Please enter a valid email address']],
    ['a name the company has', { name: ' ACME ' }, []],
    ['a name the company has, exactly', { name: 'Northwind' }, ['name: A supplier with this name already exists']],
  ])('%s', (_what, change, issues) => {
    const checked = suppliersImport.check({ ...good, ...change }, new Set(['northwind']));
    expect(checked.issues.map((i) => `${i.field}: ${i.message}`)).toEqual(issues);
  });
});

/**
 * Counts from a file on the count sheet (WAREHOUSE.md "Stock counts", issue 33): what papaparse makes of a CSV becomes
 * the record-rows call's rows, or a message shown before any request. The CSV cases go through papaparse itself, with
 * the options the sheet uses (blank lines kept, the delimiter of the first line).
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  countFileDelimiter,
  countFileRows,
  withoutBom,
  type CountFileRead,
  type CountFileRow,
} from '../../web/src/features/inventory/count-file.ts';

const HEADER = 'The first line must name the columns SKU and counted, as in SKU,counted';
const NO_ROWS = 'The file has no counts: put rows of SKU,counted under the header';

/** The sheet's reading of a file's text (CountFileImport.tsx), without the File. */
function read(csv: string): CountFileRead {
  const text = withoutBom(csv);
  const { data, errors } = Papa.parse<string[]>(text, { header: false, delimiter: countFileDelimiter(text), skipEmptyLines: false });
  return countFileRows(data, errors);
}

const rows = (...list: Array<[number, string, string]>): CountFileRead => ({
  ok: true,
  rows: list.map(([line, sku, counted]): CountFileRow => ({ line, sku, counted })),
});
const refused = (message: string): CountFileRead => ({ ok: false, message });

describe('a counts file as the record-rows call’s rows', () => {
  it.each<[string, string, CountFileRead]>([
    ['the plain header', 'SKU,counted\nHB-100,17\nWN-200,5\n', rows([2, 'HB-100', '17'], [3, 'WN-200', '5'])],
    ['any case, a BOM, CRLF', '\uFEFFsku,COUNTED\r\nHB-100,17\r\n', rows([2, 'HB-100', '17'])],
    ['semicolons', 'SKU;counted\nHB-100;0\nWN-200;3\n', rows([2, 'HB-100', '0'], [3, 'WN-200', '3'])],
    ['semicolons with a decimal comma in a count', 'SKU;counted\nHB-100;1,5\n', rows([2, 'HB-100', '1,5'])],
    ['blank rows keep the row numbers', 'SKU,counted\n\nHB-100,1\n,\n\nWN-200,2', rows([3, 'HB-100', '1'], [6, 'WN-200', '2'])],
    ['cells trimmed', 'SKU , counted \n  HB-100 ,  4 \n', rows([2, 'HB-100', '4'])],
    ['other columns and another order', 'Name,counted,SKU\nHex Bolt,9,HB-100\n', rows([2, 'HB-100', '9'])],
    ['a quoted SKU with the delimiter in it', 'SKU,counted\n"HB,100",2\n', rows([2, 'HB,100', '2'])],
    ['a missing count is sent empty (the server names the row)', 'SKU,counted\nHB-100\n', rows([2, 'HB-100', ''])],
    [
      'a bad count is sent as it is (the server names the row)',
      'SKU,counted\nHB-100,-2\nWN-200,x\n',
      rows([2, 'HB-100', '-2'], [3, 'WN-200', 'x']),
    ],
    ['a missing SKU is sent empty (the server names the row)', 'SKU,counted\n,4\n', rows([2, '', '4'])],
    ['no header', 'HB-100,17\nWN-200,5\n', refused(HEADER)],
    ['only SKU', 'SKU\nHB-100\n', refused(HEADER)],
    ['another name for the count', 'SKU,qty\nHB-100,1\n', refused(HEADER)],
    ['an empty file', '', refused(HEADER)],
    ['a header alone', 'SKU,counted\n\n', refused(NO_ROWS)],
    ['an unclosed quote', 'SKU,counted\nHB-100,1\n"WN-200,2\n', refused('Row 3: the file is not valid CSV (Quoted field unterminated)')],
  ])('%s', (_case, csv, expected) => {
    expect(read(csv)).toEqual(expected);
  });

  it('takes at most 1,000 rows', () => {
    const body = (n: number) => Array.from({ length: n }, (_v, i) => `SKU-${i},${i}`).join('\n');
    const most = read(`SKU,counted\n${body(1000)}`);
    expect(most.ok && most.rows.length).toBe(1000);
    expect(most.ok && most.rows[999]).toEqual({ line: 1001, sku: 'SKU-999', counted: '999' });
    expect(read(`SKU,counted\n${body(1001)}`)).toEqual(refused('A counts file may have at most 1,000 rows'));
  });

  it.each<[string, ',' | ';']>([
    ['SKU,counted', ','],
    ['SKU;counted', ';'],
    ['\uFEFFSKU;counted\r\nA,1', ';'],
    ['"SKU;x",counted', ','],
    ['SKU', ','],
  ])('the delimiter of %j is %j', (text, delimiter) => expect(countFileDelimiter(text)).toBe(delimiter));
});

/** Item search terms (functions/inventory/records.ts): every word start of the name, then SKU and barcode, each knowing the ones before it. */
import { describe, expect, it } from 'vitest';
import { itemSearchTerms, MAX_NAME_WORD_STARTS, nameWordStarts, normalizeSearch, TERM_MARK } from '../../functions/inventory/records.ts';

const terms = (name: string, sku = 'SKU-1', barcode = '123') => itemSearchTerms({ name, sku, barcode });
/** What the search's filter keeps: a token matching `q` none of whose earlier terms match it. */
const kept = (name: string, q: string, sku?: string) =>
  terms(name, sku)
    .filter((t) => t.term.startsWith(q) && !t.earlier.includes(TERM_MARK + q))
    .map((t) => `${t.field}:${t.term}`);

describe('item search terms', () => {
  it.each([
    ['  Cordless   Drill\t18 V ', 'cordless drill 18 v'],
    ['ÉCROU M4', 'écrou m4'],
    ['a\u0001b', 'a b'],
  ])('normalizeSearch(%j) = %j', (text, normal) => {
    expect(normalizeSearch(text)).toBe(normal);
  });

  it.each([
    ['cordless drill 18 v', ['cordless drill 18 v', 'drill 18 v', '18 v', 'v']],
    ['drill bit/5mm', ['drill bit/5mm', 'bit/5mm', '5mm']],
    ['screws (m4) - 100', ['screws (m4) - 100', '(m4) - 100', 'm4) - 100', '- 100', '100']],
  ])('word starts of %j', (name, suffixes) => {
    expect(nameWordStarts(name).map((i) => name.slice(i))).toEqual(suffixes);
  });

  it('caps the word starts', () => {
    expect(nameWordStarts(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_NAME_WORD_STARTS);
  });

  it.each([
    ['Cordless Drill 18 V', 'drill', ['name:drill 18 v']],
    ['Cordless Drill 18 V', 'cord', ['name:cordless drill 18 v']],
    ['Drill Driver Set', 'dr', ['name:drill driver set']], // two words match: the first is kept
    ['Drill Driver Set', 'dri', ['name:drill driver set']],
    ['Drill Driver Set', 'driv', ['name:driver set']],
    ['Drill Drill', 'drill', ['name:drill drill']],
    ['Sku Widget', 'sku', ['name:sku widget']], // the name before the SKU 'SKU-1'
    ['Widget', 'sku', ['sku:sku-1']],
    ['Widget', 'sku-1', ['sku:sku-1']],
    ['Widget', 'dget', []],
  ])('%j searched by %j keeps %j', (name, q, expected) => {
    expect(kept(name, q)).toEqual(expected);
  });

  it('gives the first term no `earlier` and cuts the others to its own length', () => {
    expect(terms('Ab Cd', 'X', '9').map((t) => [t.term, t.earlier])).toEqual([
      ['ab cd', ''],
      ['cd', `${TERM_MARK}ab`],
      ['x', `${TERM_MARK}a${TERM_MARK}c`],
      ['9', `${TERM_MARK}a${TERM_MARK}c${TERM_MARK}x`],
    ]);
  });
});

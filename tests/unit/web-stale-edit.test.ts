/** One stale-edit mechanism for every edit form (issue 31 item 8): what was typed stays, Reload marks what differs. */
import { describe, expect, it } from 'vitest';
import { CORRECTION_MESSAGES } from '../../shared/audit/types.ts';
import { ApiError } from '../../web/src/lib/api-client.ts';
import { isStale, staleEdit, typedDifferences } from '../../web/src/lib/stale-edit.ts';

const stale = new ApiError(409, CORRECTION_MESSAGES.staleVersion, CORRECTION_MESSAGES.staleVersion);
const item = { id: 'i1', name: 'Widget A', price: '10.00', version: 3 };

describe('isStale', () => {
  it.each([
    ['the stale 409', stale, true],
    ['another 409 (a duplicate)', new ApiError(409, 'Room number already exists on this level'), false],
    ['a 422 with the same words', new ApiError(422, CORRECTION_MESSAGES.staleVersion), false],
    ['not an API error', new Error(CORRECTION_MESSAGES.staleVersion), false],
  ])('%s → %s', (_name, err, expected) => {
    expect(isStale(err)).toBe(expected);
  });
});

describe('typedDifferences', () => {
  it.each([
    ['nothing differs', { a: '1', b: 'x' }, { a: '1', b: 'x' }, {}],
    ['spaces at the ends do not count', { a: ' 1 ' }, { a: '1' }, {}],
    ['a changed field names what was typed', { discount: '10', name: 'Acme' }, { discount: '0', name: 'Acme' }, { discount: '10' }],
    ['an emptied field', { note: '' }, { note: 'call first' }, { note: '' }],
    ['a field the form no longer has is left out', { a: '1' }, { a: '1', b: '2' }, {}],
    ['order lines compare as a whole', { lines: [{ sku: 'A', qty: '5' }] }, { lines: [{ sku: 'A', qty: '4' }] }, { lines: 'A 5' }],
    ['the same lines', { lines: [{ sku: 'A', qty: '5' }] }, { lines: [{ sku: 'A', qty: '5' }] }, {}],
  ] as const)('%s', (_name, typed, latest, expected) => {
    expect(typedDifferences(typed as never, latest as never)).toEqual(expected);
  });
});

describe('staleEdit transitions', () => {
  it('a stale refusal keeps the base (and so what is typed) and asks for a Reload', () => {
    const refused = staleEdit.refused(staleEdit.opened(item), stale);
    expect(refused).toMatchObject({ base: item, phase: 'stale', typed: {} });
  });

  it('any other refusal changes nothing (the form shows it)', () => {
    const opened = staleEdit.opened(item);
    expect(staleEdit.refused(opened, new ApiError(409, 'This warehouse has stock or orders'))).toBe(opened);
    expect(staleEdit.refused(opened, new ApiError(422, 'Wrong master password'))).toBe(opened);
  });

  it('a Reload makes the latest record the base (its version is what the next save sends) and marks what differs', () => {
    const latest = { ...item, price: '12.00', version: 4 };
    const typed = { name: 'Widget A', price: '9.00' };
    const state = staleEdit.reloaded(staleEdit.reloading(staleEdit.refused(staleEdit.opened(item), stale)), latest, typed, {
      name: latest.name,
      price: latest.price,
    });
    expect(state).toEqual({ base: latest, phase: 'reloaded', typed: { price: '9.00' }, reloading: false, reloadProblem: null });
  });

  it('a Reload that finds nothing says so and leaves the form as typed', () => {
    const refused = staleEdit.refused(staleEdit.opened(item), stale);
    const failed = staleEdit.reloadFailed(staleEdit.reloading(refused), 'gone');
    expect(failed).toMatchObject({ base: item, phase: 'stale', reloading: false, reloadProblem: 'gone' });
  });

  it('a second stale refusal after a Reload clears the old marks', () => {
    const reloaded = staleEdit.reloaded(staleEdit.opened(item), { ...item, version: 4 }, { price: '9.00' }, { price: '10.00' });
    expect(staleEdit.refused(reloaded, stale)).toMatchObject({ phase: 'stale', typed: {}, base: { version: 4 } });
  });
});

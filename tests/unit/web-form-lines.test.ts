/** Line tables in forms (order lines): add, remove, edit a cell, per-line messages, derived totals, and the submit flow. */
import { describe, expect, it } from 'vitest';
import {
  addLine,
  checkLines,
  clearLineError,
  removeLine,
  removeLineErrors,
  submitForm,
  sumLines,
  updateLine,
  type LineErrors,
  type LineProblems,
} from '../../web/src/lib/use-form.ts';
import type { Validation } from '../../web/src/lib/validate.ts';

type Line = { itemId: string; quantity: string; unitPrice: string };
const line = (itemId: string, quantity = '1', unitPrice = '10.00'): Line => ({ itemId, quantity, unitPrice });
const ids = (lines: Line[]) => lines.map((l) => l.itemId);

describe('addLine / removeLine / updateLine', () => {
  const three = [line('a'), line('b'), line('c')];

  it.each([
    ['to an empty table', [], ['x']],
    ['after the last line', three, ['a', 'b', 'c', 'x']],
  ])('adds a line %s', (_, lines, expected) => {
    expect(ids(addLine(lines, line('x')))).toEqual(expected);
  });

  it.each([
    [0, ['b', 'c']],
    [1, ['a', 'c']],
    [2, ['a', 'b']],
    [5, ['a', 'b', 'c']],
  ])('removing line %i leaves %j', (index, expected) => {
    expect(ids(removeLine(three, index))).toEqual(expected);
  });

  it.each([
    [0, 'quantity', '4', { itemId: 'a', quantity: '4', unitPrice: '10.00' }],
    [2, 'unitPrice', '2.50', { itemId: 'c', quantity: '1', unitPrice: '2.50' }],
    [1, 'itemId', 'z', { itemId: 'z', quantity: '1', unitPrice: '10.00' }],
  ] as const)('line %i: %s becomes %j, the other lines are untouched', (index, field, value, expected) => {
    const next = updateLine(three, index, field, value);
    expect(next[index]).toEqual(expected);
    expect(next.filter((_, i) => i !== index)).toEqual(three.filter((_, i) => i !== index));
  });

  it('never changes the table it was given (React state)', () => {
    const before = structuredClone(three);
    addLine(three, line('x'));
    removeLine(three, 0);
    updateLine(three, 1, 'quantity', '9');
    expect(three).toEqual(before);
  });
});

const quantityRule = (l: Line) => (/^[1-9]\d*$/.test(l.quantity) ? null : { quantity: 'Quantity must be a whole number greater than 0' });

describe('checkLines', () => {
  it.each([
    ['every line valid', [line('a', '1'), line('b', '12')], {}],
    ['one bad line', [line('a', '1'), line('b', '0')], { 1: { quantity: 'Quantity must be a whole number greater than 0' } }],
    [
      'two bad lines',
      [line('a', ''), line('b', '2'), line('c', '1.5')],
      {
        0: { quantity: 'Quantity must be a whole number greater than 0' },
        2: { quantity: 'Quantity must be a whole number greater than 0' },
      },
    ],
    ['no lines', [], {}],
  ])('%s', (_, lines, expected) => {
    expect(checkLines(lines, quantityRule)).toEqual(expected);
  });

  it('a rule answering {} counts as no problem', () => {
    expect(checkLines([line('a')], () => ({}))).toEqual({});
  });
});

describe('removeLineErrors / clearLineError', () => {
  const errors: LineErrors = { 0: { quantity: 'q0' }, 2: { quantity: 'q2', unitPrice: 'p2' }, 3: { itemId: 'i3' } };

  it.each([
    [0, { 1: { quantity: 'q2', unitPrice: 'p2' }, 2: { itemId: 'i3' } }],
    [1, { 0: { quantity: 'q0' }, 1: { quantity: 'q2', unitPrice: 'p2' }, 2: { itemId: 'i3' } }],
    [2, { 0: { quantity: 'q0' }, 2: { itemId: 'i3' } }],
    [3, { 0: { quantity: 'q0' }, 2: { quantity: 'q2', unitPrice: 'p2' } }],
  ])('removing line %i keeps each message on its line', (index, expected) => {
    expect(removeLineErrors(errors, index)).toEqual(expected);
  });

  it.each([
    ['one of two messages of a line', 2, 'quantity', { 0: { quantity: 'q0' }, 2: { unitPrice: 'p2' }, 3: { itemId: 'i3' } }],
    ['the only message of a line', 3, 'itemId', { 0: { quantity: 'q0' }, 2: { quantity: 'q2', unitPrice: 'p2' } }],
    ['a field with no message', 0, 'unitPrice', errors],
    ['a line with no message', 1, 'quantity', errors],
  ] as const)('editing clears %s', (_, index, field, expected) => {
    expect(clearLineError(errors, index, field)).toEqual(expected);
  });
});

describe('sumLines', () => {
  const cents = (l: Line) => Number(l.quantity) * Math.round(Number(l.unitPrice) * 100);
  it.each([
    [[], 0],
    [[line('a', '2', '10.00')], 2000],
    [[line('a', '2', '10.00'), line('b', '3', '0.10'), line('c', '1', '1234.50')], 2000 + 30 + 123450],
  ])('%j totals %i cents', (lines, expected) => {
    expect(sumLines(lines, cents)).toBe(expected);
  });
});

describe('submitForm with a line table', () => {
  type Values = { supplierId: string; lines: Line[] };
  type Data = { supplierId: string; lines: { itemId: string; quantity: number }[] };

  function harness(values: Values) {
    const log: string[] = [];
    const state = {
      values,
      busy: false,
      setBusy: (on: boolean) => log.push(on ? 'busy on' : 'busy off'),
      setProblem: (message: string | null) => log.push(`problem: ${message}`),
      setLineErrors: (errors: LineErrors) => log.push(`line errors: ${JSON.stringify(errors)}`),
    };
    return { log, state };
  }

  const validate = (v: Values): Validation<Data> | LineProblems | string => {
    if (!v.supplierId) return 'Please select a supplier.';
    if (v.lines.length === 0) return 'Add at least one item.';
    const lineErrors = checkLines(v.lines, quantityRule);
    if (Object.keys(lineErrors).length > 0) return { message: 'Please correct the highlighted lines.', lineErrors };
    return {
      ok: true,
      data: { supplierId: v.supplierId, lines: v.lines.map((l) => ({ itemId: l.itemId, quantity: Number(l.quantity) })) },
    };
  };

  it.each([
    [
      'a form-level message clears the line messages',
      { supplierId: '', lines: [line('a', '0')] },
      ['line errors: {}', 'problem: Please select a supplier.'],
    ],
    ['an empty table is a form-level message', { supplierId: 's1', lines: [] }, ['line errors: {}', 'problem: Add at least one item.']],
    [
      'bad lines get their messages and the summary',
      { supplierId: 's1', lines: [line('a', '1'), line('b', 'x')] },
      [
        'line errors: {"1":{"quantity":"Quantity must be a whole number greater than 0"}}',
        'problem: Please correct the highlighted lines.',
      ],
    ],
  ])('%s, and nothing is sent', async (_, values, expected) => {
    const { log, state } = harness(values);
    await submitForm(state, { validate, onSubmit: async () => void log.push('sent') });
    expect(log).toEqual(expected);
  });

  it('valid lines: messages cleared, the parsed lines sent', async () => {
    const { log, state } = harness({ supplierId: 's1', lines: [line('a', '2'), line('b', '5')] });
    await submitForm(state, { validate, onSubmit: async (data) => void log.push(`sent ${JSON.stringify(data.lines)}`) });
    expect(log).toEqual([
      'line errors: {}',
      'problem: null',
      'busy on',
      'sent [{"itemId":"a","quantity":2},{"itemId":"b","quantity":5}]',
      'busy off',
    ]);
  });
});

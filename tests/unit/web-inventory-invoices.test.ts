/**
 * The purchase invoice screens' checks (spec part 2 §5 "Generate invoice", "Edit invoice", "Print invoice"; §4 the
 * invoice status badge): defaults, request bodies, change detection, badge tones and wording.
 */
import { describe, expect, it } from 'vitest';
import * as M from '../../shared/inventory/messages.ts';
import { DEFAULT_NOTES, MAX_NOTES } from '../../shared/inventory/invoices.ts';
import { statusTone } from '../../shared/inventory/rules.ts';
import {
  editDraftOf,
  generateInvoiceBody,
  invoiceChanged,
  invoiceDefaults,
  invoiceNumberUnavailable,
  invoiceStatusLabel,
  isoDay,
  normaliseNotes,
  paidAndDue,
  printProblem,
  updateInvoiceBody,
  type InvoiceDraft,
} from '../../web/src/features/inventory/invoice-form.ts';
import { localToday } from '../../web/src/lib/dates.ts';

const draft = (dueDate: string, notes: string): InvoiceDraft => ({ dueDate, notes });

describe('defaults', () => {
  it.each([
    ['a winter day', new Date(2026, 0, 5, 9, 30), '2026-01-05'],
    ['just before midnight', new Date(2026, 11, 31, 23, 59), '2026-12-31'],
    ['just after midnight', new Date(2026, 2, 1, 0, 1), '2026-03-01'],
    ['29 February', new Date(2028, 1, 29, 12), '2028-02-29'],
  ])('today is the local calendar date: %s', (_, now, iso) => {
    expect(localToday(now)).toBe(iso);
  });

  it('a new invoice is due today with notes N/A (spec §9)', () => {
    expect(invoiceDefaults('2026-11-23')).toEqual({ dueDate: '2026-11-23', notes: 'N/A' });
    expect(DEFAULT_NOTES).toBe('N/A');
  });

  it.each([
    ['', 'N/A'],
    ['   ', 'N/A'],
    [' Net 30 ', 'Net 30'],
    ['N/A', 'N/A'],
    ['line 1\nline 2', 'line 1\nline 2'],
  ])('notes %j are stored as %j', (notes, stored) => {
    expect(normaliseNotes(notes)).toBe(stored);
  });

  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-23T10:15:00.000Z', '2026-11-23'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('isoDay(%j) = %j', (value, day) => {
    expect(isoDay(value)).toBe(day);
  });
});

describe('generate', () => {
  it.each([
    ['the defaults', 'INV-PO-00001', draft('2026-11-23', 'N/A'), { ok: true, value: { due_date: '2026-11-23', notes: 'N/A' } }],
    ['notes left empty', 'INV-PO-00001', draft('2026-11-23', ''), { ok: true, value: { due_date: '2026-11-23', notes: 'N/A' } }],
    ['notes trimmed', 'INV-PO-00002', draft('2026-12-01', '  Net 30 '), { ok: true, value: { due_date: '2026-12-01', notes: 'Net 30' } }],
    ['no due date', 'INV-PO-00001', draft('', 'N/A'), { ok: false, message: M.dueDateRequired }],
    ['a blank due date', 'INV-PO-00001', draft('  ', 'N/A'), { ok: false, message: M.dueDateRequired }],
    ['no number preview', null, draft('2026-11-23', 'N/A'), { ok: false, message: invoiceNumberUnavailable }],
    ['an empty number preview', '', draft('2026-11-23', 'N/A'), { ok: false, message: invoiceNumberUnavailable }],
    ['notes too long', 'INV-PO-00001', draft('2026-11-23', 'x'.repeat(MAX_NOTES + 1)), { ok: false, message: M.notesTooLong }],
    ['a date that does not exist', 'INV-PO-00001', draft('2026-02-30', 'N/A'), { ok: false, message: M.dueDateRequired }],
  ])('%s', (_, number, input, expected) => {
    // the same checks for a purchase and a sales order
    for (const kind of ['purchase', 'sales'] as const) {
      const result = generateInvoiceBody(kind, 7, number, input);
      if ('value' in expected) expect(result).toEqual({ ok: true, value: { invoice_number: number, ...expected.value } });
      else expect(result).toEqual(expected);
    }
  });

  it('refuses an order id that is not one, with the kind’s message', () => {
    expect(generateInvoiceBody('purchase', 0, 'INV-PO-00001', draft('2026-11-23', 'N/A'))).toEqual({
      ok: false,
      message: M.purchaseOrderNotFound,
    });
    expect(generateInvoiceBody('sales', 0, 'INV-SO-00001', draft('2026-11-23', 'N/A'))).toEqual({
      ok: false,
      message: M.salesOrderNotFound,
    });
  });

  it('the messages are the spec’s', () => {
    expect(invoiceNumberUnavailable).toBe('Failed to generate invoice number');
    expect(M.dueDateRequired).toBe('Due date is required');
  });
});

describe('edit', () => {
  const stored = editDraftOf({ due_date: '2026-11-30', notes: 'Net 30' });

  it('starts from the stored invoice (a timestamp due date as its day; no notes as empty)', () => {
    expect(stored).toEqual({ dueDate: '2026-11-30', notes: 'Net 30' });
    expect(editDraftOf({ due_date: '2026-11-30T00:00:00.000Z', notes: null as unknown as string })).toEqual({
      dueDate: '2026-11-30',
      notes: '',
    });
  });

  it.each([
    ['nothing', draft('2026-11-30', 'Net 30'), false],
    ['only spaces around the notes', draft('2026-11-30', '  Net 30  '), false],
    ['the due date', draft('2026-12-31', 'Net 30'), true],
    ['the notes', draft('2026-11-30', 'Net 45'), true],
    ['both', draft('2026-12-31', 'Net 45'), true],
    ['the notes emptied (they become N/A)', draft('2026-11-30', ''), true],
    ['the due date cleared', draft('', 'Net 30'), true],
  ])('changing %s → %s', (_, input, changed) => {
    expect(invoiceChanged(stored, input)).toBe(changed);
  });

  it.each([
    ['N/A stored, emptied', draft('2026-11-30', 'N/A'), draft('2026-11-30', ''), false],
    ['N/A stored, typed again', draft('2026-11-30', 'N/A'), draft('2026-11-30', ' N/A '), false],
    ['empty stored, N/A typed', draft('2026-11-30', ''), draft('2026-11-30', 'N/A'), false],
    ['a stored timestamp, the same day', draft('2026-11-30T00:00:00Z', 'x'), draft('2026-11-30', 'x'), false],
  ])('empty notes and N/A are the same: %s', (_, original, input, changed) => {
    expect(invoiceChanged(original, input)).toBe(changed);
  });

  it.each([
    ['the due date cleared', draft('', 'Net 30'), { ok: false, message: M.fillInvoiceFields }],
    ['the due date cleared and notes changed', draft('', 'Net 45'), { ok: false, message: M.fillInvoiceFields }],
    ['nothing changed', draft('2026-11-30', 'Net 30'), { ok: false, message: M.noInvoiceChanges }],
    ['only whitespace changed', draft('2026-11-30', 'Net 30 '), { ok: false, message: M.noInvoiceChanges }],
    [
      'a new due date',
      draft('2026-12-31', 'Net 30'),
      { ok: true, value: { invoiceId: '3', due_date: '2026-12-31', notes: 'Net 30', version: 4 } },
    ],
    [
      'new notes',
      draft('2026-11-30', ' Net 45 '),
      { ok: true, value: { invoiceId: '3', due_date: '2026-11-30', notes: 'Net 45', version: 4 } },
    ],
    ['notes emptied', draft('2026-11-30', ''), { ok: true, value: { invoiceId: '3', due_date: '2026-11-30', notes: 'N/A', version: 4 } }],
    ['notes too long', draft('2026-11-30', 'y'.repeat(MAX_NOTES + 1)), { ok: false, message: M.notesTooLong }],
  ])('%s', (_, input, expected) => {
    expect(updateInvoiceBody({ invoiceId: '3', version: 4 }, stored, input)).toEqual(expected);
  });

  it('the messages are the spec’s', () => {
    expect(M.fillInvoiceFields).toBe('Please Fill all the fields');
    expect(M.noInvoiceChanges).toBe('No Changes Made To Submit');
  });
});

describe('status badge', () => {
  it.each([
    ['Pending', 'yellow', 'Pending'],
    ['Partially Paid', 'green', 'Partial Paid'],
    ['Paid', 'green', 'Paid'],
    ['Overdue', 'red', 'Overdue'],
  ] as const)('%s is %s, worded %j in the invoice view', (status, tone, label) => {
    expect(statusTone(status)).toBe(tone);
    expect(invoiceStatusLabel(status)).toBe(label);
  });
});

describe('list and print', () => {
  it.each([
    [0, 137.28, '$0.00 paid / $137.28 due'],
    [50, 76.59, '$50.00 paid / $76.59 due'],
    [1234.5, 0, '$1,234.50 paid / $0.00 due'],
  ])('paid %d, due %d → %j', (paid, due, text) => {
    expect(paidAndDue(paid, due)).toBe(text);
  });

  it.each([
    ['7', null],
    [' 7 ', null],
    ['', M.invoiceNotFound],
    ['   ', M.invoiceNotFound],
    [null, M.invoiceNotFound],
    [undefined, M.invoiceNotFound],
  ])('print with id %j → %j', (id, problem) => {
    expect(printProblem(id)).toBe(problem);
  });
});

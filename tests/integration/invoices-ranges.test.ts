/**
 * Invoice ranges against the rest of the product: over the default range (the periods due so far) the
 * invoice's Total, Paid and Balance are the unit page's and the Overdue report's figures; a lease's own range
 * lists its periods and no 13th; more than 1,000 lines is refused before anything is rendered.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../shared/domain/dates.ts';
import { formatCents } from '../../shared/domain/format.ts';
import { defaultInvoiceRange } from '../../shared/rent/invoice-rules.ts';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  checkout,
  expectStatus,
  history,
  newCompany,
  pay,
  reportRows,
  room,
  today,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
const dir = mkdtempSync(join(tmpdir(), 'invoice-ranges-it-'));
let files = 0;
let co: Company;
let roomSeq = 0;

beforeAll(async () => {
  co = await newCompany(api, 'Ranges Co');
  await addBuilding(api, co.token, 4, 1, 'Range House');
});

async function rented(options: Parameters<typeof addRent>[4]) {
  const roomId = await addRoom(api, co.token, 4, 1, `R${++roomSeq}`);
  const rentId = await addRent(api, co.token, roomId, await addTenant(api, co.token), options);
  return { roomId, rentId };
}

/** Prints the invoice and reads it back: its text, line count and totals (in cents). */
async function printed(body: { currentRentId: string; startDate: string; endDate: string }) {
  const res = await api.call('POST', '/api/payment/print/rent-invoice', { token: co.token, body });
  expectStatus(res, 200);
  const bytes = new Uint8Array(await (await fetch(res.body.url)).arrayBuffer());
  const file = join(dir, `invoice-${++files}.pdf`);
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { text, lines: text.match(/rent, period \d+/g) ?? [] };
}

const money = (cents: number) => formatCents(cents).replace(/[$.]/g, '\\$&');
const expectTotals = (text: string, total: number, paid: number, balance: number) => {
  expect(text).toMatch(new RegExp(`Total\\s+${money(total)}`));
  expect(text).toMatch(new RegExp(`Paid\\s+${money(paid)}`));
  expect(text).toMatch(new RegExp(`Balance due\\s+${money(balance)}`));
};

describe('the default invoice range agrees with the unit page and the Overdue report', () => {
  it('a paid-up 12-month lease (started two months ago): the default range is the periods due so far, Balance $0.00, like the unit page', async () => {
    const startDate = addMonths(today(), -2);
    const endDate = addMonths(startDate, 12);
    const { roomId, rentId } = await rented({ rent_price: 1100, rent_start_date: startDate, rent_end_date: endDate });
    const before = await room(api, co.token, roomId);
    await pay(api, co, roomId, rentId, before.total_amount_due_so_far, 'PAID-UP');
    const unit = await room(api, co.token, roomId);
    expect(unit).toMatchObject({ rent_payment_status: 'Paid', amount_due: 0, next_payment_date: null });

    const range = defaultInvoiceRange({ startDate, endDate }, today());
    expect(range).toEqual({ startDate, endDate: today() });
    const invoice = await printed({ currentRentId: rentId, ...range });
    expect(invoice.lines).toHaveLength(unit.current_due_periods);
    const due = Math.round(unit.total_amount_due_so_far * 100);
    expectTotals(invoice.text, due, due, 0);

    // the whole lease: 12 periods (the one starting on the end date is not part of it), $13,200
    const lease = await printed({ currentRentId: rentId, startDate, endDate });
    expect(lease.lines).toHaveLength(12);
    expect(lease.lines.at(-1)).toBe('rent, period 12');
    expectTotals(lease.text, 1_320_000, due, 1_320_000 - due);
  });

  it('a rent in arrears: the default invoice Balance is the unit page amount due and the Overdue report row', async () => {
    const startDate = addMonths(today(), -3);
    const { roomId, rentId } = await rented({ rent_price: 1000, rent_start_date: startDate, rent_end_date: addMonths(startDate, 12) });
    await pay(api, co, roomId, rentId, 1500, 'PART');
    const unit = await room(api, co.token, roomId);
    expect(unit).toMatchObject({ rent_payment_status: 'Overdue', total_amount_due_so_far: 4000, amount_due: 2500 });
    const row = (await reportRows(api, co.token, '/api/reports/rent/overdue')).find((r) => r.rent_id === rentId);
    expect(row).toMatchObject({ amount_due: 2500, next_payment_date: unit.next_payment_date });
    const invoice = await printed({ currentRentId: rentId, ...defaultInvoiceRange({ startDate, endDate: unit.rent_end_date }, today()) });
    expect(invoice.lines).toHaveLength(4);
    expectTotals(invoice.text, 400_000, 150_000, 250_000);
  });

  it('a checked-out tenant who owes: the default range ends on the checkout date, its Balance is what the history says is owed', async () => {
    const startDate = addDays(today(), -20);
    const { roomId, rentId } = await rented({
      rent_price: 120,
      rent_type: 'Weekly',
      rent_start_date: startDate,
      rent_end_date: addMonths(today(), 6),
    });
    await pay(api, co, roomId, rentId, 100, 'WEEK-1');
    await checkout(api, co.token, roomId, addDays(today(), -1));
    const [past] = await history(api, co.token, roomId);
    expect(past).toMatchObject({ amount_due: 260, payable: true });
    const range = defaultInvoiceRange({ startDate, endDate: past.rent_end_date, checkoutDate: past.checkout_date }, today());
    expect(range.endDate).toBe(addDays(today(), -1));
    const invoice = await printed({ currentRentId: rentId, ...range });
    expect(invoice.lines).toHaveLength(3);
    expectTotals(invoice.text, 36_000, 10_000, 26_000);
  });
});

describe('an invoice holds at most 1,000 lines', () => {
  it('a longer range is refused with 422 before anything is rendered (print and link); 1,000 lines print', async () => {
    const startDate = addDays(today(), -1100);
    const { rentId } = await rented({ rent_price: 1, rent_type: 'Daily', rent_start_date: startDate, rent_end_date: addDays(today(), 10) });
    const message = 'This invoice would have more than 1,000 lines: please choose a shorter range.';
    for (const path of ['/api/payment/print/rent-invoice', '/api/payment/rent-invoice-link']) {
      const res = await api.call('POST', path, { token: co.token, body: { currentRentId: rentId, startDate, endDate: today() } });
      expect(res, path).toMatchObject({ status: 422, body: { message } });
    }
    const ok = await printed({ currentRentId: rentId, startDate, endDate: addDays(startDate, 999) });
    expect(ok.lines).toHaveLength(1000);
  });
});

/** Expenses (spec part 2 §2 "Expenses", §3, §5 "Add Expense", §7; INVENTORY.md "Expenses and the financial account"). */
import { systemAuditContext } from '../../functions/lib/audit.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDateOf } from '../../shared/domain/dates.ts';
import { financeRoutes as f } from '../../shared/inventory/finance-routes.ts';
import { verifyAccessToken } from '../../functions/lib/tokens.ts';
import { addExpense } from '../../functions/inventory/services/finance.ts';
import { seedExpenses } from '../../functions/inventory/services/seed-finance.ts';
import { financeDays } from '../../functions/inventory/data/finance.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
let company: Company;
let companyId: string;

const today = () => isoDateOf(new Date());
const post = (body: unknown, token = company.token) => api.call('POST', f.expenseAdd.path, { token, body });
const get = (path: string, token = company.token) => api.call('GET', path, { token });
const expense = (overrides: Record<string, unknown> = {}) => ({
  category: 'supplies',
  amount: 12.5,
  description: 'Packing tape',
  date: today(),
  ...overrides,
});

beforeAll(async () => {
  company = await newCompany(api, 'Expenses Co');
  ({ companyId } = await verifyAccessToken(company.token));
});

describe('expense categories', () => {
  it('every company has the default list, ids and names', async () => {
    const res = await get(f.expenseCategories.path);
    expectStatus(res, 200);
    expect(res.body).toEqual([
      { id: 'rent', name: 'Rent' },
      { id: 'utilities', name: 'Utilities' },
      { id: 'salaries', name: 'Salaries' },
      { id: 'supplies', name: 'Supplies' },
      { id: 'transport', name: 'Transport' },
      { id: 'maintenance', name: 'Maintenance' },
      { id: 'marketing', name: 'Marketing' },
      { id: 'taxes', name: 'Taxes' },
      { id: 'other', name: 'Other' },
    ]);
  });
});

describe('adding an expense', () => {
  it('records it (201, the spec’s message) with the category name, and it heads the list', async () => {
    const res = await post(expense({ category: 'rent', amount: '1234.56', description: '  March rent ' }));
    expectStatus(res, 201);
    expect(res.body).toMatchObject({
      message: 'Expense added successfully',
      expense: { category_id: 'rent', category: 'Rent', amount: 1234.56, description: 'March rent', date: today() },
    });
    const list = await get(f.expenseList.path);
    expectStatus(list, 200);
    expect(list.body[0]).toEqual(res.body.expense);
  });

  it.each([
    ['no category', { category: undefined }, 'Please select a category'],
    ['an empty category', { category: '' }, 'Please select a category'],
    ['a category that does not exist', { category: 'yachts' }, 'Please select a category'],
    ['a category of the wrong type', { category: 7 }, 'Please select a category'],
    ['no amount', { amount: undefined }, 'Please enter a valid amount'],
    ['amount 0', { amount: 0 }, 'Please enter a valid amount'],
    ['a negative amount', { amount: -5 }, 'Please enter a valid amount'],
    ['an amount that is not a number', { amount: 'twelve' }, 'Please enter a valid amount'],
    ['an amount of the wrong type', { amount: [12] }, 'Please enter a valid amount'],
    ['three decimals', { amount: 0.125 }, 'Please enter a valid amount'],
    ['more than the limit', { amount: 10_000_000.01 }, 'Please enter a valid amount'],
    ['no date', { date: undefined }, 'Please select a date'],
    ['an empty date', { date: '' }, 'Please select a date'],
    ['an impossible date', { date: '2026-02-30' }, 'Please select a date'],
    ['a date of the wrong type', { date: 20260101 }, 'Please select a date'],
    ['no description', { description: undefined }, 'Please enter a description'],
    ['a blank description', { description: '   ' }, 'Please enter a description'],
    ['a description of the wrong type', { description: { text: 'x' } }, 'Please enter a description'],
    ['a description too long', { description: 'x'.repeat(301) }, 'Description must be at most 300 characters'],
  ])('%s → 400 %s, nothing recorded', async (_name, overrides, message) => {
    const before = await get(`${f.expenseList.path}?limit=200`);
    const res = await post(expense(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const after = await get(`${f.expenseList.path}?limit=200`);
    expect(after.body).toEqual(before.body);
  });

  it('a date after today (UTC) → 400, nothing recorded; today is accepted', async () => {
    const summary = async () => (await get(f.financialExpenses.path)).body.summary.total_expenses as number;
    const before = await summary();
    const res = await post(expense({ date: addDays(today(), 1) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The date cannot be in the future');
    expect(await summary()).toBe(before);
    expectStatus(await post(expense({ date: today(), amount: 0.01 })), 201);
    expect(Math.round((await summary()) * 100)).toBe(Math.round(before * 100) + 1);
  });

  it('uses UTC for "today": at 23:30 on the 31st in UTC−5 it is already the 1st in UTC', async () => {
    const at = new Date('2026-01-01T04:30:00Z'); // 2025-12-31 23:30 in UTC−5
    const co = await newCompany(api, 'Late Night Co');
    const { companyId: id } = await verifyAccessToken(co.token);
    const input = { category: 'other' as const, amount: 1, description: 'Late', date: '2026-01-01' };
    await expect(addExpense(systemAuditContext(id, 'test', 'import'), input, at)).resolves.toMatchObject({ recorded: true });
    await expect(addExpense(systemAuditContext(id, 'test', 'import'), { ...input, date: '2026-01-02' }, at)).rejects.toMatchObject({
      statusCode: 400,
      message: 'The date cannot be in the future',
    });
  });

  it('malformed JSON or a body that is not an object → 400, never 500', async () => {
    for (const body of ['{"category":', '[]', 'null', '"text"']) {
      const res = await api.call('POST', f.expenseAdd.path, {
        token: company.token,
        rawBody: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, body).toBe(400);
    }
  });
});

describe('concurrent expenses', () => {
  it('20 at once on the same day: every one recorded, the day sum counts each once', async () => {
    const co = await newCompany(api, 'Busy Expenses Co');
    const amounts = Array.from({ length: 20 }, (_, i) => (i + 1) * 1.01);
    const results = await Promise.all(
      amounts.map((amount, i) => post({ category: 'transport', amount, description: `Trip ${i}`, date: today() }, co.token)),
    );
    for (const res of results) expectStatus(res, 201);
    const list = await get(`${f.expenseList.path}?limit=200`, co.token);
    expect(list.body).toHaveLength(20);
    const expected = amounts.reduce((n, a) => n + Math.round(a * 100), 0);
    for (const filter of ['monthly', 'yearly']) {
      const res = await get(`${f.financialExpenses.path}?filter=${filter}`, co.token);
      expectStatus(res, 200);
      expect(Math.round(res.body.summary.total_expenses * 100), filter).toBe(expected);
    }
  });
});

describe('the expense list', () => {
  it('newest date first (same date: the later recorded first), paged through X-Next-Cursor', async () => {
    const co = await newCompany(api, 'Paging Expenses Co');
    const dates = ['2026-01-05', '2025-12-31', '2026-01-05', '2026-01-01', '2025-06-15'];
    for (const [i, date] of dates.entries()) {
      const res = await post({ category: 'other', amount: i + 1, description: `E${i + 1}`, date }, co.token);
      expectStatus(res, 201);
    }
    const first = await get(`${f.expenseList.path}?limit=3`, co.token);
    expectStatus(first, 200);
    expect(first.body.map((e: { description: string }) => e.description)).toEqual(['E3', 'E1', 'E4']);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await get(`${f.expenseList.path}?limit=3&cursor=${encodeURIComponent(cursor!)}`, co.token);
    expect(second.body.map((e: { description: string }) => e.description)).toEqual(['E2', 'E5']);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    for (const query of ['limit=0', 'limit=201', 'limit=x', 'cursor=nonsense']) {
      expect((await get(`${f.expenseList.path}?${query}`, co.token)).status, query).toBe(400);
    }
  });
});

describe('the demo expenses', () => {
  it('a year of expenses, a few a week in varied categories; a second run adds nothing; the day sums agree with the list', async () => {
    const co = await newCompany(api, 'Seeded Expenses Co');
    const { companyId: id } = await verifyAccessToken(co.token);
    const now = new Date('2026-11-20T15:00:00Z');
    const added = await seedExpenses(id, now);
    expect(added).toBeGreaterThan(52 * 2);
    expect(await seedExpenses(id, now)).toBe(0);
    // the next day adds only that day's plan
    expect(await seedExpenses(id, new Date('2026-11-21T15:00:00Z'))).toBeLessThanOrEqual(4);

    const rows: { category_id: string; amount: number; date: string }[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`${f.expenseList.path}?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, co.token);
      expectStatus(res, 200);
      rows.push(...res.body);
      cursor = res.headers.get('x-next-cursor');
    } while (cursor);
    expect(new Set(rows.map((r) => r.category_id)).size).toBe(9);
    expect(rows.every((r) => r.date <= '2026-11-21' && r.date >= '2025-11-21')).toBe(true);
    // every month has expenses
    expect(new Set(rows.map((r) => r.date.slice(0, 7))).size).toBeGreaterThanOrEqual(12);
    const days = await financeDays(id, '2025-01-01', '2026-12-31');
    const ledger = days.reduce((n, d) => n + d.expenses, 0);
    expect(ledger).toBe(rows.reduce((n, r) => n + Math.round(r.amount * 100), 0));
  });
});

describe('expenses stay in their company', () => {
  it('another company sees none of them', async () => {
    const other = await newCompany(api, 'Other Expenses Co');
    const res = await get(f.expenseList.path, other.token);
    expectStatus(res, 200);
    expect(res.body).toEqual([]);
    expect(companyId).toBeTruthy();
  });
});

/**
 * The owner's monthly statement (INSIGHTS.md "The owner's monthly statement") through the gateway, against DynamoDB
 * Local, s3rver and aws-ses-v2-local: the PDF download of any month (its figures are a small hand-made company's, a
 * bad month is 400, a scoped account's PDF holds its buildings only) and the email of the 1st (the automation run on
 * the test clock's 1st sends it once, however often it runs; its link opens the PDF signed out).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { statementLink } from '../../functions/insights/keys.ts';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import { automationRoutes } from '../../shared/automation/routes.ts';
import { inventoryRoutes } from '../../shared/inventory/routes.ts';
import { addMonths, firstDayOf, monthOf } from '../../shared/insights/months.ts';
import { monthLabel } from '../../shared/domain/format.ts';
import { insightsRoutes } from '../../shared/insights/routes.ts';
import { companyIdOf, claimsOf } from '../support/audit/account.ts';
import { useTestApi } from '../support/gateway.ts';
import { emailsTo, waitForEmails, type InboxEmail } from '../support/inbox.ts';
import { pdfText } from '../support/pdf.ts';
import { product } from '../support/sales.ts';
import { addBuilding, addRent, addRoom, addTenant, expectStatus, newCompany, pay, today, type Company } from '../support/rent.ts';

const api = useTestApi();
const statementPath = insightsRoutes.insightsStatement.path;

/** This month (the payments below are dated today) and the 1st of the next, when the run emails it. */
const month = monthOf(today());
const runDate = firstDayOf(addMonths(month, 1));

let company: Company;

/** The statement PDF of `m` as `token` downloads it: status, headers and the text a reader sees. */
async function download(token: string, m: string) {
  const res = await fetch(`${api.baseUrl}${statementPath}?month=${encodeURIComponent(m)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: res.headers.get('content-type') === 'application/pdf' ? pdfText(bytes) : new TextDecoder().decode(bytes) };
}

/** A table row of the PDF's text: the cells after the row's name, split on the layout's runs of spaces. */
function rowOf(text: string, name: string): string[] {
  const line = text.split('\n').find((l) => l.trim().startsWith(name));
  expect(line, `a row starting with "${name}" in:\n${text}`).toBeDefined();
  return line!
    .trim()
    .slice(name.length)
    .trim()
    .split(/\s{2,}/);
}

beforeAll(async () => {
  company = await newCompany(api, 'Statement Lettings');
  // building 1: a monthly rent of $1,000 from the 1st, $600 paid (owes $400); building 2: $500 from the 1st, paid in full
  await addBuilding(api, company.token, 1, 2, 'North Block');
  await addBuilding(api, company.token, 2, 2, 'South Block');
  const north = await addRoom(api, company.token, 1, 1, '101');
  const south = await addRoom(api, company.token, 2, 1, '201');
  const start = firstDayOf(month);
  const end = firstDayOf(addMonths(month, 12));
  const northRent = await addRent(api, company.token, north, await addTenant(api, company.token, 'Nora North'), {
    rent_price: 1000,
    rent_start_date: start,
    rent_end_date: end,
  });
  const southRent = await addRent(api, company.token, south, await addTenant(api, company.token, 'Sam South'), {
    rent_price: 500,
    rent_start_date: start,
    rent_end_date: end,
  });
  await pay(api, company, north, northRent, 600, 'N-1');
  await pay(api, company, south, southRent, 500, 'S-1');
  // a $120 repair in the south block: its net is $380
  const repair = await api.call('POST', '/api/maintenance/add', {
    token: company.token,
    body: { room_id: south, title: 'Broken boiler', description: 'No hot water', priority: 'High', cost: 120 },
  });
  expectStatus(repair, 201);
  // one warehouse holding 40 bolts at $2.50 (stock value $100.00), none sold: all of it dead stock
  const post = (path: string, body: unknown) => api.call('POST', path, { token: company.token, body });
  const warehouse = await post(inventoryRoutes.warehouseAdd.path, { warehouseName: 'Main Store', warehouseLocation: 'Dock Road' });
  expectStatus(warehouse, 201);
  const item = await post(inventoryRoutes.productAdd.path, product('Bolt', 'BOLT-1', 2.5, 4));
  expectStatus(item, 201);
  expectStatus(await post(inventoryRoutes.stockAdd.path, [{ productID: item.body.id, quantity: 40, location: warehouse.body.id }]), 201);
}, 60_000);

afterEach(() => {
  delete process.env.APP_TEST_CLOCK;
});

describe('GET /api/insights/statement?month=', () => {
  it("answers the month's PDF as a download with every building's figures and the totals", async () => {
    const { res, bytes, text } = await download(company.token, month);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="statement-${month}.pdf"`);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(text).toContain('Monthly statement');
    expect(text).toContain('Statement Lettings');
    expect(text).toContain(monthLabel(month));
    // rent income, late fees, maintenance, net, occupancy (a whole month let), arrears (what is owed today)
    expect(rowOf(text, '1 · North Block')).toEqual(['$600.00', '$0.00', '$0.00', '$600.00', '100.0%', '$400.00']);
    expect(rowOf(text, '2 · South Block')).toEqual(['$500.00', '$0.00', '$120.00', '$380.00', '100.0%', '$0.00']);
    const totals = text.split('Inventory, by warehouse')[0]!;
    expect(rowOf(totals, 'Total')).toEqual(['$1,100.00', '$0.00', '$120.00', '$980.00', '100.0%', '$400.00']);
    // the owner has the inventory app: sales, margin, margin %, stock value at the month's end, dead stock
    const inventory = text.split('Inventory, by warehouse')[1]!;
    expect(rowOf(inventory, 'Main Store')).toEqual(['$0.00', '$0.00', '-', '$100.00', '$100.00']);
    expect(rowOf(inventory, 'Total')).toEqual(['$0.00', '$0.00', '-', '$100.00', '$100.00']);
  });

  it('a month with nothing in it is all zeros, and a month before any room has no occupancy', async () => {
    const { res, text } = await download(company.token, addMonths(month, -3));
    expectStatus({ status: res.status, text }, 200);
    expect(rowOf(text, '1 · North Block')).toEqual(['$0.00', '$0.00', '$0.00', '$0.00', '-', '$400.00']);
  });

  it.each([
    ['no month', ''],
    ['a malformed month', '2026-13'],
    ['a day instead of a month', '2026-11-01'],
    ['text', 'last month'],
  ])('%s is 400 with the schema message', async (_name, m) => {
    const res = await api.call('GET', m ? `${statementPath}?month=${encodeURIComponent(m)}` : statementPath, { token: company.token });
    expectStatus(res, 400);
    expect(res.body.message).toBe('Month must be written yyyy-mm');
  });

  it('needs a signed-in account (403 like every route without a token)', async () => {
    const res = await api.call('GET', `${statementPath}?month=${month}`);
    expectStatus(res, 403);
    expect(res.body.message).toBe('Missing access token');
  });

  it("a scoped account's PDF has only its buildings, totalled over them; without the inventory app, no inventory part", async () => {
    const { sub } = claimsOf(company.token);
    const scoped = await api.token({
      companyId: companyIdOf(company.token),
      userId: sub,
      role: 'manager',
      apps: ['rent'],
      buildings: [2],
      warehouses: 'all',
    });
    const { res, text } = await download(scoped, month);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(rowOf(text, '2 · South Block')).toEqual(['$500.00', '$0.00', '$120.00', '$380.00', '100.0%', '$0.00']);
    expect(text).not.toContain('North Block');
    expect(rowOf(text, 'Total')).toEqual(['$500.00', '$0.00', '$120.00', '$380.00', '100.0%', '$0.00']);
    expect(text).not.toContain('Inventory, by warehouse');
  });
});

describe("the statement emailed on the company's 1st", () => {
  const subject = `Statement Lettings: statement for ${monthLabel(month)}`;
  const run = (date: string) => api.call('POST', automationRoutes.automationRun.path, { token: company.token, body: { date } });
  const statements = async () => (await emailsTo(company.owner.email)).filter((e) => e.subject === subject);

  it('is not sent on any other day', async () => {
    process.env.APP_TEST_CLOCK = '1';
    expectStatus(await run(firstDayOf(month).replace(/01$/, '02')), 200);
    expect(await statements()).toHaveLength(0);
  });

  it("emails the owner last month's statement once, however often the day runs; its link opens the PDF signed out", async () => {
    process.env.APP_TEST_CLOCK = '1';
    expectStatus(await run(runDate), 200);
    expectStatus(await run(runDate), 200);
    await waitForEmails(company.owner.email, 1);
    const sent = await statements();
    expect(sent).toHaveLength(1);
    const [email] = sent as [InboxEmail];
    expect(email.text).toContain('Rent income and fees: $1,100.00');
    expect(email.text).toContain('Net after maintenance: $980.00');

    const links = email.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    const link = new URL(links[0]!);
    expect(link.origin).toBe(api.baseUrl);
    expect(link.pathname).toMatch(/^\/api\/public\/invoices\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const page = await api.call('GET', link.pathname); // no token
    expect(page.status).toBe(302);
    const pdf = await fetch(page.headers.get('location')!);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(monthLabel(month));
    expect(rowOf(text, '1 · North Block').slice(0, 5)).toEqual(['$600.00', '$0.00', '$0.00', '$600.00', '100.0%']);
    expect(rowOf(text, '2 · South Block').slice(0, 5)).toEqual(['$500.00', '$0.00', '$120.00', '$380.00', '100.0%']);

    // the link is listed as emailed to the owner, with the send's message id (the invoice link rules)
    const record = await getItem(statementLink(companyIdOf(company.token), month), { consistent: true });
    expect(record).toMatchObject({ sentTo: company.owner.email.toLowerCase(), revoked: false, linkId: month });
    expect(record?.messageId).toEqual(expect.any(String));
    expect(record?.sentAt).toEqual(expect.any(String));

    // a third run of the day (a retry of the queue's message) still sends nothing more
    expectStatus(await run(runDate), 200);
    expect(await statements()).toHaveLength(1);
  }, 60_000);

  it('a forged or tampered link opens nothing', async () => {
    const [email] = (await statements()) as [InboxEmail];
    const path = new URL(email.text.match(/https?:\/\/\S+/)![0]).pathname;
    expect((await api.call('GET', `${path.slice(0, -2)}xx`)).status).toBe(404);
  });
});

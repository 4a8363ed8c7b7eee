/**
 * The Insights pages in Chromium (INSIGHTS.md "Screens" and "Tests that must exist"): /hms/insights and /ims/insights
 * at 1366 and 390 px over a company whose figures are made through the API (a rent paid, lamps received and sold),
 * a chart switched to its table and exported (the downloaded CSV holds the real figure), the comparison's columns
 * beside the period's, the statement PDF downloaded, nothing wider than the phone, and axe clean.
 */
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Download, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import { monthLabel } from '../../shared/domain/format.ts';
import { useBrowser } from '../support/browser.ts';
import { linksIn, waitForEmails } from '../support/inbox.ts';
import { expectAccessible, expectNoSidewaysScroll, shoot } from '../support/e2e-checks.ts';
import { lampCustomer, ownerApi, signInAs, type Owner, type OwnerApi } from '../support/e2e-company.ts';

const { baseUrl, newPage } = useBrowser();
const unique = randomUUID().slice(0, 8);
const owner: Owner = {
  companyName: 'Insight Lettings',
  fullName: 'Iris Insight',
  email: `iris-${unique}@example.com`,
  password: 'how is it going then',
  masterPassword: 'figures-need-this',
  address: '9 Chart Row, Leeds',
  phone: '+44 113 496 0000',
};
const today = isoDateOf(new Date());
/** The month every figure made here counts in (the server's UTC month, as the page's local one in this run). */
const thisMonth = today.slice(0, 7);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

let api: OwnerApi;
/** Sells and ships lamps from the warehouse (the last test sells more after the page kept its lists). */
let sellLamps: (quantity: number) => Promise<void>;

beforeAll(async () => {
  api = await ownerApi(baseUrl, owner);

  // rent: one building, two rooms, one let at $1,200 a month since ten days ago and its first period paid today
  await api('POST', '/api/building/add', { buildingNumber: 1, buildingName: 'Harbour View', buildingLevels: 1, address: '1 Quay Street' });
  const room = await api('POST', '/api/rooms/add', { roomNumber: '101', buildingNumber: 1, levelNumber: 1 });
  await api('POST', '/api/rooms/add', { roomNumber: '102', buildingNumber: 1, levelNumber: 1 });
  const tenant = await api('POST', '/api/tenant/add', {
    name: 'Tara Tenant',
    phone: '+44 7700 900321',
    email: `tara-${unique}@example.com`,
    address: '3 Dock Lane',
    idType: 'Passport',
    idNumber: 'P7654321',
    idExpiry: '2035-01-01',
    idIssuingCountry: 'Ireland',
  });
  const rent = await api('POST', '/api/rooms/add-tenant-to-room', {
    room_id: room.id,
    tenantID: tenant.id,
    rent_price: 1200,
    deposit: 500,
    rent_start_date: addDays(today, -10),
    rent_end_date: addMonths(today, 6),
    rent_type: 'Monthly',
  });
  await api('POST', '/api/payment/pay-rent', {
    roomId: room.id,
    currentRentId: rent.rent_id,
    paymentMethod: 'HSBC',
    paymentReference: `INS-${unique}`,
    paymentAmount: 1200,
    masterPassword: owner.masterPassword,
  });

  // inventory: ten lamps received at $12, three sold at $24.50 and shipped (sales $73.50, COGS $36.00, $84.00 left)
  const { warehouseId, lampId, orderLamps } = await lampCustomer(api, {
    name: 'Harbour Hotel',
    contactPerson: 'Grace',
    email: `grace-${unique}@example.com`,
  });
  sellLamps = async (quantity) => {
    const order = await orderLamps(quantity);
    await api('POST', '/api/ims/sales-orders/fulfillment/warehouse-assignment', { saleOrderId: order.id, warehouseId });
    await api('POST', '/api/ims/sales-orders/fulfillment/save', { orderId: order.id, items: [{ item_id: lampId, quantity }] });
  };
  await sellLamps(3);
}, 120_000);

/** The card (a region named by its heading) of one chart. */
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A downloaded CSV's records by header (a UTF-8 BOM first, as every export). */
async function csvOf(download: Download): Promise<Record<string, string>[]> {
  const text = readFileSync((await download.path())!).toString('utf8');
  expect(text.startsWith('\uFEFF'), 'a UTF-8 BOM first').toBe(true);
  const { data, errors } = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(errors).toEqual([]);
  return data;
}

/** Switches a card to its table and exports it: the table's text and the CSV's records. */
async function tableAndCsv(chart: Locator) {
  await chart.getByRole('button', { name: 'Table', exact: true }).click();
  const table = chart.getByRole('table');
  await table.waitFor();
  const download = chart.page().waitForEvent('download');
  await chart.getByRole('button', { name: 'Export CSV' }).click();
  return { table, rows: await csvOf(await download) };
}

async function openInsights(page: Page, path?: string) {
  if (path) await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
  // the first card is drawn once the figures are in (its chart's name is its summary)
  await page.getByRole('region', { name: /insights$/i }).waitFor();
}

describe('Insights', () => {
  it('rent at 1366 px: income by building exported from its table, the comparison beside it, the statement PDF, axe clean', async () => {
    const { page } = await signInAs(() => newPage(DESKTOP), owner);
    await page.getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Insights' }).first().click();
    await page.waitForURL('**/hms/insights');
    await openInsights(page);

    const occupancy = card(page, 'Occupancy by month');
    await expect.poll(() => occupancy.getByRole('img').first().getAttribute('aria-label')).toMatch(/^Occupancy by month, /);

    const income = card(page, 'Income by building by month');
    const { table, rows } = await tableAndCsv(income);
    await expect.poll(() => table.textContent()).toContain('$1,200.00');
    const month = rows.find((r) => r.Month === thisMonth);
    expect(month, `a row for ${thisMonth}`).toBeDefined();
    expect(month!['Harbour View']).toBe('1200.00');
    expect(month!.Total).toBe('1200.00');
    await shoot(page, 'insights-rent-1366');

    // the same period last year beside it: its columns join the table (a second GET with the other range)
    await page.getByLabel('Compare with').selectOption('lastYear');
    await expect.poll(() => income.getByRole('columnheader', { name: 'Total (Same period last year)' }).count()).toBe(1);

    // the statement of last month, as a PDF
    const statement = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download statement (PDF)' }).click();
    const pdf = await statement;
    expect(pdf.suggestedFilename()).toBe(`statement-${addMonths(`${thisMonth}-01`, -1).slice(0, 7)}.pdf`);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await expectNoSidewaysScroll(page, 'rent insights at 1366 px');
    await expectAccessible(page, 'rent insights at 1366 px');
  });

  it('rent at 390 px: every card fits the phone, collection rate read as a table, axe clean', async () => {
    const { page } = await signInAs(() => newPage(PHONE), owner);
    await openInsights(page, '/hms/insights');
    const collection = card(page, 'Collection rate by month');
    await collection.getByRole('button', { name: 'Table', exact: true }).click();
    await expect.poll(() => collection.getByRole('table').textContent()).toContain(thisMonthLabel());
    await shoot(page, 'insights-rent-390');
    await expectNoSidewaysScroll(page, 'rent insights at 390 px');
    await expectAccessible(page, 'rent insights at 390 px');
  });

  it('inventory at 1366 px: sales, COGS and margin exported from their table, axe clean', async () => {
    const { page } = await signInAs(() => newPage(DESKTOP), owner);
    await openInsights(page, '/ims/insights');
    const sales = card(page, 'Sales, cost of goods sold and gross margin by month');
    const { table, rows } = await tableAndCsv(sales);
    await expect.poll(() => table.textContent()).toContain('$73.50');
    const month = rows.find((r) => r.Month === thisMonth);
    expect(month, `a row for ${thisMonth}`).toBeDefined();
    expect({
      sales: month!.Sales,
      cogs: month!['Cost of goods sold'],
      margin: month!['Gross margin'],
      rate: month!['Gross margin %'],
    }).toEqual({
      sales: '73.50',
      cogs: '36.00',
      margin: '37.50',
      rate: '51.0%',
    });
    await expect
      .poll(() => card(page, 'Top items by revenue').getByRole('img').first().getAttribute('aria-label'))
      .toContain('Desk lamp $73.50');
    await shoot(page, 'insights-ims-1366');
    await expectNoSidewaysScroll(page, 'inventory insights at 1366 px');
    await expectAccessible(page, 'inventory insights at 1366 px');
  });

  it('inventory at 390 px: every card fits the phone, stock value by warehouse read as a table, axe clean', async () => {
    const { page } = await signInAs(() => newPage(PHONE), owner);
    await openInsights(page, '/ims/insights');
    const stock = card(page, 'Stock value by warehouse at month end');
    await stock.getByRole('button', { name: 'Table', exact: true }).click();
    await expect.poll(() => stock.getByRole('table').textContent()).toContain('$84.00');
    await shoot(page, 'insights-ims-390');
    await expectNoSidewaysScroll(page, 'inventory insights at 390 px');
    await expectAccessible(page, 'inventory insights at 390 px');
  });

  it("the owner's statement of this month, emailed on the 1st of the next, is read in the local inbox and its link opens the PDF", async () => {
    // the run of next month's 1st (the product's test clock): it emails this month's statement to the owner
    const firstOfNext = `${addMonths(`${thisMonth}-01`, 1).slice(0, 7)}-01`;
    await api('POST', '/api/automation/run', { date: firstOfNext });
    const [email] = (await waitForEmails(owner.email, 1)).filter((m) => m.subject.includes('statement for'));
    expect(email.subject).toBe(`${owner.companyName}: statement for ${monthLabel(thisMonth)}`);
    expect(email.text).toContain('Rent income and fees: $1,200.00');
    expect(email.text).toContain('Sales: $73.50');
    const link = linksIn(email).find((l) => l.includes('/api/public/invoices/'))!;
    // opened signed out, as from the mail client: the PDF, with this month's figures
    const response = await fetch(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const saved = join(tmpdir(), `statement-${unique}.pdf`);
    writeFileSync(saved, Buffer.from(await response.arrayBuffer()));
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
    expect(text).toContain(monthLabel(thisMonth));
    expect(text).toMatch(/1 · Harbour View\s+\$1,200\.00/);
    expect(text).toMatch(/Main\s+\$73\.50\s+\$37\.50/);
  });

  it('the lists are kept: a sale made after they were worked out shows on "Refresh lists", the line saying when', async () => {
    const { page } = await signInAs(() => newPage(PHONE), owner);
    await openInsights(page, '/ims/insights');
    const topItems = () => card(page, 'Top items by revenue').getByRole('img').first().getAttribute('aria-label');
    await expect.poll(topItems).toContain('Desk lamp $73.50');
    const asOf = page.getByRole('status').filter({ hasText: 'as of' }).locator('time');
    const before = await asOf.getAttribute('datetime');
    await sellLamps(2);
    await page.reload();
    await openInsights(page);
    // the monthly chart is live; the top list as kept, until refreshed
    await expect
      .poll(() => card(page, 'Sales, cost of goods sold and gross margin by month').getByRole('img').first().getAttribute('aria-label'))
      .toContain('$122.50');
    await expect.poll(topItems).toContain('Desk lamp $73.50');
    expect(await asOf.getAttribute('datetime')).toBe(before);
    await page.getByRole('button', { name: 'Refresh lists' }).click();
    await expect.poll(topItems).toContain('Desk lamp $122.50');
    expect(Date.parse((await asOf.getAttribute('datetime'))!)).toBeGreaterThan(Date.parse(before!));
    await shoot(page, 'insights-ims-lists-390');
    await expectAccessible(page, 'inventory insights after refreshing the lists');
  });
});

function thisMonthLabel() {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[Number(thisMonth.slice(5, 7)) - 1]} ${thisMonth.slice(0, 4)}`;
}

/**
 * Rent invoices end to end: real HTTP through the local gateway, DynamoDB Local and s3rver. The PDF is
 * downloaded from the presigned URL the API answers, exactly as the browser would.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import { config, loadSecrets } from '../../functions/lib/config.ts';
import { INVOICE_LINK_AUDIENCE, signInvoiceLinkToken } from '../../functions/lib/invoice-link-tokens.ts';
import { logIn, signUpOwner } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';
import { waitForEmails } from '../support/inbox.ts';
import { deleteSeededRent, seedRent, type SeededRent } from './invoices-seed.ts';

const api = useTestApi();
const dir = mkdtempSync(join(tmpdir(), 'invoices-it-'));
let files = 0;

/** What a reader of the PDF sees (poppler's pdftotext). */
function pdfText(bytes: Uint8Array): string {
  const file = join(dir, `invoice-${++files}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function download(url: string) {
  const res = await fetch(url);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

interface Company {
  token: string;
  companyId: string;
  companyName: string;
  rent: SeededRent;
}

async function company(name: string, tenantName: string, buildingName?: string): Promise<Company> {
  const owner = await signUpOwner(api, { companyName: name });
  const { accessToken } = await logIn(api, owner.email, owner.password);
  const companyId = decodeJwt(accessToken).cid as string;
  const rent = await seedRent(api, { token: accessToken, masterPassword: owner.masterPassword, tenantName, buildingName });
  return { token: accessToken, companyId, companyName: name, rent };
}

const print = (c: Pick<Company, 'token'>, body: unknown) => api.call('POST', '/api/payment/print/rent-invoice', { token: c.token, body });
const createLink = (c: Pick<Company, 'token'>, body: unknown) =>
  api.call('POST', '/api/payment/rent-invoice-link', { token: c.token, body });
const revokeLink = (c: Pick<Company, 'token'>, id: string) =>
  api.call('DELETE', `/api/payment/rent-invoice-link?id=${encodeURIComponent(id)}`, { token: c.token });

let first: Company;
let second: Company;
const today = isoDateOf(new Date());

beforeAll(async () => {
  first = await company('Harbour Properties', 'Amelia Tenant');
  second = await company('Other Lettings', 'Bruno Other');
});

const range = (c: Company) => ({ currentRentId: c.rent.rentId, startDate: c.rent.startDate, endDate: today });

describe('POST /api/payment/print/rent-invoice', () => {
  it('answers a short-lived signed URL that downloads the invoice as Sales_Invoice.pdf', async () => {
    const before = Date.now();
    const res = await print(first, range(first));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Invoice generated successfully', fileName: 'Sales_Invoice.pdf' });
    const expiresIn = Date.parse(res.body.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(4 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60 * 1000 + 2000);

    const url = new URL(res.body.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    // stored under the company's prefix, per rent
    expect(decodeURIComponent(url.pathname)).toMatch(
      new RegExp(`/${first.companyId}/rent-invoices/${first.rent.rentId}/[0-9A-Z]{26}\\.pdf$`),
    );

    const { res: file, bytes } = await download(res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Sales_Invoice.pdf"');
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);

    const text = pdfText(bytes);
    expect(text).toContain('Amelia Tenant');
    expect(text).toContain('Harbour Properties');
    expect(text).toContain('Rent Invoice');
    expect(text).toContain(`Room ${first.rent.roomNumber}`);
    expect(text).toContain('Level G');
    // three monthly periods started (two months ago, last month, this month) at $1,234.50; $1,500.00 paid
    expect(text).toMatch(/Total\s+\$3,703\.50/);
    expect(text).toMatch(/Paid\s+\$1,500\.00/);
    expect(text).toMatch(/Balance due\s+\$2,203\.50/);
  });

  it('shows a long building name whole and the property address (issue 17 R6)', async () => {
    // 100 characters, the most a building name takes
    const name = 'The Royal Crescent Mansions and Garden Apartments of Upper Harbourside East by the Old Lighthouse Qu';
    expect(name).toHaveLength(100);
    const own = await company('Long Names Lettings', 'Lena Long', name);
    const printed = await print(own, range(own));
    expect(printed.status).toBe(200);
    const bytes = (await download(printed.body.url)).bytes;
    writeFileSync(join(dir, 'long-building-name.pdf'), bytes);
    // the name wraps over lines in its column: every word is there, to its number at the end (nothing cut off)
    const text = pdfText(bytes);
    for (const word of `${name} (No. 1)`.split(' ')) expect(text).toContain(word);
    expect(text).toContain('2 Harbour Road');
  });

  it('prints every invoice as a new object (the old URL keeps its own PDF)', async () => {
    const a = await print(first, range(first));
    const b = await print(first, { ...range(first), endDate: first.rent.startDate });
    expect(new URL(a.body.url).pathname).not.toBe(new URL(b.body.url).pathname);
    expect(pdfText((await download(b.body.url)).bytes)).toMatch(/Total\s+\$1,234\.50/);
    expect(pdfText((await download(a.body.url)).bytes)).toMatch(/Total\s+\$3,703\.50/);
  });

  it.each<[string, (c: Company) => unknown, number, string]>([
    ['no rent selected', (c) => ({ ...range(c), currentRentId: '' }), 400, 'No current rent selected.'],
    ['no rent id at all', (c) => ({ startDate: c.rent.startDate, endDate: today }), 400, 'No current rent selected.'],
    ['a missing start date', (c) => ({ ...range(c), startDate: '' }), 400, 'Please fill in all fields.'],
    ['a missing end date', (c) => ({ currentRentId: c.rent.rentId, startDate: c.rent.startDate }), 400, 'Please fill in all fields.'],
    ['a malformed date', (c) => ({ ...range(c), endDate: '31/12/2026' }), 400, 'Please fill in all fields.'],
    [
      'start after end',
      (c) => ({ ...range(c), startDate: today, endDate: c.rent.startDate }),
      400,
      'Start date cannot be greater than end date.',
    ],
    [
      'a range starting before the rent',
      (c) => ({ ...range(c), startDate: addMonths(c.rent.startDate, -1) }),
      422,
      'Invoice range must be within the rent period.',
    ],
    [
      'a range ending after the rent',
      (c) => ({ ...range(c), endDate: addMonths(c.rent.endDate, 1) }),
      422,
      'Invoice range must be within the rent period.',
    ],
    [
      'an unknown rent',
      (c) => ({ ...range(c), currentRentId: c.rent.rentId.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')) }),
      404,
      'Rent not found',
    ],
    ['a rent id that is not one', (c) => ({ ...range(c), currentRentId: 'not-a-rent' }), 404, 'Rent not found'],
  ])('refuses %s', async (_case, body, status, message) => {
    const res = await print(first, body(first));
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
  });

  it('answers 404 to another company for the first company’s rent, with nothing generated', async () => {
    const res = await print(second, range(first));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Rent not found' });
    // and the other company's own rent still works for it
    expect((await print(second, range(second))).status).toBe(200);
  });

  it('answers 404 for a deleted rent', async () => {
    const gone = await company('Gone Estates', 'Cara Gone');
    expect((await print(gone, range(gone))).status).toBe(200);
    await deleteSeededRent(api, gone.token, gone.rent);
    expect(await print(gone, range(gone))).toMatchObject({ status: 404, body: { message: 'Rent not found' } });
    expect((await createLink(gone, range(gone))).status).toBe(404);
  });

  it('refuses wrong types with 400, never 500', async () => {
    for (const body of [{ currentRentId: 7, startDate: 1, endDate: 2 }, [], 'text', { ...range(first), startDate: { $gt: '' } }]) {
      const res = await print(first, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('invoice links', () => {
  /** The stored PDF a link opens: its object path and its invoice number. */
  async function linkedInvoice(path: string) {
    const opened = await api.call('GET', path);
    expect(opened.status).toBe(302);
    const location = opened.headers.get('location')!;
    return { object: new URL(location).pathname, number: invoiceNumber(pdfText((await download(location)).bytes)) };
  }
  const invoiceNumber = (text: string) => /RI-\d{8}-[0-9A-Z]{8}/.exec(text)?.[0];

  it('keeps one number per rent, range and figures (print, reprint, link, email); a payment gives a new number that names the old', async () => {
    const own = await company('Same Number Lets', 'Sam Same');
    const printed = await print(own, range(own));
    expect(printed.status).toBe(200);
    const printedNumber = invoiceNumber(pdfText((await download(printed.body.url)).bytes));
    expect(printedNumber).toBeTruthy();

    const shared = await createLink(own, range(own));
    expect(shared.status).toBe(201);
    expect(await linkedInvoice(shared.body.path)).toEqual({ object: new URL(printed.body.url).pathname, number: printedNumber });

    // another range: a new invoice
    const shorter = await createLink(own, { ...range(own), endDate: own.rent.startDate });
    expect((await linkedInvoice(shorter.body.path)).number).not.toBe(printedNumber);

    // printed again, and emailed: the same invoice, the same number (it was a new number every time)
    const reprinted = await print(own, range(own));
    const reprintedNumber = invoiceNumber(pdfText((await download(reprinted.body.url)).bytes));
    expect(reprintedNumber).toBe(printedNumber);
    expect(new URL(reprinted.body.url).pathname).toBe(new URL(printed.body.url).pathname);
    const emailed = await api.call('POST', '/api/payment/rent-invoice-email', {
      token: own.token,
      body: { ...range(own), to: `${randomUUID()}@example.com` },
    });
    expect(emailed.status).toBe(201);
    const [email] = await waitForEmails(emailed.body.to as string, 1);
    expect(email!.subject).toContain(`Invoice ${printedNumber} from`);

    // a payment since: a new invoice (the old one no longer shows what was paid) that says which it replaces
    const paid = await api.call('POST', '/api/payment/pay-rent', {
      token: own.token,
      body: {
        roomId: own.rent.roomId,
        currentRentId: own.rent.rentId,
        paymentMethod: 'HSBC',
        paymentReference: 'PAY-2',
        paymentAmount: 100,
        masterPassword: own.rent.masterPassword,
      },
    });
    expect(paid.status).toBe(201);
    const afterPayment = await linkedInvoice((await createLink(own, range(own))).body.path);
    expect(afterPayment.number).not.toBe(reprintedNumber);
    expect(afterPayment.object).not.toBe(new URL(reprinted.body.url).pathname);
    const replaced = await api.call('POST', '/api/payment/print/rent-invoice', { token: own.token, body: range(own) });
    const replacedText = pdfText((await download(replaced.body.url)).bytes);
    expect(invoiceNumber(replacedText)).toBe(afterPayment.number);
    expect(replacedText).toMatch(new RegExp(`Replaces\\s+${printedNumber}`));
  });

  it('creates a link whose public path redirects to a fresh signed URL that shows the PDF inline', async () => {
    const before = Date.now();
    const res = await createLink(first, { ...range(first), expiresInDays: 7 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Invoice link created' });
    expect(res.body.linkId).toMatch(/^[0-9A-Z]{26}$/);
    expect(res.body.path).toMatch(/^\/api\/public\/invoices\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const days = (Date.parse(res.body.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const opened = await api.call('GET', res.body.path);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const location = opened.headers.get('location')!;
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('300');
    expect(decodeURIComponent(new URL(location).pathname)).toContain(`/${first.companyId}/rent-invoices/${first.rent.rentId}/`);

    const { res: file, bytes } = await download(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="Sales_Invoice.pdf"');
    expect(pdfText(bytes)).toContain('Amelia Tenant');

    // each visit signs again
    await new Promise((r) => setTimeout(r, 1100));
    const again = await api.call('GET', res.body.path);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).not.toBe(location);
  });

  it('lasts 30 days unless told otherwise', async () => {
    const before = Date.now();
    const res = await createLink(first, range(first));
    expect(res.status).toBe(201);
    const days = (Date.parse(res.body.expiresAt) - before) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('validates like printing, and refuses an expiry outside 1..90 days', async () => {
    expect(await createLink(first, { ...range(first), currentRentId: '' })).toMatchObject({
      status: 400,
      body: { message: 'No current rent selected.' },
    });
    expect(await createLink(first, { ...range(first), endDate: '' })).toMatchObject({
      status: 400,
      body: { message: 'Please fill in all fields.' },
    });
    expect(await createLink(first, { ...range(first), startDate: addMonths(first.rent.startDate, -1) })).toMatchObject({
      status: 422,
      body: { message: 'Invoice range must be within the rent period.' },
    });
    for (const expiresInDays of [0, 91, 2.5, '30']) {
      const res = await createLink(first, { ...range(first), expiresInDays });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Link expiry must be a whole number of days from 1 to 90.');
    }
    expect((await createLink(second, range(first))).status).toBe(404);
  });

  it('stops working once revoked: the public path answers a plain 410 page', async () => {
    const link = (await createLink(first, range(first))).body;
    expect((await api.call('GET', link.path)).status).toBe(302);

    expect(await revokeLink(second, link.linkId)).toMatchObject({ status: 404 });
    expect((await api.call('GET', link.path)).status).toBe(302);

    const revoked = await revokeLink(first, link.linkId);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ message: 'Invoice link revoked' });

    const page = await api.call('GET', link.path);
    expect(page.status).toBe(410);
    expectLinkPage(page);
    // revoking again is harmless
    expect((await revokeLink(first, link.linkId)).status).toBe(200);
  });

  it('refuses to revoke an unknown link (404) or none (400)', async () => {
    expect(await revokeLink(first, '01ARZ3NDEKTSV4RRFFQ69G5FAV')).toMatchObject({
      status: 404,
      body: { message: 'Invoice link not found' },
    });
    const none = await api.call('DELETE', '/api/payment/rent-invoice-link', { token: first.token });
    expect(none).toMatchObject({ status: 400, body: { message: 'Invoice link id is required' } });
  });

  it('answers an expired link with the 410 page', async () => {
    const link = (await createLink(first, range(first))).body;
    const past = new Date(Date.now() - 60_000);
    const expired = await signInvoiceLinkToken(
      { companyId: first.companyId, linkId: link.linkId },
      past,
      new Date(past.getTime() - 86_400_000),
    );
    const page = await api.call('GET', `/api/public/invoices/${expired}`);
    expect(page.status).toBe(410);
    expectLinkPage(page);
  });

  it('answers a path with a malformed escape with the 404 page, not a 500', async () => {
    const page = await api.call('GET', '/api/public/invoices/%E0%A4%A');
    expect(page.status).toBe(404);
    expectLinkPage(page);
  });

  it.each<[string, () => Promise<string>]>([
    ['signed with another key', async () => forge({ key: new TextEncoder().encode('z'.repeat(32)) })],
    ['with a changed company id', async () => tamper({ cid: second.companyId })],
    ['for the access-token audience', async () => forge({ aud: config.tokenAudience })],
    ['naming a link that does not exist', async () => forge({ lid: '01ARZ3NDEKTSV4RRFFQ69G5FAV' })],
    ['naming the link under another company', async () => forge({ cid: second.companyId })],
    ['that is not a token', async () => 'definitely-not-a-token'],
  ])('answers a token %s with the 404 page', async (_case, make) => {
    const page = await api.call('GET', `/api/public/invoices/${encodeURIComponent(await make())}`);
    expect(page.status).toBe(404);
    expectLinkPage(page);
  });
});

describe("GET /api/payment/rent-invoice-links: a rent's tenant links", () => {
  const listLinks = (c: Pick<Company, 'token'>, rentId: string, extra = '') =>
    api.call('GET', `/api/payment/rent-invoice-links?rent_id=${encodeURIComponent(rentId)}${extra}`, { token: c.token });
  let own: Company;
  beforeAll(async () => {
    own = await company('Link List Lettings', 'Lena List');
  });

  it('lists them newest first with created, expires, opened or not and revoked; Revoke works from the list', async () => {
    expect(await listLinks(own, own.rent.rentId)).toMatchObject({ status: 200, body: [] });
    const before = new Date().toISOString();
    const a = (await createLink(own, { ...range(own), expiresInDays: 3 })).body;
    const b = (await createLink(own, range(own))).body;
    const list = await listLinks(own, own.rent.rentId);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-next-cursor')).toBeNull();
    expect(list.body).toEqual([
      {
        linkId: b.linkId,
        createdAt: expect.any(String),
        expiresAt: b.expiresAt,
        openedAt: null,
        revokedAt: null,
        status: 'Active',
        // shared, not emailed
        sentTo: null,
        sentAt: null,
      },
      {
        linkId: a.linkId,
        createdAt: expect.any(String),
        expiresAt: a.expiresAt,
        openedAt: null,
        revokedAt: null,
        status: 'Active',
        // shared, not emailed
        sentTo: null,
        sentAt: null,
      },
    ]);
    expect(list.body[1].createdAt >= before).toBe(true);

    // the tenant opens a: recorded once, at the first opening
    expect((await api.call('GET', a.path)).status).toBe(302);
    const opened = (await listLinks(own, own.rent.rentId)).body[1];
    expect(opened).toMatchObject({ linkId: a.linkId, status: 'Active' });
    expect(Date.parse(opened.openedAt)).toBeGreaterThanOrEqual(Date.parse(before));
    await new Promise((r) => setTimeout(r, 20));
    expect((await api.call('GET', a.path)).status).toBe(302);
    expect((await listLinks(own, own.rent.rentId)).body[1].openedAt).toBe(opened.openedAt);

    // revoking b (as the list's Revoke does) shows in the list, and opening it no longer counts as opened
    expect((await revokeLink(own, b.linkId)).status).toBe(200);
    expect((await api.call('GET', b.path)).status).toBe(410);
    const after = (await listLinks(own, own.rent.rentId)).body;
    expect(after[0]).toMatchObject({ linkId: b.linkId, status: 'Revoked', openedAt: null, revokedAt: expect.any(String) });
    expect(after[1]).toMatchObject({ linkId: a.linkId, status: 'Active', openedAt: opened.openedAt, revokedAt: null });
  });

  it('pages with ?limit= and X-Next-Cursor', async () => {
    const all = (await listLinks(own, own.rent.rentId)).body.map((l: { linkId: string }) => l.linkId);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const page1 = await listLinks(own, own.rent.rentId, '&limit=1');
    expect(page1.body.map((l: { linkId: string }) => l.linkId)).toEqual([all[0]]);
    const cursor = page1.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const page2 = await listLinks(own, own.rent.rentId, `&limit=1&cursor=${cursor}`);
    expect(page2.body.map((l: { linkId: string }) => l.linkId)).toEqual([all[1]]);
    expect(await listLinks(own, own.rent.rentId, '&limit=500')).toMatchObject({
      status: 400,
      body: { message: 'Limit must be a whole number from 1 to 200' },
    });
    // another rent's cursor does not continue this list
    const theirs = (await listLinks(first, first.rent.rentId, '&limit=1')).headers.get('x-next-cursor');
    expect(theirs).toBeTruthy();
    expect(await listLinks(own, own.rent.rentId, `&cursor=${theirs}`)).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });

  it("answers 400 without a rent id, and 404 for an unknown rent, one that is not a rent id, or another company's rent", async () => {
    expect(await api.call('GET', '/api/payment/rent-invoice-links', { token: own.token })).toMatchObject({
      status: 400,
      body: { message: 'Rent ID not found.' },
    });
    const unknown = own.rent.rentId.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    for (const rentId of [unknown, 'not-a-rent', first.rent.rentId]) {
      expect(await listLinks(own, rentId), rentId).toMatchObject({ status: 404, body: { message: 'Rent not found' } });
    }
  });
});

let sharedLinkId: string | undefined;
async function realLinkId(): Promise<string> {
  sharedLinkId ??= (await createLink(first, range(first))).body.linkId as string;
  return sharedLinkId;
}

/** A link token signed by us, with one thing changed. */
async function forge(o: { key?: Uint8Array; aud?: string; cid?: string; lid?: string }): Promise<string> {
  const { linkKey } = await loadSecrets();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ cid: o.cid ?? first.companyId, lid: o.lid ?? (await realLinkId()) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(config.tokenIssuer)
    .setAudience(o.aud ?? INVOICE_LINK_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(o.key ?? linkKey);
}

async function tamper(claims: Record<string, unknown>): Promise<string> {
  const [h, p, s] = (await forge({})).split('.');
  const payload = { ...JSON.parse(Buffer.from(p, 'base64url').toString()), ...claims };
  return `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
}

function expectLinkPage(page: { headers: Headers; text: string }) {
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(page.text).toMatch(/^<!doctype html>/i);
  expect(page.text).toContain('This invoice link is no longer valid');
  expect(page.text).toContain('ask your landlord to send you a new link');
  expect(page.text).not.toMatch(/<script|\bat \w+ \(|Error:|"message"/);
}

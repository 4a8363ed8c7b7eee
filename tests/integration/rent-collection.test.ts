/**
 * Rent collection that runs itself, against DynamoDB Local, s3rver and aws-ses-v2-local (nothing mocked): a Monthly
 * rent travelled day by day through three months — the exact emails (to, subject, amounts, en-GB dates, an invoice
 * link that opens the PDF signed out), idempotent re-runs, a payment that stops reminders, a send that fails and is
 * sent once by the retry; the notices list and Send reminder now.
 */
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RENT_COLLECTION_SETTINGS, type RentCollectionSettings } from '../../shared/automation/settings.ts';
import { addDays, addMonths } from '../../shared/domain/dates.ts';
import { formatDate } from '../../shared/domain/format.ts';
import type { JobContext } from '../../functions/automation/job.ts';
import { systemAuditContext } from '../../functions/lib/audit.ts';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import { resetEmailClient } from '../../functions/lib/email/send.ts';
import { CollectionJobError, rentCollectionJob } from '../../functions/rent/services/collection.ts';
import { noticeKey } from '../../functions/rent/data/notices.ts';
import { parseRentId } from '../../functions/rent/ids.ts';
import { freePort } from '../../infra/local/ports.ts';
import { useTestApi } from '../support/gateway.ts';
import { emailsTo, type InboxEmail } from '../support/inbox.ts';
import { balanceDueOf, pdfText } from '../support/pdf.ts';
import { addBuilding, addRent, addRoom, expectStatus, newCompany, pay, type Company } from '../support/rent.ts';

const api = useTestApi();
// Run now takes { date } (AUTOMATION.md "Scheduled work": the test clock)
process.env.APP_TEST_CLOCK = '1';

interface Setup {
  company: Company;
  companyId: string;
  companyName: string;
  roomId: string;
  rentId: string;
  email: string;
  buildingNumber: number;
}

let building = 700;
async function setup(rent: { start: string; end: string; price: number; type?: string }): Promise<Setup> {
  const companyName = `Collect Co ${randomUUID().slice(0, 6)}`;
  const company = await newCompany(api, companyName);
  const companyId = decodeJwt(company.token).cid as string;
  const buildingNumber = await addBuilding(api, company.token, ++building, 2, 'Sea View');
  const roomId = await addRoom(api, company.token, buildingNumber, 1, '12');
  const email = `${randomUUID()}@example.com`;
  const tenant = await api.call('POST', '/api/tenant/add', {
    token: company.token,
    body: {
      name: 'Jane Tenant',
      phone: '07700 900123',
      email,
      address: '1 Test Road',
      idType: 'Passport',
      idNumber: 'P1',
      idExpiry: '2035-01-01',
      idIssuingCountry: 'United Kingdom',
    },
  });
  expectStatus(tenant, 201);
  const rentId = await addRent(api, company.token, roomId, tenant.body.id as string, {
    rent_price: rent.price,
    rent_start_date: rent.start,
    rent_end_date: rent.end,
    rent_type: rent.type ?? 'Monthly',
  });
  return { company, companyId, companyName, roomId, rentId, email, buildingNumber };
}

const ctxOf = (s: Setup, date: string, settings: Partial<RentCollectionSettings> = {}): JobContext => ({
  companyId: s.companyId,
  localDate: date,
  now: new Date(`${date}T07:00:00.000Z`),
  settings: { ...DEFAULT_RENT_COLLECTION_SETTINGS, ...settings },
  company: { name: s.companyName, ownerEmail: s.company.owner.email, ownerName: 'Owner' },
  audit: systemAuditContext(s.companyId, 'automation.run', 'automation', `run-${date}`),
});

const run = (s: Setup, date: string, settings: Partial<RentCollectionSettings> = {}) => rentCollectionJob.run(ctxOf(s, date, settings));

/** Run now as on `date` (the test clock), as the owner: the run's counts. */
async function runDay(s: Setup, date: string) {
  const res = await api.call('POST', '/api/automation/run', { token: s.company.token, body: { date } });
  expectStatus(res, 200);
  return res.body as { date: string; reminders: number; invoices: number; lateFees: number; skipped: number };
}

const subjects = (emails: InboxEmail[]) => emails.map((e) => e.subject);

/** Opens the email's invoice link signed out: the product's public page redirects to the PDF. */
async function openLink(email: InboxEmail): Promise<{ link: string; pdf: Uint8Array }> {
  const link = /View invoice:\n(\S+)/.exec(email.text)?.[1];
  expect(link, email.text).toBeDefined();
  expect(link!.startsWith(`${api.baseUrl}/api/public/invoices/`)).toBe(true);
  expect(link).not.toContain('X-Amz-');
  const opened = await fetch(link!, { redirect: 'manual' });
  expect(opened.status).toBe(302);
  const file = await fetch(opened.headers.get('location')!);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  return { link: link!, pdf: new Uint8Array(await file.arrayBuffer()) };
}

describe('a Monthly rent through three months', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup({ start: '2026-01-15', end: '2027-01-15', price: 1000 });
  });

  it('sends the invoice and the reminders on their days, once, and stops when paid', async () => {
    const expected: Record<string, string[]> = {
      '2026-01-12': ['Rent reminder: due on 15/01/2026'],
      '2026-01-15': ['Rent invoice for 15/01/2026 to 14/02/2026'],
      '2026-01-18': ['Rent reminder: unpaid since 15/01/2026'],
      // paid on 19/01: no "10 days after" on 25/01
      '2026-02-12': ['Rent reminder: due on 15/02/2026'],
      '2026-02-15': ['Rent invoice for 15/02/2026 to 14/03/2026'],
      '2026-02-18': ['Rent reminder: unpaid since 15/02/2026'],
      '2026-02-25': ['Rent reminder: unpaid since 15/02/2026'],
      '2026-03-12': ['Rent reminder: due on 15/03/2026'],
      '2026-03-15': ['Rent invoice for 15/03/2026 to 14/04/2026'],
    };
    const sent: string[] = [];
    for (let day = '2026-01-10'; day <= '2026-03-16'; day = addDays(day, 1)) {
      const result = await runDay(s, day);
      const want = expected[day] ?? [];
      expect({ day, invoices: result.invoices, reminders: result.reminders }).toEqual({
        day,
        invoices: want.filter((w) => w.startsWith('Rent invoice')).length,
        reminders: want.filter((w) => w.startsWith('Rent reminder')).length,
      });
      sent.push(...want);
      // the same day again: nothing twice
      const again = await runDay(s, day);
      expect({ day, invoices: again.invoices, reminders: again.reminders }).toEqual({ day, invoices: 0, reminders: 0 });
      if (day === '2026-01-18') await pay(api, s.company, s.roomId, s.rentId, 1000, `collect-${randomUUID()}`);
    }
    const inbox = await emailsTo(s.email);
    expect(subjects(inbox).sort()).toEqual([...sent].sort());
  }, 240_000);

  it('writes each email for the tenant: company as sender, en-GB dates, $ amounts, a link that opens the PDF', async () => {
    const inbox = await emailsTo(s.email);
    const invoice = inbox.find((e) => e.subject === 'Rent invoice for 15/01/2026 to 14/02/2026')!;
    expect(invoice.to).toEqual([s.email]);
    expect(invoice.from).toContain(s.companyName);
    expect(invoice.text).toContain('Dear Jane Tenant,');
    expect(invoice.text).toContain(`Unit: Room 12 · Building ${s.buildingNumber}`);
    expect(invoice.text).toContain('Period: 15/01/2026 to 14/02/2026');
    expect(invoice.text).toContain('Due date: 15/01/2026');
    expect(invoice.text).toContain('Rent for the period: $1,000.00');
    expect(invoice.text).toContain('Amount due: $1,000.00');
    // no fee in it: no "(incl. late fees)"
    expect(invoice.text).not.toContain('late fees');
    const { pdf } = await openLink(invoice);
    expect(pdf.byteLength).toBeGreaterThan(500);

    // 12/03: the second period unpaid and the third about to be due
    const before = inbox.find((e) => e.subject === 'Rent reminder: due on 15/03/2026')!;
    expect(before.text).toContain('Period: 15/03/2026 to 14/04/2026');
    expect(before.text).toContain('Amount due: $2,000.00');
    await openLink(before);

    const overdue = inbox.find((e) => e.subject === 'Rent reminder: unpaid since 15/02/2026')!;
    expect(overdue.text).toContain('is not fully paid');
    expect(overdue.text).toContain('Amount due: $1,000.00');
  });

  it('lists the notices sent on the rent, with their message ids', async () => {
    const res = await api.call('GET', `/api/automation/rent-notices?rent_id=${encodeURIComponent(s.rentId)}`, { token: s.company.token });
    expectStatus(res, 200);
    const inbox = await emailsTo(s.email);
    expect(res.body.notices).toHaveLength(inbox.length);
    expect(res.body.fees).toEqual([]);
    const ids = new Set(inbox.map((e) => e.messageId));
    for (const n of res.body.notices) {
      expect(Object.keys(n).sort()).toEqual(['id', 'kind', 'message_id', 'period_start', 'sent_at', 'to']);
      expect(n.to).toBe(s.email);
      expect(ids.has(n.message_id)).toBe(true);
    }
    expect(
      res.body.notices
        .filter((n: { kind: string }) => n.kind === 'invoice')
        .map((n: { period_start: string }) => n.period_start)
        .sort(),
    ).toEqual(['2026-01-15', '2026-02-15', '2026-03-15']);
    // newest first, sent on the run's day (06:00 in London, GMT in March)
    expect(res.body.notices[0]).toMatchObject({ kind: 'invoice', period_start: '2026-03-15', sent_at: '2026-03-15T06:00:00.000Z' });
  });
});

describe('late fees', () => {
  it('posts the fee on the day the grace ends, once; counts it in the emails; a waiver; paid stops everything', async () => {
    // fees count for periods due on or after the day they are switched on (today, on the real clock)
    const start = addDays(new Date().toISOString().slice(0, 10), 10);
    const s = await setup({ start, end: addMonths(start, 12), price: 1000 });
    const read = await api.call('GET', '/api/automation/rent-settings', { token: s.company.token });
    expectStatus(read, 200);
    const saved = await api.call('POST', '/api/automation/rent-settings', {
      token: s.company.token,
      body: {
        lateFeeEnabled: true,
        lateFeeGraceDays: 5,
        lateFeeKind: 'flat',
        lateFeeAmount: 25,
        lateFeeRepeat: 'once',
        version: read.body.version,
      },
    });
    expectStatus(saved, 200);

    expect(await runDay(s, start)).toMatchObject({ invoices: 1, lateFees: 0 });
    expect(await runDay(s, addDays(start, 4))).toMatchObject({ lateFees: 0 });
    expect(await runDay(s, addDays(start, 5))).toMatchObject({ lateFees: 1 });
    expect(await runDay(s, addDays(start, 5))).toMatchObject({ lateFees: 0 });
    expect(await runDay(s, addDays(start, 10))).toMatchObject({ reminders: 1, lateFees: 0 });
    const overdue = (await emailsTo(s.email)).find((e) => e.subject === `Rent reminder: unpaid since ${formatDate(start)}`)!;
    expect(overdue.text).toContain('Amount due (incl. late fees): $1,025.00');

    const notices = () =>
      api.call('GET', `/api/automation/rent-notices?rent_id=${encodeURIComponent(s.rentId)}`, { token: s.company.token });
    const listed = await notices();
    expect(listed.body.fees).toEqual([
      { id: expect.any(String), period_start: start, amount: 25, posted_at: expect.any(String), waived: false, waive_reason: null },
    ]);
    const waived = await api.call('POST', '/api/automation/waive-fee', {
      token: s.company.token,
      body: { feeId: listed.body.fees[0].id, masterPassword: s.company.owner.masterPassword, reason: 'First month, goodwill' },
    });
    expectStatus(waived, 200);
    expect((await notices()).body.fees).toEqual([expect.objectContaining({ waived: true, waive_reason: 'First month, goodwill' })]);

    // the second period: its own fee; the waived one is not posted again
    const second = addMonths(start, 1);
    expect(await runDay(s, addDays(second, 3))).toMatchObject({ reminders: 1, lateFees: 0 });
    expect(await runDay(s, addDays(second, 5))).toMatchObject({ lateFees: 1 });
    const fees = (await notices()).body.fees as Array<{ period_start: string; waived: boolean }>;
    expect(fees.map((f) => [f.period_start, f.waived])).toEqual([
      [second, false],
      [start, true],
    ]);

    // everything paid (the rent and the fee not waived): no more reminders or fees
    await pay(api, s.company, s.roomId, s.rentId, 2025, `fees-${randomUUID()}`);
    expect(await runDay(s, addDays(second, 10))).toMatchObject({ reminders: 0, lateFees: 0 });
  }, 120_000);
});

describe('late fees at most once a month', () => {
  it('a Daily rent unpaid for days gets one fee in a month, and one more in the next month', async () => {
    // the 27th of a month some days ahead, so every day counts (fees are for periods due after switching on)
    const today = new Date().toISOString().slice(0, 10);
    const start = `${addMonths(today, 1).slice(0, 7)}-27`;
    const s = await setup({ start, end: addMonths(start, 2), price: 20, type: 'Daily' });
    const read = await api.call('GET', '/api/automation/rent-settings', { token: s.company.token });
    const saved = await api.call('POST', '/api/automation/rent-settings', {
      token: s.company.token,
      body: {
        lateFeeEnabled: true,
        lateFeeGraceDays: 1,
        lateFeeKind: 'flat',
        lateFeeAmount: 5,
        lateFeeRepeat: 'monthly',
        version: read.body.version,
      },
    });
    expectStatus(saved, 200);
    const stored = await api.call('GET', '/api/automation/rent-settings', { token: s.company.token });
    expect(stored.body).toMatchObject({ lateFeeRepeat: 'monthly' });

    expect(await runDay(s, addDays(start, 1))).toMatchObject({ lateFees: 1 });
    expect(await runDay(s, addDays(start, 2))).toMatchObject({ lateFees: 0 });
    expect(await runDay(s, addDays(start, 3))).toMatchObject({ lateFees: 0 });
    const next = `${addMonths(start, 1).slice(0, 7)}-01`;
    expect(await runDay(s, addDays(next, 1))).toMatchObject({ lateFees: 1 });
    expect(await runDay(s, addDays(next, 4))).toMatchObject({ lateFees: 0 });
    const listed = await api.call('GET', `/api/automation/rent-notices?rent_id=${encodeURIComponent(s.rentId)}`, {
      token: s.company.token,
    });
    expect((listed.body.fees as Array<{ period_start: string; amount: number }>).map((f) => [f.period_start, f.amount])).toEqual([
      [next, 5],
      [start, 5],
    ]);
  }, 120_000);
});

describe('a company whose day runs ahead of UTC', () => {
  it('bills an overstaying tenant on its local due date while UTC is still on the day before', async () => {
    // a lease that ended: the tenant stays on, and the period starting on the local day is billed
    const s = await setup({ start: '2026-01-10', end: '2026-03-10', price: 500 });
    const date = '2026-05-10';
    const ctx = { ...ctxOf(s, date, { timeZone: 'Pacific/Auckland' }), now: new Date('2026-05-09T18:30:00.000Z') };
    const result = await rentCollectionJob.run(ctx);
    expect(result.invoices).toBe(1);
    const [email] = (await emailsTo(s.email)).filter((e) => e.subject.startsWith('Rent invoice'));
    expect(email?.subject).toContain(formatDate(date));
  });
});

describe('a send that fails', () => {
  it('is marked failed, listed in the digest, thrown for the retry, and sent once by the retry', async () => {
    const s = await setup({ start: '2026-05-01', end: '2027-05-01', price: 750 });
    const good = process.env.MAIL_ENDPOINT;
    process.env.MAIL_ENDPOINT = `http://127.0.0.1:${await freePort()}`;
    resetEmailClient();
    let err: unknown;
    try {
      err = await run(s, '2026-05-01').catch((e: unknown) => e);
    } finally {
      process.env.MAIL_ENDPOINT = good;
      resetEmailClient();
    }
    expect(err).toBeInstanceOf(CollectionJobError);
    const { result } = err as CollectionJobError;
    expect(result.invoices).toBe(0);
    const failed = result.digest!.find((d) => d.title.startsWith('Failed'))!;
    expect(failed.lines).toEqual([
      expect.stringContaining(`Invoice to ${s.email} failed: Room 12 · Building ${s.buildingNumber} (Jane Tenant), period from 01/05/2026`),
    ]);
    const ref = parseRentId(s.rentId)!;
    expect(await getItem(noticeKey(s.companyId, ref, '2026-05-01', 'invoice'), { consistent: true })).toMatchObject({ status: 'failed' });
    expect(await emailsTo(s.email)).toHaveLength(0);

    // the queue's retry: sent now, once; a further retry sends nothing
    expect(await run(s, '2026-05-01')).toMatchObject({ invoices: 1 });
    expect(await run(s, '2026-05-01')).toMatchObject({ invoices: 0 });
    const inbox = await emailsTo(s.email);
    expect(subjects(inbox)).toEqual(['Rent invoice for 01/05/2026 to 31/05/2026']);
    await openLink(inbox[0]!);
    // both attempts name one link
    const links = await api.call('GET', `/api/payment/rent-invoice-links?rent_id=${encodeURIComponent(s.rentId)}`, {
      token: s.company.token,
    });
    expectStatus(links, 200);
    expect(links.body).toHaveLength(1);
  });
});

describe('POST /api/automation/send-reminder', () => {
  let s: Setup;
  beforeAll(async () => {
    // started two months ago (real clock: the route runs on today)
    const start = addDays(new Date().toISOString().slice(0, 10), -40);
    s = await setup({ start, end: addDays(start, 365), price: 500 });
  });

  const send = (token: string, rentId: string) => api.call('POST', '/api/automation/send-reminder', { token, body: { rent_id: rentId } });

  it('sends a reminder about the oldest unpaid period now, recorded as a notice', async () => {
    const res = await send(s.company.token, s.rentId);
    expectStatus(res, 200);
    expect(res.body.message).toMatch(new RegExp(`^Reminder sent to ${s.email} for the period from \\d{2}/\\d{2}/\\d{4}\\.$`));
    expect(res.body.notice).toMatchObject({ kind: 'reminder', to: s.email });
    const inbox = await emailsTo(s.email);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.messageId).toBe(res.body.notice.message_id);
    expect(inbox[0]!.text).toContain('Amount due: $1,000.00');
    await openLink(inbox[0]!);

    // pressed again: another reminder (manual-2), both listed
    expectStatus(await send(s.company.token, s.rentId), 200);
    expect(await emailsTo(s.email)).toHaveLength(2);
    const list = await api.call('GET', `/api/automation/rent-notices?rent_id=${encodeURIComponent(s.rentId)}`, { token: s.company.token });
    expect(list.body.notices).toHaveLength(2);
  });

  it('answers 409 when nothing is owed', async () => {
    await pay(api, s.company, s.roomId, s.rentId, 1000, `paid-${randomUUID()}`);
    const res = await send(s.company.token, s.rentId);
    expectStatus(res, 409);
    expect(res.body.message).toBe('Nothing is owed on this rent, so no reminder was sent.');
  });

  it("answers 404 for an unknown rent or another company's", async () => {
    const other = await newCompany(api, 'Other Co');
    expectStatus(await send(other.token, s.rentId), 404);
    expectStatus(
      await api.call('GET', `/api/automation/rent-notices?rent_id=${encodeURIComponent(s.rentId)}`, { token: other.token }),
      404,
    );
    expectStatus(await send(s.company.token, 'nonsense'), 404);
  });
});

describe('one amount: the email and the invoice its link opens', () => {
  const amountOf = (email: InboxEmail) => /Amount due(?: \(incl\. late fees\))?: (\S+)/.exec(email.text)?.[1];

  it('a weekly tenant four weeks behind: the billing email asks for $600.00 and its invoice’s balance is $600.00', async () => {
    const s = await setup({ start: '2026-11-10', end: '2027-11-10', price: 150, type: 'Weekly' });
    expect(await run(s, '2026-12-01')).toMatchObject({ invoices: 1 });
    const [email] = await emailsTo(s.email);
    expect(email!.subject).toBe('Rent invoice for 01/12/2026 to 07/12/2026');
    expect(amountOf(email!)).toBe('$600.00');
    expect(email!.text).not.toContain('late fees');
    const pdf = pdfText((await openLink(email!)).pdf);
    expect(balanceDueOf(pdf)).toBe('$600.00');
    expect(pdf).toContain('10/11/2026 – 07/12/2026');
    // the email names the invoice it links to, and the range it covers
    const number = /Invoice No\.\s+(RI-\d{8}-[0-9A-Z]{8})/.exec(pdf)?.[1];
    expect(email!.text).toContain(`Invoice: ${number} (10/11/2026 to 07/12/2026)`);
  });

  it('a daily tenant with a late fee: the reminder reads one date, says "(incl. late fees)" and equals its invoice', async () => {
    const s = await setup({ start: '2026-12-01', end: '2027-12-01', price: 40, type: 'Daily' });
    const fees = { lateFeeEnabled: true, lateFeeEnabledOn: '2026-11-01', lateFeeGraceDays: 2, lateFeeAmount: 1_000 };
    // the fee of 01/12's day is posted on 03/12 (and one per later unpaid day); 3 days after: a reminder
    for (const day of ['2026-12-03', '2026-12-04']) await run(s, day, fees);
    const [reminder] = (await emailsTo(s.email)).filter((e) => e.subject.startsWith('Rent reminder'));
    expect(reminder!.subject).toBe('Rent reminder: unpaid since 01/12/2026');
    expect(reminder!.text).toContain('your rent for 01/12/2026, due on 01/12/2026');
    expect(reminder!.text).toContain('Period: 01/12/2026\n');
    // 4 days of $40.00 and the fees of 01/12 and 02/12 ($10.00 each)
    expect(reminder!.text).toContain('Late fees: $20.00');
    expect(reminder!.text).toContain('Amount due (incl. late fees): $180.00');
    expect(balanceDueOf(pdfText((await openLink(reminder!)).pdf))).toBe('$180.00');
  });
});

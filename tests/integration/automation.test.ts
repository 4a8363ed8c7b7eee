/**
 * Scheduled work (AUTOMATION.md "Scheduled work", "Rent collection" settings) against DynamoDB Local and
 * aws-ses-v2-local: the settings calls, Run now with the test clock, the hourly dispatch over the sparse index, the
 * worker's partial batch failures and retries, the owner digest sent once per run, the local queue's retries.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { automationRoutes } from '../../shared/automation/routes.ts';
import { AUTOMATION_MESSAGES } from '../../shared/automation/schemas.ts';
import { nextDailyRunAt } from '../../shared/automation/schedule.ts';
import { SETTINGS_MESSAGES, localDateOf } from '../../shared/automation/settings.ts';
import { CORRECTION_MESSAGES, type AuditEntry } from '../../shared/audit/types.ts';
import { auditRoutes } from '../../shared/audit/routes.ts';
import { formatDate } from '../../shared/domain/format.ts';
import type { Job } from '../../functions/automation/job.ts';
import { jobs } from '../../functions/automation/jobs.ts';
import { getSchedule } from '../../functions/automation/data/schedule.ts';
import { dispatchDueCompanies, type OutgoingMessage } from '../../functions/automation/services/dispatch.ts';
import { handler as worker } from '../../functions/automation/worker.ts';
import { putItem } from '../../functions/lib/dynamo/transact.ts';
import { companyPk } from '../../functions/lib/dynamo/company.ts';
import { resetEmailClient } from '../../functions/lib/email/send.ts';
import { localQueue } from '../../infra/local/automation.ts';
import { freePort } from '../../infra/local/ports.ts';
import { companyIdOf } from '../support/audit/account.ts';
import { useTestApi } from '../support/gateway.ts';
import { emailsTo, waitForEmails } from '../support/inbox.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
const settingsPath = automationRoutes.rentSettings.path;
const runPath = automationRoutes.automationRun.path;

const getSettings = (company: Company) => api.call('GET', settingsPath, { token: company.token });
const save = (company: Company, body: Record<string, unknown>) => api.call('POST', settingsPath, { token: company.token, body });
const run = (company: Company, body: Record<string, unknown> = {}) => api.call('POST', runPath, { token: company.token, body });

/**
 * A job as the real ones are: idempotent item by item, keyed by (company, job, local date) with a conditional put.
 * `fail` decides, per company, whether this attempt throws (before doing anything).
 */
const seen: string[] = [];
let failFor = new Set<string>();
const testJob: Job = {
  name: 'test-job',
  async run(ctx) {
    seen.push(`${ctx.companyId}@${ctx.localDate}`);
    if (failFor.has(ctx.companyId)) throw new Error('the test job failed on purpose');
    try {
      await putItem('done', {
        Item: { pk: companyPk(ctx.companyId), sk: `TESTJOB#${ctx.localDate}` },
        ConditionExpression: 'attribute_not_exists(pk)',
      });
    } catch {
      return { skipped: 1 };
    }
    return { reminders: 1, digest: [{ title: 'Reminders sent', lines: [`Test reminder for ${formatDate(ctx.localDate)}`] }] };
  },
};

beforeAll(() => {
  jobs.push(testJob);
  return () => {
    jobs.splice(jobs.indexOf(testJob), 1);
  };
});
afterEach(() => {
  delete process.env.APP_TEST_CLOCK;
  failFor = new Set();
});

describe('GET/POST /api/automation/rent-settings', () => {
  let company: Company;
  beforeAll(async () => {
    company = await newCompany(api, 'Settings Co');
  });

  it('answers the defaults, version 0, no last run and the next local 06:00 (London) to the owner only', async () => {
    const before = new Date();
    const res = await getSettings(company);
    expectStatus(res, 200);
    expect(res.body).toEqual({
      remindersEnabled: true,
      reminderDaysBefore: 3,
      reminderDaysAfter: [3, 10],
      lateFeeEnabled: false,
      lateFeeEnabledOn: null,
      lateFeeGraceDays: 5,
      lateFeeKind: 'flat',
      lateFeeAmount: 25,
      lateFeeRepeat: 'once',
      lateFeeMonthlyCap: null,
      timeZone: 'Europe/London',
      version: 0,
      lastRun: null,
      nextRunAt: expect.any(String),
      inboxUrl: `${process.env.MAIL_ENDPOINT}/`,
    });
    // scheduled at sign-up: the next 06:00 London after it
    const next = Date.parse(res.body.nextRunAt);
    expect(next).toBeGreaterThan(before.getTime() - 60_000);
    expect(next - before.getTime()).toBeLessThanOrEqual(25 * 3600_000);
    const staff = await api.token({ companyId: companyIdOf(company.token), role: 'staff' });
    expectStatus(await api.call('GET', settingsPath, { token: staff }), 403);
    expectStatus(await api.call('POST', settingsPath, { token: staff, body: { remindersEnabled: false, version: 0 } }), 403);
  });

  it.each([
    ['negative days before', { reminderDaysBefore: -1 }, SETTINGS_MESSAGES.reminderDaysBefore],
    ['negative days after', { reminderDaysAfter: [3, -10] }, SETTINGS_MESSAGES.reminderDaysAfter],
    ['negative grace days', { lateFeeGraceDays: -5 }, SETTINGS_MESSAGES.lateFeeGraceDays],
    ['a fee over 100 %', { lateFeeKind: 'percent', lateFeeAmount: 101 }, SETTINGS_MESSAGES.lateFeePercent],
    ['a fee over $10,000', { lateFeeKind: 'flat', lateFeeAmount: 10_000.01 }, SETTINGS_MESSAGES.lateFeeFlat],
    ['a cap over $10,000', { lateFeeMonthlyCap: 25_000 }, SETTINGS_MESSAGES.lateFeeMonthlyCap],
    ['an unknown time zone', { timeZone: 'Europe/Atlantis' }, SETTINGS_MESSAGES.timeZone],
    ['an unknown kind', { lateFeeKind: 'weekly' }, SETTINGS_MESSAGES.lateFeeKind],
    ['no version', { remindersEnabled: false, version: undefined }, 'Version must be a whole number'],
  ])('refuses %s with 400 and its message, changing nothing', async (_name, body, message) => {
    const res = await save(company, { version: 0, ...body });
    expectStatus(res, 400);
    expect(res.body).toEqual({ message });
    expect((await getSettings(company)).body.version).toBe(0);
  });

  it('saves on the version read (one audit entry, kind settings), refuses a stale version (409) and a save that changes nothing (400)', async () => {
    const res = await save(company, {
      reminderDaysAfter: [10, 2],
      lateFeeEnabled: true,
      lateFeeKind: 'percent',
      lateFeeAmount: 5.5,
      lateFeeRepeat: 'daily',
      lateFeeMonthlyCap: 120,
      version: 0,
    });
    expectStatus(res, 200);
    expect(res.body.message).toBe(AUTOMATION_MESSAGES.settingsSaved);
    expect(res.body.settings).toMatchObject({
      reminderDaysAfter: [2, 10],
      lateFeeEnabled: true,
      lateFeeEnabledOn: localDateOf(new Date(), 'Europe/London'),
      lateFeeKind: 'percent',
      lateFeeAmount: 5.5,
      lateFeeMonthlyCap: 120,
      version: 1,
    });
    expect((await getSettings(company)).body).toMatchObject({ lateFeeAmount: 5.5, lateFeeRepeat: 'daily', version: 1 });

    const stale = await save(company, { reminderDaysBefore: 7, version: 0 });
    expectStatus(stale, 409);
    expect(stale.body.message).toBe(CORRECTION_MESSAGES.staleVersion);
    const same = await save(company, { lateFeeAmount: 5.5, reminderDaysAfter: [2, 10], version: 1 });
    expectStatus(same, 400);
    expect(same.body.message).toBe(CORRECTION_MESSAGES.noChanges);

    const history = await api.call('GET', `${auditRoutes.auditRecord.path}?kind=settings&id=rent-collection`, { token: company.token });
    expectStatus(history, 200);
    const entries = history.body as AuditEntry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'saveRentSettings',
      kind: 'settings',
      source: 'api',
      record_label: 'Rent collection settings',
    });
    expect(entries[0].changes).toEqual([
      { field: 'reminderDaysAfter', before: '3, 10', after: '2, 10' },
      { field: 'lateFeeEnabled', before: false, after: true },
      { field: 'lateFeeKind', before: 'flat', after: 'percent' },
      { field: 'lateFeeAmount', before: 25, after: 5.5 },
      { field: 'lateFeeRepeat', before: 'once', after: 'daily' },
      { field: 'lateFeeMonthlyCap', before: null, after: 120 },
    ]);
  });

  it('a new time zone moves the next run to that zone’s next 06:00', async () => {
    const version = (await getSettings(company)).body.version;
    const before = new Date();
    const res = await save(company, { timeZone: 'Pacific/Auckland', version });
    expectStatus(res, 200);
    const expected = nextDailyRunAt(before, 'Pacific/Auckland').toISOString();
    expect(res.body.settings.nextRunAt).toBe(expected);
    expect((await getSettings(company)).body.nextRunAt).toBe(expected);
    expect(await getSchedule(companyIdOf(company.token))).toEqual({
      companyId: companyIdOf(company.token),
      timeZone: 'Pacific/Auckland',
      nextRunAt: expected,
    });
  });
});

describe('POST /api/automation/run', () => {
  let company: Company;
  beforeAll(async () => {
    company = await newCompany(api, 'Run Co');
  });

  it('is the owner’s only', async () => {
    const staff = await api.token({ companyId: companyIdOf(company.token), role: 'staff' });
    expectStatus(await api.call('POST', runPath, { token: staff, body: {} }), 403);
  });

  it('refuses a date without the test clock, and a malformed date', async () => {
    const res = await run(company, { date: '2026-03-05' });
    expectStatus(res, 400);
    expect(res.body.message).toBe(AUTOMATION_MESSAGES.runDateNeedsTestClock);
    process.env.APP_TEST_CLOCK = '1';
    const bad = await run(company, { date: '05/03/2026' });
    expectStatus(bad, 400);
    expect(bad.body.message).toBe(AUTOMATION_MESSAGES.runDate);
  });

  it('runs today’s jobs at once and answers their counts; a second run does nothing twice and sends no digest', async () => {
    const today = localDateOf(new Date(), 'Europe/London');
    const first = await run(company);
    expectStatus(first, 200);
    expect(first.body).toEqual({ date: today, reminders: 1, invoices: 0, lateFees: 0, digests: 1, lowStock: 0, skipped: 0 });
    const [digest] = await waitForEmails(company.owner.email, 1);
    expect(digest.subject).toBe(`Run Co: daily digest for ${formatDate(today)}`);
    expect(digest.text).toContain(`Test reminder for ${formatDate(today)}`);
    expect(digest.text).toContain(`${api.baseUrl}/account-settings/automation`);

    const again = await run(company);
    expect(again.body).toEqual({ date: today, reminders: 0, invoices: 0, lateFees: 0, digests: 0, lowStock: 0, skipped: 1 });
    expect(await emailsTo(company.owner.email)).toHaveLength(1);
    expect((await getSettings(company)).body.lastRun).toMatchObject({ date: today, skipped: 1, trigger: 'manual' });
  });

  it('with the test clock runs as the given day', async () => {
    process.env.APP_TEST_CLOCK = '1';
    const res = await run(company, { date: '2027-02-28' });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ date: '2027-02-28', reminders: 1, digests: 1 });
    expect(seen).toContain(`${companyIdOf(company.token)}@2027-02-28`);
    const emails = await waitForEmails(company.owner.email, 2);
    expect(emails[1].subject).toBe('Run Co: daily digest for 28/02/2027');
  });

  it('a job that fails answers 503 with a message (never a 500), and the run can be pressed again', async () => {
    failFor = new Set([companyIdOf(company.token)]);
    process.env.APP_TEST_CLOCK = '1';
    const res = await run(company, { date: '2027-03-01' });
    expectStatus(res, 503);
    expect(res.body.message).toBe(AUTOMATION_MESSAGES.runFailed);
    failFor = new Set();
    expect((await run(company, { date: '2027-03-01' })).body).toMatchObject({ reminders: 1 });
  });
});

describe('the dispatcher and the worker', () => {
  let london: Company;
  let tokyo: Company;
  const capture = () => {
    const sent: OutgoingMessage[] = [];
    return { sent, transport: async (messages: readonly OutgoingMessage[]) => (sent.push(...messages), { failedIds: [] }) };
  };
  beforeAll(async () => {
    [london, tokyo] = [await newCompany(api, 'London Lets'), await newCompany(api, 'Tokyo Lets')];
    expectStatus(await save(tokyo, { timeZone: 'Asia/Tokyo', version: 0 }), 200);
  });

  it('sends one message per company due (by its own local 06:00) and moves each one’s next run to its next 06:00', async () => {
    const ids = { london: companyIdOf(london.token), tokyo: companyIdOf(tokyo.token) };
    const at = { london: (await getSchedule(ids.london))!.nextRunAt, tokyo: (await getSchedule(ids.tokyo))!.nextRunAt };
    const [first, second] = (['london', 'tokyo'] as const).slice().sort((a, b) => at[a].localeCompare(at[b]));
    const zone = { london: 'Europe/London', tokyo: 'Asia/Tokyo' };

    // just before the earlier one is due: neither goes
    const early = capture();
    await dispatchDueCompanies(new Date(Date.parse(at[first]) - 1_000), early.transport);
    expect(early.sent.filter((m) => Object.values(ids).includes(m.body.companyId))).toEqual([]);

    // an hour's tick after the earlier one is due: only it goes, once, for its local date
    const tick = new Date(Date.parse(at[first]) + 60_000);
    const one = capture();
    const summary = await dispatchDueCompanies(tick, one.transport);
    const mine = one.sent.filter((m) => Object.values(ids).includes(m.body.companyId));
    if (Date.parse(at[second]) > tick.getTime()) {
      expect(mine.map((m) => m.body)).toEqual([{ companyId: ids[first], localDate: localDateOf(tick, zone[first]) }]);
    }
    expect(summary.sent).toBe(summary.moved);
    expect((await getSchedule(ids[first]))!.nextRunAt).toBe(nextDailyRunAt(tick, zone[first]).toISOString());

    // the same tick again (a Scheduler retry): the earlier one is not sent twice
    const repeat = capture();
    await dispatchDueCompanies(tick, repeat.transport);
    expect(repeat.sent.filter((m) => m.body.companyId === ids[first])).toEqual([]);

    // after the later one is due: it goes; the earlier one (next due a day after it ran) does not
    const later = new Date(Math.max(Date.parse(at[second]), tick.getTime()) + 60_000);
    const two = capture();
    await dispatchDueCompanies(later, two.transport);
    expect(two.sent.filter((m) => Object.values(ids).includes(m.body.companyId)).map((m) => m.body)).toEqual([
      { companyId: ids[second], localDate: localDateOf(later, zone[second]) },
    ]);
    expect((await getSchedule(ids[second]))!.nextRunAt).toBe(nextDailyRunAt(later, zone[second]).toISOString());
  });

  const sqsEvent = (records: Array<{ messageId: string; body: unknown; receive?: number }>): SQSEvent => ({
    Records: records.map((r) => ({
      messageId: r.messageId,
      receiptHandle: r.messageId,
      body: typeof r.body === 'string' ? r.body : JSON.stringify(r.body),
      attributes: {
        ApproximateReceiveCount: String(r.receive ?? 1),
        SentTimestamp: '0',
        SenderId: 'test',
        ApproximateFirstReceiveTimestamp: '0',
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:eu-west-2:000000000000:automation',
      awsRegion: 'eu-west-2',
    })),
  });

  it('reports only the failing company in batchItemFailures; its retry runs it once and sends its digest once', async () => {
    const ids = { london: companyIdOf(london.token), tokyo: companyIdOf(tokyo.token) };
    const date = '2027-06-01';
    failFor = new Set([ids.tokyo]);
    const batch = [
      { messageId: 'msg-london', body: { companyId: ids.london, localDate: date } },
      { messageId: 'msg-tokyo', body: { companyId: ids.tokyo, localDate: date } },
      { messageId: 'msg-bad', body: 'not json' },
    ];
    expect(await worker(sqsEvent(batch))).toEqual({ batchItemFailures: [{ itemIdentifier: 'msg-tokyo' }, { itemIdentifier: 'msg-bad' }] });
    failFor = new Set();
    // the queue delivers the failed one again (same message id), and a duplicate delivery of the London one
    expect(
      await worker(
        sqsEvent([
          { ...batch[1], receive: 2 },
          { ...batch[0], receive: 2 },
        ]),
      ),
    ).toEqual({ batchItemFailures: [] });
    for (const company of [london, tokyo]) {
      const digests = (await waitForEmails(company.owner.email, 1)).filter((e) => e.subject.endsWith('01/06/2027'));
      expect(digests, company.owner.companyName).toHaveLength(1);
    }
  });

  it('an email refused mid-run fails the record; the retry of the same message sends the digest once', async () => {
    const id = companyIdOf(london.token);
    const date = '2027-06-02';
    const good = process.env.MAIL_ENDPOINT;
    process.env.MAIL_ENDPOINT = `http://127.0.0.1:${await freePort()}`;
    resetEmailClient();
    try {
      expect(await worker(sqsEvent([{ messageId: 'msg-mail', body: { companyId: id, localDate: date } }]))).toEqual({
        batchItemFailures: [{ itemIdentifier: 'msg-mail' }],
      });
    } finally {
      process.env.MAIL_ENDPOINT = good;
      resetEmailClient();
    }
    // the job's own work was done on the first receive: the retry skips it, and still owes the digest of that work
    expect(await worker(sqsEvent([{ messageId: 'msg-mail', body: { companyId: id, localDate: date }, receive: 2 }]))).toEqual({
      batchItemFailures: [],
    });
    expect(await worker(sqsEvent([{ messageId: 'msg-mail', body: { companyId: id, localDate: date }, receive: 3 }]))).toEqual({
      batchItemFailures: [],
    });
    const digests = (await emailsTo(london.owner.email)).filter((e) => e.subject.endsWith('02/06/2027'));
    expect(digests).toHaveLength(1);
    expect(digests[0].text).toContain('Test reminder for 02/06/2027');
  });
});

describe('the local queue (npm start’s stand-in for SQS)', () => {
  it('delivers each message to the worker, retries a failed record up to 3 receives, then dead-letters it', async () => {
    const receives: Record<string, number> = {};
    const lines: string[] = [];
    const queue = localQueue(
      async () => async (event) => {
        const record = event.Records[0];
        const { companyId } = JSON.parse(record.body) as { companyId: string };
        receives[companyId] = (receives[companyId] ?? 0) + 1;
        expect(record.attributes.ApproximateReceiveCount).toBe(String(receives[companyId]));
        const fail = companyId === 'always' || (companyId === 'flaky' && receives[companyId] < 3);
        return { batchItemFailures: fail ? [{ itemIdentifier: record.messageId }] : [] };
      },
      { retryDelayMs: 1, log: (line) => lines.push(line) },
    );
    const date = '2027-01-01';
    expect(
      await queue.transport(['ok', 'flaky', 'always'].map((c, i) => ({ id: String(i), body: { companyId: c, localDate: date } }))),
    ).toEqual({
      failedIds: [],
    });
    await queue.drain();
    expect(receives).toEqual({ ok: 1, flaky: 3, always: 3 });
    expect(queue.deadLetters).toEqual([{ companyId: 'always', localDate: date }]);
    expect(lines).toEqual([expect.stringContaining('company always for 2027-01-01 failed 3 times: dead-lettered')]);
  });
});

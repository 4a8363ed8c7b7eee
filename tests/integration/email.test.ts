/**
 * The email module against DynamoDB Local and aws-ses-v2-local (nothing mocked): sendOnce claims its record before the
 * send, so a repeat, a race or a retry after a failure sends one email.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import { putItem } from '../../functions/lib/dynamo/transact.ts';
import { renderEmail } from '../../functions/lib/email/layout.ts';
import { appUrl } from '../../functions/lib/email/links.ts';
import { sendOnce, STALE_CLAIM_MS } from '../../functions/lib/email/send-once.ts';
import { EmailSendError, resetEmailClient, sendEmail, type EmailMessage } from '../../functions/lib/email/send.ts';
import { freePort } from '../../infra/local/ports.ts';
import { LOCAL_MAIL_FROM } from '../../infra/local/services.ts';
import { useTestApi } from '../support/gateway.ts';
import { emailsTo, waitForEmails } from '../support/inbox.ts';

const api = useTestApi();

const address = () => `${randomUUID()}@example.com`;
const key = () => ({ pk: `C#${randomUUID()}`, sk: `EMAIL#test#${randomUUID()}` });

function message(to: string, overrides: Partial<EmailMessage> = {}): EmailMessage {
  const body = renderEmail({
    companyName: 'Acme "Lettings"',
    heading: 'Hello',
    paragraphs: ['A test email.'],
    action: { label: 'Open', href: appUrl('/somewhere?x=1') },
  });
  return { to, subject: 'A test', senderName: 'Acme "Lettings"', ...body, ...overrides };
}

async function withMailEndpoint<T>(endpoint: string, run: () => Promise<T>): Promise<T> {
  const good = process.env.MAIL_ENDPOINT;
  process.env.MAIL_ENDPOINT = endpoint;
  resetEmailClient();
  try {
    return await run();
  } finally {
    process.env.MAIL_ENDPOINT = good;
    resetEmailClient();
  }
}

describe('sendEmail', () => {
  it('sends through the local SES with the company as sender name and the link to the gateway', async () => {
    const to = address();
    const { messageId } = await sendEmail(message(to));
    const [email] = await waitForEmails(to, 1);
    expect(email).toMatchObject({ messageId, to: [to], subject: 'A test', from: `"Acme \\"Lettings\\"" <${LOCAL_MAIL_FROM}>` });
    expect(email.text).toContain(`${api.baseUrl}/somewhere?x=1`);
    expect(email.html).toContain(`href="${api.baseUrl}/somewhere?x=1"`);
  });

  it('turns an unreachable service into a retryable EmailSendError', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const err = await withMailEndpoint(closed, () => sendEmail(message(address()))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmailSendError);
    expect((err as EmailSendError).retryable).toBe(true);
  });
});

describe('sendOnce', () => {
  it('sends once and records the send; a repeat answers the first send', async () => {
    const to = address();
    const k = key();
    const now = new Date('2026-03-01T07:00:00.000Z');
    const first = await sendOnce({ key: k, kind: 'test', attributes: { rentId: 'r-1' }, message: message(to), now });
    expect(first).toEqual({ sent: true, messageId: expect.stringMatching(/.+/), sentAt: now.toISOString() });
    const again = await sendOnce({ key: k, kind: 'test', message: message(to), now: new Date() });
    expect(again).toEqual({ sent: false, messageId: first.messageId, sentAt: first.sentAt });

    expect(await emailsTo(to)).toHaveLength(1);
    expect(await getItem(k, { consistent: true })).toMatchObject({
      ...k,
      rentId: 'r-1',
      to,
      subject: 'A test',
      kind: 'test',
      status: 'sent',
      messageId: first.messageId,
      sentAt: first.sentAt,
    });
  });

  it('two calls at once send one email', async () => {
    const to = address();
    const k = key();
    const results = await Promise.all([1, 2, 3].map(() => sendOnce({ key: k, kind: 'test', message: message(to) })));
    expect(results.filter((r) => r.sent)).toHaveLength(1);
    expect(await emailsTo(to)).toHaveLength(1);
  });

  it('a failed send is recorded and rethrown; the retry sends it, once', async () => {
    const to = address();
    const k = key();
    const closed = `http://127.0.0.1:${await freePort()}`;
    const err = await withMailEndpoint(closed, () => sendOnce({ key: k, kind: 'test', message: message(to) })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmailSendError);
    expect(await getItem(k, { consistent: true })).toMatchObject({ status: 'failed', error: expect.stringMatching(/.+/) });
    expect(await emailsTo(to)).toHaveLength(0);

    const retry = await sendOnce({ key: k, kind: 'test', message: message(to) });
    expect(retry.sent).toBe(true);
    const record = await getItem(k, { consistent: true });
    expect(record).toMatchObject({ status: 'sent', messageId: retry.messageId });
    expect(record).not.toHaveProperty('error');
    expect(await sendOnce({ key: k, kind: 'test', message: message(to) })).toMatchObject({ sent: false, messageId: retry.messageId });
    expect(await emailsTo(to)).toHaveLength(1);
  });

  it('a recent claim is in progress (no send); an abandoned one is taken over', async () => {
    const to = address();
    const now = new Date();
    const recent = key();
    await putItem('seed', { Item: { ...recent, to, subject: 'A test', kind: 'test', status: 'sending', claimedAt: now.toISOString() } });
    expect(await sendOnce({ key: recent, kind: 'test', message: message(to), now })).toEqual({ sent: false, messageId: '', sentAt: '' });
    expect(await emailsTo(to)).toHaveLength(0);

    const abandoned = key();
    const longAgo = new Date(now.getTime() - STALE_CLAIM_MS - 1000).toISOString();
    await putItem('seed', { Item: { ...abandoned, to, subject: 'A test', kind: 'test', status: 'sending', claimedAt: longAgo } });
    expect(await sendOnce({ key: abandoned, kind: 'test', message: message(to), now })).toMatchObject({ sent: true });
    expect(await emailsTo(to)).toHaveLength(1);
  });
});

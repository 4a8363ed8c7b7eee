/**
 * Idempotent sends (AUTOMATION.md "Email"): the record of what the email is about is claimed with a conditional put
 * BEFORE the send, so a retry, a re-run or a concurrent worker never sends it twice:
 *
 *   no record            → claim (status 'sending'), send, record messageId + sentAt (status 'sent');
 *   'sent'               → no send, the first send's id;
 *   'sending', recent    → another call is sending it now: no send;
 *   'sending', stale     → that call died mid-way (Lambda timeout): take the claim over and send;
 *   'failed'             → the send was refused or never answered (nothing went out): take over and send again.
 *
 * A failed send marks the record 'failed' with the error and rethrows, so the caller (or its queue) retries.
 * Taking over is a conditional update on the claim that was read: of two callers, one wins.
 */
import { getItem, type Key } from '../dynamo/item.ts';
import { isConditionFailed, putItem, updateItem } from '../dynamo/transact.ts';
import { sendEmail, type EmailMessage } from './send.ts';

/**
 * A claim older than this belongs to a call that died mid-send (a Lambda timeout): one send takes at most about 40 s
 * (send.ts: three tries of a 3 s connect and a 10 s answer), so a live call never holds a claim this long, and a queue's
 * retry after the visibility timeout finds it stale and sends.
 */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

export type EmailStatus = 'sending' | 'sent' | 'failed';

/** What the record of a send holds, beside the caller's attributes. */
export interface EmailRecordFields {
  to: string;
  subject: string;
  kind: string;
  status: EmailStatus;
  claimedAt: string;
  sentAt?: string;
  messageId?: string;
  error?: string;
}

export interface SendOnceResult {
  /** True when this call sent the email. */
  sent: boolean;
  /** The SES message id of the send ('' while another call is still sending). */
  messageId: string;
  sentAt: string;
}

export async function sendOnce(args: {
  key: { pk: string; sk: string };
  kind: string;
  attributes?: Record<string, unknown>;
  message: EmailMessage;
  now?: Date;
}): Promise<SendOnceResult> {
  const now = args.now ?? new Date();
  const claimedAt = now.toISOString();
  const fields = { to: args.message.to, subject: args.message.subject, kind: args.kind };
  try {
    await putItem('email', {
      // The caller's attributes first: they may add index keys or what the email is about, never replace ours.
      Item: { ...args.attributes, ...args.key, ...fields, status: 'sending', claimedAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  } catch (err) {
    if (!isConditionFailed(err, 'email')) throw err;
    const taken = await takeOver(args.key, fields, claimedAt, now);
    if (taken !== true) return taken;
  }
  return sendClaimed(args.key, args.message, claimedAt, args.now);
}

/** The record exists: answer what it says, or take its claim over (true) when its send failed or was abandoned. */
async function takeOver(
  key: Key,
  fields: { to: string; subject: string; kind: string },
  claimedAt: string,
  now: Date,
): Promise<SendOnceResult | true> {
  const record = (await getItem(key, { consistent: true })) as Partial<EmailRecordFields> | null;
  const inProgress = { sent: false, messageId: record?.messageId ?? '', sentAt: record?.sentAt ?? '' };
  if (!record) return inProgress; // deleted between the put and the read: not ours to decide, do not send
  if (record.status === 'sent') return inProgress;
  const seen = record.claimedAt ?? '';
  if (record.status === 'sending' && now.getTime() - Date.parse(seen) < STALE_CLAIM_MS) return inProgress;
  try {
    await updateItem('email', {
      Key: key,
      UpdateExpression: 'SET #status = :sending, claimedAt = :claimedAt, #to = :to, subject = :subject, kind = :kind REMOVE #error',
      ConditionExpression: '#status = :seenStatus AND claimedAt = :seen',
      ExpressionAttributeNames: { '#status': 'status', '#to': 'to', '#error': 'error' },
      ExpressionAttributeValues: {
        ':sending': 'sending',
        ':claimedAt': claimedAt,
        ':to': fields.to,
        ':subject': fields.subject,
        ':kind': fields.kind,
        ':seenStatus': record.status ?? 'sending',
        ':seen': seen,
      },
    });
  } catch (err) {
    if (isConditionFailed(err, 'email')) return inProgress; // another call took it over first
    throw err;
  }
  return true;
}

async function sendClaimed(key: Key, message: EmailMessage, claimedAt: string, clock: Date | undefined): Promise<SendOnceResult> {
  let messageId: string;
  try {
    ({ messageId } = await sendEmail(message));
  } catch (err) {
    await markFailed(key, claimedAt, err);
    throw err;
  }
  // A caller's clock (the test clock's day) is the send's time too, so what is listed reads as on that day.
  const sentAt = (clock ?? new Date()).toISOString();
  // Unconditional: the email went out, the record must say so whoever holds the claim now.
  await updateItem('email', {
    Key: key,
    UpdateExpression: 'SET #status = :sent, messageId = :messageId, sentAt = :sentAt REMOVE #error',
    ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
    ExpressionAttributeValues: { ':sent': 'sent', ':messageId': messageId, ':sentAt': sentAt },
  });
  return { sent: true, messageId, sentAt };
}

/** Records the failure on our own claim (a newer claim is left alone); a failure to record it must not hide the send error. */
async function markFailed(key: Key, claimedAt: string, err: unknown): Promise<void> {
  try {
    await updateItem('email', {
      Key: key,
      UpdateExpression: 'SET #status = :failed, #error = :error',
      ConditionExpression: 'claimedAt = :claimedAt',
      ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
      ExpressionAttributeValues: {
        ':failed': 'failed',
        ':error': (err instanceof Error ? err.message : String(err)).slice(0, 500),
        ':claimedAt': claimedAt,
      },
    });
  } catch {
    // The original error is what the caller needs; the record stays 'sending' and turns stale.
  }
}

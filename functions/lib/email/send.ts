/**
 * The one way an email leaves the product: SES v2 SendEmail (simple content: subject, text, HTML). Only this module
 * (through ./ses-client.ts) imports @aws-sdk/client-sesv2, so only the handlers that send bundle it. Locally MAIL_ENDPOINT points the same
 * client at aws-ses-v2-local (nothing mocks it).
 */
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config.ts';

type SesModule = typeof import('./ses-client.ts');

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown as the sender's name (the company's name); the address is always MAIL_FROM. */
  senderName: string;
  replyTo?: string;
}

/** SES refused the email or could not be reached. `retryable`: trying again later may succeed (throttling, 5xx, network). */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'EmailSendError';
  }
}

let client: Promise<{ ses: SESv2Client; SendEmailCommand: SesModule['SendEmailCommand'] }> | undefined;

/**
 * The one SES client, made on the first send. Its modules load then, not at import: a handler that sends in one of its
 * paths (forgot password, for a known email) does not evaluate the client on every cold start.
 */
function sesClient() {
  client ??= import('./ses-client.ts').then(({ SESv2Client, SendEmailCommand }) => ({
    SendEmailCommand,
    ses: new SESv2Client({
      region: config.region,
      // A send inside an API call must not hang the call: connect fast, answer within 10 s (the SDK retries twice more).
      requestHandler: { connectionTimeout: 3000, requestTimeout: 10_000 },
      ...(config.mailEndpoint ? { endpoint: config.mailEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }),
  }));
  return client;
}

/** Test hook: forget the client (a test may point MAIL_ENDPOINT elsewhere). */
export function resetEmailClient(): void {
  client = undefined;
}

export async function sendEmail(m: EmailMessage): Promise<{ messageId: string }> {
  const configurationSet = config.mailConfigurationSet;
  try {
    const { ses, SendEmailCommand } = await sesClient();
    const res = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: senderAddress(m.senderName, config.mailFrom),
        Destination: { ToAddresses: [m.to] },
        ...(m.replyTo ? { ReplyToAddresses: [m.replyTo] } : {}),
        Content: {
          Simple: {
            Subject: { Data: m.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: m.text, Charset: 'UTF-8' }, Html: { Data: m.html, Charset: 'UTF-8' } },
          },
        },
        ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      }),
    );
    if (!res.MessageId) throw new EmailSendError('SES answered without a message id', true);
    return { messageId: res.MessageId };
  } catch (err) {
    throw toEmailSendError(err);
  }
}

/** SES's refusals that another try will not change (a bad address, an unverified sender, a paused account). */
const FINAL = new Set([
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'AccountSuspendedException',
  'SendingPausedException',
  'BadRequestException',
  'NotFoundException',
]);

export function toEmailSendError(err: unknown): EmailSendError {
  if (err instanceof EmailSendError) return err;
  const e = (err ?? {}) as { name?: string; message?: string; $retryable?: unknown; $metadata?: { httpStatusCode?: number } };
  const name = e.name ?? 'Error';
  const status = e.$metadata?.httpStatusCode;
  // No HTTP status at all: the request never got an answer (refused connection, timeout): worth another try.
  const retryable = !FINAL.has(name) && (Boolean(e.$retryable) || status === undefined || status === 429 || status >= 500);
  return new EmailSendError(`${name}: ${e.message ?? String(err)}`.slice(0, 500), retryable, name);
}

const MAX_NAME_LENGTH = 100;

/**
 * `"Acme Lettings" <no-reply@…>`: the display name quoted (backslash and quote escaped) when it is printable ASCII,
 * else as RFC 2047 encoded words (SES asks for MIME encoding of non-ASCII sender names). Control characters and line
 * breaks are dropped, so a company name can never add a header. An empty name leaves the bare address.
 */
export function senderAddress(name: string, address: string): string {
  const clean = Array.from(
    name
      .replace(/\p{Cc}|[\u2028\u2029]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, MAX_NAME_LENGTH)
    .join('')
    .trim();
  if (!clean) return address;
  if (/^[\x20-\x7e]*$/.test(clean)) return `"${clean.replace(/[\\"]/g, '\\$&')}" <${address}>`;
  return `${encodedWords(clean).join(' ')} <${address}>`;
}

/** UTF-8 base64 encoded words of at most 75 characters each, never splitting a character. */
function encodedWords(text: string): string[] {
  const words: string[] = [];
  let chunk = '';
  for (const ch of text) {
    // 45 bytes → 60 base64 characters + 12 of `=?UTF-8?B?…?=` = 72 ≤ 75.
    if (Buffer.byteLength(chunk + ch, 'utf8') > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`);
}

/**
 * What the product sent, read from the local SES emulator (aws-ses-v2-local's `GET /store`) that the integration and
 * e2e global setups start. Test files share one emulator: always send to unique addresses
 * (`${randomUUID()}@example.com`) and read by them.
 */
import { inject } from 'vitest';

export interface InboxEmail {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** When the emulator received it (ISO). */
  at: string;
}

interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  /** epoch seconds */
  at: number;
}

export function mailEndpoint(): string {
  return inject('mailEndpoint');
}

/** Every email sent to `address` (case-insensitive), oldest first. */
export async function emailsTo(address: string): Promise<InboxEmail[]> {
  const res = await fetch(`${mailEndpoint()}/store`);
  if (!res.ok) throw new Error(`The local inbox answered ${res.status}`);
  const { emails } = (await res.json()) as { emails: StoredEmail[] };
  const wanted = address.toLowerCase();
  return emails
    .filter((e) => e.destination.to.some((to) => to.toLowerCase() === wanted))
    .map((e) => ({
      messageId: e.messageId,
      from: e.from,
      to: e.destination.to,
      subject: e.subject,
      text: e.body.text ?? '',
      html: e.body.html ?? '',
      at: new Date(e.at * 1000).toISOString(),
    }));
}

/** Waits (up to `timeoutMs`) until at least `count` emails reached `address`, then answers them all. */
export async function waitForEmails(address: string, count: number, timeoutMs = 10_000): Promise<InboxEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const emails = await emailsTo(address);
    if (emails.length >= count) return emails;
    if (Date.now() > deadline) throw new Error(`Expected ${count} email(s) to ${address} within ${timeoutMs} ms, found ${emails.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The links of an email's plain text (every email writes its action's link in full). */
export function linksIn(email: InboxEmail): string[] {
  return [...email.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
}

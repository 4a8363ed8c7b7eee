/**
 * Emailing an invoice link (AUTOMATION.md "Rent collection": staff email an invoice from the print/share dialogs),
 * rent and sales alike. The link is made first, exactly as the share call makes one, with `sentTo` in its record and
 * its audit entry (one transaction); then the email goes out through sendOnce, keyed on that new link (a record
 * beside it), and the link records `sentAt` and the SES message id. A send that fails leaves the link listed as
 * emailed to nobody yet (`sentTo` without `sentAt`): the answer is 422 and the sender may try again (a new link).
 * Its own module: only the routes that send bundle the SES client.
 */
import { INVOICE_EMAIL_MESSAGES } from '../../shared/invoice-links.ts';
import type { Key } from './dynamo/item.ts';
import { isConditionFailed } from './dynamo/transact.ts';
import { sendOnce } from './email/send-once.ts';
import { EmailSendError } from './email/send.ts';
import { INVOICE_LINK_EMAIL_KIND, invoiceLinkEmail, type InvoiceLinkEmail } from './email/templates/invoice-link.ts';
import { unprocessable } from './errors.ts';
import { markLinkSent } from './invoice-links.ts';

/** `to` when given, else the record's address; neither → 400 with the area's message. */
export function recipientOf(to: string | null | undefined, onFile: string | null | undefined, noAddress: () => Error): string {
  const address = to ?? onFile?.trim().toLowerCase() ?? '';
  if (!address) throw noAddress();
  return address;
}

export async function sendInvoiceLinkEmail(args: {
  /** The new link's key, and its email record's. */
  link: Key;
  email: Key;
  /** What the send record notes beside the email (the link, what it shares). */
  attributes: Record<string, unknown>;
  content: InvoiceLinkEmail;
  now?: Date;
}): Promise<{ messageId: string; sentAt: string }> {
  const message = invoiceLinkEmail(args.content);
  let sent;
  try {
    sent = await sendOnce({ key: args.email, kind: INVOICE_LINK_EMAIL_KIND, attributes: args.attributes, message, now: args.now });
  } catch (err) {
    if (err instanceof EmailSendError) throw unprocessable(INVOICE_EMAIL_MESSAGES.notSent(message.to));
    throw err;
  }
  try {
    await markLinkSent(args.link, sent);
  } catch (err) {
    // the link is gone (revoked links stay; only the TTL removes one, long after): the email went out all the same
    if (!isConditionFailed(err, 'link')) throw err;
  }
  return sent;
}

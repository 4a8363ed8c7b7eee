/**
 * Invoice share links, rent and sales alike (DECISIONS.md "Invoices and links"; INVENTORY.md "Invoices": a sales
 * invoice is shared "with the same token, expiry, revoke and public route as rent invoice links"): the expiry a
 * sender picks, the link id a revoke names, and what the sender's list of links shows.
 */
import * as z from 'zod/mini';
import { emailField, requiredText } from './schemas/common.ts';
import { INVOICE_LINK_DAYS } from './rent/limits.ts';

/** Days a link may stay valid (the same for tenants' and customers' links). */
export { INVOICE_LINK_DAYS };

/** `expiresInDays`: a whole number of days in INVOICE_LINK_DAYS, the default when absent. */
export const expiresInDaysField = (message: string) =>
  z.pipe(
    z.nullish(
      z.number({ error: message }).check(
        z.refine((days) => Number.isInteger(days), { error: message }),
        z.gte(INVOICE_LINK_DAYS.min, { error: message }),
        z.lte(INVOICE_LINK_DAYS.max, { error: message }),
      ),
    ),
    z.transform((days: number | null | undefined) => days ?? INVOICE_LINK_DAYS.default),
  );

/** `?id=` of the link to revoke. */
export const linkIdQueryFor = (message: string) => z.object({ id: requiredText(message, 64) });

/** What a link is now: usable, past its expiry, or withdrawn by the sender (revoked wins over expired). */
export type InvoiceLinkStatus = 'Active' | 'Expired' | 'Revoked';

/** One shared link of an invoice (timestamps are ISO). */
export interface InvoiceLinkRow {
  linkId: string;
  createdAt: string;
  expiresAt: string;
  /** When it was first opened; null while it has never been opened. */
  openedAt: string | null;
  /** When it was revoked; null while it is not. */
  revokedAt: string | null;
  status: InvoiceLinkStatus;
  /** Where it was emailed (AUTOMATION.md: staff email an invoice); null for a link made to copy and share. */
  sentTo: string | null;
  /** When that email went out; null while it has not (never emailed, or the send failed). */
  sentAt: string | null;
}

/** A new link → 201. */
export interface InvoiceLinkCreated<Message extends string = string> {
  message: Message;
  linkId: string;
  /** Same-origin path; the web app prefixes window.location.origin to share it. */
  path: string;
  expiresAt: string;
}

/** The messages of emailing an invoice link (AUTOMATION.md "Rent collection": staff email an invoice). */
export const INVOICE_EMAIL_MESSAGES = {
  /** `to` given but not an address (also an empty one: the sender cleared the field). */
  badAddress: 'Please enter a valid email address',
  /** The email was refused or never answered: the link exists, listed as not sent. */
  notSent: (to: string) => `The email to ${to} could not be sent. Check the address and try again.`,
  emailed: (to: string) => `Invoice emailed to ${to}`,
} as const;

/** `to`: absent or null for the default recipient, else an address (trimmed, lower-cased; empty is a bad address). */
export const emailToField = () => z.nullish(emailField(INVOICE_EMAIL_MESSAGES.badAddress));

/** An emailed invoice → 201: the new link's id and where it went. */
export interface InvoiceEmailed {
  message: string;
  linkId: string;
  to: string;
}

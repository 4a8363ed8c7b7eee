/**
 * Share links of stored invoice PDFs (DECISIONS.md "Invoices and links"; INVENTORY.md "Invoices"): rent invoices for
 * tenants, sales invoices for customers, with one token, expiry, revoke and public route. A link record says which
 * stored PDF, until when, whether the sender revoked it and when it was first opened; the token
 * (./invoice-link-tokens.ts) says which company, which link and which kind. Each area keeps its records under its
 * own keys and passes them in. No PDF rendering here: the public route bundles without pdf-lib.
 */
import { ulid } from 'ulid';
import type { InvoiceLinkRow, InvoiceLinkStatus } from '../../shared/invoice-links.ts';
import { tableDefinition } from '../../shared/table.ts';
import { getItem, withoutKeys, type Item, type Key } from './dynamo/item.ts';
import { queryPage } from './dynamo/query.ts';
import { isConditionFailed, transact, updateItem, type TransactOp } from './dynamo/transact.ts';
import { InvoiceLinkTokenError, signInvoiceLinkToken, verifyInvoiceLinkToken, type InvoiceLinkKind } from './invoice-link-tokens.ts';
import { signedInvoiceUrl } from './s3.ts';

/** What every link record holds, whatever it shares. */
export interface InvoiceLinkState {
  companyId: string;
  linkId: string;
  /** Key of the PDF in the invoice bucket. */
  objectKey: string;
  createdAt: string;
  createdBy: string;
  /** ISO timestamp; the link's token expires at the same moment. */
  linkExpiresAt: string;
  revoked: boolean;
  /** Set once, by the first revocation. */
  revokedAt?: string;
  /** Set once, when the link is first opened while it works. */
  openedAt?: string;
  /** Where the link was emailed: written with the link, before the send (../lib/invoice-link-email.ts). */
  sentTo?: string;
  /** Set once the email went out, with its SES message id. */
  sentAt?: string;
  messageId?: string;
}

/** Where the public route serves a link; the web app prefixes its own origin. */
export const PUBLIC_INVOICE_PATH = '/api/public/invoices/';
/** Presigned URLs live this long: enough to start a download, too short to be worth forwarding. */
export const DOWNLOAD_URL_SECONDS = 5 * 60;
export const PDF_TYPE = 'application/pdf';

/** Kept this long after the link expires, then DynamoDB's TTL removes the record (the token is dead by then anyway). */
const KEEP_LINK_AFTER_EXPIRY_SECONDS = 7 * 24 * 60 * 60;

/** A link under its key, listed under `index` (gsi1: the links of what it shares), removed by the TTL after expiry. */
export const linkToItem = (key: Key, index: Record<string, string>, link: InvoiceLinkState): Item => ({
  ...key,
  ...index,
  ...link,
  [tableDefinition.ttlAttribute]: Math.floor(Date.parse(link.linkExpiresAt) / 1000) + KEEP_LINK_AFTER_EXPIRY_SECONDS,
});

export function linkFromItem<T extends InvoiceLinkState>(item: Item): T {
  const { [tableDefinition.ttlAttribute]: _ttl, ...link } = withoutKeys(item);
  return link as unknown as T;
}

/** Condition label `link` (a ULID collision: not expected), with the `linked` writes of the same change (its audit entry). */
export async function putLink(item: Item, linked: readonly TransactOp[] = []): Promise<void> {
  await transact([{ label: 'link', Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' } }, ...linked]);
}

export const getLinkItem = (key: Key) => getItem(key, { consistent: true });

/**
 * Marks a link revoked; revoking twice is fine (the first time is kept). Condition label `link`: no such link.
 * `linked`: the writes of the same change (its audit entry), in one transaction.
 */
export async function revokeLink(key: Key, at: string, linked: readonly TransactOp[] = []): Promise<void> {
  await transact([
    {
      label: 'link',
      Update: {
        Key: key,
        UpdateExpression: 'SET revoked = :true, revokedAt = if_not_exists(revokedAt, :at)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':true': true, ':at': at },
      },
    },
    ...linked,
  ]);
}

/** Records the first opening; later ones keep it. Condition label `link`: the record is gone. */
export async function markLinkOpened(key: Key, at: string): Promise<void> {
  await updateItem('link', {
    Key: key,
    UpdateExpression: 'SET openedAt = if_not_exists(openedAt, :at)',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':at': at },
  });
}

/**
 * Records that the link's email went out (its send record holds the rest: ./invoice-link-email.ts). Condition label
 * `link`: the record is gone.
 */
export async function markLinkSent(key: Key, sent: { sentAt: string; messageId: string }): Promise<void> {
  await updateItem('link', {
    Key: key,
    UpdateExpression: 'SET sentAt = :at, messageId = :id',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':at': sent.sentAt, ':id': sent.messageId },
  });
}

/** One page of the links listed under a gsi1 partition, newest first. */
export async function listLinks<T extends InvoiceLinkState>(
  gsi1pk: string,
  page: { readonly limit: number; readonly cursor?: string | null },
): Promise<{ items: T[]; nextCursor: string | null }> {
  const found = await queryPage({ index: 'gsi1', partition: gsi1pk, descending: true, ...page });
  return { items: found.items.map((item) => linkFromItem<T>(item)), nextCursor: found.nextCursor };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new link to a stored PDF: the record (written by `toItem` under the area's keys, label `link`) and its token,
 * which expires with it, and `audit`'s entry for the link in the same transaction. Answers the same-origin path the
 * link is opened at.
 */
export async function createLink(
  kind: InvoiceLinkKind,
  sender: { readonly companyId: string; readonly userId: string },
  stored: {
    readonly objectKey: string;
    readonly expiresInDays: number;
    /** A link id named by what the link is for (an email's link, made once however often it is retried); a new ULID by default. */
    readonly linkId?: string;
  },
  toItem: (link: InvoiceLinkState) => Item,
  now = new Date(),
  /** The writes of the same change (its audit entry), given the new link. */
  linked: (link: InvoiceLinkState) => readonly TransactOp[] = () => [],
): Promise<{ linkId: string; path: string; expiresAt: string }> {
  const linkId = stored.linkId ?? ulid(now.getTime());
  const expiresAt = new Date(now.getTime() + stored.expiresInDays * DAY_MS);
  const { companyId } = sender;
  const linkExpiresAt = expiresAt.toISOString();
  const link: InvoiceLinkState = {
    companyId,
    linkId,
    objectKey: stored.objectKey,
    createdAt: now.toISOString(),
    createdBy: sender.userId,
    linkExpiresAt,
    revoked: false,
  };
  await putLink(toItem(link), linked(link));
  const token = await signInvoiceLinkToken({ companyId, linkId, kind }, expiresAt, now);
  return { linkId, path: `${PUBLIC_INVOICE_PATH}${token}`, expiresAt: linkExpiresAt };
}

/** The path of an existing link (a new token for it, expiring with it). */
export async function linkPath(
  kind: InvoiceLinkKind,
  link: Pick<InvoiceLinkState, 'companyId' | 'linkId' | 'linkExpiresAt'>,
  now = new Date(),
): Promise<string> {
  const token = await signInvoiceLinkToken({ companyId: link.companyId, linkId: link.linkId, kind }, new Date(link.linkExpiresAt), now);
  return `${PUBLIC_INVOICE_PATH}${token}`;
}

/** Revoked wins over expired: the sender's decision is what the list should say. */
export function invoiceLinkStatus(link: Pick<InvoiceLinkState, 'revoked' | 'linkExpiresAt'>, now = new Date()): InvoiceLinkStatus {
  if (link.revoked) return 'Revoked';
  return Date.parse(link.linkExpiresAt) <= now.getTime() ? 'Expired' : 'Active';
}

/** A link as the sender's list shows it. */
export const linkRow = (link: InvoiceLinkState, now = new Date()): InvoiceLinkRow => ({
  linkId: link.linkId,
  createdAt: link.createdAt,
  expiresAt: link.linkExpiresAt,
  openedAt: link.openedAt ?? null,
  revokedAt: link.revoked ? (link.revokedAt ?? null) : null,
  status: invoiceLinkStatus(link, now),
  sentTo: link.sentTo ?? null,
  sentAt: link.sentAt ?? null,
});

/** Where the links of one kind live, and the name their PDF opens under. */
export interface LinkedInvoices {
  readonly key: (companyId: string, linkId: string) => Key;
  readonly fileName: string;
}

export type PublicInvoiceOutcome =
  | { readonly kind: 'redirect'; readonly url: string }
  /** A link we issued that no longer works: expired or revoked (410). `shared`: what it opened, when the token still says. */
  | { readonly kind: 'gone'; readonly shared?: InvoiceLinkKind }
  /** Not a link we issued, or one whose record is gone (404). */
  | { readonly kind: 'unknown'; readonly shared?: InvoiceLinkKind };

/**
 * Opens a share link: the token says which company, which link and which kind (nothing from the request is trusted
 * beyond it), the record says whether it still works, and a fresh presigned URL shows the PDF in the browser.
 */
export async function openSharedInvoice(
  token: string,
  kinds: Readonly<Record<InvoiceLinkKind, LinkedInvoices>>,
  now = new Date(),
): Promise<PublicInvoiceOutcome> {
  let claims;
  try {
    claims = await verifyInvoiceLinkToken(token, now);
  } catch (err) {
    if (err instanceof InvoiceLinkTokenError) return { kind: err.reason === 'expired' ? 'gone' : 'unknown' };
    throw err;
  }
  const shared = claims.kind ?? 'rent';
  const linked = kinds[shared];
  const key = linked.key(claims.companyId, claims.linkId);
  const item = await getLinkItem(key);
  if (!item) return { kind: 'unknown', shared };
  const link = linkFromItem(item);
  if (invoiceLinkStatus(link, now) !== 'Active') return { kind: 'gone', shared };
  const [download] = await Promise.all([
    signedInvoiceUrl(
      link.objectKey,
      { expiresInSeconds: DOWNLOAD_URL_SECONDS, disposition: 'inline', fileName: linked.fileName, contentType: PDF_TYPE },
      now,
    ),
    link.openedAt ? null : opened(key, now),
  ]);
  return { kind: 'redirect', url: download.url };
}

/** The first opening is recorded for the sender's list (one write, never again for this link). */
async function opened(key: Key, now: Date): Promise<void> {
  try {
    await markLinkOpened(key, now.toISOString());
  } catch (err) {
    // removed meanwhile (TTL): nothing to record, and the reader still gets the PDF they were entitled to a moment ago
    if (!isConditionFailed(err, 'link')) throw err;
  }
}

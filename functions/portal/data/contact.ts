/**
 * A new email waiting for its confirmation (POST /api/portal/contact): the email and its link's SHA-256 on the person's
 * portal facts (keys.person: `pendingEmail`, `pendingTokenHash`), the link itself under its hash (keys.emailVerifyLink,
 * 24 hours, TTL). Only the newest link of a person works: following one checks the facts still name its hash.
 */
import type { PortalKind } from '../../../shared/portal/types.ts';
import { tableDefinition } from '../../../shared/table.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import * as portalKeys from '../keys.ts';

/** A confirmation link: whose email it changes, to what; expiresAt is the table's TTL. */
export interface EmailVerifyLinkRecord {
  companyId: string;
  kind: PortalKind;
  personId: string;
  email: string;
  createdAt: string;
  expiresAt: number;
}

/**
 * The link's record as sendOnce claims it before the email goes out (the send's record and the link are one item). The
 * person's kind is stored as `personKind`: sendOnce writes its own `kind` (the email's) over the caller's attributes.
 */
export function emailVerifyLinkClaim(tokenHash: string, link: EmailVerifyLinkRecord) {
  const { kind, expiresAt, ...rest } = link;
  return {
    key: portalKeys.emailVerifyLink(tokenHash),
    attributes: { ...rest, personKind: kind, [tableDefinition.ttlAttribute]: expiresAt },
  };
}

export async function getEmailVerifyLink(tokenHash: string): Promise<EmailVerifyLinkRecord | null> {
  const item = await getItem(portalKeys.emailVerifyLink(tokenHash), { consistent: true });
  if (!item || typeof item.personId !== 'string' || typeof item.email !== 'string') return null;
  if (item.personKind !== 'tenant' && item.personKind !== 'customer') return null;
  return {
    companyId: item.companyId as string,
    kind: item.personKind,
    personId: item.personId,
    email: item.email,
    createdAt: item.createdAt as string,
    expiresAt: item[tableDefinition.ttlAttribute] as number,
  };
}

/** The pending email of a person and the hash of the one link that may confirm it; null when none. */
export async function getPendingEmail(
  companyId: string,
  kind: PortalKind,
  personId: string,
): Promise<{ email: string; tokenHash: string } | null> {
  const item = await getItem(portalKeys.person(companyId, kind, personId), { consistent: true });
  return typeof item?.pendingEmail === 'string' && typeof item.pendingTokenHash === 'string'
    ? { email: item.pendingEmail, tokenHash: item.pendingTokenHash }
    : null;
}

/** Sets (a new link) or clears (the email typed back as it is) the person's pending email (label `person`). */
export const pendingEmailOp = (
  companyId: string,
  kind: PortalKind,
  personId: string,
  pending: { email: string; tokenHash: string } | null,
): TransactOp => ({
  label: 'person',
  Update: {
    Key: portalKeys.person(companyId, kind, personId),
    ...(pending
      ? {
          UpdateExpression: 'SET pendingEmail = :email, pendingTokenHash = :hash',
          ExpressionAttributeValues: { ':email': pending.email, ':hash': pending.tokenHash },
        }
      : { UpdateExpression: 'REMOVE pendingEmail, pendingTokenHash' }),
  },
});

/**
 * Spending a link, for the transaction of the email change itself: the link deleted while it exists and has not
 * expired (`link`: spent, or expired: TTL deletion is lazy), the pending email cleared while it is still this link's
 * (`pending`: a newer link replaced it, or the email was typed back).
 */
export const spendEmailVerifyLinkOps = (link: EmailVerifyLinkRecord, tokenHash: string, nowSeconds: number): TransactOp[] => [
  {
    label: 'link',
    Delete: {
      Key: portalKeys.emailVerifyLink(tokenHash),
      ConditionExpression: 'attribute_exists(pk) AND #ttl > :now',
      ExpressionAttributeNames: { '#ttl': tableDefinition.ttlAttribute },
      ExpressionAttributeValues: { ':now': nowSeconds },
    },
  },
  {
    label: 'pending',
    Update: {
      Key: portalKeys.person(link.companyId, link.kind, link.personId),
      UpdateExpression: 'REMOVE pendingEmail, pendingTokenHash',
      ConditionExpression: 'pendingTokenHash = :hash',
      ExpressionAttributeValues: { ':hash': tokenHash },
    },
  },
];

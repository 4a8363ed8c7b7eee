/** Portal sign-in links and each person's portal facts (keys.signInLink, keys.person; access patterns: ../README.md). */
import type { PortalKind, PortalPersonRef } from '../../../shared/portal/types.ts';
import { tableDefinition } from '../../../shared/table.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as portalKeys from '../keys.ts';

/** A link: the company it opens, the email it was sent to, the people it may open; expiresAt is the table's TTL. */
export interface SignInLinkRecord {
  companyId: string;
  email: string;
  people: PortalPersonRef[];
  createdAt: string;
  expiresAt: number;
}

/** The link's record as sendOnce claims it before the email goes out (the send's record and the link are one item). */
export function signInLinkClaim(tokenHash: string, link: SignInLinkRecord) {
  return { key: portalKeys.signInLink(tokenHash), attributes: { ...link, [tableDefinition.ttlAttribute]: link.expiresAt } };
}

export async function getSignInLink(tokenHash: string): Promise<SignInLinkRecord | null> {
  const item = await getItem(portalKeys.signInLink(tokenHash), { consistent: true });
  if (!item || !Array.isArray(item.people)) return null;
  return {
    companyId: item.companyId as string,
    email: item.email as string,
    people: item.people as PortalPersonRef[],
    createdAt: item.createdAt as string,
    expiresAt: item[tableDefinition.ttlAttribute] as number,
  };
}

/** When a person was invited and last signed in; a new email waiting for its link. */
export interface PortalPersonFacts {
  invitedAt: string | null;
  lastVisitAt: string | null;
  pendingEmail: string | null;
}

export async function getPersonFacts(companyId: string, kind: PortalKind, personId: string): Promise<PortalPersonFacts> {
  const item = await getItem(portalKeys.person(companyId, kind, personId));
  return {
    invitedAt: (item?.invitedAt as string | undefined) ?? null,
    lastVisitAt: (item?.lastVisitAt as string | undefined) ?? null,
    pendingEmail: (item?.pendingEmail as string | undefined) ?? null,
  };
}

/** Stamps an invitation on the person's facts (label `person`, no condition). */
export const invitedOp = (companyId: string, kind: PortalKind, personId: string, at: string): TransactOp => ({
  label: 'person',
  Update: {
    Key: portalKeys.person(companyId, kind, personId),
    UpdateExpression: 'SET invitedAt = :at',
    ExpressionAttributeValues: { ':at': at },
  },
});

/**
 * Spends a link and stamps the person's visit, in one transaction. Condition label `link`: already spent, or expired
 * (TTL deletion is lazy, so expiry is checked here); of two concurrent spends, one wins.
 */
export async function spendSignInLink(args: {
  tokenHash: string;
  companyId: string;
  kind: PortalKind;
  personId: string;
  at: string;
  nowSeconds: number;
}): Promise<void> {
  await transact([
    {
      label: 'link',
      Delete: {
        Key: portalKeys.signInLink(args.tokenHash),
        ConditionExpression: 'attribute_exists(pk) AND #ttl > :now',
        ExpressionAttributeNames: { '#ttl': tableDefinition.ttlAttribute },
        ExpressionAttributeValues: { ':now': args.nowSeconds },
      },
    },
    {
      label: 'person',
      Update: {
        Key: portalKeys.person(args.companyId, args.kind, args.personId),
        UpdateExpression: 'SET lastVisitAt = :at',
        ExpressionAttributeValues: { ':at': args.at },
      },
    },
  ]);
}

/**
 * Invitations (ROLES.md "invite"; access patterns: ../README.md). One pending invitation per email per company, under
 * the company partition; its link's token is only in the email, the table keeps its SHA-256 in the link's item (the
 * email's send record, as password reset links are kept).
 */
import { tableDefinition } from '../../../shared/table.ts';
import type { AppName, AssignableRole, BuildingScope, WarehouseScope } from '../../../shared/account/permissions.ts';
import { getItem, withoutKeys } from '../../lib/dynamo/item.ts';
import { beginsWith, queryAll } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as accountKeys from '../keys.ts';
import { userToItem, emailClaimToItem, type UserRecord } from '../records.ts';

export interface InvitationRecord {
  companyId: string;
  invitationId: string;
  name: string;
  email: string;
  role: AssignableRole;
  apps: AppName[];
  buildings: BuildingScope;
  warehouses: WarehouseScope;
  /** The SHA-256 of the newest link's token: an older link of the same email no longer works. */
  tokenHash: string;
  createdAt: string;
  /** Epoch seconds. */
  expiresAt: number;
  invitedBy: string;
}

const invitationKey = (companyId: string, email: string) => accountKeys.invitation(companyId, email.toLowerCase());

export const invitationOp = (invitation: InvitationRecord): TransactOp => ({
  label: 'invitation',
  Put: { Item: { ...invitationKey(invitation.companyId, invitation.email), ...invitation } },
});

export async function listInvitations(companyId: string): Promise<InvitationRecord[]> {
  const items = await queryAll({ partition: accountKeys.companyPartition(companyId), sort: beginsWith(accountKeys.invitationsPrefix) });
  return items.map((item) => withoutKeys<InvitationRecord>(item)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function getInvitation(companyId: string, email: string): Promise<InvitationRecord | null> {
  const item = await getItem(invitationKey(companyId, email), { consistent: true });
  return item ? withoutKeys<InvitationRecord>(item) : null;
}

/** The link's item as sendOnce claims it before the email goes out (what the token opens, until when). */
export function invitationLinkClaim(
  tokenHash: string,
  link: { companyId: string; email: string; invitationId: string; expiresAt: number },
) {
  return {
    key: accountKeys.invitationToken(tokenHash),
    attributes: {
      companyId: link.companyId,
      invitee: link.email,
      invitationId: link.invitationId,
      [tableDefinition.ttlAttribute]: link.expiresAt,
    },
  };
}

export async function getInvitationLink(
  tokenHash: string,
): Promise<{ companyId: string; email: string; invitationId: string; expiresAt: number } | null> {
  const item = await getItem(accountKeys.invitationToken(tokenHash), { consistent: true });
  if (!item || typeof item.companyId !== 'string' || typeof item.invitee !== 'string') return null;
  return {
    companyId: item.companyId,
    email: item.invitee,
    invitationId: item.invitationId as string,
    expiresAt: item[tableDefinition.ttlAttribute] as number,
  };
}

/** Withdraws a pending invitation, with its audit entry. Condition label `invitation`: gone, or replaced by a newer one. */
export async function deleteInvitation(
  invitation: Pick<InvitationRecord, 'companyId' | 'email' | 'invitationId'>,
  audit: TransactOp,
): Promise<void> {
  await transact([
    {
      label: 'invitation',
      Delete: {
        Key: invitationKey(invitation.companyId, invitation.email),
        ConditionExpression: 'invitationId = :id',
        ExpressionAttributeValues: { ':id': invitation.invitationId },
      },
    },
    audit,
  ]);
}

/**
 * Accepts: spends the link, ends the invitation, creates the account and claims its email, with the audit entry, in
 * one transaction. Condition labels: `token` (spent or expired), `invitation` (withdrawn, or a newer link was sent),
 * `email` (taken meanwhile), `user`.
 */
export async function acceptInvitationOps(args: {
  tokenHash: string;
  invitation: InvitationRecord;
  user: UserRecord;
  nowSeconds: number;
  audit: TransactOp;
}): Promise<void> {
  const { invitation } = args;
  await transact([
    {
      label: 'token',
      Delete: {
        Key: accountKeys.invitationToken(args.tokenHash),
        ConditionExpression: 'attribute_exists(pk) AND #ttl > :now AND invitationId = :id',
        ExpressionAttributeNames: { '#ttl': tableDefinition.ttlAttribute },
        ExpressionAttributeValues: { ':now': args.nowSeconds, ':id': invitation.invitationId },
      },
    },
    {
      label: 'invitation',
      Delete: {
        Key: invitationKey(invitation.companyId, invitation.email),
        ConditionExpression: 'invitationId = :id AND tokenHash = :hash',
        ExpressionAttributeValues: { ':id': invitation.invitationId, ':hash': args.tokenHash },
      },
    },
    { label: 'email', Put: { Item: emailClaimToItem(args.user), ConditionExpression: 'attribute_not_exists(pk)' } },
    { label: 'user', Put: { Item: userToItem(args.user), ConditionExpression: 'attribute_not_exists(pk)' } },
    args.audit,
  ]);
}

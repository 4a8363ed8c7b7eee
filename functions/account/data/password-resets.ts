/** Password reset links (access patterns: ../README.md). Only the SHA-256 of a link's token is stored. */
import { tableDefinition } from '../../../shared/table.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as accountKeys from '../keys.ts';

/** A reset link: whose account it resets, when it was made; expiresAt (epoch seconds) is the table's TTL. */
export interface PasswordResetRecord {
  companyId: string;
  userId: string;
  createdAt: string;
  expiresAt: number;
}

/**
 * The link's record as sendOnce (functions/lib/email/send-once.ts) claims it before the email goes out: the record of
 * the send and the link are one item, so a link exists only with its email's record (to, subject, status, messageId).
 */
export function passwordResetClaim(tokenHash: string, reset: PasswordResetRecord) {
  return {
    key: accountKeys.passwordReset(tokenHash),
    attributes: { ...reset, [tableDefinition.ttlAttribute]: reset.expiresAt },
  };
}

export async function getPasswordReset(tokenHash: string): Promise<PasswordResetRecord | null> {
  const item = await getItem(accountKeys.passwordReset(tokenHash), { consistent: true });
  if (!item) return null;
  return {
    companyId: item.companyId as string,
    userId: item.userId as string,
    createdAt: item.createdAt as string,
    expiresAt: item[tableDefinition.ttlAttribute] as number,
  };
}

/**
 * Spends the link and sets the account's password, with the change's audit entry, in one transaction. Condition
 * labels: `token` (already spent, or expired: TTL deletion is lazy, so expiry is checked here), `user` (the account is
 * gone, or its password changed after the link was made: a newer link or change wins).
 */
export async function resetPasswordWithLink(args: {
  tokenHash: string;
  reset: PasswordResetRecord;
  passwordHash: string;
  changedAt: string;
  nowSeconds: number;
  audit: TransactOp;
}): Promise<void> {
  const { reset } = args;
  await transact([
    {
      label: 'token',
      Delete: {
        Key: accountKeys.passwordReset(args.tokenHash),
        ConditionExpression: 'attribute_exists(pk) AND #ttl > :now AND userId = :uid',
        ExpressionAttributeNames: { '#ttl': tableDefinition.ttlAttribute },
        ExpressionAttributeValues: { ':now': args.nowSeconds, ':uid': reset.userId },
      },
    },
    {
      label: 'user',
      Update: {
        Key: accountKeys.user(reset.companyId, reset.userId),
        UpdateExpression: 'SET passwordHash = :hash, passwordChangedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(passwordChangedAt) OR passwordChangedAt < :made)',
        ExpressionAttributeValues: { ':hash': args.passwordHash, ':at': args.changedAt, ':made': reset.createdAt },
      },
    },
    args.audit,
  ]);
}

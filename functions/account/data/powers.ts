/**
 * The one-minute rule (ROLES.md): a change of an account's role, apps or scope, or its unlink, stamps the time; an
 * access token issued before that stamp is refused once it is re-checked. A token younger than a minute is not
 * re-checked (no read on a fresh token); an older one is, at most once a minute per account per container.
 */
import { getItem } from '../../lib/dynamo/item.ts';
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import * as accountKeys from '../keys.ts';

/** Seconds a token's powers are trusted without a read, and a container remembers a check. */
export const POWERS_RECHECK_SECONDS = 60;

/** The write that ends every access token of the account issued before `at` (in the change's own transaction). */
export function revokeAccessOp(companyId: string, userId: string, at: Date): TransactOp {
  return {
    label: 'access',
    Put: {
      Item: {
        ...accountKeys.accessNotBefore(companyId, userId),
        companyId,
        userId,
        // a token issued in the same second as the change may predate it: the next second is the first trusted
        notBefore: Math.floor(at.getTime() / 1000) + 1,
      },
    },
  };
}

const checked = new Map<string, { notBefore: number; checkedAt: number }>();
const CHECKED_MAX = 5_000;

/** Forgets what this container knows of an account (the change was made here: the next request reads again). */
export function forgetPowers(companyId: string, userId: string): void {
  checked.delete(`${companyId}/${userId}`);
}

/** True when a token issued at `issuedAt` (seconds) still carries the account's current powers. */
export async function tokenStillValid(companyId: string, userId: string, issuedAt: number, nowMs = Date.now()): Promise<boolean> {
  const nowSeconds = nowMs / 1000;
  if (nowSeconds - issuedAt <= POWERS_RECHECK_SECONDS) return true;
  const key = `${companyId}/${userId}`;
  let entry = checked.get(key);
  if (!entry || nowSeconds - entry.checkedAt > POWERS_RECHECK_SECONDS) {
    const item = await getItem(accountKeys.accessNotBefore(companyId, userId), { consistent: true });
    entry = { notBefore: typeof item?.notBefore === 'number' ? item.notBefore : 0, checkedAt: nowSeconds };
    if (checked.size >= CHECKED_MAX) checked.delete(checked.keys().next().value as string);
    checked.set(key, entry);
  }
  return issuedAt >= entry.notBefore;
}

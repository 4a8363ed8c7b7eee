/** Sign-in failures (and password reset requests) per account and per client address, in a fixed window (access patterns: ../README.md). */
import { tableDefinition } from '../../../shared/table.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { deleteItem, isConditionFailed, putItem, updateItem } from '../../lib/dynamo/transact.ts';
import * as accountKeys from '../keys.ts';

type Kind = accountKeys.ThrottleKind;

/** Failures in the current window and when it ends (epoch seconds); TTL deletion is lazy, so expiry is checked here. */
export async function getFailures(kind: Kind, subject: string, nowSeconds: number): Promise<{ count: number; resetsAt: number }> {
  const item = await getItem(accountKeys.throttle(kind, subject), { consistent: true });
  const expiresAt = (item?.[tableDefinition.ttlAttribute] as number | undefined) ?? 0;
  if (!item || expiresAt <= nowSeconds) return { count: 0, resetsAt: nowSeconds };
  return { count: item.failures as number, resetsAt: expiresAt };
}

/** Counts one failure in a fixed window that starts with the first failure. */
export async function recordFailure(kind: Kind, subject: string, nowSeconds: number, windowSeconds: number): Promise<void> {
  const key = accountKeys.throttle(kind, subject);
  try {
    await updateItem('window', {
      Key: key,
      UpdateExpression: 'ADD failures :one',
      ConditionExpression: 'attribute_exists(pk) AND #ttl > :now',
      ExpressionAttributeNames: { '#ttl': tableDefinition.ttlAttribute },
      ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds },
    });
  } catch (err) {
    // No open window: this failure starts one.
    if (!isConditionFailed(err)) throw err;
    await putItem('window', { Item: { ...key, failures: 1, [tableDefinition.ttlAttribute]: nowSeconds + windowSeconds } });
  }
}

export async function clearFailures(kind: Kind, subject: string): Promise<void> {
  await deleteItem('window', { Key: accountKeys.throttle(kind, subject) });
}

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '../../shared/table.ts';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';

type Kind = 'account' | 'address';

/** Failures in the current window and when it ends (epoch seconds); TTL deletion is lazy, so expiry is checked here. */
export async function getFailures(kind: Kind, subject: string, nowSeconds: number): Promise<{ count: number; resetsAt: number }> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: keys.throttle(kind, subject), ConsistentRead: true }));
  const expiresAt = (res.Item?.[tableDefinition.ttlAttribute] as number | undefined) ?? 0;
  if (!res.Item || expiresAt <= nowSeconds) return { count: 0, resetsAt: nowSeconds };
  return { count: res.Item.failures as number, resetsAt: expiresAt };
}

/** Counts one failure in a fixed window that starts with the first failure. */
export async function recordFailure(kind: Kind, subject: string, nowSeconds: number, windowSeconds: number): Promise<void> {
  const key = keys.throttle(kind, subject);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'attribute_exists(pk) AND #ttl > :now',
        ExpressionAttributeNames: { '#ttl': tableDefinition.ttlAttribute },
        ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds },
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, failures: 1, [tableDefinition.ttlAttribute]: nowSeconds + windowSeconds },
      }),
    );
  }
}

export async function clearFailures(kind: Kind, subject: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.throttle(kind, subject) }));
}

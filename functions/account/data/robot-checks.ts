import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../../shared/table.ts';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';

/** Records a robot-check payload as spent; false when it already was (atomic: concurrent replays lose). */
export async function markRobotCheckSpent(challengeId: string, ttlSeconds: number): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.spentRobotCheck(challengeId), [tableDefinition.ttlAttribute]: Math.floor(Date.now() / 1000) + ttlSeconds },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** Spent robot-check payloads (access patterns: ../README.md). */
import { tableDefinition } from '../../../shared/table.ts';
import { isConditionFailed, putItem } from '../../lib/dynamo/transact.ts';
import * as accountKeys from '../keys.ts';

/** Records a robot-check payload as spent; false when it already was (atomic: concurrent replays lose). */
export async function markRobotCheckSpent(challengeId: string, ttlSeconds: number): Promise<boolean> {
  try {
    await putItem('spent', {
      Item: { ...accountKeys.spentRobotCheck(challengeId), [tableDefinition.ttlAttribute]: Math.floor(Date.now() / 1000) + ttlSeconds },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

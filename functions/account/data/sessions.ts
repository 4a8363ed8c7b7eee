/** Refresh-token families (access patterns: ../README.md). */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '../../../shared/table.ts';
import { db, tableName } from '../../lib/dynamo/client.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryAll } from '../../lib/dynamo/query.ts';
import { isConditionFailed, putItem, updateItem } from '../../lib/dynamo/transact.ts';
import * as accountKeys from '../keys.ts';
import { sessionFromItem, sessionToItem, type SessionRecord } from '../records.ts';

const MAX_USED_HASHES = 50;

/** Condition label `session` (a ULID collision: not expected). */
export async function createSession(session: SessionRecord): Promise<void> {
  await putItem('session', { Item: sessionToItem(session), ConditionExpression: 'attribute_not_exists(pk)' });
}

export async function getSession(companyId: string, userId: string, sessionId: string): Promise<SessionRecord | null> {
  const item = await getItem(accountKeys.session(companyId, userId, sessionId), { consistent: true });
  return item ? sessionFromItem(item) : null;
}

/** Swaps the current token for a new one, only if nobody rotated it first; false when someone did. */
export async function rotateSession(session: SessionRecord, newHash: string, at: string, expiresAt: number): Promise<boolean> {
  const usedHashes = [...session.usedHashes, session.tokenHash].slice(-MAX_USED_HASHES);
  try {
    await updateItem('session', {
      Key: accountKeys.session(session.companyId, session.userId, session.sessionId),
      UpdateExpression: 'SET tokenHash = :new, usedHashes = :used, rotatedAt = :at, #ttl = :exp',
      ConditionExpression: 'tokenHash = :old AND revoked = :false',
      ExpressionAttributeNames: { '#ttl': tableDefinition.ttlAttribute },
      ExpressionAttributeValues: {
        ':new': newHash,
        ':used': usedHashes,
        ':at': at,
        ':exp': expiresAt,
        ':old': session.tokenHash,
        ':false': false,
      },
    });
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** Revokes a family; a family that is already gone stays gone. */
export async function revokeSession(companyId: string, userId: string, sessionId: string): Promise<void> {
  try {
    await updateItem('session', {
      Key: accountKeys.session(companyId, userId, sessionId),
      UpdateExpression: 'SET revoked = :true',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':true': true },
    });
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
}

/** Removes every session family of a user (when the account is unlinked): one Query for their keys, then batch deletes. */
export async function deleteSessionsOfUser(companyId: string, userId: string): Promise<void> {
  const keys = await queryAll({
    partition: accountKeys.companyPartition(companyId),
    sort: beginsWith(accountKeys.sessionsOfUserPrefix(userId)),
    projection: 'pk, sk',
  });
  for (let i = 0; i < keys.length; i += 25) {
    await db().send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: keys.slice(i, i + 25).map((key) => ({ DeleteRequest: { Key: key } })) },
      }),
    );
  }
}

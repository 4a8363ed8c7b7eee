import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '../../shared/table.ts';
import { db, tableName } from './client.ts';
import { companyPk, keys } from './keys.ts';

/** A refresh-token family: one per sign-in, rotated on every refresh. Only hashes are stored. */
export interface SessionRecord {
  companyId: string;
  userId: string;
  sessionId: string;
  tokenHash: string;
  /** Hashes this family already rotated away from: presenting one again is reuse. */
  usedHashes: string[];
  revoked: boolean;
  createdAt: string;
  rotatedAt: string;
  /** Epoch seconds (the table's TTL attribute). */
  expiresAt: number;
}

const MAX_USED_HASHES = 50;

export async function createSession(session: SessionRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.session(session.companyId, session.userId, session.sessionId), ...session, [tableDefinition.ttlAttribute]: session.expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getSession(companyId: string, userId: string, sessionId: string): Promise<SessionRecord | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: keys.session(companyId, userId, sessionId), ConsistentRead: true }));
  if (!res.Item) return null;
  const { pk: _pk, sk: _sk, ...rest } = res.Item;
  return rest as SessionRecord;
}

/** Swaps the current token for a new one, only if nobody rotated it first; false when someone did. */
export async function rotateSession(session: SessionRecord, newHash: string, at: string, expiresAt: number): Promise<boolean> {
  const usedHashes = [...session.usedHashes, session.tokenHash].slice(-MAX_USED_HASHES);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(session.companyId, session.userId, session.sessionId),
        UpdateExpression: 'SET tokenHash = :new, usedHashes = :used, rotatedAt = :at, #ttl = :exp',
        ConditionExpression: 'tokenHash = :old AND revoked = :false',
        ExpressionAttributeNames: { '#ttl': tableDefinition.ttlAttribute },
        ExpressionAttributeValues: { ':new': newHash, ':used': usedHashes, ':at': at, ':exp': expiresAt, ':old': session.tokenHash, ':false': false },
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

export async function revokeSession(companyId: string, userId: string, sessionId: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(companyId, userId, sessionId),
        UpdateExpression: 'SET revoked = :true',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}

/** Removes every session family of a user (when the account is unlinked). */
export async function deleteSessionsOfUser(companyId: string, userId: string): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': companyPk(companyId), ':prefix': keys.sessionsOfUserPrefix(userId) },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey,
      }),
    );
    const items = res.Items ?? [];
    for (let i = 0; i < items.length; i += 25) {
      await db().send(
        new BatchWriteCommand({
          RequestItems: { [tableName()]: items.slice(i, i + 25).map((k) => ({ DeleteRequest: { Key: { pk: k.pk, sk: k.sk } } })) },
        }),
      );
    }
    startKey = res.LastEvaluatedKey;
  } while (startKey);
}

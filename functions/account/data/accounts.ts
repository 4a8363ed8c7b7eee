import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../lib/tokens.ts';
import { db, tableName } from './client.ts';
import { companyPk, keys } from './keys.ts';

export interface CompanyRecord {
  companyId: string;
  name: string;
  address: string;
  phone: string;
  createdAt: string;
  ownerUserId: string;
  masterPasswordHash: string;
  subscriptionType: string;
  subscriptionStartedAt: string;
  lastPaymentDate: string | null;
}

export interface UserRecord {
  companyId: string;
  userId: string;
  email: string;
  name: string;
  role: Role;
  passwordHash: string;
  address: string;
  phone: string;
  createdAt: string;
  lastSeen: string | null;
  previousSeen: string | null;
}

const strip = <T extends object>(item: Record<string, unknown> | undefined): T | null => {
  if (!item) return null;
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as T;
};

/** Claims an email for an account: emails are unique across the product. */
const emailClaim = (user: UserRecord) => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.emailLookup(user.email), companyId: user.companyId, userId: user.userId },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const newUser = (user: UserRecord) => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.user(user.companyId, user.userId), ...user },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The email claim is the first item of these transactions. */
const emailTaken = (err: unknown) =>
  err instanceof TransactionCanceledException && err.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';

/** Creates a company, its owner and the owner's email claim atomically; false when the email is taken. */
export async function createCompanyWithOwner(company: CompanyRecord, owner: UserRecord): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          emailClaim(owner),
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.company(company.companyId), ...company },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          newUser(owner),
        ],
      }),
    );
    return true;
  } catch (err) {
    if (emailTaken(err)) return false;
    throw err;
  }
}

export async function getCompany(companyId: string): Promise<CompanyRecord | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: keys.company(companyId) }));
  return strip<CompanyRecord>(res.Item);
}

export async function getUser(companyId: string, userId: string): Promise<UserRecord | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(companyId, userId) }));
  return strip<UserRecord>(res.Item);
}

/** Sign-in lookup: email → the account (any company). */
export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: keys.emailLookup(email) }));
  if (!res.Item) return null;
  return getUser(res.Item.companyId as string, res.Item.userId as string);
}

/** Stamps a successful sign-in; the previous one becomes "last login" for the account page. */
export async function recordSignIn(user: UserRecord, at: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(user.companyId, user.userId),
      UpdateExpression: 'SET lastSeen = :now, previousSeen = :prev',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': at, ':prev': user.lastSeen ?? null },
    }),
  );
}

export async function setMasterPasswordHash(companyId: string, hash: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      UpdateExpression: 'SET masterPasswordHash = :h',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':h': hash },
    }),
  );
}

/** Linked (staff) accounts of one company: one Query over the company's users. */
export async function listLinkedAccounts(companyId: string): Promise<UserRecord[]> {
  const out: UserRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: '#role = :staff',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':pk': companyPk(companyId), ':prefix': keys.usersPrefix, ':staff': 'staff' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of res.Items ?? []) out.push(strip<UserRecord>(item)!);
    startKey = res.LastEvaluatedKey;
  } while (startKey);
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Adds a staff account and claims its email atomically; false when the email is taken. */
export async function addLinkedAccount(user: UserRecord): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          emailClaim(user),
          newUser(user),
        ],
      }),
    );
    return true;
  } catch (err) {
    if (emailTaken(err)) return false;
    throw err;
  }
}

/** Updates a staff account's profile; false when there is no such staff account in this company. */
export async function updateLinkedAccount(
  companyId: string,
  userId: string,
  fields: { name: string; address: string; phone: string },
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(companyId, userId),
        UpdateExpression: 'SET #name = :name, address = :address, phone = :phone',
        ConditionExpression: 'attribute_exists(pk) AND #role = :staff',
        ExpressionAttributeNames: { '#name': 'name', '#role': 'role' },
        ExpressionAttributeValues: { ':name': fields.name, ':address': fields.address, ':phone': fields.phone, ':staff': 'staff' },
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** Removes a staff account and frees its email atomically; false when there is no such staff account. */
export async function deleteLinkedAccount(companyId: string, userId: string): Promise<boolean> {
  const user = await getUser(companyId, userId);
  if (!user || user.role !== 'staff') return false;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.user(companyId, userId),
              ConditionExpression: '#role = :staff',
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: { ':staff': 'staff' },
            },
          },
          {
            Delete: {
              TableName: tableName(),
              Key: keys.emailLookup(user.email),
              ConditionExpression: 'userId = :uid',
              ExpressionAttributeValues: { ':uid': userId },
            },
          },
        ],
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof TransactionCanceledException) return false;
    throw err;
  }
}

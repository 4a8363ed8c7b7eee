/** Companies, their accounts and the email claims sign-in reads (access patterns: ../README.md). */
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { versionGuard } from '../../lib/dynamo/versions.ts';
import { beginsWith, queryAll } from '../../lib/dynamo/query.ts';
import { transact, updateItem, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as accountKeys from '../keys.ts';
import {
  companyFromItem,
  companyToItem,
  emailClaimToItem,
  OWNER_ROLE_ATTRIBUTE,
  userFromItem,
  userToItem,
  type CompanyRecord,
  type UserRecord,
} from '../records.ts';

const claimEmail = (user: UserRecord): TransactOp => ({
  label: 'email',
  Put: { Item: emailClaimToItem(user), ConditionExpression: 'attribute_not_exists(pk)' },
});
const putUser = (user: UserRecord): TransactOp => ({
  label: 'user',
  Put: { Item: userToItem(user), ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * Creates a company, its owner and the owner's email claim atomically, with the company's other first items
 * (`also`: its automation schedule). Condition labels: `email` (taken), `company`, `user`.
 */
export async function createCompanyWithOwner(company: CompanyRecord, owner: UserRecord, also: readonly TransactOp[] = []): Promise<void> {
  await transact([
    claimEmail(owner),
    { label: 'company', Put: { Item: companyToItem(company), ConditionExpression: 'attribute_not_exists(pk)' } },
    putUser(owner),
    ...also,
  ]);
}

export async function getCompany(companyId: string): Promise<CompanyRecord | null> {
  const item = await getItem(accountKeys.company(companyId));
  return item ? companyFromItem(item) : null;
}

export async function getUser(companyId: string, userId: string): Promise<UserRecord | null> {
  const item = await getItem(accountKeys.user(companyId, userId));
  return item ? userFromItem(item) : null;
}

/**
 * The company and one of its accounts in one BatchGetItem: one request (one signature, one round trip) where two
 * parallel GetItems took two, for the account page's company info.
 */
export async function getCompanyAndUser(
  companyId: string,
  userId: string,
): Promise<{ company: CompanyRecord | null; user: UserRecord | null }> {
  const companyKey = accountKeys.company(companyId);
  const userKey = accountKeys.user(companyId, userId);
  const items = await batchGetItems([companyKey, userKey]);
  const find = (key: { pk: string; sk: string }) => items.find((item) => item.pk === key.pk && item.sk === key.sk);
  const company = find(companyKey);
  const user = find(userKey);
  return { company: company ? companyFromItem(company) : null, user: user ? userFromItem(user) : null };
}

/** Sign-in lookup: email → the account (any company). */
export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  const claim = await getItem(accountKeys.emailLookup(email));
  if (!claim) return null;
  return getUser(claim.companyId as string, claim.userId as string);
}

/** Stamps a successful sign-in; the previous one becomes "last login" for the account page. Condition label `user`. */
export async function recordSignIn(user: UserRecord, at: string): Promise<void> {
  await updateItem('user', {
    Key: accountKeys.user(user.companyId, user.userId),
    UpdateExpression: 'SET lastSeen = :now, previousSeen = :prev',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':now': at, ':prev': user.lastSeen ?? null },
  });
}

/** Condition label `company`; the change's audit entry in the same transaction. */
export async function setMasterPasswordHash(companyId: string, hash: string, audit: TransactOp): Promise<void> {
  await transact([
    {
      label: 'company',
      Update: {
        Key: accountKeys.company(companyId),
        UpdateExpression: 'SET masterPasswordHash = :h',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':h': hash },
      },
    },
    audit,
  ]);
}

/** Linked accounts of one company (every account but the owner): one Query over the company's users. */
export async function listLinkedAccounts(companyId: string): Promise<UserRecord[]> {
  const items = await queryAll({
    partition: accountKeys.companyPartition(companyId),
    sort: beginsWith(accountKeys.usersPrefix),
    filter: { expression: '#role <> :owner', names: { '#role': 'role' }, values: { ':owner': OWNER_ROLE_ATTRIBUTE } },
  });
  return items.map(userFromItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Every account of one company (its owner and linked accounts), oldest first: one Query over the company's users. */
export async function listAccountsOfCompany(companyId: string): Promise<UserRecord[]> {
  const items = await queryAll({ partition: accountKeys.companyPartition(companyId), sort: beginsWith(accountKeys.usersPrefix) });
  return items.map(userFromItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * Adds a linked account and claims its email atomically, with its audit entry (and `also`: the invitation it
 * accepts). Condition labels: `email` (taken), `user`, and those of `also`.
 */
export async function addLinkedAccount(user: UserRecord, audit: TransactOp, also: readonly TransactOp[] = []): Promise<void> {
  await transact([claimEmail(user), putUser(user), audit, ...also]);
}

const NOT_OWNER = { names: { '#role': 'role' }, values: { ':owner': OWNER_ROLE_ATTRIBUTE } };

/**
 * Updates a linked account's profile and powers from the version it was read at, with its audit entry and, when its
 * powers change, the stamp that ends its older access tokens (`also`). Condition label `user`: no longer a linked
 * account of this company, or changed since (services answer 409 stale).
 */
export async function updateLinkedAccount(
  companyId: string,
  userId: string,
  fields: Pick<UserRecord, 'name' | 'address' | 'phone' | 'role'> &
    Required<Pick<UserRecord, 'apps' | 'buildings' | 'warehouses'>> & { version: number },
  audit: TransactOp,
  also: readonly TransactOp[] = [],
): Promise<void> {
  const guard = versionGuard(fields.version);
  await transact([
    {
      label: 'user',
      Update: {
        Key: accountKeys.user(companyId, userId),
        UpdateExpression: `SET #name = :name, address = :address, phone = :phone, #role = :role, apps = :apps, buildings = :buildings, warehouses = :warehouses, ${guard.set}`,
        ConditionExpression: `attribute_exists(pk) AND #role <> :owner AND ${guard.condition}`,
        ExpressionAttributeNames: { '#name': 'name', ...NOT_OWNER.names, ...guard.names },
        ExpressionAttributeValues: {
          ':name': fields.name,
          ':address': fields.address,
          ':phone': fields.phone,
          ':role': fields.role,
          ':apps': fields.apps,
          ':buildings': fields.buildings,
          ':warehouses': fields.warehouses,
          ...NOT_OWNER.values,
          ...guard.values,
        },
      },
    },
    audit,
    ...also,
  ]);
}

/**
 * Removes a linked account and frees its email atomically, with its audit entry and the stamp that ends its access
 * tokens (`also`). Condition labels: `user` (not a linked account), `email` (claimed by another).
 */
export async function deleteLinkedAccount(
  user: Pick<UserRecord, 'companyId' | 'userId' | 'email'>,
  audit: TransactOp,
  also: readonly TransactOp[] = [],
): Promise<void> {
  await transact([
    {
      label: 'user',
      Delete: {
        Key: accountKeys.user(user.companyId, user.userId),
        ConditionExpression: '#role <> :owner',
        ExpressionAttributeNames: NOT_OWNER.names,
        ExpressionAttributeValues: NOT_OWNER.values,
      },
    },
    {
      label: 'email',
      Delete: {
        Key: accountKeys.emailLookup(user.email),
        ConditionExpression: 'userId = :uid',
        ExpressionAttributeValues: { ':uid': user.userId },
      },
    },
    audit,
    ...also,
  ]);
}

/** The account area's records and, per entity, the item that stores it (`toItem`) and the record an item holds (`fromItem`). */
import { tableDefinition } from '../../shared/table.ts';
import { withoutKeys, type Item } from '../lib/dynamo/item.ts';
import type { Role } from '../lib/tokens.ts';
import * as accountKeys from './keys.ts';

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

export const companyToItem = (company: CompanyRecord): Item => ({ ...accountKeys.company(company.companyId), ...company });
export const companyFromItem: (item: Item) => CompanyRecord = withoutKeys;

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
  /** Raised by every edit (absent: 0, never edited). */
  version?: number;
  /** When the password was last set through a reset link: links made before it no longer work. */
  passwordChangedAt?: string;
}

export const userToItem = (user: UserRecord): Item => ({ ...accountKeys.user(user.companyId, user.userId), ...user });
export const userFromItem: (item: Item) => UserRecord = withoutKeys;

/** Claims an email for an account (emails are unique across the product); sign-in reads it to find the account. */
export const emailClaimToItem = (user: Pick<UserRecord, 'email' | 'companyId' | 'userId'>): Item => ({
  ...accountKeys.emailLookup(user.email),
  companyId: user.companyId,
  userId: user.userId,
});

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

export const sessionToItem = (session: SessionRecord): Item => ({
  ...accountKeys.session(session.companyId, session.userId, session.sessionId),
  ...session,
  [tableDefinition.ttlAttribute]: session.expiresAt,
});
export const sessionFromItem: (item: Item) => SessionRecord = withoutKeys;

/** The account area's records and, per entity, the item that stores it (`toItem`) and the record an item holds (`fromItem`). */
import { tableDefinition } from '../../shared/table.ts';
import { withoutKeys, type Item } from '../lib/dynamo/item.ts';
import {
  APPS,
  type AccountRole,
  type AccountPowers,
  type AppName,
  type BuildingScope,
  type WarehouseScope,
} from '../../shared/account/permissions.ts';
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
  /** Stored as `admin` for the owner (as before roles), by name for the others. */
  role: AccountRole;
  /** Absent on accounts linked before roles: both apps, every building and warehouse. */
  apps?: readonly AppName[];
  buildings?: BuildingScope;
  warehouses?: WarehouseScope;
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

/** The `role` attribute of the owner's item (as written before roles existed; queries for linked accounts exclude it). */
export const OWNER_ROLE_ATTRIBUTE = 'admin';

export const userToItem = (user: UserRecord): Item => ({
  ...accountKeys.user(user.companyId, user.userId),
  ...user,
  role: user.role === 'owner' ? OWNER_ROLE_ATTRIBUTE : user.role,
});
export const userFromItem = (item: Item): UserRecord => {
  const user = withoutKeys<Omit<UserRecord, 'role'> & { role: string }>(item);
  return { ...user, role: (user.role === OWNER_ROLE_ATTRIBUTE ? 'owner' : user.role) as AccountRole };
};

/** What an account may do and see: the owner everything; a linked account its role, apps and scope (defaults: ROLES.md). */
export function powersOf(user: Pick<UserRecord, 'role' | 'apps' | 'buildings' | 'warehouses'>): AccountPowers {
  if (user.role === 'owner') return { role: 'owner', apps: APPS, buildings: 'all', warehouses: 'all' };
  return { role: user.role, apps: user.apps ?? APPS, buildings: user.buildings ?? 'all', warehouses: user.warehouses ?? 'all' };
}

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

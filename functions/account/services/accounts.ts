/** The company page and its linked (staff) accounts. */
import { ulid } from 'ulid';
import { changesBetween, created, removed } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES, SECRET_CHANGED } from '../../../shared/audit/types.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { versionOf } from '../../lib/dynamo/versions.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { permissionsOf, type AssignableRole } from '../../../shared/account/permissions.ts';
import type { AddLinkedAccountInput, CompanyInfo, LinkedAccount, UpdateLinkedAccountInput } from '../../../shared/account/schemas.ts';
import { isConditionFailed, mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Identity } from '../../lib/tokens.ts';
import {
  addLinkedAccount,
  deleteLinkedAccount,
  getCompanyAndUser,
  getUser,
  listLinkedAccounts,
  setMasterPasswordHash,
  updateLinkedAccount,
} from '../data/accounts.ts';
import { deleteSessionsOfUser } from '../data/sessions.ts';
import { getSettings } from '../../automation/data/settings.ts';
import { forgetPowers, revokeAccessOp } from '../data/powers.ts';
import { listInvitations } from '../data/invitations.ts';
import { powersOf, type UserRecord } from '../records.ts';
import { invitationRow } from './invitations.ts';
import { checkedPowers, powersSnapshot } from './powers.ts';
import { TRIAL_DAYS, confirmOwnPassword } from './auth.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function companyInfo(identity: Identity, now = new Date()): Promise<CompanyInfo> {
  const [{ company, user }, { settings }] = await Promise.all([
    getCompanyAndUser(identity.companyId, identity.userId),
    getSettings(identity.companyId),
  ]);
  if (!company) throw notFound(ACCOUNT_MESSAGES.companyNotFound);
  const elapsedDays = Math.floor((now.getTime() - Date.parse(company.subscriptionStartedAt)) / DAY_MS);
  const powers = powersOf(
    user ?? { role: identity.role, apps: identity.apps, buildings: identity.buildings, warehouses: identity.warehouses },
  );
  return {
    name: company.name,
    address: company.address,
    phone: company.phone,
    join: company.createdAt,
    last_seen: user?.previousSeen ?? user?.lastSeen ?? null,
    subscription_type: company.subscriptionType,
    subscription_remaining: Math.max(0, TRIAL_DAYS - elapsedDays),
    last_payment_date: company.lastPaymentDate,
    time_zone: settings.timeZone,
    me: {
      role: powers.role,
      apps: [...powers.apps],
      buildings: powers.buildings === 'all' ? 'all' : [...powers.buildings],
      warehouses: powers.warehouses === 'all' ? 'all' : [...powers.warehouses],
      permissions: permissionsOf(powers),
    },
  };
}

const toLinkedAccount = (u: UserRecord): LinkedAccount => {
  const powers = powersOf(u);
  return {
    id: u.userId,
    name: u.name,
    email: u.email,
    address: u.address,
    phone: u.phone,
    last_seen: u.lastSeen,
    version: versionOf(u),
    role: powers.role as AssignableRole,
    apps: [...powers.apps],
    buildings: powers.buildings === 'all' ? 'all' : [...powers.buildings],
    warehouses: powers.warehouses === 'all' ? 'all' : [...powers.warehouses],
    invited: false,
    invite_expires_at: null,
  };
};

/** The linked accounts, then the pending invitations (ROLES.md: `invited`), oldest first. */
export async function linkedAccounts(identity: Identity): Promise<LinkedAccount[]> {
  const [accounts, invitations] = await Promise.all([listLinkedAccounts(identity.companyId), listInvitations(identity.companyId)]);
  return [...accounts.map(toLinkedAccount), ...invitations.map(invitationRow)];
}

/** An account as its audit entries show it (never its password). */
const accountSnapshot = (u: Pick<UserRecord, 'name' | 'email' | 'address' | 'phone' | 'role' | 'apps' | 'buildings' | 'warehouses'>) => ({
  name: u.name,
  email: u.email,
  address: u.address,
  phone: u.phone,
  ...powersSnapshot(powersOf(u)),
});
const accountLabel = (u: Pick<UserRecord, 'name' | 'email'>) => `${u.name} · ${u.email}`;

export async function linkAccount(audit: AuditContext, input: AddLinkedAccountInput, now = new Date()): Promise<LinkedAccount> {
  const powers = await checkedPowers(audit.companyId, input);
  const user: UserRecord = {
    companyId: audit.companyId,
    userId: ulid(),
    email: input.email,
    name: input.name,
    ...powers,
    passwordHash: await hashPassword(input.password),
    address: input.address,
    phone: input.phone,
    createdAt: now.toISOString(),
    lastSeen: null,
    previousSeen: null,
  };
  try {
    await addLinkedAccount(
      user,
      auditOp(
        audit,
        { kind: 'account', recordId: user.userId, recordLabel: accountLabel(user), changes: created(accountSnapshot(user)) },
        now,
      ),
    );
  } catch (err) {
    throw mapConditionFailed(err, { email: conflict(ACCOUNT_MESSAGES.emailTaken) });
  }
  return toLinkedAccount(user);
}

export async function editLinkedAccount(audit: AuditContext, input: UpdateLinkedAccountInput, now = new Date()): Promise<void> {
  const user = await getUser(audit.companyId, input.id);
  if (user?.role === 'owner') throw badRequest(ACCOUNT_MESSAGES.ownerRoleFixed);
  if (!user) throw notFound(ACCOUNT_MESSAGES.linkedAccountNotFound);
  const was = powersOf(user);
  // what is not sent is kept (the seed's edit sends the profile only)
  const powers = await checkedPowers(audit.companyId, {
    role: input.role ?? (was.role as AssignableRole),
    apps: input.apps ?? [...was.apps],
    buildings: input.buildings ?? was.buildings,
    warehouses: input.warehouses ?? was.warehouses,
  });
  const powerChanges = changesBetween(powersSnapshot(was), powersSnapshot(powers));
  const changes = [
    ...changesBetween(
      { name: user.name, address: user.address, phone: user.phone },
      { name: input.name, address: input.address, phone: input.phone },
    ),
    ...powerChanges,
  ];
  if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
  try {
    await updateLinkedAccount(
      audit.companyId,
      input.id,
      { name: input.name, address: input.address, phone: input.phone, version: input.version, ...powers },
      auditOp(
        audit,
        { kind: 'account', recordId: user.userId, recordLabel: accountLabel({ name: input.name, email: user.email }), changes },
        now,
      ),
      // new powers end the account's sessions and, within a minute, its older access tokens (ROLES.md)
      powerChanges.length ? [revokeAccessOp(audit.companyId, user.userId, now)] : [],
    );
  } catch (err) {
    // it was a linked account a moment ago: it changed (or went) since the version the client read
    throw mapConditionFailed(err, { user: conflict(CORRECTION_MESSAGES.staleVersion) });
  }
  if (powerChanges.length) await endSessions(audit.companyId, user.userId);
}

export async function unlinkAccount(audit: AuditContext, userId: string, now = new Date()): Promise<void> {
  const user = await getUser(audit.companyId, userId);
  const missing = notFound(ACCOUNT_MESSAGES.linkedAccountNotFound);
  if (!user || user.role === 'owner') throw missing;
  try {
    await deleteLinkedAccount(
      user,
      auditOp(
        audit,
        { kind: 'account', recordId: user.userId, recordLabel: accountLabel(user), changes: removed(accountSnapshot(user)) },
        now,
      ),
      [revokeAccessOp(audit.companyId, user.userId, now)],
    );
  } catch (err) {
    // No longer a linked account, or its email moved on: either way there is nothing of it to unlink.
    throw isConditionFailed(err) ? missing : err;
  }
  await endSessions(audit.companyId, userId);
}

async function endSessions(companyId: string, userId: string): Promise<void> {
  forgetPowers(companyId, userId);
  await deleteSessionsOfUser(companyId, userId);
}

export async function changeMasterPassword(
  identity: Identity,
  audit: AuditContext,
  input: { password: string; newMasterPassword: string },
  address: string,
): Promise<void> {
  const user = await getUser(identity.companyId, identity.userId);
  if (!user) throw notFound(ACCOUNT_MESSAGES.accountNotFound);
  if (!(await confirmOwnPassword(user, input.password, address))) throw unprocessable(ACCOUNT_MESSAGES.wrongOwnPassword);
  await setMasterPasswordHash(
    identity.companyId,
    await hashPassword(input.newMasterPassword),
    auditOp(audit, {
      kind: 'settings',
      recordId: identity.companyId,
      recordLabel: 'Master password',
      changes: [{ field: 'masterPassword', before: null, after: SECRET_CHANGED }],
    }),
  );
}

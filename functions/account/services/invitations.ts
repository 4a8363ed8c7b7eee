/**
 * Invitations (ROLES.md): the owner invites by email; the invitee sets their own password with a single-use link
 * valid 7 days, which creates the linked account with the invited role, apps and scope. Invitations, withdrawals and
 * acceptances are audited (the acceptance with the new account as its actor: whoever holds the mailbox acts for it).
 */
import { ulid } from 'ulid';
import { created, removed } from '../../../shared/audit/changes.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { ROLE_LABELS } from '../../../shared/account/permissions.ts';
import type { AcceptInviteInput, InviteInput, LinkedAccount } from '../../../shared/account/schemas.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { selfAuditContext } from '../../lib/audit-context.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { isConditionFailed, transact } from '../../lib/dynamo/transact.ts';
import { sendOnce } from '../../lib/email/send-once.ts';
import { invitationEmail } from '../../lib/email/templates/invitation.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { getCompany } from '../data/accounts.ts';
import {
  acceptInvitationOps,
  deleteInvitation,
  getInvitation,
  getInvitationLink,
  invitationLinkClaim,
  invitationOp,
  listInvitations,
  type InvitationRecord,
} from '../data/invitations.ts';
import * as accountKeys from '../keys.ts';
import type { UserRecord } from '../records.ts';
import { checkedPowers, powersSnapshot } from './powers.ts';
import { hashLinkToken, isLinkToken, newLinkToken } from '../../lib/link-tokens.ts';

export const INVITE_LINK_DAYS = 7;
const label = (i: { name: string; email: string }) => `${i.name} · ${i.email}`;

/** A pending invitation as a row of the linked accounts list. */
export const invitationRow = (i: InvitationRecord): LinkedAccount => ({
  id: i.invitationId,
  name: i.name,
  email: i.email,
  address: '',
  phone: '',
  last_seen: null,
  version: 0,
  role: i.role,
  apps: [...i.apps],
  buildings: i.buildings === 'all' ? 'all' : [...i.buildings],
  warehouses: i.warehouses === 'all' ? 'all' : [...i.warehouses],
  invited: true,
  invite_expires_at: new Date(i.expiresAt * 1000).toISOString(),
});

/** Invites (again: a newer invitation of the same email replaces the older, whose link stops working) and emails the link. */
export async function invite(audit: AuditContext, input: InviteInput, now = new Date()): Promise<LinkedAccount> {
  const powers = await checkedPowers(audit.companyId, input);
  if (await getItem(accountKeys.emailLookup(input.email))) throw conflict(ACCOUNT_MESSAGES.inviteEmailTaken);
  const token = newLinkToken();
  const invitation: InvitationRecord = {
    companyId: audit.companyId,
    invitationId: ulid(),
    name: input.name,
    email: input.email,
    ...powers,
    tokenHash: hashLinkToken(token),
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + INVITE_LINK_DAYS * 24 * 60 * 60,
    invitedBy: 'id' in audit.actor ? audit.actor.id : '',
  };
  await transact([
    invitationOp(invitation),
    auditOp(
      audit,
      {
        kind: 'account',
        recordId: invitation.invitationId,
        recordLabel: label(invitation),
        changes: created({ invited: invitation.email, name: invitation.name, ...powersSnapshot(powers) }),
      },
      now,
    ),
  ]);
  const company = await getCompany(audit.companyId);
  await sendOnce({
    ...invitationLinkClaim(invitation.tokenHash, invitation),
    kind: 'invitation',
    message: invitationEmail({
      to: invitation.email,
      inviteeName: invitation.name,
      inviterName: audit.actor.name,
      companyName: company?.name ?? 'Business Suite',
      roleLabel: ROLE_LABELS[powers.role],
      appsText: powers.apps.map((a) => (a === 'rent' ? 'Rent Management' : 'Inventory Management')).join(' and '),
      token,
      validDays: INVITE_LINK_DAYS,
    }),
    now,
  });
  return invitationRow(invitation);
}

export async function revokeInvitation(audit: AuditContext, invitationId: string, now = new Date()): Promise<void> {
  const invitation = (await listInvitations(audit.companyId)).find((i) => i.invitationId === invitationId);
  const missing = notFound(ACCOUNT_MESSAGES.invitationNotFound);
  if (!invitation) throw missing;
  try {
    await deleteInvitation(
      invitation,
      auditOp(
        audit,
        {
          kind: 'account',
          recordId: invitation.invitationId,
          recordLabel: label(invitation),
          changes: removed({ invited: invitation.email, name: invitation.name, ...powersSnapshot(invitation) }),
        },
        now,
      ),
    );
  } catch (err) {
    throw isConditionFailed(err) ? missing : err;
  }
}

/** Sets the invitee's password: the account exists from here, with the invited role, apps and scope. */
export async function acceptInvitation(
  input: AcceptInviteInput,
  request: { requestId: string; action: string },
  now = new Date(),
): Promise<void> {
  const invalid = badRequest(ACCOUNT_MESSAGES.inviteLinkInvalid);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (!isLinkToken(input.token)) throw invalid;
  const tokenHash = hashLinkToken(input.token);
  const link = await getInvitationLink(tokenHash);
  if (!link || link.expiresAt <= nowSeconds) throw invalid;
  const invitation = await getInvitation(link.companyId, link.email);
  if (!invitation || invitation.invitationId !== link.invitationId || invitation.tokenHash !== tokenHash) throw invalid;
  const user: UserRecord = {
    companyId: invitation.companyId,
    userId: ulid(),
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    apps: invitation.apps,
    buildings: invitation.buildings,
    warehouses: invitation.warehouses,
    passwordHash: await hashPassword(input.password),
    address: '',
    phone: '',
    createdAt: now.toISOString(),
    lastSeen: null,
    previousSeen: null,
  };
  const audit = selfAuditContext(user, request);
  try {
    await acceptInvitationOps({
      tokenHash,
      invitation,
      user,
      nowSeconds,
      audit: auditOp(
        audit,
        {
          kind: 'account',
          recordId: user.userId,
          recordLabel: label(user),
          changes: created({ name: user.name, email: user.email, accepted: invitation.invitationId, ...powersSnapshot(invitation) }),
        },
        now,
      ),
    });
  } catch (err) {
    if (isConditionFailed(err, 'email')) throw conflict(ACCOUNT_MESSAGES.inviteEmailTaken);
    if (isConditionFailed(err)) throw invalid;
    throw err;
  }
}

/**
 * Every key of the account area (import as a namespace: `import * as accountKeys from './keys.ts'`, so a
 * Lambda bundles only the builders it calls). Company data lives under the company partition; the
 * pre-authentication lookups at the end are the only keys without the company prefix: they exist before a
 * company is known (sign-in by email, throttles, spent robot checks) and hold no company data.
 */
import { companyPk } from '../lib/dynamo/company.ts';

/** The company partition, where its accounts and sessions are listed. */
export const companyPartition = companyPk;
export const company = (companyId: string) => ({ pk: companyPk(companyId), sk: 'COMPANY' });
export const user = (companyId: string, userId: string) => ({ pk: companyPk(companyId), sk: `USER#${userId}` });
export const usersPrefix = 'USER#';
/** One refresh-token family; kept under its user so unlinking can revoke them all with one Query. */
export const session = (companyId: string, userId: string, sessionId: string) => ({
  pk: companyPk(companyId),
  sk: `SESSION#${userId}#${sessionId}`,
});
export const sessionsOfUserPrefix = (userId: string) => `SESSION#${userId}#`;
/**
 * When an account's powers last changed (role, apps, scope, unlink): access tokens issued before it are refused once
 * they are re-checked (functions/account/data/powers.ts). Absent for an account whose powers never changed.
 */
export const accessNotBefore = (companyId: string, userId: string) => ({ pk: companyPk(companyId), sk: `ACCESS#${userId}` });
/** A pending invitation (ROLES.md "invite"), listed with the linked accounts. */
export const invitation = (companyId: string, invitationId: string) => ({ pk: companyPk(companyId), sk: `INVITE#${invitationId}` });
export const invitationsPrefix = 'INVITE#';

// ───────────── pre-authentication (no company yet; tests/unit/company-keys.test.ts lists them by name) ─────────────

export const emailLookup = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' });
/**
 * Sign-in failures (`account`, `address`); password reset requests and invalid reset links (`reset-…`); portal sign-in
 * link requests and invalid portal links (`portal-…`, PORTAL.md).
 */
export type ThrottleKind = 'account' | 'address' | 'reset-account' | 'reset-address' | 'portal-email' | 'portal-address';
export const throttle = (kind: ThrottleKind, subject: string) => ({
  pk: `THROTTLE#${kind}#${subject.toLowerCase()}`,
  sk: 'THROTTLE',
});
export const spentRobotCheck = (challengeId: string) => ({ pk: `ALTCHA#${challengeId}`, sk: 'SPENT' });
/**
 * A password reset link, found by the SHA-256 of its token (the token itself is only in the email): it exists before
 * its holder is signed in. Holds the account's company and user ids (to find the account), no company data.
 */
export const passwordReset = (tokenHash: string) => ({ pk: `RESET#${tokenHash}`, sk: 'RESET' });
/** An invitation link, found by the SHA-256 of its token (the token is only in the email); holds the company and invitation ids. */
export const invitationToken = (tokenHash: string) => ({ pk: `INVITETOKEN#${tokenHash}`, sk: 'INVITE' });

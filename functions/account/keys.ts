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

// ───────────── pre-authentication (no company yet; tests/unit/company-keys.test.ts lists them by name) ─────────────

export const emailLookup = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' });
export const throttle = (kind: 'account' | 'address', subject: string) => ({
  pk: `THROTTLE#${kind}#${subject.toLowerCase()}`,
  sk: 'THROTTLE',
});
export const spentRobotCheck = (challengeId: string) => ({ pk: `ALTCHA#${challengeId}`, sk: 'SPENT' });

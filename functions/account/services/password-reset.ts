/**
 * Forgot password / reset password (AUTOMATION.md "Accounts"). A link's token is 32 random bytes (base64url) sent only
 * in the email; the table keeps its SHA-256, for 30 minutes, spent in the same transaction that sets the new password
 * and writes the audit entry. Every session of the account is revoked afterwards.
 */
import type { ForgotPasswordInput, ResetPasswordInput } from '../../../shared/account/auth-schemas.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { SECRET_CHANGED } from '../../../shared/audit/types.ts';
import { auditOp } from '../../lib/audit.ts';
import { selfAuditContext } from '../../lib/audit-context.ts';
import { isConditionFailed } from '../../lib/dynamo/transact.ts';
import { sendOnce } from '../../lib/email/send-once.ts';
import { passwordResetEmail } from '../../lib/email/templates/password-reset.ts';
import { badRequest } from '../../lib/errors.ts';
import { log, serializeError } from '../../lib/logger.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findUserByEmail, getCompany, getUser } from '../data/accounts.ts';
import { getPasswordReset, passwordResetClaim, resetPasswordWithLink } from '../data/password-resets.ts';
import { deleteSessionsOfUser } from '../data/sessions.ts';
import { clearFailures, recordFailure } from '../data/throttles.ts';
import type { ThrottleKind } from '../keys.ts';
import type { UserRecord } from '../records.ts';
import { hashLinkToken, linkTokenHash, newLinkToken } from '../../lib/link-tokens.ts';
import { assertUnderLimits } from './throttle.ts';

export const RESET_LINK_MINUTES = 30;
/** Sign-in's window and limits (services/auth.ts THROTTLE), counted per request here: each one may send an email. */
export const RESET_THROTTLE = { windowSeconds: 15 * 60, perAccount: 5, perAddress: 20 } as const;
/**
 * Both answers of forgot-password take at least this long, so the time to answer does not tell a known email (a lookup,
 * the link's record, an SES call) from an unknown one (a lookup).
 */
export const FORGOT_PASSWORD_MIN_MS = 600;

const count = (kind: ThrottleKind, subject: string, nowSeconds: number) =>
  recordFailure(kind, subject, nowSeconds, RESET_THROTTLE.windowSeconds);

/**
 * Emails a reset link when an account has this email; answers the same, in about the same time, when none has. A send
 * that fails is logged, not answered: a different answer would tell which emails have accounts (the user asks again).
 */
export async function requestPasswordReset(input: ForgotPasswordInput, address: string, now = new Date()): Promise<void> {
  const startedAt = Date.now();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  await assertUnderLimits(
    [
      { kind: 'reset-account', subject: input.email, max: RESET_THROTTLE.perAccount },
      { kind: 'reset-address', subject: address, max: RESET_THROTTLE.perAddress },
    ],
    nowSeconds,
    ACCOUNT_MESSAGES.tooManyResetRequests,
  );
  await Promise.all([count('reset-account', input.email, nowSeconds), count('reset-address', address, nowSeconds)]);
  const user = await findUserByEmail(input.email);
  if (user) {
    try {
      await sendResetLink(user, now);
    } catch (err) {
      log('error', 'password reset email not sent', { companyId: user.companyId, userId: user.userId, ...serializeError(err) });
    }
  }
  const rest = FORGOT_PASSWORD_MIN_MS - (Date.now() - startedAt);
  if (rest > 0) await new Promise((r) => setTimeout(r, rest));
}

async function sendResetLink(user: UserRecord, now: Date): Promise<void> {
  const company = await getCompany(user.companyId);
  const token = newLinkToken();
  const claim = passwordResetClaim(hashLinkToken(token), {
    companyId: user.companyId,
    userId: user.userId,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + RESET_LINK_MINUTES * 60,
  });
  await sendOnce({
    ...claim,
    kind: 'password-reset',
    message: passwordResetEmail({
      to: user.email,
      userName: user.name,
      companyName: company?.name ?? 'Business Suite',
      token,
      validMinutes: RESET_LINK_MINUTES,
    }),
    now,
  });
}

/**
 * Sets the password from a link. The actor of the audit entry is the account itself: whoever holds its mailbox acts for
 * it (as on sign-in), and "System" would read as a change the product made by itself.
 */
export async function resetPassword(
  input: ResetPasswordInput,
  request: { address: string; requestId: string; action: string },
  now = new Date(),
): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  await assertUnderLimits(
    [{ kind: 'reset-address', subject: request.address, max: RESET_THROTTLE.perAddress }],
    nowSeconds,
    ACCOUNT_MESSAGES.tooManyResetAttempts,
  );
  const invalid = async () => {
    await count('reset-address', request.address, nowSeconds);
    return badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
  };
  const tokenHash = linkTokenHash(input.token);
  const reset = tokenHash ? await getPasswordReset(tokenHash) : null;
  if (!tokenHash || !reset || reset.expiresAt <= nowSeconds) throw await invalid();
  const user = await getUser(reset.companyId, reset.userId);
  // A link made before the password last changed (through another link) is spent in spirit.
  if (!user || (user.passwordChangedAt && user.passwordChangedAt >= reset.createdAt)) throw await invalid();

  const audit = selfAuditContext(user, request);
  try {
    await resetPasswordWithLink({
      tokenHash,
      reset,
      passwordHash: await hashPassword(input.password),
      changedAt: now.toISOString(),
      nowSeconds,
      audit: auditOp(
        audit,
        {
          kind: 'account',
          recordId: user.userId,
          recordLabel: `${user.name} · ${user.email}`,
          changes: [{ field: 'password', before: null, after: SECRET_CHANGED }],
        },
        now,
      ),
    });
  } catch (err) {
    if (isConditionFailed(err)) throw await invalid(); // spent by a concurrent reset, or superseded
    throw err;
  }
  // Every refresh-token family goes (as on unlink): each device must sign in with the new password.
  await deleteSessionsOfUser(user.companyId, user.userId);
  // Locked out by failed sign-ins? The new password works at once.
  await clearFailures('account', user.email);
}

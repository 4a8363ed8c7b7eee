/** Sign-up, sign-in (throttled), refresh-token rotation and sign-out. */
import { ulid } from 'ulid';
import type { LoginInput, SessionResponse, SignupInput } from '../../../shared/account/auth-schemas.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { initialScheduleOp } from '../../automation/data/schedule.ts';
import { mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { HttpError, conflict, tooManyRequests } from '../../lib/errors.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { issueAccessToken } from '../../lib/tokens.ts';
import { createCompanyWithOwner, findUserByEmail, getUser, recordSignIn } from '../data/accounts.ts';
import { createSession, getSession, revokeSession, rotateSession } from '../data/sessions.ts';
import { clearFailures, getFailures, recordFailure } from '../data/throttles.ts';
import { powersOf, type UserRecord } from '../records.ts';
import { REFRESH_TTL_SECONDS, classifyRefresh, hashToken, newRefreshToken, parseRefreshToken, sameHash } from './refresh-tokens.ts';
import { noBackfillOps } from '../../insights/backfill/markers.ts';

export const THROTTLE = {
  windowSeconds: 15 * 60,
  perAccount: 5,
  perAddress: 20,
} as const;

export const TRIAL_DAYS = 30;

const unauthorized = (message: string) => new HttpError(401, message);
const SESSION_EXPIRED = ACCOUNT_MESSAGES.sessionExpired;

export async function signUp(input: SignupInput, now = new Date()): Promise<void> {
  const companyId = ulid();
  const userId = ulid();
  const at = now.toISOString();
  const [passwordHash, masterPasswordHash] = await Promise.all([hashPassword(input.password), hashPassword(input.masterPassword)]);
  try {
    await createCompanyWithOwner(
      {
        companyId,
        name: input.companyName,
        address: input.address,
        phone: input.phone,
        createdAt: at,
        ownerUserId: userId,
        masterPasswordHash,
        subscriptionType: 'Free Trial',
        subscriptionStartedAt: at,
        lastPaymentDate: null,
      },
      {
        companyId,
        userId,
        email: input.email,
        name: input.fullName,
        role: 'owner',
        passwordHash,
        address: input.address,
        phone: input.phone,
        createdAt: at,
        lastSeen: null,
        previousSeen: null,
      },
      // the company's daily run is scheduled from its first day (AUTOMATION.md "Scheduled work")
      // … and has no history from before the insights figures to backfill (INSIGHTS.md)
      [initialScheduleOp(companyId, now), ...noBackfillOps(companyId)],
    );
  } catch (err) {
    throw mapConditionFailed(err, { email: conflict(ACCOUNT_MESSAGES.emailTaken) });
  }
}

async function assertNotThrottled(email: string, address: string, nowSeconds: number) {
  const [account, addr] = await Promise.all([getFailures('account', email, nowSeconds), getFailures('address', address, nowSeconds)]);
  const blocked = [
    account.count >= THROTTLE.perAccount ? account.resetsAt : 0,
    addr.count >= THROTTLE.perAddress ? addr.resetsAt : 0,
  ].filter(Boolean);
  if (blocked.length) {
    const wait = Math.max(...blocked) - nowSeconds;
    const minutes = Math.max(1, Math.ceil(wait / 60));
    throw tooManyRequests(ACCOUNT_MESSAGES.tooManyFailures(minutes), wait);
  }
}

async function countFailure(email: string, address: string, nowSeconds: number) {
  await Promise.all([
    recordFailure('account', email, nowSeconds, THROTTLE.windowSeconds),
    recordFailure('address', address, nowSeconds, THROTTLE.windowSeconds),
  ]);
}

export interface SignedIn {
  body: SessionResponse;
  refreshToken: string;
}

async function startSession(user: UserRecord, now: Date, message: string): Promise<SignedIn> {
  const sessionId = ulid();
  const refreshToken = newRefreshToken(user.companyId, user.userId, sessionId);
  const at = now.toISOString();
  await createSession({
    companyId: user.companyId,
    userId: user.userId,
    sessionId,
    tokenHash: hashToken(refreshToken),
    usedHashes: [],
    revoked: false,
    createdAt: at,
    rotatedAt: at,
    expiresAt: Math.floor(now.getTime() / 1000) + REFRESH_TTL_SECONDS,
  });
  const accessToken = await issueAccessToken(
    { userId: user.userId, companyId: user.companyId, email: user.email, fullName: user.name, sessionId, ...powersOf(user) },
    now,
  );
  return {
    refreshToken,
    body: { message, userEmail: user.email, accessToken, full_name: user.name, role: user.role },
  };
}

/** Type "2" (Administrator Access) succeeds only for the owner; "1" for the owner and linked accounts. */
export async function logIn(input: LoginInput, address: string, now = new Date()): Promise<SignedIn> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  await assertNotThrottled(input.email, address, nowSeconds);
  const user = await findUserByEmail(input.email);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !passwordOk) {
    await countFailure(input.email, address, nowSeconds);
    throw unauthorized(ACCOUNT_MESSAGES.invalidLogin);
  }
  if (input.type === '2' && user.role !== 'owner') {
    throw unauthorized(ACCOUNT_MESSAGES.adminOnly);
  }
  await clearFailures('account', input.email);
  await recordSignIn(user, now.toISOString());
  return startSession(user, now, ACCOUNT_MESSAGES.loginSuccessful);
}

/**
 * Rotates the refresh token. Presenting a token this family already rotated away from means it was
 * stolen or replayed: the whole family is revoked and both holders must sign in again.
 */
export async function refresh(cookieToken: string | undefined, now = new Date()): Promise<SignedIn> {
  const parsed = parseRefreshToken(cookieToken);
  if (!parsed) throw unauthorized(SESSION_EXPIRED);
  const session = await getSession(parsed.companyId, parsed.userId, parsed.sessionId);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const decision = classifyRefresh(session, hashToken(parsed.token), nowSeconds);
  if (decision === 'reuse') await revokeSession(session!.companyId, session!.userId, session!.sessionId);
  if (decision !== 'rotate' || !session) throw unauthorized(SESSION_EXPIRED);
  const user = await getUser(session.companyId, session.userId);
  if (!user) {
    await revokeSession(session.companyId, session.userId, session.sessionId);
    throw unauthorized(SESSION_EXPIRED);
  }
  const refreshToken = newRefreshToken(user.companyId, user.userId, session.sessionId);
  const rotated = await rotateSession(session, hashToken(refreshToken), now.toISOString(), nowSeconds + REFRESH_TTL_SECONDS);
  if (!rotated) {
    // Someone rotated this very token a moment ago: the same token was used twice.
    await revokeSession(session.companyId, session.userId, session.sessionId);
    throw unauthorized(SESSION_EXPIRED);
  }
  const accessToken = await issueAccessToken(
    {
      userId: user.userId,
      companyId: user.companyId,
      email: user.email,
      fullName: user.name,
      sessionId: session.sessionId,
      ...powersOf(user),
    },
    now,
  );
  return {
    refreshToken,
    body: { message: ACCOUNT_MESSAGES.sessionRefreshed, userEmail: user.email, accessToken, full_name: user.name, role: user.role },
  };
}

export async function logOut(cookieToken: string | undefined): Promise<void> {
  const parsed = parseRefreshToken(cookieToken);
  if (!parsed) return;
  const session = await getSession(parsed.companyId, parsed.userId, parsed.sessionId);
  // Only the holder of the current token may end the session (a guessed id must not log someone out).
  if (session && sameHash(hashToken(parsed.token), session.tokenHash)) {
    await revokeSession(session.companyId, session.userId, session.sessionId);
  }
}

/** Re-checks a signed-in owner's own password (before sensitive changes), throttled like sign-in. */
export async function confirmOwnPassword(user: UserRecord, password: string, address: string, now = new Date()): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  await assertNotThrottled(user.email, address, nowSeconds);
  const ok = await verifyPassword(password, user.passwordHash);
  if (!ok) await countFailure(user.email, address, nowSeconds);
  return ok;
}

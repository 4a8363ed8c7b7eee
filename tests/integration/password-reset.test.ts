/**
 * Forgot password / reset password end to end (AUTOMATION.md "Accounts"): through the local gateway, the email read
 * from aws-ses-v2-local's /store, the link's token used on the reset call.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ACCOUNT_MESSAGES from '../../shared/account/messages.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { auditRoutes } from '../../shared/audit/routes.ts';
import { passwordResetClaim } from '../../functions/account/data/password-resets.ts';
import { FORGOT_PASSWORD_MIN_MS, RESET_THROTTLE } from '../../functions/account/services/password-reset.ts';
import { hashLinkToken } from '../../functions/lib/link-tokens.ts';
import { putItem } from '../../functions/lib/dynamo/transact.ts';
import { LOCAL_MAIL_FROM } from '../../infra/local/services.ts';
import { logIn, requestResetToken, signUpOwner, type TestOwner } from '../support/accounts.ts';
import { claimsOf } from '../support/audit/account.ts';
import { useTestApi } from '../support/gateway.ts';
import { emailsTo, linksIn } from '../support/inbox.ts';
import { solveRobotCheck } from '../support/robot.ts';

const api = useTestApi();
const { authForgotPassword: forgot, authResetPassword: reset } = accountRoutes;

const askForLink = async (email: string) =>
  api.call('POST', forgot.path, { body: { email, reCaptchaaToken: await solveRobotCheck(api.baseUrl) } });
const resetWith = (token: string, password: string) => api.call('POST', reset.path, { body: { token, password } });
const refreshWith = (cookie: string) => api.call('GET', accountRoutes.authRefresh.path, { cookie });

function expectInvalidLink(res: { status: number; body: unknown }) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.resetLinkInvalid });
}

let owner: TestOwner;
beforeAll(async () => {
  owner = await signUpOwner(api, { email: `reset-${randomUUID()}@example.com`, companyName: 'Quay & "Harbour" Lets' });
});

describe('forgot password, then reset', () => {
  it('emails a single-use link; the new password works, the old one and every session do not', async () => {
    const before = await logIn(api, owner.email, owner.password);
    const startedAt = Date.now();
    const asked = await askForLink(owner.email);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: 'If an account exists for this email, we have sent a link to reset its password.' });

    const [email, ...more] = await emailsTo(owner.email);
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({ subject: 'Reset your password', from: `"Quay & \\"Harbour\\" Lets" <${LOCAL_MAIL_FROM}>` });
    expect(email!.text).toContain('valid for 30 minutes');
    const [link] = linksIn(email!);
    expect(link).toMatch(new RegExp(`^${api.baseUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect(email!.html).toContain(`href="${link}"`);
    const token = new URL(link!).searchParams.get('token')!;

    const newPassword = 'a brand new passphrase';
    const done = await resetWith(token, newPassword);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: ACCOUNT_MESSAGES.passwordReset });

    expect((await refreshWith(before.cookie)).status).toBe(401);
    const oldLogin = await api.call('POST', accountRoutes.authLogin.path, {
      body: { email: owner.email, password: owner.password, type: '2', reCaptchaaToken: await solveRobotCheck(api.baseUrl) },
    });
    expect(oldLogin.status).toBe(401);
    const signedIn = await logIn(api, owner.email, newPassword);

    // its audit entry: the account's own change, the password only as "changed"
    const history = await api.call('GET', `${auditRoutes.auditRecord.path}?kind=account&id=${claimsOf(signedIn.accessToken).sub}`, {
      token: signedIn.accessToken,
    });
    expect(history.body[0]).toMatchObject({
      action: 'authResetPassword',
      actor: { id: claimsOf(signedIn.accessToken).sub, name: 'Olivia Owner', email: owner.email },
      changes: [{ field: 'password', before: null, after: 'changed' }],
    });

    // the link is spent
    expectInvalidLink(await resetWith(token, 'yet another passphrase'));
    owner = { ...owner, password: newPassword };
  });

  it('refuses a forged, malformed, expired or superseded link with the contract message', async () => {
    expectInvalidLink(await resetWith(randomBytes(32).toString('base64url'), 'a valid new password'));
    expectInvalidLink(await resetWith('not-a-token', 'a valid new password'));

    const expired = randomBytes(32).toString('base64url');
    const { cid, sub } = claimsOf((await logIn(api, owner.email, owner.password)).accessToken);
    const claim = passwordResetClaim(hashLinkToken(expired), {
      companyId: cid,
      userId: sub,
      createdAt: new Date(Date.now() - 31 * 60_000).toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    await putItem('seed', { Item: { ...claim.attributes, ...claim.key, status: 'sent' } });
    expectInvalidLink(await resetWith(expired, 'a valid new password'));

    // two links asked for; the newer is used: the older no longer works
    const older = await requestResetToken(api, owner.email, (await emailsTo(owner.email)).length + 1);
    const newer = await requestResetToken(api, owner.email, (await emailsTo(owner.email)).length + 1);
    expect((await resetWith(newer, 'the newest passphrase')).status).toBe(200);
    expectInvalidLink(await resetWith(older, 'an older passphrase'));
    owner = { ...owner, password: 'the newest passphrase' };
    await logIn(api, owner.email, owner.password);
  });

  it('answers an unknown email the same, in about the same time, and sends nothing', async () => {
    const nobody = `nobody-${randomUUID()}@example.com`;
    const startedAt = Date.now();
    const res = await askForLink(nobody);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.resetLinkSent });
    await new Promise((r) => setTimeout(r, 300));
    expect(await emailsTo(nobody)).toEqual([]);
  });

  it('refuses bad input with 400 and a message', async () => {
    const cases: Array<[string, unknown, string]> = [
      [forgot.path, { email: 'not-an-email', reCaptchaaToken: 'x' }, 'Please enter a valid email address'],
      [forgot.path, { email: owner.email }, ACCOUNT_MESSAGES.robotCheckRequired],
      [forgot.path, { email: owner.email, reCaptchaaToken: 'forged' }, ACCOUNT_MESSAGES.robotCheckFailed],
      [reset.path, { password: 'a valid new password' }, ACCOUNT_MESSAGES.resetLinkInvalid],
      [reset.path, { token: randomBytes(32).toString('base64url'), password: 'short' }, 'Password must be at least 8 characters'],
      [reset.path, { token: randomBytes(32).toString('base64url') }, ACCOUNT_MESSAGES.newPasswordRequired],
    ];
    for (const [path, body, message] of cases) {
      const res = await api.call('POST', path, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ message });
    }
  });

  it(`throttles requests per email like sign-in (${RESET_THROTTLE.perAccount} a window, then 429 with Retry-After)`, async () => {
    const target = await signUpOwner(api, { email: `throttled-${randomUUID()}@example.com` });
    for (let i = 0; i < RESET_THROTTLE.perAccount; i++) expect((await askForLink(target.email)).status).toBe(200);
    const blocked = await askForLink(target.email);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many password reset requests\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await emailsTo(target.email)).toHaveLength(RESET_THROTTLE.perAccount);
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import type { TestApi } from './gateway.ts';
import { linksIn, waitForEmails } from './inbox.ts';
import { solveRobotCheck } from './robot.ts';

export interface TestOwner {
  email: string;
  password: string;
  masterPassword: string;
  fullName: string;
  companyName: string;
}

export async function signUpOwner(api: TestApi, overrides: Partial<TestOwner> = {}): Promise<TestOwner> {
  const owner: TestOwner = {
    email: `owner-${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery',
    masterPassword: 'master-of-payments',
    fullName: 'Olivia Owner',
    companyName: 'Harbour Properties',
    ...overrides,
  };
  const res = await api.call('POST', '/api/auth/signup', {
    body: {
      ...owner,
      address: '1 Quay Street',
      phone: '+44 20 7946 0000',
      reCaptchaaToken: await solveRobotCheck(api.baseUrl),
    },
  });
  if (res.status !== 201) throw new Error(`signup answered ${res.status}: ${res.text}`);
  return owner;
}

export interface LoggedIn {
  accessToken: string;
  cookie: string;
  body: any;
}

export function refreshCookieOf(setCookie: string | null): string {
  const match = /(?:^|,\s*)rt=([^;]*)/.exec(setCookie ?? '');
  if (!match) throw new Error(`no refresh cookie in ${setCookie}`);
  return `rt=${match[1]}`;
}

export async function logIn(api: TestApi, email: string, password: string, type: '1' | '2' = '2'): Promise<LoggedIn> {
  const res = await api.call('POST', '/api/auth/login', {
    body: { email, password, type, reCaptchaaToken: await solveRobotCheck(api.baseUrl) },
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${res.text}`);
  return { accessToken: res.body.accessToken, cookie: refreshCookieOf(res.headers.get('set-cookie')), body: res.body };
}

/** Forgot password? for `email`, then the token of the link the email brings (the `count`-th email to that address). */
export async function requestResetToken(api: TestApi, email: string, count = 1): Promise<string> {
  const res = await api.call('POST', '/api/auth/forgot-password', {
    body: { email, reCaptchaaToken: await solveRobotCheck(api.baseUrl) },
  });
  if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}: ${res.text}`);
  const emails = await waitForEmails(email, count);
  const link = linksIn(emails[count - 1]!).find((l) => l.includes('/reset-password?token='));
  if (!link) throw new Error(`no reset link in: ${emails[count - 1]!.text}`);
  return new URL(link).searchParams.get('token')!;
}

/** Invites `email` as the owner (`ownerToken`) and answers the invitation row and the token of the emailed link. */
export async function inviteAndReadToken(
  api: TestApi,
  ownerToken: string,
  invitee: { name?: string; email: string; role: string; apps?: string[]; buildings?: 'all' | number[]; warehouses?: 'all' | string[] },
  count = 1,
): Promise<{ invitation: any; token: string }> {
  const res = await api.call('POST', '/api/account/invite', {
    token: ownerToken,
    body: { name: 'Ivy Invitee', apps: ['rent', 'inventory'], buildings: 'all', warehouses: 'all', ...invitee },
  });
  if (res.status !== 201) throw new Error(`invite answered ${res.status}: ${res.text}`);
  const emails = await waitForEmails(invitee.email, count);
  const link = linksIn(emails[count - 1]!).find((l) => l.includes('/accept-invite?token='));
  if (!link) throw new Error(`no invitation link in: ${emails[count - 1]!.text}`);
  return { invitation: res.body.invitation, token: new URL(link).searchParams.get('token')! };
}

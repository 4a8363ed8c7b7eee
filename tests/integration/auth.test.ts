import { describe, expect, it } from 'vitest';
import { logIn, refreshCookieOf, signUpOwner } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';
import { solveRobotCheck } from '../support/robot.ts';

const api = useTestApi();

describe('sign-up', () => {
  it('creates a company whose owner can sign in; the same email cannot sign up twice (any case)', async () => {
    const owner = await signUpOwner(api);
    const again = await api.call('POST', '/api/auth/signup', {
      body: {
        ...owner,
        email: owner.email.toUpperCase(),
        address: 'x',
        phone: '+44 20 7946 0001',
        reCaptchaaToken: await solveRobotCheck(api.baseUrl),
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
  });

  it('refuses missing fields with the form message and a short password with its own', async () => {
    const token = await solveRobotCheck(api.baseUrl);
    const missing = await api.call('POST', '/api/auth/signup', { body: { email: 'a@b.co', reCaptchaaToken: token } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all fields');
    const short = await api.call('POST', '/api/auth/signup', {
      body: {
        companyName: 'C',
        fullName: 'F',
        email: 'short@b.co',
        password: 'short',
        masterPassword: 'longenough',
        address: 'a',
        phone: '+44 20 7946 0001',
        reCaptchaaToken: token,
      },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const phone = await api.call('POST', '/api/auth/signup', {
      body: {
        companyName: 'C',
        fullName: 'F',
        email: 'phone@b.co',
        password: 'longenough',
        masterPassword: 'longenough',
        address: 'a',
        phone: 'abc',
        reCaptchaaToken: await solveRobotCheck(api.baseUrl),
      },
    });
    expect(phone.status).toBe(400);
    expect(phone.body.message).toBe('Please enter a valid phone number');
  });

  it('refuses a forged robot-check payload', async () => {
    const res = await api.call('POST', '/api/auth/signup', {
      body: {
        companyName: 'C',
        fullName: 'F',
        email: 'robot@b.co',
        password: 'longenough',
        masterPassword: 'longenough',
        address: 'a',
        phone: '+44 20 7946 0001',
        reCaptchaaToken: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Robot check failed, please verify again');
  });
});

describe('login', () => {
  it('answers the spec shape, sets a hardened refresh cookie and issues a working access token', async () => {
    const owner = await signUpOwner(api, { fullName: 'Ada Lovelace' });
    const res = await api.call('POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password, type: '2', reCaptchaaToken: await solveRobotCheck(api.baseUrl) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Login successful', userEmail: owner.email, full_name: 'Ada Lovelace', role: 'owner' });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^rt=[\w.-]+;/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/api/auth']) expect(cookie).toContain(attribute);
    const info = await api.call('GET', '/api/account/company-ifo', { token: res.body.accessToken });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ name: owner.companyName, subscription_type: 'Free Trial', subscription_remaining: 30 });
  });

  it('a robot-check payload is accepted once', async () => {
    const owner = await signUpOwner(api);
    const payload = await solveRobotCheck(api.baseUrl);
    const body = { email: owner.email, password: owner.password, type: '1', reCaptchaaToken: payload };
    expect((await api.call('POST', '/api/auth/login', { body })).status).toBe(200);
    const replay = await api.call('POST', '/api/auth/login', { body });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('This robot check was already used, please verify again');
  });

  it('type "2" is only for the owner; type "1" works for the owner and linked accounts', async () => {
    const owner = await signUpOwner(api);
    const admin = await logIn(api, owner.email, owner.password, '2');
    const staffEmail = `staff-${Date.now()}@example.com`;
    const added = await api.call('POST', '/api/account/add-linked-account', {
      token: admin.accessToken,
      body: { name: 'Sam Staff', email: staffEmail, address: 'Desk 2', phone: '+44 20 7946 0123', password: 'staff-password' },
    });
    expect(added.status).toBe(201);
    expect((await logIn(api, owner.email, owner.password, '1')).body.role).toBe('owner');
    const staff = await logIn(api, staffEmail, 'staff-password', '1');
    expect(staff.body).toMatchObject({ role: 'staff', full_name: 'Sam Staff' });
    const asAdmin = await api.call('POST', '/api/auth/login', {
      body: { email: staffEmail, password: 'staff-password', type: '2', reCaptchaaToken: await solveRobotCheck(api.baseUrl) },
    });
    expect(asAdmin.status).toBe(401);
    expect(asAdmin.body.message).toMatch(/only for the company owner/);
  });

  it('a wrong password and an unknown email answer the same 401', async () => {
    const owner = await signUpOwner(api);
    const wrong = await api.call('POST', '/api/auth/login', {
      body: { email: owner.email, password: 'not the password', type: '1', reCaptchaaToken: await solveRobotCheck(api.baseUrl) },
    });
    const unknown = await api.call('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'whatever1', type: '1', reCaptchaaToken: await solveRobotCheck(api.baseUrl) },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password');
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh; reusing an old one revokes the whole family; logout revokes', async () => {
    const owner = await signUpOwner(api);
    const first = await logIn(api, owner.email, owner.password);

    const r1 = await api.call('GET', '/api/auth/refresh', { cookie: first.cookie });
    expect(r1.status).toBe(200);
    expect(r1.body).toMatchObject({ userEmail: owner.email, full_name: owner.fullName });
    const second = refreshCookieOf(r1.headers.get('set-cookie'));
    expect(second).not.toBe(first.cookie);
    const me = await api.call('GET', '/api/account/company-ifo', { token: r1.body.accessToken });
    expect(me.status).toBe(200);

    const r2 = await api.call('GET', '/api/auth/refresh', { cookie: second });
    expect(r2.status).toBe(200);
    const third = refreshCookieOf(r2.headers.get('set-cookie'));

    // The first token again: a thief or a replay. The family dies, including the newest token.
    const reuse = await api.call('GET', '/api/auth/refresh', { cookie: first.cookie });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe('Session expired, please login again');
    expect(reuse.headers.get('set-cookie')).toMatch(/rt=;.*Max-Age=0/);
    expect((await api.call('GET', '/api/auth/refresh', { cookie: third })).status).toBe(401);

    // A new sign-in is a new family; logout ends it.
    const fresh = await logIn(api, owner.email, owner.password);
    const out = await api.call('GET', '/api/auth/logout', { cookie: fresh.cookie });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logged out successfully');
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await api.call('GET', '/api/auth/refresh', { cookie: fresh.cookie })).status).toBe(401);
  });

  it('refuses a missing, malformed or forged refresh cookie', async () => {
    expect((await api.call('GET', '/api/auth/refresh')).status).toBe(401);
    expect((await api.call('GET', '/api/auth/refresh', { cookie: 'rt=garbage' })).status).toBe(401);
    const owner = await signUpOwner(api);
    const real = await logIn(api, owner.email, owner.password);
    const forged = real.cookie.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await api.call('GET', '/api/auth/refresh', { cookie: forged })).status).toBe(401);
    // A forged token with the right ids must not revoke the real holder's session.
    expect((await api.call('GET', '/api/auth/refresh', { cookie: real.cookie })).status).toBe(200);
  });
});

describe('throttling', () => {
  it('locks an account after 5 failures in 15 minutes with 429, even for the right password', async () => {
    const owner = await signUpOwner(api);
    for (let i = 0; i < 5; i++) {
      const res = await api.call('POST', '/api/auth/login', {
        body: { email: owner.email, password: 'wrong-password', type: '1', reCaptchaaToken: await solveRobotCheck(api.baseUrl) },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await api.call('POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password, type: '1', reCaptchaaToken: await solveRobotCheck(api.baseUrl) },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait 1[45] minutes and try again\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
  });
});

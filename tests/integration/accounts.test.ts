import { beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUpOwner } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';

const api = useTestApi();

let ownerToken = '';
let otherOwnerToken = '';
let ownerEmail = '';
let ownerPassword = '';

beforeAll(async () => {
  const owner = await signUpOwner(api, { companyName: 'First Co' });
  const other = await signUpOwner(api, { companyName: 'Second Co' });
  ownerEmail = owner.email;
  ownerPassword = owner.password;
  ownerToken = (await logIn(api, owner.email, owner.password)).accessToken;
  otherOwnerToken = (await logIn(api, other.email, other.password)).accessToken;
});

const newStaff = (n: string) => ({
  name: `Staff ${n}`,
  email: `staff-${n}-${Date.now()}@example.com`,
  address: `Desk ${n}`,
  phone: `07700 900${n.padStart(3, '0')}`,
  password: 'staff-password',
});

describe('linked accounts', () => {
  it('link, list, edit and unlink, with the spec messages', async () => {
    const input = newStaff('1');
    const added = await api.call('POST', '/api/account/add-linked-account', { token: ownerToken, body: input });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Linked account successfully');
    const id = added.body.account.id as string;

    const list = await api.call('GET', '/api/account/linked-accounts', { token: ownerToken });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id,
        name: input.name,
        email: input.email.toLowerCase(),
        address: input.address,
        phone: input.phone,
        last_seen: null,
        version: 0,
        // linked without a role: staff with both apps and everything (ROLES.md defaults)
        role: 'staff',
        apps: ['rent', 'inventory'],
        buildings: 'all',
        warehouses: 'all',
        invited: false,
        invite_expires_at: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toMatch(/passwordHash|scrypt/);

    // last_seen appears once the linked account has signed in
    await logIn(api, input.email, input.password, '1');
    const seen = await api.call('GET', '/api/account/linked-accounts', { token: ownerToken });
    expect(Date.parse(seen.body[0].last_seen)).toBeGreaterThan(Date.now() - 60_000);

    const edited = await api.call('POST', '/api/account/update-linked-account', {
      token: ownerToken,
      body: { id, name: 'Renamed', address: 'New desk', phone: '+44 20 7946 0999', version: 0 },
    });
    expect(edited.status).toBe(200);
    const afterEdit = await api.call('GET', '/api/account/linked-accounts', { token: ownerToken });
    expect(afterEdit.body[0]).toMatchObject({ name: 'Renamed', address: 'New desk', phone: '+44 20 7946 0999', version: 1 });

    const removed = await api.call('DELETE', `/api/account/delete-linked-account?id=${id}`, { token: ownerToken });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Un-linked account successfully');
    expect((await api.call('GET', '/api/account/linked-accounts', { token: ownerToken })).body).toEqual([]);
    const again = await api.call('DELETE', `/api/account/delete-linked-account?id=${id}`, { token: ownerToken });
    expect(again.status).toBe(404);
  });

  it('refuses a phone that is not one on link and on edit with 400 "Please enter a valid phone number"', async () => {
    const input = newStaff('3');
    const bad = await api.call('POST', '/api/account/add-linked-account', { token: ownerToken, body: { ...input, phone: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid phone number');
    const listed = await api.call('GET', '/api/account/linked-accounts', { token: ownerToken });
    expect(listed.body.map((a: { email: string }) => a.email)).not.toContain(input.email.toLowerCase());

    const added = await api.call('POST', '/api/account/add-linked-account', { token: ownerToken, body: input });
    expect(added.status).toBe(201);
    const id = added.body.account.id as string;
    const edit = await api.call('POST', '/api/account/update-linked-account', {
      token: ownerToken,
      body: { id, name: input.name, address: input.address, phone: '12345', version: 0 },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('Please enter a valid phone number');
    const after = await api.call('GET', '/api/account/linked-accounts', { token: ownerToken });
    expect(after.body.find((a: { id: string }) => a.id === id)).toMatchObject({ phone: input.phone });
    await api.call('DELETE', `/api/account/delete-linked-account?id=${id}`, { token: ownerToken });
  });

  it('an unlinked account can no longer sign in or refresh, and its email is free again', async () => {
    const input = newStaff('2');
    const added = await api.call('POST', '/api/account/add-linked-account', { token: ownerToken, body: input });
    const staff = await logIn(api, input.email, input.password, '1');
    await api.call('DELETE', `/api/account/delete-linked-account?id=${added.body.account.id}`, { token: ownerToken });
    expect((await api.call('GET', '/api/auth/refresh', { cookie: staff.cookie })).status).toBe(401);
    await expect(logIn(api, input.email, input.password, '1')).rejects.toThrow(/401/);
    const relinked = await api.call('POST', '/api/account/add-linked-account', { token: ownerToken, body: input });
    expect(relinked.status).toBe(201);
  });

  it('refuses missing fields, a taken email and an unknown id', async () => {
    const missing = await api.call('POST', '/api/account/add-linked-account', { token: ownerToken, body: { name: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill all fields.');
    const taken = await api.call('POST', '/api/account/add-linked-account', {
      token: ownerToken,
      body: { ...newStaff('3'), email: ownerEmail },
    });
    expect(taken.status).toBe(409);
    const noId = await api.call('DELETE', '/api/account/delete-linked-account', { token: ownerToken });
    expect(noId.status).toBe(400);
    const unknown = await api.call('POST', '/api/account/update-linked-account', {
      token: ownerToken,
      body: { id: 'NOPE', name: 'a', address: 'b', phone: '+44 20 7946 0100', version: 0 },
    });
    expect(unknown.status).toBe(404);
  });

  it('linked accounts cannot call the admin routes (403 with a message)', async () => {
    const input = newStaff('4');
    await api.call('POST', '/api/account/add-linked-account', { token: ownerToken, body: input });
    const staff = await logIn(api, input.email, input.password, '1');
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/account/linked-accounts', undefined],
      ['POST', '/api/account/add-linked-account', newStaff('5')],
      ['POST', '/api/account/update-linked-account', { id: 'x', name: 'a', address: 'b', phone: '+44 20 7946 0100', version: 0 }],
      ['DELETE', '/api/account/delete-linked-account?id=x', undefined],
      ['POST', '/api/account/change-master-password', { password: 'x', newMasterPassword: 'yyyyyyyy' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await api.call(method, path, { token: staff.accessToken, body });
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe('You do not have permission to do this');
    }
    // ...but they can read the company information like any signed-in user
    expect((await api.call('GET', '/api/account/company-ifo', { token: staff.accessToken })).status).toBe(200);
  });

  it("a second company sees none of the first company's linked accounts (404 on its ids)", async () => {
    const added = await api.call('POST', '/api/account/add-linked-account', { token: ownerToken, body: newStaff('6') });
    const id = added.body.account.id as string;
    const theirs = await api.call('GET', '/api/account/linked-accounts', { token: otherOwnerToken });
    expect(theirs.body.map((a: { id: string }) => a.id)).not.toContain(id);
    const edit = await api.call('POST', '/api/account/update-linked-account', {
      token: otherOwnerToken,
      body: { id, name: 'Hijack', address: 'x', phone: '+44 20 7946 0100', version: 0 },
    });
    expect(edit.status).toBe(404);
    const del = await api.call('DELETE', `/api/account/delete-linked-account?id=${id}`, { token: otherOwnerToken });
    expect(del.status).toBe(404);
    const mine = await api.call('GET', '/api/account/linked-accounts', { token: ownerToken });
    expect(mine.body.find((a: { id: string }) => a.id === id)).toMatchObject({ name: 'Staff 6' });
    const otherInfo = await api.call('GET', '/api/account/company-ifo', { token: otherOwnerToken });
    expect(otherInfo.body.name).toBe('Second Co');
  });
});

describe('company information', () => {
  it("names the company's time zone (the Automation settings' own), for the screens' times of day", async () => {
    const first = await api.call('GET', '/api/account/company-ifo', { token: ownerToken });
    expect(first.body.time_zone).toBe('Europe/London');
    const saved = await api.call('POST', '/api/automation/rent-settings', {
      token: ownerToken,
      body: { timeZone: 'Asia/Tokyo', version: 0 },
    });
    expect(saved.status).toBe(200);
    const staff = newStaff('7');
    expect((await api.call('POST', '/api/account/add-linked-account', { token: ownerToken, body: staff })).status).toBe(201);
    const staffToken = (await logIn(api, staff.email, staff.password, '1')).accessToken;
    expect((await api.call('GET', '/api/account/company-ifo', { token: staffToken })).body.time_zone).toBe('Asia/Tokyo');
    expect((await api.call('GET', '/api/account/company-ifo', { token: otherOwnerToken })).body.time_zone).toBe('Europe/London');
  });
});

describe('master password', () => {
  it("changes only with the owner's own password; a wrong one is a 422", async () => {
    const wrong = await api.call('POST', '/api/account/change-master-password', {
      token: ownerToken,
      body: { password: 'not-my-password', newMasterPassword: 'new-master-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Your password is incorrect');
    const short = await api.call('POST', '/api/account/change-master-password', {
      token: ownerToken,
      body: { password: ownerPassword, newMasterPassword: 'short' },
    });
    expect(short.status).toBe(400);
    const ok = await api.call('POST', '/api/account/change-master-password', {
      token: ownerToken,
      body: { password: ownerPassword, newMasterPassword: 'new-master-1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Master password changed successfully');
  });
});

describe('contact form', () => {
  it('stores a message and validates the fields', async () => {
    const ok = await api.call('POST', '/api/public/contact', {
      body: { name: 'Kim', email: 'kim@example.com', message: 'Do you support 3 sites?' },
    });
    expect(ok.status).toBe(201);
    const bad = await api.call('POST', '/api/public/contact', { body: { name: 'Kim', email: 'not-an-email', message: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
  });
});

describe('editing a linked account (CORRECTIONS.md: versions)', () => {
  const edit = (body: Record<string, unknown>) => api.call('POST', '/api/account/update-linked-account', { token: ownerToken, body });

  it('two edits from one version: the first wins, the second is 409 and changes nothing', async () => {
    const input = newStaff('7');
    const id = (await api.call('POST', '/api/account/add-linked-account', { token: ownerToken, body: input })).body.account.id as string;
    const base = { id, address: input.address, phone: input.phone };
    const [a, b] = await Promise.all([
      edit({ ...base, name: 'First Edit', version: 0 }),
      edit({ ...base, name: 'Second Edit', version: 0 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe('This record was changed by someone else. Reload and try again.');
    const row = (await api.call('GET', '/api/account/linked-accounts', { token: ownerToken })).body.find(
      (r: { id: string }) => r.id === id,
    );
    expect(row.version).toBe(1);
    expect(['First Edit', 'Second Edit']).toContain(row.name);
    // a stale version later on is refused too, and the current one goes through
    expect((await edit({ ...base, name: 'Late', version: 0 })).status).toBe(409);
    expect((await edit({ ...base, name: 'Current', version: 1 })).status).toBe(200);
  });

  it('an edit that changes nothing is 400 No changes detected; a missing or broken version is 400', async () => {
    const input = newStaff('8');
    const id = (await api.call('POST', '/api/account/add-linked-account', { token: ownerToken, body: input })).body.account.id as string;
    const same = await edit({ id, name: input.name, address: input.address, phone: input.phone, version: 0 });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('No changes detected');
    for (const version of [undefined, -1, 1.5, 'one', null]) {
      const res = await edit({ id, name: 'X', address: input.address, phone: input.phone, version });
      expect(res.status, String(version)).toBe(400);
      expect(res.body.message).toBe('Version must be the whole number the record was read with');
    }
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetSecretsCache } from '../../functions/lib/config.ts';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken, verifyAccessToken, type IdentityClaims } from '../../functions/lib/tokens.ts';
import {
  classifyRefresh,
  hashToken,
  newRefreshToken,
  parseRefreshToken,
  refreshCookie,
} from '../../functions/account/services/refresh-tokens.ts';
import { forgedTokens } from '../support/forged-tokens.ts';

const identity: IdentityClaims = {
  userId: 'u1',
  companyId: 'c1',
  email: 'a@example.com',
  fullName: 'A Person',
  role: 'staff',
  apps: ['rent'],
  buildings: [1, 3],
  warehouses: 'all',
  sessionId: 's1',
};

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'tokens-'));
  const file = join(dir, 'secrets.json');
  writeFileSync(file, JSON.stringify({ key: 'k'.repeat(48) }));
  process.env.AUTH_SECRETS_FILE = file;
  resetSecretsCache();
});

describe('access tokens', () => {
  it('round-trips the identity with HS256, issuer, audience and a 15-minute life', async () => {
    const now = new Date();
    const token = await issueAccessToken(identity, now);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(claims.iss).toBe('business-suite');
    expect(claims.aud).toBe('business-suite-api');
    await expect(verifyAccessToken(token)).resolves.toMatchObject(identity);
  });

  it('refuses a token issued 16 minutes ago', async () => {
    const token = await issueAccessToken(identity, new Date(Date.now() - 16 * 60 * 1000));
    await expect(verifyAccessToken(token)).rejects.toThrow();
  });

  it('remembers a verified token only until it expires, and only that very string', async () => {
    const issued = new Date();
    const token = await issueAccessToken(identity, issued);
    const at = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
    await expect(verifyAccessToken(token, at(0))).resolves.toMatchObject(identity);
    // the second time is answered from memory: the same identity, while the token lives
    await expect(verifyAccessToken(token, at(ACCESS_TOKEN_TTL_SECONDS - 1))).resolves.toMatchObject(identity);
    // remembered or not, a token is refused from its expiry on
    await expect(verifyAccessToken(token, at(ACCESS_TOKEN_TTL_SECONDS))).rejects.toThrow('ERR_JWT_EXPIRED');
    await expect(verifyAccessToken(token, at(ACCESS_TOKEN_TTL_SECONDS + 60))).rejects.toThrow();
    // a changed character is another string: verified in full, and refused
    const [header, payload, signature] = token.split('.');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    const fresh = await issueAccessToken(identity);
    await expect(verifyAccessToken(fresh)).resolves.toMatchObject(identity);
    await expect(verifyAccessToken(`${header}.${payload}.${flipped}`, at(0))).rejects.toThrow();
    const [fh, fp, fs] = fresh.split('.');
    await expect(verifyAccessToken(`${fh}.${fp}.${fs!.startsWith('A') ? 'B' : 'A'}${fs!.slice(1)}`)).rejects.toThrow();
  });

  it('forgets what it verified when the key changes', async () => {
    const token = await issueAccessToken(identity);
    await expect(verifyAccessToken(token)).resolves.toMatchObject(identity);
    const file = join(mkdtempSync(join(tmpdir(), 'tokens-')), 'secrets.json');
    writeFileSync(file, JSON.stringify({ key: 'z'.repeat(48) }));
    const before = process.env.AUTH_SECRETS_FILE;
    process.env.AUTH_SECRETS_FILE = file;
    resetSecretsCache();
    try {
      await expect(verifyAccessToken(token)).rejects.toThrow();
    } finally {
      process.env.AUTH_SECRETS_FILE = before;
      resetSecretsCache();
    }
    await expect(verifyAccessToken(token)).resolves.toMatchObject(identity);
  });

  it.each([
    'expired',
    'tampered',
    'bad signature',
    'wrong audience',
    'wrong issuer',
    'other key',
    'alg none',
    'HS512 with the right key',
    'garbage',
  ])('refuses a %s token', async (kind) => {
    const token = (await forgedTokens())[kind]!;
    await expect(verifyAccessToken(token)).rejects.toThrow();
  });
});

describe('refresh tokens', () => {
  it('parse back to the ids they were made from and refuse junk', () => {
    const token = newRefreshToken('C01', 'U01', 'S01');
    expect(parseRefreshToken(token)).toMatchObject({ companyId: 'C01', userId: 'U01', sessionId: 'S01', token });
    for (const junk of [undefined, '', 'a.b.c', 'a.b.c.d.e', 'a.b.c.d e', 'x'.repeat(400)]) expect(parseRefreshToken(junk)).toBeNull();
  });

  it('live in a hardened cookie scoped to /api/auth', () => {
    expect(refreshCookie('abc')).toBe('rt=abc; Path=/api/auth; HttpOnly; Secure; SameSite=Strict; Max-Age=2592000');
  });

  const now = 1_000_000;
  const current = hashToken('current');
  const old = hashToken('old');
  const session = { tokenHash: current, usedHashes: [old], revoked: false, expiresAt: now + 60 };
  it.each([
    ['the current token rotates', session, 'current', 'rotate'],
    ['an already rotated token is reuse', session, 'old', 'reuse'],
    ['an unknown token is invalid, not reuse', session, 'guess', 'invalid'],
    ['a revoked family refuses even the current token', { ...session, revoked: true }, 'current', 'invalid'],
    ['an expired family refuses the current token', { ...session, expiresAt: now }, 'current', 'invalid'],
    ['no session at all', null, 'current', 'invalid'],
  ] as const)('%s', (_name, s, presented, expected) => {
    expect(classifyRefresh(s, hashToken(presented), now)).toBe(expected);
  });
});

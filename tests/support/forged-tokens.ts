/** Access tokens that must all be refused with 403: each breaks exactly one rule of verification. */
import { SignJWT } from 'jose';
import { config, loadSecrets } from '../../functions/lib/config.ts';

const claims = { cid: 'c-forged', email: 'forged@example.com', name: 'Forged', role: 'admin', sid: 's-forged' };

async function sign(overrides: { audience?: string; issuer?: string; expiresAt?: number; key?: Uint8Array; alg?: string } = {}) {
  const { accessTokenKey } = await loadSecrets();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: overrides.alg ?? 'HS256' })
    .setSubject('u-forged')
    .setIssuer(overrides.issuer ?? config.tokenIssuer)
    .setAudience(overrides.audience ?? config.tokenAudience)
    .setIssuedAt(now - 3600)
    .setExpirationTime(overrides.expiresAt ?? now + 600)
    .sign(overrides.key ?? accessTokenKey);
}

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

export async function forgedTokens(): Promise<Record<string, string | undefined>> {
  const valid = await sign();
  const [h, p, s] = valid.split('.');
  const now = Math.floor(Date.now() / 1000);
  return {
    missing: undefined,
    expired: await sign({ expiresAt: now - 60 }),
    tampered: `${h}.${b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), cid: 'c-other' })}.${s}`,
    'bad signature': `${h}.${p}.${s.slice(0, -4)}${s.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
    'wrong audience': await sign({ audience: 'some-other-api' }),
    'wrong issuer': await sign({ issuer: 'someone-else' }),
    'other key': await sign({ key: new TextEncoder().encode('x'.repeat(32)) }),
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: 'u-forged', iss: config.tokenIssuer, aud: config.tokenAudience, exp: now + 600, iat: now })}.`,
    'HS512 with the right key': await sign({ alg: 'HS512' }),
    garbage: 'not-a-jwt',
  };
}

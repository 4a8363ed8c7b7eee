import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { config, loadSecrets, resetSecretsCache } from '../../functions/lib/config.ts';
import {
  INVOICE_LINK_AUDIENCE,
  InvoiceLinkTokenError,
  signInvoiceLinkToken,
  verifyInvoiceLinkToken,
} from '../../functions/lib/invoice-link-tokens.ts';
import { issueAccessToken } from '../../functions/lib/tokens.ts';

const claims = { companyId: 'c-01', linkId: 'l-01' };
const DAY = 24 * 60 * 60 * 1000;
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'link-tokens-'));
  const file = join(dir, 'secrets.json');
  writeFileSync(file, JSON.stringify({ key: 'l'.repeat(48) }));
  process.env.AUTH_SECRETS_FILE = file;
  resetSecretsCache();
});

/** A link token signed with whatever we choose, to break one rule at a time. */
async function mint(
  o: { aud?: string; iss?: string; exp?: number; key?: Uint8Array; alg?: string; payload?: Record<string, unknown> } = {},
) {
  const { linkKey } = await loadSecrets();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(o.payload ?? { cid: claims.companyId, lid: claims.linkId })
    .setProtectedHeader({ alg: o.alg ?? 'HS256' })
    .setIssuer(o.iss ?? config.tokenIssuer)
    .setAudience(o.aud ?? INVOICE_LINK_AUDIENCE)
    .setIssuedAt(now - 60)
    .setExpirationTime(o.exp ?? now + 3600)
    .sign(o.key ?? linkKey);
}

async function reason(token: string, now?: Date): Promise<string> {
  try {
    await verifyInvoiceLinkToken(token, now);
    return 'accepted';
  } catch (err) {
    if (err instanceof InvoiceLinkTokenError) return err.reason;
    throw err;
  }
}

describe('invoice link tokens', () => {
  it('round-trip the company and link ids with HS256, our issuer, the invoice-link audience and the chosen expiry', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const expiresAt = new Date(now.getTime() + 30 * DAY);
    const token = await signInvoiceLinkToken(claims, expiresAt, now);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ cid: 'c-01', lid: 'l-01', iss: 'business-suite', aud: 'invoice-link' });
    expect(payload.exp).toBe(Math.floor(expiresAt.getTime() / 1000));
    expect(payload).not.toHaveProperty('knd');
    await expect(verifyInvoiceLinkToken(token, new Date(now.getTime() + 29 * DAY))).resolves.toEqual({ ...claims, kind: 'rent' });
  });

  it('say which kind of invoice they open: a sales link carries knd = sales; an unknown kind is invalid', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const token = await signInvoiceLinkToken({ ...claims, kind: 'sales' }, new Date(now.getTime() + DAY), now);
    expect(decodeJwt(token).knd).toBe('sales');
    await expect(verifyInvoiceLinkToken(token, now)).resolves.toEqual({ ...claims, kind: 'sales' });
    expect(await reason(await mint({ payload: { cid: claims.companyId, lid: claims.linkId, knd: 'purchase' } }))).toBe('invalid');
    expect(await reason(await mint({ payload: { cid: claims.companyId, lid: claims.linkId, knd: 7 } }))).toBe('invalid');
  });

  it('expire at their date: the same token is "expired" a day later', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const token = await signInvoiceLinkToken(claims, new Date(now.getTime() + DAY), now);
    expect(await reason(token, new Date(now.getTime() + DAY - 1000))).toBe('accepted');
    expect(await reason(token, new Date(now.getTime() + 2 * DAY))).toBe('expired');
  });

  it('report a past expiry as expired', async () => {
    expect(await reason(await mint({ exp: Math.floor(Date.now() / 1000) - 60 }))).toBe('expired');
  });

  it.each<[string, () => Promise<string>]>([
    ['wrong audience', () => mint({ aud: 'business-suite-api' })],
    ['wrong issuer', () => mint({ iss: 'someone-else' })],
    ['another key', () => mint({ key: new TextEncoder().encode('x'.repeat(32)) })],
    ['HS512 with the right key', () => mint({ alg: 'HS512' })],
    ['no link id', () => mint({ payload: { cid: 'c-01' } })],
    ['a numeric company id', () => mint({ payload: { cid: 7, lid: 'l-01' } })],
    [
      'tampered company id',
      async () => {
        const [h, p, s] = (await mint()).split('.');
        return `${h}.${b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), cid: 'c-other' })}.${s}`;
      },
    ],
    [
      'alg none',
      async () =>
        `${b64({ alg: 'none' })}.${b64({ cid: 'c-01', lid: 'l-01', iss: config.tokenIssuer, aud: INVOICE_LINK_AUDIENCE, exp: 4e9 })}.`,
    ],
    ['garbage', async () => 'not-a-token'],
    ['empty', async () => ''],
  ])('refuse %s as invalid', async (_kind, make) => {
    expect(await reason(await make())).toBe('invalid');
  });

  it('refuse an expired token that we did not sign as invalid, not expired (signature first)', async () => {
    const forged = await mint({ exp: Math.floor(Date.now() / 1000) - 60, key: new TextEncoder().encode('y'.repeat(32)) });
    expect(await reason(forged)).toBe('invalid');
  });

  it('are not interchangeable with access tokens (separate keys and audiences)', async () => {
    const access = await issueAccessToken({ userId: 'u', companyId: 'c-01', email: 'a@b.c', fullName: 'A', role: 'owner', sessionId: 's' });
    expect(await reason(access)).toBe('invalid');
    const { linkKey, accessTokenKey } = await loadSecrets();
    expect(Buffer.from(linkKey).equals(Buffer.from(accessTokenKey))).toBe(false);
  });
});

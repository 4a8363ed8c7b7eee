import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { APPS, type AccountRole, type AppName, type BuildingScope, type WarehouseScope, ROLES } from '../../shared/account/permissions.ts';
import { config, loadSecrets } from './config.ts';

export type { AccountRole as Role } from '../../shared/account/permissions.ts';

/** Who is calling, from the verified access token only: the company, the account, and its powers (ROLES.md). */
export interface Identity {
  readonly userId: string;
  readonly companyId: string;
  readonly email: string;
  readonly fullName: string;
  readonly role: AccountRole;
  /** The apps the account may use (the owner: both). */
  readonly apps: readonly AppName[];
  /** Building numbers the account may see, or "all". */
  readonly buildings: BuildingScope;
  /** Warehouse ids the account may see, or "all". */
  readonly warehouses: WarehouseScope;
  /** Session family id (refresh-token family). */
  readonly sessionId: string;
  /** When the token was issued (seconds): a token older than a minute has its powers re-checked (functions/lib/powers.ts). */
  readonly issuedAt: number;
}

/** What a token is minted from: the identity without its issue time (the token's own). */
export type IdentityClaims = Omit<Identity, 'issuedAt' | 'apps' | 'buildings' | 'warehouses'> &
  Partial<Pick<Identity, 'apps' | 'buildings' | 'warehouses'>>;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

export async function issueAccessToken(identity: IdentityClaims, now = new Date()): Promise<string> {
  const { accessTokenKey } = await loadSecrets();
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    cid: identity.companyId,
    email: identity.email,
    name: identity.fullName,
    role: identity.role,
    sid: identity.sessionId,
    apps: identity.role === 'owner' ? [...APPS] : [...(identity.apps ?? APPS)],
    bld: identity.role === 'owner' ? 'all' : (identity.buildings ?? 'all'),
    wh: identity.role === 'owner' ? 'all' : (identity.warehouses ?? 'all'),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(identity.userId)
    .setIssuer(config.tokenIssuer)
    .setAudience(config.tokenAudience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(accessTokenKey);
}

export class InvalidTokenError extends Error {}

// The verification key as a CryptoKey, imported once per key: given raw bytes, jose imports them again on every
// verification. Only the key is kept; every token is still verified in full (signature, expiry, issuer, audience).
let verifyKey: { raw: Uint8Array; key: Promise<CryptoKey> } | undefined;
function accessVerifyKey(raw: Uint8Array): Promise<CryptoKey> {
  if (verifyKey?.raw !== raw) {
    const key = crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKey = { raw, key };
    key.catch(() => {
      if (verifyKey?.key === key) verifyKey = undefined;
    });
  }
  return verifyKey.key;
}

/**
 * Tokens already verified by this container, until their expiry: a client sends the same access token with every
 * request for its 15 minutes, and verifying it again (WebCrypto HMAC, claims) was the largest part of a request's
 * own work after the SDK's. A hit is the very token string that passed (any other string, a tampered one included,
 * is verified in full), for the key that verified it, and only before its `exp`. Bounded: the oldest entry goes first.
 */
const VERIFIED_MAX = 1_000;
let verified: { raw: Uint8Array; entries: Map<string, { identity: Identity; exp: number }> } | undefined;

/** Verifies signature (HS256 only: `alg: none` and other algorithms are refused), expiry, issuer and audience. */
export async function verifyAccessToken(token: string, now = new Date()): Promise<Identity> {
  const raw = (await loadSecrets()).accessTokenKey;
  if (verified?.raw !== raw) verified = { raw, entries: new Map() };
  const { entries } = verified;
  const seconds = Math.floor(now.getTime() / 1000);
  const hit = entries.get(token);
  if (hit) {
    // jose's rule: expired once exp <= now
    if (hit.exp > seconds) return hit.identity;
    entries.delete(token);
    throw new InvalidTokenError('ERR_JWT_EXPIRED');
  }
  const key = accessVerifyKey(raw);
  try {
    const { payload } = await jwtVerify(token, await key, {
      algorithms: [ALGORITHM],
      issuer: config.tokenIssuer,
      audience: config.tokenAudience,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: now,
    });
    const { sub, cid, email, name, role, sid, exp, iat, apps, bld, wh } = payload as Record<string, unknown>;
    // tokens minted before roles existed say admin (the owner) or staff (both apps, everything)
    const accountRole = role === 'admin' ? 'owner' : role;
    if (
      typeof sub !== 'string' ||
      typeof cid !== 'string' ||
      typeof email !== 'string' ||
      typeof sid !== 'string' ||
      typeof exp !== 'number' ||
      typeof iat !== 'number' ||
      !(ROLES as readonly unknown[]).includes(accountRole)
    ) {
      throw new InvalidTokenError('Token is missing claims');
    }
    const identity: Identity = Object.freeze({
      userId: sub,
      companyId: cid,
      email,
      fullName: typeof name === 'string' ? name : '',
      role: accountRole as AccountRole,
      apps: appsClaim(apps),
      buildings: scopeClaim(bld, (v): v is number => Number.isInteger(v)) as BuildingScope,
      warehouses: scopeClaim(wh, (v): v is string => typeof v === 'string') as WarehouseScope,
      sessionId: sid,
      issuedAt: iat,
    });
    if (entries.size >= VERIFIED_MAX) entries.delete(entries.keys().next().value as string);
    entries.set(token, { identity, exp });
    return identity;
  } catch (err) {
    if (err instanceof InvalidTokenError) throw err;
    if (err instanceof joseErrors.JOSEError) throw new InvalidTokenError(err.code);
    throw err;
  }
}

function appsClaim(value: unknown): readonly AppName[] {
  if (value === undefined) return APPS;
  if (!Array.isArray(value) || !value.every((a) => (APPS as readonly unknown[]).includes(a))) {
    throw new InvalidTokenError('Token has a malformed apps claim');
  }
  return Object.freeze([...value] as AppName[]);
}

function scopeClaim<T>(value: unknown, isItem: (v: unknown) => v is T): 'all' | readonly T[] {
  if (value === undefined || value === 'all') return 'all';
  if (!Array.isArray(value) || !value.every(isItem)) throw new InvalidTokenError('Token has a malformed scope claim');
  return Object.freeze([...value]);
}

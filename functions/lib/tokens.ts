import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { config, loadSecrets } from './config.ts';

export type Role = 'admin' | 'staff';

/** Who is calling, from the verified access token only. */
export interface Identity {
  readonly userId: string;
  readonly companyId: string;
  readonly email: string;
  readonly fullName: string;
  readonly role: Role;
  /** Session family id (refresh-token family). */
  readonly sessionId: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

export async function issueAccessToken(identity: Identity, now = new Date()): Promise<string> {
  const { accessTokenKey } = await loadSecrets();
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    cid: identity.companyId,
    email: identity.email,
    name: identity.fullName,
    role: identity.role,
    sid: identity.sessionId,
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

/** Verifies signature (HS256 only: `alg: none` and other algorithms are refused), expiry, issuer and audience. */
export async function verifyAccessToken(token: string): Promise<Identity> {
  const key = accessVerifyKey((await loadSecrets()).accessTokenKey);
  try {
    const { payload } = await jwtVerify(token, await key, {
      algorithms: [ALGORITHM],
      issuer: config.tokenIssuer,
      audience: config.tokenAudience,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, cid, email, name, role, sid } = payload as Record<string, unknown>;
    if (
      typeof sub !== 'string' ||
      typeof cid !== 'string' ||
      typeof email !== 'string' ||
      typeof sid !== 'string' ||
      (role !== 'admin' && role !== 'staff')
    ) {
      throw new InvalidTokenError('Token is missing claims');
    }
    return { userId: sub, companyId: cid, email, fullName: typeof name === 'string' ? name : '', role, sessionId: sid };
  } catch (err) {
    if (err instanceof InvalidTokenError) throw err;
    if (err instanceof joseErrors.JOSEError) throw new InvalidTokenError(err.code);
    throw err;
  }
}

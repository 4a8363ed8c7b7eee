/**
 * Portal sessions (PORTAL.md "Signing in"): a JWT in an HttpOnly cookie scoped to /api/portal, signed with the access
 * token key but for its own audience (`<audience>:portal`), so a staff token is never a portal session and a portal
 * session never a staff token. Bound to one company and one tenant or customer.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { config, loadSecrets } from './config.ts';
import { InvalidTokenError } from './tokens.ts';

export type PortalKind = 'tenant' | 'customer';

/** Who is calling a portal route: the verified session only. */
export interface PortalIdentity {
  readonly companyId: string;
  readonly kind: PortalKind;
  /** The tenant's or the customer's id. */
  readonly personId: string;
  readonly name: string;
  readonly email: string;
  readonly sessionId: string;
}

export const PORTAL_SESSION_HOURS = 8;
export const PORTAL_COOKIE = 'portal_session';
const ALGORITHM = 'HS256';
export const portalAudience = () => `${config.tokenAudience}:portal`;

export async function issuePortalToken(identity: PortalIdentity, now = new Date()): Promise<string> {
  const { accessTokenKey } = await loadSecrets();
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ cid: identity.companyId, kind: identity.kind, name: identity.name, email: identity.email, sid: identity.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(identity.personId)
    .setIssuer(config.tokenIssuer)
    .setAudience(portalAudience())
    .setIssuedAt(iat)
    .setExpirationTime(iat + PORTAL_SESSION_HOURS * 3600)
    .sign(accessTokenKey);
}

/** Verifies signature (HS256 only), expiry, issuer and the portal audience; InvalidTokenError otherwise. */
export async function verifyPortalToken(token: string, now = new Date()): Promise<PortalIdentity> {
  const { accessTokenKey } = await loadSecrets();
  try {
    const { payload } = await jwtVerify(token, accessTokenKey, {
      algorithms: [ALGORITHM],
      issuer: config.tokenIssuer,
      audience: portalAudience(),
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: now,
    });
    const { sub, cid, kind, name, email, sid } = payload as Record<string, unknown>;
    if (
      typeof sub !== 'string' ||
      typeof cid !== 'string' ||
      (kind !== 'tenant' && kind !== 'customer') ||
      typeof sid !== 'string' ||
      typeof email !== 'string'
    )
      throw new InvalidTokenError('Token is missing claims');
    return Object.freeze({ companyId: cid, kind, personId: sub, name: typeof name === 'string' ? name : '', email, sessionId: sid });
  } catch (err) {
    if (err instanceof InvalidTokenError) throw err;
    if (err instanceof joseErrors.JOSEError) throw new InvalidTokenError(err.code);
    throw err;
  }
}

/** The session cookie: HttpOnly, Secure, SameSite=Strict, only sent to the portal's API. */
export const portalCookie = (token: string) =>
  `${PORTAL_COOKIE}=${token}; Path=/api/portal; HttpOnly; Secure; SameSite=Strict; Max-Age=${PORTAL_SESSION_HOURS * 3600}`;
export const clearedPortalCookie = () => `${PORTAL_COOKIE}=; Path=/api/portal; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;

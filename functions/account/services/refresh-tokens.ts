import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Opaque refresh token: `<companyId>.<userId>.<sessionId>.<secret>`; the ids locate the family, the secret proves possession. */
export interface ParsedRefreshToken {
  companyId: string;
  userId: string;
  sessionId: string;
  token: string;
}

export const REFRESH_COOKIE = 'rt';
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export function newRefreshToken(companyId: string, userId: string, sessionId: string): string {
  return `${companyId}.${userId}.${sessionId}.${randomBytes(32).toString('base64url')}`;
}

export function parseRefreshToken(token: string | undefined): ParsedRefreshToken | null {
  if (!token || token.length > 300) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^[\w-]{1,100}$/.test(p))) return null;
  return { companyId: parts[0], userId: parts[1], sessionId: parts[2], token };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** HttpOnly, Secure, SameSite=Strict, scoped to /api/auth: only the auth calls ever see it. */
export function refreshCookie(token: string): string {
  return `${REFRESH_COOKIE}=${token}; Path=/api/auth; HttpOnly; Secure; SameSite=Strict; Max-Age=${REFRESH_TTL_SECONDS}`;
}

export function clearedRefreshCookie(): string {
  return `${REFRESH_COOKIE}=; Path=/api/auth; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;
}

export type RefreshDecision = 'rotate' | 'reuse' | 'invalid';

/**
 * The refresh-family rule, pure: the current token rotates; a token the family already rotated away
 * from is reuse (revoke the family); anything else (unknown, revoked, expired) is simply invalid.
 */
export function classifyRefresh(
  session: { tokenHash: string; usedHashes: string[]; revoked: boolean; expiresAt: number } | null,
  presentedHash: string,
  nowSeconds: number,
): RefreshDecision {
  if (!session || session.revoked || session.expiresAt <= nowSeconds) return 'invalid';
  if (sameHash(presentedHash, session.tokenHash)) return 'rotate';
  if (session.usedHashes.some((h) => sameHash(h, presentedHash))) return 'reuse';
  return 'invalid';
}

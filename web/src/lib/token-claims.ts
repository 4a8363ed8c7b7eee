/**
 * Who the access token names: the account's id (`sub`) and its company's (`cid`), read from the token the SPA
 * already holds (not verified here: the API verifies every request). The Activity page's person filter needs
 * the owner's account id, and the company settings' History panel the company id; no route answers either.
 */
export interface TokenIds {
  userId: string;
  companyId: string;
}

export function tokenIds(accessToken: string): TokenIds | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; cid?: unknown };
    return typeof claims.sub === 'string' && typeof claims.cid === 'string' ? { userId: claims.sub, companyId: claims.cid } : null;
  } catch {
    return null;
  }
}

import type { AccountRole } from '../../../shared/account/permissions.ts';
import type { SessionResponse } from '../../../shared/account/auth-schemas.ts';
import { authRoutes } from '../../../shared/account/auth-routes.ts';

/** Spec §3/§4 auth state. Memory only: never written to localStorage, sessionStorage or a readable cookie. */
export interface AuthState {
  email: string;
  accessToken: string;
  fullName: string;
  role: AccountRole | '';
}

export const signedOut: AuthState = Object.freeze({ email: '', accessToken: '', fullName: '', role: '' });

let current: AuthState = signedOut;
const listeners = new Set<() => void>();

/** The one holder of the auth state; the React context (lib/auth.tsx) and the API client both read it. */
export const sessionStore = {
  get: (): AuthState => current,
  set(next: AuthState) {
    current = next;
    for (const l of listeners) l();
  },
  clear() {
    sessionStore.set(signedOut);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function authFromSession(res: SessionResponse): AuthState {
  return { email: res.userEmail, accessToken: res.accessToken, fullName: res.full_name, role: res.role };
}

let refreshing: Promise<AuthState | null> | null = null;

/**
 * GET /api/auth/refresh with the HttpOnly cookie. The server rotates the refresh token on every call and
 * revokes the whole session when a rotated token is presented again, so concurrent callers (the gate on
 * load, several 403s at once) must share one request.
 */
export function refreshSession(): Promise<AuthState | null> {
  if (refreshing) return refreshing;
  const attempt = (async () => {
    try {
      const res = await fetch(authRoutes.authRefresh.path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!res.ok) {
        sessionStore.clear();
        return null;
      }
      const next = authFromSession((await res.json()) as SessionResponse);
      if (!next.accessToken) throw new Error('refresh answered without a token');
      sessionStore.set(next);
      return next;
    } catch {
      sessionStore.clear();
      return null;
    }
  })();
  refreshing = attempt;
  void attempt.finally(() => {
    if (refreshing === attempt) refreshing = null;
  });
  return attempt;
}

import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { sessionStore, type AuthState } from './session.ts';

interface AuthContextValue {
  auth: AuthState;
  setAuth: (next: AuthState) => void;
  clearAuth: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Puts the in-memory auth state (lib/session.ts) into React; re-renders consumers when it changes. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const auth = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const value = useMemo<AuthContextValue>(() => ({ auth, setAuth: sessionStore.set, clearAuth: sessionStore.clear }), [auth]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const ctx = use(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

export const isSignedIn = (auth: AuthState) => Boolean(auth.email && auth.accessToken);

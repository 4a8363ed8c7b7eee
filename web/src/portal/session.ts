import { createContext, use } from 'react';

/** What the portal's pages may do to the session PortalRoutes holds. */
export interface PortalSession {
  /**
   * A new start (signed in, or signed out): an empty cache, then the portal's home asks who is signed in; `notice` is
   * what the sign-in page says first (signed out, or the session ended).
   */
  restart: (notice?: string) => void;
  /** The home has shown a signed-in person: a later 401 means the session ended (not the ordinary signed-out state). */
  markSignedIn: () => void;
}

export const PortalSessionContext = createContext<PortalSession | null>(null);

export function usePortalSession(): PortalSession {
  const session = use(PortalSessionContext);
  if (!session) throw new Error('usePortalSession must be used inside <PortalRoutes>');
  return session;
}

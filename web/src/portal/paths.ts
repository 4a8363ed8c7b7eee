/**
 * The portal's pages (PORTAL.md "Signing in"). They stay here, not in config/paths.ts, so nothing outside the portal's
 * lazy chunk needs them; the sign-in email's link is `/portal/auth?token=` (functions/portal builds the same).
 */
export const portalPaths = {
  home: '/portal',
  auth: '/portal/auth',
} as const;

/**
 * Response security headers for the SPA, one definition for CloudFront's response-headers policy and
 * the local gateway, so the browser enforces the same policy in both worlds.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // react-aria and nivo set inline style attributes
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // the robot-check widget solves its proof of work in workers
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

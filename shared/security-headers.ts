/**
 * Response security headers for the SPA, one definition for CloudFront's response-headers policy and
 * the local gateway, so the browser enforces the same policy in both worlds.
 */
/**
 * Item images are short-lived signed GETs of the private bucket (INVENTORY.md "Catalogue"), served by S3's
 * virtual-hosted endpoints (<bucket>.s3.<region>.amazonaws.com); the local gateway names s3rver instead.
 */
export const IMAGE_ORIGINS: readonly string[] = ['https://*.amazonaws.com'];

export function contentSecurityPolicyFor(imageOrigins: readonly string[] = IMAGE_ORIGINS): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // react-aria and nivo set inline style attributes
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    // the robot-check widget solves its proof of work in workers
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const contentSecurityPolicy = contentSecurityPolicyFor();

export const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Response security headers for the SPA, one definition for CloudFront's response-headers policy and
 * the local gateway, so the browser enforces the same policy in both worlds.
 */
/**
 * The private bucket's origins: item images are short-lived signed GETs of it (INVENTORY.md "Catalogue"), and the
 * Import screen PUTs a file to it through a presigned URL (IMPORT.md), both on S3's virtual-hosted endpoints
 * (<bucket>.s3.<region>.amazonaws.com); the local gateway names s3rver instead.
 */
export const BUCKET_ORIGINS: readonly string[] = ['https://*.amazonaws.com'];

export function contentSecurityPolicyFor(bucketOrigins: readonly string[] = BUCKET_ORIGINS): string {
  return [
    "default-src 'self'",
    // the scanner's Barcode Detection polyfill compiles its own ZXing .wasm (served from 'self'); no JS eval
    "script-src 'self' 'wasm-unsafe-eval'",
    // react-aria and nivo set inline style attributes
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...bucketOrigins].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...bucketOrigins].join(' '),
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

import { config } from '../config.ts';

/**
 * An absolute link to a page of the product for an email (`appUrl('/reset-password?token=…')`), from APP_URL: the
 * public origin on AWS, the gateway's base URL locally and in tests. The path is the caller's, already encoded.
 */
export function appUrl(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`appUrl takes a path starting with one "/", got "${path}"`);
  return config.appUrl.replace(/\/+$/, '') + path;
}

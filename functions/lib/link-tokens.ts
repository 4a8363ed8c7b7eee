/**
 * The tokens of emailed links (a password reset, an invitation, a portal sign-in, a new email's confirmation): 32
 * random bytes as base64url, in the email only; what is stored is the token's SHA-256, so a copy of the table opens
 * nothing. One module for all of them, so a link's strength and shape are decided once.
 */
import { createHash, randomBytes } from 'node:crypto';

/** What a link's token looks like: anything else is refused before any read. */
const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newLinkToken = (): string => randomBytes(32).toString('base64url');
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const isLinkToken = (token: string): boolean => LINK_TOKEN_PATTERN.test(token);

/** The stored hash of a token that could be a link's; null for anything else (answered as an unknown link). */
export const linkTokenHash = (token: string): string | null => (isLinkToken(token) ? hashLinkToken(token) : null);

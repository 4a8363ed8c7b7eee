import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { config, loadSecrets } from './config.ts';

/**
 * Invoice share links: a JWT naming a company and a link record, signed with the link key (a key of
 * its own, so these tokens can never pass as access tokens and the reverse). The record decides
 * whether the link still works (revocation); the token only says where to look and until when.
 */
export const INVOICE_LINK_AUDIENCE = 'invoice-link';
const ALGORITHM = 'HS256';

/** What a link opens: a rent invoice (for a tenant), a sales invoice (for a customer) or the owner's monthly statement. */
export type InvoiceLinkKind = 'rent' | 'sales' | 'statement';

export interface InvoiceLinkClaims {
  readonly companyId: string;
  readonly linkId: string;
  /** Where the link record lives; rent when absent (links issued before sales invoices had them). */
  readonly kind?: InvoiceLinkKind;
}

/** Why a token was refused: `expired` is a real link past its date; `invalid` is anything we did not sign. */
export class InvoiceLinkTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(`Invoice link token ${reason}`);
    this.name = 'InvoiceLinkTokenError';
  }
}

export async function signInvoiceLinkToken(claims: InvoiceLinkClaims, expiresAt: Date, now = new Date()): Promise<string> {
  const { linkKey } = await loadSecrets();
  // a rent token stays exactly as it was: only other kinds carry `knd`
  const kind = claims.kind && claims.kind !== 'rent' ? { knd: claims.kind } : {};
  return new SignJWT({ cid: claims.companyId, lid: claims.linkId, ...kind })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(config.tokenIssuer)
    .setAudience(INVOICE_LINK_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(linkKey);
}

/** Verifies signature (HS256 only), issuer, audience and expiry; the signature is checked before the expiry. */
export async function verifyInvoiceLinkToken(token: string, now = new Date()): Promise<InvoiceLinkClaims> {
  const { linkKey } = await loadSecrets();
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, linkKey, {
      algorithms: [ALGORITHM],
      issuer: config.tokenIssuer,
      audience: INVOICE_LINK_AUDIENCE,
      requiredClaims: ['exp', 'cid', 'lid'],
      currentDate: now,
    }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new InvoiceLinkTokenError('expired');
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) throw new InvoiceLinkTokenError('invalid');
    throw err;
  }
  const { cid, lid, knd = 'rent' } = payload;
  if (typeof cid !== 'string' || typeof lid !== 'string' || cid === '' || lid === '') throw new InvoiceLinkTokenError('invalid');
  if (knd !== 'rent' && knd !== 'sales' && knd !== 'statement') throw new InvoiceLinkTokenError('invalid');
  return { companyId: cid, linkId: lid, kind: knd };
}

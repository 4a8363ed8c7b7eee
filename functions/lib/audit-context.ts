/** Who acts, and through what, for the audit entries of a request's changes (no runtime imports: every handler loads it). */
import type { AuditActor, AuditSource } from '../../shared/audit/types.ts';
import type { Identity } from './tokens.ts';

export interface AuditContext {
  readonly companyId: string;
  readonly actor: AuditActor;
  /** The route's name, or the job's. */
  readonly action: string;
  readonly source: AuditSource;
  readonly requestId: string;
}

export const actorOf = (identity: Identity): AuditActor => ({ id: identity.userId, name: identity.fullName, email: identity.email });

/**
 * The context of a change an account makes for itself through a link from its mailbox (a password reset, an accepted
 * invitation): whoever holds the mailbox acts for the account, as on sign-in.
 */
export const selfAuditContext = (
  account: { companyId: string; userId: string; name: string; email: string },
  request: { action: string; requestId: string },
): AuditContext => ({
  companyId: account.companyId,
  actor: { id: account.userId, name: account.name, email: account.email },
  action: request.action,
  source: 'api',
  requestId: request.requestId,
});

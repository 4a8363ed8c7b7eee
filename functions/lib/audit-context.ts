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

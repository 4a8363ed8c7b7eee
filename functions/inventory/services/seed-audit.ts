/** The demo seed's changes are the product's own: their audit entries name the System as actor and `import` as source. */
import { SYSTEM_ACTOR, type AuditContext } from '../../lib/audit.ts';

export const seedAudit = (companyId: string, action: string): AuditContext => ({
  companyId,
  actor: SYSTEM_ACTOR,
  action,
  source: 'import',
  requestId: 'demo-seed',
});

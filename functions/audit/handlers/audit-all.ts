import { auditRoutes } from '../../../shared/audit/routes.ts';
import { auditAllQuery } from '../../../shared/audit/schemas.ts';
import { listAccountsOfCompany } from '../../account/data/accounts.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { companyActivity } from '../data/entries.ts';
import { entryInScope } from '../data/scope.ts';

/** The company's activity, newest first: what the account's scope holds (ROLES.md), by the accounts of a role if asked. */
export const handler = createHandler(auditRoutes.auditAll, { query: auditAllQuery }, async ({ query, identity }) => {
  const actors = query.role
    ? new Set((await listAccountsOfCompany(identity.companyId)).filter((u) => u.role === query.role).map((u) => u.userId))
    : undefined;
  const { items, nextCursor } = await companyActivity(
    identity.companyId,
    { ...query, actors, visible: (entry) => entryInScope(entry, identity.apps) },
    { limit: query.limit, cursor: query.cursor },
  );
  return paged(items, nextCursor);
});

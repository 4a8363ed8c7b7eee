/** The company's activity (GET /api/audit/all, owner only): the Activity page's list and its CSV export. */
import { auditRoutes } from '../../../../../shared/audit/routes.ts';
import type { AuditAllQuery } from '../../../../../shared/audit/schemas.ts';
import { callAllPages } from '../../../lib/api-pages.ts';
import { usePagedQuery } from '../../../lib/api-query.ts';

/** The filters the list call takes: the filled ones only. */
export type ActivityFilters = Partial<Pick<AuditAllQuery, 'from' | 'to' | 'actor' | 'kind' | 'role'>>;

/** Rows on screen per page (more as the user scrolls). */
export const ACTIVITY_PAGE = 50;

/** `enabled` false (staff): nothing is asked (the route is owner only). */
export const useActivity = (filters: ActivityFilters, enabled: boolean) =>
  usePagedQuery(auditRoutes.auditAll, enabled ? { query: filters } : null, { limit: ACTIVITY_PAGE });

/** Every entry the filters select, following the cursors (Export CSV); `onPage` hears the rows loaded so far. */
export const allActivity = (filters: ActivityFilters, onPage: (rows: number) => void) =>
  callAllPages(auditRoutes.auditAll, { query: filters }, { onPage, defaultError: 'Failed to export the activity' });

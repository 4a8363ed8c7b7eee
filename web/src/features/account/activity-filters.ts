/** The Activity page's filters (pure, unit-tested). */
import { ROLES, type AccountRole } from '../../../../shared/account/permissions.ts';
import { AUDIT_MESSAGES, isAuditKind } from '../../../../shared/audit/types.ts';
import type { ActivityFilters } from './api/audit.ts';

/** The filters as typed: a date range (yyyy-mm-dd, UTC days), one person's account id, one kind, one role; '' = any. */
export interface ActivityDraft {
  from: string;
  to: string;
  actor: string;
  kind: string;
  role: string;
}

export const noFilters: ActivityDraft = { from: '', to: '', actor: '', kind: '', role: '' };

const isRole = (value: string): value is AccountRole => (ROLES as readonly string[]).includes(value);

/** The filled filters as the list call takes them; From after To is refused with the API's own message. */
export function activityFilters(draft: ActivityDraft): { ok: true; value: ActivityFilters } | { ok: false; message: string } {
  if (draft.from && draft.to && draft.from > draft.to) return { ok: false, message: AUDIT_MESSAGES.range };
  const value: ActivityFilters = {};
  if (draft.from) value.from = draft.from;
  if (draft.to) value.to = draft.to;
  if (draft.actor) value.actor = draft.actor;
  if (isAuditKind(draft.kind)) value.kind = draft.kind;
  if (isRole(draft.role)) value.role = draft.role;
  return { ok: true, value };
}

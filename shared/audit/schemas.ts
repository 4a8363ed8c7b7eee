/** The audit reads' query schemas (zod/mini: shared/schemas/common.ts). */
import * as z from 'zod/mini';
import { ROLES } from '../account/permissions.ts';
import { idField, isoDateField, isPresent, pageQueryFields, preprocess } from '../schemas/common.ts';
import { AUDIT_KINDS, AUDIT_MESSAGES } from './types.ts';

const kindField = () => z.enum(AUDIT_KINDS, { error: AUDIT_MESSAGES.kind });
/** Absent or blank reads as not given. */
const optional = <S extends z.ZodMiniType>(schema: S) => preprocess((v) => (isPresent(v) ? v : undefined), z.optional(schema));

/** `GET /api/audit/record?kind=&id=`: one record's history. */
export const auditRecordQuery = /* @__PURE__ */ (() =>
  z.object({ kind: kindField(), id: idField(AUDIT_MESSAGES.recordId, 200), ...pageQueryFields() }))();
export type AuditRecordQuery = z.output<typeof auditRecordQuery>;

/** `GET /api/audit/all?from=&to=&actor=&kind=`: the company's activity; dates inclusive, UTC. */
export const auditAllQuery = /* @__PURE__ */ (() =>
  z
    .object({
      from: optional(isoDateField(AUDIT_MESSAGES.from)),
      to: optional(isoDateField(AUDIT_MESSAGES.to)),
      actor: optional(idField(AUDIT_MESSAGES.actor, 64)),
      kind: optional(kindField()),
      /** Only what accounts of this role did (ROLES.md "Activity filters by role"). */
      role: optional(z.enum(ROLES, { error: 'Choose a role' })),
      ...pageQueryFields(),
    })
    .check(z.refine((q) => !q.from || !q.to || q.from <= q.to, { error: AUDIT_MESSAGES.range })))();
export type AuditAllQuery = z.output<typeof auditAllQuery>;

/** The audit trail's reads (CORRECTIONS.md "The audit trail"); every mutation writes its entry itself (functions/lib/audit.ts). */
import { defineRoute, io } from '../route.ts';
import type { AuditAllQuery, AuditRecordQuery } from './schemas.ts';
import type { AuditEntry } from './types.ts';

export const auditRoutes = {
  auditRecord: defineRoute({
    name: 'auditRecord',
    method: 'GET',
    path: '/api/audit/record',
    handler: 'functions/audit/handlers/audit-record.ts',
    access: 'user',
    permission: 'audit.record',
    spec: 'CORRECTIONS.md GET /api/audit/record?kind=&id= (paged, newest first): a record page’s History panel',
    types: io<{ query: AuditRecordQuery; response: AuditEntry[] }>(),
  }),
  auditAll: defineRoute({
    name: 'auditAll',
    method: 'GET',
    path: '/api/audit/all',
    handler: 'functions/audit/handlers/audit-all.ts',
    access: 'user',
    permission: 'audit.activity',
    spec: 'CORRECTIONS.md GET /api/audit/all?from=&to=&actor=&kind= (paged, newest first, owner only): the Activity page',
    types: io<{ query: AuditAllQuery; response: AuditEntry[] }>(),
  }),
} as const;

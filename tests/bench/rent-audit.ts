/**
 * The rent companies' audit trail: entries built by the product's own writer (`auditItem`, functions/lib/audit.ts,
 * the item every mutation's transaction puts), so their keys (record partition, gsi1 company feed, gsi2 actor,
 * gsi3 kind) and their shape are the product's. What the audit reads (`GET /api/audit/record`, `/api/audit/all`)
 * are measured on: LARGE holds 200,000 entries, SMALL 20,000, both spread over the seed's 3 years.
 *
 * Per entry, the same shape on both companies: the kinds in turn (AUDIT_KINDS), two actors taking turns by round of
 * kinds (the owner and a made-up linked account: each has every kind), 1–3 changes of short strings, an `api` source and a request id the length of API
 * Gateway's. Every `sampleEvery`-th entry is on one sample record instead (the sample room, kind `room`): 200 on each
 * company, so that record's History panel has a full first page on both.
 */
import { createHash } from 'node:crypto';
import { auditItem, type AuditRecordChange } from '../../functions/lib/audit.ts';
import { AUDIT_KINDS, type AuditActor, type AuditChange } from '../../shared/audit/types.ts';
import type { Item } from './rent-dataset.ts';

/** Entries per company and how often one is on the sample record (200 on each). */
export const AUDIT_SHAPES = {
  LARGE: { entries: 200_000, sampleEvery: 1_000 },
  SMALL: { entries: 20_000, sampleEvery: 100 },
} as const satisfies Record<string, { entries: number; sampleEvery: number }>;

/** The span the entries cover, ending at the seed's moment (the rents started ~36 months before it). */
const SPAN_MS = 3 * 365 * 24 * 3600 * 1000;

export interface AuditPlan {
  readonly companyId: string;
  /** The entries' actors, in turn (the owner first). */
  readonly actors: readonly AuditActor[];
  readonly entries: number;
  readonly sampleEvery: number;
  /** The record every `sampleEvery`-th entry is on (kind `room`). */
  readonly sampleRoomId: string;
  /** The newest entry's instant (ms); the others go back in equal steps over 3 years. */
  readonly endMs: number;
}

/** A made-up linked account of the company (the second actor). */
export const staffActor = (companyId: string): AuditActor => ({
  id: `BENCHSTAFF${createHash('sha256').update(companyId).digest('hex').slice(0, 16).toUpperCase()}`,
  name: 'Bench Staff',
  email: 'bench-staff@example.com',
});

const FIELDS = ['name', 'phone', 'address', 'note', 'status', 'amount'] as const;

/** The plan's entries, newest first, as `auditItem` builds them; `onEntry` counts them. */
export function* auditEntries(plan: AuditPlan, onEntry: () => void = () => {}): Generator<Item> {
  const step = Math.floor(SPAN_MS / plan.entries);
  for (let i = 0; i < plan.entries; i++) {
    const at = new Date(plan.endMs - i * step);
    const onSample = i % plan.sampleEvery === 0;
    const kind = onSample ? 'room' : AUDIT_KINDS[i % AUDIT_KINDS.length];
    const recordNo = Math.floor(i / AUDIT_KINDS.length) % 5_000;
    const changes: AuditChange[] = Array.from({ length: 1 + (i % 3) }, (_, c) => ({
      field: FIELDS[(i + c) % FIELDS.length],
      before: `before ${recordNo}`,
      after: `after ${recordNo}`,
    }));
    const change: AuditRecordChange = {
      kind,
      recordId: onSample ? plan.sampleRoomId : `${kind.slice(0, 3).toUpperCase()}-${String(recordNo).padStart(6, '0')}`,
      recordLabel: onSample ? 'Sample room' : `Record ${recordNo}`,
      changes,
    };
    const requestId = createHash('md5').update(`${plan.companyId}#${i}`).digest('hex');
    const item = auditItem(
      {
        companyId: plan.companyId,
        actor: plan.actors[Math.floor(i / AUDIT_KINDS.length) % plan.actors.length],
        action: `${kind}Update`,
        source: 'api',
        // API Gateway's request ids are UUIDs (36 characters).
        requestId: `${requestId.slice(0, 8)}-${requestId.slice(8, 12)}-${requestId.slice(12, 16)}-${requestId.slice(16, 20)}-${requestId.slice(20)}`,
      },
      change,
      at,
    );
    onEntry();
    yield item;
  }
}

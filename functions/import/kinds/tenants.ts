/**
 * Tenants (IMPORT.md "Kinds"): the Add Tenant call's schema, messages, record and audit entry; undo is Delete Tenant.
 *
 * Matching (issue 31): a row names an existing tenant as a SKU names an item, by email, then by name and phone (the
 * lookup items of ../../rent/data/tenant-lookups.ts, read by key for each chunk of rows). In create mode such a row
 * is refused naming the tenant; in upsert mode it updates them through Edit tenant's own plan (its rules, its copies
 * onto rents and rooms, its entry). Tenants may share a family email: an email several tenants have picks the one
 * with the row's name and phone too, and a row that still names several is refused rather than guessed. Inside one
 * file a name and phone, or an existing tenant, appears once (an email may repeat: a family's).
 */
import { IMPORT_FIELDS, REQUIRED_FIELDS } from '../../../shared/import/fields.ts';
import { IMPORT_MESSAGES as M } from '../../../shared/import/messages.ts';
import type { ImportMode } from '../../../shared/import/schemas.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { addTenantSchema, type AddTenantInput } from '../../../shared/rent/schemas.ts';
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import { HttpError } from '../../lib/errors.ts';
import {
  emailKey,
  emailLookup,
  nameKey,
  namePhoneLookup,
  phoneDigits,
  tenantIdsByLookup,
  tenantsById,
} from '../../rent/data/tenant-lookups.ts';
import { createTenantOps, getTenant } from '../../rent/data/tenants.ts';
import * as rentKeys from '../../rent/keys.ts';
import type { TenantRecord } from '../../rent/records.ts';
import { ensureTenantLookups } from '../../rent/services/tenant-lookups.ts';
import { newTenantRecord, planTenantEdit, removeTenant, tenantCreatedAuditOp } from '../../rent/services/tenants.ts';
import { checkWith } from '../check-row.ts';
import type { ImportKindModule } from '../kind.ts';
import { tenantsBasics } from './basics.ts';

export interface TenantRow {
  input: AddTenantInput;
  /** Upsert: the existing tenant the row updates. */
  update?: string;
}

export interface TenantsContext {
  mode: ImportMode;
  /** Lookup item (sort key) → the tenant ids it holds; filled by `lookup`, chunk by chunk. */
  ids: Map<string, string[]>;
  /** The tenants those ids name (gone ones absent). */
  tenants: Map<string, TenantRecord>;
}

type Matched = Pick<TenantRecord, 'name' | 'phone' | 'email'>;

/** The template's fields are Add Tenant's input names. */
const INPUT_OF = Object.fromEntries(IMPORT_FIELDS.tenants.map((f) => [f, f]));

const sameEmail = (a: Matched, b: Matched) => emailKey(a.email) === emailKey(b.email);
const sameNamePhone = (a: Matched, b: Matched) => nameKey(a.name) === nameKey(b.name) && phoneDigits(a.phone) === phoneDigits(b.phone);
/** "Jane Smith (jane@example.com)": how a message names an existing tenant. */
const tenantNamed = (t: Matched) => `${t.name} (${t.email})`;

/**
 * The existing tenants a row names (pure, unit-tested): by email, then by name and phone. One email of one tenant
 * is that tenant; one email of several is the one of them with the row's name and phone too, else all of them (the
 * caller refuses the row); no email match is the tenants with the row's name and phone. Candidates are checked
 * against the row (a lookup item may hold a stale id).
 */
export function matchTenant<T extends Matched>(row: Matched, candidates: readonly T[]): { by: 'email' | 'name'; tenants: T[] } {
  const byEmail = candidates.filter((t) => sameEmail(t, row));
  if (byEmail.length === 1) return { by: 'email', tenants: byEmail };
  if (byEmail.length > 1) {
    const both = byEmail.filter((t) => sameNamePhone(t, row));
    return { by: 'email', tenants: both.length === 1 ? both : byEmail };
  }
  return { by: 'name', tenants: candidates.filter((t) => sameNamePhone(t, row)) };
}

/** The lookup items a row's cells name (only cells there: a row missing one is refused anyway). */
const lookupKeysOfCells = (companyId: string, cells: Readonly<Record<string, string>>) => [
  ...(cells.email ? [emailLookup(companyId, cells.email)] : []),
  ...(cells.name && cells.phone ? [namePhoneLookup(companyId, cells.name, cells.phone)] : []),
];

/** Writes that refuse the row when the run reaches it (a ConditionCheck that fails on the tenant: label → message). */
const refusal = (label: string, companyId: string, tenantId: string, exists: boolean): TransactOp[] => [
  {
    label,
    ConditionCheck: {
      Key: rentKeys.tenant(companyId, tenantId),
      ConditionExpression: exists ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)',
    },
  },
];

export const tenantsImport: ImportKindModule<TenantRow, TenantsContext> = {
  ...tenantsBasics,
  /** The lookup items of tenants from before them are written first (once per company: the backfill). */
  async load(companyId, mode) {
    await ensureTenantLookups(companyId);
    return { mode, ids: new Map(), tenants: new Map() };
  },
  /** The lookup items the rows name, then the tenants they hold: two BatchGetItems per chunk, each in proportion to it. */
  async lookup(companyId, rows, context) {
    const keys = [...new Map(rows.flatMap((r) => lookupKeysOfCells(companyId, r)).map((k) => [k.sk, k])).values()].filter(
      (k) => !context.ids.has(k.sk),
    );
    if (!keys.length) return;
    const found = await tenantIdsByLookup(keys);
    for (const k of keys) context.ids.set(k.sk, found.get(k.sk) ?? []);
    const unread = [...new Set(keys.flatMap((k) => context.ids.get(k.sk)!))].filter((id) => !context.tenants.has(id));
    for (const [id, tenant] of await tenantsById(companyId, unread)) context.tenants.set(id, tenant);
  },
  check(cells, context) {
    const { value, issues } = checkWith(addTenantSchema, cells, INPUT_OF, {
      fields: REQUIRED_FIELDS.tenants,
      message: RENT_MESSAGES.tenantRequired,
    });
    if (!value) return { issues };
    // the lookup items are held by sort key (the partition is the company's, for every row)
    const candidateIds = new Set(lookupKeysOfCells('', cells).flatMap((k) => context.ids.get(k.sk) ?? []));
    const candidates = [...candidateIds].map((id) => context.tenants.get(id)).filter((t): t is TenantRecord => t !== undefined);
    const match = matchTenant(value, candidates);
    if (match.tenants.length === 0) return issues.length ? { issues } : { value: { input: value }, issues };
    const named = match.tenants.map(tenantNamed).join(', ');
    const field = match.by === 'email' ? 'email' : 'name';
    if (context.mode === 'create') issues.push({ field, message: M.tenantExists(named) });
    else if (match.tenants.length > 1) issues.push({ field, message: M.tenantAmbiguous(named) });
    if (issues.length) return { issues };
    const update = match.tenants[0].tenantId;
    return { value: { input: value, update }, update, issues };
  },
  // not the email alone: a family shares one (a row pasted twice repeats the name and phone too)
  uniques: (v) => ({
    'name+phone': `${nameKey(v.input.name)}#${phoneDigits(v.input.phone)}`,
    ...(v.update ? { tenant: v.update } : {}),
  }),
  key: (companyId, recordId) => rentKeys.tenant(companyId, recordId),
  conflicts: {
    tenant: 'The tenant was changed while the import ran: run the import again',
    gone: RENT_MESSAGES.tenantNotFound,
    tooManyRents: RENT_MESSAGES.tenantTooManyRents,
  },
  async writeOps(audit, row, now) {
    const { companyId } = audit;
    if (!row.update) {
      const tenant = newTenantRecord(companyId, row.recordId, row.value.input, now);
      return createTenantOps(tenant, tenantCreatedAuditOp(audit, tenant, now)).map((op) =>
        op.label === 'tenant' ? { ...op, label: 'record' } : op,
      );
    }
    // Edit tenant's own plan on the tenant as it is now (its version): the same rules, copies and entry
    const before = await getTenant(companyId, row.update);
    if (!before) return refusal('gone', companyId, row.update, true);
    const plan = await planTenantEdit(audit, before, row.value.input, now);
    if (!('refused' in plan)) return plan.ops;
    if (plan.refused === 'noChanges') return [];
    // the rent index is behind the tenant's rents (a rent added this instant): the row fails, a re-run takes it
    return refusal(plan.refused === 'tooManyRents' ? 'tooManyRents' : 'tenant', companyId, row.update, false);
  },
  /** Delete Tenant itself (its guard, its transaction and its audit entry). */
  async remove(audit, recordId) {
    try {
      await removeTenant(audit, recordId);
      return 'removed';
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) return 'gone';
      if (err instanceof HttpError && err.statusCode === 409) return 'referenced';
      throw err;
    }
  },
};

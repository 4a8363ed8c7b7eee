/**
 * Tenants (IMPORT.md "Kinds"): the Add Tenant call's schema, messages, record and audit entry; undo is Delete Tenant.
 *
 * Duplicates: Add Tenant refuses no tenant as a duplicate (no claim on email, phone or ID: two tenants may share a
 * family email or phone), so nothing is checked against the company's tenants. Inside one file a repeated email is
 * refused: a row pasted twice is the likely cause, and every tenant row must carry an email.
 */
import { IMPORT_FIELDS, REQUIRED_FIELDS } from '../../../shared/import/fields.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { addTenantSchema, type AddTenantInput } from '../../../shared/rent/schemas.ts';
import { HttpError } from '../../lib/errors.ts';
import { createTenantOps } from '../../rent/data/tenants.ts';
import * as rentKeys from '../../rent/keys.ts';
import { newTenantRecord, removeTenant, tenantCreatedAuditOp } from '../../rent/services/tenants.ts';
import { checkWith } from '../check-row.ts';
import type { ImportKindModule } from '../kind.ts';
import { tenantsBasics } from './basics.ts';

/** The template's fields are Add Tenant's input names. */
const INPUT_OF = Object.fromEntries(IMPORT_FIELDS.tenants.map((f) => [f, f]));

export const tenantsImport: ImportKindModule<AddTenantInput, null> = {
  ...tenantsBasics,
  load: async () => null,
  check(cells) {
    const { value, issues } = checkWith(addTenantSchema, cells, INPUT_OF, {
      fields: REQUIRED_FIELDS.tenants,
      message: RENT_MESSAGES.tenantRequired,
    });
    return value ? { value, issues } : { issues };
  },
  // the schema lowercases the email
  uniques: (v) => ({ email: v.email }),
  key: (companyId, recordId) => rentKeys.tenant(companyId, recordId),
  conflicts: {},
  async writeOps(audit, row, now) {
    const tenant = newTenantRecord(audit.companyId, row.recordId, row.value, now);
    return createTenantOps(tenant, tenantCreatedAuditOp(audit, tenant, now)).map((op) =>
      op.label === 'tenant' ? { ...op, label: 'record' } : op,
    );
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

/** Suppliers and customers (IMPORT.md "Kinds"): the Add Supplier / Add Customer call's schema, record and audit entry. */
import { REQUIRED_FIELDS } from '../../../shared/import/fields.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { addPartnerSchema, type AddPartnerInput } from '../../../shared/inventory/schemas.ts';
import { normalizeName } from '../../inventory/records.ts';
import { createPartnerOps, deletePartnerOps, getPartner, listPartners } from '../../inventory/data/partners.ts';
import * as imsKeys from '../../inventory/keys.ts';
import type { PartnerKind } from '../../inventory/keys.ts';
import { newPartnerRecord, partnerAuditOp } from '../../inventory/services/partners.ts';
import { allPages } from '../../lib/dynamo/query.ts';
import { isConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { checkWith } from '../check-row.ts';
import type { ImportKindModule } from '../kind.ts';
import { partnersBasics } from './basics.ts';

const INPUT_OF = {
  name: 'name',
  contact_name: 'contactPerson',
  contact_phone: 'contactNumber',
  contact_email: 'contactEmail',
  address: 'address',
};
const LABEL: Record<PartnerKind, string> = { supplier: 'supplier', customer: 'customer' };

/** Every name the company has for this kind (normalised), read page by page. */
async function namesOf(companyId: string, kind: PartnerKind): Promise<Set<string>> {
  const partners = await allPages((cursor) => listPartners(companyId, kind, { limit: 1000, cursor }));
  return new Set(partners.map((p) => normalizeName(p.name)));
}

function partnersImport(kind: PartnerKind, importKind: 'suppliers' | 'customers'): ImportKindModule<AddPartnerInput, Set<string>> {
  const relabel = (ops: TransactOp[]) => ops.map((op) => (op.label === 'partner' && 'Put' in op ? { ...op, label: 'record' } : op));
  return {
    ...partnersBasics(kind, importKind),
    load: (companyId) => namesOf(companyId, kind),
    check(cells, names) {
      const { value, issues } = checkWith(addPartnerSchema, cells, INPUT_OF, {
        fields: REQUIRED_FIELDS[importKind],
        message: M.provideAllFields,
      });
      if (value && names.has(normalizeName(value.name)))
        return { issues: [{ field: 'name', message: `A ${LABEL[kind]} with this name already exists` }] };
      return value ? { value, issues } : { issues };
    },
    uniques: (v) => ({ name: normalizeName(v.name) }),
    key: (companyId, recordId) => imsKeys.partner(companyId, kind, recordId),
    conflicts: {},
    async writeOps(audit, row, now) {
      const record = newPartnerRecord(audit.companyId, kind, row.recordId, row.value, now);
      return relabel(createPartnerOps(record, partnerAuditOp(audit, record, 'created', now)));
    },
    async remove(audit, recordId, now) {
      const current = await getPartner(audit.companyId, kind, recordId);
      if (!current) return 'gone';
      try {
        await transact(deletePartnerOps(current, partnerAuditOp(audit, current, 'removed', now)));
        return 'removed';
      } catch (err) {
        if (isConditionFailed(err, 'partner')) return (await getPartner(audit.companyId, kind, recordId)) ? 'referenced' : 'gone';
        throw err;
      }
    },
  };
}

export const suppliersImport = partnersImport('supplier', 'suppliers');
export const customersImport = partnersImport('customer', 'customers');

/** Warehouses: add (names unique per company, case-insensitive) and list. */
import { ulid } from 'ulid';
import * as M from '../../../shared/inventory/messages.ts';
import type { AddWarehouseInput, ListQuery, UpdateWarehouseInput, Warehouse } from '../../../shared/inventory/schemas.ts';
import { changesBetween, created } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { versionOf } from '../../lib/dynamo/versions.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { createWarehouse, getWarehouse, listWarehouses, updateWarehouseFields } from '../data/warehouses.ts';
import type { WarehouseRecord } from '../records.ts';

export const warehouseOf = (w: WarehouseRecord): Warehouse => ({
  id: w.warehouseId,
  name: w.name,
  location: w.location,
  version: versionOf(w),
});

/** A warehouse as its audit entries show it. */
const warehouseSnapshot = (w: Pick<WarehouseRecord, 'name' | 'location'>) => ({ name: w.name, location: w.location });

export async function addWarehouse(audit: AuditContext, input: AddWarehouseInput, now = new Date()): Promise<{ id: string }> {
  const record: WarehouseRecord = {
    companyId: audit.companyId,
    warehouseId: ulid(),
    name: input.warehouseName,
    location: input.warehouseLocation,
    createdAt: now.toISOString(),
  };
  try {
    await createWarehouse(
      record,
      auditOp(
        audit,
        { kind: 'warehouse', recordId: record.warehouseId, recordLabel: record.name, changes: created(warehouseSnapshot(record)) },
        now,
      ),
    );
  } catch (err) {
    throw mapConditionFailed(err, { name: conflict(M.warehouseNameTaken) });
  }
  return { id: record.warehouseId };
}

/** 404 unknown; 400 no change; 409 the name of another warehouse (as on add) or a stale version. */
export async function updateWarehouse(audit: AuditContext, input: UpdateWarehouseInput, now = new Date()): Promise<void> {
  const before = await getWarehouse(audit.companyId, input.id);
  if (!before) throw notFound(M.warehouseNotFound);
  const after: WarehouseRecord = { ...before, name: input.name, location: input.location };
  const changes = changesBetween(warehouseSnapshot(before), warehouseSnapshot(after));
  if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
  try {
    await updateWarehouseFields(
      before,
      after,
      input.version,
      auditOp(audit, { kind: 'warehouse', recordId: before.warehouseId, recordLabel: after.name, changes }, now),
    );
  } catch (err) {
    throw mapConditionFailed(err, { warehouse: conflict(CORRECTION_MESSAGES.staleVersion), name: conflict(M.warehouseNameTaken) });
  }
}

export async function warehouseList(companyId: string, page: ListQuery) {
  const { items, nextCursor } = await listWarehouses(companyId, page);
  return { rows: items.map(warehouseOf), nextCursor };
}

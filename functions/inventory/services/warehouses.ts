/** Warehouses: add (names unique per company, case-insensitive) and list. */
import { ulid } from 'ulid';
import * as M from '../../../shared/inventory/messages.ts';
import type { AddWarehouseInput, ListQuery, UpdateWarehouseInput, Warehouse } from '../../../shared/inventory/schemas.ts';
import { changesBetween, created, removed } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { versionOf } from '../../lib/dynamo/versions.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  createWarehouse,
  deleteWarehouse,
  getWarehouse,
  listWarehouses,
  updateWarehouseFields,
  warehouseHasPurchaseOrders,
} from '../data/warehouses.ts';
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

/**
 * Owner only (the route): a warehouse with no stock, no stock history and no orders. 404 unknown; 409
 * `This warehouse has stock or orders` (maintained counters in the delete's condition, plus one key of the
 * purchase orders' warehouse index for orders placed before the counter).
 */
export async function removeWarehouse(audit: AuditContext, warehouseId: string, now = new Date()): Promise<void> {
  const warehouse = await getWarehouse(audit.companyId, warehouseId);
  if (!warehouse) throw notFound(M.warehouseNotFound);
  if (await warehouseHasPurchaseOrders(audit.companyId, warehouseId)) throw conflict(M.warehouseInUse);
  try {
    await deleteWarehouse(
      warehouse,
      auditOp(
        audit,
        { kind: 'warehouse', recordId: warehouseId, recordLabel: warehouse.name, changes: removed(warehouseSnapshot(warehouse)) },
        now,
      ),
    );
  } catch (err) {
    throw mapConditionFailed(err, { warehouse: conflict(M.warehouseInUse) });
  }
}

export async function warehouseList(companyId: string, page: ListQuery) {
  const { items, nextCursor } = await listWarehouses(companyId, page);
  return { rows: items.map(warehouseOf), nextCursor };
}

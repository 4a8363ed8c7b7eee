/** Warehouses: add (names unique per company, case-insensitive) and list. */
import { ulid } from 'ulid';
import * as M from '../../../shared/inventory/messages.ts';
import type { AddWarehouseInput, ListQuery, Warehouse } from '../../../shared/inventory/schemas.ts';
import { created } from '../../../shared/audit/changes.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { conflict } from '../../lib/errors.ts';
import { createWarehouse, listWarehouses } from '../data/warehouses.ts';
import type { WarehouseRecord } from '../records.ts';

export const warehouseOf = (w: WarehouseRecord): Warehouse => ({ id: w.warehouseId, name: w.name, location: w.location });

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

export async function warehouseList(companyId: string, page: ListQuery) {
  const { items, nextCursor } = await listWarehouses(companyId, page);
  return { rows: items.map(warehouseOf), nextCursor };
}

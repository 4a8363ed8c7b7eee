/** Transfers between warehouses (access patterns: ../README.md "Transfers"). */
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryPage, type KeyQuery } from '../../lib/dynamo/query.ts';
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import { warehouseInScope } from '../../lib/scope.ts';
import * as imsKeys from '../keys.ts';
import { transferScopeFilter } from '../scope.ts';
import { transferFromItem, transferToItem, type TransferRecord } from '../records.ts';
import { allocateOrderId } from './purchase-orders.ts';

/** The next transfer number of the company (TO-00001, …), from its own counter as order numbers are made. */
export const allocateTransferId = (companyId: string) => allocateOrderId(imsKeys.transferCounter(companyId));

/** A transfer is inside the account's scope when either of its warehouses is. */
export const transferInScope = (t: Pick<TransferRecord, 'fromWarehouseId' | 'toWarehouseId'>) =>
  warehouseInScope(t.fromWarehouseId) || warehouseInScope(t.toWarehouseId);

/** A transfer by number (consistent); null when there is none, or neither of its warehouses is in the account's scope. */
export async function getTransfer(companyId: string, transferId: number): Promise<TransferRecord | null> {
  const item = await getItem(imsKeys.transfer(companyId, transferId), { consistent: true });
  const transfer = item ? transferFromItem(item) : null;
  return transfer && transferInScope(transfer) ? transfer : null;
}

/**
 * The transfer as a transaction item (label `transfer`): a new one (`readVersion` null: its number is nobody's) or the
 * version that was read replaced. Its pointers under both warehouses (with the status they filter on) go with it;
 * `previous` names the ends of the version read when an edit moved them, whose pointers go.
 */
export function putTransferOps(
  next: TransferRecord,
  readVersion: number | null,
  previous?: Pick<TransferRecord, 'fromWarehouseId' | 'toWarehouseId'>,
): TransactOp[] {
  const ops: TransactOp[] = [
    {
      label: 'transfer',
      Put: {
        Item: transferToItem(next),
        ...(readVersion === null
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: '#version = :read',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':read': readVersion },
            }),
      },
    },
  ];
  const ends = [next.fromWarehouseId, next.toWarehouseId];
  for (const warehouseId of ends)
    ops.push({
      label: 'pointer',
      Put: {
        Item: {
          ...imsKeys.transferWarehousePointer(next.companyId, warehouseId, next.transferId),
          transferId: next.transferId,
          status: next.status,
        },
      },
    });
  for (const warehouseId of previous ? [previous.fromWarehouseId, previous.toWarehouseId] : [])
    if (!ends.includes(warehouseId))
      ops.push({ label: 'pointer', Delete: { Key: imsKeys.transferWarehousePointer(next.companyId, warehouseId, next.transferId) } });
  return ops;
}

export interface TransferFilter {
  status?: string;
  /** Transfers from or to this warehouse. */
  warehouseId?: string;
}

/**
 * One page of the company's transfers inside the account's scope, newest first. A warehouse reads its pointers (either
 * end; a status filters them), then the page's headers in one BatchGetItem; a status alone reads its index; neither,
 * the headers. A scoped account's page without a warehouse filters on either end (it reads the ones it skips); a
 * warehouse outside its scope has no transfers for it.
 */
export async function listTransfers(
  companyId: string,
  filter: TransferFilter,
  page: { limit: number; cursor?: string | null },
): Promise<{ items: TransferRecord[]; nextCursor: string | null }> {
  if (filter.warehouseId) {
    if (!warehouseInScope(filter.warehouseId)) return { items: [], nextCursor: null };
    const found = await queryPage({
      partition: imsKeys.companyPartition(companyId),
      sort: beginsWith(imsKeys.transfersOfWarehousePrefix(filter.warehouseId)),
      descending: true,
      ...(filter.status ? { filter: { expression: '#st = :st', names: { '#st': 'status' }, values: { ':st': filter.status } } } : {}),
      ...page,
    });
    const ids = found.items.map((p) => Number(p.transferId));
    const headers = new Map(
      (
        await batchGetItems(
          ids.map((id) => imsKeys.transfer(companyId, id)),
          { consistent: true },
        )
      )
        .map(transferFromItem)
        .map((t) => [t.transferId, t] as const),
    );
    return { items: ids.flatMap((id) => (headers.has(id) ? [headers.get(id)!] : [])), nextCursor: found.nextCursor };
  }
  const query: KeyQuery = filter.status
    ? { index: 'gsi3', partition: imsKeys.transfersByStatusPk(companyId, filter.status) }
    : { partition: imsKeys.companyPartition(companyId), sort: beginsWith(imsKeys.transfersPrefix) };
  const scope = transferScopeFilter();
  const found = await queryPage({ ...query, descending: true, ...(scope ? { filter: scope } : {}), ...page });
  return { items: found.items.map(transferFromItem), nextCursor: found.nextCursor };
}

/** Buildings (access patterns: ../README.md). Their figures are maintained by the room and rent writes. */
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryAll } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { versionGuard } from '../../lib/dynamo/versions.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { buildingInScope, currentScope } from '../../lib/scope.ts';
import * as rentKeys from '../keys.ts';
import { buildingFromItem, buildingToItem, type BuildingRecord } from '../records.ts';

/** The company's buildings inside the account's scope: a scoped account reads its own buildings by key, in number order. */
export async function listBuildings(companyId: string): Promise<BuildingRecord[]> {
  const { buildings } = currentScope();
  if (buildings !== 'all') {
    const items = await batchGetItems(buildings.map((n) => rentKeys.building(companyId, n)));
    return items.map(buildingFromItem).sort((a, b) => a.buildingNumber - b.buildingNumber);
  }
  const items = await queryAll({ partition: rentKeys.companyPartition(companyId), sort: beginsWith(rentKeys.buildingsPrefix) });
  return items.map(buildingFromItem);
}

/** A building by number; null when there is none, or it is outside the account's scope (ROLES.md: 404 as another company's). */
export async function getBuilding(companyId: string, buildingNumber: number): Promise<BuildingRecord | null> {
  if (!buildingInScope(buildingNumber)) return null;
  const item = await getItem(rentKeys.building(companyId, buildingNumber), { consistent: true });
  return item ? buildingFromItem(item) : null;
}

/** With its audit entry. Condition label `building`: the company already has a building with this number. */
export async function createBuilding(building: BuildingRecord, audit: TransactOp): Promise<void> {
  await transact([{ label: 'building', Put: { Item: buildingToItem(building), ConditionExpression: 'attribute_not_exists(pk)' } }, audit]);
}

/**
 * Corrects a building's name, address and floors from the version read, with its audit entry. When floors shrink,
 * the write is also conditioned on the room count read (a room added meanwhile on a level being removed is not
 * missed: the caller re-reads and checks again); a room add conditions on `floors >= level`, so it cannot land
 * on a removed level after this write. Condition label `building` (gone, edited since, or its rooms changed).
 */
export async function updateBuilding(
  before: BuildingRecord,
  after: Pick<BuildingRecord, 'name' | 'address' | 'floors'>,
  expectedVersion: number,
  audit: TransactOp,
): Promise<void> {
  const guard = versionGuard(expectedVersion);
  const shrinks = after.floors < before.floors;
  await transact([
    {
      label: 'building',
      Update: {
        Key: rentKeys.building(before.companyId, before.buildingNumber),
        UpdateExpression: `SET #name = :name, address = :address, floors = :floors, ${guard.set}`,
        ConditionExpression: `attribute_exists(pk) AND ${guard.condition}${shrinks ? ' AND totalRooms = :rooms' : ''}`,
        ExpressionAttributeNames: { '#name': 'name', ...guard.names },
        ExpressionAttributeValues: {
          ':name': after.name,
          ':address': after.address,
          ':floors': after.floors,
          ...guard.values,
          ...(shrinks ? { ':rooms': before.totalRooms } : {}),
        },
      },
    },
    audit,
  ]);
}

/**
 * Deletes a building that has no rooms (so its partition is empty: rents and number claims live with rooms), with
 * its audit entry. Condition label `building` (gone, or it has rooms).
 */
export async function deleteBuilding(companyId: string, buildingNumber: number, audit: TransactOp): Promise<void> {
  await transact([
    {
      label: 'building',
      Delete: {
        Key: rentKeys.building(companyId, buildingNumber),
        ConditionExpression: 'attribute_exists(pk) AND totalRooms = :none',
        ExpressionAttributeValues: { ':none': 0 },
      },
    },
    audit,
  ]);
}

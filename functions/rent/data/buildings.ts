/** Buildings (access patterns: ../README.md). Their figures are maintained by the room and rent writes. */
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryAll } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as rentKeys from '../keys.ts';
import { buildingFromItem, buildingToItem, type BuildingRecord } from '../records.ts';

/** Building cards: one Query over the company's building items (their aggregates are maintained). */
export async function listBuildings(companyId: string): Promise<BuildingRecord[]> {
  const items = await queryAll({ partition: rentKeys.companyPartition(companyId), sort: beginsWith(rentKeys.buildingsPrefix) });
  return items.map(buildingFromItem);
}

export async function getBuilding(companyId: string, buildingNumber: number): Promise<BuildingRecord | null> {
  const item = await getItem(rentKeys.building(companyId, buildingNumber), { consistent: true });
  return item ? buildingFromItem(item) : null;
}

/** With its audit entry. Condition label `building`: the company already has a building with this number. */
export async function createBuilding(building: BuildingRecord, audit: TransactOp): Promise<void> {
  await transact([{ label: 'building', Put: { Item: buildingToItem(building), ConditionExpression: 'attribute_not_exists(pk)' } }, audit]);
}

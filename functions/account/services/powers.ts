/** A linked account's role, apps and scope as an owner sets them (ROLES.md): defaults, checks, audit snapshot. */
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import {
  APPS,
  type AccountPowers,
  type AppName,
  type AssignableRole,
  type BuildingScope,
  type WarehouseScope,
} from '../../../shared/account/permissions.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { badRequest } from '../../lib/errors.ts';
import * as inventoryKeys from '../../inventory/keys.ts';
import * as rentKeys from '../../rent/keys.ts';

export interface LinkedPowers {
  role: AssignableRole;
  apps: AppName[];
  buildings: BuildingScope;
  warehouses: WarehouseScope;
}

/**
 * The powers an owner asked for, with ROLES.md's defaults (staff, both apps, all buildings and warehouses), each
 * building and warehouse checked to be the company's (400 `Unknown building N` / `Unknown warehouse`).
 */
export async function checkedPowers(
  companyId: string,
  input: { role?: AssignableRole; apps?: readonly AppName[]; buildings?: BuildingScope; warehouses?: WarehouseScope },
): Promise<LinkedPowers> {
  const buildings =
    input.buildings === undefined || input.buildings === 'all' ? 'all' : [...new Set(input.buildings)].sort((a, b) => a - b);
  const warehouses = input.warehouses === undefined || input.warehouses === 'all' ? 'all' : [...new Set(input.warehouses)].sort();
  const apps = APPS.filter((app) => (input.apps ?? APPS).includes(app));
  const keys = [
    ...(buildings === 'all' ? [] : buildings.map((n) => rentKeys.building(companyId, n))),
    ...(warehouses === 'all' ? [] : warehouses.map((id) => inventoryKeys.warehouse(companyId, id))),
  ];
  if (keys.length) {
    const found = new Set((await batchGetItems(keys)).map((item) => `${item.pk}|${item.sk}`));
    const has = (key: { pk: string; sk: string }) => found.has(`${key.pk}|${key.sk}`);
    if (buildings !== 'all') {
      const unknown = buildings.find((n) => !has(rentKeys.building(companyId, n)));
      if (unknown !== undefined) throw badRequest(ACCOUNT_MESSAGES.unknownBuilding(unknown));
    }
    if (warehouses !== 'all' && warehouses.some((id) => !has(inventoryKeys.warehouse(companyId, id)))) {
      throw badRequest(ACCOUNT_MESSAGES.unknownWarehouse);
    }
  }
  return { role: input.role ?? 'staff', apps, buildings, warehouses };
}

const scopeText = (scope: 'all' | readonly (string | number)[]) => (scope === 'all' ? 'all' : scope.join(', '));

/** Role, apps and scope as an audit entry shows them (before and after). */
export function powersSnapshot(powers: Pick<AccountPowers, 'role' | 'apps' | 'buildings' | 'warehouses'>) {
  return {
    role: powers.role,
    apps: powers.apps.join(', '),
    buildings: scopeText(powers.buildings),
    warehouses: scopeText(powers.warehouses),
  };
}

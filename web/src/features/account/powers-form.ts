/**
 * Role, apps and access (ROLES.md) as the Invite and Manage dialogs hold them: text values, so the stale-edit Reload
 * compares them like any field, and what the tables say of them. Pure, so it is tested in node
 * (tests/unit/web-account-powers.test.ts).
 */
import {
  APPS,
  ROLE_LABELS,
  type AccountRole,
  type AppName,
  type BuildingScope,
  type WarehouseScope,
} from '../../../../shared/account/permissions.ts';
import { formatDate } from '../../../../shared/domain/format.ts';

/** `buildings` and `warehouses` are `all` or the chosen ids joined by commas (empty: chosen, none yet). */
export interface PowersValues {
  role: string;
  apps: string;
  buildings: string;
  warehouses: string;
}

export interface AccountPowersFields {
  role: AccountRole;
  apps: readonly AppName[];
  buildings: BuildingScope;
  warehouses: WarehouseScope;
}

export const ALL = 'all';
export const APP_LABELS: Record<AppName, string> = { rent: 'Rent', inventory: 'Inventory' };

const joined = (scope: 'all' | readonly (number | string)[]) => (scope === ALL ? ALL : scope.join(','));
/** The ids of a chosen list (`all` and empty: none). */
export const idsOf = (value: string): string[] => (value === ALL || value === '' ? [] : value.split(','));

/** What a new invitation starts with: no role chosen (the role is a decision), both apps, all of both. */
export const NEW_POWERS: PowersValues = { role: '', apps: APPS.join(','), buildings: ALL, warehouses: ALL };

export const powersValuesOf = (account: AccountPowersFields): PowersValues => ({
  role: account.role,
  apps: account.apps.join(','),
  buildings: joined(account.buildings),
  warehouses: joined(account.warehouses),
});

/** The body's fields (the shared schema then checks them and gives the spec's messages). */
export function powersBody(values: PowersValues) {
  return {
    role: values.role,
    apps: values.apps === '' ? [] : values.apps.split(','),
    buildings: values.buildings === ALL ? ALL : idsOf(values.buildings).map(Number),
    warehouses: values.warehouses === ALL ? ALL : idsOf(values.warehouses),
  };
}

/** A chosen list left empty: the account would see nothing of that app. */
export function emptyScopeProblem(values: PowersValues): string | null {
  const apps = values.apps.split(',');
  if (apps.includes('rent') && values.buildings === '') return 'Choose at least one building, or All buildings';
  if (apps.includes('inventory') && values.warehouses === '') return 'Choose at least one warehouse, or All warehouses';
  return null;
}

/** Toggles one id in a comma list, keeping the order of `order` (the picker's). */
export function toggleId(value: string, id: string, on: boolean, order: readonly string[]): string {
  const chosen = new Set(idsOf(value));
  if (on) chosen.add(id);
  else chosen.delete(id);
  return order.filter((each) => chosen.has(each)).join(',');
}

export const roleText = (role: AccountRole) => ROLE_LABELS[role];

export const appsText = (apps: readonly AppName[]) => (apps.length ? apps.map((app) => APP_LABELS[app]).join(', ') : 'None');

/**
 * The Access column: buildings and warehouses, each "All …" or the chosen ones by name where the name is known
 * (`names`), the building's number otherwise. Only the account's apps count.
 */
export function accessText(
  account: Pick<AccountPowersFields, 'apps' | 'buildings' | 'warehouses'>,
  names: { buildings?: ReadonlyMap<number, string>; warehouses?: ReadonlyMap<string, string> } = {},
): string {
  const parts: string[] = [];
  if (account.apps.includes('rent')) {
    parts.push(
      account.buildings === ALL
        ? 'All buildings'
        : `${account.buildings.length === 1 ? 'Building' : 'Buildings'} ${account.buildings.map((n) => (names.buildings?.has(n) ? `${n} (${names.buildings.get(n)})` : String(n))).join(', ')}`,
    );
  }
  if (account.apps.includes('inventory')) {
    parts.push(
      account.warehouses === ALL
        ? 'All warehouses'
        : `${account.warehouses.length === 1 ? 'Warehouse' : 'Warehouses'} ${account.warehouses.map((id) => names.warehouses?.get(id) ?? id).join(', ')}`,
    );
  }
  return parts.join(' · ') || 'None';
}

/** A pending invitation's Last Login cell. */
export const invitedText = (expiresAt: string | null) => (expiresAt ? `Invited · expires ${formatDate(expiresAt)}` : 'Invited');

/** What was typed in one of the powers fields, in words (a stale edit's Reload shows it beside the saved value). */
export function typedPowersText(field: keyof PowersValues, value: string): string {
  if (field === 'role') return value in ROLE_LABELS ? ROLE_LABELS[value as AccountRole] : 'No role';
  if (field === 'apps') return appsText(value === '' ? [] : (value.split(',') as AppName[]));
  const plural = field === 'buildings' ? 'buildings' : 'warehouses';
  if (value === ALL) return `All ${plural}`;
  return value === '' ? `No ${plural}` : `${plural[0]!.toUpperCase()}${plural.slice(1)} ${idsOf(value).join(', ')}`;
}

/**
 * What of the audit trail an account sees (ROLES.md: Activity of its scope). An entry about a building, room, rent,
 * payment or maintenance request names its building in its record id; a warehouse's names the warehouse: those show
 * to accounts whose scope holds it. Entries about what the whole company shares (tenants, items, orders, invoices,
 * expenses, partners) show to accounts that see every building (rent) or every warehouse (inventory); accounts and
 * settings only to accounts that see everything. An app outside the account's apps shows nothing.
 */
import type { AppName } from '../../../shared/account/permissions.ts';
import type { AuditEntry, AuditKind } from '../../../shared/audit/types.ts';
import { buildingInScope, currentScope, warehouseInScope } from '../../lib/scope.ts';
import { buildingOfId } from '../../rent/ids.ts';

const RENT_IN_BUILDING: ReadonlySet<AuditKind> = new Set(['building', 'room', 'rent', 'payment', 'maintenance']);
const RENT_SHARED: ReadonlySet<AuditKind> = new Set(['tenant']);

export function entryInScope(entry: Pick<AuditEntry, 'kind' | 'record_id'>, apps: readonly AppName[]): boolean {
  const { buildings, warehouses } = currentScope();
  const kind = entry.kind;
  if (RENT_IN_BUILDING.has(kind) || RENT_SHARED.has(kind)) {
    if (!apps.includes('rent')) return false;
    if (buildings === 'all') return true;
    if (RENT_SHARED.has(kind)) return false;
    const building = kind === 'building' ? Number(entry.record_id) : buildingOfId(entry.record_id);
    return building !== null && Number.isInteger(building) && buildingInScope(building);
  }
  if (kind === 'account' || kind === 'settings') return buildings === 'all' && warehouses === 'all' && apps.length === 2;
  if (!apps.includes('inventory')) return false;
  if (warehouses === 'all') return true;
  return kind === 'warehouse' && warehouseInScope(entry.record_id);
}

/**
 * What the transfer and count screens share (WAREHOUSE.md), pure so it is tested in node
 * (tests/unit/web-warehouse-floor.test.ts): their status colours, the in-transit figure the item page and the stock
 * dashboard show when the API sends one, and whether the account may call a route.
 */
import type { Permission, RoutePermission } from '../../../../shared/account/permissions.ts';
import type { CountStatus } from '../../../../shared/inventory/counts.ts';
import type { StatusTone } from '../../../../shared/inventory/rules.ts';
import type { TransferStatus } from '../../../../shared/inventory/transfers.ts';

/** The orders' palette (shared/inventory/rules.ts STATUS_TONES) for the words of transfers and counts. */
const FLOOR_TONES: Record<TransferStatus | CountStatus, StatusTone> = {
  Requested: 'yellow',
  'In transit': 'orange',
  'Partly received': 'orange',
  Received: 'green',
  // closed short: the rest was posted as lost, the transfer is done
  Closed: 'green',
  Cancelled: 'red',
  Open: 'yellow',
  Completed: 'green',
};

export const floorStatusTone = (status: string): StatusTone => FLOOR_TONES[status as TransferStatus | CountStatus] ?? 'yellow';

/**
 * Units in transit on a row of the item page or the stock dashboard: the API adds `in_transit` where a transfer is
 * on its way (absent on older rows), so it is read whatever the row's declared type; anything but a positive whole
 * number is 0, and 0 shows nothing.
 */
export function inTransitOf(row: object): number {
  const value = 'in_transit' in row ? row.in_transit : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** May the account call this route? Its permission (the manifest's) against company-ifo `me.permissions`. */
export const mayCall = (can: (p: Permission) => boolean, route: { permission: RoutePermission }): boolean =>
  route.permission === 'public' || (route.permission !== 'portal' && can(route.permission));

import { floorStatusTone } from '../warehouse-floor.ts';

/** A transfer's or count's status in the orders' palette (StatusBadge's classes, the tone from warehouse-floor.ts). */
export function FloorStatusBadge({ status }: { status: string }) {
  return <span className={`badge status-badge status-tone-${floorStatusTone(status)}`}>{status}</span>;
}

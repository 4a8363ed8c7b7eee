import type { MaintenancePriority, MaintenanceSource, MaintenanceStatus } from '../../../../../shared/rent/maintenance.ts';
import type { StatusTone } from '../status.ts';
import { StatusBadge } from './StatusBadge.tsx';

const STATUS_TONES: Record<MaintenanceStatus, StatusTone> = {
  Open: 'unpaid',
  'In progress': 'pending',
  Done: 'paid',
  Cancelled: 'vacant',
};
const PRIORITY_TONES: Record<MaintenancePriority, StatusTone> = { Urgent: 'overdue', High: 'overstay', Normal: 'pending', Low: 'vacant' };

/** A maintenance request's status as text on its colour. */
export const MaintenanceStatusBadge = ({ status }: { status: MaintenanceStatus }) => (
  <StatusBadge label={status} tone={STATUS_TONES[status]} />
);

/** A request's priority as text on its colour (Urgent red). */
export const PriorityBadge = ({ priority }: { priority: MaintenancePriority }) => (
  <StatusBadge label={priority} tone={PRIORITY_TONES[priority]} />
);

/** "From the portal" on a request the room's tenant opened in the portal (PORTAL.md); nothing on the staff's own. */
export const SourceBadge = ({ source }: { source: MaintenanceSource }) =>
  source === 'portal' ? <StatusBadge label="From the portal" tone="vacant" className="maintenance-source" /> : null;

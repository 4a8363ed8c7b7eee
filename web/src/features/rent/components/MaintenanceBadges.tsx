import type { MaintenancePriority, MaintenanceStatus } from '../../../../../shared/rent/maintenance.ts';
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

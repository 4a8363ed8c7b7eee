import { statusTone } from '../../../../../shared/inventory/rules.ts';

/**
 * A status word in its colour from the one palette (STATUS_TONES in shared/inventory/rules.ts): the dashboard,
 * order cards and details, invoices and customer links all show a status through it. `label` words it
 * differently where the spec does (the invoice view's "Partial Paid").
 */
export function StatusBadge({ status, label = status }: { status: string; label?: string }) {
  return <span className={`badge status-badge status-tone-${statusTone(status)}`}>{label}</span>;
}

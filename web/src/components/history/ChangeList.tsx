import { Link } from 'react-router-dom';
import { useCompanyInfo } from '../../lib/powers.ts';
import type { AuditEntry } from '../../../../shared/audit/types.ts';
import { changeText, readableChanges, type ValueView } from './audit-text.ts';

/**
 * The company's time zone (the Automation settings' own, from the company information any signed-in account reads):
 * the audit trail's times are shown in it. Undefined until it loads (the viewer's zone meanwhile).
 */
export function useCompanyTimeZone(): string | undefined {
  return useCompanyInfo().data?.time_zone;
}

function Value({ value }: { value: ValueView }) {
  return value.href ? <Link to={value.href}>{value.text}</Link> : <>{value.text}</>;
}

/**
 * An entry's changes as a person reads them ("Rent Price (USD): $1,200.00 → $1,250.00", a tenant or room as its name
 * with a link), internal fields left out; `limit` shows the first few and says how many more.
 */
export function ChangeList({
  entry,
  timeZone,
  limit,
  className,
}: {
  entry: AuditEntry;
  timeZone?: string;
  limit?: number;
  className: string;
}) {
  const changes = readableChanges(entry, timeZone);
  if (changes.length === 0) return null;
  const shown = limit === undefined ? changes : changes.slice(0, limit);
  return (
    <ul className={className}>
      {shown.map((change) => (
        <li key={change.field} aria-label={changeText(change)}>
          {change.label}: <Value value={change.before} /> → <Value value={change.after} />
        </li>
      ))}
      {changes.length > shown.length ? <li className="muted">and {changes.length - shown.length} more</li> : null}
    </ul>
  );
}

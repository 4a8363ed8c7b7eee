import type { StatusTone } from '../status.ts';

/** A status as text on its colour (never colour alone). */
export function StatusBadge({ label, tone, className = '' }: { label: string; tone: StatusTone; className?: string }) {
  return (
    <span className={`rent-status rent-status-${tone} ${className}`}>
      <span className="rent-status-dot" aria-hidden="true" />
      {label}
    </span>
  );
}

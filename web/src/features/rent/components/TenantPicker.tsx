import { useEffect, useState, type ReactNode } from 'react';
import type { TenantRow } from '../../../../../shared/rent/schemas.ts';
import { ComboBox, type ComboBoxItem } from '../../../components/ui/ComboBox.tsx';
import { useTenants } from '../api/tenants.ts';

/** Enough matches to choose from; fewer, and the picker reads on through the tenant list. */
const ENOUGH_MATCHES = 20;

const labelOf = (t: TenantRow) => (t.phone ? `${t.name} (${t.phone})` : t.name);

/**
 * The Add Rent tenant picker: a searchable list over the company's tenants (GET /api/tenant/all, newest first,
 * 200 a page). Typing filters by name or phone; while what is typed matches fewer than a screenful of the
 * tenants loaded so far and more pages exist, the next page loads, so every tenant can be found.
 */
export function TenantPicker({
  enabled,
  value,
  onChange,
  hint,
}: {
  /** Load the tenants (the modal is open). */
  enabled: boolean;
  value: string;
  onChange: (tenantId: string) => void;
  /** What to say when the list is empty or the tenant is missing (a link to Add Tenant). */
  hint: (state: { none: boolean }) => ReactNode;
}) {
  const tenants = useTenants(enabled);
  const [text, setText] = useState('');
  const items: ComboBoxItem[] = (tenants.data ?? []).map((t) => ({ id: t.id, label: labelOf(t) }));
  const selected = items.find((item) => item.id === value);
  // the input shows the chosen tenant's label: then the whole list is offered again
  const query = text.trim().toLowerCase();
  const filtering = query !== '' && text !== selected?.label;
  const matches = filtering ? items.filter((item) => item.label.toLowerCase().includes(query) || item.id === value) : items;
  const { hasMore, loadingMore, loadMore } = tenants;

  useEffect(() => {
    if (filtering && hasMore && !loadingMore && matches.length < ENOUGH_MATCHES) loadMore();
  }, [filtering, hasMore, loadingMore, matches.length, loadMore]);

  return (
    <ComboBox
      label="Tenant"
      name="tenantID"
      items={matches}
      selectedKey={value || null}
      onSelectionChange={(id) => onChange(id ?? '')}
      onInputChange={setText}
      loading={tenants.isLoading || loadingMore}
      placeholder={tenants.isLoading ? 'Loading tenants...' : 'Type a name or phone'}
      emptyText={hasMore ? 'Searching...' : 'No tenant matches'}
      hint={hint({ none: tenants.data !== undefined && tenants.data.length === 0 })}
      isRequired
    />
  );
}

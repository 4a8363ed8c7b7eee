import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import * as M from '../../../../../shared/inventory/messages.ts';
import { ComboBox } from '../../../components/ui/ComboBox.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCategories } from '../api/categories.ts';
import { useAddCount } from '../api/counts.ts';
import { useProductSearch } from '../api/receiving.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { PartySelect } from '../components/OrderLineEditor.tsx';
import { newCountBody, type CountScope } from '../count-sheet.ts';
import { useAllPages } from '../use-all-pages.ts';
import '../purchase-orders.css';
import '../warehouse-floor.css';

const SCOPES: readonly { value: CountScope; label: string; hint: string }[] = [
  { value: 'all', label: 'All items', hint: 'Every item the warehouse holds.' },
  { value: 'category', label: 'A category', hint: "The warehouse's items of one category." },
  { value: 'items', label: 'Chosen items', hint: 'Only the items you pick below.' },
];

/** /ims/add-count (WAREHOUSE.md "Stock counts"): the warehouse, what to count, blind or not; the sheet opens next. */
export function AddCountPage() {
  useDocumentTitle('New Stock Count');
  const id = useId();
  const navigate = useNavigate();
  const warehouses = useWarehouseOptions();
  const categories = useCategories();
  useAllPages(warehouses);
  useAllPages(categories);
  const [warehouseId, setWarehouseId] = useState('');
  const [scope, setScope] = useState<CountScope>('all');
  const [categoryId, setCategoryId] = useState('');
  const [chosen, setChosen] = useState<{ id: string; name: string; sku: string }[]>([]);
  const [search, setSearch] = useState('');
  const [blind, setBlind] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const results = useProductSearch(search);
  const addCount = useAddCount();

  const options = (results.data ?? [])
    .filter((p) => !chosen.some((c) => c.id === p.id))
    .map((p) => ({ id: p.id, label: `${p.name} (${p.sku})`, description: p.barcode ? `Barcode ${p.barcode}` : undefined }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = newCountBody({ warehouseId, scope, categoryId, itemIds: chosen.map((c) => c.id), blind });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setSaving(true);
    try {
      const res = await addCount({ body: checked.value });
      notify.success(res?.message || M.countAdded);
      void navigate(res?.id ? paths.inventory.count.href(res.id) : paths.inventory.counts.href());
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : M.somethingWentWrongFallback);
      setSaving(false);
    }
  }

  return (
    <div className="page po-add-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">New Stock Count</h1>
          <p className="page-subtitle">What each item should have is taken now; selling and receiving may go on while you count.</p>
        </div>
      </header>
      <form className="card po-add-form floor-count-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="New stock count">
        <PartySelect
          label="Warehouse"
          value={warehouseId}
          onChange={(v) => {
            setWarehouseId(v);
            setProblem(null);
          }}
          list={warehouses.data}
          noun="warehouse"
        />
        <fieldset className="floor-scope">
          <legend className="field-label">Count</legend>
          {SCOPES.map((s) => (
            <label key={s.value} className="floor-scope-option">
              <input
                type="radio"
                name={`${id}-scope`}
                value={s.value}
                checked={scope === s.value}
                onChange={() => {
                  setScope(s.value);
                  setProblem(null);
                }}
              />
              <span className="floor-scope-text">
                {s.label}
                <span className="checkbox-hint">{s.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {scope === 'category' ? (
          <SelectField
            label="Category"
            name="category"
            value={categoryId}
            onChange={(v) => {
              setCategoryId(v);
              setProblem(null);
            }}
            placeholder="Select a category"
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        ) : null}
        {scope === 'items' ? (
          <div className="floor-chosen">
            <ComboBox
              label="Add an item"
              placeholder="Search by name, SKU or barcode"
              items={options}
              selectedKey={null}
              onSelectionChange={(picked) => {
                const p = results.data?.find((r) => r.id === picked);
                if (!p) return;
                setChosen((all) => [...all, { id: p.id, name: p.name, sku: p.sku }]);
                setSearch('');
                setProblem(null);
              }}
              onInputChange={setSearch}
              loading={results.isLoading}
              emptyText="No items match"
            />
            {chosen.length === 0 ? (
              <p className="muted">No items chosen yet.</p>
            ) : (
              <ul className="floor-chips" aria-label="Chosen items">
                {chosen.map((c) => (
                  <li key={c.id} className="floor-chip">
                    <span>
                      {c.name} <span className="po-line-sku">{c.sku}</span>
                    </span>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Remove ${c.name}`}
                      onClick={() => setChosen((all) => all.filter((x) => x.id !== c.id))}
                    >
                      <CloseIcon size={16} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        <div className="checkbox-field">
          <input id={`${id}-blind`} type="checkbox" className="checkbox" checked={blind} onChange={(e) => setBlind(e.target.checked)} />
          <label htmlFor={`${id}-blind`}>
            <span className="checkbox-label">Blind count</span>
            <span className="checkbox-hint">
              Counters do not see what each item should have, so they count what is on the shelf rather than confirm a number. Expected
              quantities and differences show once the count is completed.
            </span>
          </label>
        </div>
        <FormMessage message={problem} />
        <div className="button-row po-actions">
          <Link className="btn btn-secondary" to={paths.inventory.counts.href()}>
            Cancel
          </Link>
          <button type="submit" className="btn btn-primary" aria-disabled={saving}>
            {saving ? 'Starting...' : 'Start count'}
          </button>
        </div>
      </form>
    </div>
  );
}

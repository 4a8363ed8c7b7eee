import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLoadMoreOnScroll } from '../../../lib/use-load-more.ts';
import { useCategories } from '../api/categories.ts';
import { allProducts } from '../api/exports.ts';
import { useProducts } from '../api/products.ts';
import { ItemCard } from '../components/ItemCard.tsx';
import { CategoryManager } from '../components/CategoryManager.tsx';
import { ItemFormDialog } from '../components/ItemFormDialog.tsx';
import { useItemScanner } from '../components/ItemScanner.tsx';
import { PrintLabelsButton } from '../components/PrintLabelsDialog.tsx';
import type { Product } from '../../../../../shared/inventory/schemas.ts';
import { itemExportColumns } from '../export-columns.ts';
import '../items.css';
import '../components/print-labels.css';
import { usePowers } from '../../../lib/powers.ts';

/** Search waits for a pause in typing before asking the server. */
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** /ims/items (spec part 2 §2 Items): search by name, SKU or barcode, filter by category, cards, Add New. */
export function ItemsPage() {
  const { can } = usePowers();
  useDocumentTitle('Items');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [adding, setAdding] = useState(false);
  const [managing, setManaging] = useState(false);
  const [archived, setArchived] = useState(false);
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const items = useProducts({ q, category, archived });
  const categories = useCategories();
  const sentinel = useLoadMoreOnScroll(items.loadMore, { rootMargin: '400px 0px' });
  const rows = items.data ?? [];
  // the items ticked for labels, kept across searches so a list can be gathered by scanning one item after another
  const [selected, setSelected] = useState<ReadonlyMap<string, Product>>(new Map());
  const toggle = (item: Product, on: boolean) =>
    setSelected((before) => {
      const next = new Map(before);
      if (on) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });
  // a scanned item is searched for by its code: the list shows it alone
  const scanner = useItemScanner((item) => {
    setSearch(item.barcode || item.sku);
    return `${item.name}: ${item.stock} ${item.unit_of_measure} in stock`;
  });

  return (
    <div className="page items-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Items</h1>
          <p className="page-subtitle">Your catalogue with the stock on hand in every warehouse.</p>
        </div>
        <div className="items-header-actions">
          {can('import.run') && can('inventory.item.write') ? (
            <Link to={paths.importData.href('items')} className="btn btn-secondary">
              Import
            </Link>
          ) : null}
          {/* the items the search and filters select, every page of them */}
          <ExportCsvButton title="Items" columns={itemExportColumns} load={(onPage) => allProducts({ q, category, archived }, onPage)} />
          {can('inventory.item.write') ? (
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setManaging(true)}>
                Categories
              </button>
              <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
                <PlusIcon size={18} /> Add New
              </button>
            </>
          ) : null}
        </div>
      </header>

      <section className="card items-filters" aria-label="Find items" {...scanner.wedge}>
        <TextField
          label="Search"
          type="search"
          placeholder="Name, SKU or barcode"
          autoComplete="off"
          value={search}
          onChange={setSearch}
          className="items-search"
        />
        <div className="items-scan">{scanner.scanButton()}</div>
        <SelectField
          label="Category"
          value={category}
          onChange={setCategory}
          placeholder="All Categories"
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          className="items-category"
        />
        <label className="items-archived">
          <input type="checkbox" className="checkbox" checked={archived} onChange={(e) => setArchived(e.target.checked)} />
          <span>Show archived</span>
        </label>
      </section>
      {scanner.extras}
      {selected.size > 0 ? (
        <section className="card items-selection" aria-label="Selected items">
          <span>{selected.size} selected</span>
          <PrintLabelsButton
            kind="items"
            rows={[...selected.values()].map((i) => ({ id: i.id, name: i.name, quantity: i.stock }))}
            className="btn btn-primary btn-sm"
          />
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSelected(new Map())}>
            Clear selection
          </button>
        </section>
      ) : null}

      {items.isLoading ? (
        <div className="card-loading" role="status">
          <span>Loading items...</span>
        </div>
      ) : items.error ? (
        <section className="card inline-error">
          <p>Items could not be loaded.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void items.mutate()}>
            Try again
          </button>
        </section>
      ) : rows.length === 0 ? (
        <p className="card table-empty">{archived ? 'No archived items.' : 'No items found.'}</p>
      ) : (
        <ul className="item-grid" aria-label="Items">
          {rows.map((item) => (
            <li key={item.id} className="item-grid-cell">
              <ItemCard item={item} />
              <label className="item-select">
                <input
                  type="checkbox"
                  className="checkbox"
                  checked={selected.has(item.id)}
                  onChange={(e) => toggle(item, e.target.checked)}
                  aria-label={`Select ${item.name} for labels`}
                />
              </label>
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className="items-more">
        {items.hasMore ? (
          <button type="button" className="btn btn-secondary" onClick={items.loadMore} disabled={items.loadingMore}>
            {items.loadingMore ? 'Loading more...' : 'Load more'}
          </button>
        ) : null}
      </div>

      <ItemFormDialog isOpen={adding} onOpenChange={setAdding} />
      <CategoryManager isOpen={managing} onOpenChange={setManaging} />
    </div>
  );
}

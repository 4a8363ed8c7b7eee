import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { Product } from '../../../../../shared/inventory/schemas.ts';
import { ComboBox, type ComboBoxItem } from '../../../components/ui/ComboBox.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { CloseIcon, PlusIcon, WarehouseIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { productByBarcode, useProductSearch, useSaveStock } from '../api/receiving.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { useItemScanner } from '../components/ItemScanner.tsx';
import { PrintLabelsButton, type LabelRow } from '../components/PrintLabelsDialog.tsx';
import {
  addReceivingLine,
  addScannedUnit,
  afterScan,
  noItemWithBarcode,
  removeReceivingLine,
  stockBody,
  type PickedProduct,
  type ReceivingLine,
} from '../receiving-lines.ts';
import '../stock.css';
import '../components/print-labels.css';

type PickBy = 'sku' | 'barcode';

const picked = (p: Product): PickedProduct => ({ id: p.id, name: p.name, sku: p.sku, barcode: p.barcode });

/** /ims/receiving (spec part 2 §2 "Receiving (Add Stock)", §5 "Add Stock"): pick, add to the pending list, save all at once. */
export function ReceivingPage() {
  useDocumentTitle('Add Stock · Inventory');
  const [pickBy, setPickBy] = useState<PickBy>('sku');
  const [product, setProduct] = useState<PickedProduct | null>(null);
  const [search, setSearch] = useState('');
  const [barcode, setBarcode] = useState('');
  const [quantity, setQuantity] = useState('');
  const [location, setLocation] = useState('');
  const [lines, setLines] = useState<ReceivingLine[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);
  const [saving, setSaving] = useState(false);
  // the last save's items, for "Print labels for what was received" (an item on two lines: their units together)
  const [saved, setSaved] = useState<LabelRow[]>([]);

  const pickerRef = useRef<HTMLDivElement>(null);
  const quantityRef = useRef<HTMLDivElement>(null);
  const locationRef = useRef<HTMLDivElement>(null);
  const focusPicker = () => pickerRef.current?.querySelector('input')?.focus();

  const warehouses = useWarehouseOptions();
  // a picker lists every warehouse: read on past the first page
  useEffect(() => {
    if (warehouses.hasMore && !warehouses.loadingMore) warehouses.loadMore();
  }, [warehouses]);
  const warehouseName = (id: string) => warehouses.data?.find((w) => w.id === id)?.name ?? '';

  const results = useProductSearch(pickBy === 'sku' ? search : '');
  const options: ComboBoxItem[] = [];
  for (const p of [...(product ? [product] : []), ...(results.data ?? [])])
    if (!options.some((o) => o.id === p.id))
      options.push({ id: p.id, label: `${p.sku} · ${p.name}`, description: p.barcode ? `Barcode ${p.barcode}` : undefined });
  const byId = new Map<string, PickedProduct>((results.data ?? []).map((p) => [p.id, picked(p)]));

  function switchTo(next: PickBy) {
    setPickBy(next);
    setProduct(null);
    setSearch('');
    setBarcode('');
    setProblem(null);
  }

  // a scan adds one unit to the item's line in the chosen warehouse; with no warehouse yet it picks the item
  const scanner = useItemScanner((item) => {
    const found = picked(item);
    if (!location) {
      switchTo('sku');
      setProduct(found);
      return `${item.name}: choose the location, then Add Item`;
    }
    const result = addScannedUnit(lines, found, location, warehouseName(location));
    if (!result.ok) {
      setProblem(result.message);
      return result.message;
    }
    setLines(result.lines);
    setProblem(null);
    setSaveProblem(null);
    const line = result.lines.find((l) => l.product.id === item.id && l.location === location);
    return `${item.name}: ${line?.quantity ?? 1} to add to ${warehouseName(location)}`;
  });

  /** Adds the draft to the pending list; the picker and quantity clear, the warehouse stays (the next items often go there too). */
  function addLine(draftProduct: PickedProduct | null) {
    const result = addReceivingLine(lines, { product: draftProduct, quantity, location }, warehouseName(location));
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setLines(result.lines);
    setProblem(null);
    setSaveProblem(null);
    setProduct(null);
    setSearch('');
    setBarcode('');
    setQuantity('');
    focusPicker();
  }

  /** The barcode field's item: the one whose barcode is exactly what was typed or scanned. */
  async function resolveBarcode(): Promise<PickedProduct | null> {
    if (product && product.barcode.toLowerCase() === barcode.trim().toLowerCase()) return product;
    if (!barcode.trim()) return null;
    setResolving(true);
    try {
      const found = await productByBarcode(barcode);
      if (!found) {
        setProblem(noItemWithBarcode(barcode));
        return null;
      }
      setProduct(picked(found));
      return picked(found);
    } catch {
      return null; // the API client toasted the failure
    } finally {
      setResolving(false);
    }
  }

  async function onScanKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (resolving) return;
    if (!barcode.trim()) return setProblem(M.selectProduct);
    const found = await resolveBarcode();
    if (!found) return;
    setProblem(null);
    const next = afterScan({ quantity, location });
    if (next === 'add') addLine(found);
    else if (next === 'quantity') quantityRef.current?.querySelector('input')?.focus();
    else locationRef.current?.querySelector('select')?.focus();
  }

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    if (resolving) return;
    if (pickBy === 'barcode') {
      if (!barcode.trim()) return setProblem(M.selectProduct);
      const found = await resolveBarcode();
      if (found) addLine(found);
      return;
    }
    addLine(product);
  }

  async function onSave() {
    if (saving) return;
    const checked = stockBody(lines);
    if (!checked.ok) return setSaveProblem(checked.message);
    setSaveProblem(null);
    setSaving(true);
    try {
      const res = await saveStock({ body: checked.body });
      notify.success(res?.message || M.stockAdded);
      const units = new Map<string, LabelRow>();
      for (const l of lines) {
        const before = units.get(l.product.id);
        units.set(l.product.id, { id: l.product.id, name: l.product.name, quantity: (before?.quantity ?? 0) + l.quantity });
      }
      setSaved([...units.values()]);
      setLines([]);
    } catch {
      // the API client toasted the server's message or "Failed To add stock"
    } finally {
      setSaving(false);
    }
  }
  const saveStock = useSaveStock();

  const columns: DataTableColumn<ReceivingLine>[] = [
    {
      header: 'Item and Location',
      cell: (l) => (
        <span className="stock-item">
          <span className="receiving-item">{l.product.name}</span>
          <span className="stock-item-meta">
            SKU {l.product.sku}
            {l.product.barcode ? ` · Barcode ${l.product.barcode}` : ''}
          </span>
          <span className="receiving-location-name">
            <WarehouseIcon size={14} /> {l.locationName}
          </span>
        </span>
      ),
    },
    { header: 'Quantity', cell: (l) => l.quantity, numeric: true },
    {
      header: 'Delete',
      align: 'end',
      cell: (l, i) => (
        <button
          type="button"
          className="icon-button receiving-remove"
          aria-label={`Remove ${l.product.name} (${l.locationName})`}
          onClick={() => setLines((all) => removeReceivingLine(all, i))}
        >
          <CloseIcon size={18} />
        </button>
      ),
    },
  ];

  const units = lines.reduce((sum, l) => sum + l.quantity, 0);

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Add Stock</h1>
          <p className="page-subtitle">Pick items by SKU or scan their barcodes, then save the whole list at once.</p>
        </div>
      </header>
      <div className="receiving-layout">
        <section className="card receiving-form-card" aria-labelledby="receiving-add">
          <h2 className="card-title" id="receiving-add">
            Add Item
          </h2>
          <div className="scan-beside">
            <div className="segmented receiving-toggle" role="group" aria-label="Pick the product by">
              {(['sku', 'barcode'] as const).map((mode) => (
                <button key={mode} type="button" className="segmented-option" aria-pressed={pickBy === mode} onClick={() => switchTo(mode)}>
                  {mode === 'sku' ? 'SKU' : 'Barcode'}
                </button>
              ))}
            </div>
            {scanner.scanButton()}
          </div>
          <form className="form" onSubmit={(e) => void onAdd(e)} noValidate>
            {/* the barcode field reads a wedge scanner itself (Enter); the SKU picker through the wedge hook */}
            <div ref={pickerRef} {...(pickBy === 'sku' ? scanner.wedge : {})}>
              {pickBy === 'sku' ? (
                <ComboBox
                  label="Product"
                  placeholder="Type a SKU, name or barcode"
                  items={options}
                  selectedKey={product?.id ?? null}
                  onSelectionChange={(id) => {
                    setProduct(id ? (byId.get(id) ?? (product?.id === id ? product : null)) : null);
                    setProblem(null);
                  }}
                  onInputChange={setSearch}
                  loading={results.isLoading}
                  emptyText="No items match"
                  hint="Search the company's items by the start of the SKU, name or barcode."
                />
              ) : (
                <TextField
                  label="Barcode"
                  name="barcode"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="Scan or type, then Enter"
                  value={barcode}
                  onChange={(v) => {
                    setBarcode(v);
                    if (product) setProduct(null);
                  }}
                  onKeyDown={(e) => void onScanKey(e)}
                  hint={
                    product ? (
                      <span className="receiving-found">
                        {product.name} · {product.sku}
                      </span>
                    ) : (
                      'A scanner types the code and presses Enter.'
                    )
                  }
                />
              )}
            </div>
            <div className="receiving-row">
              <div ref={quantityRef}>
                <TextField
                  label="Quantity"
                  name="quantity"
                  inputMode="numeric"
                  autoComplete="off"
                  value={quantity}
                  onChange={setQuantity}
                />
              </div>
              <div ref={locationRef} className="receiving-location">
                <SelectField
                  label="Location"
                  name="location"
                  value={location}
                  onChange={setLocation}
                  placeholder={warehouses.data?.length === 0 ? 'No warehouses yet' : 'Select a warehouse'}
                  options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
                />
              </div>
            </div>
            <FormMessage message={problem} />
            {scanner.extras}
            <div className="button-row">
              <button type="submit" className="btn btn-secondary" aria-disabled={resolving}>
                <PlusIcon size={18} /> {resolving ? 'Finding...' : 'Add Item'}
              </button>
            </div>
          </form>
        </section>
        <section className="card receiving-list-card" aria-labelledby="receiving-list">
          <div className="card-header">
            <h2 className="card-title" id="receiving-list">
              Pending Stock
            </h2>
            <p className="card-subtitle">
              {lines.length} {lines.length === 1 ? 'line' : 'lines'}, {units} {units === 1 ? 'unit' : 'units'}
            </p>
          </div>
          <DataTable
            caption="Pending stock"
            columns={columns}
            rows={lines}
            rowKey={(l) => `${l.product.id}/${l.location}`}
            empty="No items added yet."
          />
          <FormMessage message={saveProblem} />
          <div className="button-row receiving-save">
            {saved.length > 0 && lines.length === 0 ? (
              <PrintLabelsButton kind="items" rows={saved} label="Print labels for what was received" />
            ) : null}
            <button type="button" className="btn btn-primary" onClick={() => void onSave()} aria-disabled={saving}>
              {saving ? 'Saving...' : 'Save Stock'}
            </button>
          </div>
        </section>
      </div>
    </div>
  );
}

import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { plural } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { ProductOption } from '../../../../../shared/inventory/schemas.ts';
import type { TransferDetail } from '../../../../../shared/inventory/transfers.ts';
import { ScanButton } from '../../../components/scan/ScanButton.tsx';
import type { ScanFeedback } from '../../../components/scan/scan-types.ts';
import { useWedgeScanner } from '../../../components/scan/useWedgeScanner.ts';
import { ComboBox } from '../../../components/ui/ComboBox.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { StaleEditNotice, TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useWarehouseStock } from '../api/sales-orders.ts';
import { fetchTransfer, useAddTransfer, useTransfer, useUpdateTransfer } from '../api/transfers.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { PartySelect } from '../components/OrderLineEditor.tsx';
import {
  addScannedItem,
  newTransferLine,
  notInSource,
  pickTransferItem,
  transferBody,
  transferLinesOf,
  transferLinesSummary,
  transferQuantityProblem,
  transferStockNote,
  transferSteps,
  warehousePairProblem,
  type TransferFields,
  type TransferLineDraft,
} from '../transfer-form.ts';
import { findItemByCode } from '../scan-items.ts';
import { useAllPages } from '../use-all-pages.ts';
import '../purchase-orders.css';
import '../warehouse-floor.css';

/** /ims/add-transfer (WAREHOUSE.md "Transfers"): from and to, lines from the source's stock, a note. */
export function AddTransferPage() {
  useDocumentTitle('New Transfer');
  return <TransferForm />;
}

/** /ims/transfers/{id}/edit: the form prefilled, while the transfer is Requested (nothing has moved). */
export function EditTransferPage() {
  const { id } = useParams();
  useDocumentTitle('Edit Transfer');
  const transfer = useTransfer(id);
  return (
    <div className="page po-add-page">
      <QueryState query={transfer} errorText={M.transferNotFound}>
        {(data) =>
          transferSteps(data).includes('edit') ? (
            // keyed by the transfer, not its version: a refetch (another tab's save) never replaces what is typed
            <TransferForm key={data.id} opened={data} />
          ) : (
            <div className="card">
              <p>{M.transferIs(data.status)}: only a requested transfer can be edited.</p>
              <Link to={paths.inventory.transfer.href(data.id)}>Back to {data.transfer_number}</Link>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

/** What the edit form holds, in words, compared with the saved transfer after a Reload. */
const transferFormOf = (t: TransferDetail | undefined) => ({
  fromWarehouseId: t?.from_warehouse_id ?? '',
  toWarehouseId: t?.to_warehouse_id ?? '',
  note: t?.note ?? '',
  lines: t ? transferLinesSummary(transferLinesOf(t)) : '',
});

interface LineProps {
  line: TransferLineDraft;
  index: number;
  options: { id: string; label: string; description: string }[];
  loading: boolean;
  noSource: boolean;
  sourceName: string;
  pickProblem: string | null;
  onPick: (id: string | null) => void;
  onQuantity: (value: string) => void;
  onRemove: () => void;
}

/** One line: an item of the source's stock (what it holds there beside it) and the quantity to move. */
function TransferLineRow({ line, index, options, loading, noSource, sourceName, pickProblem, onPick, onQuantity, onRemove }: LineProps) {
  const n = index + 1;
  const qtyId = `${line.key}-qty`;
  const problem = transferQuantityProblem(line);
  const note = problem ? null : transferStockNote(line, sourceName);
  return (
    <li className="floor-line" aria-label={`Line ${n}`}>
      <ComboBox
        label={`Item ${n}`}
        className="floor-line-item"
        placeholder={noSource ? 'Select the source warehouse first' : 'Search by name or SKU'}
        items={options}
        selectedKey={line.item?.id ?? null}
        onSelectionChange={(id) => {
          if (id !== (line.item?.id ?? null)) onPick(id);
        }}
        loading={loading}
        emptyText={noSource ? 'Select the source warehouse first' : 'No items in stock there match'}
        errorMessage={pickProblem ?? undefined}
      />
      <div className="field floor-line-stock">
        <span className="field-label">In {sourceName || 'source'}</span>
        <output className="floor-line-stock-value numeric" aria-label={`Line ${n} stock in ${sourceName || 'the source'}`}>
          {line.item ? line.item.stock : '-'}
        </output>
      </div>
      <div className="field floor-line-qty">
        <label className="field-label" htmlFor={qtyId}>
          Quantity
        </label>
        <input
          id={qtyId}
          className="input numeric"
          inputMode="numeric"
          autoComplete="off"
          value={line.quantity}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem || note ? `${qtyId}-note` : undefined}
          onChange={(e) => onQuantity(e.target.value)}
        />
        {problem ? (
          <span className="field-error" id={`${qtyId}-note`}>
            {problem}
          </span>
        ) : note ? (
          <span className="field-hint po-add-note" id={`${qtyId}-note`}>
            {note}
          </span>
        ) : null}
      </div>
      <button type="button" className="icon-button floor-line-remove" aria-label={`Remove line ${n}`} onClick={onRemove}>
        <CloseIcon size={18} />
      </button>
    </li>
  );
}

/** The create form, or the edit form of the transfer it `opened` on (prefilled; saving asks first). */
function TransferForm({ opened }: { opened?: TransferDetail }) {
  const navigate = useNavigate();
  const edit = useStaleEdit(opened, transferFormOf, async () => (opened ? fetchTransfer(opened.id) : undefined));
  const editing = edit.base;
  const warehouses = useWarehouseOptions();
  useAllPages(warehouses);
  const [fromWarehouseId, setFrom] = useState(editing?.from_warehouse_id ?? '');
  const [toWarehouseId, setTo] = useState(editing?.to_warehouse_id ?? '');
  const [note, setNote] = useState(editing?.note ?? '');
  const [lines, setLines] = useState<TransferLineDraft[]>(() => (editing ? transferLinesOf(editing) : [newTransferLine()]));
  const [typedLines, setTypedLines] = useState<TransferLineDraft[]>([]);
  const [pickProblems, setPickProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<TransferFields | null>(null);
  const stock = useWarehouseStock(fromWarehouseId);
  const addTransfer = useAddTransfer();
  const updateTransfer = useUpdateTransfer();

  const stockRows = useMemo(() => stock.data ?? [], [stock.data]);
  const byId = useMemo(() => new Map(stockRows.map((p) => [p.id, p])), [stockRows]);
  // the same option objects from render to render, so an open list is not rebuilt under the pointer
  const options = useMemo(
    () => stockRows.map((p) => ({ id: p.id, label: `${p.name} (${p.sku})`, description: `${p.stock} in stock` })),
    [stockRows],
  );
  const nameOf = (id: string) => warehouses.data?.find((w) => w.id === id)?.name ?? '';
  const sourceName = nameOf(fromWarehouseId) || editing?.from_warehouse_name || '';
  const pairProblem = warehousePairProblem(fromWarehouseId, toWarehouseId);
  // lines keep today's stock of the source (a saved line's item comes from the detail's figure until the list is in)
  const shown = lines.map((l) => (l.item && byId.has(l.item.id) ? { ...l, item: byId.get(l.item.id)! } : l));

  const typedValues = { fromWarehouseId, toWarehouseId, note, lines: transferLinesSummary(lines) };
  const showLatest = (latest: ReturnType<typeof transferFormOf>, t: TransferDetail | undefined) => {
    setTypedLines(lines);
    setFrom(latest.fromWarehouseId);
    setTo(latest.toWarehouseId);
    setNote(latest.note);
    if (t) setLines(transferLinesOf(t));
    setPickProblems({});
    setProblem(null);
  };

  /** Choosing the source clears the lines: they are picked from its stock. */
  function chooseSource(id: string) {
    setFrom(id);
    if (id !== fromWarehouseId) setLines([newTransferLine()]);
    setPickProblems({});
    setProblem(null);
  }

  function pick(index: number, item: ProductOption | null) {
    const key = lines[index].key;
    const result = pickTransferItem(lines, index, item);
    if (!result.ok) {
      setPickProblems((p) => ({ ...p, [key]: result.message }));
      return;
    }
    setPickProblems((p) => {
      const next = { ...p };
      delete next[key];
      return next;
    });
    setLines(result.lines);
    setProblem(null);
  }

  /**
   * A scanned barcode or SKU (the camera's Scan or a keyboard-wedge scanner in the lines): the item from the source's
   * stock goes on a line, or its line gets 1 more (WAREHOUSE.md "Scanning and labels").
   */
  async function scanned(code: string): Promise<ScanFeedback> {
    if (!fromWarehouseId) return { message: M.selectFromWarehouse, tone: 'error' };
    const item = await findItemByCode(code);
    if (!item) return { message: M.noItemHasBarcode(code.trim()), tone: 'error' };
    const row = byId.get(item.id);
    if (!row) return { message: notInSource(item.name, sourceName), tone: 'error' };
    const next = addScannedItem(lines, row);
    setLines((all) => addScannedItem(all, row));
    setProblem(null);
    const quantity = next.find((l) => l.item?.id === row.id)?.quantity ?? '1';
    return { message: `${row.name}: ${quantity} to transfer`, tone: 'success' };
  }

  const wedge = useWedgeScanner((code) => {
    void scanned(code).then(
      (answer) => {
        setScanProblem(answer.tone === 'error' ? answer.message : null);
        if (answer.tone !== 'error') notify.success(answer.message);
      },
      () => undefined, // the API client has shown its toast
    );
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = transferBody({ fromWarehouseId, toWarehouseId, note, lines });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    if (editing) return setConfirming(checked.value);
    setSaving(true);
    try {
      const res = await addTransfer({ body: checked.value });
      notify.success(res?.message || M.transferAdded);
      void navigate(res?.id ? paths.inventory.transfer.href(res.id) : paths.inventory.transfers.href());
    } catch (err) {
      // the form shows the server's refusal (two warehouses the same, an item gone)
      setProblem(err instanceof ApiError ? err.message : M.somethingWentWrongFallback);
      setSaving(false);
    }
  }

  async function saveEdit(body: TransferFields) {
    if (!editing) return;
    const res = await updateTransfer({ body: { transferId: editing.id, version: editing.version, ...body } });
    notify.success(res?.message || M.transferUpdated);
    void navigate(paths.inventory.transfer.href(editing.id));
  }

  const title = editing ? `Edit ${editing.transfer_number}` : 'New Transfer';
  const units = (confirming?.items ?? []).reduce((n, l) => n + l.quantity, 0);
  return (
    <div className="page po-add-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">Nothing moves until the transfer is shipped; then it is in transit until received.</p>
        </div>
      </header>
      <form className="card po-add-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
        <div className="po-add-head">
          <PartySelect
            label="From"
            value={fromWarehouseId}
            onChange={chooseSource}
            list={warehouses.data}
            noun="warehouse"
            hint="Changing it clears the lines."
          />
          <TypedMark
            typed={edit.typedOf('fromWarehouseId')}
            shown={nameOf(edit.typedOf('fromWarehouseId') ?? '')}
            value={fromWarehouseId}
            onUse={() => setFrom(edit.typedOf('fromWarehouseId') ?? fromWarehouseId)}
          />
          <div className="floor-to">
            <PartySelect
              label="To"
              value={toWarehouseId}
              onChange={(v) => {
                setTo(v);
                setProblem(null);
              }}
              list={warehouses.data}
              noun="warehouse"
            />
            {pairProblem ? (
              <span className="field-error" role="alert">
                {pairProblem}
              </span>
            ) : null}
          </div>
          <TypedMark
            typed={edit.typedOf('toWarehouseId')}
            shown={nameOf(edit.typedOf('toWarehouseId') ?? '')}
            value={toWarehouseId}
            onUse={() => setTo(edit.typedOf('toWarehouseId') ?? toWarehouseId)}
          />
        </div>

        <h2 className="card-title po-add-lines-title">Items</h2>
        <div className="floor-scan-row">
          <ScanButton onCode={scanned} label="Scan items" isDisabled={!fromWarehouseId} />
          <span className="field-hint">Each scan adds 1 of the item; a keyboard scanner works in the item fields too.</span>
        </div>
        <FormMessage message={scanProblem} />
        {!fromWarehouseId ? (
          <p className="muted">Select the warehouse to send from to choose from its stock.</p>
        ) : stock.error ? (
          <div className="inline-error">
            <p>The stock of {sourceName} could not be loaded.</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void stock.mutate()}>
              Try again
            </button>
          </div>
        ) : stock.data && stockRows.length === 0 ? (
          <p className="muted">{sourceName} has no stock to send.</p>
        ) : null}
        {/* a keyboard-wedge scanner types into the item pickers: its code adds the item as the camera's scan does */}
        <ol className="po-add-lines" aria-label="Transfer lines" {...wedge}>
          {shown.map((line, index) => (
            <TransferLineRow
              key={line.key}
              line={line}
              index={index}
              options={options}
              loading={stock.isLoading}
              noSource={!fromWarehouseId}
              sourceName={sourceName}
              pickProblem={pickProblems[line.key] ?? null}
              onPick={(id) => pick(index, id ? (byId.get(id) ?? null) : null)}
              onQuantity={(value) => {
                setLines((all) => all.map((l, i) => (i === index ? { ...l, quantity: value } : l)));
                setProblem(null);
              }}
              onRemove={() => {
                setLines((all) => all.filter((_, i) => i !== index));
                setProblem(null);
              }}
            />
          ))}
        </ol>
        <TypedMark typed={edit.typedOf('lines')} value={transferLinesSummary(lines)} onUse={() => setLines(typedLines)} />
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setLines((all) => [...all, newTransferLine()])}>
            <PlusIcon size={18} /> Add Line
          </button>
        </div>
        <TextField
          label="Note"
          name="note"
          multiline
          rows={2}
          maxLength={500}
          value={note}
          onChange={setNote}
          typed={edit.typedOf('note')}
        />
        <StaleEditNotice edit={edit} values={typedValues} show={showLatest} />
        <FormMessage message={problem} />
        <div className="button-row po-actions">
          <Link className="btn btn-secondary" to={editing ? paths.inventory.transfer.href(editing.id) : paths.inventory.transfers.href()}>
            {editing ? 'Discard changes' : 'Cancel'}
          </Link>
          <button type="submit" className="btn btn-primary" aria-disabled={saving}>
            {editing ? 'Save changes' : saving ? 'Requesting...' : 'Request transfer'}
          </button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        title={title}
        message={
          editing && confirming
            ? `Save ${editing.transfer_number}? ${plural(confirming.items.length, 'line')}, ${plural(units, 'unit')} from ${nameOf(confirming.fromWarehouseId) || editing.from_warehouse_name} to ${nameOf(confirming.toWarehouseId) || editing.to_warehouse_name}.`
            : ''
        }
        details="The transfer keeps its number; its history shows what it was before."
        confirmLabel="Save changes"
        busyLabel="Saving..."
        onStale={(err) => {
          edit.refused(err);
          setConfirming(null);
        }}
        onConfirm={() => (confirming ? saveEdit(confirming) : undefined)}
      />
    </div>
  );
}

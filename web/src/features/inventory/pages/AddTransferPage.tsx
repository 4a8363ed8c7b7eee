import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { plural } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { TransferDetail } from '../../../../../shared/inventory/transfers.ts';
import { ScanButton } from '../../../components/scan/ScanButton.tsx';
import type { ScanFeedback } from '../../../components/scan/scan-types.ts';
import { useWedgeScanner } from '../../../components/scan/useWedgeScanner.ts';
import { ComboBox } from '../../../components/ui/ComboBox.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { StaleEditNotice } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { fetchTransfer, useAddTransfer, useTransfer, useUpdateTransfer } from '../api/transfers.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { OrderEditPage } from '../components/OrderEditPage.tsx';
import { OrderFormPage, OrderLinesEditor, PartyField, StockStatus } from '../components/OrderFormPage.tsx';
import { useOrderLines, useOrderSave, useStockRows } from '../components/use-order-form.ts';
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
  const transfer = useTransfer(id);
  return (
    <OrderEditPage
      title="Edit Transfer"
      query={transfer}
      errorText={M.transferNotFound}
      editable={(data) => transferSteps(data).includes('edit')}
      locked={(data) => `${M.transferIs(data.status)}: only a requested transfer can be edited.`}
      back={(data) => ({ href: paths.inventory.transfer.href(data.id), number: data.transfer_number })}
    >
      {/* keyed by the transfer, not its version: a refetch (another tab's save) never replaces what is typed */}
      {(data) => <TransferForm key={data.id} opened={data} />}
    </OrderEditPage>
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
  const edit = useStaleEdit(opened, transferFormOf, async () => (opened ? fetchTransfer(opened.id) : undefined));
  const editing = edit.base;
  const warehouses = useWarehouseOptions();
  useAllPages(warehouses);
  const [fromWarehouseId, setFrom] = useState(editing?.from_warehouse_id ?? '');
  const [toWarehouseId, setTo] = useState(editing?.to_warehouse_id ?? '');
  const [note, setNote] = useState(editing?.note ?? '');
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  const addTransfer = useAddTransfer();
  const updateTransfer = useUpdateTransfer();
  const save = useOrderSave<TransferFields>({
    create: async (body) => {
      const res = await addTransfer({ body });
      return {
        message: res?.message || M.transferAdded,
        href: res?.id ? paths.inventory.transfer.href(res.id) : paths.inventory.transfers.href(),
      };
    },
    // the form shows the server's refusal (two warehouses the same, an item gone)
    createFailed: (err) => (err instanceof ApiError ? err.message : M.somethingWentWrongFallback),
    update:
      editing &&
      (async (body) => ({
        message:
          (await updateTransfer({ body: { transferId: editing.id, version: editing.version, ...body } }))?.message || M.transferUpdated,
        href: paths.inventory.transfer.href(editing.id),
      })),
    refused: edit.refused,
  });
  const rows = useOrderLines(
    () => (editing ? transferLinesOf(editing) : [newTransferLine()]),
    newTransferLine,
    () => save.setProblem(null),
  );
  const { lines, setLines } = rows;
  const { stock, rows: stockRows, byId } = useStockRows(fromWarehouseId);
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
    rows.reloaded(t ? transferLinesOf(t) : null);
    setFrom(latest.fromWarehouseId);
    setTo(latest.toWarehouseId);
    setNote(latest.note);
    save.setProblem(null);
  };

  /** Choosing the source clears the lines: they are picked from its stock. */
  function chooseSource(id: string) {
    setFrom(id);
    if (id !== fromWarehouseId) setLines([newTransferLine()]);
    rows.clearPickProblems();
    save.setProblem(null);
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
    save.setProblem(null);
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

  const title = editing ? `Edit ${editing.transfer_number}` : 'New Transfer';
  const confirming = save.confirming;
  const units = (confirming?.items ?? []).reduce((n, l) => n + l.quantity, 0);
  return (
    <OrderFormPage
      title={title}
      subtitle="Nothing moves until the transfer is shipped; then it is in transit until received."
      formLabel={title}
      save={save}
      check={() => transferBody({ fromWarehouseId, toWarehouseId, note, lines })}
      notice={<StaleEditNotice edit={edit} values={typedValues} show={showLatest} />}
      cancel={
        editing
          ? { href: paths.inventory.transfer.href(editing.id), label: 'Discard changes' }
          : { href: paths.inventory.transfers.href(), label: 'Cancel' }
      }
      submitLabel={editing ? 'Save changes' : save.saving ? 'Requesting...' : 'Request transfer'}
      confirmMessage={
        editing && confirming
          ? `Save ${editing.transfer_number}? ${plural(confirming.items.length, 'line')}, ${plural(units, 'unit')} from ${nameOf(confirming.fromWarehouseId) || editing.from_warehouse_name} to ${nameOf(confirming.toWarehouseId) || editing.to_warehouse_name}.`
          : ''
      }
      confirmDetails="The transfer keeps its number; its history shows what it was before."
    >
      <div className="po-add-head">
        <PartyField
          label="From"
          value={fromWarehouseId}
          onChange={chooseSource}
          list={warehouses.data}
          noun="warehouse"
          hint="Changing it clears the lines."
          typed={edit.typedOf('fromWarehouseId')}
          onUse={setFrom}
        />
        <PartyField
          label="To"
          value={toWarehouseId}
          onChange={(v) => {
            setTo(v);
            save.setProblem(null);
          }}
          list={warehouses.data}
          noun="warehouse"
          typed={edit.typedOf('toWarehouseId')}
          onUse={setTo}
          boxClass="floor-to"
          after={
            pairProblem ? (
              <span className="field-error" role="alert">
                {pairProblem}
              </span>
            ) : null
          }
        />
      </div>

      <h2 className="card-title po-add-lines-title">Items</h2>
      <div className="floor-scan-row">
        <ScanButton onCode={scanned} label="Scan items" isDisabled={!fromWarehouseId} />
        <span className="field-hint">Each scan adds 1 of the item; a keyboard scanner works in the item fields too.</span>
      </div>
      <FormMessage message={scanProblem} />
      <StockStatus
        stock={stock}
        chosen={!!fromWarehouseId}
        count={stockRows.length}
        choose="Select the warehouse to send from to choose from its stock."
        failed={`The stock of ${sourceName} could not be loaded.`}
        none={`${sourceName} has no stock to send.`}
      />
      {/* a keyboard-wedge scanner types into the item pickers: its code adds the item as the camera's scan does */}
      <OrderLinesEditor
        label="Transfer lines"
        wedge={wedge}
        typed={edit.typedOf('lines')}
        summary={transferLinesSummary(lines)}
        onUseTyped={rows.restoreTyped}
        onAdd={rows.add}
      >
        {shown.map((line, index) => (
          <TransferLineRow
            key={line.key}
            line={line}
            index={index}
            options={options}
            loading={stock.isLoading}
            noSource={!fromWarehouseId}
            sourceName={sourceName}
            pickProblem={rows.pickProblemOf(line.key)}
            onPick={(id) => rows.picked(index, pickTransferItem(lines, index, id ? (byId.get(id) ?? null) : null), false)}
            onQuantity={(value) => rows.change(index, { quantity: value })}
            onRemove={() => rows.remove(index)}
          />
        ))}
      </OrderLinesEditor>
      <TextField label="Note" name="note" multiline rows={2} maxLength={500} value={note} onChange={setNote} typed={edit.typedOf('note')} />
    </OrderFormPage>
  );
}

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime, plural } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { CountDetail, CountLine } from '../../../../../shared/inventory/counts.ts';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { ScanButton } from '../../../components/scan/ScanButton.tsx';
import type { ScanFeedback } from '../../../components/scan/scan-types.ts';
import { useWedgeScanner } from '../../../components/scan/useWedgeScanner.ts';
import { ConfirmDialog, refusalOf } from '../../../components/ui/ConfirmDialog.tsx';
import { LoadProblem } from '../../../components/ui/LoadProblem.tsx';
import { ReasonField, useReason } from '../../../components/ui/ReasonField.tsx';
import { PageSpinner } from '../../../components/ui/Spinner.tsx';
import { FormMessage } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { usePowers } from '../../../lib/powers.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useWarehouseStock } from '../api/sales-orders.ts';
import { countCalls, useCancelCount, useCompleteCount, useCount, useRecordCounts } from '../api/counts.ts';
import { CountFileImport } from '../components/CountFileImport.tsx';
import { FloorStatusBadge } from '../components/FloorStatusBadge.tsx';
import {
  cancelCountMessage,
  completeMessage,
  lineOfCode,
  scannedCount,
  recordBatches,
  recordLines,
  sheetTotals,
  shownVariance,
  signedMoney,
  signedQuantity,
  visibleLines,
  type SheetTotals,
} from '../count-sheet.ts';
import { mayCall } from '../warehouse-floor.ts';
import '../warehouse-floor.css';

const inputIdOf = (itemId: string) => `count-${itemId}`;

/** Brings a line's count field into view with the focus; false when it is not on screen. */
function focusLine(itemId: string): boolean {
  const input = document.getElementById(inputIdOf(itemId));
  if (!input) return false;
  input.scrollIntoView({ block: 'center' });
  input.focus();
  return true;
}

interface LineProps {
  line: CountLine;
  open: boolean;
  /** Expected, moved since, variance and value are shown (not blind, or completed). */
  showFigures: boolean;
  typed: string | undefined;
  problem: string | undefined;
  saving: boolean;
  canRecord: boolean;
  /** The item's purchase price (an open count's estimated value), when known. */
  price: number | undefined;
  onType: (value: string) => void;
  onSave: () => void;
}

/** One item of the sheet: a big number field for a thumb, its own Save, and (when not blind) what it should be. */
function CountLineCard({ line, open, showFigures, typed, problem, saving, canRecord, price, onType, onSave }: LineProps) {
  const inputId = inputIdOf(line.item_id);
  const variance = shownVariance(line, typed);
  const dirty = typed !== undefined && typed.trim() !== '' && typed.trim() !== String(line.counted ?? '');
  return (
    <li className={`floor-count-line${line.counted === null ? ' is-uncounted' : ''}`}>
      <div className="floor-count-head">
        <label htmlFor={inputId} className="floor-count-name">
          {line.item_name}
          <span className="floor-sku">
            SKU {line.sku}
            {line.barcode ? ` · ${line.barcode}` : ''}
          </span>
        </label>
        {line.counted === null ? <span className="badge floor-uncounted">Not counted</span> : null}
      </div>
      {open && canRecord ? (
        <div className="floor-count-entry">
          <input
            id={inputId}
            className="input numeric floor-count-input"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            enterKeyHint="done"
            placeholder={line.counted === null ? 'Count' : String(line.counted)}
            value={typed ?? ''}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : `${inputId}-saved`}
            onChange={(e) => onType(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              onSave();
            }}
          />
          <button type="button" className="btn btn-secondary floor-count-save" disabled={!dirty || saving} onClick={onSave}>
            {saving ? 'Saving...' : 'Save'}
            <span className="visually-hidden"> count of {line.item_name}</span>
          </button>
        </div>
      ) : null}
      {problem ? (
        <p className="field-error" id={`${inputId}-error`}>
          {problem}
        </p>
      ) : null}
      <dl className="floor-count-figures" id={`${inputId}-saved`}>
        <div>
          <dt>Counted</dt>
          <dd className="numeric">{line.counted ?? '-'}</dd>
        </div>
        {showFigures ? (
          <>
            <div>
              <dt>Expected</dt>
              <dd className="numeric">{line.expected === null ? '-' : line.expected + (line.moved_since ?? 0)}</dd>
            </div>
            <div>
              <dt>Variance</dt>
              <dd className={`numeric ${variance !== null && variance !== 0 ? 'floor-off' : ''}`}>
                {variance === null ? '-' : signedQuantity(variance)}
              </dd>
            </div>
            <div>
              <dt>Value</dt>
              <dd className="numeric">
                {line.variance_value !== null
                  ? signedMoney(line.variance_value)
                  : variance !== null && price !== undefined
                    ? `about ${signedMoney((variance * Math.round(price * 100)) / 100)}`
                    : '-'}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {line.counted_by ? (
        <p className="floor-count-by">
          Counted by {line.counted_by}
          {line.counted_at ? `, ${formatDateTime(line.counted_at)}` : ''}
          {showFigures && line.moved_since ? ` · ${signedQuantity(line.moved_since)} moved since the count started` : ''}
        </p>
      ) : null}
    </li>
  );
}

/** The count sheet's Complete and Cancel, each asking why, the total variance said before completing. */
function CountActions({ count, totals, unsaved }: { count: CountDetail; totals: SheetTotals; unsaved: number }) {
  const { can } = usePowers();
  const [dialog, setDialog] = useState<'complete' | 'cancel' | null>(null);
  const reason = useReason(M.reasonRequired);
  const complete = useCompleteCount();
  const cancel = useCancelCount();
  if (count.status !== 'Open') return null;
  const open = (next: 'complete' | 'cancel') => {
    reason.reset();
    setDialog(next);
  };
  return (
    <>
      {mayCall(can, countCalls.complete) ? (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => open('complete')}>
          Complete
        </button>
      ) : null}
      {mayCall(can, countCalls.cancel) ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => open('cancel')}>
          Cancel count
        </button>
      ) : null}
      <ConfirmDialog
        isOpen={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog === 'complete' ? `Complete ${count.count_number}` : `Cancel ${count.count_number}`}
        message={dialog === 'complete' ? completeMessage(count, totals) : cancelCountMessage(count)}
        details={
          dialog === 'complete' && unsaved > 0
            ? `${plural(unsaved, 'typed count')} on this phone ${unsaved === 1 ? 'is' : 'are'} not saved and will not count.`
            : undefined
        }
        confirmLabel={dialog === 'complete' ? 'Complete count' : 'Cancel count'}
        busyLabel={dialog === 'complete' ? 'Completing...' : 'Cancelling...'}
        tone={dialog === 'cancel' ? 'danger' : 'default'}
        onConfirm={async () => {
          if (!reason.check()) return false;
          if (dialog === 'complete') {
            // a step, not an edit form: nothing typed but the reason; a stale version (409) shows here and the sheet reloads
            const { id: countId, version } = count;
            const res = await complete({ body: { countId, reason: reason.value, version } });
            notify.success(res?.message || M.countCompleted);
          } else {
            const res = await cancel({ body: { countId: count.id, reason: reason.value } });
            notify.success(res?.message || M.countCancelled);
          }
        }}
      >
        <ReasonField reason={reason} hint="It shows on the count, on each adjustment and in its History." focusFirst />
      </ConfirmDialog>
    </>
  );
}

/** /ims/counts/{id}: the count sheet, built for a phone in a hand (WAREHOUSE.md "Stock counts"). */
export function CountSheetPage() {
  const { id } = useParams();
  const count = useCount(id);
  useDocumentTitle(count.data ? `${count.data.count_number} · Stock Count` : 'Stock Count');
  if (count.isLoading) return <PageSpinner />;
  if (count.error || !count.data)
    return (
      <div className="page">
        <LoadProblem
          error={count.error}
          what="stock count"
          failedText={M.countNotFound}
          onRetry={() => void count.mutate()}
          backTo={paths.inventory.counts.href()}
          backLabel="All stock counts"
        />
      </div>
    );
  return <CountSheet count={count.data} />;
}

function CountSheet({ count }: { count: CountDetail }) {
  const uid = useId();
  const { can } = usePowers();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [uncountedOnly, setUncountedOnly] = useState(false);
  const [savingIds, setSavingIds] = useState<readonly string[]>([]);
  const [sheetProblem, setSheetProblem] = useState<string | null>(null);
  // the line to focus once it is on screen (a scan may first clear the filters that hide it)
  const focusNext = useRef<string | null>(null);
  const record = useRecordCounts();
  const isOpen = count.status === 'Open';
  const canRecord = mayCall(can, countCalls.record);
  const canRecordRows = mayCall(can, countCalls.recordRows);
  const showFigures = !count.blind || count.status === 'Completed';
  // an open count's variance is valued at purchase prices until completion values it at cost: the warehouse's stocked
  // items carry them (what it does not stock cannot be short)
  const stock = useWarehouseStock(isOpen && showFigures ? count.warehouse_id : '');
  const prices = useMemo(() => new Map((stock.data ?? []).map((p) => [p.id, p.purchase_price])), [stock.data]);
  const totals = sheetTotals(count, prices);
  const lines = visibleLines(count.lines, { uncountedOnly, search });
  const pending = recordLines(count.lines, typed);

  useEffect(() => {
    if (focusNext.current && focusLine(focusNext.current)) focusNext.current = null;
  });

  /** Sends these lines' counts; the sheet reloads with everyone's (the last count of a line wins). */
  async function save(only?: string) {
    const checked = recordLines(only ? count.lines.filter((l) => l.item_id === only) : count.lines, typed);
    setProblems((p) => ({ ...(only ? p : {}), ...checked.problems }));
    if (Object.keys(checked.problems).length > 0) return;
    if (checked.lines.length === 0) return;
    setSavingIds(checked.lines.map((l) => l.item_id));
    setSheetProblem(null);
    // the server takes a few dozen lines a call: a long sheet is saved in turns, each turn's lines cleared once saved
    try {
      for (const batch of recordBatches(checked.lines)) {
        await record({ body: { countId: count.id, lines: batch } });
        const saved = new Set(batch.map((l) => l.item_id));
        setTyped((t) => Object.fromEntries(Object.entries(t).filter(([k]) => !saved.has(k))));
      }
      notify.success(`${plural(checked.lines.length, 'count')} saved`);
      if (only) {
        // on to the next line, as a counter walks the shelf
        const at = lines.findIndex((l) => l.item_id === only);
        const next = lines[at + 1];
        if (next) focusLine(next.item_id);
      }
    } catch (err) {
      setSheetProblem(refusalOf(err));
    } finally {
      setSavingIds([]);
    }
  }

  /**
   * A code read by the camera or a keyboard-wedge scanner: one more of that item on its line (WAREHOUSE.md: each
   * scan adds 1), typed and not yet saved, so Save counts sends it.
   */
  function scanned(code: string): ScanFeedback {
    const line = lineOfCode(count.lines, code);
    if (!line) return { message: `No item on this count has barcode ${code.trim()}`, tone: 'error' };
    if (!isOpen || !canRecord) return { message: `${line.item_name}: ${M.countIs(count.status)}`, tone: 'error' };
    const next = scannedCount(line, typed[line.item_id]);
    setTyped((t) => ({ ...t, [line.item_id]: String(scannedCount(line, t[line.item_id])) }));
    return { message: `${line.item_name}: ${next} counted (not saved yet)`, tone: 'success' };
  }

  const wedge = useWedgeScanner((code) => {
    const answer = scanned(code);
    setSheetProblem(answer.tone === 'error' ? answer.message : null);
    if (answer.tone !== 'error') notify.success(answer.message);
  });

  /** The code typed into the search, then Enter: go to its line to type the count. */
  function onCode(code: string) {
    const line = lineOfCode(count.lines, code);
    if (!line) {
      setSheetProblem(`No item on this count has barcode ${code.trim()}`);
      return;
    }
    setSheetProblem(null);
    // a wedge scanner typed the code into the search: clear it (and the filter) so the next scan starts afresh
    if (!search && !uncountedOnly) {
      focusLine(line.item_id);
      return;
    }
    focusNext.current = line.item_id;
    setSearch('');
    setUncountedOnly(false);
  }

  return (
    <div className="page floor-sheet-page">
      <header className="page-header">
        <div>
          <p className="floor-crumb">
            <Link to={paths.inventory.counts.href()}>Stock counts</Link>
          </p>
          <h1 className="page-title">
            {count.count_number} <FloorStatusBadge status={count.status} />
          </h1>
          <p className="page-subtitle">
            {count.warehouse_name} · {count.scope_label}
            {count.blind ? ' · blind' : ''}
          </p>
        </div>
        <div className="button-row">
          <CountActions count={count} totals={totals} unsaved={pending.lines.length} />
          <HistoryButton kind="stock_count" id={count.id} label={count.count_number} className="btn btn-ghost btn-sm" />
        </div>
      </header>

      <dl className="floor-sheet-totals" aria-label="Count progress">
        <div>
          <dt>Counted</dt>
          <dd className="numeric">
            {totals.counted} / {totals.lines}
          </dd>
        </div>
        <div>
          <dt>Not counted</dt>
          <dd className="numeric">{totals.uncounted}</dd>
        </div>
        {totals.varianceUnits !== null ? (
          <div>
            <dt>Variance</dt>
            <dd className="numeric">{signedQuantity(totals.varianceUnits)}</dd>
          </div>
        ) : null}
        {totals.varianceValue !== null ? (
          <div>
            <dt>{totals.estimated ? 'Variance value (estimate)' : 'Variance value'}</dt>
            <dd className="numeric">{signedMoney(totals.varianceValue)}</dd>
          </div>
        ) : null}
        {count.reason ? (
          <div className="floor-sheet-reason">
            <dt>{count.status === 'Cancelled' ? 'Cancelled because' : 'Completed because'}</dt>
            <dd>{count.reason}</dd>
          </div>
        ) : null}
      </dl>
      {count.blind && isOpen ? (
        <p className="muted floor-blind-note">Blind count: what each item should have is hidden until the count is completed.</p>
      ) : null}

      <div className="card floor-sheet-tools">
        <div className="floor-search">
          <label className="field-label" htmlFor={`${uid}-search`}>
            Search
          </label>
          {/* a keyboard-wedge scanner's burst in the search counts 1, as the camera's scan does; typing + Enter goes to the line */}
          <div className="floor-search-row" {...wedge}>
            <input
              id={`${uid}-search`}
              className="input"
              type="search"
              autoComplete="off"
              placeholder="Name, SKU or barcode"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setSheetProblem(null);
              }}
              onKeyDown={(e) => {
                // a keyboard-wedge scanner types the code and Enter: go to that line
                if (e.key !== 'Enter') return;
                e.preventDefault();
                if (search.trim()) onCode(search);
              }}
            />
            {isOpen && canRecord ? <ScanButton onCode={scanned} /> : null}
          </div>
        </div>
        <div className="checkbox-field">
          <input
            id={`${uid}-uncounted`}
            type="checkbox"
            className="checkbox"
            checked={uncountedOnly}
            onChange={(e) => setUncountedOnly(e.target.checked)}
          />
          <label htmlFor={`${uid}-uncounted`}>
            <span className="checkbox-label">Uncounted only</span>
          </label>
        </div>
        {isOpen && canRecordRows ? <CountFileImport countId={count.id} onProblem={setSheetProblem} /> : null}
      </div>
      <FormMessage message={sheetProblem} />

      {lines.length === 0 ? (
        <p className="card muted">
          {count.lines.length === 0 ? 'This count has no items.' : uncountedOnly && !search ? 'Every item is counted.' : 'No items match.'}
        </p>
      ) : (
        <ul className="floor-count-lines" aria-label={`${count.count_number} lines`}>
          {lines.map((line) => (
            <CountLineCard
              key={line.item_id}
              line={line}
              open={isOpen}
              showFigures={showFigures}
              typed={typed[line.item_id]}
              problem={problems[line.item_id]}
              saving={savingIds.includes(line.item_id)}
              canRecord={canRecord}
              price={prices.get(line.item_id)}
              onType={(value) => {
                setTyped((t) => ({ ...t, [line.item_id]: value }));
                setProblems((p) => {
                  const next = { ...p };
                  delete next[line.item_id];
                  return next;
                });
              }}
              onSave={() => void save(line.item_id)}
            />
          ))}
        </ul>
      )}

      {isOpen && canRecord ? (
        <div className="floor-sheet-bar">
          <span className="floor-sheet-bar-text">
            {pending.lines.length > 0 ? `${plural(pending.lines.length, 'count')} not saved` : 'Every typed count is saved'}
            {totals.varianceUnits !== null ? ` · variance ${signedQuantity(totals.varianceUnits)}` : ''}
          </span>
          <button
            type="button"
            className="btn btn-primary"
            disabled={pending.lines.length === 0 || savingIds.length > 0}
            onClick={() => void save()}
          >
            {savingIds.length > 1 ? 'Saving...' : 'Save counts'}
          </button>
        </div>
      ) : null}
    </div>
  );
}

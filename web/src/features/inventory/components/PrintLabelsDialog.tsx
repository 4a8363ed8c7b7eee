import { Printer } from 'lucide-react';
import { useState } from 'react';
import { MAX_LABELS } from '../../../../../shared/inventory/labels.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { createIcon } from '../../../components/ui/Icon.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { printLabels } from '../api/labels.ts';
import './print-labels.css';

// here, not in ui/icons.tsx: only lazy pages print labels
const PrintIcon = createIcon(Printer);

/** One row of the dialog: an item (its id) or a lot (its number), what it is called, and how many labels by default. */
export interface LabelRow {
  id: string;
  name: string;
  /** The default quantity: the item's stock, or the units just received; at least 1. */
  quantity: number;
}

/** A label quantity as typed: a whole number of at least 1, else null. */
export const labelQuantityOf = (text: string): number | null => (/^\s*\d+\s*$/.test(text) && Number(text) >= 1 ? Number(text) : null);

/** What is wrong with the quantities, or null: each whole and at least 1, at most 1,000 in all (the server says the same). */
export function labelQuantitiesProblem(quantities: readonly string[]): string | null {
  const parsed = quantities.map(labelQuantityOf);
  if (parsed.some((q) => q === null)) return M.labelQuantityInvalid;
  const total = parsed.reduce<number>((sum, q) => sum + (q ?? 0), 0);
  return total > MAX_LABELS ? M.labelsTooMany(MAX_LABELS) : null;
}

/**
 * Print labels (WAREHOUSE.md "Scanning and labels"): how many labels of each item or lot (default its stock, or what
 * was received), then the PDF of A4 sheets of 3 × 8 is saved as labels.pdf.
 */
export function PrintLabelsDialog({
  kind,
  rows,
  isOpen,
  onOpenChange,
}: {
  kind: 'items' | 'lots';
  rows: readonly LabelRow[];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [quantities, setQuantities] = useState(() => rows.map((r) => String(Math.max(1, Math.min(MAX_LABELS, r.quantity)))));
  const [busy, setBusy] = useState(false);
  const problem = labelQuantitiesProblem(quantities);
  const total = quantities.reduce((sum, q) => sum + (labelQuantityOf(q) ?? 0), 0);

  async function print() {
    if (busy || problem) return;
    setBusy(true);
    try {
      const counts = quantities.map((q) => labelQuantityOf(q) ?? 1);
      await printLabels(
        kind === 'items'
          ? { items: rows.map((r, i) => ({ item_id: r.id, quantity: counts[i] })) }
          : { lots: rows.map((r, i) => ({ lot: r.id, quantity: counts[i] })) },
      );
      onOpenChange(false);
    } catch {
      // the API client has shown the server's message
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title="Print labels"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isBusy={busy}
      description="A4 sheets of 3 × 8 labels, saved as labels.pdf."
    >
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void print();
        }}
      >
        <ul className="print-labels-rows">
          {rows.map((row, i) => (
            <li key={row.id} className="print-labels-row">
              <label htmlFor={`labels-${i}`}>{row.name}</label>
              <input
                id={`labels-${i}`}
                className="input"
                inputMode="numeric"
                value={quantities[i]}
                aria-label={`Labels of ${row.name}`}
                onChange={(e) => setQuantities((qs) => qs.map((q, j) => (j === i ? e.target.value : q)))}
              />
            </li>
          ))}
        </ul>
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy || problem !== null}>
            <PrintIcon size={18} />
            {busy ? 'Preparing...' : `Print ${total} label${total === 1 ? '' : 's'}`}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A "Print labels" button that opens the dialog for `rows` (fresh quantities each time it opens). */
export function PrintLabelsButton({
  kind,
  rows,
  label = 'Print labels',
  className = 'btn btn-secondary',
}: {
  kind: 'items' | 'lots';
  rows: readonly LabelRow[];
  label?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(0);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen((n) => n + 1)} disabled={rows.length === 0}>
        <PrintIcon size={18} />
        {label}
      </button>
      {open > 0 ? <PrintLabelsDialog key={open} kind={kind} rows={rows} isOpen onOpenChange={(o) => (o ? undefined : setOpen(0))} /> : null}
    </>
  );
}

// The state every order form (purchase, sales, transfer) keeps the same way: its lines with their pick problems, and
// its save (checked, then created at once or, for an edit, confirmed first).
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify.ts';
import { useWarehouseStock } from '../api/sales-orders.ts';

/** A form's check of what is typed: the body, or the problem to show (null: nothing to show, e.g. a field was focused). */
export type FormCheck<B> = { ok: true; value: B } | { ok: false; message: string | null };

/** What a save said (the server's message, or the form's own) and where the form goes next. */
export interface SaveDone {
  message: string;
  href: string;
}

export interface SaveOptions<B> {
  /** Creates the record (a refusal throws: the form stays open). */
  create: (body: B) => Promise<SaveDone>;
  /** What the form shows when creating failed; without it the API client's toast says it. */
  createFailed?: (err: unknown) => string;
  /** An edit's save of what the user confirmed (an edit asks before it saves; a new record is created at once). */
  update: ((body: B) => Promise<SaveDone>) | undefined;
  /** The stale-edit state's `refused`: a save refused as stale closes the dialog and says the record changed. */
  refused: (err: unknown) => unknown;
}

/** The form's problem line, its save in flight, and the body waiting for the user to confirm an edit. */
export function useOrderSave<B>({ create, createFailed, update, refused }: SaveOptions<B>) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<B | null>(null);
  const done = ({ message, href }: SaveDone) => {
    notify.success(message);
    void navigate(href);
  };

  /** The form's submit: `check` what is typed, then create, or ask to confirm the edit. */
  async function onSubmit(event: FormEvent, check: () => FormCheck<B>) {
    event.preventDefault();
    if (saving) return;
    const checked = check();
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    if (update) return setConfirming(checked.value);
    setSaving(true);
    try {
      done(await create(checked.value));
    } catch (err) {
      if (createFailed) setProblem(createFailed(err));
      setSaving(false);
    }
  }

  return {
    problem,
    setProblem,
    saving,
    confirming,
    onSubmit,
    confirm: {
      isOpen: confirming !== null,
      onClose: () => setConfirming(null),
      onStale: (err: unknown) => {
        refused(err);
        setConfirming(null);
      },
      onConfirm: async () => {
        if (confirming && update) done(await update(confirming));
      },
    },
  };
}

export type OrderSave<B> = ReturnType<typeof useOrderSave<B>>;

type Picked<L> = { ok: true; lines: L[] } | { ok: false; message: string };

/** A form's lines: change, remove, add, a pick refused beside its line, and the lines typed before a Reload. */
export function useOrderLines<L extends { key: string }>(initial: () => L[], newLine: () => L, edited: () => void) {
  const [lines, setLines] = useState<L[]>(initial);
  // the lines as typed before a Reload, so Use mine can put them back
  const [typedLines, setTypedLines] = useState<L[]>([]);
  const [pickProblems, setPickProblems] = useState<Record<string, string>>({});
  return {
    lines,
    setLines,
    pickProblemOf: (key: string) => pickProblems[key] ?? null,
    clearPickProblems: () => setPickProblems({}),
    /** The answer to picking an item for line `index`: its lines, or the refusal shown on the line (and toasted). */
    picked(index: number, result: Picked<L>, toast: boolean): boolean {
      const key = lines[index].key;
      if (!result.ok) {
        setPickProblems((p) => ({ ...p, [key]: result.message }));
        if (toast) notify.error(result.message);
        return false;
      }
      setPickProblems((p) => {
        const next = { ...p };
        delete next[key];
        return next;
      });
      setLines(result.lines);
      edited();
      return true;
    },
    change(index: number, patch: Partial<L>) {
      setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));
      edited();
    },
    remove(index: number) {
      setLines((all) => all.filter((_, i) => i !== index));
      edited();
    },
    add: () => setLines((all) => [...all, newLine()]),
    /** A Reload shows the saved lines (when it has them), keeping the typed ones for Use mine. */
    reloaded(saved: L[] | null) {
      setTypedLines(lines);
      if (saved) setLines(saved);
      setPickProblems({});
    },
    restoreTyped: () => setLines(typedLines),
  };
}

/** A warehouse's stock to pick lines from, and each item of it by id. */
export function useStockRows(warehouseId: string) {
  const stock = useWarehouseStock(warehouseId);
  const rows = useMemo(() => stock.data ?? [], [stock.data]);
  const byId = useMemo(() => new Map(rows.map((p) => [p.id, p])), [rows]);
  return { stock, rows, byId };
}

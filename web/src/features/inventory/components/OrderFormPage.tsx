import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { useWedgeScanner } from '../../../components/scan/useWedgeScanner.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage } from '../../../components/ui/TextField.tsx';
import { PartySelect } from './OrderLineEditor.tsx';
import type { FormCheck, OrderSave } from './use-order-form.ts';

interface PageProps<B> {
  /** The heading, and the title of the dialog that confirms an edit. */
  title: string;
  subtitle: string;
  /** The form's accessible name. */
  formLabel: string;
  save: OrderSave<B>;
  /** What a submit checks first: the body to save, or the problem to show. */
  check: () => FormCheck<B>;
  /** The form's fields: its head and lines. */
  children: ReactNode;
  /** The form's StaleEditNotice (what a stale save says, and its Reload). */
  notice: ReactNode;
  /** The link beside the submit button: Discard changes (or Cancel). */
  cancel: { href: string; label: string } | null;
  submitLabel: string;
  /** What the dialog asks before an edit is saved, and what it adds. */
  confirmMessage: string;
  confirmDetails: string;
}

/** A purchase order's, sales order's or transfer's create or edit page: header, form, its foot, and the confirm of an edit. */
export function OrderFormPage<B>(props: PageProps<B>) {
  const { title, subtitle, formLabel, save, check, children, notice, cancel, submitLabel, confirmMessage, confirmDetails } = props;
  return (
    <div className="page po-add-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{subtitle}</p>
        </div>
      </header>
      <form className="card po-add-form" noValidate onSubmit={(e) => void save.onSubmit(e, check)} aria-label={formLabel}>
        {children}
        {notice}
        <FormMessage message={save.problem} />
        <div className="button-row po-actions">
          {cancel ? (
            <Link className="btn btn-secondary" to={cancel.href}>
              {cancel.label}
            </Link>
          ) : null}
          <button type="submit" className="btn btn-primary" aria-disabled={save.saving}>
            {submitLabel}
          </button>
        </div>
      </form>
      <ConfirmDialog
        {...save.confirm}
        title={title}
        message={confirmMessage}
        details={confirmDetails}
        confirmLabel="Save changes"
        busyLabel="Saving..."
      />
    </div>
  );
}

interface LinesProps {
  /** The list's accessible name: "Order lines". */
  label: string;
  /** A keyboard-wedge scanner's handler: it types into the item pickers. */
  wedge: ReturnType<typeof useWedgeScanner>;
  /** What the user had typed in the lines before a Reload, when it differs, and the lines now. */
  typed: string | undefined;
  summary: string;
  onUseTyped: () => void;
  onAdd: () => void;
  /** The line rows. */
  children: ReactNode;
}

/** A form's lines: the list of rows, the mark of lines typed before a Reload, and Add Line. */
export function OrderLinesEditor({ label, wedge, typed, summary, onUseTyped, onAdd, children }: LinesProps) {
  return (
    <>
      <ol className="po-add-lines" aria-label={label} {...wedge}>
        {children}
      </ol>
      <TypedMark typed={typed} value={summary} onUse={onUseTyped} />
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onAdd}>
          <PlusIcon size={18} /> Add Line
        </button>
      </div>
    </>
  );
}

interface PartyFieldProps extends ComponentProps<typeof PartySelect> {
  /** What the user had chosen before a Reload, when it differs, and how Use mine puts it back. */
  typed: string | undefined;
  onUse: (id: string) => void;
  /** A box around the picker and `after` (a transfer's destination and its problem). */
  boxClass?: string;
  after?: ReactNode;
}

/** A party or warehouse picker of an order form, with the mark of what was chosen before a Reload. */
export function PartyField({ typed, onUse, boxClass, after, ...select }: PartyFieldProps) {
  const picker = <PartySelect {...select} />;
  return (
    <>
      {boxClass ? (
        <div className={boxClass}>
          {picker}
          {after}
        </div>
      ) : (
        picker
      )}
      <TypedMark
        typed={typed}
        shown={select.list?.find((x) => x.id === (typed ?? ''))?.name ?? ''}
        value={select.value}
        onUse={() => onUse(typed ?? select.value)}
      />
    </>
  );
}

interface StockStatusProps {
  stock: { data?: unknown; error?: unknown; mutate: () => unknown };
  /** Whether the warehouse to pick from is chosen, and how many items it has in stock. */
  chosen: boolean;
  count: number;
  /** What it says before the warehouse is chosen, when its stock failed to load, and when it has none. */
  choose: string;
  failed: string;
  none: string;
}

/** Above the lines of a form that picks from one warehouse's stock: choose it first, it failed to load, or it has none. */
export function StockStatus({ stock, chosen, count, choose, failed, none }: StockStatusProps) {
  if (!chosen) return <p className="muted">{choose}</p>;
  if (stock.error)
    return (
      <div className="inline-error">
        <p>{failed}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void stock.mutate()}>
          Try again
        </button>
      </div>
    );
  return stock.data && count === 0 ? <p className="muted">{none}</p> : null;
}

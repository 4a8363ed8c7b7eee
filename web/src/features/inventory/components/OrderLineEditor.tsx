import type { ReactNode } from 'react';
import { formatCents } from '../../../../../shared/domain/format.ts';
import { ComboBox, type ComboBoxItem } from '../../../components/ui/ComboBox.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import type { OrderLineProblems } from '../order-form.ts';

interface LineProps {
  /** Stable key of the line (the inputs' ids). */
  lineKey: string;
  index: number;
  /** The item picker: the options, the picked one, and (for a server search) what the user types. */
  items: readonly ComboBoxItem[];
  selectedKey: string | null;
  onPick: (id: string | null) => void;
  onSearch?: (text: string) => void;
  loading?: boolean;
  pickProblem: string | null;
  pickerPlaceholder: string;
  emptyText: string;
  /** The picked item's unit price, formatted, or '-'. */
  unitPrice: string;
  quantity: string;
  discount: string;
  problems: OrderLineProblems;
  /** A note under the quantity that is not a problem (a sales order's back order). */
  quantityNote?: string | null;
  totalCents: number;
  onChange: (patch: { quantity?: string; discount?: string }) => void;
  onRemove: () => void;
}

function NumberInput(props: {
  id: string;
  label: string;
  className: string;
  value: string;
  inputMode: 'numeric' | 'decimal';
  placeholder?: string;
  problem?: string;
  note?: string | null;
  onChange: (value: string) => void;
}) {
  const { id, label, className, value, inputMode, placeholder, problem, note, onChange } = props;
  const described = problem ? `${id}-error` : note ? `${id}-note` : undefined;
  return (
    <div className={`field ${className}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input numeric"
        inputMode={inputMode}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem ? (
        <span className="field-error" id={`${id}-error`}>
          {problem}
        </span>
      ) : note ? (
        <span className="field-hint po-add-note" id={`${id}-note`}>
          {note}
        </span>
      ) : null}
    </div>
  );
}

/** One editable line of a new order (purchase or sales): item picker, read-only unit price, quantity, discount, line total. */
export function OrderLineRow(props: LineProps) {
  const { lineKey, index, items, selectedKey, onPick, onSearch, loading, pickProblem, pickerPlaceholder, emptyText } = props;
  const { unitPrice, quantity, discount, problems, quantityNote, totalCents, onChange, onRemove } = props;
  const n = index + 1;
  return (
    <li className="po-add-line" aria-label={`Line ${n}`}>
      <ComboBox
        label={`Item ${n}`}
        className="po-add-item"
        placeholder={pickerPlaceholder}
        items={items}
        selectedKey={selectedKey}
        onSelectionChange={(id) => {
          if (id !== selectedKey) onPick(id);
        }}
        onInputChange={onSearch}
        loading={loading}
        emptyText={emptyText}
        errorMessage={pickProblem ?? undefined}
      />
      <div className="field po-add-price">
        <label className="field-label" htmlFor={`${lineKey}-price`}>
          Unit Price
        </label>
        <input
          id={`${lineKey}-price`}
          className="input numeric"
          readOnly
          value={unitPrice}
          aria-invalid={problems.price ? true : undefined}
          aria-describedby={problems.price ? `${lineKey}-price-error` : undefined}
        />
        {problems.price ? (
          <span className="field-error" id={`${lineKey}-price-error`}>
            {problems.price}
          </span>
        ) : null}
      </div>
      <NumberInput
        id={`${lineKey}-qty`}
        label="Quantity"
        className="po-add-qty"
        inputMode="numeric"
        value={quantity}
        problem={problems.quantity}
        note={quantityNote}
        onChange={(v) => onChange({ quantity: v })}
      />
      <NumberInput
        id={`${lineKey}-discount`}
        label="Discount %"
        className="po-add-discount"
        inputMode="decimal"
        placeholder="0"
        value={discount}
        problem={problems.discount}
        onChange={(v) => onChange({ discount: v })}
      />
      <div className="field po-add-total">
        <span className="field-label">Line Total</span>
        <output className="po-add-total-value numeric" aria-label={`Line ${n} total`}>
          {formatCents(totalCents)}
        </output>
      </div>
      <button type="button" className="icon-button po-add-remove" aria-label={`Remove line ${n}`} onClick={onRemove}>
        <CloseIcon size={18} />
      </button>
    </li>
  );
}

interface SummaryProps {
  discount: string;
  onDiscount: (value: string) => void;
  /** The message under the overall discount, when it is not 0–100. */
  discountProblem: string | null;
  subtotalCents: number;
  totalCents: number;
  /** Rows between the sub total and the total (a sales order's discount amount). */
  children?: ReactNode;
}

/** The foot of a new order: the overall discount percent, the sub total and the total. */
export function OrderTotalsSummary({ discount, onDiscount, discountProblem, subtotalCents, totalCents, children }: SummaryProps) {
  return (
    <div className="po-add-summary">
      <div className="field po-add-overall">
        <label className="field-label" htmlFor="po-overall-discount">
          Overall Discount %
        </label>
        <input
          id="po-overall-discount"
          className="input numeric"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={discount}
          aria-invalid={discountProblem ? true : undefined}
          aria-describedby={discountProblem ? 'po-overall-discount-error' : undefined}
          onChange={(e) => onDiscount(e.target.value)}
        />
        {discountProblem ? (
          <span className="field-error" id="po-overall-discount-error">
            {discountProblem}
          </span>
        ) : null}
      </div>
      <dl className="po-add-totals">
        <div>
          <dt>Sub Total</dt>
          <dd className="numeric">{formatCents(subtotalCents)}</dd>
        </div>
        {children}
        <div className="po-add-grand">
          <dt>Total</dt>
          <dd className="numeric">{formatCents(totalCents)}</dd>
        </div>
      </dl>
    </div>
  );
}

interface PartyProps {
  label: string;
  value: string;
  onChange: (id: string) => void;
  /** The supplier, customer or warehouse list (every page). */
  list: { id: string; name: string }[] | undefined;
  /** "customer": the placeholder says "Select a customer", or "No customers yet" when there are none. */
  noun: string;
  hint?: string;
}

/** A new order's supplier, customer or warehouse picker. */
export function PartySelect({ label, value, onChange, list, noun, hint }: PartyProps) {
  return (
    <SelectField
      label={label}
      name={label.toLowerCase()}
      value={value}
      onChange={onChange}
      placeholder={list?.length === 0 ? `No ${noun}s yet` : `Select a ${noun}`}
      options={(list ?? []).map((p) => ({ value: p.id, label: p.name }))}
      hint={hint}
    />
  );
}

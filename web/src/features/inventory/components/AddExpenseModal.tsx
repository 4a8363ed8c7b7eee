import { useState } from 'react';
import { isoDateOf } from '../../../../../shared/domain/dates.ts';
import { MAX_EXPENSE_DESCRIPTION, type AddExpenseInput, type Expense } from '../../../../../shared/inventory/finance.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { DateField } from '../../../components/ui/DateField.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { StaleEditNotice, TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useForm } from '../../../lib/use-form.ts';
import { fetchExpense, useAddExpense, useExpenseCategories, useUpdateExpense } from '../api/finance.ts';
import { checkExpense, expenseEditSummary } from '../finance-format.ts';

const today = () => isoDateOf(new Date());
const initial = (expense?: Expense) =>
  expense
    ? { category: expense.category_id, amount: String(expense.amount), date: expense.date, description: expense.description }
    : { category: '', amount: '', date: today(), description: '' };

/**
 * Add Expense (spec part 2 §5: Please select a category; Please enter a valid amount; Please select a date; Please
 * enter a description; §8: the server's message, else An error occurred. Please try again later; success Expense
 * added successfully). The date starts at today and cannot be later. With `expense`, Edit Expense: the same checks,
 * then a confirmation that says how the financial account moves, and the edit with the version the list answered.
 */
export function AddExpenseModal({
  isOpen,
  onOpenChange,
  expense,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  expense?: Expense;
}) {
  const categories = useExpenseCategories(isOpen);
  const addExpense = useAddExpense();
  const updateExpense = useUpdateExpense();
  const [pending, setPending] = useState<AddExpenseInput | null>(null);
  const edit = useStaleEdit(expense, initial, async () => (expense ? fetchExpense(expense.id) : undefined));
  const base = edit.base;
  const { values, set, setValues, problem, busy, handleSubmit, reset } = useForm(() => initial(expense), {
    validate: (draft) => checkExpense(draft, today()),
    onSubmit: async (body) => {
      if (edit.base) {
        setPending(body);
        return;
      }
      const res = await addExpense({ body });
      notify.success(res?.message || M.expenseAdded);
      close(false);
    },
  });

  function close(open: boolean) {
    if (!open) reset();
    onOpenChange(open);
  }

  const options = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const verb = expense ? 'Save changes' : 'Add Expense';
  return (
    <>
      <Modal
        title={expense ? 'Edit Expense' : 'Add Expense'}
        description={
          expense ? 'Correct what was typed: the financial account follows.' : 'Money spent outside orders: rent, salaries, transport…'
        }
        isOpen={isOpen && !pending}
        onOpenChange={close}
        isBusy={busy}
      >
        <form className="form" onSubmit={handleSubmit} noValidate>
          <StaleEditNotice edit={edit} values={values} show={setValues} />
          <div className="form-grid">
            <SelectField
              label="Category"
              name="category"
              required
              value={values.category}
              onChange={set('category')}
              options={options}
              placeholder={categories.isLoading ? 'Loading categories...' : 'Select a category'}
              hint={categories.error ? 'The categories could not be loaded: close and open the dialog again.' : undefined}
            />
            <TypedMark
              typed={edit.typedOf('category')}
              value={values.category}
              onUse={() => set('category')(edit.typedOf('category') ?? '')}
            />
            <TextField
              label="Amount (USD)"
              name="amount"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              required
              value={values.amount}
              onChange={set('amount')}
              typed={edit.typedOf('amount')}
            />
            <DateField label="Date" name="date" required max={today()} value={values.date} onChange={set('date')} />
            <TypedMark typed={edit.typedOf('date')} value={values.date} onUse={() => set('date')(edit.typedOf('date') ?? '')} />
          </div>
          <TextField
            label="Description"
            name="description"
            multiline
            rows={3}
            required
            maxLength={MAX_EXPENSE_DESCRIPTION}
            value={values.description}
            onChange={set('description')}
            typed={edit.typedOf('description')}
          />
          <FormMessage message={problem} />
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => close(false)} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" aria-disabled={busy}>
              {busy ? 'Adding...' : verb}
            </button>
          </div>
        </form>
      </Modal>
      {base && pending ? (
        <ConfirmDialog
          isOpen
          title="Save the corrected expense?"
          message={expenseEditSummary(base, pending)}
          details={`${base.category} · ${base.description}`}
          confirmLabel="Save changes"
          busyLabel="Saving..."
          onClose={() => {
            setPending(null);
          }}
          onStale={(err) => {
            edit.refused(err);
            setPending(null);
          }}
          onConfirm={async () => {
            const res = await updateExpense({ body: { ...pending, id: base.id, version: base.version } });
            notify.success(res?.message || M.expenseUpdated);
            setPending(null);
            close(false);
          }}
        />
      ) : null}
    </>
  );
}

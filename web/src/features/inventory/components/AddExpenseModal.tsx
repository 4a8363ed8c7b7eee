import { isoDateOf } from '../../../../../shared/domain/dates.ts';
import { MAX_EXPENSE_DESCRIPTION } from '../../../../../shared/inventory/finance.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { DateField } from '../../../components/ui/DateField.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useAddExpense, useExpenseCategories } from '../api/finance.ts';
import { checkExpense } from '../finance-format.ts';

const today = () => isoDateOf(new Date());
const initial = () => ({ category: '', amount: '', date: today(), description: '' });

/**
 * Add Expense (spec part 2 §5: Please select a category; Please enter a valid amount; Please select a date; Please
 * enter a description; §8: the server's message, else An error occurred. Please try again later; success Expense
 * added successfully). The date starts at today and cannot be later.
 */
export function AddExpenseModal({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const categories = useExpenseCategories(isOpen);
  const addExpense = useAddExpense();
  const { values, set, problem, busy, handleSubmit, reset } = useForm(initial, {
    validate: (draft) => checkExpense(draft, today()),
    onSubmit: async (body) => {
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
  return (
    <Modal
      title="Add Expense"
      description="Money spent outside orders: rent, salaries, transport…"
      isOpen={isOpen}
      onOpenChange={close}
      isBusy={busy}
    >
      <form className="form" onSubmit={handleSubmit} noValidate>
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
          />
          <DateField label="Date" name="date" required max={today()} value={values.date} onChange={set('date')} />
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
        />
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {busy ? 'Adding...' : 'Add Expense'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

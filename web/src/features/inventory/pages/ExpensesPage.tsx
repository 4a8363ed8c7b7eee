import { useState } from 'react';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import type { Expense } from '../../../../../shared/inventory/finance.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { notify } from '../../../lib/notify.ts';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { allExpenses } from '../api/exports.ts';
import { useDeleteExpense, useExpenses } from '../api/finance.ts';
import { AddExpenseModal } from '../components/AddExpenseModal.tsx';
import { expenseExportColumns } from '../export-columns.ts';
import '../finance.css';

const columns = (act: (e: Expense, action: 'edit' | 'delete') => void, isOwner: boolean): DataTableColumn<Expense>[] => [
  { header: 'No.', numeric: true, width: '4.5rem', cell: (_, index) => index + 1 },
  { header: 'Category', width: '9rem', cell: (e) => e.category },
  { header: 'Amount', numeric: true, width: '9rem', cell: (e) => formatMoney(e.amount) },
  { header: 'Description', cell: (e) => <span className="ims-expense-description">{e.description}</span> },
  { header: 'Date', numeric: true, width: '8rem', cell: (e) => formatDate(e.date) },
  {
    header: 'Actions',
    width: '11rem',
    cell: (e) => (
      <span className="ims-row-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => act(e, 'edit')} aria-label={`Edit ${e.description}`}>
          Edit
        </button>
        {isOwner ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => act(e, 'delete')} aria-label={`Delete ${e.description}`}>
            Delete
          </button>
        ) : null}
      </span>
    ),
  },
];

/** /ims/expenses (spec part 2 §2 "Expenses"): the company's expenses, newest date first, and the Add Expense dialog. */
export function ExpensesPage() {
  useDocumentTitle('Expenses · Inventory');
  const expenses = useExpenses();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Expense | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const deleteExpense = useDeleteExpense();
  // deletes are the owner's (the server answers 403 to staff)
  const isOwner = useAuth().auth.role === 'owner';

  return (
    <div className="page">
      <header className="page-header ims-wrap-header">
        <div>
          <h1 className="page-title">Expenses</h1>
          <p className="page-subtitle">What the company spends outside its orders; it counts in the financial account.</p>
        </div>
        <div className="button-row">
          <ExportCsvButton title="Expenses" columns={expenseExportColumns} load={allExpenses} />
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            <PlusIcon size={18} />
            Add Expense
          </button>
        </div>
      </header>
      <section className="card ims-expenses" aria-labelledby="expenses-title">
        <h2 className="visually-hidden" id="expenses-title">
          Expenses
        </h2>
        <QueryState query={expenses} errorText="Expenses could not be loaded.">
          {(rows) => (
            <DataTable
              caption="Expenses, newest first"
              columns={columns((e, action) => (action === 'edit' ? setEditing(e) : setDeleting(e)), isOwner)}
              rows={rows}
              rowKey={(e) => e.id}
              empty="No expenses yet: add the first one."
              hasMore={expenses.hasMore}
              onLoadMore={expenses.loadMore}
              loadingMore={expenses.loadingMore}
            />
          )}
        </QueryState>
      </section>
      <AddExpenseModal isOpen={adding} onOpenChange={setAdding} />
      {editing ? <AddExpenseModal key={editing.id} isOpen expense={editing} onOpenChange={(open) => !open && setEditing(null)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this expense?"
        message={
          deleting
            ? `${formatMoney(deleting.amount)} of ${deleting.category} on ${formatDate(deleting.date)} is removed, and the financial account's expenses drop by it.`
            : ''
        }
        details={deleting?.description}
        confirmLabel="Delete expense"
        busyLabel="Deleting..."
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          const res = await deleteExpense({ query: { id: deleting.id } });
          notify.success(res?.message || M.expenseDeleted);
        }}
      />
    </div>
  );
}

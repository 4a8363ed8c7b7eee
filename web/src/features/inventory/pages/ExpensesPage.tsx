import { useState } from 'react';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import type { Expense } from '../../../../../shared/inventory/finance.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useExpenses } from '../api/finance.ts';
import { AddExpenseModal } from '../components/AddExpenseModal.tsx';
import '../finance.css';

const columns: DataTableColumn<Expense>[] = [
  { header: 'No.', numeric: true, width: '4.5rem', cell: (_, index) => index + 1 },
  { header: 'Category', width: '9rem', cell: (e) => e.category },
  { header: 'Amount', numeric: true, width: '9rem', cell: (e) => formatMoney(e.amount) },
  { header: 'Description', cell: (e) => <span className="ims-expense-description">{e.description}</span> },
  { header: 'Date', numeric: true, width: '8rem', cell: (e) => formatDate(e.date) },
];

/** /ims/expenses (spec part 2 §2 "Expenses"): the company's expenses, newest date first, and the Add Expense dialog. */
export function ExpensesPage() {
  useDocumentTitle('Expenses · Inventory');
  const expenses = useExpenses();
  const [adding, setAdding] = useState(false);

  return (
    <div className="page">
      <header className="page-header ims-wrap-header">
        <div>
          <h1 className="page-title">Expenses</h1>
          <p className="page-subtitle">What the company spends outside its orders; it counts in the financial account.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          <PlusIcon size={18} />
          Add Expense
        </button>
      </header>
      <section className="card ims-expenses" aria-labelledby="expenses-title">
        <h2 className="visually-hidden" id="expenses-title">
          Expenses
        </h2>
        <QueryState query={expenses} errorText="Expenses could not be loaded.">
          {(rows) => (
            <DataTable
              caption="Expenses, newest first"
              columns={columns}
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
    </div>
  );
}

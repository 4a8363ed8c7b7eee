import { formatDate } from '../../../../../shared/domain/format.ts';
import { REORDER_MESSAGES, type ReorderRuleView } from '../../../../../shared/inventory/replenishment.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCan } from '../../../lib/powers.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSupplierOptions } from '../api/purchase-orders.ts';
import { useReorderRules, useSetReorderRule } from '../api/reorder-rules.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { emptyRuleForm, ruleBodyOf, ruleFormOf } from '../reorder-rule-form.ts';
import './ItemReorderRules.css';

/** `edit` absent (an account that may not change stock rules): no Actions column. */
const columns = (edit?: (row: ReorderRuleView) => void): DataTableColumn<ReorderRuleView>[] => [
  { header: 'Warehouse', cell: (r) => r.warehouseName },
  { header: 'On hand', numeric: true, cell: (r) => r.onHand },
  { header: 'On order', numeric: true, cell: (r) => r.onOrder },
  { header: 'Committed', numeric: true, cell: (r) => r.committed },
  { header: 'Projected', numeric: true, cell: (r) => r.projected },
  {
    header: 'Rule',
    cell: (r) =>
      r.rule ? (
        <span>
          Min {r.rule.min} · Max {r.rule.max}
          {r.rule.multiple > 1 ? ` · ×${r.rule.multiple}` : ''}
          <span className="reorder-rule-supplier">
            {r.rule.supplierName || 'Supplier removed'}
            {r.rule.leadTimeDays ? ` · ${r.rule.leadTimeDays} days` : ''}
          </span>
        </span>
      ) : (
        <span className="muted">No rule</span>
      ),
  },
  {
    header: 'Status',
    cell: (r) =>
      !r.rule ? null : r.belowMin ? (
        <span className="reorder-rule-status">
          <span className="badge status-badge status-tone-red">Below min</span>
          <span className="reorder-rule-since">
            since {r.belowMinSince ? formatDate(r.belowMinSince.slice(0, 10)) : '—'}; order {r.suggestedQuantity}
          </span>
        </span>
      ) : (
        <span className="badge status-badge status-tone-green">OK</span>
      ),
  },
  ...(edit
    ? [
        {
          header: 'Actions',
          align: 'end',
          cell: (r) => (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => edit(r)}
              aria-label={`${r.rule ? 'Edit' : 'Set'} rule for ${r.warehouseName}`}
            >
              {r.rule ? 'Edit rule' : 'Set rule'}
            </button>
          ),
        } satisfies DataTableColumn<ReorderRuleView>,
      ]
    : []),
];

/**
 * Reorder tab of the item page (AUTOMATION.md "Replenishment"): per warehouse the projected quantity (on hand + on
 * order − committed) and the rule; the form sets or replaces a warehouse's rule (min, max, multiple, preferred
 * supplier, lead time). Below min, the Replenishment screen lists the item with the quantity to order.
 */
export function ItemReorderRules({ itemId }: { itemId: string }) {
  const rules = useReorderRules(itemId);
  const warehouses = useWarehouseOptions();
  const suppliers = useSupplierOptions();
  const save = useSetReorderRule();
  const mayEdit = useCan('inventory.stock.write');
  const { values, set, setValues, busy, problem, handleSubmit } = useForm(emptyRuleForm, {
    validate: (v) => ruleBodyOf(itemId, v),
    onSubmit: async (body) => {
      const res = await save({ body });
      notify.success(res?.message ?? REORDER_MESSAGES.saved);
    },
  });
  const edit = (row: ReorderRuleView) => {
    setValues(ruleFormOf(row));
    document.getElementById('reorder-rule-form')?.scrollIntoView({ block: 'nearest' });
  };
  const rows = rules.data ?? [];

  return (
    <div className="reorder-rules">
      <h2 className="card-title">Projected stock and reorder rules</h2>
      <p className="muted reorder-rules-intro">
        Projected = on hand + on order − committed. Below a rule&apos;s min, the item is listed on Replenishment with the quantity to order
        up to max.
      </p>
      {rules.error ? (
        <p className="inline-error" role="alert">
          Failed to load the reorder rules.{' '}
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void rules.mutate()}>
            Try again
          </button>
        </p>
      ) : (
        <DataTable
          caption="Projected stock and reorder rules per warehouse"
          columns={columns(mayEdit ? edit : undefined)}
          rows={rows}
          rowKey={(r) => r.warehouseId}
          empty={
            rules.isLoading
              ? 'Loading...'
              : `No warehouse has this item, an order of it or a rule yet${mayEdit ? ': set a rule below' : ''}.`
          }
          stackOnPhones
        />
      )}
      {mayEdit ? (
        <form id="reorder-rule-form" className="form reorder-rule-form" onSubmit={handleSubmit} noValidate>
          <h3 className="reorder-rule-form-title">Set a rule</h3>
          <div className="reorder-rule-grid">
            <SelectField
              label="Warehouse"
              name="warehouseId"
              required
              value={values.warehouseId}
              onChange={set('warehouseId')}
              placeholder={warehouses.isLoading ? 'Loading warehouses...' : 'Select a warehouse'}
              options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
            />
            <SelectField
              label="Preferred supplier"
              name="supplierId"
              required
              value={values.supplierId}
              onChange={set('supplierId')}
              placeholder={suppliers.isLoading ? 'Loading suppliers...' : 'Select a supplier'}
              options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
            <TextField
              label="Min (reorder point)"
              name="min"
              inputMode="numeric"
              autoComplete="off"
              required
              value={values.min}
              onChange={set('min')}
            />
            <TextField
              label="Max (order up to)"
              name="max"
              inputMode="numeric"
              autoComplete="off"
              required
              value={values.max}
              onChange={set('max')}
            />
            <TextField
              label="Multiple"
              name="multiple"
              inputMode="numeric"
              autoComplete="off"
              value={values.multiple}
              onChange={set('multiple')}
              hint="Order in steps of this many (1: any quantity)."
            />
            <TextField
              label="Lead time (days)"
              name="leadTimeDays"
              inputMode="numeric"
              autoComplete="off"
              value={values.leadTimeDays}
              onChange={set('leadTimeDays')}
            />
          </div>
          <FormMessage message={problem} />
          <div className="dialog-actions">
            <button type="submit" className="btn btn-primary" aria-disabled={busy}>
              {busy ? 'Saving...' : 'Save rule'}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

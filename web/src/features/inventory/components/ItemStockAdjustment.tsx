import * as M from '../../../../../shared/inventory/messages.ts';
import { adjustStockSchema, type WarehouseStock } from '../../../../../shared/inventory/schemas.ts';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { useAdjustStock } from '../api/products.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { adjustmentWarehouses, parseQuantityChange } from '../item-logic.ts';

const SELECT_WAREHOUSE = 'Please select a warehouse';
const empty = { warehouseId: '', change: '', reason: '' };

/**
 * Stock Adjustment tab (INVENTORY.md "Stock": real, not simulated): a warehouse, a whole-number change (+ or −)
 * and a reason; a decrease below what the warehouse holds is refused by the server (422, toasted).
 */
export function ItemStockAdjustment({ itemId, holding }: { itemId: string; holding: readonly WarehouseStock[] }) {
  const warehouses = useWarehouseOptions();
  const adjust = useAdjustStock();
  const options = adjustmentWarehouses(holding, warehouses.data ?? []);
  const { values, set, setValues, busy, problem, handleSubmit } = useForm(empty, {
    validate: (v) => {
      if (!v.warehouseId) return SELECT_WAREHOUSE;
      const quantityChange = parseQuantityChange(v.change);
      if (quantityChange === null) return M.adjustmentInvalid;
      if (v.reason.trim() === '') return M.adjustmentReason;
      return validate(adjustStockSchema, { itemId, warehouseId: v.warehouseId, quantityChange, reason: v.reason });
    },
    onSubmit: async (body) => {
      const res = await adjust({ body });
      notify.success(res?.message ?? M.stockAdjusted);
      setValues((v) => ({ ...v, change: '', reason: '' }));
    },
  });

  return (
    <form className="form item-adjust-form" onSubmit={handleSubmit} noValidate>
      <SelectField
        label="Warehouse"
        name="warehouseId"
        required
        value={values.warehouseId}
        onChange={set('warehouseId')}
        placeholder={warehouses.isLoading ? 'Loading warehouses...' : 'Select a warehouse'}
        options={options}
        hint={options.length === 0 && !warehouses.isLoading ? 'Add a warehouse first (Warehouses).' : undefined}
      />
      <TextField
        label="Change"
        name="change"
        inputMode="numeric"
        autoComplete="off"
        required
        value={values.change}
        onChange={set('change')}
        hint="A whole number: positive adds stock, negative removes it (e.g. 5 or -3)."
      />
      <TextField
        label="Reason"
        name="reason"
        autoComplete="off"
        required
        maxLength={300}
        value={values.reason}
        onChange={set('reason')}
        placeholder="e.g. Stock count, damaged, found"
      />
      <FormMessage message={problem} />
      <div className="dialog-actions">
        <button type="submit" className="btn btn-primary" aria-disabled={busy}>
          {busy ? 'Updating...' : 'Update Stock'}
        </button>
      </div>
    </form>
  );
}

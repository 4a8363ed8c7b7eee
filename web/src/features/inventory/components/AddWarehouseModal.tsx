import * as M from '../../../../../shared/inventory/messages.ts';
import { addWarehouseSchema } from '../../../../../shared/inventory/schemas.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { useAddWarehouse } from '../api/warehouses.ts';

const empty = { warehouseName: '', warehouseLocation: '' };

/** The add-warehouse dialog (spec §5 "Warehouse: Please fill all the fields"; §8 success default, server message first). */
export function AddWarehouseModal({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const addWarehouse = useAddWarehouse();
  const { values, set, problem, busy, handleSubmit, reset } = useForm(empty, {
    validate: (v) => validate(addWarehouseSchema, v),
    onSubmit: async (body) => {
      const res = await addWarehouse({ body });
      notify.success(res?.message || M.warehouseAdded);
      close(false);
    },
  });

  function close(open: boolean) {
    if (!open) reset();
    onOpenChange(open);
  }

  return (
    <Modal
      title="Add Warehouse"
      description="Where stock is kept: received into and sold from."
      isOpen={isOpen}
      onOpenChange={close}
      isBusy={busy}
    >
      <form className="form" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Warehouse Name"
          name="warehouseName"
          autoComplete="off"
          required
          maxLength={100}
          // the dialog opens to fill these two fields (WAI-ARIA dialog pattern: focus the first one)
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={values.warehouseName}
          onChange={set('warehouseName')}
        />
        <TextField
          label="Location"
          name="warehouseLocation"
          autoComplete="off"
          required
          maxLength={200}
          value={values.warehouseLocation}
          onChange={set('warehouseLocation')}
          hint="A city, an address or a site name."
        />
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {busy ? 'Adding...' : 'Add Warehouse'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

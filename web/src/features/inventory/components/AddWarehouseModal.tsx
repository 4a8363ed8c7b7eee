import * as M from '../../../../../shared/inventory/messages.ts';
import { useState } from 'react';
import {
  addWarehouseSchema,
  updateWarehouseSchema,
  type UpdateWarehouseInput,
  type Warehouse,
} from '../../../../../shared/inventory/schemas.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { StaleEditNotice } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { fetchWarehouse, useAddWarehouse, useUpdateWarehouse } from '../api/warehouses.ts';

const empty = { warehouseName: '', warehouseLocation: '' };
const formOf = (warehouse: Warehouse | undefined) =>
  warehouse ? { warehouseName: warehouse.name, warehouseLocation: warehouse.location } : empty;

/**
 * The add-warehouse dialog (spec §5 "Warehouse: Please fill all the fields"; §8 success default, server message
 * first). With `warehouse`, Edit Warehouse: the same checks, a confirmation of what changes, then the edit with the
 * version the list answered.
 */
export function AddWarehouseModal({
  isOpen,
  onOpenChange,
  warehouse,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  warehouse?: Warehouse;
}) {
  const addWarehouse = useAddWarehouse();
  const updateWarehouse = useUpdateWarehouse();
  const [pending, setPending] = useState<UpdateWarehouseInput | null>(null);
  const edit = useStaleEdit(warehouse, formOf, async () => (warehouse ? fetchWarehouse(warehouse.id) : undefined));
  const { values, set, setValues, problem, busy, handleSubmit, reset } = useForm(formOf(warehouse), {
    validate: (v) => validate(addWarehouseSchema, v),
    onSubmit: async (body) => {
      if (edit.base) {
        const checked = validate(updateWarehouseSchema, {
          id: edit.base.id,
          name: body.warehouseName,
          location: body.warehouseLocation,
          version: edit.base.version,
        });
        if (checked.ok) setPending(checked.data);
        return;
      }
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
    <>
      <Modal
        title={warehouse ? 'Edit Warehouse' : 'Add Warehouse'}
        description="Where stock is kept: received into and sold from."
        isOpen={isOpen && !pending}
        onOpenChange={close}
        isBusy={busy}
      >
        <form className="form" onSubmit={handleSubmit} noValidate>
          <StaleEditNotice edit={edit} values={values} show={setValues} />
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
            typed={edit.typedOf('warehouseName')}
          />
          <TextField
            label="Location"
            name="warehouseLocation"
            autoComplete="off"
            required
            maxLength={200}
            value={values.warehouseLocation}
            onChange={set('warehouseLocation')}
            typed={edit.typedOf('warehouseLocation')}
            hint="A city, an address or a site name."
          />
          <FormMessage message={problem} />
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => close(false)} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" aria-disabled={busy}>
              {busy ? 'Adding...' : warehouse ? 'Save changes' : 'Add Warehouse'}
            </button>
          </div>
        </form>
      </Modal>
      {edit.base && pending ? (
        <ConfirmDialog
          isOpen
          title="Save the warehouse?"
          message={
            pending.name === edit.base.name
              ? `${edit.base.name}'s location becomes ${pending.location}.`
              : `${edit.base.name} becomes ${pending.name} (${pending.location}) on the cards, pickers, item pages and the stock dashboard.`
          }
          details="Orders already placed keep the name they were placed with; its stock stays where it is."
          confirmLabel="Save changes"
          busyLabel="Saving..."
          onClose={() => setPending(null)}
          onStale={(err) => {
            edit.refused(err);
            setPending(null);
          }}
          onConfirm={async () => {
            const res = await updateWarehouse({ body: pending });
            notify.success(res?.message || M.warehouseUpdated);
            setPending(null);
            close(false);
          }}
        />
      ) : null}
    </>
  );
}

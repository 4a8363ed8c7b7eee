import { useState } from 'react';
import { CORRECTION_MESSAGES } from '../../../../../shared/audit/types.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { RENT_TYPES, type RentType } from '../../../../../shared/rent/rules.ts';
import type { RoomDetails, UpdateRentInput } from '../../../../../shared/rent/schemas.ts';
import { DateField } from '../../../components/ui/DateField.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { StaleEditNotice, TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { PencilIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useUpdateRent } from '../api/rents.ts';
import { rentEditChanges, type RentFacts } from '../corrections.ts';
import { CorrectionConfirm } from './CorrectionConfirm.tsx';

const factsOf = (room: RoomDetails): RentFacts => ({
  price: Number(room.rent_price ?? 0),
  deposit: Number(room.deposit ?? 0),
  start: room.rent_start_date ?? '',
  end: room.rent_end_date ?? '',
  type: room.rent_type ?? '',
});
const formOf = (room: RoomDetails) => {
  const f = factsOf(room);
  return { rent_price: String(f.price), deposit: String(f.deposit), rent_start_date: f.start, rent_end_date: f.end, rent_type: f.type };
};

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * Edit rent / Extend lease on the unit's current rent (CORRECTIONS.md POST /api/rooms/rent/update): every field
 * while the rent has no payments; once paid only the end date and the deposit (the server refuses an end before the
 * paid periods with its 422, shown in the confirmation). "Extend lease" is the same form with only the end date.
 * Only the changed fields are sent, with the rent's version (`rent_version`).
 */
export function EditRentDialog({
  room,
  mode,
  onClose,
  reload,
}: {
  room: RoomDetails;
  mode: 'edit' | 'lease';
  onClose: () => void;
  reload: () => Promise<RoomDetails | undefined>;
}) {
  const updateRent = useUpdateRent();
  const edit = useStaleEdit(room, formOf, reload);
  const base = edit.base;
  const [pending, setPending] = useState<{ body: UpdateRentInput; changes: string[] } | null>(null);
  const paid = (base.total_amount_paid ?? 0) > 0;
  const all = mode === 'edit' && !paid;
  const { values, set, setValues, problem, setProblem, busy, handleSubmit } = useForm(formOf(room), {
    validate: (form) => {
      const shown = all ? Object.values(form) : mode === 'edit' ? [form.rent_end_date, form.deposit] : [form.rent_end_date];
      if (shown.some((v) => v.trim() === '')) return { ok: false as const, message: RENT_MESSAGES.allFieldsRequired };
      if (!AMOUNT.test(form.rent_price.trim())) return { ok: false as const, message: RENT_MESSAGES.rentPrice };
      if (!AMOUNT.test(form.deposit.trim())) return { ok: false as const, message: RENT_MESSAGES.deposit };
      if (form.rent_start_date > form.rent_end_date) return { ok: false as const, message: RENT_MESSAGES.rentStartAfterEnd };
      return { ok: true as const, data: form };
    },
    onSubmit: async (form) => {
      const before = factsOf(base);
      const after: RentFacts = {
        price: Number(form.rent_price),
        deposit: Number(form.deposit),
        start: form.rent_start_date,
        end: form.rent_end_date,
        type: form.rent_type,
      };
      const changes = rentEditChanges(before, after);
      if (changes.length === 0) {
        setProblem(CORRECTION_MESSAGES.noChanges);
        return;
      }
      const body: UpdateRentInput = { room_id: String(base.id), rent_id: String(base.current_rent_id), version: base.rent_version ?? 0 };
      if (after.price !== before.price) body.rent_price = after.price;
      if (after.deposit !== before.deposit) body.deposit = after.deposit;
      if (after.start !== before.start) body.rent_start_date = after.start;
      if (after.end !== before.end) body.rent_end_date = after.end;
      if (after.type !== before.type) body.rent_type = after.type as RentType;
      setPending({ body, changes });
    },
  });

  const restoreTyped = (field: 'rent_start_date' | 'rent_end_date' | 'rent_type') => () => set(field)(edit.typedOf(field) ?? values[field]);
  const title = mode === 'lease' ? 'Extend lease' : 'Edit rent';
  return (
    <>
      <Modal
        title={title}
        description={
          mode === 'lease'
            ? 'Move the rent end date: later to extend the lease, earlier to shorten it (never before the paid periods end).'
            : paid
              ? 'This rent has payments: only the end date and the deposit can change.'
              : 'The rent has no payments yet, so every field can change.'
        }
        isOpen={!pending}
        onOpenChange={(open) => !open && onClose()}
        isBusy={busy}
      >
        <form className="form" onSubmit={handleSubmit} noValidate>
          <StaleEditNotice edit={edit} values={values} show={setValues} />
          <div className="form-grid">
            {all ? (
              <TextField
                label="Rent Price (USD)"
                name="rent_price"
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                required
                value={values.rent_price}
                onChange={set('rent_price')}
                typed={edit.typedOf('rent_price')}
              />
            ) : null}
            {mode === 'edit' ? (
              <TextField
                label="Deposit (USD)"
                name="deposit"
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                required
                value={values.deposit}
                onChange={set('deposit')}
                typed={edit.typedOf('deposit')}
              />
            ) : null}
            {all ? (
              <DateField
                label="Rent Start Date"
                name="rent_start_date"
                required
                value={values.rent_start_date}
                onChange={set('rent_start_date')}
              />
            ) : null}
            {all ? (
              <TypedMark typed={edit.typedOf('rent_start_date')} value={values.rent_start_date} onUse={restoreTyped('rent_start_date')} />
            ) : null}
            <DateField label="Rent End Date" name="rent_end_date" required value={values.rent_end_date} onChange={set('rent_end_date')} />
            <TypedMark typed={edit.typedOf('rent_end_date')} value={values.rent_end_date} onUse={restoreTyped('rent_end_date')} />
            {all ? (
              <SelectField label="Rent Type" name="rent_type" value={values.rent_type} onChange={set('rent_type')} options={RENT_TYPES} />
            ) : null}
            {all ? <TypedMark typed={edit.typedOf('rent_type')} value={values.rent_type} onUse={restoreTyped('rent_type')} /> : null}
          </div>
          <FormMessage message={problem} />
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" aria-disabled={busy}>
              Review changes
            </button>
          </div>
        </form>
      </Modal>
      {pending ? (
        <CorrectionConfirm
          title={mode === 'lease' ? 'Change the lease?' : 'Save the rent?'}
          message={`Save these changes to ${base.tenant_name || 'the tenant'}'s rent?`}
          confirmLabel="Save changes"
          busyLabel="Saving..."
          icon={<PencilIcon size={16} />}
          run={async () => {
            const res = await updateRent({ body: pending.body });
            notify.success(res?.message || RENT_MESSAGES.rentUpdated);
            onClose();
          }}
          onClose={() => setPending(null)}
          onStale={(err) => {
            edit.refused(err);
            setPending(null);
          }}
        >
          <ul className="correction-changes">
            {pending.changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="muted">Payments stay as they are.</p>
        </CorrectionConfirm>
      ) : null}
    </>
  );
}

import { Link, useLocation } from 'react-router-dom';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { DEFAULT_RENT_TYPE, RENT_TYPES } from '../../../../../shared/rent/rules.ts';
import { addRentSchema } from '../../../../../shared/rent/schemas.ts';
import { DateField } from '../../../components/ui/DateField.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { useAddRent } from '../api/rents.ts';
import { TenantPicker } from './TenantPicker.tsx';
import { localToday } from '../../../lib/dates.ts';

const SELECT_TENANT = RENT_MESSAGES.selectTenant;

const initial = () => ({
  tenantID: '',
  rent_price: '',
  deposit: '',
  rent_start_date: localToday(),
  rent_end_date: '',
  rent_type: DEFAULT_RENT_TYPE as string,
});

/** Add Rent on a vacant unit (spec §5 messages); refreshes the room and the level on success. */
export function AddRentModal({
  roomId,
  unitLabel,
  isOpen,
  onOpenChange,
}: {
  roomId: string;
  unitLabel: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const location = useLocation();
  const addRent = useAddRent();
  const { values, set, problem, busy, handleSubmit, reset } = useForm(initial, {
    validate: (form) => {
      if (!form.tenantID) return SELECT_TENANT;
      const { rent_price, deposit, rent_start_date, rent_end_date, rent_type } = form;
      if ([rent_price, deposit, rent_start_date, rent_end_date, rent_type].some((v) => v.trim() === ''))
        return RENT_MESSAGES.allFieldsRequired;
      // The handler's schema: amounts (2 decimals), real dates, then start not after end.
      return validate(addRentSchema, { ...form, room_id: roomId });
    },
    onSubmit: async (data) => {
      const res = await addRent({ body: data });
      notify.success(res?.message ?? RENT_MESSAGES.rentAdded);
      close(false);
    },
  });

  function close(open: boolean) {
    if (!open) reset();
    onOpenChange(open);
  }

  const addTenantLink = (
    <Link to={paths.rent.addTenant.href()} state={{ returnTo: location.pathname }}>
      Add a new tenant
    </Link>
  );

  return (
    <Modal title="Add Rent" description={`Rent ${unitLabel} to a tenant.`} isOpen={isOpen} onOpenChange={close} isBusy={busy}>
      <form className="form" onSubmit={handleSubmit} noValidate>
        <TenantPicker
          enabled={isOpen}
          value={values.tenantID}
          onChange={set('tenantID')}
          hint={({ none }) => (none ? <>No tenants yet. {addTenantLink} first.</> : <>Not in the list? {addTenantLink}.</>)}
        />
        <div className="form-grid">
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
          />
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
          />
          <DateField
            label="Rent Start Date"
            name="rent_start_date"
            required
            value={values.rent_start_date}
            onChange={set('rent_start_date')}
          />
          <DateField label="Rent End Date" name="rent_end_date" required value={values.rent_end_date} onChange={set('rent_end_date')} />
          <SelectField
            label="Rent Type"
            name="rent_type"
            value={values.rent_type}
            onChange={set('rent_type')}
            options={RENT_TYPES}
            hint="Rent is due at the start of each period."
          />
        </div>
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {busy ? 'Adding...' : 'Add Rent'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

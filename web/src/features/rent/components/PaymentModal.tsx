import { useId } from 'react';
import { formatMoney } from '../../../../../shared/domain/format.ts';
import { PAYMENT_METHODS } from '../../../../../shared/rent/limits.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { payRentSchema } from '../../../../../shared/rent/schemas.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { usePayRent } from '../api/payments.ts';

const FILL_ALL = RENT_MESSAGES.payFillAll;
const NO_ROOM = RENT_MESSAGES.roomIdMissing;

export interface PaymentTarget {
  roomId: string | null | undefined;
  rentId: string;
  tenantName?: string | null;
  /** What is still owed, to suggest as the amount. */
  balance?: number | null;
}

/** Make a Payment (spec §5): needs the master password; refreshes the room and level figures. */
export function PaymentModal({ target, onClose }: { target: PaymentTarget; onClose: () => void }) {
  const payRent = usePayRent();
  const suggested = target.balance && target.balance > 0 ? target.balance.toFixed(2) : '';
  const passwordId = useId();
  const { values, set, setValues, problem, busy, handleSubmit } = useForm(
    { paymentMethod: '', paymentReference: '', paymentAmount: suggested, masterPassword: '' },
    {
      validate: (form) => {
        if (Object.values(form).some((v) => v.trim() === '')) return FILL_ALL;
        if (!target.roomId) return NO_ROOM;
        return validate(payRentSchema, { ...form, roomId: target.roomId, currentRentId: target.rentId });
      },
      onSubmit: async (data) => {
        const res = await payRent({ body: data });
        if (res?.duplicate) notify.info(res.message ?? RENT_MESSAGES.paymentAlreadyRecorded);
        else notify.success(res?.message ?? RENT_MESSAGES.paymentRecorded);
        onClose();
      },
      // The client showed the server's message (a wrong master password among them); the rest stays filled.
      onError: () => {
        setValues((v) => ({ ...v, masterPassword: '' }));
        document.getElementById(passwordId)?.focus();
      },
      staysBusyAfterSuccess: true,
    },
  );

  return (
    <Modal
      title="Make a Payment"
      description={
        <>
          {target.tenantName ? `${target.tenantName} · ` : ''}
          {target.balance && target.balance > 0 ? `Outstanding ${formatMoney(target.balance)}` : 'Nothing outstanding right now'}
        </>
      }
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isBusy={busy}
    >
      <form className="form" onSubmit={handleSubmit} noValidate>
        <div className="form-grid">
          <SelectField
            label="Payment Method"
            name="paymentMethod"
            value={values.paymentMethod}
            onChange={set('paymentMethod')}
            options={PAYMENT_METHODS}
            placeholder="Select a method"
            required
          />
          <TextField
            label="Payment Reference"
            name="paymentReference"
            autoComplete="off"
            required
            value={values.paymentReference}
            onChange={set('paymentReference')}
            hint="The bank or receipt reference; recorded once."
          />
          <TextField
            label="Amount (USD)"
            name="paymentAmount"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            required
            value={values.paymentAmount}
            onChange={set('paymentAmount')}
          />
          <TextField
            id={passwordId}
            label="Master Password"
            name="masterPassword"
            type="password"
            autoComplete="off"
            required
            value={values.masterPassword}
            onChange={set('masterPassword')}
          />
        </div>
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {busy ? 'Recording...' : 'Record Payment'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

import { useId } from 'react';
import { formatMoney } from '../../../../../shared/domain/format.ts';
import { paymentAlreadyRecorded } from '../../../../../shared/domain/payments.ts';
import { DEPOSIT_METHOD } from '../../../../../shared/rent/limits.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { payRentSchema } from '../../../../../shared/rent/schemas.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { usePayRent } from '../api/payments.ts';
import { amountText, depositSuggestion, paymentLimitProblem, paymentMethodsFor } from '../settlement.ts';
import { MasterPasswordField } from './MasterPasswordField.tsx';

const FILL_ALL = RENT_MESSAGES.payFillAll;
const NO_ROOM = RENT_MESSAGES.roomIdMissing;

export interface PaymentTarget {
  roomId: string | null | undefined;
  rentId: string;
  tenantName?: string | null;
  /** What is still owed (amount_due), to suggest as the amount. */
  balance?: number | null;
  /** The deposit not used yet: Deposit is offered while it is above 0. */
  depositAvailable?: number | null;
  /** A checked-out rent takes payments only up to its balance. */
  checkedOut?: boolean;
  /** Open with this method chosen ("Settle from deposit" opens it with Deposit). */
  method?: string;
}

/**
 * Make a Payment (spec §5): needs the master password; refreshes the room and level figures. Offers Deposit
 * while some of the deposit is left, and refuses what the server would (more than the deposit or the balance).
 */
export function PaymentModal({ target, onClose }: { target: PaymentTarget; onClose: () => void }) {
  const payRent = usePayRent();
  const methods = paymentMethodsFor(target.depositAvailable);
  const initialMethod = target.method && methods.includes(target.method) ? target.method : '';
  const suggestedFor = (method: string) =>
    method === DEPOSIT_METHOD ? depositSuggestion(target.balance, target.depositAvailable) : amountText(target.balance);
  const passwordId = useId();
  const { values, set, setValues, problem, setProblem, busy, handleSubmit } = useForm(
    { paymentMethod: initialMethod, paymentReference: '', paymentAmount: suggestedFor(initialMethod), masterPassword: '' },
    {
      validate: (form) => {
        if (Object.values(form).some((v) => v.trim() === '')) return FILL_ALL;
        if (!target.roomId) return NO_ROOM;
        const checked = validate(payRentSchema, { ...form, roomId: target.roomId, currentRentId: target.rentId });
        if (!checked.ok) return checked;
        return (
          paymentLimitProblem({
            method: checked.data.paymentMethod,
            amount: checked.data.paymentAmount,
            amountDue: target.balance,
            depositAvailable: target.depositAvailable,
            checkedOut: Boolean(target.checkedOut),
          }) ?? checked
        );
      },
      onSubmit: async (data) => {
        const res = await payRent({ body: data }).catch((err: unknown) => {
          // shown in the dialog, beside the fields, as Delete Rent does (issue 17 R4); the form stays filled
          setProblem(err instanceof ApiError ? err.message : DEFAULT_ERROR_MESSAGE);
          throw err;
        });
        if (res?.duplicate) notify.info(res.message ?? paymentAlreadyRecorded);
        else notify.success(res?.message ?? RENT_MESSAGES.paymentRecorded);
        onClose();
      },
      // The refusal shows under the fields; the master password stays, selected, so typing replaces it.
      onError: () => {
        const password = document.getElementById(passwordId);
        if (password instanceof HTMLInputElement) {
          password.focus();
          password.select();
        }
      },
      staysBusyAfterSuccess: true,
    },
  );

  // Switching to or from Deposit moves the suggested amount with it, unless the amount was typed over.
  function chooseMethod(method: string) {
    setValues((v) => ({
      ...v,
      paymentMethod: method,
      paymentAmount: v.paymentAmount === suggestedFor(v.paymentMethod) ? suggestedFor(method) : v.paymentAmount,
    }));
  }

  const deposit = target.depositAvailable ?? 0;
  return (
    <Modal
      title="Make a Payment"
      description={
        <>
          {target.tenantName ? `${target.tenantName} · ` : ''}
          {target.balance && target.balance > 0 ? `Outstanding ${formatMoney(target.balance)}` : 'Nothing outstanding right now'}
          {deposit > 0 ? ` · Deposit available ${formatMoney(deposit)}` : ''}
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
            onChange={chooseMethod}
            options={methods}
            placeholder="Select a method"
            required
            hint={values.paymentMethod === DEPOSIT_METHOD ? 'Taken from the deposit: up to the deposit left or the balance.' : undefined}
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
          <MasterPasswordField id={passwordId} value={values.masterPassword} onChange={set('masterPassword')} />
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

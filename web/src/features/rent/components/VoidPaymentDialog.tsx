import { useId, useState } from 'react';
import type { RentPaymentRow } from '../../../../../shared/rent/invoice-schemas.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useVoidRentPayment } from '../api/payments.ts';
import { paymentVoidText } from '../corrections.ts';
import { CorrectionConfirm } from './CorrectionConfirm.tsx';

/**
 * Void a rent payment (CORRECTIONS.md POST /api/payment/void): it takes the master password like paying (not
 * owner-only) and a reason; the confirmation says what moves back. A wrong password or a payment voided
 * meanwhile shows in the dialog, which stays open with the password cleared.
 */
export function VoidPaymentDialog({
  payment,
  rentId,
  paid,
  onClose,
}: {
  payment: RentPaymentRow;
  rentId: string;
  /** What the rent has paid so far (the confirmation says where it drops to). */
  paid: number;
  onClose: () => void;
}) {
  const voidPayment = useVoidRentPayment();
  const [reason, setReason] = useState('');
  const [masterPassword, setMasterPassword] = useState('');
  const passwordId = useId();
  return (
    <CorrectionConfirm
      title={`Void payment ${payment.paymentReference}`}
      message={paymentVoidText(payment, { paid })}
      confirmLabel="Void payment"
      busyLabel="Voiding..."
      tone="danger"
      run={async () => {
        const res = await voidPayment({ body: { paymentId: payment.id, currentRentId: rentId, masterPassword, reason } });
        notify.success(res?.message || RENT_MESSAGES.paymentVoided);
      }}
      onClose={onClose}
      onRefused={() => {
        setMasterPassword('');
        document.getElementById(passwordId)?.focus();
      }}
    >
      <TextField
        label="Reason"
        name="reason"
        autoComplete="off"
        required
        maxLength={500}
        // the dialog opens to fill these two fields (WAI-ARIA dialog pattern: focus the first one)
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={reason}
        onChange={setReason}
        hint="Why it is voided, e.g. recorded twice. It shows beside the voided payment and in its History."
      />
      <TextField
        id={passwordId}
        label="Master Password"
        name="masterPassword"
        type="password"
        autoComplete="off"
        required
        value={masterPassword}
        onChange={setMasterPassword}
        hint="Voiding changes what was paid and past revenue, so it needs the master password, like paying."
      />
    </CorrectionConfirm>
  );
}

import type { RentPaymentRow } from '../../../../../shared/rent/invoice-schemas.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { notify } from '../../../lib/notify.ts';
import { useVoidRentPayment } from '../api/payments.ts';
import { paymentVoidText } from '../corrections.ts';
import { MasterPasswordConfirm } from './MasterPasswordConfirm.tsx';

/**
 * Void a rent payment (CORRECTIONS.md POST /api/payment/void): it takes the master password like paying (not
 * owner-only) and a reason; the confirmation says what moves back.
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
  return (
    <MasterPasswordConfirm
      title={`Void payment ${payment.paymentReference}`}
      message={paymentVoidText(payment, { paid })}
      confirmLabel="Void payment"
      busyLabel="Voiding..."
      reasonHint="Why it is voided, e.g. recorded twice. It shows beside the voided payment and in its History."
      passwordHint="Voiding changes what was paid and past revenue, so it needs the master password, like paying."
      run={async ({ reason, masterPassword }) => {
        const res = await voidPayment({ body: { paymentId: payment.id, currentRentId: rentId, masterPassword, reason } });
        notify.success(res?.message || RENT_MESSAGES.paymentVoided);
      }}
      onClose={onClose}
    />
  );
}

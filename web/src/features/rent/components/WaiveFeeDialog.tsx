import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import type { RentFeeRow } from '../../../../../shared/rent/collection-schemas.ts';
import { notify } from '../../../lib/notify.ts';
import { useWaiveFee } from '../api/collection.ts';
import { MasterPasswordConfirm } from './MasterPasswordConfirm.tsx';

/**
 * Waive a late fee (owner; AUTOMATION.md POST /api/automation/waive-fee): the master password and a reason. The fee
 * stays listed, marked Waived with the reason; the rent's amount due drops by it.
 */
export function WaiveFeeDialog({ fee, onClose }: { fee: RentFeeRow; onClose: () => void }) {
  const waive = useWaiveFee();
  return (
    <MasterPasswordConfirm
      title="Waive late fee"
      message={`Waive the late fee of ${formatMoney(fee.amount)} on the period from ${formatDate(fee.period_start)}? The tenant will no longer owe it.`}
      confirmLabel="Waive fee"
      busyLabel="Waiving..."
      reasonHint="Why it is waived. It shows beside the fee and in the rent's History."
      run={async ({ reason, masterPassword }) => {
        const res = await waive({ body: { feeId: fee.id, masterPassword, reason } });
        notify.success(res.message);
      }}
      onClose={onClose}
    />
  );
}

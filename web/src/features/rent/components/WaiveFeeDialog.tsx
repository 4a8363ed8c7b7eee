import { useId, useState } from 'react';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import type { RentFeeRow } from '../../../../../shared/rent/collection-schemas.ts';
import { TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useWaiveFee } from '../api/collection.ts';
import { CorrectionConfirm } from './CorrectionConfirm.tsx';

/**
 * Waive a late fee (owner; AUTOMATION.md POST /api/automation/waive-fee): the master password and a reason. The fee
 * stays listed, marked Waived with the reason; the rent's amount due drops by it. A wrong password shows in the
 * dialog, which stays open with the password cleared.
 */
export function WaiveFeeDialog({ fee, onClose }: { fee: RentFeeRow; onClose: () => void }) {
  const waive = useWaiveFee();
  const [reason, setReason] = useState('');
  const [masterPassword, setMasterPassword] = useState('');
  const passwordId = useId();
  return (
    <CorrectionConfirm
      title="Waive late fee"
      message={`Waive the late fee of ${formatMoney(fee.amount)} on the period from ${formatDate(fee.period_start)}? The tenant will no longer owe it.`}
      confirmLabel="Waive fee"
      busyLabel="Waiving..."
      tone="danger"
      run={async () => {
        const res = await waive({ body: { feeId: fee.id, masterPassword, reason } });
        notify.success(res.message);
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
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={reason}
        onChange={setReason}
        hint="Why it is waived. It shows beside the fee and in the rent's History."
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
      />
    </CorrectionConfirm>
  );
}

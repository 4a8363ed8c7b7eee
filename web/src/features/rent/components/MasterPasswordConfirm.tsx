import { useId, useState, type ReactNode } from 'react';
import { voidReasonRequired } from '../../../../../shared/rent/messages.ts';
import { ReasonField, useReason } from '../../../components/ui/ReasonField.tsx';
import { CorrectionConfirm } from './CorrectionConfirm.tsx';
import { MasterPasswordField } from './MasterPasswordField.tsx';

/**
 * The confirmation of a rent correction that takes a reason and the master password (void a payment, waive a late
 * fee): the reason is focused first (WAI-ARIA dialog pattern) and required (checked before anything is sent), and a refusal (a wrong password, a record changed
 * meanwhile) shows in the dialog, which stays open with the password cleared and focused.
 */
export function MasterPasswordConfirm({
  title,
  message,
  confirmLabel,
  busyLabel,
  reasonHint,
  passwordHint,
  run,
  onClose,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Why the reason is asked and where it shows. */
  reasonHint: string;
  passwordHint?: string;
  /** The correction with what the user typed; it throws the API's refusal. */
  run: (entered: { reason: string; masterPassword: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const reason = useReason(voidReasonRequired);
  const [masterPassword, setMasterPassword] = useState('');
  const passwordId = useId();
  return (
    <CorrectionConfirm
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      tone="danger"
      run={async () => (reason.check() ? run({ reason: reason.value, masterPassword }) : false)}
      onClose={onClose}
      onRefused={() => {
        setMasterPassword('');
        document.getElementById(passwordId)?.focus();
      }}
    >
      <ReasonField reason={reason} hint={reasonHint} focusFirst />
      <MasterPasswordField id={passwordId} value={masterPassword} onChange={setMasterPassword} hint={passwordHint} />
    </CorrectionConfirm>
  );
}

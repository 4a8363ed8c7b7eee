import { useId, useState } from 'react';
import * as PORTAL_MESSAGES from '../../../../../shared/portal/messages.ts';
import { MAX_DECLINE_REASON } from '../../../../../shared/portal/payment-schemas.ts';
import type { ReportedPayment } from '../../../../../shared/portal/types.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useConfirmReported, useDeclineReported } from '../api/reported-payments.ts';
import { needsMasterPassword, reportedSummary } from '../reported.ts';

/** The payment a dialog shows: the last one asked for, so a closing dialog keeps its text until it has gone. */
function useLastPayment(asked: ReportedPayment | null): ReportedPayment | null {
  const [last, setLast] = useState(asked);
  if (asked !== null && asked !== last) setLast(asked);
  return asked ?? last;
}

interface DecisionDialogProps {
  /** The payment to decide; null keeps the dialog closed. */
  payment: ReportedPayment | null;
  onClose: () => void;
}

/**
 * Confirm a reported payment: it is recorded as a payment with its reference. A rent's takes the master password, as
 * paying a rent does. A refusal (a wrong password, decided meanwhile, the rent or order no longer owing that much)
 * shows in the dialog; a 409 disables the button, as pressing again cannot help.
 */
export function ConfirmReportedDialog({ payment: asked, onClose }: DecisionDialogProps) {
  const payment = useLastPayment(asked);
  const confirm = useConfirmReported();
  const [masterPassword, setMasterPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const passwordId = useId();
  const asksPassword = payment !== null && needsMasterPassword(payment);
  const isOpen = asked !== null;
  const close = () => {
    setMasterPassword('');
    setMissing(null);
    onClose();
  };

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={close}
      title="Confirm reported payment"
      message={payment ? reportedSummary(payment) : ''}
      details={
        asksPassword
          ? 'It is recorded as a rent payment with this reference and the tenant is emailed. Recording a payment needs the master password.'
          : 'It is recorded as a payment on the order with this reference and the customer is emailed.'
      }
      confirmLabel="Confirm payment"
      busyLabel="Confirming..."
      onConfirm={async () => {
        if (!payment) return false;
        if (asksPassword && masterPassword === '') {
          setMissing(PORTAL_MESSAGES.confirmMasterPassword);
          document.getElementById(passwordId)?.focus();
          return false;
        }
        try {
          const res = await confirm({ body: { id: payment.id, ...(asksPassword ? { masterPassword } : {}) } });
          notify.success(res.message || PORTAL_MESSAGES.reportedConfirmed);
          setMasterPassword('');
        } catch (err) {
          // a refused password is typed again from empty
          if (asksPassword) {
            setMasterPassword('');
            document.getElementById(passwordId)?.focus();
          }
          throw err;
        }
      }}
    >
      {asksPassword ? (
        <TextField
          id={passwordId}
          label="Master password"
          name="masterPassword"
          type="password"
          autoComplete="off"
          required
          // the dialog opens to fill the password first (WAI-ARIA dialog pattern)
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={masterPassword}
          error={missing}
          onChange={(value) => {
            setMasterPassword(value);
            setMissing(null);
          }}
        />
      ) : null}
    </ConfirmDialog>
  );
}

/** Decline a reported payment with a reason the person is emailed; nothing is recorded. */
export function DeclineReportedDialog({ payment: asked, onClose }: DecisionDialogProps) {
  const payment = useLastPayment(asked);
  const isOpen = asked !== null;
  const decline = useDeclineReported();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const reasonId = useId();
  const close = () => {
    setReason('');
    setMissing(null);
    onClose();
  };

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={close}
      title="Decline reported payment"
      message={payment ? reportedSummary(payment) : ''}
      details={`Nothing is recorded. The ${payment?.kind === 'sales' ? 'customer' : 'tenant'} is emailed the reason and may report the payment again.`}
      confirmLabel="Decline payment"
      busyLabel="Declining..."
      tone="danger"
      onConfirm={async () => {
        if (!payment) return false;
        if (reason.trim() === '') {
          setMissing(PORTAL_MESSAGES.declineReason);
          document.getElementById(reasonId)?.focus();
          return false;
        }
        const res = await decline({ body: { id: payment.id, reason: reason.trim() } });
        notify.success(res.message || PORTAL_MESSAGES.reportedDeclined);
        setReason('');
      }}
    >
      <TextField
        id={reasonId}
        label="Reason"
        name="reason"
        autoComplete="off"
        required
        maxLength={MAX_DECLINE_REASON}
        // the dialog opens to fill the reason first (WAI-ARIA dialog pattern)
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={reason}
        error={missing}
        hint={`What the ${payment?.kind === 'sales' ? 'customer' : 'tenant'} reads, e.g. no such transfer reached the account. Up to ${MAX_DECLINE_REASON} characters.`}
        onChange={(value) => {
          setReason(value);
          setMissing(null);
        }}
      />
    </ConfirmDialog>
  );
}

import { useState, type FormEvent } from 'react';
import * as ACCOUNT_MESSAGES from '../../../../../shared/account/messages.ts';
import { updateLinkedAccountSchema, type LinkedAccount } from '../../../../../shared/account/schemas.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { validate } from '../../../lib/validate.ts';
import { useLinkedAccountChanges } from '../api/linked-accounts.ts';

interface Props {
  account: LinkedAccount;
  onClose: () => void;
  onChanged: () => void;
}

/** Edit a linked account's details, or unlink it (after a confirmation). */
export function ManageLinkedAccountModal({ account, onClose, onChanged }: Props) {
  const linked = useLinkedAccountChanges();
  const [values, setValues] = useState({ name: account.name, address: account.address, phone: account.phone });
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validate(updateLinkedAccountSchema, { id: account.id, ...values, version: account.version });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setBusy(true);
    try {
      const res = await linked.update({ body: checked.data });
      notify.success(res?.message ?? ACCOUNT_MESSAGES.linkedAccountUpdated);
      onChanged();
      onClose();
    } catch {
      setBusy(false);
    }
  }

  async function onUnlink() {
    setBusy(true);
    try {
      const res = await linked.remove({ query: { id: account.id } });
      notify.success(res?.message ?? ACCOUNT_MESSAGES.accountUnlinked);
      onChanged();
      onClose();
    } catch {
      setBusy(false);
    }
  }

  return (
    <Modal title={`Manage ${account.name}`} description={account.email} isOpen onOpenChange={(open) => !open && onClose()} isBusy={busy}>
      {confirming ? (
        <div className="confirm">
          <p>
            Unlink <strong>{account.name}</strong> ({account.email})? They will no longer be able to sign in to your company.
          </p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Keep account
            </button>
            <button type="button" className="btn btn-danger" onClick={() => void onUnlink()} disabled={busy}>
              {busy ? 'Unlinking...' : 'Yes, unlink'}
            </button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={onSave} noValidate>
          <TextField
            label="Email"
            type="email"
            value={account.email}
            onChange={() => {}}
            readOnly
            hint="The sign-in email cannot be changed."
          />
          <TextField label="Name" name="name" required value={values.name} onChange={set('name')} />
          <TextField label="Address" name="address" required value={values.address} onChange={set('address')} />
          <TextField label="Phone" type="tel" name="phone" required value={values.phone} onChange={set('phone')} />
          <FormMessage message={problem} />
          <div className="dialog-actions dialog-actions-split">
            <button type="button" className="btn btn-danger-ghost" onClick={() => setConfirming(true)} disabled={busy}>
              Unlink account
            </button>
            <span className="button-row">
              <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? 'Saving...' : 'Save changes'}
              </button>
            </span>
          </div>
        </form>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import * as ACCOUNT_MESSAGES from '../../../../../shared/account/messages.ts';
import { updateLinkedAccountSchema, type LinkedAccount } from '../../../../../shared/account/schemas.ts';
import { refusalOf } from '../../../components/ui/ConfirmDialog.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { StaleEditNotice } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { fetchLinkedAccount, useLinkedAccountChanges } from '../api/linked-accounts.ts';
import { emptyScopeProblem, powersBody, powersValuesOf } from '../powers-form.ts';
import { PowersFields, type ScopeOption } from './PowersFields.tsx';

interface Props {
  account: LinkedAccount;
  onClose: () => void;
  onChanged: () => void;
  options: { buildings: readonly ScopeOption[]; warehouses: readonly ScopeOption[] };
}

const formOf = (account: LinkedAccount) => ({
  name: account.name,
  address: account.address,
  phone: account.phone,
  ...powersValuesOf(account),
});

/** Edit a linked account's details, role, apps and access, or unlink it (after a confirmation). Refusals show in the dialog. */
export function ManageLinkedAccountModal({ account, onClose, onChanged, options }: Props) {
  const linked = useLinkedAccountChanges();
  const edit = useStaleEdit(account, formOf, () => fetchLinkedAccount(account.id));
  const [confirming, setConfirming] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  const [unlinkProblem, setUnlinkProblem] = useState<string | null>(null);
  const { values, set, setValues, problem, busy, handleSubmit } = useForm(formOf(account), {
    validate: ({ role, apps, buildings, warehouses, ...details }) => {
      const powers = { role, apps, buildings, warehouses };
      const checked = validate(updateLinkedAccountSchema, {
        id: edit.base.id,
        ...details,
        ...powersBody(powers),
        version: edit.base.version,
      });
      return checked.ok ? (emptyScopeProblem(powers) ?? checked) : checked;
    },
    onSubmit: async (body) => {
      const res = await linked.update({ body });
      notify.success(res?.message ?? ACCOUNT_MESSAGES.linkedAccountUpdated);
      onChanged();
      onClose();
    },
    onError: edit.refused,
    staysBusyAfterSuccess: true,
  });

  async function onUnlink() {
    setUnlinking(true);
    setUnlinkProblem(null);
    try {
      const res = await linked.remove({ query: { id: account.id } });
      notify.success(res?.message ?? ACCOUNT_MESSAGES.accountUnlinked);
      onChanged();
      onClose();
    } catch (err) {
      setUnlinkProblem(refusalOf(err));
      setUnlinking(false);
    }
  }

  const working = busy || unlinking;
  return (
    <Modal title={`Manage ${account.name}`} description={account.email} isOpen onOpenChange={(open) => !open && onClose()} isBusy={working}>
      {confirming ? (
        <div className="confirm">
          <p>
            Unlink <strong>{account.name}</strong> ({account.email})? They will no longer be able to sign in to your company.
          </p>
          <FormMessage message={unlinkProblem} />
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)} disabled={working}>
              Keep account
            </button>
            <button type="button" className="btn btn-danger" onClick={() => void onUnlink()} disabled={working}>
              {unlinking ? 'Unlinking...' : 'Yes, unlink'}
            </button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={handleSubmit} noValidate>
          <StaleEditNotice edit={edit} values={values} show={setValues} />
          <TextField
            label="Email"
            type="email"
            value={account.email}
            onChange={() => {}}
            readOnly
            hint="The sign-in email cannot be changed."
          />
          <TextField label="Name" name="name" required value={values.name} onChange={set('name')} typed={edit.typedOf('name')} />
          <TextField
            label="Address"
            name="address"
            required
            value={values.address}
            onChange={set('address')}
            typed={edit.typedOf('address')}
          />
          <TextField
            label="Phone"
            type="tel"
            name="phone"
            required
            value={values.phone}
            onChange={set('phone')}
            typed={edit.typedOf('phone')}
          />
          <PowersFields values={values} set={set} options={options} typedOf={edit.typedOf} />
          <FormMessage message={problem} />
          <div className="dialog-actions dialog-actions-split">
            <button type="button" className="btn btn-danger-ghost" onClick={() => setConfirming(true)} disabled={working}>
              Unlink account
            </button>
            <span className="button-row">
              <button type="button" className="btn btn-secondary" onClick={onClose} disabled={working}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary" disabled={working}>
                {busy ? 'Saving...' : 'Save changes'}
              </button>
            </span>
          </div>
        </form>
      )}
    </Modal>
  );
}

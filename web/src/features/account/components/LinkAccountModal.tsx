import * as ACCOUNT_MESSAGES from '../../../../../shared/account/messages.ts';
import { addLinkedAccountSchema } from '../../../../../shared/account/schemas.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { useLinkedAccountChanges } from '../api/linked-accounts.ts';

const FILL_ALL = ACCOUNT_MESSAGES.fillAll;
const PASSWORD_MISMATCH = 'Password does not match.';
const empty = { name: '', email: '', address: '', phone: '', password: '', confirmPassword: '' };

/** "Link New": creates a staff login for the company (spec §5 messages). */
export function LinkAccountModal({
  isOpen,
  onOpenChange,
  onLinked,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onLinked: () => void;
}) {
  const linked = useLinkedAccountChanges();
  const { values, set, problem, busy, handleSubmit, reset } = useForm(empty, {
    validate: (form) => {
      if (Object.values(form).some((v) => v.trim() === '')) return FILL_ALL;
      if (form.password !== form.confirmPassword) return PASSWORD_MISMATCH;
      const { confirmPassword: _confirm, ...fields } = form;
      return validate(addLinkedAccountSchema, fields);
    },
    onSubmit: async (data) => {
      const res = await linked.add({ body: data });
      notify.success(res?.message ?? ACCOUNT_MESSAGES.accountLinked);
      onLinked();
      close(false);
    },
  });

  function close(open: boolean) {
    if (!open) reset();
    onOpenChange(open);
  }

  return (
    <Modal
      title="Link a new account"
      description="Linked accounts are staff logins: they use both apps but cannot manage linked accounts or the master password."
      isOpen={isOpen}
      onOpenChange={close}
      isBusy={busy}
    >
      <form className="form" onSubmit={handleSubmit} noValidate>
        <div className="form-grid">
          <TextField label="Name" name="name" autoComplete="off" required value={values.name} onChange={set('name')} />
          <TextField label="Email" type="email" name="email" autoComplete="off" required value={values.email} onChange={set('email')} />
          <TextField label="Address" name="address" autoComplete="off" required value={values.address} onChange={set('address')} />
          <TextField label="Phone" type="tel" name="phone" autoComplete="off" required value={values.phone} onChange={set('phone')} />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={set('password')}
          />
          <TextField
            label="Confirm password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
          />
        </div>
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Linking...' : 'Link account'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

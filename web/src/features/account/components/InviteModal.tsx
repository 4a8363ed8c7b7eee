import * as ACCOUNT_MESSAGES from '../../../../../shared/account/messages.ts';
import { inviteSchema } from '../../../../../shared/account/schemas.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { useLinkedAccountChanges } from '../api/linked-accounts.ts';
import { emptyScopeProblem, NEW_POWERS, powersBody } from '../powers-form.ts';
import { PowersFields, type ScopeOption } from './PowersFields.tsx';

const empty = { name: '', email: '', ...NEW_POWERS };

/**
 * "Invite" (ROLES.md): who, as what, seeing what; the invitee gets an email with a 7-day link to choose their own
 * password. Refusals (an email that already has an account) show in the dialog.
 */
export function InviteModal({
  isOpen,
  onOpenChange,
  options,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  options: { buildings: readonly ScopeOption[]; warehouses: readonly ScopeOption[] };
}) {
  const linked = useLinkedAccountChanges();
  const { values, set, problem, busy, handleSubmit, reset } = useForm(empty, {
    validate: (form) => {
      const { name, email, ...powers } = form;
      const checked = validate(inviteSchema, { name, email, ...powersBody(powers) });
      return checked.ok ? (emptyScopeProblem(powers) ?? checked) : checked;
    },
    onSubmit: async (body) => {
      const res = await linked.invite({ body });
      notify.success(res?.message ?? ACCOUNT_MESSAGES.invitationSent(body.email));
      close(false);
    },
  });

  function close(open: boolean) {
    if (!open) reset();
    onOpenChange(open);
  }

  return (
    <Modal
      title="Invite a teammate"
      description="They get an email with a link to choose their own password. The link works once, for 7 days."
      isOpen={isOpen}
      onOpenChange={close}
      isBusy={busy}
    >
      <form className="form" onSubmit={handleSubmit} noValidate>
        <div className="form-grid">
          <TextField label="Name" name="name" autoComplete="off" required value={values.name} onChange={set('name')} />
          <TextField label="Email" type="email" name="email" autoComplete="off" required value={values.email} onChange={set('email')} />
        </div>
        <PowersFields values={values} set={set} options={options} />
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending...' : 'Send invitation'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

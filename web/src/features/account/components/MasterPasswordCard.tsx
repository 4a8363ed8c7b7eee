import * as ACCOUNT_MESSAGES from '../../../../../shared/account/messages.ts';
import { changeMasterPasswordSchema } from '../../../../../shared/account/schemas.ts';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { KeyIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { notify } from '../../../lib/notify.ts';
import { tokenIds } from '../../../lib/token-claims.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { changeMasterPassword } from '../api/master-password.ts';

const empty = { password: '', newMasterPassword: '', confirm: '' };

/** Owner only: replaces the master password that authorises rent payments. */
export function MasterPasswordCard() {
  // the company's settings file their history under the company id (changes of the master password so far)
  const companyId = tokenIds(useAuth().auth.accessToken)?.companyId;
  const { values, set, problem, busy, handleSubmit, reset } = useForm(empty, {
    validate: ({ password, newMasterPassword, confirm }) => {
      const checked = validate(changeMasterPasswordSchema, { password, newMasterPassword });
      return checked.ok && confirm !== newMasterPassword ? 'Password does not match.' : checked;
    },
    onSubmit: async (data) => {
      const res = await changeMasterPassword(data);
      notify.success(res?.message ?? ACCOUNT_MESSAGES.masterPasswordChanged);
      reset();
    },
  });

  return (
    <section className="card" aria-labelledby="master-title">
      <div className="card-header">
        <div>
          <h2 id="master-title" className="card-title">
            <KeyIcon size={20} /> Change master password
          </h2>
          <p className="card-subtitle">The master password authorises rent payments. Confirm with your own login password.</p>
        </div>
        {companyId ? <HistoryButton kind="settings" id={companyId} label="company settings" className="btn btn-secondary btn-sm" /> : null}
      </div>
      <form className="form form-narrow" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Your login password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={set('password')}
        />
        <TextField
          label="New master password"
          type="password"
          name="newMasterPassword"
          autoComplete="new-password"
          required
          value={values.newMasterPassword}
          onChange={set('newMasterPassword')}
          hint="At least 8 characters."
        />
        <TextField
          label="Confirm new master password"
          type="password"
          name="confirmMasterPassword"
          autoComplete="new-password"
          required
          value={values.confirm}
          onChange={set('confirm')}
        />
        <FormMessage message={problem} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Change master password'}
          </button>
        </div>
      </form>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { changeMasterPasswordSchema } from '../../../../../shared/schemas/account.ts';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { KeyIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../lib/notify.ts';
import { validate } from '../../../lib/validate.ts';
import { changeMasterPassword } from '../api/account-calls.ts';

const empty = { password: '', newMasterPassword: '', confirm: '' };

/** Owner only: replaces the master password that authorises rent payments. */
export function MasterPasswordCard() {
  const [values, setValues] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validate(changeMasterPasswordSchema, { password: values.password, newMasterPassword: values.newMasterPassword });
    if (!checked.ok) return setProblem(checked.message);
    if (values.confirm !== values.newMasterPassword) return setProblem('Password does not match.');
    setProblem(null);
    setBusy(true);
    try {
      const res = await changeMasterPassword(checked.data);
      notify.success(res?.message ?? 'Master password changed successfully');
      setValues(empty);
    } catch {
      // toast shown by the client
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="master-title">
      <div className="card-header">
        <div>
          <h2 id="master-title" className="card-title">
            <KeyIcon size={20} /> Change master password
          </h2>
          <p className="card-subtitle">The master password authorises rent payments. Confirm with your own login password.</p>
        </div>
      </div>
      <form className="form form-narrow" onSubmit={onSubmit} noValidate>
        <TextField label="Your login password" type="password" name="password" autoComplete="current-password" required value={values.password} onChange={set('password')} />
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
        <TextField label="Confirm new master password" type="password" name="confirmMasterPassword" autoComplete="new-password" required value={values.confirm} onChange={set('confirm')} />
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

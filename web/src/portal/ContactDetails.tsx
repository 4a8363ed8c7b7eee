import { useState } from 'react';
import type { PortalMe } from '../../../shared/portal/types.ts';
import { MAX_PHONE_LENGTH } from '../../../shared/domain/phone.ts';
import { FormMessage, TextField } from '../components/ui/TextField.tsx';
import { notify } from '../lib/notify.ts';
import { useForm } from '../lib/use-form.ts';
import { useSaveContact } from './api.ts';
import { checkContact } from './portal-rules.ts';
import { Section } from './ui.tsx';

/** "We sent a link to …": a new email takes effect only once its link is followed (PORTAL.md POST /api/portal/contact). */
export const pendingEmailText = (email: string) => `We sent a link to ${email}; your email changes once you follow it.`;

/** The person's phone and email: a new phone at once, a new email once verified. */
export function ContactDetails({ me }: { me: PortalMe }) {
  const save = useSaveContact();
  // the answer's pendingEmail until the refetched `me` says the same
  const [pending, setPending] = useState<string | null | undefined>(undefined);
  const pendingEmail = pending === undefined ? me.pendingEmail : pending;
  const { values, set, busy, handleSubmit, errorOf, formProblem } = useForm(
    { phone: me.person.phone, email: me.person.email },
    {
      validate: (form) => checkContact(form, me.person),
      onSubmit: async (data) => {
        const res = await save({ body: data });
        setPending(res.pendingEmail);
        notify.success(res.message);
      },
    },
  );

  return (
    <Section id="details" title="Your details" intro={`How ${me.company.name} reaches you.`} wide>
      <form className="form portal-form-narrow" onSubmit={handleSubmit} noValidate>
        <p className="portal-fixed">
          <span className="field-label">Name</span> {me.person.name}
        </p>
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          maxLength={MAX_PHONE_LENGTH}
          value={values.phone}
          onChange={set('phone')}
          error={errorOf('phone')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errorOf('email')}
          hint="A new email is used once you follow the link we send to it."
        />
        {pendingEmail ? (
          <p className="portal-notice" role="status">
            {pendingEmailText(pendingEmail)}
          </p>
        ) : null}
        <FormMessage message={formProblem} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save details'}
        </button>
      </form>
    </Section>
  );
}

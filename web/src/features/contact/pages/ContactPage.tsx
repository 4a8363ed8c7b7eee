import { contactSchema } from '../../../../../shared/account/auth-schemas.ts';
import { PublicLayout } from '../../../components/layouts/PublicLayout.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { ClipboardIcon, MailIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { sendContactMessage } from '../api/contact.ts';

const empty = { name: '', email: '', message: '' };

export function ContactPage() {
  useDocumentTitle('Contact Us');
  const { values, set, problem, busy, handleSubmit, reset } = useForm(empty, {
    validate: (form) => validate(contactSchema, form),
    onSubmit: async (data) => {
      const res = await sendContactMessage(data);
      notify.success(res?.message ?? 'Thank you, your message has been sent');
      reset();
    },
  });

  return (
    <PublicLayout>
      <section className="section">
        <div className="container contact-grid">
          <div className="contact-intro">
            <p className="eyebrow">Contact Us</p>
            <h1 className="section-title">Talk to the team behind Business Suite</h1>
            <p className="section-lead">
              Questions about plans, a migration from spreadsheets, or an Enterprise quote? Send us a message and we will reply within one
              business day.
            </p>
            <ul className="contact-points">
              <li>
                <span className="feature-icon">
                  <MailIcon />
                </span>
                <span>
                  <strong>Sales and plans</strong>
                  <small>Pricing, Enterprise terms and custom integrations.</small>
                </span>
              </li>
              <li>
                <span className="feature-icon">
                  <UsersIcon />
                </span>
                <span>
                  <strong>Onboarding</strong>
                  <small>Help setting up buildings, warehouses and user roles.</small>
                </span>
              </li>
              <li>
                <span className="feature-icon">
                  <ClipboardIcon />
                </span>
                <span>
                  <strong>Support</strong>
                  <small>Anything not working as expected in your account.</small>
                </span>
              </li>
            </ul>
          </div>
          <div className="card contact-card">
            <h2 className="card-title">Send a message</h2>
            <form className="form" onSubmit={handleSubmit} noValidate>
              <TextField label="Name" name="name" autoComplete="name" required value={values.name} onChange={set('name')} />
              <TextField
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                required
                value={values.email}
                onChange={set('email')}
              />
              <TextField
                label="Message"
                name="message"
                multiline
                rows={6}
                required
                maxLength={5000}
                value={values.message}
                onChange={set('message')}
              />
              <FormMessage message={problem} />
              <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
                {busy ? <Spinner size="sm" /> : null} Send message
              </button>
            </form>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}

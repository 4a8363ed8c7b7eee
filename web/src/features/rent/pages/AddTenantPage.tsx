import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { ID_TYPES } from '../../../../../shared/rent/limits.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { addTenantSchema } from '../../../../../shared/rent/schemas.ts';
import { DateField } from '../../../components/ui/DateField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { useAddTenant } from '../api/tenants.ts';

const REQUIRED = RENT_MESSAGES.tenantRequired;
const empty = { name: '', phone: '', email: '', address: '', idType: '', idNumber: '', idExpiry: '', idIssuingCountry: '' };
const required: (keyof typeof empty)[] = ['name', 'phone', 'email', 'idType', 'idNumber', 'idExpiry', 'idIssuingCountry'];

/** /hms/add-new-tenant: the Add Tenant page (spec §5); address is the only optional field. */
export function AddTenantPage() {
  useDocumentTitle('Add Tenant');
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = (location.state as { returnTo?: string } | null)?.returnTo;
  const addTenant = useAddTenant();
  const { values, set, formProblem, errorOf, busy, handleSubmit, reset } = useForm(empty, {
    validate: (form) => (required.some((field) => form[field].trim() === '') ? REQUIRED : validate(addTenantSchema, form)),
    // a refusal is toasted by the client ("Failed to add tenant." by default)
    onSubmit: async (data) => {
      const res = await addTenant({ body: data });
      notify.success(res?.message ?? RENT_MESSAGES.tenantAdded);
      reset();
      // the next tenant starts at the top of an empty form, not scrolled down at its button
      window.scrollTo(0, 0);
      // Came from Add Rent: go back to the unit so the new tenant can be picked.
      if (returnTo && matchPath(paths.rent.unit.pattern, returnTo)) navigate(returnTo);
    },
  });

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Add Tenant</h1>
          <p className="page-subtitle">Tenants can then be given a rent on any vacant unit. Fields marked optional may be left empty.</p>
        </div>
      </header>
      <section className="card rent-form-card" aria-label="Tenant details">
        <form className="form" onSubmit={handleSubmit} noValidate>
          <fieldset className="form-section">
            <legend className="form-section-title">Contact</legend>
            <div className="form-grid">
              <TextField
                className="span-2"
                label="Full Name"
                name="name"
                autoComplete="off"
                required
                value={values.name}
                onChange={set('name')}
                error={errorOf('name')}
              />
              <TextField
                label="Phone"
                name="phone"
                type="tel"
                autoComplete="off"
                required
                value={values.phone}
                onChange={set('phone')}
                error={errorOf('phone')}
              />
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="off"
                required
                value={values.email}
                onChange={set('email')}
                error={errorOf('email')}
              />
              <TextField
                className="span-2"
                label="Address (optional)"
                name="address"
                autoComplete="off"
                value={values.address}
                onChange={set('address')}
                error={errorOf('address')}
              />
            </div>
          </fieldset>
          <fieldset className="form-section">
            <legend className="form-section-title">Identity document</legend>
            <div className="form-grid">
              <SelectField
                label="ID Type"
                name="idType"
                value={values.idType}
                onChange={set('idType')}
                options={ID_TYPES}
                placeholder="Select an ID type"
                required
              />
              <TextField
                label="ID Number"
                name="idNumber"
                autoComplete="off"
                required
                value={values.idNumber}
                onChange={set('idNumber')}
                error={errorOf('idNumber')}
              />
              <DateField
                label="ID Expiry Date"
                name="idExpiry"
                required
                value={values.idExpiry}
                onChange={set('idExpiry')}
                errorMessage={errorOf('idExpiry')}
              />
              <TextField
                label="Issuing Country"
                name="idIssuingCountry"
                autoComplete="off"
                required
                value={values.idIssuingCountry}
                onChange={set('idIssuingCountry')}
                error={errorOf('idIssuingCountry')}
              />
            </div>
          </fieldset>
          {/* ID Type's select has no message of its own: its problem shows with the form's */}
          <FormMessage message={formProblem ?? errorOf('idType') ?? null} />
          <div className="dialog-actions">
            <button type="submit" className="btn btn-primary" aria-disabled={busy}>
              {busy ? 'Adding...' : 'Add Tenant'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}

import { Link, useNavigate } from 'react-router-dom';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { addBuildingSchema } from '../../../../../shared/rent/schemas.ts';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { useAddBuilding } from '../api/buildings.ts';

const empty = { buildingNumber: '', buildingName: '', buildingLevels: '', address: '' };

/** /hms/hotel-portal/add-new-build: the Add Building form (spec §5 messages). */
export function AddBuildingPage() {
  useDocumentTitle('Add Building');
  const navigate = useNavigate();
  const addBuilding = useAddBuilding();
  const { values, set, problem, busy, handleSubmit, reset } = useForm(empty, {
    // The handler's schema: "Please fill in all fields", then "Please enter a valid number", then the ranges.
    validate: (form) => validate(addBuildingSchema, form),
    onSubmit: async (data) => {
      const res = await addBuilding({ body: data });
      notify.success(res?.message ?? RENT_MESSAGES.buildingAdded);
      reset();
      navigate(paths.rent.buildings.href());
    },
    staysBusyAfterSuccess: true,
  });

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Add Building</h1>
          <p className="page-subtitle">Floors are numbered from the ground floor (G) up; add rooms to each floor afterwards.</p>
        </div>
      </header>
      <section className="card rent-form-card" aria-label="Building details">
        <form className="form" onSubmit={handleSubmit} noValidate>
          <div className="form-grid">
            <TextField
              label="Building Number"
              name="buildingNumber"
              inputMode="numeric"
              autoComplete="off"
              required
              value={values.buildingNumber}
              onChange={set('buildingNumber')}
              hint="A number that identifies the building, e.g. 12."
            />
            <TextField
              label="Number of Floors"
              name="buildingLevels"
              inputMode="numeric"
              autoComplete="off"
              required
              value={values.buildingLevels}
              onChange={set('buildingLevels')}
              hint="Including the ground floor."
            />
            <TextField
              className="span-2"
              label="Building Name"
              name="buildingName"
              autoComplete="off"
              required
              value={values.buildingName}
              onChange={set('buildingName')}
            />
            <TextField
              className="span-2"
              label="Address"
              name="address"
              autoComplete="street-address"
              required
              value={values.address}
              onChange={set('address')}
            />
          </div>
          <FormMessage message={problem} />
          <div className="dialog-actions">
            <Link to={paths.rent.buildings.href()} className="btn btn-secondary">
              Cancel
            </Link>
            <button type="submit" className="btn btn-primary" aria-disabled={busy}>
              {busy ? 'Adding...' : 'Add Building'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}

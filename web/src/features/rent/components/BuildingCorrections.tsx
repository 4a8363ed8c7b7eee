import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CORRECTION_MESSAGES } from '../../../../../shared/audit/types.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { updateBuildingSchema, type LevelsResponse, type UpdateBuildingInput } from '../../../../../shared/rent/schemas.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { StaleEditNotice } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { PencilIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { useDeleteBuilding, useUpdateBuilding } from '../api/buildings.ts';
import { buildingDeleteText, buildingEditChanges, floorsShrinkRefusal, type BuildingFacts } from '../corrections.ts';
import { CorrectionConfirm } from './CorrectionConfirm.tsx';
import { TrashIcon } from './rent-icons.tsx';

const factsOf = (b: LevelsResponse): BuildingFacts => ({
  number: b.building_id,
  name: b.name,
  address: b.address,
  floors: Math.trunc(Number(b.floors) || 0),
});
const formOf = (b: LevelsResponse) => ({ buildingName: b.name, address: b.address, buildingLevels: String(b.floors) });

/**
 * Edit Building (CORRECTIONS.md POST /api/building/update): name, address and floors (the number is the building's
 * identity and stays), then a confirmation listing what changes, sent with the version the overview read.
 * `reload` refetches the building (Reload after a stale version) and answers it as it is now.
 */
export function EditBuildingDialog({
  building,
  onClose,
  reload,
}: {
  building: LevelsResponse;
  onClose: () => void;
  reload: () => Promise<LevelsResponse | undefined>;
}) {
  const updateBuilding = useUpdateBuilding();
  // the record the form started from: the overview's, or the one a Reload fetched
  const edit = useStaleEdit(building, formOf, reload);
  const base = edit.base;
  const [pending, setPending] = useState<{ body: UpdateBuildingInput; changes: string[] } | null>(null);
  const { values, set, setValues, problem, setProblem, busy, handleSubmit } = useForm(formOf(building), {
    validate: (v) => {
      const checked = validate(updateBuildingSchema, { ...v, buildingNumber: String(base.building_id), version: base.version });
      return (checked.ok && floorsShrinkRefusal(base.levels, checked.data.buildingLevels)) || checked;
    },
    onSubmit: async (body) => {
      const changes = buildingEditChanges(factsOf(base), {
        number: body.buildingNumber,
        name: body.buildingName,
        address: body.address,
        floors: body.buildingLevels,
      });
      if (changes.length === 0) {
        setProblem(CORRECTION_MESSAGES.noChanges);
        return;
      }
      setPending({ body, changes });
    },
  });

  return (
    <>
      <Modal
        title={`Edit Building ${building.building_id}`}
        description="The building number names the building and stays as it is."
        isOpen={!pending}
        onOpenChange={(open) => !open && onClose()}
        isBusy={busy}
      >
        <form className="form" onSubmit={handleSubmit} noValidate>
          <StaleEditNotice edit={edit} values={values} show={setValues} />
          <TextField
            label="Building Name"
            name="buildingName"
            autoComplete="off"
            required
            maxLength={100}
            // the dialog opens to edit these fields (WAI-ARIA dialog pattern: focus the first one)
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={values.buildingName}
            onChange={set('buildingName')}
            typed={edit.typedOf('buildingName')}
          />
          <TextField
            label="Address"
            name="address"
            autoComplete="off"
            required
            maxLength={300}
            value={values.address}
            onChange={set('address')}
            typed={edit.typedOf('address')}
          />
          <TextField
            label="Number of Floors"
            name="buildingLevels"
            inputMode="numeric"
            autoComplete="off"
            required
            value={values.buildingLevels}
            onChange={set('buildingLevels')}
            typed={edit.typedOf('buildingLevels')}
            hint="Including the ground floor. Floors can be removed only while they have no rooms."
          />
          <FormMessage message={problem} />
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" aria-disabled={busy}>
              Review changes
            </button>
          </div>
        </form>
      </Modal>
      {pending ? (
        <CorrectionConfirm
          title="Save the building?"
          message={`Save these changes to Building ${base.building_id} · ${base.name}?`}
          confirmLabel="Save changes"
          busyLabel="Saving..."
          icon={<PencilIcon size={16} />}
          run={async () => {
            const res = await updateBuilding({ body: pending.body });
            notify.success(res?.message || RENT_MESSAGES.buildingUpdated);
            onClose();
          }}
          onClose={() => setPending(null)}
          onStale={(err) => {
            edit.refused(err);
            setPending(null);
          }}
        >
          <ul className="correction-changes">
            {pending.changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="muted">Rooms, rents and payments stay as they are.</p>
        </CorrectionConfirm>
      ) : null}
    </>
  );
}

/** Delete Building (owner only; CORRECTIONS.md: only with no rooms, else 409 shown in the dialog). */
export function DeleteBuildingDialog({ building, onClose }: { building: LevelsResponse; onClose: () => void }) {
  const deleteBuilding = useDeleteBuilding();
  const navigate = useNavigate();
  const totalRooms = building.summary?.total_rooms ?? 0;
  return (
    <CorrectionConfirm
      title={`Delete Building ${building.building_id}`}
      message={buildingDeleteText({ number: building.building_id, name: building.name, totalRooms })}
      details="The building's history stays in Activity."
      confirmLabel="Delete Building"
      busyLabel="Deleting..."
      tone="danger"
      icon={<TrashIcon size={16} />}
      blocked={totalRooms > 0 ? RENT_MESSAGES.buildingHasRooms : null}
      run={async () => {
        const res = await deleteBuilding({ query: { building: String(building.building_id) } });
        notify.success(res?.message || RENT_MESSAGES.buildingDeleted);
        navigate(paths.rent.buildings.href());
      }}
      onClose={onClose}
    />
  );
}

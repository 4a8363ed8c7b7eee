import { useState } from 'react';
import { floorLabel, levelNumbers } from '../../../../../shared/rent/floors.ts';
import { MAINTENANCE_MESSAGES } from '../../../../../shared/rent/maintenance.ts';
import { addMaintenanceSchema } from '../../../../../shared/rent/maintenance-schemas.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { useBuildingLevels, useBuildings } from '../api/buildings.ts';
import { useAddMaintenance, useAssignees } from '../api/maintenance.ts';
import { useLevelRooms } from '../api/rooms.ts';
import { MaintenanceFields } from './MaintenanceFields.tsx';

const empty = {
  building: '',
  level: '',
  room_id: '',
  title: '',
  description: '',
  priority: 'Normal',
  due_date: '',
  assigneeId: '',
  cost: '',
};

/** Building, level and room pickers (the list page's Add: the unit page knows its room). */
function RoomPicker({
  building,
  level,
  roomId,
  onBuilding,
  onLevel,
  onRoom,
}: {
  building: string;
  level: string;
  roomId: string;
  onBuilding: (v: string) => void;
  onLevel: (v: string) => void;
  onRoom: (v: string) => void;
}) {
  const buildings = useBuildings();
  const levels = useBuildingLevels(building || undefined);
  const rooms = useLevelRooms(building || undefined, level ? Number(level) : null);
  return (
    <div className="maintenance-room-picker">
      <SelectField
        label="Building"
        name="building"
        value={building}
        onChange={onBuilding}
        placeholder="Choose a building"
        options={(buildings.data ?? []).map((b) => ({ value: String(b.building_id), label: `${b.building_id} · ${b.building_name}` }))}
      />
      <SelectField
        label="Level"
        name="level"
        value={level}
        onChange={onLevel}
        disabled={!building}
        placeholder="Choose a level"
        options={levelNumbers(levels.data?.floors ?? 0).map((l) => ({ value: String(l), label: floorLabel(l) }))}
      />
      <SelectField
        label="Room"
        name="room_id"
        value={roomId}
        onChange={onRoom}
        disabled={!level}
        placeholder="Choose a room"
        options={(rooms.data ?? []).map((r) => ({ value: r.id, label: `Room ${r.room_number}` }))}
      />
    </div>
  );
}

/**
 * "Add request" (POST /api/maintenance/add): on the unit page for its room, on the Maintenance page with a room picker.
 * The assignee is emailed when one is chosen.
 */
export function AddMaintenanceModal({
  isOpen,
  onOpenChange,
  room,
  onAdded,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The room the request is for, when the page already knows it. */
  room?: { id: string; label: string };
  onAdded?: (id: string) => void;
}) {
  const add = useAddMaintenance();
  const [picked, setPicked] = useState({ building: '', level: '' });
  // the room's building (its id starts with it) or the one picked: only accounts that can work there are offered
  const building = Number((room?.id ?? '').split('-')[0]) || Number(picked.building) || undefined;
  const assignees = useAssignees(building);
  const { values, set, problem, busy, handleSubmit, reset } = useForm(empty, {
    validate: (v) =>
      validate(addMaintenanceSchema, {
        room_id: room?.id ?? v.room_id,
        title: v.title,
        description: v.description,
        priority: v.priority,
        due_date: v.due_date,
        assigneeId: v.assigneeId,
        cost: v.cost,
      }),
    onSubmit: async (data) => {
      const res = await add({ body: data });
      notify.success(res?.message ?? MAINTENANCE_MESSAGES.added);
      close(false);
      if (res?.id) onAdded?.(res.id);
    },
  });

  function close(open: boolean) {
    if (!open) {
      reset();
      setPicked({ building: '', level: '' });
    }
    onOpenChange(open);
  }

  return (
    <Modal title="Add maintenance request" description={room?.label} isOpen={isOpen} onOpenChange={close} isBusy={busy}>
      <form className="form" onSubmit={handleSubmit} noValidate>
        {room ? null : (
          <RoomPicker
            building={picked.building}
            level={picked.level}
            roomId={values.room_id}
            onBuilding={(b) => {
              setPicked({ building: b, level: '' });
              set('room_id')('');
            }}
            onLevel={(l) => {
              setPicked((p) => ({ ...p, level: l }));
              set('room_id')('');
            }}
            onRoom={set('room_id')}
          />
        )}
        <MaintenanceFields values={values} set={set} />
        <div className="maintenance-form-row">
          <SelectField
            label="Assignee"
            name="assigneeId"
            value={values.assigneeId}
            onChange={set('assigneeId')}
            placeholder="Nobody yet"
            options={(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            hint="Emailed when assigned."
          />
          <TextField label="Cost (USD)" name="cost" inputMode="decimal" value={values.cost} onChange={set('cost')} hint="Optional." />
        </div>
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {busy ? 'Adding...' : 'Add request'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

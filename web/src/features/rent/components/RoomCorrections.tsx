import { useState } from 'react';
import { CORRECTION_MESSAGES } from '../../../../../shared/audit/types.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { StaleEditNotice } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { PencilIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useForm } from '../../../lib/use-form.ts';
import type { RoomRow } from '../../../../../shared/rent/schemas.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteRoom, useUpdateRoom } from '../api/rooms.ts';
import { roomDeleteText, roomEditText } from '../corrections.ts';
import { CorrectionConfirm } from './CorrectionConfirm.tsx';
import { TrashIcon } from './rent-icons.tsx';

const roomName = (room: RoomRow) =>
  room.room_number === null || room.room_number === undefined || room.room_number === '' ? 'N/A' : String(room.room_number);

/** Delete Room (owner only; CORRECTIONS.md: only a room never rented, else the 409 shows in the dialog). */
export function DeleteRoomDialog({ room, onClose, onDeleted }: { room: RoomRow; onClose: () => void; onDeleted: () => void }) {
  const deleteRoom = useDeleteRoom();
  return (
    <CorrectionConfirm
      title={`Delete Room ${roomName(room)}`}
      message={roomDeleteText({ number: roomName(room), building: room.building_id, level: room.level })}
      confirmLabel="Delete Room"
      busyLabel="Deleting..."
      tone="danger"
      icon={<TrashIcon size={16} />}
      run={async () => {
        const res = await deleteRoom({ query: { room_id: String(room.id) } });
        notify.success(res?.message || RENT_MESSAGES.roomDeleted);
        onDeleted();
      }}
      onClose={onClose}
    />
  );
}

const formOf = (room: RoomRow) => ({ roomNumber: roomName(room) });

/** Edit Room (CORRECTIONS.md POST /api/rooms/update): the room number, unique on its level (409 as on add). */
export function EditRoomDialog({
  room,
  onClose,
  reload,
}: {
  room: RoomRow;
  onClose: () => void;
  reload: () => Promise<RoomRow[] | undefined>;
}) {
  const updateRoom = useUpdateRoom();
  const edit = useStaleEdit(room, formOf, async () => (await reload())?.find((r) => String(r.id) === String(room.id)));
  const base = edit.base;
  const [pending, setPending] = useState<string | null>(null);
  // a number taken on the level (409 as on add) shows on the field
  const [numberProblem, setNumberProblem] = useState<string | null>(null);
  const { values, set, setValues, problem, setProblem, busy, handleSubmit } = useForm(formOf(room), {
    validate: (v) => (v.roomNumber.trim() === '' ? RENT_MESSAGES.fillInAllFields : { ok: true as const, data: v.roomNumber.trim() }),
    onSubmit: async (roomNumber) => {
      if (roomNumber === roomName(base)) {
        setProblem(CORRECTION_MESSAGES.noChanges);
        return;
      }
      setPending(roomNumber);
    },
  });
  return (
    <>
      <Modal title={`Edit Room ${roomName(base)}`} isOpen={pending === null} onOpenChange={(open) => !open && onClose()} isBusy={busy}>
        <form className="form" onSubmit={handleSubmit} noValidate>
          <StaleEditNotice edit={edit} values={values} show={setValues} />
          <TextField
            label="Room Number"
            name="roomNumber"
            autoComplete="off"
            required
            maxLength={50}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={values.roomNumber}
            onChange={(value) => {
              set('roomNumber')(value);
              setNumberProblem(null);
            }}
            error={numberProblem}
            typed={edit.typedOf('roomNumber')}
            hint="Unique on its level."
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
      {pending !== null ? (
        <CorrectionConfirm
          title="Renumber the room?"
          message={roomEditText(roomName(base), pending)}
          confirmLabel="Save changes"
          busyLabel="Saving..."
          icon={<PencilIcon size={16} />}
          run={async () => {
            const res = await updateRoom({ body: { room_id: String(base.id), roomNumber: pending, version: base.version } });
            notify.success(res?.message || RENT_MESSAGES.roomUpdated);
            onClose();
          }}
          onClose={() => setPending(null)}
          onStale={(err) => {
            edit.refused(err);
            setPending(null);
          }}
          onRefused={(err) => {
            if (err instanceof ApiError && err.status === 409) {
              setNumberProblem(err.message);
              setPending(null);
            }
          }}
        />
      ) : null}
    </>
  );
}

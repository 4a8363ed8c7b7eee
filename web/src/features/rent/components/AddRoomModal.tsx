import { useState } from 'react';
import { floorLabel } from '../../../../../shared/rent/floors.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { addRoomSchema } from '../../../../../shared/rent/schemas.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { useAddRoom } from '../api/rooms.ts';

const FILL_ALL = RENT_MESSAGES.fillInAllFields;
const empty = { roomNumber: '' };

/** "Add Room" on a level (spec §4/§5): adds, refetches the level's rooms and closes. */
export function AddRoomModal({
  isOpen,
  onOpenChange,
  buildingNumber,
  level,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  buildingNumber: string;
  level: number;
}) {
  const addRoom = useAddRoom();
  // a duplicate number (409) is about the number: it shows on its field, inside the dialog
  const [numberProblem, setNumberProblem] = useState<string | null>(null);
  const { values, set, problem, setProblem, busy, handleSubmit, reset } = useForm(empty, {
    validate: ({ roomNumber }) =>
      roomNumber.trim() === '' ? FILL_ALL : validate(addRoomSchema, { roomNumber, buildingNumber, levelNumber: level }),
    onSubmit: async (data) => {
      const res = await addRoom({ body: data });
      // spec §8: the room add reuses the building default when the server sends no message
      notify.success(res?.message ?? RENT_MESSAGES.buildingAdded);
      close(false);
    },
    onError: (err) => {
      if (!(err instanceof ApiError && err.status === 409)) return;
      setProblem(null);
      setNumberProblem(err.message);
    },
  });

  function close(open: boolean) {
    if (!open) {
      reset();
      setNumberProblem(null);
    }
    onOpenChange(open);
  }

  return (
    <Modal
      title="Add Room"
      description={`Building ${buildingNumber}, level ${floorLabel(level)}`}
      isOpen={isOpen}
      onOpenChange={close}
      isBusy={busy}
    >
      <form className="form" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Room Number"
          name="roomNumber"
          autoComplete="off"
          required
          // the dialog was just opened to type this one field (WAI-ARIA dialog pattern: focus the first field)
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={values.roomNumber}
          onChange={(value) => {
            set('roomNumber')(value);
            setNumberProblem(null);
          }}
          error={numberProblem}
          hint="As written on the door, e.g. 101 or 1A."
        />
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {busy ? 'Adding...' : 'Add Room'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

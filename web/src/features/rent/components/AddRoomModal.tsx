import { floorLabel } from '../../../../../shared/domain/floors.ts';
import { addRoomSchema } from '../../../../../shared/schemas/rent.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { addRoom, useRentRefresh } from '../api/rent-calls.ts';

const FILL_ALL = 'Please fill in all fields';
const empty = { roomNumber: '' };

/** "Add Room" on a level (spec §4/§5): adds, refetches the level's rooms and closes. */
export function AddRoomModal({ isOpen, onOpenChange, buildingNumber, level }: { isOpen: boolean; onOpenChange: (open: boolean) => void; buildingNumber: string; level: number }) {
  const refresh = useRentRefresh();
  const { values, set, problem, busy, handleSubmit, reset } = useForm(empty, {
    validate: ({ roomNumber }) => (roomNumber.trim() === '' ? FILL_ALL : validate(addRoomSchema, { roomNumber, buildingNumber, levelNumber: level })),
    onSubmit: async (data) => {
      const res = await addRoom(data);
      // spec §8: the room add reuses the building default when the server sends no message
      notify.success(res?.message ?? 'Building added successfully');
      void refresh.occupancy();
      close(false);
    },
  });

  function close(open: boolean) {
    if (!open) reset();
    onOpenChange(open);
  }

  return (
    <Modal title="Add Room" description={`Building ${buildingNumber}, level ${floorLabel(level)}`} isOpen={isOpen} onOpenChange={close} isBusy={busy}>
      <form className="form" onSubmit={handleSubmit} noValidate>
        <TextField label="Room Number" name="roomNumber" autoComplete="off" required autoFocus value={values.roomNumber} onChange={set('roomNumber')} hint="As written on the door, e.g. 101 or 1A." />
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

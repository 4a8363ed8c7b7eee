import { useState, type FormEvent } from 'react';
import { floorLabel } from '../../../../../shared/domain/floors.ts';
import { addRoomSchema } from '../../../../../shared/schemas/rent.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { validate } from '../../../lib/validate.ts';
import { addRoom, useRentRefresh } from '../api/rent-calls.ts';

const FILL_ALL = 'Please fill in all fields';

/** "Add Room" on a level (spec §4/§5): adds, refetches the level's rooms and closes. */
export function AddRoomModal({ isOpen, onOpenChange, buildingNumber, level }: { isOpen: boolean; onOpenChange: (open: boolean) => void; buildingNumber: string; level: number }) {
  const refresh = useRentRefresh();
  const [roomNumber, setRoomNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function close(open: boolean) {
    if (!open) {
      setRoomNumber('');
      setProblem(null);
    }
    onOpenChange(open);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (roomNumber.trim() === '') return setProblem(FILL_ALL);
    const checked = validate(addRoomSchema, { roomNumber, buildingNumber, levelNumber: level });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setBusy(true);
    try {
      const res = await addRoom(checked.data);
      // spec §8: the room add reuses the building default when the server sends no message
      notify.success(res?.message ?? 'Building added successfully');
      void refresh.occupancy();
      setBusy(false);
      close(false);
    } catch {
      setBusy(false);
    }
  }

  return (
    <Modal title="Add Room" description={`Building ${buildingNumber}, level ${floorLabel(level)}`} isOpen={isOpen} onOpenChange={close} isBusy={busy}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField label="Room Number" name="roomNumber" autoComplete="off" required autoFocus value={roomNumber} onChange={setRoomNumber} hint="As written on the door, e.g. 101 or 1A." />
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

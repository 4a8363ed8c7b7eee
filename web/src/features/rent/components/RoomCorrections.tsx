import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import type { RoomRow } from '../../../../../shared/rent/schemas.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteRoom } from '../api/rooms.ts';
import { roomDeleteText } from '../corrections.ts';
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

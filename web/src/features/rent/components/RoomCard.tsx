import { Link } from 'react-router-dom';
import { formatMoney, plural } from '../../../../../shared/domain/format.ts';
import type { RoomRow as Room } from '../../../../../shared/rent/schemas.ts';
import { roomCardStatus } from '../status.ts';
import { WrenchIcon } from './rent-icons.tsx';

/** A room on the level screen: coloured banner with the status, then Unit, Rent and Status (spec §2). */
export function RoomCard({ room, href, selected, onOpen }: { room: Room; href: string; selected: boolean; onOpen: () => void }) {
  const { label, tone } = roomCardStatus(room);
  const unit = room.room_number === null || room.room_number === undefined || room.room_number === '' ? 'N/A' : String(room.room_number);
  return (
    <Link
      to={href}
      className={`room-card tone-${tone} ${selected ? 'is-selected' : ''}`}
      aria-current={selected ? 'page' : undefined}
      onClick={onOpen}
    >
      <span className="room-card-banner">{label}</span>
      <span className="room-card-body">
        <span className="room-card-row">
          <span className="room-card-label">Unit</span>
          <span className="room-card-unit">{unit}</span>
        </span>
        <span className="room-card-row">
          <span className="room-card-label">Rent</span>
          {room.current_rent_id ? (
            <span className="numeric">{formatMoney(room.rent_price ?? 0)}</span>
          ) : (
            // a vacant room has no rent, not a rent of $0.00
            <span className="room-card-no-rent">
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">No rent</span>
            </span>
          )}
        </span>
        <span className="room-card-row">
          <span className="room-card-label">Status</span>
          <span>{label}</span>
        </span>
        {room.current_rent_id && room.tenant_name ? <span className="room-card-tenant">{room.tenant_name}</span> : null}
        {room.open_maintenance > 0 ? (
          <span className="room-card-maintenance">
            <WrenchIcon size={14} /> {plural(room.open_maintenance, 'open request')}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

import { useId, useMemo, useRef, useState } from 'react';
import { Link, useMatch, useNavigate, useOutlet, useParams } from 'react-router-dom';
import { plural } from '../../../../../shared/domain/format.ts';
import { floorLabel, parseLevelNumber } from '../../../../../shared/rent/floors.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { FullScreenSpinner, Spinner } from '../../../components/ui/Spinner.tsx';
import { PencilIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRevealWhenStacked } from '../../../lib/use-reveal.ts';
import { useBuildingLevels } from '../api/buildings.ts';
import { levelRooms } from '../api/exports.ts';
import { useLevelRooms } from '../api/rooms.ts';
import { AddRoomModal } from '../components/AddRoomModal.tsx';
import { LoadProblem } from '../../../components/ui/LoadProblem.tsx';
import { DoorIcon, LayersIcon, PanelIcon, SearchIcon } from '../components/rent-icons.tsx';
import { RoomCard } from '../components/RoomCard.tsx';
import { roomExportColumns } from '../export-columns.ts';
import { DeleteRoomDialog, EditRoomDialog } from '../components/RoomCorrections.tsx';
import { TrashIcon } from '../components/rent-icons.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import type { RoomRow } from '../../../../../shared/rent/schemas.ts';

/** Below this width the unit panel stacks under the rooms (rent.css). */
const STACKED_LAYOUT = '(max-width: 1180px)';

/** A level the building does not have (level/9 of a 3-floor building, level/0, level/abc): no rooms, no Add Room. */
function NoSuchLevel({ buildingNumber, floors }: { buildingNumber: string; floors: number | undefined }) {
  return (
    <section className="card empty-state">
      <span className="empty-icon">
        <LayersIcon size={26} />
      </span>
      <h1 className="page-title">This level does not exist</h1>
      <p className="muted">
        {floors
          ? `Building ${buildingNumber} has ${plural(floors, 'level')}: ${floors === 1 ? 'G' : `G to ${floorLabel(floors)}`}.`
          : 'The link does not name a level of this building.'}
      </p>
      <Link to={paths.rent.building.href(buildingNumber)} className="btn btn-primary">
        Back to Building {buildingNumber}
      </Link>
    </section>
  );
}

/** .../level/{levelNumber}: the Rooms panel, and a side panel for the nested unit route (spec §2). */
export function LevelPage() {
  const { buildingNumber = '', levelNumber } = useParams();
  // the building says how many levels it has (the overview's query: usually cached already)
  const building = useBuildingLevels(buildingNumber);
  const floors = building.data ? Math.max(0, Math.trunc(Number(building.data.floors) || 0)) : undefined;
  const parsed = parseLevelNumber(levelNumber);
  const level = parsed !== null && (floors === undefined || parsed <= floors) ? parsed : null;
  const outlet = useOutlet();
  // the room id of the nested unit route, if one is open
  const selected = useMatch(paths.rent.unit.pattern)?.params.roomId ?? null;
  const [panelOpen, setPanelOpen] = useState(Boolean(outlet));
  // Opening a unit (a room card, a deep link, back/forward) always shows the side panel.
  const [shownUnit, setShownUnit] = useState(selected);
  if (selected !== shownUnit) {
    setShownUnit(selected);
    if (selected) setPanelOpen(true);
  }
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const [deletingRoom, setDeletingRoom] = useState<RoomRow | null>(null);
  const [editingRoom, setEditingRoom] = useState<RoomRow | null>(null);
  const isOwner = useAuth().auth.role === 'owner';
  const navigate = useNavigate();
  const panelId = useId();
  const searchId = useId();
  const { data, error, isLoading, mutate } = useLevelRooms(buildingNumber, level);
  useDocumentTitle(level ? `Level ${floorLabel(level)} · Building ${buildingNumber}` : 'Level not found');

  const panel = useRef<HTMLElement>(null);

  // On narrow screens the unit panel sits below the rooms: bring it into view when a unit opens (or once the
  // level has loaded, for a link straight to a unit). rent.css keeps the panel a screen tall there, so the
  // scroll is not cut short while the unit is still loading.
  const shown = level !== null && floors !== undefined;
  useRevealWhenStacked(panel, shown ? selected : null, STACKED_LAYOUT);

  const rooms = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const all = data ?? [];
    return needle
      ? all.filter((room) =>
          String(room.room_number ?? '')
            .toLowerCase()
            .includes(needle),
        )
      : all;
  }, [data, query]);

  if (building.error) {
    return (
      <LoadProblem
        error={building.error}
        what="building"
        onRetry={() => void building.mutate()}
        backTo={paths.rent.buildings.href()}
        backLabel="All buildings"
      />
    );
  }
  if (!level) return <NoSuchLevel buildingNumber={buildingNumber} floors={floors} />;
  if (floors === undefined) return <FullScreenSpinner label="Loading level..." />;

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <p className="page-eyebrow">
            <Link to={paths.rent.building.href(buildingNumber)}>Building {buildingNumber}</Link>
          </p>
          <h1 className="page-title">Level: {floorLabel(level)}</h1>
        </div>
        <div className="button-row">
          <Link to={paths.importData.href('rooms')} className="btn btn-secondary">
            Import
          </Link>
          {/* the rooms list is per level (not paged): the level's rooms, whatever the search */}
          <ExportCsvButton
            title={`Building ${buildingNumber} Level ${floorLabel(level)} Rooms`}
            columns={roomExportColumns()}
            load={(onPage) => levelRooms(buildingNumber, level, onPage)}
          />
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <PanelIcon size={18} />
            {panelOpen ? 'Hide unit panel' : 'Show unit panel'}
          </button>
        </div>
      </header>

      <div className={`level-layout ${panelOpen ? 'with-panel' : ''}`}>
        <section className="card rooms-panel" aria-labelledby={`${searchId}-title`}>
          <div className="rooms-panel-head">
            <h2 id={`${searchId}-title`} className="card-title">
              Rooms {data ? <span className="count-pill">{data.length}</span> : null}
            </h2>
            <div className="search-field">
              <label htmlFor={searchId} className="visually-hidden">
                Search rooms
              </label>
              <SearchIcon size={18} />
              <input
                id={searchId}
                type="search"
                className="input"
                placeholder="Search by room number..."
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
          </div>
          {isLoading ? (
            <div className="card-loading" role="status">
              <Spinner /> <span>Loading...</span>
            </div>
          ) : error ? (
            <div className="inline-error">
              <p>Rooms could not be loaded.</p>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => void mutate()}>
                Try again
              </button>
            </div>
          ) : (
            <>
              {rooms.length === 0 ? (
                <p className="rooms-empty" role="status">
                  <DoorIcon size={20} /> No rooms found.
                </p>
              ) : null}
              <ul className="room-grid" aria-label={`Rooms on level ${floorLabel(level)}`}>
                {rooms.map((room) => (
                  <li key={room.id} className="room-slot">
                    <RoomCard
                      room={room}
                      href={paths.rent.unit.href(buildingNumber, level, String(room.id))}
                      selected={String(room.id) === selected}
                      onOpen={() => setPanelOpen(true)}
                    />
                    {/* only a room never rented can go (the server decides; a vacant one may have rental history) */}
                    <span className="room-card-actions">
                      <button
                        type="button"
                        className="room-card-action"
                        aria-label={`Edit Room ${room.room_number}`}
                        title="Edit room number"
                        onClick={() => setEditingRoom(room)}
                      >
                        <PencilIcon size={15} />
                      </button>
                      {isOwner && !room.current_rent_id ? (
                        <button
                          type="button"
                          className="room-card-action"
                          aria-label={`Delete Room ${room.room_number}`}
                          title="Delete room"
                          onClick={() => setDeletingRoom(room)}
                        >
                          <TrashIcon size={15} />
                        </button>
                      ) : null}
                    </span>
                  </li>
                ))}
                <li>
                  <button type="button" className="add-tile add-tile-room" onClick={() => setAdding(true)}>
                    <span className="add-tile-icon">
                      <PlusIcon size={22} />
                    </span>
                    <span>Add Room</span>
                  </button>
                </li>
              </ul>
            </>
          )}
        </section>

        <aside ref={panel} id={panelId} className="unit-panel" aria-label="Unit panel" hidden={!panelOpen}>
          {panelOpen
            ? (outlet ?? (
                <div className="card empty-state unit-panel-empty">
                  <span className="empty-icon">
                    <DoorIcon size={26} />
                  </span>
                  <h2>Select a room</h2>
                  <p className="muted">Choose a room on the left to see its tenant, rent, payments and history.</p>
                </div>
              ))
            : null}
        </aside>
      </div>

      {editingRoom ? <EditRoomDialog room={editingRoom} onClose={() => setEditingRoom(null)} reload={() => mutate()} /> : null}
      {deletingRoom ? (
        <DeleteRoomDialog
          room={deletingRoom}
          onClose={() => setDeletingRoom(null)}
          onDeleted={() => {
            if (String(deletingRoom.id) === selected) navigate(paths.rent.level.href(buildingNumber, level));
          }}
        />
      ) : null}
      <AddRoomModal isOpen={adding} onOpenChange={setAdding} buildingNumber={buildingNumber} level={level} />
    </div>
  );
}

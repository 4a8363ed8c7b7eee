import { Link } from 'react-router-dom';
import { formatMoney, formatPercent } from '../../../../../shared/domain/format.ts';
import { PageSpinner } from '../../../components/ui/Spinner.tsx';
import { BuildingIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { BuildingCard } from '../../../../../shared/rent/schemas.ts';
import { useBuildings } from '../api/buildings.ts';
import { LayersIcon } from '../components/rent-icons.tsx';
import { usePowers } from '../../../lib/powers.ts';

/** Names longer than this are shown in smaller text so the card keeps its shape (spec §2). */
const LONG_NAME = 10;

function BuildingTile({ building }: { building: BuildingCard }) {
  const name = building.building_name?.trim();
  const occupancy = Math.min(100, Math.max(0, Number(building.occupancy_rate) || 0));
  return (
    <Link to={paths.rent.building.href(building.building_id)} className="building-card">
      <span className="building-card-head">
        <span className="building-card-icon">
          <BuildingIcon size={22} />
        </span>
        <span className="building-card-titles">
          <span className="building-card-number">Building {building.building_id}</span>
          {name ? <span className={`building-card-name ${name.length > LONG_NAME ? 'is-long' : ''}`}>{name}</span> : null}
        </span>
      </span>
      <span className="building-card-stats">
        <span className="building-card-stat">
          <span className="building-card-label">Floors</span>
          <span className="building-card-value numeric">{building.building_levels}</span>
        </span>
        <span className="building-card-stat">
          <span className="building-card-label">Occupied</span>
          <span className="building-card-value numeric">{formatPercent(building.occupancy_rate)}</span>
        </span>
        <span className="building-card-stat">
          <span className="building-card-label">Rent</span>
          <span className="building-card-value numeric">{formatMoney(building.total_rent_value)}</span>
        </span>
      </span>
      <span className="meter" aria-hidden="true">
        <span className="meter-fill" style={{ width: `${occupancy}%` }} />
      </span>
    </Link>
  );
}

/** /hms: one card per building, and a tile to add one. */
export function BuildingsPage() {
  useDocumentTitle('Buildings');
  const { data, error, isLoading, mutate } = useBuildings();
  const { can, wholeCompany } = usePowers();
  // a new building is outside every scope but all of them (ROLES.md)
  const canAdd = can('rent.building.write') && wholeCompany('buildings');
  const buildings = data ?? [];

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Buildings</h1>
          <p className="page-subtitle">Choose a building to see its floors, rooms, tenants and rent.</p>
        </div>
      </header>
      {isLoading ? (
        <PageSpinner label="Loading buildings..." />
      ) : error ? (
        <section className="card inline-error">
          <p>Buildings could not be loaded.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void mutate()}>
            Try again
          </button>
        </section>
      ) : buildings.length === 0 ? (
        <section className="card empty-state">
          <span className="empty-icon">
            <LayersIcon size={28} />
          </span>
          <h2>No buildings yet</h2>
          <p className="muted">
            Add your first building with its number of floors; then add rooms to each floor and start renting them out.
          </p>
          {canAdd ? (
            <Link to={paths.rent.addBuilding.href()} className="btn btn-primary">
              <PlusIcon size={18} /> Add Building
            </Link>
          ) : null}
        </section>
      ) : (
        <ul className="building-grid" aria-label="Buildings">
          {buildings.map((building) => (
            <li key={building.building_id}>
              <BuildingTile building={building} />
            </li>
          ))}
          {canAdd ? (
            <li>
              <Link to={paths.rent.addBuilding.href()} className="add-tile">
                <span className="add-tile-icon">
                  <PlusIcon size={26} />
                </span>
                <span>Add Building</span>
              </Link>
            </li>
          ) : null}
        </ul>
      )}
    </div>
  );
}

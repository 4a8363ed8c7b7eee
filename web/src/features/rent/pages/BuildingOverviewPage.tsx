import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { floorLabel, levelNumbers } from '../../../../../shared/rent/floors.ts';
import { formatMoney, formatPercent } from '../../../../../shared/domain/format.ts';
import { FullScreenSpinner } from '../../../components/ui/Spinner.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { LevelFigures } from '../../../../../shared/rent/schemas.ts';
import { useBuildingLevels } from '../api/buildings.ts';
import { LoadProblem } from '../../../components/ui/LoadProblem.tsx';
import { PercentDoughnut } from '../components/PercentDoughnut.tsx';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { PencilIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { DeleteBuildingDialog, EditBuildingDialog } from '../components/BuildingCorrections.tsx';
import { TrashIcon } from '../components/rent-icons.tsx';

const NO_FIGURES: LevelFigures = {
  rooms_rented: 0,
  total_rooms: 0,
  occupancy_rate: 0,
  paid_percentage: 0,
  total_rent_value: 0,
  overdue_count: 0,
  arrears_count: 0,
  arrears_amount: 0,
  collected_amount: 0,
  due_amount: 0,
};

/** Nothing is due on a level without current rents (or before they start): no percentage to show (issue item 8). */
const NOTHING_DUE = 'Nothing due';
const nothingDue = (figures: LevelFigures) => figures.due_amount === 0;

/** The page's note on how the rent value is worked out; each figure points to it. */
const RENT_VALUE_NOTE_ID = 'rent-value-note';

function FigureList({ figures }: { figures: LevelFigures }) {
  return (
    <dl className="figure-list">
      <div>
        <dt>Rooms Rented</dt>
        <dd className="numeric">
          {figures.rooms_rented}/{figures.total_rooms}
        </dd>
      </div>
      <div>
        <dt>Collected</dt>
        <dd className="numeric">{nothingDue(figures) ? NOTHING_DUE : formatPercent(figures.paid_percentage)}</dd>
      </div>
      <div>
        <dt>Occupancy Rate</dt>
        <dd className="numeric">{formatPercent(figures.occupancy_rate)}</dd>
      </div>
      <div>
        <dt>Rent Value in USD</dt>
        <dd className="numeric" aria-describedby={RENT_VALUE_NOTE_ID}>
          {formatMoney(figures.total_rent_value)}
        </dd>
      </div>
      <div>
        <dt>Overdue Count</dt>
        <dd className={`numeric ${figures.overdue_count > 0 ? 'figure-alert' : ''}`}>
          {figures.overdue_count}/{figures.rooms_rented}
        </dd>
      </div>
      {/* checked-out tenants who still owe: their own figure, not counted against the rooms rented now */}
      {figures.arrears_count > 0 ? (
        <div>
          <dt>Past tenants owing</dt>
          <dd className="numeric figure-alert">
            {figures.arrears_count} · {formatMoney(figures.arrears_amount)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function FloorCard({ buildingNumber, level, figures }: { buildingNumber: string; level: number; figures: LevelFigures }) {
  const label = floorLabel(level);
  const headingId = `floor-${level}-title`;
  return (
    <article className="card floor-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Level {label}
      </h2>
      <Link to={paths.rent.level.href(buildingNumber, level)} className="level-tile">
        <span className="level-tile-text">
          <span className="level-tile-caption">Level</span>
          <span className="level-tile-label">{label}</span>
        </span>
        <span className="visually-hidden"> — open rooms</span>
        <ArrowRightIcon size={20} />
      </Link>
      <div className="floor-charts">
        <PercentDoughnut title="Rented" value={figures.occupancy_rate} tone="rented" />
        <PercentDoughnut
          title="Collected"
          value={figures.paid_percentage}
          tone="collected"
          emptyLabel={nothingDue(figures) ? NOTHING_DUE : undefined}
        />
      </div>
      <FigureList figures={figures} />
    </article>
  );
}

/** /hms/hotel-portal/building/{buildingNumber}: the building's floors with their figures (spec §2). */
export function BuildingOverviewPage() {
  const { buildingNumber } = useParams();
  const { data, error, isLoading, mutate } = useBuildingLevels(buildingNumber);
  const isOwner = useAuth().auth.role === 'owner';
  const [correcting, setCorrecting] = useState<'edit' | 'delete' | null>(null);
  useDocumentTitle(data?.name ? `${data.name} · Building` : 'Building');

  if (isLoading) return <FullScreenSpinner label="Loading building..." />;
  if (error || !data) {
    return (
      <LoadProblem
        error={error}
        what="building"
        onRetry={() => void mutate()}
        backTo={paths.rent.buildings.href()}
        backLabel="All buildings"
      />
    );
  }

  const floors = levelNumbers(Math.max(0, Math.trunc(Number(data.floors) || 0)));
  const figuresOf = (level: number) => data.levels?.find((l) => Number(l.floor) === level) ?? NO_FIGURES;

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <p className="page-eyebrow">Building {buildingNumber}</p>
          <h1 className="page-title">
            Welcome to Building: <span className="title-accent">{data.name || buildingNumber}</span>
          </h1>
          <p className="page-subtitle">Explore the building's floors and their details below.</p>
          <p id={RENT_VALUE_NOTE_ID} className="muted rent-value-note">
            Rent Value in USD: the current rents per month (monthly equivalent: daily × 365 / 12, weekly × 52 / 12).
          </p>
        </div>
        <div className="button-row building-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setCorrecting('edit')}>
            <PencilIcon size={16} /> Edit Building
          </button>
          {isOwner ? (
            <button type="button" className="btn btn-danger-ghost" onClick={() => setCorrecting('delete')}>
              <TrashIcon size={16} /> Delete Building
            </button>
          ) : null}
          <HistoryButton kind="building" id={String(data.building_id)} label={`Building ${data.building_id}`} className="btn btn-ghost" />
        </div>
      </header>
      {correcting === 'edit' ? <EditBuildingDialog building={data} onClose={() => setCorrecting(null)} reload={() => mutate()} /> : null}
      {correcting === 'delete' ? <DeleteBuildingDialog building={data} onClose={() => setCorrecting(null)} /> : null}
      {data.summary ? (
        <section className="card building-summary" aria-label="Whole building">
          <h2 className="card-title">Whole building</h2>
          <FigureList figures={data.summary} />
          <dl className="figure-list maintenance-figures">
            <div>
              <dt>Open maintenance</dt>
              <dd className="numeric">
                <Link to={`${paths.rent.maintenance.href()}?building=${data.building_id}`}>
                  {data.open_maintenance ?? 0}
                  <span className="visually-hidden"> open requests: view them</span>
                </Link>
              </dd>
            </div>
            <div>
              <dt>Maintenance cost this year</dt>
              <dd className="numeric">{formatMoney(data.maintenance_cost_this_year ?? 0)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      {floors.length === 0 ? (
        <section className="card empty-state">
          <h2>This building has no floors</h2>
        </section>
      ) : (
        <div className="floor-grid">
          {floors.map((level) => (
            <FloorCard key={level} buildingNumber={buildingNumber ?? ''} level={level} figures={figuresOf(level)} />
          ))}
        </div>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDate } from '../../../../../shared/domain/format.ts';
import type { MaintenanceRow } from '../../../../../shared/rent/maintenance-schemas.ts';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { paths } from '../../../config/paths.ts';
import { useMaintenanceList } from '../api/maintenance.ts';
import { AddMaintenanceModal } from './AddMaintenanceModal.tsx';
import { MaintenanceStatusBadge, PriorityBadge, SourceBadge } from './MaintenanceBadges.tsx';
import { usePowers } from '../../../lib/powers.ts';

function RequestItem({ request }: { request: MaintenanceRow }) {
  return (
    <li className="maintenance-item">
      <Link to={paths.rent.maintenanceRequest.href(request.id)} className="maintenance-item-title">
        {request.title}
      </Link>
      <span className="maintenance-item-badges">
        <PriorityBadge priority={request.priority} />
        <MaintenanceStatusBadge status={request.status} />
        <SourceBadge source={request.source} />
      </span>
      <span className="muted">
        Reported {formatDate(request.reported_at)}
        {request.due_date ? (
          <>
            {' · '}
            <span className={request.past_due ? 'figure-alert' : undefined}>
              Due {formatDate(request.due_date)}
              {request.past_due ? ' (past due)' : ''}
            </span>
          </>
        ) : null}
        {request.tenant ? ` by ${request.tenant.name}` : ''}
        {request.assignee ? ` · ${request.assignee.name}` : ''}
      </span>
    </li>
  );
}

/** The unit page's Maintenance panel: the room's requests, newest first, and Add request (which opens the new one). */
export function MaintenancePanel({ roomId, unitLabel }: { roomId: string; unitLabel: string }) {
  const requests = useMaintenanceList({ room_id: roomId });
  const [adding, setAdding] = useState(false);
  const { can } = usePowers();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <section className="maintenance-panel" aria-labelledby={titleId}>
      <div className="notices-fees-head">
        <h3 className="invoice-links-title" id={titleId}>
          Maintenance requests
        </h3>
        {can('rent.maintenance.write') ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
            <PlusIcon size={16} /> Add request
          </button>
        ) : null}
      </div>
      <QueryState
        query={requests}
        errorText="Maintenance requests could not be loaded."
        empty={<p className="muted">No maintenance requests for this unit.</p>}
      >
        {(rows) => (
          <>
            <ul className="maintenance-list">
              {rows.map((r) => (
                <RequestItem key={r.id} request={r} />
              ))}
            </ul>
            {requests.hasMore ? (
              <button type="button" className="btn btn-secondary btn-sm" onClick={requests.loadMore} disabled={requests.loadingMore}>
                {requests.loadingMore ? 'Loading...' : 'Load more'}
              </button>
            ) : null}
          </>
        )}
      </QueryState>
      <AddMaintenanceModal
        isOpen={adding}
        onOpenChange={setAdding}
        room={{ id: roomId, label: unitLabel }}
        onAdded={(id) => navigate(paths.rent.maintenanceRequest.href(id))}
      />
    </section>
  );
}

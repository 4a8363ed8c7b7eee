import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDate, formatDateTime, formatMoney } from '../../../../../shared/domain/format.ts';
import { MAINTENANCE_MESSAGES, MAX_MAINTENANCE_PHOTOS, type MaintenanceStatus } from '../../../../../shared/rent/maintenance.ts';
import { updateMaintenanceSchema, type MaintenanceDetails } from '../../../../../shared/rent/maintenance-schemas.ts';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { LoadProblem } from '../../../components/ui/LoadProblem.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FullScreenSpinner } from '../../../components/ui/Spinner.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { PencilIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { readImageFile } from '../../../lib/image-file.ts';
import {
  useAddMaintenanceNote,
  useAddMaintenancePhoto,
  useAssignees,
  useMaintenanceRequest,
  useUpdateMaintenance,
  fetchMaintenanceRequest,
} from '../api/maintenance.ts';
import { MaintenanceStatusBadge, PriorityBadge, SourceBadge } from '../components/MaintenanceBadges.tsx';
import { MaintenanceFields } from '../components/MaintenanceFields.tsx';
import { StaleEditNotice } from '../../../components/ui/StaleEditNotice.tsx';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { usePowers } from '../../../lib/powers.ts';

type Change = Omit<Parameters<ReturnType<typeof useUpdateMaintenance>>[0]['body'], 'id' | 'version'>;

/** Sends one edit of the request on the version shown; refusals (stale, nothing changed) are toasted. Resolves true when saved. */
function useSave(request: MaintenanceDetails) {
  const update = useUpdateMaintenance();
  return async (change: Change): Promise<boolean> => {
    try {
      const res = await update({ body: { id: request.id, version: request.version, ...change } });
      notify.success(res?.message ?? MAINTENANCE_MESSAGES.updated);
      return true;
    } catch (err) {
      notify.error(err instanceof ApiError ? err.message : 'Failed to update the request.');
      return false;
    }
  };
}

/** The status moves a person makes, from where the request stands. */
const STATUS_ACTIONS: Record<MaintenanceStatus, Array<{ label: string; to: MaintenanceStatus; primary?: boolean }>> = {
  Open: [
    { label: 'Start work', to: 'In progress', primary: true },
    { label: 'Mark done', to: 'Done' },
    { label: 'Cancel request', to: 'Cancelled' },
  ],
  'In progress': [
    { label: 'Mark done', to: 'Done', primary: true },
    { label: 'Cancel request', to: 'Cancelled' },
  ],
  Done: [{ label: 'Reopen', to: 'Open' }],
  Cancelled: [{ label: 'Reopen', to: 'Open' }],
};

const editFormOf = (request: MaintenanceDetails) => ({
  title: request.title,
  description: request.description,
  priority: request.priority as string,
  due_date: request.due_date ?? '',
  cost: request.cost === null ? '' : String(request.cost),
});

/** Edit request: sent with the version it opened on (a refetch behind it never changes that); refusals show here. */
function EditDialog({ request, onClose }: { request: MaintenanceDetails; onClose: () => void }) {
  const update = useUpdateMaintenance();
  const edit = useStaleEdit(request, editFormOf, () => fetchMaintenanceRequest(request.id));
  const { values, set, setValues, problem, busy, handleSubmit } = useForm(editFormOf(request), {
    validate: (v) => validate(updateMaintenanceSchema, { id: edit.base.id, version: edit.base.version, ...v }),
    onSubmit: async (body) => {
      const res = await update({ body });
      notify.success(res?.message ?? MAINTENANCE_MESSAGES.updated);
      onClose();
    },
    onError: edit.refused,
    staysBusyAfterSuccess: true,
  });
  return (
    <Modal title="Edit request" isOpen onOpenChange={(open) => (open ? null : onClose())} isBusy={busy}>
      <form className="form" onSubmit={handleSubmit} noValidate>
        <StaleEditNotice edit={edit} values={values} show={setValues} />
        <MaintenanceFields values={values} set={set} typedOf={edit.typedOf} />
        <TextField
          label="Cost (USD)"
          name="cost"
          inputMode="decimal"
          value={values.cost}
          onChange={set('cost')}
          typed={edit.typedOf('cost')}
        />
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function AssignControl({ request }: { request: MaintenanceDetails }) {
  const assignees = useAssignees(request.building_id);
  const save = useSave(request);
  const [choice, setChoice] = useState(request.assignee?.id ?? '');
  const [busy, setBusy] = useState(false);
  const changed = choice !== (request.assignee?.id ?? '');
  return (
    <form
      className="maintenance-assign"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!changed || busy) return;
        setBusy(true);
        await save({ assigneeId: choice || null });
        setBusy(false);
      }}
    >
      <SelectField
        label="Assignee"
        name="assigneeId"
        value={choice}
        onChange={setChoice}
        placeholder="Nobody"
        options={(assignees.data ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }))}
        hint="The new assignee is emailed."
      />
      <button type="submit" className="btn btn-secondary" aria-disabled={!changed || busy}>
        {busy ? 'Saving...' : choice ? 'Assign' : 'Unassign'}
      </button>
    </form>
  );
}

function Notes({ request, canWrite }: { request: MaintenanceDetails; canWrite: boolean }) {
  const addNote = useAddMaintenanceNote();
  const headingId = useId();
  const visibleId = useId();
  // only a request a tenant opened in the portal has someone to show a note to
  const [visible, setVisible] = useState(false);
  const { values, set, problem, busy, handleSubmit, reset } = useForm(
    { text: '' },
    {
      validate: ({ text }) => (text.trim() ? { ok: true as const, data: text.trim() } : MAINTENANCE_MESSAGES.note),
      onSubmit: async (text) => {
        const res = await addNote({ body: { id: request.id, text, ...(visible ? { public: true } : {}) } });
        notify.success(res?.message ?? MAINTENANCE_MESSAGES.noteAdded);
        reset();
        setVisible(false);
      },
    },
  );
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        Notes
      </h2>
      {request.notes.length ? (
        <ol className="maintenance-notes">
          {request.notes.map((n) => (
            <li key={n.id}>
              <p className="maintenance-note-meta">
                {n.author} · {formatDateTime(n.at)}
                {request.tenant ? (n.public ? ' · Visible to the tenant' : ' · Internal') : ''}
              </p>
              <p className="maintenance-note-text">{n.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No notes yet.</p>
      )}
      {canWrite ? (
        <form className="form" onSubmit={handleSubmit} noValidate>
          <TextField label="Add a note" name="note" multiline rows={2} maxLength={2000} value={values.text} onChange={set('text')} />
          {request.source === 'portal' ? (
            <div className="checkbox-field">
              <input id={visibleId} type="checkbox" className="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
              <label htmlFor={visibleId}>
                <span className="checkbox-label">Visible to the tenant</span>
                <span className="checkbox-hint">{request.tenant?.name ?? 'The tenant'} sees it with the request in the portal</span>
              </label>
            </div>
          ) : null}
          <FormMessage message={problem} />
          <div className="button-row">
            <button type="submit" className="btn btn-secondary" aria-disabled={busy}>
              {busy ? 'Adding...' : 'Add note'}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function Photos({ request, canWrite }: { request: MaintenanceDetails; canWrite: boolean }) {
  const upload = useAddMaintenancePhoto();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const full = request.photos.length >= MAX_MAINTENANCE_PHOTOS;
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="notices-fees-head">
        <h2 id={headingId} className="card-title">
          Photos ({request.photos.length}/{MAX_MAINTENANCE_PHOTOS})
        </h2>
        {canWrite ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => input.current?.click()} disabled={busy || full}>
            {busy ? 'Uploading...' : 'Add photo'}
          </button>
        ) : null}
        <input
          ref={input}
          type="file"
          hidden
          aria-label="Add photo"
          accept="image/png,image/jpeg,image/webp"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            const read = await readImageFile(file);
            if (typeof read === 'string') return void notify.error(read);
            setBusy(true);
            try {
              const res = await upload({ body: { id: request.id, ...read } });
              notify.success(res?.message ?? MAINTENANCE_MESSAGES.photoAdded);
            } catch {
              // the API client showed the error toast
            }
            setBusy(false);
          }}
        />
      </div>
      {request.photos.length ? (
        <ul className="maintenance-photos">
          {request.photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img src={p.url} alt={`${request.title}, ${i + 1} of ${request.photos.length}`} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No photos. PNG, JPEG or WebP, at most 2 MB, up to {MAX_MAINTENANCE_PHOTOS}.</p>
      )}
    </section>
  );
}

function RequestView({ request }: { request: MaintenanceDetails }) {
  useDocumentTitle(`${request.title} · Maintenance`);
  const save = useSave(request);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const canWrite = usePowers().can('rent.maintenance.write');
  const unitHref = paths.rent.unit.href(request.building_id, request.level, request.room_id);
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <p className="page-eyebrow">
            <Link to={paths.rent.maintenance.href()}>Maintenance</Link>
          </p>
          <h1 className="page-title">{request.title}</h1>
          <p className="page-subtitle">
            <Link to={unitHref}>
              Room {request.room_number} · Building {request.building_id} ({request.building_name})
            </Link>
          </p>
        </div>
        <div className="button-row">
          {canWrite ? (
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
              <PencilIcon size={16} /> Edit
            </button>
          ) : null}
          <HistoryButton kind="maintenance" id={request.id} label={request.title} className="btn btn-ghost" />
        </div>
      </header>
      <section className="card maintenance-summary" aria-label="Request">
        <div className="maintenance-item-badges">
          <PriorityBadge priority={request.priority} />
          <MaintenanceStatusBadge status={request.status} />
          <SourceBadge source={request.source} />
        </div>
        <p className="maintenance-description">{request.description}</p>
        <dl className="details maintenance-facts">
          <div>
            <dt>Reported</dt>
            <dd>
              {formatDateTime(request.reported_at)}
              {request.tenant ? ` by ${request.tenant.name}, in the portal` : ''}
            </dd>
          </div>
          <div>
            <dt>Due date</dt>
            <dd className={request.past_due ? 'figure-alert' : undefined}>
              {request.due_date ? `${formatDate(request.due_date)}${request.past_due ? ' (past due)' : ''}` : 'None'}
            </dd>
          </div>
          <div>
            <dt>Assignee</dt>
            <dd>{request.assignee ? `${request.assignee.name} (${request.assignee.email})` : 'Nobody'}</dd>
          </div>
          <div>
            <dt>Cost</dt>
            <dd className="numeric">{request.cost === null ? 'None' : formatMoney(request.cost)}</dd>
          </div>
          {request.closed_at ? (
            <div>
              <dt>Done</dt>
              <dd>{formatDateTime(request.closed_at)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="button-row">
          {(canWrite ? STATUS_ACTIONS[request.status] : []).map((a) => (
            <button
              key={a.to}
              type="button"
              className={`btn ${a.primary ? 'btn-primary' : 'btn-secondary'}`}
              aria-disabled={busy}
              onClick={async () => {
                if (busy) return;
                setBusy(true);
                await save({ status: a.to });
                setBusy(false);
              }}
            >
              {a.label}
            </button>
          ))}
        </div>
        {canWrite ? <AssignControl key={`${request.id}-${request.version}`} request={request} /> : null}
        {request.emails.length ? (
          <ul className="maintenance-emails">
            {request.emails.map((e) => (
              <li key={`${e.to}-${e.sent_at ?? e.status}`} className="muted">
                Emailed {e.to}
                {e.sent_at ? ` on ${formatDateTime(e.sent_at)}` : ` (${e.status})`}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <div className="maintenance-columns">
        <Notes request={request} canWrite={canWrite} />
        <Photos request={request} canWrite={canWrite} />
      </div>
      {editing ? <EditDialog request={request} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

/** /hms/maintenance/{id}: a request with its status moves, assignee, notes timeline and photos. */
export function MaintenanceRequestPage() {
  const { requestId } = useParams();
  const { data, error, isLoading, mutate } = useMaintenanceRequest(requestId);
  if (isLoading) return <FullScreenSpinner label="Loading request..." />;
  if (error || !data) {
    return (
      <LoadProblem
        error={error}
        what="maintenance request"
        onRetry={() => void mutate()}
        backTo={paths.rent.maintenance.href()}
        backLabel="All requests"
      />
    );
  }
  return <RequestView key={data.id} request={data} />;
}

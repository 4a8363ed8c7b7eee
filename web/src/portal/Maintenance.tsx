import { useEffect, useId, useRef, useState } from 'react';
import type { PortalMaintenanceRequest, PortalRent } from '../../../shared/portal/types.ts';
import { formatDate, formatDateTime } from '../../../shared/domain/format.ts';
import { MAINTENANCE_MESSAGES, MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from '../../../shared/rent/maintenance.ts';
import { QueryState } from '../components/ui/QueryState.tsx';
import { SelectField } from '../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../components/ui/TextField.tsx';
import { CloseIcon } from '../components/ui/icons.tsx';
import { ApiError } from '../lib/api-client.ts';
import { notify } from '../lib/notify.ts';
import { useForm } from '../lib/use-form.ts';
import { PhotoUploadFailed, uploadPhoto, useAddMaintenance, usePortalMaintenance, usePortalRents } from './api.ts';
import { MAX_PHOTOS, PHOTO_ACCEPT, pickPhotos } from './portal-rules.ts';
import { rentName } from './Rents.tsx';
import { MoreButton, Section, StatusBadge } from './ui.tsx';

/** Asking for a repair, and the requests made so far with their status, photos and the company's comments. */
export function MaintenanceSection() {
  const rents = usePortalRents();
  const requests = usePortalMaintenance();
  return (
    <Section id="maintenance" title="Maintenance" intro="Something broken or leaking? Tell us, with photos if you can." wide>
      <div className="portal-split">
        <div>
          <h3 className="portal-subtitle">Ask for a repair</h3>
          <QueryState query={rents} errorText="Your rents could not be loaded, so a repair cannot be asked for yet.">
            {(list) => <MaintenanceForm rents={list.filter((r) => r.isCurrent)} />}
          </QueryState>
        </div>
        <div>
          <h3 className="portal-subtitle">Your requests</h3>
          <QueryState
            query={requests}
            errorText="Your maintenance requests could not be loaded."
            empty={requests.hasMore ? undefined : 'You have not asked for a repair yet.'}
          >
            {(list) => (
              <ul className="portal-list">
                {list.map((request) => (
                  <li key={request.id}>
                    <MaintenanceItem request={request} />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
          <MoreButton list={requests} label="Show older requests" />
        </div>
      </div>
    </Section>
  );
}

interface Photo {
  id: string;
  file: File;
  preview: string;
  /** The bucket key once uploaded. */
  key: string | null;
  /** How much of it has gone up, 0 to 100. */
  percent: number;
}

function MaintenanceForm({ rents }: { rents: PortalRent[] }) {
  const add = useAddMaintenance();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const photoInput = useRef<HTMLInputElement>(null);
  const photoHintId = useId();
  // previews are object URLs: let them go when the form does
  const shown = useRef<Photo[]>([]);
  useEffect(() => {
    shown.current = photos;
  }, [photos]);
  useEffect(() => () => shown.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  const uploading = photos.some((p) => p.key === null);
  const { values, set, busy, handleSubmit, errorOf, formProblem, reset } = useForm(
    { rentId: rents[0]?.rentId ?? '', title: '', description: '' },
    {
      validate: (form) => {
        const title = form.title.trim();
        const description = form.description.trim();
        if (!form.rentId) return { ok: false, message: MAINTENANCE_MESSAGES.roomMissing, field: 'rentId' };
        if (!title) return { ok: false, message: MAINTENANCE_MESSAGES.title, field: 'title' };
        if (!description) return { ok: false, message: MAINTENANCE_MESSAGES.description, field: 'description' };
        if (uploading) return 'Please wait until the photos are uploaded';
        return { ok: true, data: { rentId: form.rentId, title, description } };
      },
      onSubmit: async (data) => {
        const res = await add({ body: { ...data, photos: photos.map((p) => p.key!) } });
        notify.success(res.message);
        photos.forEach((p) => URL.revokeObjectURL(p.preview));
        setPhotos([]);
        setPhotoProblems([]);
        reset();
      },
    },
  );

  if (rents.length === 0) return <p className="muted">You have no current rent, so there is no room to ask a repair for.</p>;

  function onPick(files: File[]) {
    const { accepted, problems } = pickPhotos(files, photos.length);
    setPhotoProblems(problems);
    const picked = accepted.map((file) => ({ id: crypto.randomUUID(), file, preview: URL.createObjectURL(file), key: null, percent: 0 }));
    setPhotos((list) => [...list, ...picked]);
    for (const photo of picked) void upload(photo);
  }

  async function upload(photo: Photo) {
    try {
      const onProgress = (percent: number) =>
        setPhotos((list) => list.map((p) => (p.id === photo.id && p.percent !== percent ? { ...p, percent } : p)));
      const key = await uploadPhoto(photo.file, onProgress);
      setPhotos((list) => list.map((p) => (p.id === photo.id ? { ...p, key, percent: 100 } : p)));
    } catch (err) {
      const why = err instanceof PhotoUploadFailed || err instanceof ApiError ? err.message : `${photo.file.name} could not be uploaded`;
      setPhotoProblems((list) => [...list, why]);
      remove(photo);
    }
  }

  function remove(photo: Photo) {
    URL.revokeObjectURL(photo.preview);
    setPhotos((list) => list.filter((p) => p.id !== photo.id));
  }

  return (
    <form className="form" onSubmit={handleSubmit} noValidate>
      {rents.length > 1 ? (
        <SelectField
          label="Room"
          name="rentId"
          value={values.rentId}
          onChange={set('rentId')}
          options={rents.map((r) => ({ value: r.rentId, label: rentName(r) }))}
        />
      ) : (
        <p className="portal-fixed">
          <span className="field-label">Room</span> {rentName(rents[0])}
        </p>
      )}
      <TextField
        label="Title"
        name="title"
        required
        maxLength={MAX_TITLE_LENGTH}
        value={values.title}
        onChange={set('title')}
        error={errorOf('title')}
        hint="What needs doing, e.g. Leaking tap."
      />
      <TextField
        label="Description"
        name="description"
        required
        multiline
        rows={4}
        maxLength={MAX_DESCRIPTION_LENGTH}
        value={values.description}
        onChange={set('description')}
        error={errorOf('description')}
      />
      <div className="field">
        <span className="field-label">Photos</span>
        {photos.length ? (
          <ul className="portal-photos">
            {photos.map((photo, i) => (
              <li key={photo.id} className="portal-photo">
                <img src={photo.preview} alt={`${i + 1} of ${photos.length}: ${photo.file.name}`} />
                {photo.key === null ? (
                  <span className="portal-photo-state">
                    <progress max={100} value={photo.percent} aria-label={`Uploading ${photo.file.name}`} />
                    <span aria-hidden="true">{photo.percent}%</span>
                  </span>
                ) : (
                  <span className="portal-photo-state portal-photo-done">Uploaded</span>
                )}
                <button
                  type="button"
                  className="icon-button portal-photo-remove"
                  aria-label={`Remove ${photo.file.name}`}
                  onClick={() => remove(photo)}
                >
                  <CloseIcon size={16} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => photoInput.current?.click()}
            disabled={photos.length >= MAX_PHOTOS || busy}
            aria-describedby={photoHintId}
          >
            Add photos
          </button>
        </div>
        <input
          ref={photoInput}
          type="file"
          hidden
          multiple
          aria-label="Add photos"
          accept={PHOTO_ACCEPT}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            onPick(files);
          }}
        />
        <p className="field-hint" id={photoHintId}>
          Up to {MAX_PHOTOS} photos: JPEG, PNG or WebP, at most 5 MB each ({photos.length} of {MAX_PHOTOS} added).
        </p>
        {photoProblems.length ? (
          <ul className="form-error portal-problems" role="alert">
            {photoProblems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormMessage message={errorOf('rentId') ?? formProblem} />
      <button type="submit" className="btn btn-primary" disabled={busy || uploading}>
        {busy ? 'Sending...' : uploading ? 'Uploading photos...' : 'Send request'}
      </button>
    </form>
  );
}

function MaintenanceItem({ request }: { request: PortalMaintenanceRequest }) {
  const headingId = `request-${request.id}`;
  return (
    <article className="portal-item" aria-labelledby={headingId}>
      <div className="portal-card-head">
        <h4 id={headingId} className="portal-item-title">
          {request.title}
        </h4>
        <StatusBadge status={request.status} />
      </div>
      <p className="muted portal-meta">
        Room {request.roomNumber}, {request.buildingName} · asked {formatDate(request.createdAt)}
        {request.updatedAt !== request.createdAt ? ` · updated ${formatDate(request.updatedAt)}` : ''}
      </p>
      <p className="portal-text">{request.description}</p>
      {request.photos.length ? (
        <ul className="portal-photos">
          {request.photos.map((url, i) => (
            <li key={url} className="portal-photo">
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={`${request.title}, ${i + 1} of ${request.photos.length}`} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {request.comments.length ? (
        <div className="portal-comments">
          <p className="portal-comments-title">Comments</p>
          <ul>
            {request.comments.map((comment, i) => (
              <li key={`${comment.at}-${i}`}>
                <span className="portal-comment-at">{formatDateTime(comment.at)}</span>
                <span className="portal-text">{comment.text}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

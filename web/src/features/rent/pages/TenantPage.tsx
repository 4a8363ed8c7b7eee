import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CORRECTION_MESSAGES } from '../../../../../shared/audit/types.ts';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import { floorLabel } from '../../../../../shared/rent/floors.ts';
import { ID_TYPES } from '../../../../../shared/rent/limits.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { updateTenantSchema, type TenantDetails, type TenantRentRow, type UpdateTenantInput } from '../../../../../shared/rent/schemas.ts';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { PortalAccess } from '../../../components/PortalAccess.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { DateField } from '../../../components/ui/DateField.tsx';
import { LoadProblem } from '../../../components/ui/LoadProblem.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { PhoneLink } from '../../../components/ui/PhoneLink.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FullScreenSpinner } from '../../../components/ui/Spinner.tsx';
import { StaleEditNotice, TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { PencilIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { usePowers } from '../../../lib/powers.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { useDeleteTenant, useTenant, useUpdateTenant } from '../api/tenants.ts';
import { CorrectionConfirm } from '../components/CorrectionConfirm.tsx';
import { TrashIcon } from '../components/rent-icons.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { tenantDeleteText, tenantEditChanges, tenantEditReachesRents, type TenantFacts } from '../corrections.ts';
import { statusView } from '../status.ts';

const factsOf = (t: TenantDetails): TenantFacts => ({
  name: t.name,
  phone: t.phone,
  email: t.email,
  address: t.address ?? '',
  idType: t.idType,
  idNumber: t.idNumber,
  idExpiry: t.idExpiry,
  idIssuingCountry: t.idIssuingCountry,
});

const rentColumns: DataTableColumn<TenantRentRow>[] = [
  {
    header: 'Room',
    cell: (r) => (
      <Link to={paths.rent.unit.href(r.building_id, r.floor, r.room_id)}>
        Room {r.room_number} · Building {r.building_id}
        <span className="muted"> · Level {floorLabel(r.floor)}</span>
      </Link>
    ),
  },
  {
    header: 'Period',
    cell: (r) => (
      <>
        {formatDate(r.rent_start_date)} – {formatDate(r.rent_end_date)}
        {r.checkout_date ? <span className="muted"> · out {formatDate(r.checkout_date)}</span> : null}
      </>
    ),
  },
  {
    header: 'Status',
    cell: (r) => {
      const view = r.is_current ? statusView(r.rent_payment_status, r.rent_start_date, 'unit') : null;
      return view ? <StatusBadge label={view.label} tone={view.tone} /> : <StatusBadge label="Checked out" tone="vacant" />;
    },
  },
  { header: 'Paid', numeric: true, cell: (r) => formatMoney(r.total_amount_paid) },
  { header: 'Owed', numeric: true, cell: (r) => formatMoney(r.amount_due) },
];

const REQUIRED_FIELDS: (keyof TenantFacts)[] = ['name', 'phone', 'email', 'idType', 'idNumber', 'idExpiry', 'idIssuingCountry'];

/**
 * Edit tenant (CORRECTIONS.md POST /api/tenant/update): Add Tenant's fields and checks, then a confirmation listing
 * each change (and that name, phone and email also change on their rents), sent with the version read.
 */
function EditTenantDialog({
  tenant,
  onClose,
  reload,
}: {
  tenant: TenantDetails;
  onClose: () => void;
  reload: () => Promise<TenantDetails | undefined>;
}) {
  const updateTenant = useUpdateTenant();
  const edit = useStaleEdit(tenant, factsOf, reload);
  const base = edit.base;
  const [pending, setPending] = useState<{ body: UpdateTenantInput; changes: string[]; reachesRents: boolean } | null>(null);
  const { values, set, setValues, problem, setProblem, busy, handleSubmit } = useForm(factsOf(tenant), {
    validate: (form) =>
      REQUIRED_FIELDS.some((field) => form[field].trim() === '')
        ? RENT_MESSAGES.tenantRequired
        : validate(updateTenantSchema, { ...form, id: base.id, version: base.version }),
    onSubmit: async (body) => {
      const after = factsOf({ ...base, ...body });
      const changes = tenantEditChanges(factsOf(base), after);
      if (changes.length === 0) {
        setProblem(CORRECTION_MESSAGES.noChanges);
        return;
      }
      setPending({ body, changes, reachesRents: tenantEditReachesRents(factsOf(base), after) });
    },
  });

  return (
    <>
      <Modal
        title={`Edit ${base.name}`}
        description="The same details as Add Tenant."
        isOpen={!pending}
        onOpenChange={(open) => !open && onClose()}
        isBusy={busy}
      >
        <form className="form" onSubmit={handleSubmit} noValidate>
          <StaleEditNotice edit={edit} values={values} show={setValues} />
          <div className="form-grid">
            <TextField
              className="span-2"
              label="Full Name"
              name="name"
              autoComplete="off"
              required
              // the dialog opens to edit these fields (WAI-ARIA dialog pattern: focus the first one)
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              value={values.name}
              onChange={set('name')}
              typed={edit.typedOf('name')}
            />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="off"
              required
              value={values.phone}
              onChange={set('phone')}
              typed={edit.typedOf('phone')}
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="off"
              required
              value={values.email}
              onChange={set('email')}
              typed={edit.typedOf('email')}
            />
            <TextField
              className="span-2"
              label="Address (optional)"
              name="address"
              autoComplete="off"
              value={values.address}
              onChange={set('address')}
              typed={edit.typedOf('address')}
            />
            <SelectField
              label="ID Type"
              name="idType"
              value={values.idType}
              onChange={set('idType')}
              options={ID_TYPES}
              placeholder="Select an ID type"
              required
            />
            <TypedMark typed={edit.typedOf('idType')} value={values.idType} onUse={() => set('idType')(edit.typedOf('idType') ?? '')} />
            <TextField
              label="ID Number"
              name="idNumber"
              autoComplete="off"
              required
              value={values.idNumber}
              onChange={set('idNumber')}
              typed={edit.typedOf('idNumber')}
            />
            <DateField label="ID Expiry Date" name="idExpiry" required value={values.idExpiry} onChange={set('idExpiry')} />
            <TypedMark
              typed={edit.typedOf('idExpiry')}
              value={values.idExpiry}
              onUse={() => set('idExpiry')(edit.typedOf('idExpiry') ?? '')}
            />
            <TextField
              label="Issuing Country"
              name="idIssuingCountry"
              autoComplete="off"
              required
              value={values.idIssuingCountry}
              onChange={set('idIssuingCountry')}
              typed={edit.typedOf('idIssuingCountry')}
            />
          </div>
          <FormMessage message={problem} />
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" aria-disabled={busy}>
              Review changes
            </button>
          </div>
        </form>
      </Modal>
      {pending ? (
        <CorrectionConfirm
          title="Save the tenant?"
          message={`Save these changes to ${base.name}?`}
          confirmLabel="Save changes"
          busyLabel="Saving..."
          icon={<PencilIcon size={16} />}
          run={async () => {
            const res = await updateTenant({ body: pending.body });
            notify.success(res?.message || RENT_MESSAGES.tenantUpdated);
            onClose();
          }}
          onClose={() => setPending(null)}
          onStale={(err) => {
            edit.refused(err);
            setPending(null);
          }}
        >
          <ul className="correction-changes">
            {pending.changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="muted">
            {pending.reachesRents
              ? 'Their rents show the new name, phone and email too: the unit page, the reports and new invoices.'
              : 'Their rents stay as they are.'}
          </p>
        </CorrectionConfirm>
      ) : null}
    </>
  );
}

function DeleteTenantDialog({ tenant, onClose }: { tenant: TenantDetails; onClose: () => void }) {
  const deleteTenant = useDeleteTenant();
  const navigate = useNavigate();
  return (
    <CorrectionConfirm
      title={`Delete ${tenant.name}`}
      message={tenantDeleteText({ name: tenant.name, rents: tenant.rents.length })}
      details="Their history stays in Activity."
      confirmLabel="Delete tenant"
      busyLabel="Deleting..."
      tone="danger"
      icon={<TrashIcon size={16} />}
      blocked={tenant.rents.length > 0 ? RENT_MESSAGES.tenantHasRents : null}
      run={async () => {
        const res = await deleteTenant({ query: { id: tenant.id } });
        notify.success(res?.message || RENT_MESSAGES.tenantDeleted);
        navigate(paths.rent.tenants.href());
      }}
      onClose={onClose}
    />
  );
}

/** /hms/tenants/{id} (CORRECTIONS.md "Screens"): the tenant's details, Edit, Delete (owner only), their rents, History. */
export function TenantPage() {
  const { tenantId = '' } = useParams();
  const { data, error, isLoading, mutate } = useTenant(tenantId);
  const { can } = usePowers();
  const [correcting, setCorrecting] = useState<'edit' | 'delete' | null>(null);
  useDocumentTitle(data ? `${data.name} · Tenant` : 'Tenant');

  if (isLoading) return <FullScreenSpinner label="Loading tenant..." />;
  if (error || !data) {
    return (
      <LoadProblem error={error} what="tenant" onRetry={() => void mutate()} backTo={paths.rent.tenants.href()} backLabel="All tenants" />
    );
  }

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <p className="page-eyebrow">
            <Link to={paths.rent.tenants.href()}>Tenants</Link>
          </p>
          <h1 className="page-title">{data.name}</h1>
          <p className="page-subtitle">Tenant since {formatDate(data.created_at)}</p>
        </div>
        <div className="button-row building-actions">
          {can('rent.tenant.write') ? (
            <button type="button" className="btn btn-secondary" onClick={() => setCorrecting('edit')}>
              <PencilIcon size={16} /> Edit tenant
            </button>
          ) : null}
          {can('rent.tenant.delete') ? (
            <button type="button" className="btn btn-danger-ghost" onClick={() => setCorrecting('delete')}>
              <TrashIcon size={16} /> Delete tenant
            </button>
          ) : null}
          <HistoryButton kind="tenant" id={data.id} label={data.name} className="btn btn-ghost" />
        </div>
      </header>
      <section className="card" aria-labelledby="tenant-details-title">
        <h2 id="tenant-details-title" className="card-title">
          Details
        </h2>
        <dl className="details tenant-details">
          <div>
            <dt>Phone</dt>
            <dd>
              <PhoneLink phone={data.phone} />
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd className="tenant-email">{data.email}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{data.address || 'Not given'}</dd>
          </div>
          <div>
            <dt>ID</dt>
            <dd>
              {data.idType} {data.idNumber}
            </dd>
          </div>
          <div>
            <dt>ID expiry</dt>
            <dd>{formatDate(data.idExpiry)}</dd>
          </div>
          <div>
            <dt>Issuing country</dt>
            <dd>{data.idIssuingCountry}</dd>
          </div>
          <div className="tenant-portal">
            <dt>Portal</dt>
            <dd>
              <PortalAccess who={{ tenantId: data.id }} app="rent" />
            </dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="tenant-rents-title">
        <h2 id="tenant-rents-title" className="card-title tenant-rents-title">
          Rents <span className="count-pill">{data.rents.length}</span>
        </h2>
        <DataTable
          caption={`Rents of ${data.name}`}
          columns={rentColumns}
          rows={data.rents}
          rowKey={(r) => r.rent_id}
          empty="No rents yet. Give them a rent from a vacant unit's Add Rent."
          stackOnPhones
        />
      </section>
      {correcting === 'edit' ? <EditTenantDialog tenant={data} onClose={() => setCorrecting(null)} reload={() => mutate()} /> : null}
      {correcting === 'delete' ? <DeleteTenantDialog tenant={data} onClose={() => setCorrecting(null)} /> : null}
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Partner } from '../../../../../shared/inventory/schemas.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { PencilIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { PhoneLink } from '../../../components/ui/PhoneLink.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { notify } from '../../../lib/notify.ts';
import { allPartners } from '../api/exports.ts';
import { partnerScreens, useDeletePartner, usePartners, type PartnerKind } from '../api/partners.ts';
import { customerExportColumns, supplierExportColumns } from '../export-columns.ts';
import { PartnerModal } from './PartnerModal.tsx';
import '../partners.css';

/** /ims/suppliers and /ims/customers (spec part 2 §2): the same table, Add New and an edit dialog. */
export function PartnersScreen({ kind }: { kind: PartnerKind }) {
  const screen = partnerScreens[kind];
  useDocumentTitle(`${screen.title} · Inventory`);
  const partners = usePartners(kind);
  // the dialog: closed, adding (null) or editing one
  const [dialog, setDialog] = useState<{ editing: Partner | null } | null>(null);
  const [deleting, setDeleting] = useState<Partner | null>(null);
  const deletePartner = useDeletePartner(kind);
  // deletes are the owner's (the server answers 403 to staff)
  const isOwner = useAuth().auth.role === 'owner';

  const columns: DataTableColumn<Partner>[] = [
    { header: 'No.', cell: (_p, i) => i + 1, numeric: true, width: '4.5rem' },
    { header: 'Contact Person', cell: (p) => p.contact_name, sortValue: (p) => p.contact_name },
    { header: 'Company Name', cell: (p) => <span className="partner-company">{p.name}</span>, sortValue: (p) => p.name },
    { header: 'Contact Number', cell: (p) => <PhoneLink className="partner-contact" phone={p.contact_phone} /> },
    {
      header: 'Contact Email',
      cell: (p) => (
        <a className="partner-contact" href={`mailto:${p.contact_email}`}>
          {p.contact_email}
        </a>
      ),
    },
    {
      header: 'Actions',
      align: 'end',
      cell: (p) => (
        <span className="partner-actions">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => setDialog({ editing: p })}
            aria-label={`Edit ${p.name}`}
          >
            <PencilIcon size={16} /> Edit
          </button>
          {isOwner ? (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDeleting(p)} aria-label={`Delete ${p.name}`}>
              Delete
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{screen.title}</h1>
          <p className="page-subtitle">
            {kind === 'supplier' ? 'The companies you buy stock from.' : 'The companies and people you sell to.'}
          </p>
        </div>
        <div className="button-row">
          <Link to={paths.importData.href(kind === 'supplier' ? 'suppliers' : 'customers')} className="btn btn-secondary">
            Import
          </Link>
          <ExportCsvButton
            title={screen.title}
            columns={kind === 'supplier' ? supplierExportColumns : customerExportColumns}
            load={(onPage) => allPartners(kind, onPage)}
          />
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ editing: null })}>
            <PlusIcon size={18} /> Add New
          </button>
        </div>
      </header>
      <section className="card partners-card">
        <QueryState query={partners} errorText={`${screen.title} could not be loaded.`}>
          {(rows) => (
            <DataTable
              caption={screen.title}
              columns={columns}
              rows={rows}
              rowKey={(p) => p.id}
              empty={`No ${screen.title.toLowerCase()} yet: add the first one with Add New.`}
              hasMore={partners.hasMore}
              onLoadMore={partners.loadMore}
              loadingMore={partners.loadingMore}
              onSortChange={partners.loadAll}
              stackOnPhones
            />
          )}
        </QueryState>
      </section>
      <ConfirmDialog
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${screen.singular.toLowerCase()}?`}
        message={deleting ? `${deleting.name} is removed from your ${screen.title.toLowerCase()}.` : ''}
        details={`Only a ${screen.singular.toLowerCase()} on no order can be deleted; its history stays in the activity log.`}
        confirmLabel={`Delete ${screen.singular.toLowerCase()}`}
        busyLabel="Deleting..."
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          const res = await deletePartner({ query: { id: deleting.id } });
          notify.success(res?.message || screen.deleted);
        }}
      />
      <PartnerModal
        // a new form for each opening (add or a different row)
        key={dialog ? (dialog.editing?.id ?? 'new') : 'closed'}
        kind={kind}
        editing={dialog?.editing ?? null}
        isOpen={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </div>
  );
}

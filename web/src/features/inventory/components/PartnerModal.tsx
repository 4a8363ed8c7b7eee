import * as M from '../../../../../shared/inventory/messages.ts';
import { addPartnerSchema, updatePartnerSchema, type Partner } from '../../../../../shared/inventory/schemas.ts';
import { PortalAccess } from '../../../components/PortalAccess.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { StaleEditNotice } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { fetchPartner, partnerScreens, useAddPartner, useUpdatePartner, type PartnerKind } from '../api/partners.ts';

const blank = { name: '', contactPerson: '', contactEmail: '', contactNumber: '', address: '' };
type PartnerForm = typeof blank;

const formOf = (p: Partner | null): PartnerForm =>
  p
    ? {
        name: p.name,
        contactPerson: p.contact_name,
        contactEmail: p.contact_email,
        contactNumber: p.contact_phone,
        address: p.address,
      }
    : blank;

const unchanged = (v: PartnerForm, before: PartnerForm) =>
  (Object.keys(blank) as (keyof PartnerForm)[]).every((k) => v[k].trim() === before[k].trim());

/**
 * Add New and Edit of a supplier or customer (spec §5: add `Please provide all the fields`; edit
 * `Please fill all the fields`, `No new changes made`; §8 toasts, the server's message first).
 */
export function PartnerModal({
  kind,
  editing,
  isOpen,
  onOpenChange,
}: {
  kind: PartnerKind;
  /** The supplier or customer being edited; null adds a new one. */
  editing: Partner | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const screen = partnerScreens[kind];
  const add = useAddPartner(kind);
  const update = useUpdatePartner(kind);
  // an edit keeps the record it opened on (a list refetched behind it never replaces what is typed) until a Reload
  const edit = useStaleEdit(editing, formOf, async () => (editing ? fetchPartner(kind, editing.id) : undefined));
  const base = edit.base;
  const before = formOf(base);
  const { values, set, setValues, problem, busy, handleSubmit, reset } = useForm<PartnerForm, { add: boolean; body: unknown }>(before, {
    validate: (v) => {
      if (!base) {
        const checked = validate(addPartnerSchema, v);
        return checked.ok ? { ok: true, data: { add: true, body: checked.data } } : checked;
      }
      if (Object.values(v).some((x) => x.trim() === '')) return M.fillAllFields;
      if (unchanged(v, before)) return M.noNewChanges;
      const checked = validate(updatePartnerSchema, {
        id: base.id,
        name: v.name,
        contact_name: v.contactPerson,
        contact_phone: v.contactNumber,
        contact_email: v.contactEmail,
        address: v.address,
        version: base.version,
      });
      return checked.ok ? { ok: true, data: { add: false, body: checked.data } } : checked;
    },
    onSubmit: async ({ add: adding, body }) => {
      const res = adding
        ? await add({ body: body as Parameters<typeof add>[0]['body'] })
        : await update({ body: body as Parameters<typeof update>[0]['body'] });
      notify.success(res?.message || (adding ? screen.added : screen.updated));
      close(false);
    },
    onError: edit.refused,
  });

  function close(open: boolean) {
    if (!open) reset();
    onOpenChange(open);
  }

  const field = (key: keyof PartnerForm, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} name={key} required value={values[key]} onChange={set(key)} typed={edit.typedOf(key)} {...extra} />
  );

  return (
    <Modal title={editing ? `Edit ${screen.singular}` : `Add New ${screen.singular}`} isOpen={isOpen} onOpenChange={close} isBusy={busy}>
      <form className="form" onSubmit={handleSubmit} noValidate>
        <StaleEditNotice edit={edit} values={values} show={setValues} />
        <div className="form-grid">
          {/* the dialog opens to fill these fields (WAI-ARIA dialog pattern: focus the first one) */}
          {field('name', 'Company Name', { autoComplete: 'organization', maxLength: 120, autoFocus: true })}
          {field('contactPerson', 'Contact Person', { autoComplete: 'name', maxLength: 120 })}
          {field('contactEmail', 'Contact Email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
          {field('contactNumber', 'Contact Number', { type: 'tel', autoComplete: 'tel', maxLength: 40 })}
        </div>
        {field('address', 'Address', { autoComplete: 'street-address', maxLength: 300 })}
        {editing && kind === 'customer' ? (
          <p className="partner-portal">
            <PortalAccess who={{ customerId: editing.id }} app="inventory" />
          </p>
        ) : null}
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {busy ? 'Saving...' : editing ? 'Save Changes' : `Add ${screen.singular}`}
          </button>
        </div>
      </form>
    </Modal>
  );
}

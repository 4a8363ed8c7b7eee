import { useId, useState, type FormEvent } from 'react';
import {
  PORTAL_SETTINGS_MESSAGES,
  portalSettingsBodySchema,
  type PortalSettingsResponse,
} from '../../../../../shared/portal/settings-schemas.ts';
import { PAYMENT_INSTRUCTIONS_MAX } from '../../../../../shared/portal/settings.ts';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { StaleEditNotice, TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { HomeIcon } from '../../../components/ui/icons.tsx';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { validate } from '../../../lib/validate.ts';
import { usePortalSettings, useSavePortalSettings } from '../api/portal-settings.ts';
import './PortalSettingsCard.css';

/** Where tenants and customers sign in (PORTAL.md: the portal's own page on this site). */
const PORTAL_PATH = '/portal';

interface PortalFormValues {
  rent: boolean;
  inventory: boolean;
  paymentInstructions: string;
}

const formValuesOf = (s: PortalSettingsResponse): PortalFormValues => ({
  rent: s.rent,
  inventory: s.inventory,
  paymentInstructions: s.paymentInstructions,
});
/** The form's values as text (the switches as On / Off), how a Reload compares them with what was typed. */
const textOf = (values: PortalFormValues): Record<string, string> => ({
  rent: values.rent ? 'On' : 'Off',
  inventory: values.inventory ? 'On' : 'Off',
  paymentInstructions: values.paymentInstructions,
});
const textOfSettings = (settings: PortalSettingsResponse) => textOf(formValuesOf(settings));
const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : DEFAULT_ERROR_MESSAGE);
const count = (n: number) => n.toLocaleString('en-GB');

/** Account settings → Portal (owner only): who may sign in to the portal, and the payment instructions it shows. */
export function PortalSettingsCard() {
  const query = usePortalSettings();
  const address = `${window.location.origin}${PORTAL_PATH}`;
  return (
    <section className="card" aria-labelledby="portal-settings-title">
      <div className="card-header">
        <div>
          <h2 id="portal-settings-title" className="card-title">
            <HomeIcon size={20} /> Portal
          </h2>
          <p className="card-subtitle">
            A page of their own for your tenants and customers: they sign in with their email (we email them a link), see what they owe,
            download their invoices and tell you about a payment. They sign in at{' '}
            <a className="portal-address" href={PORTAL_PATH} target="_blank" rel="noreferrer">
              {address}
            </a>
            .
          </p>
        </div>
        <HistoryButton kind="settings" id="portal" label="portal settings" className="btn btn-secondary btn-sm" />
      </div>
      <QueryState query={query} errorText="The portal settings could not be loaded.">
        {(settings) => <PortalSettingsForm settings={settings} reload={() => query.mutate()} />}
      </QueryState>
    </section>
  );
}

/**
 * Edits the settings it started from (with their version) until a save or a Reload: a save refused as stale (409)
 * keeps what is typed and offers Reload (lib/stale-edit.ts), as the Automation form does.
 */
function PortalSettingsForm({
  settings,
  reload,
}: {
  settings: PortalSettingsResponse;
  reload: () => Promise<PortalSettingsResponse | undefined>;
}) {
  const edit = useStaleEdit(settings, textOfSettings, reload);
  const [values, setValues] = useState<PortalFormValues>(() => formValuesOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSavePortalSettings();
  const set =
    <K extends keyof PortalFormValues>(field: K) =>
    (value: PortalFormValues[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  /** Under a switch whose reloaded value differs from what was chosen. */
  const mark = (field: 'rent' | 'inventory') => (
    <TypedMark typed={edit.typedOf(field)} value={textOf(values)[field]} chosen onUse={() => set(field)(edit.typedOf(field) === 'On')} />
  );

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const checked = validate(portalSettingsBodySchema, { ...values, version: edit.base.version });
    if (!checked.ok) return setProblem(checked.message);
    setBusy(true);
    try {
      const res = await save({ body: checked.data });
      edit.saved(res.settings);
      setValues(formValuesOf(res.settings));
      notify.success(res.message);
    } catch (err) {
      if (!edit.refused(err)) setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  const length = values.paymentInstructions.trim().length;
  const over = length > PAYMENT_INSTRUCTIONS_MAX;
  return (
    <form className="form portal-settings-form" onSubmit={onSubmit} noValidate>
      <StaleEditNotice edit={edit} values={textOf(values)} show={(_latest, stored) => setValues(formValuesOf(stored))} />
      <fieldset className="portal-settings-group">
        <legend>Who can sign in</legend>
        <Switch
          label="Tenants can sign in (Rent Management)"
          hint="Tenants with an email address see their rents, statement and invoices, and report payments."
          checked={values.rent}
          onChange={set('rent')}
        />
        {mark('rent')}
        <Switch
          label="Customers can sign in (Inventory Management)"
          hint="Customers with an email address see their orders, statement and invoices, and report payments."
          checked={values.inventory}
          onChange={set('inventory')}
        />
        {mark('inventory')}
      </fieldset>
      <TextField
        label="Payment instructions"
        name="paymentInstructions"
        multiline
        rows={5}
        value={values.paymentInstructions}
        onChange={set('paymentInstructions')}
        typed={edit.typedOf('paymentInstructions')}
        error={over ? PORTAL_SETTINGS_MESSAGES.paymentInstructionsTooLong : null}
        hint={
          <>
            Shown to every portal user: how to pay you (bank details, a reference to quote, where to bring cash).{' '}
            <span className={`portal-count ${over ? 'portal-count-over' : ''}`}>
              {count(length)} of {count(PAYMENT_INSTRUCTIONS_MAX)} characters
            </span>
          </>
        }
      />
      <FormMessage message={problem} />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** A checkbox shown as a switch (`role="switch"`: on or off), its hint linked by aria-describedby. */
function Switch({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="checkbox-field">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="checkbox"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div className="portal-switch-text">
        <label htmlFor={id} className="checkbox-label">
          {label}
        </label>
        <span className="checkbox-hint" id={`${id}-hint`}>
          {hint}
        </span>
      </div>
    </div>
  );
}

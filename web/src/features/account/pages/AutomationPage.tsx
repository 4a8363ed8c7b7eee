import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { RentSettingsResponse, RunCounts } from '../../../../../shared/automation/schemas.ts';
import { rentSettingsBodySchema } from '../../../../../shared/automation/settings.ts';
import { formatDate, formatDateTime } from '../../../../../shared/domain/format.ts';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { ComboBox } from '../../../components/ui/ComboBox.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { PageSpinner } from '../../../components/ui/Spinner.tsx';
import { StaleEditNotice, TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { BoltIcon, MailIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { validate } from '../../../lib/validate.ts';
import { useAutomationChanges, useRentSettings } from '../api/automation.ts';
import { LATE_FEE_REPEAT_NOTES, bodyOf, formValuesOf, timeZoneNames, type AutomationFormValues } from '../automation-form.ts';
import '../automation.css';

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : DEFAULT_ERROR_MESSAGE);
/** The form's values as text (the switches as On / Off), how a Reload compares them with what was typed. */
const textOf = (values: AutomationFormValues): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [field, typeof value === 'boolean' ? (value ? 'On' : 'Off') : value]));
const textOfSettings = (settings: RentSettingsResponse) => textOf(formValuesOf(settings));

/** Account settings → Automation (owner only): the rent collection settings, the daily run's schedule and Run now. */
export function AutomationPage() {
  useDocumentTitle('Automation');
  const { auth } = useAuth();
  const isOwner = auth.role === 'owner';
  const { data, error, isLoading, mutate } = useRentSettings(isOwner);

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <p className="page-eyebrow">
            <Link to={paths.accountSettings.href()}>Account Settings</Link>
          </p>
          <h1 className="page-title">Automation</h1>
          <p className="page-subtitle">What the product does by itself every day after 06:00 in your time zone.</p>
        </div>
      </header>
      {!isOwner ? (
        <section className="card">
          <p>Only the company owner can change what runs by itself.</p>
        </section>
      ) : isLoading ? (
        <PageSpinner />
      ) : error || !data ? (
        <section className="card inline-error">
          <p>The automation settings could not be loaded.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void mutate()}>
            Try again
          </button>
        </section>
      ) : (
        <div className="automation-layout">
          <RentCollectionForm settings={data} reload={() => mutate()} />
          <RunsCard settings={data} />
        </div>
      )}
    </div>
  );
}

/**
 * The form edits the settings it started from (`edit.base`, with their version) until a save or a Reload: a refetch in
 * between (another tab's save) does not change what is typed, and saving then is refused as stale (409): the form
 * says so, keeps what is typed and offers Reload (lib/stale-edit.ts).
 */
function RentCollectionForm({
  settings,
  reload,
}: {
  settings: RentSettingsResponse;
  reload: () => Promise<RentSettingsResponse | undefined>;
}) {
  const edit = useStaleEdit(settings, textOfSettings, reload);
  const base = edit.base;
  const [values, setValues] = useState<AutomationFormValues>(() => formValuesOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { save } = useAutomationChanges();
  const zones = useMemo(
    () => timeZoneNames(base.timeZone).map((zone) => ({ id: zone, label: zone.replaceAll('_', ' ') })),
    [base.timeZone],
  );
  const set =
    <K extends keyof AutomationFormValues>(field: K) =>
    (value: AutomationFormValues[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  /** Under a switch or a picker whose reloaded value differs from what was typed. */
  const mark = <K extends keyof AutomationFormValues>(field: K, shown?: string) => {
    const typed = edit.typedOf(field);
    const current = textOf(values)[field];
    const restore = () => set(field)((typed === 'On' ? true : typed === 'Off' ? false : typed) as AutomationFormValues[K]);
    return <TypedMark typed={typed} value={current} shown={shown} onUse={restore} />;
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const checked = validate(rentSettingsBodySchema, bodyOf(values, base.version));
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

  const percent = values.lateFeeKind === 'percent';
  return (
    <section className="card" aria-labelledby="rent-collection-title">
      <div className="card-header">
        <div>
          <h2 id="rent-collection-title" className="card-title">
            <MailIcon size={20} /> Rent collection
          </h2>
          <p className="card-subtitle">Invoices on each due date, reminders before and after it, and late fees for periods left unpaid.</p>
        </div>
        <HistoryButton kind="settings" id="rent-collection" label="rent collection settings" className="btn btn-secondary btn-sm" />
      </div>
      <form className="form" onSubmit={onSubmit} noValidate>
        <StaleEditNotice edit={edit} values={textOf(values)} show={(_latest, stored) => setValues(formValuesOf(stored))} />
        <fieldset className="automation-group">
          <legend>Reminders</legend>
          <Checkbox
            id="reminders-enabled"
            label="Send reminders"
            hint="By email to tenants with an email address; a paid period gets none."
            checked={values.remindersEnabled}
            onChange={set('remindersEnabled')}
          />
          {mark('remindersEnabled')}
          <div className="form-grid">
            <TextField
              label="Days before the due date"
              name="reminderDaysBefore"
              inputMode="numeric"
              value={values.reminderDaysBefore}
              onChange={set('reminderDaysBefore')}
              typed={edit.typedOf('reminderDaysBefore')}
              hint="0 sends none before."
            />
            <TextField
              label="Days after the due date"
              name="reminderDaysAfter"
              value={values.reminderDaysAfter}
              onChange={set('reminderDaysAfter')}
              typed={edit.typedOf('reminderDaysAfter')}
              hint="Up to 5 days, separated by commas, e.g. 3, 10."
            />
          </div>
        </fieldset>
        <fieldset className="automation-group">
          <legend>Late fees</legend>
          <Checkbox
            id="late-fee-enabled"
            label="Charge late fees"
            hint="Only periods due after the day you switch this on; owed like rent once posted."
            checked={values.lateFeeEnabled}
            onChange={set('lateFeeEnabled')}
          />
          {mark('lateFeeEnabled')}
          <div className="form-grid">
            <TextField
              label="Grace days"
              name="lateFeeGraceDays"
              inputMode="numeric"
              value={values.lateFeeGraceDays}
              onChange={set('lateFeeGraceDays')}
              typed={edit.typedOf('lateFeeGraceDays')}
              hint="Days after the due date before a fee is posted."
            />
            <SelectField
              label="Fee kind"
              name="lateFeeKind"
              value={values.lateFeeKind}
              onChange={(v) => set('lateFeeKind')(v as AutomationFormValues['lateFeeKind'])}
              options={[
                { value: 'flat', label: 'Flat amount ($)' },
                { value: 'percent', label: 'Percent of the rent (%)' },
              ]}
            />
            {mark('lateFeeKind')}
            <TextField
              label={percent ? 'Fee (%)' : 'Fee ($)'}
              name="lateFeeAmount"
              inputMode="decimal"
              value={values.lateFeeAmount}
              onChange={set('lateFeeAmount')}
              typed={edit.typedOf('lateFeeAmount')}
              hint={percent ? 'More than 0 and at most 100 %.' : 'From $0.01 to $10,000.00.'}
            />
            <SelectField
              label="Repeat"
              name="lateFeeRepeat"
              value={values.lateFeeRepeat}
              onChange={(v) => set('lateFeeRepeat')(v as AutomationFormValues['lateFeeRepeat'])}
              options={[
                { value: 'once', label: 'Once per period' },
                { value: 'daily', label: 'Every day while unpaid' },
                { value: 'monthly', label: 'At most once a month' },
              ]}
              hint={LATE_FEE_REPEAT_NOTES[values.lateFeeRepeat]}
            />
            {mark('lateFeeRepeat')}
            {values.lateFeeRepeat === 'daily' ? (
              <TextField
                label="Monthly cap ($)"
                name="lateFeeMonthlyCap"
                inputMode="decimal"
                value={values.lateFeeMonthlyCap}
                onChange={set('lateFeeMonthlyCap')}
                typed={edit.typedOf('lateFeeMonthlyCap')}
                hint="At most this much in fees per period; empty for no cap."
              />
            ) : null}
          </div>
        </fieldset>
        <ComboBox
          label="Time zone"
          name="timeZone"
          items={zones}
          selectedKey={values.timeZone}
          onSelectionChange={(zone) => (zone ? set('timeZone')(zone) : undefined)}
          hint="Due dates and the 06:00 daily run follow this time zone. Type to search."
          className="automation-zone"
        />
        {mark('timeZone')}
        <FormMessage message={problem} />
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  );
}

function Checkbox({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="checkbox-field">
      <input id={id} type="checkbox" className="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        <span className="checkbox-label">{label}</span>
        <span className="checkbox-hint">{hint}</span>
      </label>
    </div>
  );
}

/** An instant as the company's clock shows it: "27/11/2026, 06:00". */
const inZone = (iso: string, timeZone: string) => {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return formatDateTime(iso);
  }
};

const COUNT_LABELS: ReadonlyArray<[keyof Omit<RunCounts, 'date'>, string]> = [
  ['invoices', 'Invoices sent'],
  ['reminders', 'Reminders sent'],
  ['lateFees', 'Late fees posted'],
  ['digests', 'Digests sent'],
  ['lowStock', 'Low-stock items'],
  ['skipped', 'Skipped (already done)'],
];

function Counts({ counts, label }: { counts: RunCounts; label: string }) {
  return (
    <dl className="automation-counts" aria-label={label}>
      {COUNT_LABELS.map(([key, text]) => (
        <div key={key}>
          <dt>{text}</dt>
          <dd>{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

function RunsCard({ settings }: { settings: RentSettingsResponse }) {
  const { run } = useAutomationChanges();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RunCounts | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function runNow() {
    setBusy(true);
    setProblem(null);
    try {
      setResult(await run({ body: {} }));
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  const last = settings.lastRun;
  return (
    <section className="card automation-runs" aria-labelledby="runs-title">
      <div className="card-header">
        <div>
          <h2 id="runs-title" className="card-title">
            <BoltIcon size={20} /> Daily run
          </h2>
          <p className="card-subtitle">
            Next run: <strong>{inZone(settings.nextRunAt, settings.timeZone)}</strong> ({settings.timeZone.replaceAll('_', ' ')} time)
          </p>
        </div>
      </div>
      <p className="automation-hint">Run now does today’s work at once; what is already done is not done twice.</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => void runNow()} disabled={busy}>
          {busy ? 'Running...' : 'Run now'}
        </button>
      </div>
      <FormMessage message={problem} />
      {result ? (
        <div className="automation-result" role="status">
          <h3>Run for {formatDate(result.date)} done</h3>
          <Counts counts={result} label="What this run did" />
        </div>
      ) : null}
      <div className="automation-last">
        <h3>Last run</h3>
        {last ? (
          <>
            <p className="automation-hint">
              For {formatDate(last.date)}, finished {inZone(last.at, settings.timeZone)} (
              {last.trigger === 'manual' ? 'Run now' : 'scheduled'})
            </p>
            <Counts counts={last} label="What the last run did" />
          </>
        ) : (
          <p className="automation-hint">No run yet.</p>
        )}
      </div>
      {settings.inboxUrl ? (
        <p className="automation-hint">
          Running locally: the emails a run sends are in the{' '}
          <a href={settings.inboxUrl} target="_blank" rel="noreferrer">
            local inbox
          </a>
          .
        </p>
      ) : null}
    </section>
  );
}

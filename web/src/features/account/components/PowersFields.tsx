import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { APPS, ASSIGNABLE_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../../../../shared/account/permissions.ts';
import { ALL, APP_LABELS, idsOf, toggleId, typedPowersText, type PowersValues } from '../powers-form.ts';
import './PowersFields.css';

export interface ScopeOption {
  id: string;
  label: string;
}

type Setter = (field: keyof PowersValues) => (value: string) => void;

function Mark({ shape }: { shape: 'radio' | 'check' }) {
  return (
    <span className={`powers-mark powers-mark-${shape}`} aria-hidden="true">
      {shape === 'check' ? <CheckIcon size={12} /> : null}
    </span>
  );
}

/** What the reloaded value replaced (a stale edit's Reload), under the group it belongs to. */
function Typed({ field, typed }: { field: keyof PowersValues; typed?: string }) {
  if (typed === undefined) return null;
  return (
    <Text slot="description" className="field-hint powers-typed">
      {`You had chosen: ${typedPowersText(field, typed)}`}
    </Text>
  );
}

/** "All buildings" or a chosen list of them (the same for warehouses). */
function ScopeField({
  field,
  value,
  onChange,
  options,
  typed,
}: {
  field: 'buildings' | 'warehouses';
  value: string;
  onChange: (value: string) => void;
  options: readonly ScopeOption[];
  typed?: string;
}) {
  const order = options.map((option) => option.id);
  const label = field === 'buildings' ? 'Buildings' : 'Warehouses';
  return (
    <div className="powers-scope">
      <RadioGroup
        className="powers-group"
        orientation="horizontal"
        value={value === ALL ? 'all' : 'chosen'}
        onChange={(choice) => onChange(choice === 'all' ? ALL : '')}
      >
        <Label className="field-label">{label}</Label>
        <div className="powers-inline">
          <Radio value="all" className="powers-choice">
            <Mark shape="radio" /> All {field}
          </Radio>
          <Radio value="chosen" className="powers-choice">
            <Mark shape="radio" /> Only these
          </Radio>
        </div>
        <Typed field={field} typed={typed} />
      </RadioGroup>
      {value === ALL ? null : (
        <CheckboxGroup className="powers-group powers-picker" aria-label={`${label}: choose`} value={idsOf(value)}>
          {options.length === 0 ? <p className="muted">None yet.</p> : null}
          {options.map((option) => (
            <Checkbox
              key={option.id}
              value={option.id}
              className="powers-choice"
              onChange={(on) => onChange(toggleId(value, option.id, on, order))}
            >
              <Mark shape="check" /> {option.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </div>
  );
}

/**
 * Role (each with its one line), apps, and access to buildings and warehouses (ROLES.md "Screens"): the Invite and the
 * Manage dialogs. The access pickers show for the apps chosen.
 */
export function PowersFields({
  values,
  set,
  options,
  typedOf,
}: {
  values: PowersValues;
  set: Setter;
  options: { buildings: readonly ScopeOption[]; warehouses: readonly ScopeOption[] };
  typedOf?: (field: string) => string | undefined;
}) {
  const apps = values.apps === '' ? [] : values.apps.split(',');
  return (
    <div className="powers-fields">
      <RadioGroup className="powers-group" value={values.role || null} onChange={set('role')} isRequired>
        <Label className="field-label">Role</Label>
        {ASSIGNABLE_ROLES.map((role) => (
          <Radio key={role} value={role} className="powers-choice powers-role">
            <Mark shape="radio" />
            <span className="powers-role-text">
              <span className="powers-role-name">{ROLE_LABELS[role]}</span>{' '}
              <span className="powers-role-line">{ROLE_DESCRIPTIONS[role]}</span>
            </span>
          </Radio>
        ))}
        <Typed field="role" typed={typedOf?.('role')} />
      </RadioGroup>
      <CheckboxGroup
        className="powers-group"
        value={apps}
        onChange={(chosen) => set('apps')(APPS.filter((app) => chosen.includes(app)).join(','))}
        isRequired
      >
        <Label className="field-label">Apps</Label>
        <div className="powers-inline">
          {APPS.map((app) => (
            <Checkbox key={app} value={app} className="powers-choice">
              <Mark shape="check" /> {APP_LABELS[app]}
            </Checkbox>
          ))}
        </div>
        <Typed field="apps" typed={typedOf?.('apps')} />
      </CheckboxGroup>
      {apps.includes('rent') ? (
        <ScopeField
          field="buildings"
          value={values.buildings}
          onChange={set('buildings')}
          options={options.buildings}
          typed={typedOf?.('buildings')}
        />
      ) : null}
      {apps.includes('inventory') ? (
        <ScopeField
          field="warehouses"
          value={values.warehouses}
          onChange={set('warehouses')}
          options={options.warehouses}
          typed={typedOf?.('warehouses')}
        />
      ) : null}
    </div>
  );
}

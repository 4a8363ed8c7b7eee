import { useId } from 'react';
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
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

/**
 * What the reloaded value replaced (a stale edit's Reload), under its group, with Use mine like the text fields; gone
 * once the group holds it again. `describedBy` is for the group's aria-describedby while it shows.
 */
function useTyped(field: keyof PowersValues, value: string, onChange: (value: string) => void, typed: string | undefined) {
  const id = useId();
  const shows = typed !== undefined && typed !== value;
  return {
    describedBy: shows ? id : undefined,
    mark: (
      <TypedMark
        id={id}
        typed={typed}
        value={value}
        chosen
        shown={typed === undefined ? undefined : typedPowersText(field, typed)}
        onUse={() => onChange(typed ?? value)}
      />
    ),
  };
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
  const mine = useTyped(field, value, onChange, typed);
  return (
    <div className="powers-group">
      <RadioGroup
        className="powers-group"
        aria-describedby={mine.describedBy}
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
      {mine.mark}
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
  const role = useTyped('role', values.role, set('role'), typedOf?.('role'));
  const mineApps = useTyped('apps', values.apps, set('apps'), typedOf?.('apps'));
  return (
    <div className="powers-fields">
      <div className="powers-group">
        <RadioGroup
          className="powers-group"
          value={values.role || null}
          onChange={set('role')}
          isRequired
          aria-describedby={role.describedBy}
        >
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
        </RadioGroup>
        {role.mark}
      </div>
      <div className="powers-group">
        <CheckboxGroup
          className="powers-group"
          aria-describedby={mineApps.describedBy}
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
        </CheckboxGroup>
        {mineApps.mark}
      </div>
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

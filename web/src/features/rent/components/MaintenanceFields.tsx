import { MAINTENANCE_PRIORITIES } from '../../../../../shared/rent/maintenance.ts';
import { DateField } from '../../../components/ui/DateField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';

type Values = { title: string; description: string; priority: string; due_date: string };

/**
 * What a maintenance request says (title, description, priority, due date): the Add and Edit dialogs' shared fields.
 * `typedOf`: an edit's marks after a stale Reload (StaleEdit.typedOf).
 */
export function MaintenanceFields({
  values,
  set,
  typedOf = () => undefined,
}: {
  values: Values;
  set: (name: keyof Values) => (value: string) => void;
  typedOf?: (name: keyof Values) => string | undefined;
}) {
  const mark = (name: 'priority' | 'due_date') => (
    <TypedMark typed={typedOf(name)} value={values[name]} onUse={() => set(name)(typedOf(name) ?? values[name])} />
  );
  return (
    <>
      <TextField
        label="Title"
        name="title"
        required
        maxLength={120}
        value={values.title}
        onChange={set('title')}
        typed={typedOf('title')}
        hint="What needs doing, e.g. Leaking tap."
      />
      <TextField
        label="Description"
        name="description"
        required
        multiline
        rows={3}
        maxLength={2000}
        value={values.description}
        onChange={set('description')}
        typed={typedOf('description')}
      />
      <div className="maintenance-form-row">
        <SelectField label="Priority" name="priority" value={values.priority} onChange={set('priority')} options={MAINTENANCE_PRIORITIES} />
        <DateField
          label="Due date"
          name="due_date"
          value={values.due_date}
          onChange={set('due_date')}
          hint="Optional: empty, no due date."
        />
      </div>
      {mark('priority')}
      {mark('due_date')}
    </>
  );
}

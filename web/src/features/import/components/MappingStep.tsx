import { useId } from 'react';
import { SKIP_COLUMN, type ImportKind } from '../../../../../shared/import/fields.ts';
import type { ImportMode } from '../../../../../shared/import/schemas.ts';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import type { CsvPreview } from '../csv-preview.ts';
import { fieldLabel, KIND_VIEW, mappingProblems, mappingProblemText } from '../import-kinds.ts';

interface MappingStepProps {
  kind: ImportKind;
  preview: CsvPreview;
  fields: readonly string[];
  mapping: Readonly<Record<string, string>>;
  onMap: (header: string, field: string) => void;
  mode: ImportMode;
  onMode: (mode: ImportMode) => void;
  /** Items: the warehouses (for the opening-stock columns) are still loading. */
  loadingFields: boolean;
  /** Uploading or validating: the controls wait. */
  checking: 'uploading' | 'validating' | null;
  onValidate: () => void;
}

/** Step 2: each column of the file mapped to a field (or left out), the mode for kinds that can update, and Validate. */
export function MappingStep({
  kind,
  preview,
  fields,
  mapping,
  onMap,
  mode,
  onMode,
  loadingFields,
  checking,
  onValidate,
}: MappingStepProps) {
  const id = useId();
  const problems = mappingProblemText(mappingProblems(kind, mapping));
  const matching = KIND_VIEW[kind].matching;
  const options = [{ value: SKIP_COLUMN, label: 'Leave out' }, ...fields.map((f) => ({ value: f, label: fieldLabel(kind, f) }))];
  const blocked = problems.length > 0;

  return (
    <section className="card import-step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        <span className="import-step-number" aria-hidden="true">
          2
        </span>
        Match the columns
      </h2>
      <p className="card-subtitle">
        Each column of the file goes into the field chosen for it; columns named like a field are matched already. Leave out the columns you
        do not need.
      </p>
      {loadingFields ? (
        <p className="import-note" role="status">
          <Spinner size="sm" /> Loading the warehouses for the opening stock columns...
        </p>
      ) : null}
      <ul className="import-mapping" aria-label="Columns of the file">
        {preview.headers.map((header, i) => {
          const sample = preview.rows.find((r) => r[i]?.trim())?.[i];
          return (
            <li key={header || `column-${i}`} className={mapping[header] === SKIP_COLUMN ? 'is-skipped' : undefined}>
              <SelectField
                label={header || `Column ${i + 1}`}
                value={mapping[header] ?? SKIP_COLUMN}
                onChange={(field) => onMap(header, field)}
                options={options}
                hint={sample ? <span className="import-sample">{`e.g. ${sample}`}</span> : 'Empty in the first rows'}
                disabled={checking !== null}
              />
            </li>
          );
        })}
      </ul>

      {matching ? (
        <fieldset className="import-mode" disabled={checking !== null}>
          <legend className="field-label">{matching.legend}</legend>
          <label className="import-mode-option">
            <input type="radio" name={`${id}-mode`} value="create" checked={mode === 'create'} onChange={() => onMode('create')} />
            <span className="import-mode-text">
              {matching.create}
              <span className="checkbox-hint">{matching.createHint}</span>
            </span>
          </label>
          <label className="import-mode-option">
            <input type="radio" name={`${id}-mode`} value="upsert" checked={mode === 'upsert'} onChange={() => onMode('upsert')} />
            <span className="import-mode-text">
              {matching.upsert}
              <span className="checkbox-hint">{matching.upsertHint}</span>
            </span>
          </label>
        </fieldset>
      ) : null}

      {blocked ? (
        <div className="form-error" role="alert" id={`${id}-problems`}>
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="btn btn-primary"
          onClick={onValidate}
          disabled={blocked}
          aria-disabled={checking !== null || undefined}
          aria-describedby={blocked ? `${id}-problems` : undefined}
        >
          {checking ? <Spinner size="sm" /> : null}
          {checking === 'uploading' ? 'Uploading...' : checking === 'validating' ? 'Validating...' : 'Validate'}
        </button>
        <span className="field-hint">{`Every row is checked before anything is imported: ${KIND_VIEW[kind].many} are written only when no row has an error.`}</span>
      </div>
    </section>
  );
}

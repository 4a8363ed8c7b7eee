import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ImportKind } from '../../../../../shared/import/fields.ts';
import type { ImportState } from '../../../../../shared/import/schemas.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { countOf, KIND_VIEW, rowsText } from '../import-kinds.ts';
import { ErrorList } from './ErrorList.tsx';
import { DoneIcon, PlayIcon, ResumeIcon, UndoIcon } from './import-icons.tsx';
import { ImportProgressBar } from './ImportProgressBar.tsx';
import { UndoImportDialog } from './UndoImportDialog.tsx';

interface ResultStepProps {
  kind: ImportKind;
  /** The import as the server last told it; null while the validation runs. */
  state: ImportState | null;
  /** The validation refused the whole file, or the upload or the call failed (`retry`: not the file's fault). */
  fileProblem: { message: string; retry: boolean } | null;
  /** A run or undo the server refused (409: the rows in use), or a progress read that failed. */
  actionProblem: string | null;
  /** A run or undo is being asked for. */
  starting: boolean;
  onRun: () => void;
  onUndo: () => Promise<void>;
  onStartOver: () => void;
}

const num = (n: number) => n.toLocaleString('en-GB');

/** "5 rows: 3 new, 2 updated" (updated only when the mode can update). */
function summaryText(state: ImportState) {
  const parts = [`${num(state.new ?? 0)} new`, ...(state.mode === 'upsert' ? [`${num(state.updated ?? 0)} updated`] : [])];
  return `${rowsText(state.rows ?? 0)}: ${parts.join(', ')}`;
}

/** Steps 3 and 4: what the validation found (every error), then the run's progress, its outcome, and undo. */
export function ResultStep({ kind, state, fileProblem, actionProblem, starting, onRun, onUndo, onStartOver }: ResultStepProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const view = KIND_VIEW[kind];
  const status = state?.status;
  const validating = !state || status === 'validating';
  const errors = state?.errors ?? [];
  const checked = status === 'valid' || status === 'invalid';
  const hasErrors = errors.length > 0 || status === 'invalid';

  return (
    <section className="card import-step" aria-labelledby={`${id}-title`} aria-busy={validating && !fileProblem}>
      <h2 id={`${id}-title`} className="card-title">
        {checked || validating ? (
          <span className="import-step-number" aria-hidden="true">
            3
          </span>
        ) : null}
        {checked || validating ? 'Check and import' : 'Import'}
      </h2>

      {fileProblem ? (
        <div className="form-error import-file-problem" role="alert">
          <p>{fileProblem.message}</p>
          <p className="import-file-problem-hint">
            {fileProblem.retry ? 'Press Validate to try again.' : 'Fix the file (or the columns above), choose it again and validate.'}
          </p>
        </div>
      ) : validating ? (
        <p className="import-note" role="status">
          <Spinner size="sm" /> Validating every row...
        </p>
      ) : state ? (
        <>
          <p className="import-summary" role="status">
            <strong>{summaryText(state)}</strong>
            {hasErrors && checked ? <span className="import-summary-errors">Nothing can be imported until every row is right.</span> : null}
          </p>

          {checked && errors.length > 0 ? <ErrorList kind={kind} errors={errors} truncated={Boolean(state.errorsTruncated)} /> : null}

          {checked ? (
            <div className="import-actions">
              <button
                type="button"
                className="btn btn-primary"
                onClick={onRun}
                disabled={hasErrors}
                aria-disabled={starting || undefined}
                aria-describedby={hasErrors ? `${id}-why` : undefined}
              >
                {starting ? <Spinner size="sm" /> : <PlayIcon size={18} />}
                Import
              </button>
              {hasErrors ? (
                <p id={`${id}-why`} className="field-hint">
                  Fix the rows listed above in your file, then choose it again: the import starts once no row has an error.
                </p>
              ) : (
                <p className="field-hint">{`${countOf(kind, state.new ?? 0)} will be created${state.mode === 'upsert' ? ` and ${countOf(kind, state.updated ?? 0)} updated` : ''}.`}</p>
              )}
            </div>
          ) : null}

          {status === 'running' ? <ImportProgressBar label="Importing" value={state.done} total={state.total} /> : null}
          {status === 'undoing' ? <ImportProgressBar label="Undoing" value={state.undone} total={state.total} /> : null}

          {status === 'done' ? (
            <div className="import-outcome is-done" role="status">
              <DoneIcon size={22} />
              <div>
                <p className="import-outcome-title">{`Imported ${rowsText(state.done - state.failed)}`}</p>
                <p>
                  <Link to={view.listHref}>{`Back to ${view.listLabel}`}</Link>
                </p>
              </div>
            </div>
          ) : null}

          {status === 'failed' ? (
            <div className="import-outcome is-failed" role="alert">
              <p className="import-outcome-title">{state.message ?? 'The import stopped before every row was written'}</p>
              <p>{`${rowsText(state.failed)} failed; ${rowsText(Math.max(0, state.done - state.failed))} imported.`}</p>
              {state.failures?.length ? (
                <ul className="import-failures">
                  {state.failures.map((f) => (
                    <li key={`${f.row}-${f.message}`}>{`Row ${f.row}: ${f.message}`}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}

          {status === 'undone' ? (
            <div className="import-outcome is-undone" role="status">
              <UndoIcon size={22} />
              <div>
                <p className="import-outcome-title">{`Import undone: ${countOf(kind, state.undone)} removed`}</p>
                <p>
                  <Link to={view.listHref}>{`Back to ${view.listLabel}`}</Link>
                </p>
              </div>
            </div>
          ) : null}

          {actionProblem ? (
            <p className="form-error" role="alert">
              {actionProblem}
            </p>
          ) : null}

          {status === 'done' || status === 'failed' || status === 'undone' ? (
            <div className="button-row">
              {status === 'failed' ? (
                <button type="button" className="btn btn-primary" onClick={onRun} aria-disabled={starting || undefined}>
                  {starting ? <Spinner size="sm" /> : <ResumeIcon size={18} />}
                  Resume
                </button>
              ) : null}
              {status !== 'undone' && (state?.new ?? 0) > 0 ? (
                <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
                  <UndoIcon size={18} /> Undo import
                </button>
              ) : null}
              <button type="button" className="btn btn-ghost" onClick={onStartOver}>
                Import another file
              </button>
            </div>
          ) : null}
        </>
      ) : null}

      <UndoImportDialog isOpen={confirming} onClose={() => setConfirming(false)} onUndo={onUndo} kind={kind} mode={state?.mode} />
    </section>
  );
}

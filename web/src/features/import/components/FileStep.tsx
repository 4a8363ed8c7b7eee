import { useId, useState, type DragEvent } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { fileSizeText, type CsvPreview } from '../csv-preview.ts';
import { rowsText } from '../import-kinds.ts';
import { SpreadsheetIcon, UploadIcon } from './import-icons.tsx';

interface FileStepProps {
  file: File | null;
  preview: CsvPreview | null;
  /** Why the picked file cannot be imported (checked in the browser). */
  problem: string | null;
  reading: boolean;
  /** False while the file is uploaded and validated. */
  canPick: boolean;
  onPick: (file: File) => void;
}

/** Step 1: a CSV file picked (or dropped), checked and previewed: its headers over its first rows, and its row count. */
export function FileStep({ file, preview, problem, reading, canPick, onPick }: FileStepProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && canPick) onPick(dropped);
  }

  return (
    <section className="card import-step" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="card-title">
        <span className="import-step-number" aria-hidden="true">
          1
        </span>
        Choose a CSV file
      </h2>
      <div
        className={`import-drop ${dragging ? 'is-dragging' : ''}`}
        onDragEnter={(e) => {
          e.preventDefault();
          if (canPick) setDragging(true);
        }}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <UploadIcon size={28} className="import-drop-icon" />
        <div className="import-drop-body">
          <label htmlFor={inputId} className="field-label">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="import-file-input"
            aria-describedby={hintId}
            disabled={!canPick}
            // the same file picked again (after fixing it) must fire a change too
            onClick={(e) => {
              e.currentTarget.value = '';
            }}
            onChange={(e) => {
              const picked = e.target.files?.[0];
              if (picked) onPick(picked);
            }}
          />
          <p id={hintId} className="field-hint">
            Or drop it here. UTF-8 text, comma or semicolon separated, at most 10 MB and 50,000 rows; the first row names the columns.
          </p>
        </div>
      </div>

      {reading ? (
        <p className="import-note" role="status">
          <Spinner size="sm" /> Reading the file...
        </p>
      ) : null}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}

      {file && preview && !reading ? (
        <div className="import-preview">
          <p className="import-file-facts">
            <SpreadsheetIcon size={18} />
            <strong className="import-file-name">{file.name}</strong>
            <span className="muted">
              {fileSizeText(file.size)} · {rowsText(preview.rowCount)} · {preview.delimiter === ';' ? 'semicolon' : 'comma'} separated
            </span>
          </p>
          {/* a wide file scrolls sideways in its card: the region takes focus so the keyboard can scroll it too */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="table-wrap" role="region" aria-label="The file's first rows" tabIndex={0}>
            <table className="table import-preview-table">
              <caption className="visually-hidden">{`First ${preview.rows.length} of ${rowsText(preview.rowCount)} in ${file.name}`}</caption>
              <thead>
                <tr>
                  {preview.headers.map((h, i) => (
                    <th key={i} scope="col">
                      {h || <span className="muted">(no name)</span>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) => (
                      <td key={c}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.rowCount > preview.rows.length ? (
            <p className="field-hint">{`The first ${preview.rows.length} of ${rowsText(preview.rowCount)}.`}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

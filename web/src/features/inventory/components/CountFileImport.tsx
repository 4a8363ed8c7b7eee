import { useId, useState } from 'react';
import { plural } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { refusalOf } from '../../../components/ui/ConfirmDialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { useRecordCountRows } from '../api/counts.ts';
import { MAX_COUNT_FILE_BYTES, countFileDelimiter, countFileRows, withoutBom, type CountFileRead } from '../count-file.ts';
import './CountFileImport.css';

/** The picked file's rows; papaparse is loaded here, on the first file, so it is in no chunk a page needs to open. */
async function readCountFile(file: File): Promise<CountFileRead> {
  if (file.size > MAX_COUNT_FILE_BYTES) return { ok: false, message: M.countFileTooLarge };
  const text = withoutBom(await file.text());
  const { default: Papa } = await import('papaparse');
  const { data, errors } = Papa.parse<string[]>(text, { header: false, delimiter: countFileDelimiter(text), skipEmptyLines: false });
  return countFileRows(data, errors);
}

/**
 * "Import counts (CSV)" on an open count's sheet (WAREHOUSE.md "Stock counts", issue 33): a file input shown as a
 * button. The file is read here (a file without the SKU and counted columns is refused before any request), its rows
 * go to counts/record-rows, and the sheet reloads with them; the server's refusal (it names the row) goes to
 * `onProblem`, as the sheet shows its other problems.
 */
export function CountFileImport({ countId, onProblem }: { countId: string; onProblem: (message: string | null) => void }) {
  const id = useId();
  const recordRows = useRecordCountRows();
  const [busy, setBusy] = useState(false);

  async function picked(file: File) {
    onProblem(null);
    setBusy(true);
    try {
      const read = await readCountFile(file);
      if (!read.ok) {
        onProblem(read.message);
        return;
      }
      await recordRows({ body: { countId, rows: read.rows } });
      notify.success(`${plural(read.rows.length, 'count')} recorded`);
    } catch (err) {
      onProblem(refusalOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="count-file">
      <label className={`btn btn-secondary btn-sm count-file-button${busy ? ' is-busy' : ''}`} htmlFor={id}>
        {busy ? 'Importing...' : 'Import counts (CSV)'}
      </label>
      <input
        id={id}
        type="file"
        className="visually-hidden count-file-input"
        accept=".csv,text/csv"
        aria-describedby={`${id}-hint`}
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // the same file can be picked again after fixing it
          e.target.value = '';
          if (file) void picked(file);
        }}
      />
      <span className="field-hint count-file-hint" id={`${id}-hint`}>
        Columns SKU and counted
      </span>
    </div>
  );
}

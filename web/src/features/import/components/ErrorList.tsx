import { useId, useState } from 'react';
import type { ImportKind } from '../../../../../shared/import/fields.ts';
import type { ImportError } from '../../../../../shared/import/schemas.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { csvFileName, downloadCsv, toCsv } from '../../../lib/csv.ts';
import { localToday } from '../../../lib/dates.ts';
import { DownloadIcon } from './import-icons.tsx';

/** Errors shown at once; the rest a page away (a file may have thousands). */
export const ERRORS_PER_PAGE = 50;

const columns: DataTableColumn<ImportError>[] = [
  { header: 'Row', cell: (e) => e.row, numeric: true, width: '5rem' },
  { header: 'Column', cell: (e) => e.column || '(whole row)' },
  { header: 'Value', cell: (e) => <span className="import-error-value">{e.value}</span> },
  { header: 'Message', cell: (e) => e.message },
];

/** Every error of the file (row, column, value, message), a page at a time, and the whole list as a CSV file. */
export function ErrorList({ kind, errors, truncated }: { kind: ImportKind; errors: readonly ImportError[]; truncated: boolean }) {
  const id = useId();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(errors.length / ERRORS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = errors.slice(current * ERRORS_PER_PAGE, (current + 1) * ERRORS_PER_PAGE);
  const rowsWithErrors = new Set(errors.map((e) => e.row)).size;

  function download() {
    const csv = toCsv(
      [
        { header: 'row', value: (e: ImportError) => e.row },
        { header: 'column', value: (e: ImportError) => e.column },
        { header: 'value', value: (e: ImportError) => e.value },
        { header: 'message', value: (e: ImportError) => e.message },
      ],
      errors,
    );
    downloadCsv(csvFileName(`${kind} import errors`, localToday()), csv);
  }

  return (
    <section className="import-errors" aria-labelledby={`${id}-title`}>
      <div className="import-errors-head">
        <h3 id={`${id}-title`} className="import-errors-title">
          {`${errors.length.toLocaleString('en-GB')}${truncated ? '+' : ''} ${errors.length === 1 ? 'error' : 'errors'} in ${rowsWithErrors.toLocaleString('en-GB')} ${rowsWithErrors === 1 ? 'row' : 'rows'}`}
        </h3>
        <button type="button" className="btn btn-secondary btn-sm" onClick={download}>
          <DownloadIcon size={16} /> Download errors
        </button>
      </div>
      {truncated ? (
        <p className="field-hint">The file has more errors than listed: fix these, then validate it again to see the rest.</p>
      ) : null}
      <DataTable
        caption={`Errors in the file${pages > 1 ? `, page ${current + 1} of ${pages}` : ''}`}
        columns={columns}
        rows={shown}
        rowKey={(_e, i) => current * ERRORS_PER_PAGE + i}
        empty="No errors."
        stackOnPhones
      />
      {pages > 1 ? (
        <nav className="import-pager" aria-label="Pages of errors">
          <button type="button" className="btn btn-secondary btn-sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </button>
          <span className="field-hint" aria-live="polite">{`Page ${current + 1} of ${pages}`}</span>
          <button type="button" className="btn btn-secondary btn-sm" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}

import { Download } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from '../lib/csv.ts';
import { localToday } from '../lib/dates.ts';
import { notify } from '../lib/notify.ts';
import { createIcon } from './ui/Icon.tsx';
import { Spinner } from './ui/Spinner.tsx';
import './export-csv-button.css';

// here, not in ui/icons.tsx: only lazy pages show this button, so the glyph stays out of the entry bundle
const DownloadIcon = createIcon(Download);

export interface ExportCsvButtonProps<Row> {
  /** The list's title: the file is csvFileName(title, today), "Items" → items-2026-11-22.csv. */
  title: string;
  columns: readonly CsvColumn<Row>[];
  /** Every row (following the cursors); `onPage` hears how many rows are in so far. */
  load: (onPage: (rowsSoFar: number) => void) => Promise<readonly Row[]>;
  /** `sm`: the smaller button of a card's header (the reports). */
  size?: 'sm' | 'md';
}

/**
 * Export CSV (IMPORT.md "Export"): every row of a list as a file, the reports' format (lib/csv.ts). While it runs
 * the button says how many rows are in and stays focusable (aria-disabled); a failure is the API client's toast.
 */
export function ExportCsvButton<Row>({ title, columns, load, size = 'md' }: ExportCsvButtonProps<Row>) {
  const [progress, setProgress] = useState<number | null>(null);

  async function exportCsv() {
    if (progress !== null) return;
    setProgress(0);
    try {
      const rows = await load(setProgress);
      downloadCsv(csvFileName(title, localToday()), toCsv(columns, rows));
    } catch (err) {
      // the API client has shown its toast; anything else still gets one
      if (!(err instanceof ApiError)) notify.error(`${title} could not be exported.`);
    } finally {
      setProgress(null);
    }
  }

  return (
    <button
      type="button"
      className={`btn btn-secondary export-csv-button${size === 'sm' ? ' btn-sm' : ''}`}
      onClick={() => void exportCsv()}
      aria-disabled={progress !== null}
    >
      {progress !== null ? <Spinner size="sm" /> : <DownloadIcon size={size === 'sm' ? 16 : 18} />}
      {progress !== null ? `Exporting... ${progress ? `(${progress} rows)` : ''}` : 'Export CSV'}
    </button>
  );
}

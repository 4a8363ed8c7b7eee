import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ImportStatus, ImportSummary } from '../../../../../shared/import/schemas.ts';
import { formatDateTime } from '../../../../../shared/domain/format.ts';
import { useCompanyTimeZone } from '../../../components/history/ChangeList.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf, undoImport, usePastImports } from '../api/imports.ts';
import { usePowers } from '../../../lib/powers.ts';
import { kindLabel, mayImport } from '../import-kinds.ts';
import { UndoIcon } from './import-icons.tsx';
import { UndoImportDialog } from './UndoImportDialog.tsx';

/** An import's status in words, as a person follows it. */
export const STATUS_WORDS: Record<ImportStatus, string> = {
  validating: 'Checking',
  invalid: 'Has errors',
  valid: 'Checked, not run',
  running: 'Importing',
  failed: 'Stopped part-way',
  done: 'Imported',
  undoing: 'Undoing',
  undone: 'Undone',
};

/** "12 (10 new, 2 updated)": the Rows column's count, then what the rows are. */
const rowsOf = (i: ImportSummary) =>
  i.status === 'validating' ? '' : `${num(i.rows)} (${num(i.new)} new${i.mode === 'upsert' ? `, ${num(i.updated)} updated` : ''})`;
const num = (n: number) => n.toLocaleString('en-GB');

/**
 * Past imports (issue 31, 12): every import of the company, newest first, whoever ran it and from whichever screen,
 * each opening its own result; Undo where the import can still be undone (the undo call names rows in use).
 * `current`: the import the screen shows, so the list follows its status.
 */
export function PastImports({ current }: { current?: { importId: string; status: ImportStatus } | null }) {
  const id = useId();
  const navigate = useNavigate();
  const imports = usePastImports();
  const powers = usePowers();
  // times in the company's zone, as History and Activity show them
  const timeZone = useCompanyTimeZone();
  const [undoing, setUndoing] = useState<ImportSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate } = imports;
  const currentKey = current ? `${current.importId}:${current.status}` : '';
  useEffect(() => {
    if (currentKey) void mutate();
  }, [currentKey, mutate]);

  async function undo(target: ImportSummary) {
    setProblem(null);
    try {
      await undoImport(target.importId);
      setUndoing(null);
      // the import's own screen follows the undo to its end
      navigate(paths.importData.href(target.kind, target.importId));
      window.scrollTo({ top: 0 });
    } catch (err) {
      // 409: the rows other records use, named; the dialog closes and the list says it
      setUndoing(null);
      setProblem(`${target.fileName}: ${messageOf(err)}`);
    }
  }

  const columns: DataTableColumn<ImportSummary>[] = [
    {
      header: 'File',
      cell: (i) => <Link to={paths.importData.href(i.kind, i.importId)}>{i.fileName}</Link>,
    },
    { header: 'Kind', cell: (i) => kindLabel(i.kind) },
    { header: 'By', cell: (i) => i.by },
    { header: 'When', cell: (i) => formatDateTime(i.createdAt, timeZone) },
    { header: 'Rows', cell: rowsOf },
    { header: 'Status', cell: (i) => STATUS_WORDS[i.status] },
    {
      header: 'Actions',
      align: 'end',
      cell: (i) =>
        i.undoable ? (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => setUndoing(i)}
            aria-label={`Undo the import of ${i.fileName}`}
          >
            <UndoIcon size={16} /> Undo
          </button>
        ) : null,
    },
  ];

  return (
    <section className="card import-past" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        Past imports
      </h2>
      {problem ? (
        <div className="form-error" role="alert">
          <p>{problem}</p>
        </div>
      ) : null}
      <QueryState query={imports} errorText="Past imports could not be loaded.">
        {(rows) => (
          <DataTable
            caption="Past imports"
            columns={columns}
            // an app the account does not have is absent (ROLES.md "Apps"): its imports too
            rows={rows.filter((i) => mayImport(powers, i.kind))}
            rowKey={(i) => i.importId}
            empty="No imports yet."
            hasMore={imports.hasMore}
            onLoadMore={imports.loadMore}
            loadingMore={imports.loadingMore}
            stackOnPhones
          />
        )}
      </QueryState>
      {undoing ? (
        <UndoImportDialog
          isOpen
          onClose={() => setUndoing(null)}
          onUndo={() => undo(undoing)}
          kind={undoing.kind}
          mode={undoing.mode}
          fileName={undoing.fileName}
        />
      ) : null}
    </section>
  );
}

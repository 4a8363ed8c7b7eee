import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isImportKind, matchColumns, type ImportKind } from '../../../../../shared/import/fields.ts';
import type { ImportMode, ImportState, ValidationResult } from '../../../../../shared/import/schemas.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePowers } from '../../../lib/powers.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  downloadTemplate,
  messageOf,
  runImport,
  undoImport,
  uploadFile,
  UploadFailed,
  useAllWarehouses,
  useImportProgress,
  validateFile,
} from '../api/imports.ts';
import { previewCsvFile, type CsvPreview } from '../csv-preview.ts';
import { fieldsOf, importableKinds, importApp, KIND_VIEW, kindLabel, mappingProblems, mayImport, type ImportApp } from '../import-kinds.ts';
import { FileStep } from '../components/FileStep.tsx';
import { DownloadIcon } from '../components/import-icons.tsx';
import { MappingStep } from '../components/MappingStep.tsx';
import { PastImports } from '../components/PastImports.tsx';
import { ResultStep } from '../components/ResultStep.tsx';
import '../import.css';

/** The statuses after the run has started: the file and its columns are what was validated, for good. */
const STARTED = new Set(['running', 'done', 'failed', 'undoing', 'undone']);

/**
 * The import's id in the address bar, so a reload (or a return by Back) shows its progress. Written past the
 * router on purpose: a router navigation would scroll the page to the top just as the results appear below.
 */
function rememberImport(kind: ImportKind, importId: string | null) {
  window.history.replaceState(window.history.state, '', paths.importData.href(kind, importId ?? undefined));
}

/** What the 200 of validate says, as the state the progress reads answer (so no read is needed for it). */
function stateOfValidation(result: ValidationResult, kind: ImportKind, mode: ImportMode, fileName: string): ImportState {
  return {
    ...result,
    kind,
    mode,
    fileName,
    status: result.errors.length > 0 ? 'invalid' : 'valid',
    total: result.valid,
    done: 0,
    failed: 0,
    undone: 0,
    createdAt: new Date().toISOString(),
  };
}

function TemplateButton({ kind }: { kind: ImportKind }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadTemplate(kind);
    } catch {
      // the API client showed the error toast
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn-secondary" onClick={download} aria-disabled={busy || undefined}>
      {busy ? <Spinner size="sm" /> : <DownloadIcon size={18} />}
      Download template
    </button>
  );
}

/** One kind's import (IMPORT.md "Flow"): file, columns, validation with every error, run with progress, undo. */
function ImportScreen({ kind, initialImportId }: { kind: ImportKind; initialImportId: string | null }) {
  const label = kindLabel(kind);
  const view = KIND_VIEW[kind];
  useDocumentTitle(`Import ${label}`);

  const [picked, setPicked] = useState<{ file: File; preview: CsvPreview } | null>(null);
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  // the user's own choices of field per header; the rest is matched by name
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [mode, setMode] = useState<ImportMode>('create');
  const [uploaded, setUploaded] = useState<{ file: File; fileKey: string } | null>(null);
  const [checking, setChecking] = useState<'uploading' | 'validating' | null>(null);
  // a refusal before any row was checked; `retry`: not the file's fault (the upload, the network, the server): Validate again
  const [checkProblem, setCheckProblem] = useState<{ message: string; retry: boolean } | null>(null);
  const [importId, setImportIdState] = useState<string | null>(initialImportId);
  const [actionProblem, setActionProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const progress = useImportProgress(importId);
  const warehouses = useAllWarehouses(kind === 'items');
  const fields = useMemo(() => fieldsOf(kind, warehouses.names), [kind, warehouses.names]);
  const headers = picked?.preview.headers;
  const mapping = useMemo(() => {
    if (!headers) return {};
    const matched = matchColumns(headers, fields);
    for (const h of headers) if (h in choices) matched[h] = choices[h];
    return matched;
  }, [headers, fields, choices]);

  const state = progress.state;
  const started = state !== null && STARTED.has(state.status);
  // a whole-file refusal: the upload or validate call's 4xx, or the validation's own (a large file, by the worker)
  const fileProblem = checkProblem ?? (state?.status === 'invalid' && state.message ? { message: state.message, retry: false } : null);

  function setImportId(id: string | null) {
    setImportIdState(id);
    setActionProblem(null);
    rememberImport(kind, id);
  }

  /** A change to the file, its columns or the mode makes the last validation stale. */
  function forgetValidation() {
    setCheckProblem(null);
    if (importId && !started) setImportId(null);
  }

  async function pick(file: File) {
    forgetValidation();
    setPickProblem(null);
    setReading(true);
    const result = await previewCsvFile(file);
    setReading(false);
    setChoices({});
    if (result.ok) setPicked({ file, preview: result.preview });
    else {
      setPicked(null);
      setPickProblem(result.message);
    }
  }

  async function validate() {
    const problems = mappingProblems(kind, mapping);
    if (!picked || checking || problems.missing.length || problems.twice.length) return;
    setCheckProblem(null);
    setImportId(null);
    try {
      let fileKey = uploaded?.file === picked.file ? uploaded.fileKey : null;
      if (!fileKey) {
        setChecking('uploading');
        fileKey = await uploadFile(kind, picked.file);
        setUploaded({ file: picked.file, fileKey });
      }
      setChecking('validating');
      const answer = await validateFile({ kind, fileKey, mapping, mode });
      if ('errors' in answer) progress.prime(stateOfValidation(answer, kind, mode, picked.file.name));
      setImportId(answer.importId);
    } catch (err) {
      // the uploaded file has gone (an old key): the next Validate uploads it again
      if (err instanceof ApiError && err.status === 404) setUploaded(null);
      const retry = err instanceof UploadFailed || !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
      setCheckProblem({ message: err instanceof UploadFailed ? err.message : messageOf(err), retry });
    } finally {
      setChecking(null);
    }
  }

  async function run() {
    if (!importId || starting) return;
    setActionProblem(null);
    setStarting(true);
    try {
      await runImport(importId);
      progress.refresh({ status: 'running', done: 0, failed: 0, failures: [], message: undefined });
    } catch (err) {
      setActionProblem(messageOf(err));
    } finally {
      setStarting(false);
    }
  }

  async function undo() {
    if (!importId) return;
    setActionProblem(null);
    try {
      await undoImport(importId);
      progress.refresh({ status: 'undoing', undone: 0, message: undefined });
    } catch (err) {
      // 409: the rows other records use, named; the dialog closes and the screen says it
      setActionProblem(messageOf(err));
    }
  }

  function startOver() {
    setPicked(null);
    setPickProblem(null);
    setChoices({});
    setUploaded(null);
    setCheckProblem(null);
    setImportId(null);
  }

  return (
    <div className="page import-page">
      <header className="page-header">
        <div>
          <p className="import-eyebrow">
            <Link to={view.listHref}>{view.listLabel}</Link>
          </p>
          <h1 className="page-title">{`Import ${label.toLowerCase()}`}</h1>
          <p className="page-subtitle">
            {`Add many ${view.many} at once from a CSV file: choose it, match its columns, check every row, then import.`}
          </p>
        </div>
        <TemplateButton kind={kind} />
      </header>

      {!started ? (
        <FileStep
          file={picked?.file ?? null}
          preview={picked?.preview ?? null}
          problem={pickProblem}
          reading={reading}
          canPick={checking === null}
          onPick={(file) => void pick(file)}
        />
      ) : null}

      {!started && picked ? (
        <MappingStep
          kind={kind}
          preview={picked.preview}
          fields={fields}
          mapping={mapping}
          onMap={(header, field) => {
            forgetValidation();
            setChoices((c) => ({ ...c, [header]: field }));
          }}
          mode={mode}
          onMode={(next) => {
            forgetValidation();
            setMode(next);
          }}
          loadingFields={warehouses.loading}
          checking={checking}
          onValidate={() => void validate()}
        />
      ) : null}

      {importId || checkProblem ? (
        <ResultStep
          kind={kind}
          state={state}
          fileProblem={fileProblem}
          actionProblem={actionProblem ?? progress.problem}
          starting={starting}
          onRun={() => void run()}
          onUndo={undo}
          onStartOver={startOver}
        />
      ) : null}

      <PastImports current={state && state.importId === importId ? { importId: state.importId, status: state.status } : null} />
    </div>
  );
}

/** /import without a kind it knows: what can be imported. */
function ChooseKind() {
  useDocumentTitle('Import');
  return (
    <div className="page import-page">
      <ChooseKindCard />
      <PastImports />
    </div>
  );
}

function ChooseKindCard() {
  const kinds = importableKinds(usePowers());
  return (
    <section className="card empty-state">
      <h1 className="page-title">Import</h1>
      <p className="muted">Choose what to import from a CSV file.</p>
      <ul className="import-kinds">
        {kinds.map((k) => (
          <li key={k}>
            <Link to={paths.importData.href(k)} className="btn btn-secondary">
              {kindLabel(k)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /import?kind= (IMPORT.md "Import"): one screen for every kind, under the toolbar of the kind's app (Inventory for
 * items, suppliers and customers; Rent for tenants and rooms). The page guard asks `import.run`; a kind of an app the
 * account does not have shows `refused` (the access page), as a typed address of that app does. Features do not
 * import each other, so the router hands the toolbars and the access page in.
 */
export function ImportPage({ toolbars, refused }: { toolbars: Record<ImportApp, ReactNode>; refused: ReactNode }) {
  const [params] = useSearchParams();
  const powers = usePowers();
  const asked = params.get('kind');
  const kind = isImportKind(asked) ? asked : null;
  if (kind && !mayImport(powers, kind)) return refused;
  return (
    <div className="import-area">
      {toolbars[importApp(powers, kind)]}
      {/* another import opened from the past imports list is a screen of its own */}
      {kind ? <ImportScreen key={`${kind}:${params.get('id') ?? ''}`} kind={kind} initialImportId={params.get('id')} /> : <ChooseKind />}
    </div>
  );
}

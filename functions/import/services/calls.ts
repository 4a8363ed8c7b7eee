/**
 * The import calls (IMPORT.md "Flow"): what the handlers ask. The work itself is the worker's (services/validate.ts,
 * run.ts, undo.ts): these check, record the import's status and queue the message. (Undo's call is in undo.ts: only
 * it needs the kinds.)
 */
import { ulid } from 'ulid';
import type { AuditActor } from '../../../shared/audit/types.ts';
import { IMPORT_KIND_ACCESS, IMPORT_LIMITS, UPSERT_KINDS, type ImportKind } from '../../../shared/import/fields.ts';
import { IMPORT_MESSAGES as M } from '../../../shared/import/messages.ts';
import type { ImportError, ImportState, ValidateInput, ValidateResponse, ValidationResult } from '../../../shared/import/schemas.ts';
import { isConditionFailed } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict, forbidden, notFound, payloadTooLarge } from '../../lib/errors.ts';
import type { Identity } from '../../lib/tokens.ts';
import { NO_PERMISSION } from '../../../shared/account/permissions.ts';
import { createImport, getImport, updateImport } from '../data/imports.ts';
import * as objects from '../objects.ts';
import { sendImportMessage } from '../queue.ts';
import { stateOf, type ImportRecord } from '../records.ts';
import { getJson, objectSize } from '../storage.ts';

/** How long the validate call waits for the worker before it answers 202 (API Gateway's limit is 30 s). */
const VALIDATE_WAIT_MS = Number(process.env.IMPORT_VALIDATE_WAIT_MS ?? 20_000);
const POLL_MS = 150;

export async function existing(companyId: string, importId: string, consistent = false): Promise<ImportRecord> {
  const record = await getImport(companyId, importId, { consistent });
  if (!record) throw notFound(M.importId);
  return record;
}

/** What the validation found, with its errors (from the bucket). */
async function validationOf(r: ImportRecord): Promise<ValidationResult> {
  const errors = r.errorCount > 0 ? ((await getJson<ImportError[]>(objects.errorsObject(r.companyId, r.importId))) ?? []) : [];
  return {
    importId: r.importId,
    rows: r.rows,
    valid: r.valid,
    new: r.new,
    updated: r.updated,
    errors,
    ...(r.errorsTruncated ? { errorsTruncated: true } : {}),
  };
}

/** The kind's app, and every building or warehouse where the kind lands in them (IMPORT_KIND_ACCESS), else 403. */
export function assertMayImport(identity: Pick<Identity, 'role' | 'apps' | 'buildings' | 'warehouses'>, kind: ImportKind): void {
  const access = IMPORT_KIND_ACCESS[kind];
  const hasApp = identity.role === 'owner' || identity.apps.includes(access.app);
  if (!hasApp || (access.wholeCompany && identity[access.wholeCompany] !== 'all')) throw forbidden(NO_PERMISSION);
}

export async function startValidation(companyId: string, actor: AuditActor, input: ValidateInput): Promise<ValidateResponse> {
  if (input.mode === 'upsert' && !UPSERT_KINDS.includes(input.kind)) throw badRequest(M.upsertItemsOnly);
  // another company's key is not found, as a missing one
  if (!objects.isCompanyUpload(companyId, input.fileKey)) throw notFound(M.fileMissing);
  const size = await objectSize(input.fileKey);
  if (size === null) throw notFound(M.fileMissing);
  if (size > IMPORT_LIMITS.maxBytes) throw payloadTooLarge(M.fileTooLarge);
  if (size === 0) throw badRequest(M.empty);
  const at = new Date().toISOString();
  const record: ImportRecord = {
    companyId,
    importId: ulid(),
    kind: input.kind,
    mode: input.mode,
    fileKey: input.fileKey,
    fileName: input.fileKey.split('/').pop() ?? input.fileKey,
    mapping: Object.entries(input.mapping),
    status: 'validating',
    actor,
    rows: 0,
    valid: 0,
    new: 0,
    updated: 0,
    errorCount: 0,
    errorsTruncated: false,
    done: 0,
    failed: 0,
    undone: 0,
    failures: [],
    createdAt: at,
    updatedAt: at,
  };
  await createImport(record);
  await sendImportMessage({ companyId, importId: record.importId, step: 'validate' });
  const until = Date.now() + VALIDATE_WAIT_MS;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const now = await existing(companyId, record.importId, true);
    if (now.status === 'validating') continue;
    if (now.message) throw badRequest(now.message);
    return validationOf(now);
  }
  return { importId: record.importId, status: 'validating' };
}

export async function importState(companyId: string, importId: string): Promise<ImportState> {
  const r = await existing(companyId, importId);
  const state = stateOf(r);
  if (r.status === 'invalid' && !r.message) return { ...state, ...(await validationOf(r)) };
  return {
    ...state,
    ...(r.status === 'validating' || r.status === 'invalid' ? {} : { errors: [] }),
    ...(r.failures.length ? { failures: r.failures } : {}),
  };
}

/** 409 unless the import is valid (or failed part-way: a resume); then `running` and queued. */
export async function startRun(
  companyId: string,
  importId: string,
  identity?: Pick<Identity, 'role' | 'apps' | 'buildings' | 'warehouses'>,
): Promise<void> {
  const r = await existing(companyId, importId, true);
  if (identity) assertMayImport(identity, r.kind);
  if (r.status === 'validating') throw conflict(M.stillValidating);
  if (r.status === 'invalid') throw conflict(M.notValidated);
  if (r.status === 'running') throw conflict(M.stillRunning);
  if (r.status !== 'valid' && r.status !== 'failed') throw conflict(M.alreadyRun);
  try {
    await updateImport(companyId, importId, ['valid', 'failed'], {
      status: 'running',
      done: 0,
      failed: 0,
      failures: [],
      message: undefined,
    });
  } catch (err) {
    if (isConditionFailed(err, 'status')) throw conflict(M.alreadyRun);
    throw err;
  }
  await queueOrReset(companyId, importId, 'run', r.status);
}

/** A message that could not be queued puts the status back, so the user can press again. */
export async function queueOrReset(companyId: string, importId: string, step: 'run' | 'undo', before: ImportRecord['status']) {
  try {
    await sendImportMessage({ companyId, importId, step });
  } catch (err) {
    await updateImport(companyId, importId, [step === 'run' ? 'running' : 'undoing'], { status: before }).catch(() => undefined);
    throw err;
  }
}

/**
 * The import worker Lambda (not an API route): the import queue's event source (AUTOMATION.md's worker pattern). A
 * message validates a file, runs an import or undoes one, from its batch `from`; when its time is nearly up it
 * hands the rest on to a new message. A failed message is reported in `batchItemFailures` and delivered again
 * (resume: the batches already written are skipped), then dead-lettered after three receives.
 */
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { safeParse } from 'zod/v4/core';
import { log, serializeError } from '../lib/logger.ts';
import { IMPORT_MESSAGES } from '../../shared/import/messages.ts';
import { MAX_RECEIVES } from '../../shared/work-queue.ts';
import { isConditionFailed } from '../lib/dynamo/transact.ts';
import { updateImport } from './data/imports.ts';
import { importMessageSchema, sendImportMessage } from './queue.ts';
import { runImport } from './services/run.ts';
import { undoImport } from './services/undo.ts';
import { validateImport } from './services/validate.ts';

/** Time kept back for the progress write and the hand-over. */
const MARGIN_MS = 60_000;
/** Without a Lambda context (the local queue): a message works this long before it hands on. */
const LOCAL_SLICE_MS = 10 * 60_000;

async function handle(record: SQSRecord, deadline: number): Promise<boolean> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const parsed = safeParse(importMessageSchema, body);
  if (!parsed.success) {
    log('error', 'import worker: malformed message', { messageId: record.messageId });
    return false;
  }
  const { companyId, importId, step, from } = parsed.data;
  try {
    if (step === 'validate') await validateImport(companyId, importId);
    else {
      const { next } =
        step === 'run' ? await runImport(companyId, importId, from, deadline) : await undoImport(companyId, importId, from, deadline);
      if (next !== undefined) await sendImportMessage({ companyId, importId, step, from: next });
    }
    return true;
  } catch (err) {
    log('error', 'import worker: step failed', {
      companyId,
      importId,
      step,
      from,
      receiveCount: record.attributes?.ApproximateReceiveCount,
      ...serializeError(err),
    });
    // the last receive: the import says it stopped, so the screen offers to run (or undo) it again
    if (Number(record.attributes?.ApproximateReceiveCount ?? 0) >= MAX_RECEIVES) await markStopped(companyId, importId, step);
    return false;
  }
}

async function markStopped(companyId: string, importId: string, step: 'validate' | 'run' | 'undo') {
  try {
    if (step === 'validate')
      await updateImport(companyId, importId, ['validating'], { status: 'invalid', message: IMPORT_MESSAGES.checkStopped });
    else if (step === 'run') await updateImport(companyId, importId, ['running'], { status: 'failed', message: IMPORT_MESSAGES.stopped });
    // an undo that stopped leaves the import as it was run: undo again goes on (what is gone is skipped)
    else await updateImport(companyId, importId, ['undoing'], { status: 'done', message: IMPORT_MESSAGES.undoStopped });
  } catch (err) {
    if (!isConditionFailed(err, 'status'))
      log('error', 'import worker: could not mark the import stopped', { importId, ...serializeError(err) });
  }
}

export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  const remaining = context?.getRemainingTimeInMillis?.() ?? LOCAL_SLICE_MS + MARGIN_MS;
  const deadline = Date.now() + Math.max(remaining - MARGIN_MS, 1000);
  const failures: { itemIdentifier: string }[] = [];
  for (const record of event.Records) if (!(await handle(record, deadline))) failures.push({ itemIdentifier: record.messageId });
  return { batchItemFailures: failures };
}

/**
 * The worker Lambda (not an API route): the automation queue's event source. Each message runs one company's jobs
 * for one local date (services/run.ts), with the message id as the run id, so a retry of the same message sends the
 * owner digest once. A failed company is reported in `batchItemFailures`: only it goes back to the queue (then, after
 * three receives, to the dead-letter queue); the others of the batch are done.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { safeParse } from 'zod/v4/core';
import { log, serializeError } from '../lib/logger.ts';
import { runMessageSchema } from './services/dispatch.ts';
import { CompanyGone, runCompanyJobs } from './services/run.ts';

async function runRecord(record: SQSRecord): Promise<boolean> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const parsed = safeParse(runMessageSchema, body);
  if (!parsed.success) {
    // never succeeds: straight to the dead-letter queue (after its receives), where the alarm shows it
    log('error', 'automation worker: malformed message', { messageId: record.messageId });
    return false;
  }
  const { companyId, localDate } = parsed.data;
  try {
    const counts = await runCompanyJobs(companyId, localDate, { runId: record.messageId, trigger: 'schedule' });
    log('info', 'automation run', { companyId, messageId: record.messageId, ...counts });
    return true;
  } catch (err) {
    if (err instanceof CompanyGone) {
      log('warn', 'automation worker: company gone', { companyId, messageId: record.messageId });
      return true;
    }
    log('error', 'automation run failed', {
      companyId,
      localDate,
      messageId: record.messageId,
      receiveCount: record.attributes?.ApproximateReceiveCount,
      ...serializeError(err),
    });
    return false;
  }
}

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const results = await Promise.all(event.Records.map(runRecord));
  return { batchItemFailures: event.Records.filter((_, i) => !results[i]).map((r) => ({ itemIdentifier: r.messageId })) };
}

/**
 * The dispatcher Lambda (not an API route): EventBridge Scheduler invokes it every hour. The companies due go to the
 * automation queue, one message each (services/dispatch.ts). The only module that loads the SQS client.
 */
import { SQSClient, SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { requireEnv } from '../lib/config.ts';
import { log, serializeError } from '../lib/logger.ts';
import { dispatchDueCompanies, type DispatchSummary, type DispatchTransport } from './services/dispatch.ts';

let client: SQSClient | undefined;
const sqs = () => (client ??= new SQSClient({}));

/** SQS allows at most 10 entries per SendMessageBatch. */
const BATCH = 10;

export const sqsTransport: DispatchTransport = async (messages) => {
  const queueUrl = requireEnv('AUTOMATION_QUEUE_URL');
  const failedIds: string[] = [];
  for (let i = 0; i < messages.length; i += BATCH) {
    const chunk = messages.slice(i, i + BATCH);
    try {
      const res = await sqs().send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: chunk.map((m) => ({ Id: m.id, MessageBody: JSON.stringify(m.body) })),
        }),
      );
      for (const f of res.Failed ?? []) if (f.Id) failedIds.push(f.Id);
    } catch (err) {
      log('error', 'automation dispatch: batch not sent', { ...serializeError(err), count: chunk.length });
      failedIds.push(...chunk.map((m) => m.id));
    }
  }
  return { failedIds };
};

/** Throws when some companies could not be queued (they stay due): the errors alarm fires and the schedule retries. */
export async function handler(): Promise<DispatchSummary> {
  const summary = await dispatchDueCompanies(new Date(), sqsTransport);
  if (summary.failed > 0) throw new Error(`${summary.failed} of ${summary.due} companies could not be queued; they stay due`);
  return summary;
}

/**
 * Scheduled work under `npm start` (AUTOMATION.md "Scheduled work", ARCHITECTURE.md): the same dispatch as the
 * dispatcher Lambda on a timer, with a transport that stands in for SQS: each message is handed to the worker
 * handler in-process as an SQS event, a failed record is delivered again (up to 3 receives, as the queue's
 * maxReceiveCount), then logged as dead-lettered. The transport is the only difference from AWS.
 */
import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { dispatchDueCompanies, type DispatchTransport, type OutgoingMessage } from '../../functions/automation/services/dispatch.ts';

export type WorkerHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

export const MAX_RECEIVES = 3;

export interface LocalQueue {
  readonly transport: DispatchTransport;
  /** Resolves when every message handed over so far is done (delivered or dead-lettered). */
  drain(): Promise<void>;
  /** Message bodies that failed every receive. */
  readonly deadLetters: OutgoingMessage['body'][];
}

const sqsEvent = (messageId: string, body: string, receiveCount: number): SQSEvent => ({
  Records: [
    {
      messageId,
      receiptHandle: `local-${messageId}-${receiveCount}`,
      body,
      attributes: {
        ApproximateReceiveCount: String(receiveCount),
        SentTimestamp: String(Date.now()),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:local:000000000000:automation',
      awsRegion: 'local',
    },
  ],
});

export function localQueue(
  worker: () => Promise<WorkerHandler>,
  options: { retryDelayMs?: number; log?: (line: string) => void } = {},
): LocalQueue {
  const inFlight = new Set<Promise<void>>();
  const deadLetters: OutgoingMessage['body'][] = [];
  const say = options.log ?? ((line: string) => console.error(line));
  const deliver = async (message: OutgoingMessage) => {
    const messageId = randomUUID();
    const body = JSON.stringify(message.body);
    for (let receive = 1; receive <= MAX_RECEIVES; receive++) {
      let failed: boolean;
      try {
        const res = await (await worker())(sqsEvent(messageId, body, receive));
        failed = res.batchItemFailures.length > 0;
      } catch {
        failed = true;
      }
      if (!failed) return;
      if (receive < MAX_RECEIVES) await new Promise((r) => setTimeout(r, (options.retryDelayMs ?? 5_000) * receive));
    }
    deadLetters.push(message.body);
    say(`  automation: run of company ${message.body.companyId} for ${message.body.localDate} failed ${MAX_RECEIVES} times: dead-lettered`);
  };
  return {
    deadLetters,
    transport: async (messages) => {
      for (const message of messages) {
        const p = deliver(message).finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      return { failedIds: [] };
    },
    drain: async () => {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}

/** Runs the dispatch every `intervalMs` (0: off). Answers a stop function. */
export function startAutomationTimer(queue: LocalQueue, intervalMs: number): () => Promise<void> {
  if (!(intervalMs > 0)) return async () => {};
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return; // the previous dispatch is still reading
    running = dispatchDueCompanies(new Date(), queue.transport)
      .catch((err: unknown) => console.error('  automation: dispatch failed', err))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Scheduled work under `npm start` (AUTOMATION.md "Scheduled work", ARCHITECTURE.md): the same dispatch as the
 * dispatcher Lambda on a timer, with a transport that stands in for SQS: each message is handed to the worker
 * handler in-process as an SQS event, a failed record is delivered again (up to 3 receives, as the queue's
 * maxReceiveCount), then logged as dead-lettered. The transport is the only difference from AWS.
 */
import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { dispatchDueCompanies, type RunMessage } from '../../functions/automation/services/dispatch.ts';
import { MAX_RECEIVES } from '../../shared/work-queue.ts';

export type WorkerHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

/**
 * SQS in-process: a message handed over is delivered to the worker as a one-record SQS event in the background (the
 * sender does not wait), a failed record is delivered again (up to MAX_RECEIVES receives, as the queues'
 * maxReceiveCount), then logged and kept as dead-lettered. Used by scheduled work (here) and by the import queue
 * (./import-queue.ts).
 */
export interface LocalQueue<Body = RunMessage> {
  /** Hands a message over and answers at once (SendMessage); a message sent by the worker itself is drained too. */
  send(body: Body): void;
  /** A dispatch transport over `send` (the automation dispatcher's, functions/automation/services/dispatch.ts). */
  readonly transport: (messages: readonly { id: string; body: Body }[]) => Promise<{ failedIds: readonly string[] }>;
  /** Resolves when every message handed over so far is done (delivered or dead-lettered). */
  drain(): Promise<void>;
  /** Message bodies that failed every receive. */
  readonly deadLetters: Body[];
}

export interface LocalQueueOptions<Body> {
  /** Wait before the n-th receive again: n × this. @default 5000 */
  retryDelayMs?: number;
  /** Where the dead-letter line goes. @default stderr */
  log?: (line: string) => void;
  /** The message as the dead-letter line names it ("<describe(body)> failed 3 times: dead-lettered"). */
  describe?: (body: Body) => string;
  /** The queue's name in the records' eventSourceARN. @default 'automation' */
  name?: string;
}

const sqsEvent = (queueName: string, messageId: string, body: string, receiveCount: number): SQSEvent => ({
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
      eventSourceARN: `arn:aws:sqs:local:000000000000:${queueName}`,
      awsRegion: 'local',
    },
  ],
});

const describeRun = (body: RunMessage) => `automation: run of company ${body.companyId} for ${body.localDate}`;

/** Scheduled work's queue: runs `{ companyId, localDate }`, named so in the dead-letter line. */
export function localQueue(worker: () => Promise<WorkerHandler>, options?: LocalQueueOptions<RunMessage>): LocalQueue<RunMessage>;
/** Any other queue: say how its messages are named in the dead-letter line. */
export function localQueue<Body>(
  worker: () => Promise<WorkerHandler>,
  options: LocalQueueOptions<Body> & { describe: (body: Body) => string },
): LocalQueue<Body>;
export function localQueue<Body>(worker: () => Promise<WorkerHandler>, options: LocalQueueOptions<Body> = {}): LocalQueue<Body> {
  const inFlight = new Set<Promise<void>>();
  const deadLetters: Body[] = [];
  const say = options.log ?? ((line: string) => console.error(line));
  const describe = options.describe ?? (describeRun as unknown as (body: Body) => string);
  const queueName = options.name ?? 'automation';
  const deliver = async (message: Body) => {
    const messageId = randomUUID();
    const body = JSON.stringify(message);
    for (let receive = 1; receive <= MAX_RECEIVES; receive++) {
      let failed: boolean;
      try {
        const res = await (await worker())(sqsEvent(queueName, messageId, body, receive));
        failed = res.batchItemFailures.length > 0;
      } catch {
        failed = true;
      }
      if (!failed) return;
      if (receive < MAX_RECEIVES) await new Promise((r) => setTimeout(r, (options.retryDelayMs ?? 5_000) * receive));
    }
    deadLetters.push(message);
    say(`  ${describe(message)} failed ${MAX_RECEIVES} times: dead-lettered`);
  };
  const send = (message: Body) => {
    const p = deliver(message).finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  return {
    deadLetters,
    send,
    transport: async (messages) => {
      for (const message of messages) send(message.body);
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

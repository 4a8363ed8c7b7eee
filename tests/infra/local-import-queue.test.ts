/**
 * The local runtime's import queue (infra/local/import-queue.ts over the generic local queue of
 * infra/local/automation.ts): sendImportMessage answers at once, the worker gets each message as a one-record SQS
 * event, a message the worker sends on is delivered and drained too, failures are retried up to 3 receives and then
 * dead-lettered with the import named, and stop() unregisters the transport. The worker module is a stand-in here; the
 * integration tests run the real one through the gateway (tests/support/gateway.ts).
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendImportMessage, type ImportMessage } from '../../functions/import/queue.ts';
import { localQueue } from '../../infra/local/automation.ts';
import { MAX_RECEIVES } from '../../shared/work-queue.ts';
import { startLocalImportQueue } from '../../infra/local/import-queue.ts';

const worker = vi.hoisted(() => ({ impl: async (_event: SQSEvent): Promise<SQSBatchResponse> => ({ batchItemFailures: [] }) }));
vi.mock('../../functions/import/worker.ts', () => ({ handler: (event: SQSEvent) => worker.impl(event) }));

const message = (step: ImportMessage['step'], from = 0): ImportMessage => ({ companyId: 'c1', importId: 'i1', step, from });

describe('the generic local queue', () => {
  it('delivers any body as an SQS record of the named queue, retries, and names a dead letter with describe()', async () => {
    const lines: string[] = [];
    const seen: { body: string; receive: string; arn: string }[] = [];
    const queue = localQueue<{ n: number }>(
      async () => async (event) => {
        const [record] = event.Records;
        seen.push({ body: record.body, receive: record.attributes.ApproximateReceiveCount, arn: record.eventSourceARN });
        return { batchItemFailures: JSON.parse(record.body).n === 2 ? [{ itemIdentifier: record.messageId }] : [] };
      },
      { describe: (b) => `thing ${b.n}`, name: 'things', retryDelayMs: 1, log: (l) => lines.push(l) },
    );
    queue.send({ n: 1 });
    queue.send({ n: 2 });
    await queue.drain();
    expect(seen.filter((s) => s.body === '{"n":1}').map((s) => s.receive)).toEqual(['1']);
    expect(seen.filter((s) => s.body === '{"n":2}').map((s) => s.receive)).toEqual(['1', '2', '3']);
    expect(new Set(seen.map((s) => s.arn))).toEqual(new Set(['arn:aws:sqs:local:000000000000:things']));
    expect(queue.deadLetters).toEqual([{ n: 2 }]);
    expect(lines).toEqual([`  thing 2 failed ${MAX_RECEIVES} times: dead-lettered`]);
  });
});

describe('startLocalImportQueue', () => {
  const saved = process.env.IMPORT_QUEUE_URL;
  beforeEach(() => delete process.env.IMPORT_QUEUE_URL);
  afterEach(() => {
    if (saved !== undefined) process.env.IMPORT_QUEUE_URL = saved;
  });

  it('answers the sender at once and runs the worker in the background, continuation messages included', async () => {
    const received: ImportMessage[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    worker.impl = async (event) => {
      const body = JSON.parse(event.Records[0].body) as ImportMessage;
      received.push(body);
      if (body.from === 0) {
        await gate;
        // a long import hands the rest on, as functions/import/worker.ts does
        await sendImportMessage(message('run', 500));
      }
      return { batchItemFailures: [] };
    };
    const queue = startLocalImportQueue({ retryDelayMs: 1 });
    try {
      await sendImportMessage(message('run'));
      // the sender did not wait for the worker, which is still held
      await new Promise((r) => setTimeout(r, 20));
      expect(received).toEqual([message('run')]);
      release();
      await queue.drain();
      expect(received).toEqual([message('run'), message('run', 500)]);
      expect(queue.deadLetters).toEqual([]);
    } finally {
      queue.stop();
    }
  });

  it('retries a failing message up to 3 receives, then dead-letters it naming the import', async () => {
    const lines: string[] = [];
    let receives = 0;
    worker.impl = async (event) => {
      receives++;
      return { batchItemFailures: [{ itemIdentifier: event.Records[0].messageId }] };
    };
    const queue = startLocalImportQueue({ retryDelayMs: 1, log: (l) => lines.push(l) });
    try {
      await sendImportMessage(message('undo', 3));
      await queue.drain();
      expect(receives).toBe(3);
      expect(queue.deadLetters).toEqual([message('undo', 3)]);
      expect(lines).toEqual(['  import: undo of import i1 (company c1) from batch 3 failed 3 times: dead-lettered']);
    } finally {
      queue.stop();
    }
  });

  it('stop() unregisters the transport', async () => {
    startLocalImportQueue().stop();
    await expect(sendImportMessage(message('validate'))).rejects.toThrow(/No import queue/);
  });
});

/**
 * The import queue under `npm start` and in the integration tests (IMPORT.md "Import", ARCHITECTURE.md): the routes
 * flagged `queue` call sendImportMessage (functions/import/queue.ts), which, without IMPORT_QUEUE_URL, hands the
 * message to the transport registered here. The transport stands in for SQS with the same local queue as scheduled
 * work (./automation.ts: the worker in-process, up to 3 receives, then dead-lettered) and does not wait for the
 * worker, so the route answers at once, as it does on AWS.
 */
import { setLocalImportTransport, type ImportMessage } from '../../functions/import/queue.ts';
import { localQueue } from './automation.ts';

export interface LocalImportQueue {
  /** Resolves when every message sent so far (and those the worker sent on from them) is done. */
  drain(): Promise<void>;
  /** Unregisters the transport: sendImportMessage then fails as it does with no queue at all. */
  stop(): void;
  /** Messages that failed every receive. */
  readonly deadLetters: readonly ImportMessage[];
}

const describe = (m: ImportMessage) => `import: ${m.step} of import ${m.importId} (company ${m.companyId}) from batch ${m.from ?? 0}`;

export function startLocalImportQueue(options: { retryDelayMs?: number; log?: (line: string) => void } = {}): LocalImportQueue {
  const queue = localQueue<ImportMessage>(async () => (await import('../../functions/import/worker.ts')).handler, {
    describe,
    name: 'import',
    retryDelayMs: options.retryDelayMs ?? 1_000,
    log: options.log,
  });
  const transport = async (message: ImportMessage) => queue.send(message);
  setLocalImportTransport(transport);
  return {
    drain: () => queue.drain(),
    stop: () => setLocalImportTransport(undefined),
    deadLetters: queue.deadLetters,
  };
}

/**
 * The import queue (IMPORT.md "Import" 4): validating a large file, running and undoing an import are messages for
 * the import worker (./worker.ts), the SQS worker pattern of AUTOMATION.md. On AWS a message goes to the queue named
 * by IMPORT_QUEUE_URL (the SQS client is loaded only then); under `npm start` and in the integration tests the local
 * runtime registers an in-process transport (infra/local/import-queue.ts) that hands the message to the same worker.
 */
import * as z from 'zod/mini';

export const importMessageSchema = /* @__PURE__ */ (() =>
  z.object({
    companyId: z.string().check(z.minLength(1)),
    importId: z.string().check(z.minLength(1)),
    step: z.enum(['validate', 'run', 'undo']),
    /** The first batch this message works on (a message hands the rest on when its time is up). */
    from: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  }))();
export type ImportMessage = z.input<typeof importMessageSchema>;

export type ImportTransport = (message: ImportMessage) => Promise<void>;

/** Shared by every copy of this module in the process (the local gateway and the tests load handlers apart). */
const LOCAL = Symbol.for('business-suite.import-queue');
type WithLocal = typeof globalThis & { [LOCAL]?: ImportTransport };

/** The local runtime's transport (infra/local/import-queue.ts); `undefined` removes it. */
export function setLocalImportTransport(transport: ImportTransport | undefined): void {
  (globalThis as WithLocal)[LOCAL] = transport;
}

export async function sendImportMessage(message: ImportMessage): Promise<void> {
  const queueUrl = process.env.IMPORT_QUEUE_URL;
  if (queueUrl) {
    const { SQSClient, SendMessageCommand } = await import('@aws-sdk/client-sqs');
    sqsClient ??= new SQSClient({});
    await sqsClient.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
    return;
  }
  const local = (globalThis as WithLocal)[LOCAL];
  if (!local) throw new Error('No import queue: set IMPORT_QUEUE_URL, or start the local runtime (npm start)');
  await local(message);
}
let sqsClient: import('@aws-sdk/client-sqs').SQSClient | undefined;

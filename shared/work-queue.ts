/**
 * Receives of a background worker's message before it goes to the dead-letter queue: the queues' maxReceiveCount
 * (infra/constructs/work-queue.ts), the local in-process queue's redeliveries (infra/local/automation.ts), and when the
 * import worker gives a step up and marks the import stopped (functions/import/worker.ts).
 */
export const MAX_RECEIVES = 3;

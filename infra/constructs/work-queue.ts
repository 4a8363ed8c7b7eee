import { Duration } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { MAX_RECEIVES } from '../../shared/work-queue.ts';

/**
 * A background worker's queue and its dead-letter queue (scheduled work's runs, the imports): encrypted, TLS only,
 * a visibility of six times the worker's timeout (AWS's advice for a Lambda event source, so a message is not
 * received again while a slow step and the event source's own retries still hold it), dead-lettered after
 * MAX_RECEIVES receives and kept there 14 days.
 */
export function workQueue(scope: Construct, ids: { queue: string; deadLetters: string }, workerTimeout: Duration) {
  const deadLetterQueue = new sqs.Queue(scope, ids.deadLetters, {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  const queue = new sqs.Queue(scope, ids.queue, {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    visibilityTimeout: Duration.seconds(6 * workerTimeout.toSeconds()),
    retentionPeriod: Duration.days(4),
    deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: MAX_RECEIVES },
  });
  return { queue, deadLetterQueue };
}

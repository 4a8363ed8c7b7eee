/**
 * Size baseline of a queueing handler: the DynamoDB client and the import queue module (functions/import/queue.ts,
 * which loads the SQS client on the first send on AWS), bundled like every handler. Its size minus the DynamoDB-only
 * baseline is what queueing work adds to a bundle: the allowance routes flagged `queue` get on top of the CRUD size
 * budget.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { sendImportMessage } from '../../../functions/import/queue.ts';

export const c = [DynamoDBClient, sendImportMessage];

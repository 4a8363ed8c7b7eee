/**
 * Cold-import baseline: the DynamoDB client alone, bundled with the same settings as every handler.
 * A handler's import time is reported as a multiple of this one.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';

export const c = DynamoDBClient;

/**
 * Size baseline of a sending handler: the DynamoDB client and the email module (functions/lib/email/send.ts, which
 * loads the SES v2 client on the first send), bundled like every handler. Its size minus the DynamoDB-only baseline
 * is what sending email adds to a bundle: the allowance routes flagged `email` get on top of the CRUD size budget.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { sendEmail } from '../../../functions/lib/email/send.ts';

export const c = [DynamoDBClient, sendEmail];

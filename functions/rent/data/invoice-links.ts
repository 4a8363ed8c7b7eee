import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '../../shared/table.ts';
import { db, tableName } from './client.ts';
import { invoiceLinkKey } from './keys.ts';

/** A shared rent invoice: which stored PDF a link opens, until when, and whether the sender revoked it. */
export interface InvoiceLinkRecord {
  companyId: string;
  linkId: string;
  rentId: string;
  /** Key of the PDF in the invoice bucket. */
  objectKey: string;
  createdAt: string;
  createdBy: string;
  /** ISO timestamp; the link's token expires at the same moment. */
  linkExpiresAt: string;
  revoked: boolean;
  /** Set once, by the first revocation. */
  revokedAt?: string;
}

/** Kept this long after the link expires, then DynamoDB's TTL removes the record (the token is dead by then anyway). */
const KEEP_AFTER_EXPIRY_SECONDS = 7 * 24 * 60 * 60;

export async function putInvoiceLink(link: InvoiceLinkRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...invoiceLinkKey(link.companyId, link.linkId),
        ...link,
        [tableDefinition.ttlAttribute]: Math.floor(Date.parse(link.linkExpiresAt) / 1000) + KEEP_AFTER_EXPIRY_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getInvoiceLink(companyId: string, linkId: string): Promise<InvoiceLinkRecord | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: invoiceLinkKey(companyId, linkId), ConsistentRead: true }));
  if (!res.Item) return null;
  const { pk: _pk, sk: _sk, [tableDefinition.ttlAttribute]: _ttl, ...rest } = res.Item;
  return rest as InvoiceLinkRecord;
}

/** Marks a link revoked; false when the company has no such link. Revoking twice is fine (the first time is kept). */
export async function revokeInvoiceLink(companyId: string, linkId: string, at: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invoiceLinkKey(companyId, linkId),
        UpdateExpression: 'SET revoked = :true, revokedAt = if_not_exists(revokedAt, :at)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':true': true, ':at': at },
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/**
 * A rent invoice's number per rent and range (access patterns: ../README.md): read before an invoice is produced, and
 * written, with its audit entry, when a new number is given (the first invoice of the range, or one whose figures
 * changed: it then names the number it replaces). Conditioned on the number read, so two racing producers agree.
 */
import { getItem, withoutKeys } from '../../lib/dynamo/item.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as rentKeys from '../keys.ts';

export interface RentInvoiceRecord {
  rentId: string;
  startDate: string;
  endDate: string;
  invoiceNumber: string;
  issueDate: string;
  objectKey: string;
  /** sha256 of what the invoice shows, but its number and dates of issue. */
  fingerprint: string;
  /** The number of the invoice of this range it replaces (its figures changed). */
  replaces?: string;
}

export async function getRentInvoiceRecord(
  companyId: string,
  rentId: string,
  startDate: string,
  endDate: string,
): Promise<RentInvoiceRecord | null> {
  const item = await getItem(rentKeys.rentInvoice(companyId, rentId, startDate, endDate), { consistent: true });
  return item ? withoutKeys<RentInvoiceRecord>(item) : null;
}

/** Puts the range's new number over `previous` (null: none read). Condition label `invoice`: another was put meanwhile. */
export async function putRentInvoiceRecord(
  companyId: string,
  record: RentInvoiceRecord,
  previous: string | null,
  /** Its entry in the rent's history; null when the caller's own entry (a link's) names the invoice. */
  audit: TransactOp | null,
): Promise<void> {
  await transact([
    {
      label: 'invoice',
      Put: {
        Item: { ...rentKeys.rentInvoice(companyId, record.rentId, record.startDate, record.endDate), ...record },
        ConditionExpression: previous === null ? 'attribute_not_exists(pk)' : 'invoiceNumber = :previous',
        ...(previous === null ? {} : { ExpressionAttributeValues: { ':previous': previous } }),
      },
    },
    ...(audit ? [audit] : []),
  ]);
}

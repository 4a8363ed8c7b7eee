/**
 * Notices: the emails sent to a tenant about a rent period (its invoice, reminders), one record each, next to the rent
 * in the building partition (access patterns: ../README.md). The record is written by ../../lib/email/send-once.ts
 * (claimed before the send, then marked sent or failed), so this module only names the key and reads them back.
 * A notice is a record of what was sent, not a correction of the rent: it has no audit entry of its own.
 */
import { beginsWith, queryAll } from '../../lib/dynamo/query.ts';
import type { Item } from '../../lib/dynamo/item.ts';
import type { NoticeKind, NoticeStage } from '../../../shared/rent/collection.ts';
import type { RentRef } from '../ids.ts';
import * as rentKeys from '../keys.ts';

/** What a notice record holds: sendOnce's fields and ours (the attributes we pass it). */
export interface NoticeRecord {
  /** `<rent id>-<periodStart>-<stage>`: stable, what the notices list names. */
  id: string;
  rentId: string;
  periodStart: string;
  stage: NoticeStage;
  kind: NoticeKind;
  to: string;
  subject: string;
  status: 'sending' | 'sent' | 'failed';
  claimedAt: string;
  sentAt?: string;
  messageId?: string;
  error?: string;
  /** The invoice link the email carries. */
  linkId?: string;
}

export const noticeKey = (companyId: string, ref: Pick<RentRef, 'buildingNumber' | 'rentUlid'>, periodStart: string, stage: NoticeStage) =>
  rentKeys.notice(companyId, ref.buildingNumber, ref.rentUlid, periodStart, stage);

export const noticeIdOf = (rentId: string, periodStart: string, stage: NoticeStage) => `${rentId}-${periodStart}-${stage}`;

/** What we store beside sendOnce's fields. */
export const noticeAttributes = (rentId: string, periodStart: string, stage: NoticeStage, linkId: string) => ({
  id: noticeIdOf(rentId, periodStart, stage),
  rentId,
  periodStart,
  stage,
  linkId,
});

function noticeFromItem(item: Item): NoticeRecord {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as NoticeRecord;
}

/** Every notice of a rent (sent, failed or being sent), by period then stage: one Query by key prefix NOTICE#<rentUlid>#. */
export async function listNoticesOfRent(companyId: string, ref: Pick<RentRef, 'buildingNumber' | 'rentUlid'>): Promise<NoticeRecord[]> {
  const items = await queryAll({
    partition: rentKeys.buildingPartition(companyId, ref.buildingNumber),
    sort: beginsWith(rentKeys.noticesOfRentPrefix(ref.rentUlid)),
  });
  return items.map(noticeFromItem);
}

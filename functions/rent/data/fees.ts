/**
 * PLACEHOLDER until branch i19-fees is merged (it owns this file): the interface declared in COMMON19.md, so the
 * collection job compiles. On merge, take i19-fees' version.
 */
import type { IsoDate } from '../../../shared/domain/dates.ts';
import type { AuditContext } from '../../lib/audit.ts';

export interface LateFeeRecord {
  id: string;
  rentId: string;
  periodStart: IsoDate;
  seq: number;
  amountCents: number;
  postedAt: string;
  waived: boolean;
  waiveReason?: string;
}

export async function postLateFee(_args: {
  companyId: string;
  rentId: string;
  periodStart: IsoDate;
  seq: number;
  amountCents: number;
  postedAt: string;
  audit: AuditContext;
}): Promise<boolean> {
  await Promise.resolve();
  throw new Error('Late fees arrive with branch i19-fees');
}

export async function listFeesOfRent(_companyId: string, _rentId: string): Promise<LateFeeRecord[]> {
  await Promise.resolve();
  return [];
}

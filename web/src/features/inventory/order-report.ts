/** The order reports' filters (purchase and sales; pure, unit-tested). */
import * as M from '../../../../shared/inventory/messages.ts';
import type { Checked } from './order-form.ts';

/** A report's filters as typed: a date range and one supplier or customer. */
export interface ReportDraft {
  from: string;
  to: string;
  partyId: string;
}

/** The query the list call takes: the filled fields only, the party under its own name (supplierId, customerId). */
export type ReportQuery<K extends string> = { from?: string; to?: string } & Partial<Record<K, string>>;

/** The start date must not be after the end date; empty fields are left out. */
export function reportFilter<K extends string>(draft: ReportDraft, partyKey: K): Checked<ReportQuery<K>> {
  if (draft.from && draft.to && draft.from > draft.to) return { ok: false, message: M.reportRangeInvalid };
  const value: Record<string, string> = {};
  if (draft.from) value.from = draft.from;
  if (draft.to) value.to = draft.to;
  if (draft.partyId) value[partyKey] = draft.partyId;
  return { ok: true, value: value as ReportQuery<K> };
}

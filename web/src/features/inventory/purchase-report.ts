/** The purchase report's filters (pure, unit-tested). */
import * as M from '../../../../shared/inventory/messages.ts';

/** The report's filters as the API takes them (every one optional). */
export interface PurchaseReportFilter {
  from?: string;
  to?: string;
  supplierId?: string;
}

/** The start date must not be after the end date; empty fields are left out. */
export function purchaseReportFilter(draft: {
  from: string;
  to: string;
  supplierId: string;
}): { ok: true; value: PurchaseReportFilter } | { ok: false; message: string } {
  if (draft.from && draft.to && draft.from > draft.to) return { ok: false, message: M.reportRangeInvalid };
  const value: PurchaseReportFilter = {};
  if (draft.from) value.from = draft.from;
  if (draft.to) value.to = draft.to;
  if (draft.supplierId) value.supplierId = draft.supplierId;
  return { ok: true, value };
}

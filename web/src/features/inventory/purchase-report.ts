/** The purchase report's filters (pure, unit-tested): order-report.reportFilter with the supplier. */
import { reportFilter, type ReportQuery } from './order-report.ts';

/** The report's filters as the API takes them (every one optional). */
export type PurchaseReportFilter = ReportQuery<'supplierId'>;

export const purchaseReportFilter = (draft: { from: string; to: string; supplierId: string }) =>
  reportFilter({ from: draft.from, to: draft.to, partyId: draft.supplierId }, 'supplierId');

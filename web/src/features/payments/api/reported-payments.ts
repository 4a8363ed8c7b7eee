/**
 * Reported payments (PORTAL.md "The company's side"): the list of one status in pages and the two decisions, with
 * everything a decision changes on other screens (the sidebar's badge reads the count itself: app/layout/Sidebar.tsx).
 */
import { financeRoutes } from '../../../../../shared/inventory/finance-routes.ts';
import { salesRoutes } from '../../../../../shared/inventory/sales-routes.ts';
import { reportedPaymentRoutes as routes } from '../../../../../shared/portal/payment-routes.ts';
import type { ReportedStatus } from '../../../../../shared/portal/types.ts';
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { useMutation, usePagedQuery } from '../../../lib/api-query.ts';

/** One status, newest first, page by page (the list route's cursor). */
export const useReportedPayments = (status: ReportedStatus) => usePagedQuery(routes.reportedPaymentList, { query: { status } });

/** The reported payments' own views: every status's list and the badge. */
const reportedViews = [routes.reportedPaymentList, routes.reportedPaymentCount];

/**
 * A confirmation records a real payment, so it moves what a payment moves: a rent's room, level, building, reports and
 * payments, the tenant's page; an order's cards, detail, payments and invoice, what is receivable and the dashboard.
 * (Features do not import each other, so the routes are named here rather than taken from the rent and sales modules.)
 */
const confirmViews = [
  ...reportedViews,
  rentRoutes.buildingList,
  rentRoutes.levelList,
  rentRoutes.roomList,
  rentRoutes.roomCurrent,
  rentRoutes.rentHistory,
  rentRoutes.rentPayments,
  rentRoutes.tenantGet,
  rentRoutes.reportActiveRents,
  rentRoutes.reportOverdueRents,
  rentRoutes.reportVacantRooms,
  rentRoutes.reportRevenue,
  salesRoutes.salesOrderList,
  salesRoutes.salesOrderGet,
  salesRoutes.salesPaymentList,
  salesRoutes.salesInvoiceList,
  salesRoutes.salesInvoiceGet,
  financeRoutes.dashboardSummary,
  financeRoutes.dashboardRecentSales,
  financeRoutes.financialReceivable,
];

/** The dialogs show refusals themselves (a wrong master password, decided meanwhile, no longer owed): no toast. */
export const useConfirmReported = () =>
  useMutation(routes.reportedPaymentConfirm, { revalidates: confirmViews, awaitRevalidation: true, silent: true });

/** A decline records no money: only the reported payments' own views change. */
export const useDeclineReported = () =>
  useMutation(routes.reportedPaymentDecline, { revalidates: reportedViews, awaitRevalidation: true, silent: true });

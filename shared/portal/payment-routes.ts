/**
 * The company's side of reported payments (PORTAL.md "The company's side"): the list with its badge count, confirm
 * (recorded as a real payment in the same transaction) and decline. One permission, `payment.reported` (money); the
 * services then check each record's app (rent: `rent.payment.record`, sales: `inventory.payment.record`) and scope.
 */
import type { MessageResponse } from '../route.ts';
import { defineRoute, io } from '../route.ts';
import type { ConfirmReportedBody, DeclineReportedBody, ReportedPayment, ReportedPaymentCounts, ReportedStatus } from './types.ts';

/** GET /api/payment/reported's query: the status (reported when absent) and the page. */
export interface ReportedPaymentsQuery {
  status?: ReportedStatus;
  limit: number;
  cursor?: string;
}

/** What a decision answers: its message and the reported payment as it is now. */
export type ReportedDecision = MessageResponse & { payment: ReportedPayment };

/*
 * Each route is its own pure constant that its handler imports by name, so a Lambda bundles its own entry and none of
 * its siblings (the Lambda size budget, tests/bench/bundles.ts); the object below is the module's part of the manifest
 * for the SPA, the tests and shared/routes.ts.
 */
export const reportedPaymentList = /* @__PURE__ */ defineRoute({
  name: 'reportedPaymentList',
  method: 'GET',
  path: '/api/payment/reported',
  handler: 'functions/portal/handlers/reported-list.ts',
  access: 'user',
  permission: 'payment.reported',
  spec: 'PORTAL.md "The company’s side" GET /api/payment/reported?status=&limit=&cursor=: newest first, the kinds the account may record',
  types: /* @__PURE__ */ io<{ query: ReportedPaymentsQuery; response: ReportedPayment[] }>(),
});
export const reportedPaymentCount = /* @__PURE__ */ defineRoute({
  name: 'reportedPaymentCount',
  method: 'GET',
  path: '/api/payment/reported/count',
  handler: 'functions/portal/handlers/reported-count.ts',
  access: 'user',
  permission: 'payment.reported',
  spec: 'The sidebar badge of Reported payments: how many await a decision (rent, sales) that the account may decide',
  types: /* @__PURE__ */ io<{ response: ReportedPaymentCounts }>(),
});
export const reportedPaymentConfirm = /* @__PURE__ */ defineRoute({
  name: 'reportedPaymentConfirm',
  method: 'POST',
  path: '/api/payment/reported/confirm',
  handler: 'functions/portal/handlers/reported-confirm.ts',
  access: 'user',
  permission: 'payment.reported',
  spec: 'PORTAL.md POST /api/payment/reported/confirm { id, masterPassword }: recorded as a payment with its reference (409 when decided or no longer owed); emails the person',
  email: true,
  types: /* @__PURE__ */ io<{ body: ConfirmReportedBody; response: ReportedDecision }>(),
});
export const reportedPaymentDecline = /* @__PURE__ */ defineRoute({
  name: 'reportedPaymentDecline',
  method: 'POST',
  path: '/api/payment/reported/decline',
  handler: 'functions/portal/handlers/reported-decline.ts',
  access: 'user',
  permission: 'payment.reported',
  spec: 'PORTAL.md POST /api/payment/reported/decline { id, reason }: declined with the reason (409 when decided); emails the person',
  email: true,
  types: /* @__PURE__ */ io<{ body: DeclineReportedBody; response: ReportedDecision }>(),
});

export const reportedPaymentRoutes = {
  reportedPaymentList,
  reportedPaymentCount,
  reportedPaymentConfirm,
  reportedPaymentDecline,
} as const;

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

export const reportedPaymentRoutes = {
  reportedPaymentList: defineRoute({
    name: 'reportedPaymentList',
    method: 'GET',
    path: '/api/payment/reported',
    handler: 'functions/portal/handlers/reported-list.ts',
    access: 'user',
    permission: 'payment.reported',
    spec: 'PORTAL.md "The company’s side" GET /api/payment/reported?status=&limit=&cursor=: newest first, the kinds the account may record',
    types: io<{ query: ReportedPaymentsQuery; response: ReportedPayment[] }>(),
  }),
  reportedPaymentCount: defineRoute({
    name: 'reportedPaymentCount',
    method: 'GET',
    path: '/api/payment/reported/count',
    handler: 'functions/portal/handlers/reported-count.ts',
    access: 'user',
    permission: 'payment.reported',
    spec: 'The sidebar badge of Reported payments: how many await a decision (rent, sales) that the account may decide',
    types: io<{ response: ReportedPaymentCounts }>(),
  }),
  reportedPaymentConfirm: defineRoute({
    name: 'reportedPaymentConfirm',
    method: 'POST',
    path: '/api/payment/reported/confirm',
    handler: 'functions/portal/handlers/reported-confirm.ts',
    access: 'user',
    permission: 'payment.reported',
    spec: 'PORTAL.md POST /api/payment/reported/confirm { id, masterPassword }: recorded as a payment with its reference (409 when decided or no longer owed); emails the person',
    email: true,
    types: io<{ body: ConfirmReportedBody; response: ReportedDecision }>(),
  }),
  reportedPaymentDecline: defineRoute({
    name: 'reportedPaymentDecline',
    method: 'POST',
    path: '/api/payment/reported/decline',
    handler: 'functions/portal/handlers/reported-decline.ts',
    access: 'user',
    permission: 'payment.reported',
    spec: 'PORTAL.md POST /api/payment/reported/decline { id, reason }: declined with the reason (409 when decided); emails the person',
    email: true,
    types: io<{ body: DeclineReportedBody; response: ReportedDecision }>(),
  }),
} as const;

/**
 * The portal for tenants and customers (PORTAL.md): signing in by an emailed link, then the person's own records.
 * `access: 'portal'` routes take the session cookie only (functions/lib/http.ts); every id they take is checked to be
 * the session's person's (tests/integration/portal-registry.test.ts holds a case for each).
 */
import type { MessageResponse } from '../route.ts';
import { defineRoute, io } from '../route.ts';
import type { PageQuery } from './schemas.ts';
import type {
  PortalContactBody,
  PortalContactVerifyBody,
  PortalInviteBody,
  PortalInvoiceLink,
  PortalMaintenanceBody,
  PortalMaintenanceRequest,
  PortalMe,
  PortalOrder,
  PortalPersonStatus,
  PortalRent,
  PortalSessionBody,
  PortalSessionResponse,
  PortalSignInBody,
  PortalStatement,
  PortalUploadUrl,
  PortalUploadUrlBody,
  ReportPaymentBody,
  ReportedPayment,
} from './types.ts';

/** GET /api/portal/statement's query: a period (yyyy-mm-dd, at most 24 months; the last 12 months by default). */
export interface StatementQuery {
  from?: string;
  to?: string;
}
/** GET /api/portal/invoice's query: a tenant's rent and period, or a customer's order. */
export interface PortalInvoiceQuery {
  rentId?: string;
  from?: string;
  to?: string;
  orderId?: number;
}

/*
 * Each route is its own pure constant that its handler imports by name, so a Lambda bundles its own entry and none of
 * its siblings (the Lambda size budget, tests/bench/bundles.ts); the object below is the module's part of the manifest
 * for the SPA, the tests and shared/routes.ts.
 */
export const portalSignIn = /* @__PURE__ */ defineRoute({
  name: 'portalSignIn',
  method: 'POST',
  path: '/api/portal/sign-in',
  handler: 'functions/portal/handlers/sign-in.ts',
  access: 'public',
  permission: 'public',
  spec: 'PORTAL.md "Signing in": emails a single-use 15-minute link for each company where the email is a tenant’s or customer’s (always 200)',
  email: true,
  types: /* @__PURE__ */ io<{ body: PortalSignInBody; response: MessageResponse }>(),
});
export const portalSession = /* @__PURE__ */ defineRoute({
  name: 'portalSession',
  method: 'POST',
  path: '/api/portal/session',
  handler: 'functions/portal/handlers/session.ts',
  access: 'public',
  permission: 'public',
  spec: 'PORTAL.md "Signing in": spends a link and starts a portal session (HttpOnly cookie on /api/portal)',
  types: /* @__PURE__ */ io<{ body: PortalSessionBody; response: PortalSessionResponse }>(),
});
export const portalSignOut = /* @__PURE__ */ defineRoute({
  name: 'portalSignOut',
  method: 'POST',
  path: '/api/portal/sign-out',
  handler: 'functions/portal/handlers/sign-out.ts',
  access: 'public',
  permission: 'public',
  spec: 'Ends the portal session (clears its cookie); takes no body',
  body: false,
  types: /* @__PURE__ */ io<{ response: MessageResponse }>(),
});
export const portalMe = /* @__PURE__ */ defineRoute({
  name: 'portalMe',
  method: 'GET',
  path: '/api/portal/me',
  handler: 'functions/portal/handlers/me.ts',
  access: 'portal',
  permission: 'portal',
  spec: 'PORTAL.md GET /api/portal/me: the company, the person, the app, how to pay',
  types: /* @__PURE__ */ io<{ response: PortalMe }>(),
});
export const portalInvite = /* @__PURE__ */ defineRoute({
  name: 'portalInvite',
  method: 'POST',
  path: '/api/portal/invite',
  handler: 'functions/portal/handlers/invite.ts',
  access: 'user',
  permission: 'portal.invite',
  spec: 'PORTAL.md "Invite to the portal" on a tenant’s or customer’s page: emails the sign-in link',
  email: true,
  types: /* @__PURE__ */ io<{ body: PortalInviteBody; response: MessageResponse }>(),
});
export const portalPerson = /* @__PURE__ */ defineRoute({
  name: 'portalPerson',
  method: 'GET',
  path: '/api/portal/person',
  handler: 'functions/portal/handlers/person.ts',
  access: 'user',
  permission: 'portal.read',
  spec: 'PORTAL.md "The company\'s side": the tenant and customer pages show "Portal: invited …, last visit …"',
  types: /* @__PURE__ */ io<{ query: PortalInviteBody; response: PortalPersonStatus }>(),
});
export const portalRents = /* @__PURE__ */ defineRoute({
  name: 'portalRents',
  method: 'GET',
  path: '/api/portal/rents',
  handler: 'functions/portal/handlers/rents.ts',
  access: 'portal',
  permission: 'portal',
  spec: 'PORTAL.md GET /api/portal/rents: the tenant’s current and past rents with the balance now',
  types: /* @__PURE__ */ io<{ response: PortalRent[] }>(),
});
export const portalStatement = /* @__PURE__ */ defineRoute({
  name: 'portalStatement',
  method: 'GET',
  path: '/api/portal/statement',
  handler: 'functions/portal/handlers/statement.ts',
  access: 'portal',
  permission: 'portal',
  spec: 'PORTAL.md GET /api/portal/statement: opening balance, charges and credits in date order, closing balance',
  types: /* @__PURE__ */ io<{ query: StatementQuery; response: PortalStatement }>(),
});
export const portalStatementPdf = /* @__PURE__ */ defineRoute({
  name: 'portalStatementPdf',
  method: 'GET',
  path: '/api/portal/statement/pdf',
  handler: 'functions/portal/handlers/statement-pdf.ts',
  access: 'portal',
  permission: 'portal',
  spec: 'PORTAL.md "What a customer sees": the statement "as a PDF too" (a tenant’s the same way): the same figures as GET /api/portal/statement',
  // the PDF's bytes (application/pdf), not JSON: the portal links to it
  types: /* @__PURE__ */ io<{ query: StatementQuery; response: Blob }>(),
});
export const portalInvoice = /* @__PURE__ */ defineRoute({
  name: 'portalInvoice',
  method: 'GET',
  path: '/api/portal/invoice',
  handler: 'functions/portal/handlers/invoice.ts',
  access: 'portal',
  permission: 'portal',
  spec: 'PORTAL.md GET /api/portal/invoice: the rent or sales invoice PDF through a short-lived signed link',
  invoices: 'readwrite',
  // the range's invoice record and its entry in the rent's history, as Print Invoice writes them
  table: 'readwrite',
  types: /* @__PURE__ */ io<{ query: PortalInvoiceQuery; response: PortalInvoiceLink }>(),
});
export const portalReportPayment = /* @__PURE__ */ defineRoute({
  name: 'portalReportPayment',
  method: 'POST',
  path: '/api/portal/report-payment',
  handler: 'functions/portal/handlers/report-payment.ts',
  access: 'portal',
  permission: 'portal',
  spec: 'PORTAL.md POST /api/portal/report-payment: recorded as reported, never as paid',
  types: /* @__PURE__ */ io<{ body: ReportPaymentBody; response: MessageResponse & { payment: ReportedPayment } }>(),
});
export const portalReportedPayments = /* @__PURE__ */ defineRoute({
  name: 'portalReportedPayments',
  method: 'GET',
  path: '/api/portal/reported-payments',
  handler: 'functions/portal/handlers/reported-payments.ts',
  access: 'portal',
  permission: 'portal',
  spec: 'The person’s own reported payments and what became of them (PORTAL.md "report-payment"), newest first, paged',
  types: /* @__PURE__ */ io<{ query: PageQuery; response: ReportedPayment[] }>(),
});
export const portalUploadUrl = /* @__PURE__ */ defineRoute({
  name: 'portalUploadUrl',
  method: 'POST',
  path: '/api/portal/maintenance/upload-url',
  handler: 'functions/portal/handlers/upload-url.ts',
  access: 'portal',
  permission: 'portal',
  spec: 'PORTAL.md POST /api/portal/maintenance/upload-url: a presigned PUT for one photo (JPEG, PNG or WebP, ≤ 5 MB)',
  invoices: 'readwrite',
  types: /* @__PURE__ */ io<{ body: PortalUploadUrlBody; response: PortalUploadUrl }>(),
});
export const portalMaintenanceAdd = /* @__PURE__ */ defineRoute({
  name: 'portalMaintenanceAdd',
  method: 'POST',
  path: '/api/portal/maintenance',
  handler: 'functions/portal/handlers/maintenance-add.ts',
  access: 'portal',
  permission: 'portal',
  spec: 'PORTAL.md POST /api/portal/maintenance: a request on the tenant’s room, source portal, with photos',
  invoices: 'readwrite',
  email: true,
  types: /* @__PURE__ */ io<{ body: PortalMaintenanceBody; response: MessageResponse & { id: string } }>(),
});
export const portalMaintenance = /* @__PURE__ */ defineRoute({
  name: 'portalMaintenance',
  method: 'GET',
  path: '/api/portal/maintenance',
  handler: 'functions/portal/handlers/maintenance.ts',
  access: 'portal',
  permission: 'portal',
  spec: 'PORTAL.md GET /api/portal/maintenance: the tenant’s requests with status and public comments, newest first, paged (at most 20 a page)',
  invoices: 'read',
  types: /* @__PURE__ */ io<{ query: PageQuery; response: PortalMaintenanceRequest[] }>(),
});
export const portalContact = /* @__PURE__ */ defineRoute({
  name: 'portalContact',
  method: 'POST',
  path: '/api/portal/contact',
  handler: 'functions/portal/handlers/contact.ts',
  access: 'portal',
  permission: 'portal',
  spec: 'PORTAL.md POST /api/portal/contact: a new phone at once; a new email once verified by a link to it',
  email: true,
  types: /* @__PURE__ */ io<{ body: PortalContactBody; response: MessageResponse & { pendingEmail: string | null } }>(),
});
export const portalContactVerify = /* @__PURE__ */ defineRoute({
  name: 'portalContactVerify',
  method: 'POST',
  path: '/api/portal/contact/verify',
  handler: 'functions/portal/handlers/contact-verify.ts',
  // the link is opened from the new mailbox, maybe signed out or in another browser: the token is the proof
  access: 'public',
  permission: 'public',
  spec: 'PORTAL.md POST /api/portal/contact: the link emailed to the new address applies it (single use, 24 hours)',
  // the owner is told of the change
  email: true,
  types: /* @__PURE__ */ io<{ body: PortalContactVerifyBody; response: MessageResponse & { email: string } }>(),
});
export const portalOrders = /* @__PURE__ */ defineRoute({
  name: 'portalOrders',
  method: 'GET',
  path: '/api/portal/orders',
  handler: 'functions/portal/handlers/orders.ts',
  access: 'portal',
  permission: 'portal',
  spec: 'PORTAL.md "What a customer sees": their sales orders with status, lines, totals, paid, due (paged)',
  types: /* @__PURE__ */ io<{ query: PageQuery; response: PortalOrder[] }>(),
});

export const portalRoutes = {
  portalSignIn,
  portalSession,
  portalSignOut,
  portalMe,
  portalInvite,
  portalPerson,
  portalRents,
  portalStatement,
  portalStatementPdf,
  portalInvoice,
  portalReportPayment,
  portalReportedPayments,
  portalUploadUrl,
  portalMaintenanceAdd,
  portalMaintenance,
  portalContact,
  portalContactVerify,
  portalOrders,
} as const;

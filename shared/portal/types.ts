/**
 * What the portal's API answers (PORTAL.md): plain types, no imports at run time, so the portal's SPA chunk and the
 * handlers share them. Money is dollars with 2 places (the API's rule), dates yyyy-mm-dd, times ISO-8601.
 */

export type PortalKind = 'tenant' | 'customer';

/** `tenant:<id>` or `customer:<id>`: one person a sign-in link may open (a person can be both, in one company). */
export type PortalPersonRef = `${PortalKind}:${string}`;

export interface PortalCompany {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface PortalPerson {
  kind: PortalKind;
  id: string;
  name: string;
  email: string;
  phone: string;
}

/** GET /api/portal/me */
export interface PortalMe {
  company: PortalCompany;
  person: PortalPerson;
  /** The app this session belongs to: a tenant's is rent, a customer's inventory. */
  app: 'rent' | 'inventory';
  /** How to pay (Account settings → Portal); '' when the owner has set none. */
  paymentInstructions: string;
  /** A new email waiting for its verification link to be followed; null when none. */
  pendingEmail: string | null;
}

/** POST /api/portal/sign-in */
export interface PortalSignInBody {
  email: string;
}

/** POST /api/portal/session: the link's token; `person` once the page asked which one (see `choices`). */
export interface PortalSessionBody {
  token: string;
  person?: PortalPersonRef;
}

export interface PortalChoice {
  person: PortalPersonRef;
  kind: PortalKind;
  name: string;
  companyName: string;
}

/**
 * Signed in (the HttpOnly cookie is set), or which person to open: a link whose email is both a tenant's and a
 * customer's answers `choices` and stays usable until one is picked.
 */
export type PortalSessionResponse =
  | { message: string; signedIn: true; person: PortalPerson; app: 'rent' | 'inventory' }
  | { message: string; signedIn: false; choices: PortalChoice[] };

/** POST /api/portal/invite (staff): one of the two ids. */
export interface PortalInviteBody {
  tenantId?: string;
  customerId?: string;
}

/** GET /api/portal/person (staff): a tenant's or customer's portal line on their page. */
export interface PortalPersonStatus {
  /** The portal is on for the person's app (Account settings → Portal). */
  portalOn: boolean;
  /** The person has an email to send a link to. */
  hasEmail: boolean;
  invitedAt: string | null;
  lastVisitAt: string | null;
}

/** GET /api/portal/rents: the tenant's rents, current first, then past ones newest first. */
export interface PortalRent {
  rentId: string;
  roomNumber: string;
  buildingName: string;
  address: string;
  /** Monthly, Weekly, … (the rent's terms). */
  rentType: string;
  rentPrice: number;
  deposit: number;
  startDate: string;
  endDate: string;
  checkoutDate: string | null;
  isCurrent: boolean;
  /** Paid, Pending, Overdue, … as the unit page says it. */
  status: string;
  /** What is owed now (the unit page's Amount Due). */
  balance: number;
  nextDueDate: string | null;
}

export type StatementEntryKind = 'rent' | 'fee' | 'waiver' | 'payment' | 'void' | 'invoice' | 'return';

/** One line of a statement: a charge (debit) or a credit, and the running balance after it. */
export interface StatementEntry {
  date: string;
  kind: StatementEntryKind;
  description: string;
  reference: string | null;
  debit: number;
  credit: number;
  balance: number;
}

/** GET /api/portal/statement?from=&to= (tenant: its rents; customer: its account). */
export interface PortalStatement {
  from: string;
  to: string;
  opening: number;
  entries: StatementEntry[];
  closing: number;
}

/** GET /api/portal/invoice: a short-lived signed link to the PDF. */
export interface PortalInvoiceLink {
  url: string;
  fileName: string;
}

/** POST /api/portal/report-payment: `rentId` (tenant) or `orderId` (customer). */
export interface ReportPaymentBody {
  rentId?: string;
  orderId?: number;
  amount: number;
  date: string;
  method: string;
  reference: string;
}

export type ReportedStatus = 'reported' | 'confirmed' | 'declined';

/** A payment a tenant or customer says they made: never money until confirmed. */
export interface ReportedPayment {
  id: string;
  kind: 'rent' | 'sales';
  /** The tenant's or the customer's name. */
  personName: string;
  /** The tenant's id (rent) or the customer's (sales): the company's list links the name to them. */
  personId: string;
  /** Room and building (rent), or the order's number (sales). */
  what: string;
  rentId: string | null;
  orderId: number | null;
  amount: number;
  date: string;
  method: string;
  reference: string;
  status: ReportedStatus;
  reportedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  /** Why it was declined. */
  reason: string | null;
}

/** POST /api/portal/maintenance/upload-url */
export interface PortalUploadUrlBody {
  contentType: string;
  size: number;
}
export interface PortalUploadUrl {
  url: string;
  key: string;
}

/** POST /api/portal/maintenance */
export interface PortalMaintenanceBody {
  rentId: string;
  title: string;
  description: string;
  /** Keys from upload-url, at most 5. */
  photos: string[];
}

/** GET /api/portal/maintenance: the tenant's requests, newest first. */
export interface PortalMaintenanceRequest {
  id: string;
  title: string;
  description: string;
  status: string;
  roomNumber: string;
  buildingName: string;
  createdAt: string;
  updatedAt: string;
  /** Short-lived links to the photos. */
  photos: string[];
  /** The company's public comments (notes marked "Visible to the tenant"), oldest first. */
  comments: { at: string; text: string }[];
}

/** POST /api/portal/contact */
export interface PortalContactBody {
  phone: string;
  email: string;
}

/** POST /api/portal/contact/verify: the token of the link emailed to the new address. */
export interface PortalContactVerifyBody {
  token: string;
}

/** GET /api/portal/orders: the customer's sales orders, newest first. */
export interface PortalOrder {
  orderId: number;
  orderNumber: string;
  date: string;
  status: string;
  lines: { item: string; quantity: number; price: number; total: number }[];
  total: number;
  paid: number;
  due: number;
  /** The order's invoice, when one was generated (its PDF through GET /api/portal/invoice?orderId=). */
  invoiceNumber: string | null;
}

/** GET /api/payment/reported/count: the reported payments awaiting a decision that the account may decide (the badge). */
export interface ReportedPaymentCounts {
  rent: number;
  sales: number;
}

/** POST /api/payment/reported/confirm: the master password for a rent one (as paying). */
export interface ConfirmReportedBody {
  id: string;
  masterPassword?: string;
}

/** POST /api/payment/reported/decline */
export interface DeclineReportedBody {
  id: string;
  reason: string;
}

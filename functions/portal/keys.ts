/**
 * Every key of the portal (PORTAL.md; import as a namespace: `import * as portalKeys from './keys.ts'`). Company data
 * lives under the company partition; the pre-authentication items at the end exist before a portal session knows its
 * company (a sign-in by email, a link's token) and hold ids only, no company data.
 */
import { companyPk } from '../lib/dynamo/company.ts';

/** The owner's portal settings (rent and inventory on or off, payment instructions). */
export const settings = (companyId: string) => ({ pk: companyPk(companyId), sk: 'PORTAL#SETTINGS' });
/** A tenant's or customer's portal facts: when invited, when last seen. */
export const person = (companyId: string, kind: 'tenant' | 'customer', personId: string) => ({
  pk: companyPk(companyId),
  sk: `PORTAL#PERSON#${kind}#${personId}`,
});
/**
 * A maintenance request a tenant opened in the portal (PORTAL.md), by request ULID: the tenant's list is one Query of
 * these pointers (newest first) and a BatchGetItem of the requests, whatever the size of the company. Written in the
 * request's own create transaction (rent/data/maintenance.ts).
 */
export const tenantRequest = (companyId: string, tenantId: string, requestUlid: string) => ({
  pk: companyPk(companyId),
  sk: `${tenantRequestsPrefix(tenantId)}${requestUlid}`,
});
export const tenantRequestsPrefix = (tenantId: string) => `PORTAL#MAINT#${tenantId}#`;
/** The email lookup's backfill marker (lib/dynamo/backfill.ts) for the company's tenants and customers. */
export const emailLookupReady = (companyId: string) => ({ pk: companyPk(companyId), sk: 'PORTAL#EMAILS#READY' });

// ───────────── reported payments (PORTAL.md "report-payment", "The company's side") ─────────────

/** A payment a tenant or customer reported, by its id (`<building>-<ULID>` for a rent's, `<ULID>` for an order's). */
export const reportedPayment = (companyId: string, id: string) => ({ pk: companyPk(companyId), sk: `REPPAY#${id}` });
/** The email of its decision (sendOnce's record), beside it: one per reported payment. */
export const reportedPaymentEmail = (companyId: string, id: string) => ({ pk: companyPk(companyId), sk: `REPPAY#${id}#EMAIL` });
/** How many await a decision (the sidebar badge): `rent`, `sales`, and the rent ones per building as `b<number>`. */
export const reportedCounter = (companyId: string) => ({ pk: companyPk(companyId), sk: 'REPPAY#COUNT' });
/** One report per reference (trimmed, case-insensitive, hashed) on a rent or an order; released when it is declined. */
export const reportedReference = (companyId: string, target: string, referenceHash: string) => ({
  pk: companyPk(companyId),
  sk: `REPPAY#REF#${target}#${referenceHash}`,
});
/** Newest first within an index partition: the reported time, then the id. */
export const reportedSk = (reportedAt: string, id: string) => `${reportedAt}#${id}`;
/** gsi1: the company's reported payments of one status (reported, confirmed, declined). */
export const reportedByStatusPk = (companyId: string, status: string) => `${companyPk(companyId)}#REPPAY#S#${status}`;
export const reportedByStatusIndex = (companyId: string, status: string, reportedAt: string, id: string) => ({
  gsi1pk: reportedByStatusPk(companyId, status),
  gsi1sk: reportedSk(reportedAt, id),
});
/** gsi2: one tenant's or customer's reported payments (the portal's list). */
export const reportedOfPersonPk = (companyId: string, kind: 'tenant' | 'customer', personId: string) =>
  `${companyPk(companyId)}#REPPAY#P#${kind}#${personId}`;
export const reportedOfPersonIndex = (
  companyId: string,
  kind: 'tenant' | 'customer',
  personId: string,
  reportedAt: string,
  id: string,
) => ({
  gsi2pk: reportedOfPersonPk(companyId, kind, personId),
  gsi2sk: reportedSk(reportedAt, id),
});

// ───────────── pre-authentication (no company yet; tests/unit/company-keys.test.ts lists them by name) ─────────────

/** Emails compared as stored: trimmed, lower case. */
export const emailKey = (email: string) => email.trim().toLowerCase();
/**
 * Which companies have a tenant or a customer with this email: one item per company under the email, holding the
 * tenant and customer ids as sets (a candidate index: readers check each person still has the email).
 */
export const emailLookupPk = (email: string) => `PORTALEMAIL#${emailKey(email)}`;
export const emailLookup = (email: string, companyId: string) => ({ pk: emailLookupPk(email), sk: `C#${companyId}` });
/** A sign-in link, found by the SHA-256 of its token (the token itself is only in the email). */
export const signInLink = (tokenHash: string) => ({ pk: `PORTALLINK#${tokenHash}`, sk: 'LINK' });
/**
 * A link that confirms a new email of a tenant or customer (POST /api/portal/contact), found by the SHA-256 of its token:
 * it is followed from the new mailbox, maybe signed out or in another browser.
 */
export const emailVerifyLink = (tokenHash: string) => ({ pk: `PORTALVERIFY#${tokenHash}`, sk: 'LINK' });

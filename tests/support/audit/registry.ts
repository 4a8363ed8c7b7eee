/**
 * The audit registry (CORRECTIONS.md "The audit trail"): for every route that changes data, a case that makes
 * one change and names the record its entry must file under. tests/integration/audit.test.ts runs every case and
 * fails when a mutating route (any method but GET) is neither covered here nor listed below with a reason, so a
 * new route cannot forget its entry.
 */
import type { RouteDefinition } from '../../../shared/route.ts';
import type { AuditKind } from '../../../shared/audit/types.ts';
import type { TestApi } from '../gateway.ts';
import type { Company } from '../rent.ts';

export interface AuditCase {
  route: RouteDefinition;
  /** Makes one change through the route as the company's owner; answers the record its entry files under. */
  change: (api: TestApi, company: Company) => Promise<{ kind: AuditKind; id: string; actorId?: string }>;
  /** Field names the entry's changes must list (secrets only as `changed`). */
  fields: readonly string[];
  /** `record`: the entry's actor is the record itself (an invitee accepting), not the owner. */
  actor?: 'record';
  /**
   * `portal`: a tenant's or customer's own action through a portal session (PORTAL.md): the entry's source is `portal`
   * and its actor the person, whose id `change` answers as `actorId`.
   */
  source?: 'portal';
}

/** Mutating routes that change no record of the product, and why. */
export const notAudited: Record<string, string> = {
  authSignup: 'creates the company and its owner: there is no company, and no account to act, until it has run',
  authLogin: 'a sign-in: session bookkeeping (last seen, the refresh family), not a change to a record',
  authForgotPassword:
    'emails a reset link: stores only the link (a hash, gone in 30 minutes) and its email record; nothing of the account changes until the link is used (authResetPassword writes that entry)',
  whoami: 'echoes the caller’s identity: stores nothing',
  contactSubmit: 'the public contact form: a visitor’s message, stored outside any company',
  reportRevenue: 'a read that the spec sends as a POST (the report’s date range in the body): changes nothing',
  productItemsWithStock: 'a read that the spec sends as a POST (the warehouse in the body): changes nothing',
  labelsPrint: 'answers a PDF of labels from the items or lots it names: changes nothing',
  importUploadUrl: 'hands out a presigned URL to upload a file to: stores nothing',
  importValidate: 'checks a file: stores only the import’s own bookkeeping (its status, the checked rows, the errors), no record',
  importRun:
    'queues the run: the worker writes each imported record’s entry in that record’s own transaction (action importRun, source import; tests/integration/import-*.test.ts)',
  importUndo:
    'queues the undo: the worker writes each removed record’s entry in that record’s own transaction (action importUndo, source import; tests/integration/import-*.test.ts)',
  portalSignIn:
    'emails sign-in links: stores only each link (a hash, gone in 15 minutes) and its email record; nothing of the person changes until a link is used',
  portalSession: 'a portal sign-in: spends the link and stamps the person’s last visit (session bookkeeping, not a change to a record)',
  portalSignOut: 'clears the portal session’s cookie: stores nothing',
  portalUploadUrl: 'hands out a presigned URL to upload a photo to: stores nothing (the request that names the photo writes the entry)',
  automationRun:
    'Run now changes no record itself: each job writes the entries of its own changes (actor System, source automation) in their transactions; the run only records its counts for the screen',
};

/**
 * Mutating routes whose entries are still to be written (issue 18 in progress): this list only shrinks, and
 * issue 18 is done when it is empty.
 */
export const notYetAudited: readonly string[] = [];

/**
 * A person's statement, the same figures two ways (PORTAL.md): as GET /api/portal/statement answers them (dollars) and
 * as a PDF (GET /api/portal/statement/pdf). A tenant's comes from their rents (tenant.ts), a customer's from their
 * sales orders (customer.ts); both are built in cents by the pure rules in shared/.
 */
import type { IsoDate } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import type { PortalStatement, StatementEntryKind } from '../../../shared/portal/types.ts';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { PortalIdentity } from '../../lib/portal-tokens.ts';
import { customerStatementFigures } from './customer.ts';
import { sessionPerson } from './me.ts';
import { loadCompany } from './people.ts';
import { tenantStatementFigures } from './tenant.ts';

/** A statement in cents over its period: what both views are made from. */
export interface StatementFigures {
  from: IsoDate;
  to: IsoDate;
  openingCents: number;
  lines: ReadonlyArray<{
    date: IsoDate;
    kind: StatementEntryKind;
    description: string;
    reference: string | null;
    debitCents: number;
    creditCents: number;
    balanceCents: number;
  }>;
  closingCents: number;
}

/** The statement as the API answers it: money as dollars with 2 places. */
export const statementView = (s: StatementFigures): PortalStatement => ({
  from: s.from,
  to: s.to,
  opening: fromCents(s.openingCents),
  entries: s.lines.map((l) => ({
    date: l.date,
    kind: l.kind,
    description: l.description,
    reference: l.reference,
    debit: fromCents(l.debitCents),
    credit: fromCents(l.creditCents),
    balance: fromCents(l.balanceCents),
  })),
  closing: fromCents(s.closingCents),
});

const figuresOf = (portal: PortalIdentity, query: { from?: string; to?: string }, now: Date) =>
  portal.kind === 'tenant' ? tenantStatementFigures(portal, query, now) : customerStatementFigures(portal, query, now);

/** GET /api/portal/statement: a tenant's over their rents, a customer's over their account. */
export const portalStatement = async (portal: PortalIdentity, query: { from?: string; to?: string }, now = new Date()) =>
  statementView(await figuresOf(portal, query, now));

/** GET /api/portal/statement/pdf: the same statement as a PDF, with the company's and the person's details. */
export async function portalStatementPdf(
  portal: PortalIdentity,
  query: { from?: string; to?: string },
  now = new Date(),
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const [figures, company, { person }] = await Promise.all([
    figuresOf(portal, query, now),
    loadCompany(portal.companyId),
    sessionPerson(portal),
  ]);
  if (!company) throw unauthorized(PORTAL_MESSAGES.personGone);
  // pdf-lib loads with the PDF route only: the JSON statement shares this module and stays a small bundle
  const { renderStatement } = await import('../../lib/pdf/statement.ts');
  const pdf = await renderStatement({
    company,
    person: { name: person.name, address: '', phone: person.phone, email: person.email },
    from: figures.from,
    to: figures.to,
    openingCents: figures.openingCents,
    lines: figures.lines,
    closingCents: figures.closingCents,
    generatedAt: now,
  });
  return { pdf, fileName: `statement-${figures.from}-to-${figures.to}.pdf` };
}

/**
 * What a tenant sees in the portal (PORTAL.md "What a tenant sees and does"): their rents with the balance now, their
 * statement, their invoices. Every id comes from the session or is checked to be the session tenant's (404 otherwise).
 */
import { addDays, addMonths, daysBetween, isAfter, isoDateOf, type IsoDate } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import type { PortalInvoiceLink, PortalRent } from '../../../shared/portal/types.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { DEFAULT_RENT_TYPE, isRentType, rentState } from '../../../shared/rent/rules.ts';
import { buildStatement, type StatementRent } from '../../../shared/rent/statement.ts';
import type { AuditContext } from '../../lib/audit-context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { PortalIdentity } from '../../lib/portal-tokens.ts';
import { getBuilding } from '../../rent/data/buildings.ts';
import { listFeesOfRent } from '../../rent/data/fees.ts';
import { listPaymentsOfRent } from '../../rent/data/payments.ts';
import { listRentsOfTenant } from '../../rent/data/tenants.ts';
import { parseRentId } from '../../rent/ids.ts';
import type { RentRecord } from '../../rent/records.ts';
import { printTenantRentInvoice } from '../../rent/services/invoices.ts';
import { sessionPerson } from './me.ts';
import type { StatementFigures } from './statement.ts';

/** A statement covers at most this many months (INSIGHTS.md's rule for ranges, the same here). */
export const STATEMENT_MAX_MONTHS = 24;

async function tenantOf(portal: PortalIdentity) {
  if (portal.kind !== 'tenant') throw notFound(PORTAL_MESSAGES.forTenants);
  await sessionPerson(portal);
  return portal.personId;
}

const rentTypeOf = (rent: RentRecord) => (isRentType(rent.rentType) ? rent.rentType : DEFAULT_RENT_TYPE);
const placeOf = (rent: RentRecord) => `Room ${rent.roomNumber}, ${rent.buildingName}`;

/** The tenant's rents: current ones first, then past ones newest first; the balance as the unit page shows it. */
export async function tenantRents(portal: PortalIdentity, now = new Date()): Promise<PortalRent[]> {
  const tenantId = await tenantOf(portal);
  const rents = await listRentsOfTenant(portal.companyId, tenantId);
  const numbers = [...new Set(rents.map((r) => r.buildingNumber))];
  const buildings = new Map(await Promise.all(numbers.map(async (n) => [n, await getBuilding(portal.companyId, n)] as const)));
  const today = isoDateOf(now);
  return rents
    .map((rent) => {
      const state = rentState({
        rentPriceCents: rent.rentPriceCents,
        startDate: rent.startDate,
        endDate: rent.endDate,
        type: rentTypeOf(rent),
        checkoutDate: rent.checkoutDate ?? null,
        paidCents: rent.paidCents,
        feesCents: rent.feesCents ?? 0,
        today,
      });
      return {
        rentId: rent.rentId,
        roomNumber: rent.roomNumber,
        buildingName: rent.buildingName,
        address: buildings.get(rent.buildingNumber)?.address ?? '',
        rentType: rentTypeOf(rent),
        rentPrice: fromCents(rent.rentPriceCents),
        deposit: fromCents(rent.depositCents),
        startDate: rent.startDate,
        endDate: rent.endDate,
        checkoutDate: rent.checkoutDate ?? null,
        isCurrent: !rent.checkoutDate,
        status: state.status,
        balance: fromCents(state.amountDueCents),
        nextDueDate: state.nextDueDate,
      };
    })
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.startDate.localeCompare(a.startDate));
}

/** The period asked for: the last 12 months to today by default; `to` not before `from`, at most 24 months. */
export function statementPeriod(query: { from?: string; to?: string }, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(addMonths(to, -12), 1);
  if (isAfter(from, to)) throw badRequest(PORTAL_MESSAGES.toBeforeFrom);
  if (isAfter(to, addDays(addMonths(from, STATEMENT_MAX_MONTHS), -1)) || daysBetween(from, to) > 800)
    throw badRequest(PORTAL_MESSAGES.rangeTooLong);
  return { from, to };
}

/** The statement over every rent of the tenant: each rent's payments and fees (one Query each), as the unit page reads them. */
export async function tenantStatementFigures(
  portal: PortalIdentity,
  query: { from?: string; to?: string },
  now = new Date(),
): Promise<StatementFigures> {
  const today = isoDateOf(now);
  const { from, to } = statementPeriod(query, today);
  const tenantId = await tenantOf(portal);
  const rents = (await listRentsOfTenant(portal.companyId, tenantId)).filter((r) => !isAfter(r.startDate, to));
  const inputs: StatementRent[] = await Promise.all(
    rents.map(async (rent) => {
      const [payments, fees] = await Promise.all([
        listPaymentsOfRent(portal.companyId, rent),
        listFeesOfRent(portal.companyId, rent.rentId),
      ]);
      return {
        label: placeOf(rent),
        rentPriceCents: rent.rentPriceCents,
        startDate: rent.startDate,
        endDate: rent.endDate,
        type: rentTypeOf(rent),
        checkoutDate: rent.checkoutDate ?? null,
        payments,
        fees,
      };
    }),
  );
  return { from, to, ...buildStatement(inputs, from, to, today) };
}

/** A rent invoice of the tenant's: the same PDF and number as the company's Print Invoice for that range. */
export async function tenantInvoice(
  portal: PortalIdentity,
  audit: AuditContext,
  query: { rentId: string; from: string; to: string },
  now = new Date(),
): Promise<PortalInvoiceLink> {
  const tenantId = await tenantOf(portal);
  if (!parseRentId(query.rentId)) throw notFound(RENT_MESSAGES.rentNotFound);
  if (isAfter(query.from, query.to)) throw badRequest(RENT_MESSAGES.invoiceStartAfterEnd);
  return printTenantRentInvoice(
    portal.companyId,
    tenantId,
    audit,
    { currentRentId: query.rentId, startDate: query.from, endDate: query.to },
    now,
  );
}

/**
 * Every key of the insights area (INSIGHTS.md). One partition per company, `C#<cid>#INSIGHTS`, holds:
 * - month items `M#<kind>#<yyyy-mm>#<subject>`: every figure of one subject (a building, a warehouse, an item, …) in
 *   one month, moved with ADD in the transaction of the change. Month first, so one Query reads a range of months of
 *   every subject of a kind;
 * - level items `L#<kind>#<subject>`: the sum of every level change ever made to a subject (rooms, occupied rooms,
 *   the rent billed per period, stock value), so a month's opening level is read back from the months after it.
 */
import { companyPk } from '../lib/dynamo/company.ts';

/** B building, T tenant, W warehouse, I item in a warehouse, C customer, S supplier. */
export type InsightKind = 'B' | 'T' | 'W' | 'I' | 'C' | 'S';

export const insightsPartition = (companyId: string) => `${companyPk(companyId)}#INSIGHTS`;

export const monthItem = (companyId: string, kind: InsightKind, month: string, subject: string) => ({
  pk: insightsPartition(companyId),
  sk: `M#${kind}#${month}#${subject}`,
});
/** The sort-key bounds of months `from`..`to` of a kind (both included; `to` absent: every later month too). */
export const monthRangeSk = (kind: InsightKind, from: string, to?: string) => ({
  from: `M#${kind}#${from}`,
  to: `M#${kind}#${to ?? '9999-99'}#~`,
});

export const levelItem = (companyId: string, kind: InsightKind, subject: string) => ({
  pk: insightsPartition(companyId),
  sk: `L#${kind}#${subject}`,
});
export const levelsPrefix = (kind: InsightKind) => `L#${kind}#`;

/** The marker of the one-off backfill of a company's insights (lib/dynamo/backfill.ts). */
export const backfillMarker = (companyId: string, area: 'rent' | 'inventory') => ({
  pk: insightsPartition(companyId),
  sk: `BACKFILL#${area}`,
});

/**
 * The owner's monthly statement emailed on the 1st (services/statement-email.ts): its email's send record, keyed by
 * the month it reports (a re-run of the day, or of any later day, never sends it twice), and the link it carries
 * (the invoice link rules: lib/invoice-links.ts).
 */
export const statementEmail = (companyId: string, month: string) => ({
  pk: insightsPartition(companyId),
  sk: `STATEMENT#EMAIL#${month}`,
});
export const statementLink = (companyId: string, linkId: string) => ({
  pk: insightsPartition(companyId),
  sk: `STATEMENT#LINK#${linkId}`,
});

/**
 * A current rent's lease end (`END#<endDate>#<rentId>`), kept with the rent (added, its end date edited, checked out,
 * deleted), so the renewal list is one Query of the next 90 days: its size is the leases ending, not the rents.
 */
export const leaseEnd = (companyId: string, endDate: string, rentId: string) => ({
  pk: insightsPartition(companyId),
  sk: `END#${endDate}#${rentId}`,
});
export const leaseEndsSk = (from: string, to: string) => ({ from: `END#${from}`, to: `END#${to}#~` });

/**
 * The inventory page's lists kept for a set of warehouses and a range (services/inventory-lists.ts): one item each,
 * `LISTS#<digest of the warehouses>#<from>#<to>`, replaced when worked out again.
 */
export const listsItem = (companyId: string, warehouses: string, from: string, to: string) => ({
  pk: insightsPartition(companyId),
  sk: `LISTS#${warehouses}#${from}#${to}`,
});

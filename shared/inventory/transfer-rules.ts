/**
 * Transfers' pure rules (WAREHOUSE.md "Transfers"): what is in transit on a line and at what cost, which shipped lots
 * a receipt or a loss takes (oldest first, the order they left the source), and the status a transfer has.
 */
import { orderNumber } from './rules.ts';
import type { TransferStatus } from './transfers.ts';

/** 4 → "TO-00004". */
export const transferNumber = (sequence: number) => orderNumber('TO', sequence);

/** Units of one source lot that a ship took: its cost and its original received date travel with them. */
export interface ShippedLot {
  lot: number;
  quantity: number;
  unitCostCents: number;
  receivedAt: string;
}

/** A line's figures the rules need: what was asked, shipped (lot by lot, oldest first), received and lost. */
export interface TransitLine {
  quantity: number;
  shippedLots: readonly ShippedLot[];
  received: number;
  lost: number;
}

export const shippedOf = (line: Pick<TransitLine, 'shippedLots'>) => line.shippedLots.reduce((n, l) => n + l.quantity, 0);
export const inTransitOf = (line: TransitLine) => shippedOf(line) - line.received - line.lost;
export const valueOfLots = (lots: readonly ShippedLot[]) => lots.reduce((n, l) => n + l.quantity * l.unitCostCents, 0);

/**
 * The slice of the shipped lots from unit `from` (0-based, oldest first) of `quantity` units: what a receipt or a
 * loss takes once `from` units have already arrived or been lost. Null when fewer than `quantity` are left.
 */
export function slice(lots: readonly ShippedLot[], from: number, quantity: number): ShippedLot[] | null {
  if (from < 0 || quantity < 0) return null;
  const out: ShippedLot[] = [];
  let skip = from;
  let left = quantity;
  for (const lot of lots) {
    if (left === 0) break;
    const here = Math.max(0, lot.quantity - skip);
    skip = Math.max(0, skip - lot.quantity);
    const take = Math.min(here, left);
    if (take > 0) out.push({ ...lot, quantity: take });
    left -= take;
  }
  return left === 0 ? out : null;
}

/** What is still in transit on a line, lot by lot (after what was received and lost, from the oldest). */
export const inTransitLots = (line: TransitLine): ShippedLot[] =>
  slice(line.shippedLots, line.received + line.lost, Math.max(0, inTransitOf(line))) ?? [];

/**
 * What a receipt of `received` units takes from the line's transit: the oldest units still in transit, each part at its
 * source lot's cost and received date. Null when more is asked than is in transit.
 */
export const receiptLots = (line: TransitLine, received: number): ShippedLot[] | null =>
  received > inTransitOf(line) ? null : slice(line.shippedLots, line.received + line.lost, received);

/** Open: stock is still to leave or to arrive. */
export const transferIsOpen = (status: TransferStatus) => status === 'Requested' || status === 'In transit' || status === 'Partly received';

/**
 * The status of a shipped transfer from its totals: Received once everything shipped arrived, Partly received once
 * some did, In transit before. (Requested, Closed and Cancelled are set by their own steps.)
 */
export function shippedStatus(t: { shipped: number; received: number }): TransferStatus {
  if (t.received === 0) return 'In transit';
  return t.received >= t.shipped ? 'Received' : 'Partly received';
}

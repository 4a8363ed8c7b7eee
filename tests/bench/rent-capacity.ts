/**
 * Read capacity consumed by a request, without touching product code: the handlers run in this process
 * (the local gateway imports them), so `db()` is the very document client they use. One middleware on its
 * stack asks for `ReturnConsumedCapacity: 'TOTAL'` on reads and adds up what DynamoDB (Local) answers,
 * only while a measurement is open (never during the load runs).
 */
import { db } from '../../functions/lib/dynamo/client.ts';

const READS = new Set(['QueryCommand', 'GetItemCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand', 'ScanCommand']);

export interface CapacityTotals {
  /** Σ ConsumedCapacity.CapacityUnits over the reads (RCU; 0.5 per 4 KB eventually consistent, 1 strongly). */
  capacityUnits: number;
  /** Commands sent, by name (QueryCommand × 3: a Query and two more pages). */
  calls: Record<string, number>;
  /** Items the reads went through: Query ScannedCount, GetItem 1 when found, BatchGet responses. */
  itemsRead: number;
  /** Reads that came back without ConsumedCapacity (the measurement would be wrong). */
  missing: number;
}

let open: CapacityTotals | null = null;
let installed = false;

type CapacityEntry = { CapacityUnits?: number };

function unitsOf(consumed: CapacityEntry | CapacityEntry[] | undefined): number | undefined {
  if (!consumed) return undefined;
  const list = Array.isArray(consumed) ? consumed : [consumed];
  return list.reduce((s, c) => s + (c.CapacityUnits ?? 0), 0);
}

function itemsOf(command: string, output: Record<string, unknown>): number {
  switch (command) {
    case 'QueryCommand':
    case 'ScanCommand':
      return Number(output.ScannedCount ?? output.Count ?? 0);
    case 'GetItemCommand':
      return output.Item ? 1 : 0;
    case 'BatchGetItemCommand':
      return Object.values((output.Responses ?? {}) as Record<string, unknown[]>).reduce((s, r) => s + r.length, 0);
    case 'TransactGetItemsCommand':
      return ((output.Responses ?? []) as Array<{ Item?: unknown }>).filter((r) => r.Item).length;
    default:
      return 0;
  }
}

/** Adds the meter to the handlers' document client (once per process). */
export function installCapacityMeter(): void {
  if (installed) return;
  installed = true;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const totals = open;
      if (!totals) return next(args);
      const command = context.commandName ?? 'unknown';
      const read = READS.has(command);
      if (read) (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      totals.calls[command] = (totals.calls[command] ?? 0) + 1;
      if (read) {
        const output = result.output as Record<string, unknown>;
        const units = unitsOf(output.ConsumedCapacity as CapacityEntry | CapacityEntry[] | undefined);
        if (units === undefined) totals.missing += 1;
        else totals.capacityUnits += units;
        totals.itemsRead += itemsOf(command, output);
      }
      return result;
    },
    { step: 'initialize', name: 'benchConsumedCapacity', override: true },
  );
}

/** Runs `fn` (one request, nothing else in flight) and returns what its reads consumed. */
export async function measureCapacity<T>(fn: () => Promise<T>): Promise<{ result: T; totals: CapacityTotals }> {
  if (open) throw new Error('capacity measurements cannot overlap');
  installCapacityMeter();
  const totals: CapacityTotals = { capacityUnits: 0, calls: {}, itemsRead: 0, missing: 0 };
  open = totals;
  try {
    return { result: await fn(), totals };
  } finally {
    open = null;
  }
}

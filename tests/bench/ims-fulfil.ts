/**
 * The ims section's one write measured: `POST sales-orders/fulfillment/save` of a 10-line order under 20 concurrent
 * connections, each request on its own order with stock, against a raw TransactWriteItems of the same number of
 * items (and about the same bytes per item) on the same DynamoDB Local, same connections, same request count.
 *
 * Its company lives in a scratch table of its own (the seeded companies stay as the cache keeps them): items, one
 * receipt each, and the orders go through the real services (replayCatalogue, addStock, addSalesOrder,
 * assignFulfilmentWarehouse); order k takes 1 unit of items 10k … 10k+9 (mod the catalogue), so the 20 saves in
 * flight at a time touch 200 different items (their lots, stock rows and movements): what they share is what every
 * save of the product shares, the warehouse's totals and the dashboard counters. The transaction's size is taken
 * from one probe save through the service (a middleware on the handlers' client counts its TransactWriteItems).
 */
import { systemAuditContext } from '../../functions/lib/audit.ts';
import { Worker } from 'node:worker_threads';
import { ulid } from 'ulid';
import { db } from '../../functions/lib/dynamo/client.ts';
import { addSalesOrder, assignFulfilmentWarehouse } from '../../functions/inventory/services/sales-orders.ts';
import { saveFulfilment } from '../../functions/inventory/services/sales-fulfilment.ts';
import { addStock } from '../../functions/inventory/services/stock.ts';
import { routeByName } from '../../shared/routes.ts';
import { ownerToken, signUpBenchOwner, type BenchEnvironment } from './environment.ts';
import { buildImsPlan, CHECK_IMS } from './ims-dataset.ts';
import { replayCatalogue } from './ims-seed.ts';
import { benchFile } from './paths.ts';
import { percentileSorted } from './stats.ts';

/** Lines per save (the 10-line save). */
export const FULFIL_LINES = 10;

export interface FulfilRun {
  readonly label: string;
  readonly requests: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly reqPerSec: number;
  readonly errors: number;
  readonly firstError?: string;
  readonly loadGeneratorBusy: number;
}

export interface FulfilSaveComparison {
  readonly connections: number;
  readonly lines: number;
  readonly orders: number;
  readonly warmup: number;
  /** Items in the save's TransactWriteItems (probe) and their mean marshalled size. */
  readonly transactItems: number;
  readonly payloadBytes: number;
  readonly route: FulfilRun;
  readonly raw: FulfilRun;
  readonly ratioP50: number;
  readonly ratioP99: number;
  readonly problem?: string;
}

interface WorkerAnswer {
  ok: boolean;
  error?: string;
  latencies: Float64Array;
  errors: number;
  firstError?: string;
  elapsedMs: number;
  workerBusy: number;
}

export function runWorker(workerData: Record<string, unknown>): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(benchFile('./ims-fulfil-load-worker.mjs'), { workerData, execArgv: [] });
    worker.once('message', (msg: WorkerAnswer) => {
      resolve(msg);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export function runOf(label: string, r: WorkerAnswer): FulfilRun {
  if (!r.ok) throw new Error(`${label}: load generator failed: ${r.error}`);
  const sorted = Float64Array.from(r.latencies).sort();
  return {
    label,
    requests: sorted.length,
    p50Ms: percentileSorted(sorted, 50),
    p99Ms: percentileSorted(sorted, 99),
    reqPerSec: r.elapsedMs > 0 ? (sorted.length / r.elapsedMs) * 1000 : Number.NaN,
    errors: r.errors,
    firstError: r.firstError,
    loadGeneratorBusy: r.workerBusy,
  };
}

/** Runs `fn` over `values` with at most `width` in flight. */
export async function inParallel<T>(values: readonly T[], width: number, fn: (value: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < values.length; i = next++) await fn(values[i], i);
    }),
  );
}

/** The TransactWriteItems a call of `fn` sends through the handlers' client: item count and mean JSON size per op. */
export async function transactionOf(fn: () => Promise<unknown>): Promise<{ items: number; bytes: number }> {
  const seen: Array<{ items: number; bytes: number }> = [];
  const name = `bench-fulfil-probe-${ulid()}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { TransactItems?: unknown[] };
      if (/^TransactWrite(Items)?Command$/.test(context.commandName ?? '') && Array.isArray(input.TransactItems))
        seen.push({ items: input.TransactItems.length, bytes: JSON.stringify(input.TransactItems).length / input.TransactItems.length });
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await fn();
  } finally {
    db().middlewareStack.remove(name);
  }
  const biggest = seen.reduce((a, b) => (b.items > a.items ? b : a), { items: 0, bytes: 0 });
  if (!biggest.items) throw new Error('the probe save sent no TransactWriteItems');
  return biggest;
}

/**
 * Prepares the company and its orders in a scratch table (the handlers pointed at it meanwhile), then the route's
 * run and the raw run right after it. Points the handlers back at `restoreTable` and drops the scratch table.
 */
export async function compareFulfilmentSave(
  env: BenchEnvironment,
  options: { connections: number; orders: number; warmup: number; restoreTable: string },
  progress: (message: string) => void,
): Promise<FulfilSaveComparison> {
  const { connections, orders, warmup } = options;
  const table = await env.scratchTable('bench-ims-fulfil');
  await env.useTable(table);
  try {
    const owner = await signUpBenchOwner('Bench Fulfilment Traders');
    const token = await ownerToken(owner);
    const { companyId } = owner;
    const itemCount = connections * FULFIL_LINES;
    const plan = buildImsPlan(
      { ...CHECK_IMS, label: 'FULFIL', items: itemCount, hotItems: 0, warehouses: 1, suppliers: 1, customers: 1 },
      companyId,
      new Date(),
    );
    progress(`ims fulfilment: ${itemCount} items with stock and ${orders + 1} orders of ${FULFIL_LINES} lines through the real services`);
    await replayCatalogue(plan, false);
    const warehouseId = plan.warehouses[0].warehouseId;
    const customerId = plan.partners.find((p) => p.kind === 'customer')!.partnerId;
    const perItem = Math.ceil(((orders + 1) * FULFIL_LINES) / itemCount) + 5;
    await inParallel(plan.items, 4, async (item) => {
      await addStock(systemAuditContext(companyId, 'bench', 'import'), {
        items: [{ productID: item.itemId, quantity: perItem, location: warehouseId }],
      });
    });
    const linesOf = (k: number) => Array.from({ length: FULFIL_LINES }, (_, j) => plan.items[(k * FULFIL_LINES + j) % itemCount].itemId);
    const orderIds: number[] = new Array<number>(orders + 1);
    await inParallel(
      Array.from({ length: orders + 1 }, (_, k) => k),
      4,
      async (k) => {
        const { id } = await addSalesOrder(systemAuditContext(companyId, 'salesOrderAdd', 'import'), {
          selectedCustomer: customerId,
          selectedWarehouse: warehouseId,
          discount: 0,
          addedItems: linesOf(k).map((itemId) => ({ item_id: itemId, quantity: 1, discount: 0 })),
        });
        await assignFulfilmentWarehouse(systemAuditContext(companyId, 'salesWarehouseAssign', 'import'), { warehouseId, saleOrderId: id });
        orderIds[k] = id;
      },
    );
    const bodyOf = (k: number) => ({ orderId: orderIds[k], items: linesOf(k).map((itemId) => ({ item_id: itemId, quantity: 1 })) });
    // the probe: the last order, through the service in this process
    const probe = await transactionOf(() => saveFulfilment(systemAuditContext(companyId, 'salesFulfilmentSave', 'import'), bodyOf(orders)));
    const payloadBytes = Math.max(1, Math.round(probe.bytes - 60));

    progress(`ims fulfilment: ${orders} saves (${warmup} warm-up), ${connections} connections, through the gateway`);
    const route = routeByName('salesFulfilmentSave');
    const routeRun = runOf(
      'route',
      await runWorker({
        mode: 'http',
        connections,
        warmup,
        requests: orders,
        url: env.baseUrl + route.path,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        bodies: Array.from({ length: orders }, (_, k) => JSON.stringify(bodyOf(k))),
      }),
    );
    progress(`ims fulfilment: ${orders} raw TransactWriteItems of ${probe.items} Puts (${payloadBytes} B payload each)`);
    const rawRun = runOf(
      'raw',
      await runWorker({
        mode: 'transact',
        connections,
        warmup,
        requests: orders,
        endpoint: env.dynamoEndpoint,
        region: 'us-east-1',
        tableName: table,
        partition: `BENCHRAW#${ulid()}`,
        transactItems: probe.items,
        payloadBytes,
      }),
    );
    const problem =
      [
        routeRun.errors && `route: ${routeRun.errors} failed (${routeRun.firstError})`,
        rawRun.errors && `raw: ${rawRun.errors} failed (${rawRun.firstError})`,
      ]
        .filter(Boolean)
        .join('; ') || undefined;
    return {
      connections,
      lines: FULFIL_LINES,
      orders,
      warmup,
      transactItems: probe.items,
      payloadBytes,
      route: routeRun,
      raw: rawRun,
      ratioP50: routeRun.p50Ms / rawRun.p50Ms,
      ratioP99: routeRun.p99Ms / rawRun.p99Ms,
      problem,
    };
  } finally {
    await env.useTable(options.restoreTable);
    await env.dropTable(table).catch(() => undefined);
  }
}

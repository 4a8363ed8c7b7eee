/**
 * The warehouse floor's write budget (WAREHOUSE.md "Budgets and bad input"): `POST transfers/ship` of a 10-line transfer
 * under 20 concurrent connections, each request shipping its own Requested transfer, p99 at most 2× a raw
 * TransactWriteItems of the same number of items (and about the same bytes per item) on the same DynamoDB Local, same
 * connections, same request count. The way ims-fulfil.ts measures the fulfilment save (its load worker and helpers).
 *
 * Its company lives in a scratch table of its own: items, one receipt each in the source, and the transfers go through
 * the real services (replayCatalogue, addStock, addTransfer); transfer k takes 1 unit of items 10k … 10k+9 (mod the
 * catalogue) from the source to the destination, so the 20 ships in flight at a time touch 200 different items (their
 * lots, both warehouses' stock rows, movements): what they share is what every ship shares, the two warehouses' totals.
 * The transaction's size is taken from one probe ship through the service.
 */
import { ulid } from 'ulid';
import { systemAuditContext } from '../../functions/lib/audit.ts';
import { addTransfer, shipTransfer } from '../../functions/inventory/services/transfers.ts';
import { addStock } from '../../functions/inventory/services/stock.ts';
import { routeByName } from '../../shared/routes.ts';
import { ownerToken, signUpBenchOwner, type BenchEnvironment } from './environment.ts';
import { buildImsPlan, CHECK_IMS } from './ims-dataset.ts';
import { inParallel, runOf, runWorker, transactionOf, type FulfilRun } from './ims-fulfil.ts';
import { replayCatalogue } from './ims-seed.ts';

/** Lines per transfer (the budget's 10-line ship). */
export const SHIP_LINES = 10;
/** p99 of the route may be at most this multiple of the raw transaction's. */
export const SHIP_MAX_RATIO = 2;

export interface TransferShipComparison {
  readonly connections: number;
  readonly lines: number;
  readonly transfers: number;
  readonly warmup: number;
  /** Items in the ship's TransactWriteItems (probe) and their mean marshalled size. */
  readonly transactItems: number;
  readonly payloadBytes: number;
  readonly route: FulfilRun;
  readonly raw: FulfilRun;
  readonly ratioP50: number;
  readonly ratioP99: number;
  readonly maxRatio: number;
  readonly passed: boolean;
  readonly problem?: string;
}

/**
 * Prepares the company and its transfers in a scratch table (the handlers pointed at it meanwhile), then the route's
 * run and the raw run right after it. Points the handlers back at `restoreTable` and drops the scratch table.
 */
export async function compareTransferShip(
  env: BenchEnvironment,
  options: { connections: number; transfers: number; warmup: number; restoreTable: string },
  progress: (message: string) => void,
): Promise<TransferShipComparison> {
  const { connections, transfers, warmup } = options;
  const table = await env.scratchTable('bench-ims-ship');
  await env.useTable(table);
  try {
    const owner = await signUpBenchOwner('Bench Transfer Traders');
    const token = await ownerToken(owner);
    const { companyId } = owner;
    const itemCount = connections * SHIP_LINES;
    const plan = buildImsPlan(
      { ...CHECK_IMS, label: 'SHIP', items: itemCount, hotItems: 0, warehouses: 2, suppliers: 1, customers: 1 },
      companyId,
      new Date(),
    );
    progress(
      `ims transfer ship: ${itemCount} items with stock and ${transfers + 1} transfers of ${SHIP_LINES} lines through the real services`,
    );
    await replayCatalogue(plan, false);
    const [from, to] = plan.warehouses.map((w) => w.warehouseId);
    const perItem = Math.ceil(((transfers + 1) * SHIP_LINES) / itemCount) + 5;
    await inParallel(plan.items, 4, async (item) => {
      await addStock(systemAuditContext(companyId, 'bench', 'import'), {
        items: [{ productID: item.itemId, quantity: perItem, location: from }],
      });
    });
    const linesOf = (k: number) => Array.from({ length: SHIP_LINES }, (_, j) => plan.items[(k * SHIP_LINES + j) % itemCount].itemId);
    const transferIds: string[] = new Array<string>(transfers + 1);
    await inParallel(
      Array.from({ length: transfers + 1 }, (_, k) => k),
      4,
      async (k) => {
        const { id } = await addTransfer(systemAuditContext(companyId, 'transferAdd', 'import'), {
          fromWarehouseId: from,
          toWarehouseId: to,
          items: linesOf(k).map((itemId) => ({ item_id: itemId, quantity: 1 })),
          note: '',
        });
        transferIds[k] = id;
      },
    );
    const bodyOf = (k: number) => ({ transferId: transferIds[k], version: 1 });
    // the probe: the last transfer, through the service in this process
    const probe = await transactionOf(() => shipTransfer(systemAuditContext(companyId, 'transferShip', 'import'), bodyOf(transfers)));
    const payloadBytes = Math.max(1, Math.round(probe.bytes - 60));

    progress(`ims transfer ship: ${transfers} ships (${warmup} warm-up), ${connections} connections, through the gateway`);
    const route = routeByName('transferShip');
    const routeRun = runOf(
      'route',
      await runWorker({
        mode: 'http',
        connections,
        warmup,
        requests: transfers,
        url: env.baseUrl + route.path,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        bodies: Array.from({ length: transfers }, (_, k) => JSON.stringify(bodyOf(k))),
      }),
    );
    progress(`ims transfer ship: ${transfers} raw TransactWriteItems of ${probe.items} Puts (${payloadBytes} B payload each)`);
    const rawRun = runOf(
      'raw',
      await runWorker({
        mode: 'transact',
        connections,
        warmup,
        requests: transfers,
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
    const ratioP99 = routeRun.p99Ms / rawRun.p99Ms;
    return {
      connections,
      lines: SHIP_LINES,
      transfers,
      warmup,
      transactItems: probe.items,
      payloadBytes,
      route: routeRun,
      raw: rawRun,
      ratioP50: routeRun.p50Ms / rawRun.p50Ms,
      ratioP99,
      maxRatio: SHIP_MAX_RATIO,
      passed: !problem && Number.isFinite(ratioP99) && ratioP99 <= SHIP_MAX_RATIO,
      problem,
    };
  } finally {
    await env.useTable(options.restoreTable);
    await env.dropTable(table).catch(() => undefined);
  }
}

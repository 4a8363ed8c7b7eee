/**
 * The inventory (ims) section's data: two companies (LARGE, SMALL; ims-dataset.ts) written straight into
 * DynamoDB Local with BatchWriteItem (rent-seed.ts's `batchWriteAll`), a consistency check that holds the item
 * builders to what the real inventory services write, and an on-disk cache of the seeded database.
 *
 * The section runs in its own process (ims-child.ts) with its own DynamoDB Local, so its cache never mixes with
 * the rent section's: DynamoDB Local works with `-dbPath -sharedDb` on a tmpfs working directory; after a run
 * that seeded, its files are copied to `.bench/ims-db/` with `manifest.json` written last, and reused when the
 * manifest's version (a hash of the DynamoDB plumbing, the inventory area's keys, records, data and services,
 * the inventory rules and schemas, the sign-up service, the table definition, this seed code and the DynamoDB
 * Local package) matches. Nothing in the dataset depends on today, so a cache does not age.
 */
import { systemAuditContext } from '../../functions/lib/audit.ts';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db } from '../../functions/lib/dynamo/client.ts';
import * as imsKeys from '../../functions/inventory/keys.ts';
import { addProduct } from '../../functions/inventory/services/catalogue.ts';
import { generateInvoice } from '../../functions/inventory/services/order-invoices.ts';
import { addPartner } from '../../functions/inventory/services/partners.ts';
import { purchaseInvoices } from '../../functions/inventory/services/purchase-invoices.ts';
import {
  addPurchaseOrder,
  addPurchasePayment,
  receivePurchaseItem,
  returnPurchaseItems,
} from '../../functions/inventory/services/purchase-orders.ts';
import { addExpense } from '../../functions/inventory/services/finance.ts';
import { salesInvoices } from '../../functions/inventory/services/sales-invoices.ts';
import {
  addSalesOrder,
  addSalesPayment,
  assignFulfilmentWarehouse,
  returnSalesItems,
} from '../../functions/inventory/services/sales-orders.ts';
import { saveFulfilment } from '../../functions/inventory/services/sales-fulfilment.ts';
import { setReorderRule } from '../../functions/inventory/services/reorder.ts';
import { addStock, adjustStock } from '../../functions/inventory/services/stock.ts';
import { addWarehouse } from '../../functions/inventory/services/warehouses.ts';
import { fromCents } from '../../shared/domain/money.ts';
import type { Unit } from '../../shared/inventory/catalogue.ts';
import { signUpBenchOwner, type BenchEnvironment, type BenchOwner } from './environment.ts';
import {
  buildImsPlan,
  buildReorderRules,
  CHECK_IMS,
  countedItems,
  emptyImsCounts,
  imsCompanyItems,
  LARGE_IMS,
  orderFigures,
  SMALL_IMS,
  type PlanRule,
  type ImsItemCounts,
  type ImsPlan,
  type ImsShape,
  type Item,
} from './ims-dataset.ts';
import { buildExpensePlan, type PlanExpense } from './ims-finance.ts';
import {
  addFloorReferences,
  buildFloorPlan,
  emptyFloorCounts,
  floorItems,
  floorSampleOf,
  floorShapeOf,
  replayFloor,
  replayFloorStock,
  seededFloorStock,
  type FloorCounts,
  type FloorPlan,
  type FloorSample,
} from './ims-floor.ts';
import { imsInsightItems, INSIGHT_DATASET_FILES } from './insights-dataset.ts';
import { buildPurchasePlan, purchaseSampleOf, type PurchasePlan, type PurchaseSample } from './ims-purchasing.ts';
import { buildSalesPlan, oneLotPerItemAndWarehouse, salesSampleOf, type SalesPlan, type SalesSample } from './ims-sales.ts';
import { benchDir, repoRoot } from './paths.ts';
import { batchWriteAll, type WriteStats } from './rent-seed.ts';
import { PORTAL_LOOKUP_FILES, portalLookupItems } from './portal-lookups.ts';

export const IMS_CACHE_DIR = join(benchDir, 'ims-db');
export const IMS_TABLE = 'bench-ims';
const MANIFEST = 'manifest.json';
/** Bump when the seed's meaning changes without any hashed file changing. */
const SEED_FORMAT = 3;

const require = createRequire(import.meta.url);

function versionInputs(): string[] {
  const tsFilesOf = (dir: string) =>
    readdirSync(join(repoRoot, dir))
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((f) => join(dir, f));
  return [
    ...tsFilesOf('functions/lib/dynamo'),
    ...tsFilesOf('functions/inventory'),
    ...tsFilesOf('functions/inventory/data'),
    // the demo seed of `npm start` writes nothing the bench reads
    ...tsFilesOf('functions/inventory/services').filter((f) => !f.endsWith('/seed.ts')),
    ...tsFilesOf('shared/inventory'),
    ...tsFilesOf('functions/account/data'),
    'functions/account/keys.ts',
    'functions/account/records.ts',
    'functions/account/services/auth.ts',
    // the portal's email lookup items and the backfill marker the seed writes beside the customers
    ...PORTAL_LOOKUP_FILES,
    'shared/domain/money.ts',
    'shared/domain/dates.ts',
    'shared/schemas/common.ts',
    'shared/table.ts',
    'infra/local/dynamo.ts',
    'tests/bench/ims-dataset.ts',
    'tests/bench/ims-purchasing.ts',
    'tests/bench/ims-sales.ts',
    'tests/bench/ims-finance.ts',
    'tests/bench/ims-floor.ts',
    'tests/bench/ims-seed.ts',
    // issue 35: the insights items the records imply, by the product's own rules
    ...INSIGHT_DATASET_FILES,
  ];
}

export function imsSeedVersion(scale = 1): string {
  const hash = createHash('sha256').update(`format ${SEED_FORMAT}\nscale ${scale}\n`);
  for (const file of versionInputs())
    hash
      .update(`${relative(repoRoot, join(repoRoot, file))}\n`)
      .update(readFileSync(join(repoRoot, file)))
      .update('\n');
  try {
    const simulator = JSON.parse(readFileSync(require.resolve('amplify-dynamodb-simulator/package.json'), 'utf8')) as { version: string };
    hash.update(`amplify-dynamodb-simulator ${simulator.version}\n`);
  } catch {
    hash.update('amplify-dynamodb-simulator ?\n');
  }
  return hash.digest('hex').slice(0, 16);
}

/** What the measurements need of a seeded company. */
export interface ImsSample {
  /** A regular item (20 movements). */
  readonly itemId: string;
  /** The item with the longest history, and its movement count. */
  readonly hotItemId: string;
  readonly hotMovements: number;
  /** The warehouse whose stocked items the order screens' options list. */
  readonly warehouseId: string;
  /** The purchasing requests' ids, filters and month. */
  readonly purchases: PurchaseSample;
  /** The sales requests' ids, filters and month. */
  readonly sales: SalesSample;
  /** The count and transfer requests' ids and warehouse (ims-floor.ts). */
  readonly floor: FloorSample;
}

export interface ImsSeededCompany {
  readonly label: string;
  readonly owner: BenchOwner;
  readonly shape: ImsShape;
  readonly counts: ImsItemCounts;
  /** Stock counts, their lines, transfers and their pointers (in `counts.total` too). */
  readonly floor: FloorCounts;
  readonly sample: ImsSample;
}

export interface ImsManifest {
  readonly version: string;
  readonly table: string;
  readonly seededAt: string;
  readonly seedSeconds: number;
  readonly writers: number;
  readonly tableItems: number;
  readonly companies: readonly ImsSeededCompany[];
}

export interface ImsStore {
  readonly workDir: string;
  readonly version: string;
  readonly manifest?: ImsManifest;
  readonly reason: string;
  readonly restoreSeconds: number;
}

function workBase(): string {
  try {
    if (existsSync('/dev/shm') && statSync('/dev/shm').isDirectory()) {
      accessSync('/dev/shm', constants.W_OK);
      return '/dev/shm';
    }
  } catch {
    /* not writable */
  }
  return tmpdir();
}

/** Before DynamoDB Local starts: a working directory, with the cached seed copied in when it is reusable. */
export function prepareImsStore(options: { reseed: boolean; scale: number }): ImsStore {
  const version = imsSeedVersion(options.scale);
  const workDir = mkdtempSync(join(workBase(), 'suite-bench-ims-'));
  const file = join(IMS_CACHE_DIR, MANIFEST);
  let manifest: ImsManifest | undefined;
  let reason = 'no cached seed';
  if (existsSync(file)) {
    try {
      manifest = JSON.parse(readFileSync(file, 'utf8')) as ImsManifest;
    } catch {
      reason = 'unreadable manifest';
    }
  }
  if (manifest) {
    if (options.reseed) reason = '--ims-reseed';
    else if (manifest.version !== version)
      reason = `the cached seed's version ${manifest.version} ≠ ${version}: the inventory data layer, its rules or the seed code changed`;
    else if (!existsSync(join(IMS_CACHE_DIR, 'dynamodb'))) reason = 'cached database files missing';
    else {
      const t0 = performance.now();
      cpSync(join(IMS_CACHE_DIR, 'dynamodb'), join(workDir, 'dynamodb'), { recursive: true });
      return {
        workDir,
        version,
        manifest,
        reason: `reused the cached seed of ${manifest.seededAt.slice(0, 16).replace('T', ' ')} UTC (version ${version})`,
        restoreSeconds: (performance.now() - t0) / 1000,
      };
    }
    manifest = undefined;
  }
  rmSync(IMS_CACHE_DIR, { recursive: true, force: true });
  return { workDir, version, reason, restoreSeconds: 0 };
}

/** After DynamoDB Local has stopped: keeps this run's seed as the cache (manifest last). */
export function persistImsStore(store: ImsStore, manifest: ImsManifest): void {
  rmSync(IMS_CACHE_DIR, { recursive: true, force: true });
  mkdirSync(IMS_CACHE_DIR, { recursive: true });
  cpSync(join(store.workDir, 'dynamodb'), join(IMS_CACHE_DIR, 'dynamodb'), { recursive: true });
  writeFileSync(join(IMS_CACHE_DIR, MANIFEST), JSON.stringify(manifest, null, 2));
}

export function disposeImsStore(store: ImsStore): void {
  rmSync(store.workDir, { recursive: true, force: true });
}

function rawClient(endpoint: string) {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 6,
  });
}

async function tableItemCount(endpoint: string, tableName: string): Promise<number> {
  const client = rawClient(endpoint);
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.ItemCount ?? -1;
  } finally {
    client.destroy();
  }
}

/** Null when the cached table holds what the manifest says (item count, every company's warehouses). */
export async function cachedImsSeedLooksIntact(env: BenchEnvironment, manifest: ImsManifest): Promise<string | null> {
  if (!(await env.listTables()).includes(manifest.table)) return `table ${manifest.table} missing`;
  const count = await tableItemCount(env.dynamoEndpoint, manifest.table);
  if (count !== manifest.tableItems) return `table holds ${count} items, the manifest says ${manifest.tableItems}`;
  await env.useTable(manifest.table);
  for (const c of manifest.companies) {
    const res = await db().send(
      new QueryCommand({
        TableName: manifest.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': imsKeys.companyPartition(c.owner.companyId), ':prefix': imsKeys.warehousesPrefix },
        Select: 'COUNT',
      }),
    );
    if (res.Count !== c.counts.warehouses) return `${c.label}: ${res.Count} warehouses, the manifest says ${c.counts.warehouses}`;
  }
  return null;
}

function sampleOf(plan: ImsPlan, purchases: PurchasePlan, sales: SalesPlan, floor: FloorPlan): ImsSample {
  const regular = plan.items.find((i) => !i.hot)!;
  const hot = plan.items.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
  return {
    itemId: regular.itemId,
    hotItemId: hot.itemId,
    hotMovements: hot.steps.length,
    warehouseId: plan.warehouses[0].warehouseId,
    purchases: purchaseSampleOf(purchases),
    sales: salesSampleOf(sales),
    floor: floorSampleOf(floor),
  };
}

function* chain(...parts: Iterable<Item>[]): Generator<Item> {
  for (const part of parts) yield* part;
}

/** The plan's customers for their portal lookup items (portal-lookups.ts). */
const planCustomers = (plan: ImsPlan) =>
  plan.partners.filter((p) => p.kind === 'customer').map((p) => ({ id: p.partnerId, email: p.contactEmail }));

export interface ImsSeedResult {
  readonly manifest: ImsManifest;
  readonly stats: WriteStats;
}

/** Creates the table, signs up the two companies (real service), and writes their inventories. */
export async function seedImsCompanies(
  env: BenchEnvironment,
  options: { version: string; writers: number; shapes?: readonly ImsShape[]; onProgress?: (message: string) => void },
): Promise<ImsSeedResult> {
  const progress = options.onProgress ?? (() => {});
  const now = new Date();
  if ((await env.listTables()).includes(IMS_TABLE)) await env.dropTable(IMS_TABLE);
  await env.useTable(IMS_TABLE);
  const started = performance.now();
  const client = rawClient(env.dynamoEndpoint);
  const stats: WriteStats = { items: 0, calls: 0, retries: 0 };
  const companies: ImsSeededCompany[] = [];
  try {
    for (const shape of options.shapes ?? [LARGE_IMS, SMALL_IMS]) {
      const owner = await signUpBenchOwner(`Bench ${shape.label} Traders`);
      const plan = buildImsPlan(shape, owner.companyId, now);
      const purchases = buildPurchasePlan(plan, shape.purchaseOrders, now);
      const sales = buildSalesPlan(plan, shape.salesOrders, now, oneLotPerItemAndWarehouse(plan.warehouses.length));
      const expenses = buildExpensePlan(shape.expenses, now);
      // the reorder rules are set after the history, sized from the pairs' projected quantity then
      const figures = orderFigures({ purchases, sales });
      const rules = buildReorderRules(plan, figures, now);
      // counts and transfers (ims-floor.ts): the transfers' create transactions count on the warehouses and items
      const floor = buildFloorPlan(plan, floorShapeOf(shape), now, seededFloorStock(plan));
      addFloorReferences(floor, figures);
      const floorCounts = emptyFloorCounts();
      const counts = emptyImsCounts();
      const t0 = performance.now();
      let lastReport = t0;
      const s = await batchWriteAll(
        client,
        IMS_TABLE,
        countedItems(
          chain(
            imsCompanyItems(plan, counts, { purchases, sales, expenses, rules, figures }),
            floorItems(floor, floorCounts),
            portalLookupItems(plan.companyId, 'customer', planCustomers(plan), { marker: true }),
            imsInsightItems(plan, { purchases, sales, expenses, rules }),
          ),
          counts,
        ),
        {
          writers: options.writers,
          onBatch: (written) => {
            const t = performance.now();
            if (t - lastReport < 10_000) return;
            lastReport = t;
            progress(
              `ims seed ${shape.label}: ${written.toLocaleString('en-US')} items (${Math.round(written / ((t - t0) / 1000)).toLocaleString('en-US')}/s)`,
            );
          },
        },
      );
      stats.items += s.items;
      stats.calls += s.calls;
      stats.retries += s.retries;
      if (s.items !== counts.total) throw new Error(`ims seed ${shape.label}: wrote ${s.items} items of ${counts.total}`);
      progress(
        `ims seed ${shape.label}: ${counts.total.toLocaleString('en-US')} items in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      companies.push({ label: shape.label, owner, shape, counts, floor: floorCounts, sample: sampleOf(plan, purchases, sales, floor) });
    }
  } finally {
    client.destroy();
  }
  const manifest: ImsManifest = {
    version: options.version,
    table: IMS_TABLE,
    seededAt: now.toISOString(),
    seedSeconds: (performance.now() - started) / 1000,
    writers: options.writers,
    tableItems: await tableItemCount(env.dynamoEndpoint, IMS_TABLE),
    companies,
  };
  return { manifest, stats };
}

// ───────────────────────────── consistency check ─────────────────────────────

export interface ImsConsistencyCheck {
  readonly items: number;
  readonly movements: number;
  readonly lots: number;
  /** Purchase orders replayed in the purchasing company, and its purchasing items compared (not in `items`). */
  readonly purchaseOrders: number;
  readonly purchaseItems: number;
  /** Sales orders and expenses replayed in the selling company, and its sales and finance items compared. */
  readonly salesOrders: number;
  readonly expenses: number;
  readonly salesItems: number;
  /** Reorder rules set in the first company (setReorderRule), and of those below min. */
  readonly rules: number;
  readonly belowMin: number;
  /** Order-side views compared in the purchasing and selling companies (pairs' on order and committed, references). */
  readonly orderSideItems: number;
  /** Stock counts and transfers replayed in the floor company, and their items compared (ims-floor.ts). */
  readonly stockCounts: number;
  readonly transfers: number;
  readonly floorItems: number;
  readonly seconds: number;
}

export class ImsItemShapeMismatch extends Error {}

async function queryPartition(tableName: string, pk: string): Promise<Item[]> {
  const out: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    out.push(...((res.Items ?? []) as Item[]));
    start = res.LastEvaluatedKey;
  } while (start);
  return out;
}

function describeDifference(expected: Item, actual: Item): string {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((n) => !isDeepStrictEqual(expected[n], actual[n]))
    .map((n) => `${n}: bench ${JSON.stringify(expected[n])} ≠ product ${JSON.stringify(actual[n])}`)
    .join('; ');
}

/** The plan's warehouses, partners and items through the real services (the ids they mint go into the plan), and with `steps` every stock step. */
export async function replayCatalogue(replay: ImsPlan, steps: boolean): Promise<number> {
  const { companyId } = replay;
  for (const w of replay.warehouses)
    w.warehouseId = (
      await addWarehouse(
        systemAuditContext(companyId, 'bench', 'import'),
        { warehouseName: w.name, warehouseLocation: w.location },
        new Date(w.createdAt),
      )
    ).id;
  for (const p of replay.partners) {
    p.partnerId = (
      await addPartner(
        systemAuditContext(companyId, 'bench', 'import'),
        p.kind,
        { name: p.name, contactPerson: p.contactName, contactEmail: p.contactEmail, contactNumber: p.contactPhone, address: p.address },
        new Date(p.createdAt),
      )
    ).id;
  }
  let movements = 0;
  for (const item of replay.items) {
    item.itemId = (
      await addProduct(
        systemAuditContext(companyId, 'bench', 'import'),
        {
          name: item.name,
          sku: item.sku,
          description: item.description,
          barcode: item.barcode,
          category: item.categoryId,
          purchasePrice: fromCents(item.purchaseCents),
          sellingPrice: fromCents(item.salesCents),
          unit: item.unit as Unit,
        },
        new Date(item.createdAt),
      )
    ).id;
    if (!steps) continue;
    for (const step of item.steps) {
      const warehouseId = replay.warehouses[step.warehouse].warehouseId;
      if (step.kind === 'receipt')
        await addStock(
          systemAuditContext(companyId, 'bench', 'import'),
          { items: [{ productID: item.itemId, quantity: step.quantity, location: warehouseId }] },
          new Date(step.at),
        );
      else
        await adjustStock(
          systemAuditContext(companyId, 'bench', 'import'),
          { itemId: item.itemId, warehouseId, quantityChange: step.quantity, reason: step.reason },
          new Date(step.at),
        );
      movements += 1;
    }
  }
  return movements;
}

/** The plan's reorder rules through the real service (setReorderRule), each at its time. */
async function replayRules(replay: ImsPlan, rules: readonly PlanRule[]): Promise<void> {
  for (const r of rules)
    await setReorderRule(
      systemAuditContext(replay.companyId, 'bench', 'import'),
      {
        itemId: r.item.itemId,
        warehouseId: replay.warehouses[r.warehouse].warehouseId,
        min: r.min,
        max: r.max,
        multiple: r.multiple,
        supplierId: r.supplier.partnerId,
        leadTimeDays: r.leadTimeDays,
      },
      new Date(r.at),
    );
}

/**
 * What the orders leave on the catalogue's records, the stock side of receipts and fulfilments aside (the builders
 * do not write it): a pair's row with its on order and committed, the item's `orderRefs`, the warehouse's and the
 * partner's `orderCount`. Null for any other item.
 */
function orderSideOf(item: Item): Item | null {
  const sk = String(item.sk);
  const key = { pk: item.pk, sk: item.sk };
  const fields = (names: readonly string[]) => Object.fromEntries(names.filter((n) => item[n] !== undefined).map((n) => [n, item[n]]));
  if (sk.startsWith(imsKeys.warehouseStocksPrefix)) return { ...key, ...fields(['onOrder', 'committed']) };
  if (/^(ITEM#|WH#|SUP#|CUS#)/.test(sk)) return { ...key, ...fields(['orderRefs', 'orderCount']) };
  return null;
}

/** Sort keys of the purchasing items in the company partition (and the dashboard counters they move). */
const PURCHASING_SK = /^(PO#|PODATE#|SEQ#PO$|SEQ#INVPO$|INVPO#|POINV#|FINDAY#|IMSCOUNTERS$)/;
const isPurchasingItem = (item: Item) => String(item.pk).includes('#PO#') || PURCHASING_SK.test(String(item.sk));

/**
 * The purchase plan through the real services, order by order (addPurchaseOrder, then its events: receipts,
 * returns, payments, the invoice); the payment and return ids they mint go into the plan. Answers the company's
 * purchasing items as the product holds them, the lines' `lots` left out (the builders write no lots).
 */
async function replayPurchases(table: string, buyer: ImsPlan, purchases: PurchasePlan): Promise<Item[]> {
  const { companyId } = buyer;
  for (const o of purchases.orders) {
    const { id } = await addPurchaseOrder(
      systemAuditContext(companyId, 'purchaseOrderAdd', 'import'),
      {
        supplierId: o.supplier.partnerId,
        warehouseId: o.warehouse.warehouseId,
        totalDiscount: o.discount,
        orderItems: o.lines.map((l) => ({ item_id: l.item.itemId, quantity: l.quantity, discount: l.discount })),
      },
      new Date(o.createdAt),
    );
    if (id !== o.orderId) throw new ImsItemShapeMismatch(`purchase replay: order ${o.orderId} was numbered ${id}`);
    for (const e of o.events) {
      const at = new Date(e.at);
      if (e.kind === 'receive')
        await receivePurchaseItem(
          systemAuditContext(companyId, 'purchaseReceiveItem', 'import'),
          { purchaseOrderId: id, item: { purchase_order_item_id: e.line, to_receive: e.quantity } },
          at,
        );
      else if (e.kind === 'return')
        await returnPurchaseItems(
          systemAuditContext(companyId, 'purchaseReturnItems', 'import'),
          {
            purchaseOrderId: id,
            items: [
              { purchase_order_item_id: e.line, to_return_quantity: e.quantity, return_reason: e.reason, return_condition: e.condition },
            ],
          },
          at,
        );
      else if (e.kind === 'pay')
        await addPurchasePayment(
          systemAuditContext(companyId, 'purchasePaymentAdd', 'import'),
          { purchaseOrderId: id, paymentAmount: fromCents(e.amountCents), paymentMethod: e.method, paymentReference: e.reference },
          at,
        );
      else {
        const { invoiceId } = await generateInvoice(
          purchaseInvoices,
          systemAuditContext(companyId, 'purchaseInvoiceGenerate', 'import'),
          { orderId: id, due_date: e.dueDate, notes: e.notes },
          at,
        );
        if (Number(invoiceId) !== e.invoiceSeq)
          throw new ImsItemShapeMismatch(`purchase replay: invoice ${e.invoiceSeq} was numbered ${invoiceId}`);
      }
    }
  }
  const partitions = [
    imsKeys.companyPartition(companyId),
    ...purchases.orders.map((o) => imsKeys.purchaseOrderPartition(companyId, o.orderId)),
  ];
  const actual = (await Promise.all(partitions.map((pk) => queryPartition(table, pk)))).flat().filter(isPurchasingItem);
  for (const o of purchases.orders) {
    const own = actual.filter((i) => i.pk === imsKeys.purchaseOrderPartition(companyId, o.orderId));
    for (const e of o.events) {
      if (e.kind === 'pay') e.paymentId = String(own.find((i) => i.reference === e.reference && i.paymentId)?.paymentId ?? e.paymentId);
      if (e.kind === 'return') e.returnId = String(own.find((i) => i.lineId === e.line && i.returnId)?.returnId ?? e.returnId);
    }
  }
  return actual.map((i) =>
    String(i.sk).startsWith(imsKeys.purchaseOrdersPrefix) && Array.isArray(i.lines)
      ? { ...i, lines: (i.lines as Item[]).map(({ lots: _lots, ...line }) => line) }
      : i,
  );
}

/** Sort keys of the sales and expense items in the company partition (with the day rows and counters they move). */
const SALES_SK = /^(SO#|SODATE#|SEQ#SO$|SEQ#INVSO$|INVSO#|SOINV#|EXP#|FINDAY#|IMSCOUNTERS$)/;
const isSalesItem = (item: Item) => String(item.pk).includes('#SO#') || SALES_SK.test(String(item.sk));

/**
 * Sales through the real services: first one receipt (addStock) per item and warehouse, items in plan order (the
 * lots `oneLotPerItemAndWarehouse` numbers), then order by order addSalesOrder and its events (the fulfilment
 * warehouse assigned before the save, the save with every line oldest lot first, returns, payments, the invoice),
 * then the expenses (addExpense). The ids the services mint (shipments' saveId, payments, returns, expenses) go
 * into the plans. Answers the company's sales, expense, day-row and counter items as the product holds them.
 */
async function replaySales(table: string, seller: ImsPlan, sales: SalesPlan, expenses: PlanExpense[]): Promise<Item[]> {
  const { companyId } = seller;
  const stockedAt = new Date(Date.parse(sales.orders[0].createdAt) - 86_400_000);
  for (const item of seller.items)
    for (const w of seller.warehouses)
      await addStock(
        systemAuditContext(companyId, 'bench', 'import'),
        { items: [{ productID: item.itemId, quantity: 1_000, location: w.warehouseId }] },
        stockedAt,
      );
  for (const o of sales.orders) {
    const { id } = await addSalesOrder(
      systemAuditContext(companyId, 'salesOrderAdd', 'import'),
      {
        selectedCustomer: o.customer.partnerId,
        selectedWarehouse: o.warehouse.warehouseId,
        discount: o.discount,
        addedItems: o.lines.map((l) => ({ item_id: l.item.itemId, quantity: l.quantity, discount: l.discount })),
      },
      new Date(o.createdAt),
    );
    if (id !== o.orderId) throw new ImsItemShapeMismatch(`sales replay: order ${o.orderId} was numbered ${id}`);
    for (const e of o.events) {
      const at = new Date(e.at);
      if (e.kind === 'fulfil') {
        await assignFulfilmentWarehouse(systemAuditContext(companyId, 'salesWarehouseAssign', 'import'), {
          warehouseId: o.warehouse.warehouseId,
          saleOrderId: id,
        });
        await saveFulfilment(
          systemAuditContext(companyId, 'salesFulfilmentSave', 'import'),
          { orderId: id, items: e.lines.map((l) => ({ item_id: o.lines[l.line - 1].item.itemId, quantity: l.quantity })) },
          at,
        );
      } else if (e.kind === 'return')
        await returnSalesItems(
          systemAuditContext(companyId, 'salesReturnItems', 'import'),
          {
            salesOrderId: id,
            items: [{ cogs_id: String(e.cogs), to_return_quantity: e.quantity, return_reason: e.reason, return_condition: e.condition }],
          },
          at,
        );
      else if (e.kind === 'pay')
        await addSalesPayment(
          systemAuditContext(companyId, 'salesPaymentAdd', 'import'),
          { salesOrderId: id, paymentAmount: fromCents(e.amountCents), paymentMethod: e.method, paymentReference: e.reference },
          at,
        );
      else {
        const { invoiceId } = await generateInvoice(
          salesInvoices,
          systemAuditContext(companyId, 'salesInvoiceGenerate', 'import'),
          { orderId: id, due_date: e.dueDate, notes: e.notes },
          at,
        );
        if (Number(invoiceId) !== e.invoiceSeq)
          throw new ImsItemShapeMismatch(`sales replay: invoice ${e.invoiceSeq} was numbered ${invoiceId}`);
      }
    }
  }
  for (const e of expenses)
    await addExpense(
      systemAuditContext(companyId, 'bench', 'import'),
      { category: e.categoryId, amount: fromCents(e.amountCents), description: e.description, date: e.date },
      new Date(e.createdAt),
    );
  const partitions = [imsKeys.companyPartition(companyId), ...sales.orders.map((o) => imsKeys.salesOrderPartition(companyId, o.orderId))];
  const actual = (await Promise.all(partitions.map((pk) => queryPartition(table, pk)))).flat().filter(isSalesItem);
  for (const o of sales.orders) {
    const own = actual.filter((i) => i.pk === imsKeys.salesOrderPartition(companyId, o.orderId));
    for (const e of o.events) {
      if (e.kind === 'fulfil')
        e.saveId = String(own.find((i) => String(i.sk).startsWith(imsKeys.salesShipmentsPrefix))?.saveId ?? e.saveId);
      if (e.kind === 'pay') e.paymentId = String(own.find((i) => i.reference === e.reference && i.paymentId)?.paymentId ?? e.paymentId);
      if (e.kind === 'return') e.returnId = String(own.find((i) => i.cogsSeq === e.cogs && i.returnId)?.returnId ?? e.returnId);
    }
  }
  for (const e of expenses)
    e.expenseId = String(actual.find((i) => i.description === e.description && i.expenseId)?.expenseId ?? e.expenseId);
  return actual;
}

/**
 * Replays a small plan through the real services (addWarehouse, addPartner, addProduct, then every step with
 * addStock or adjustStock, in the plan's order) in a scratch table, then compares every item of the company
 * partition and of every item partition with what ims-dataset.ts builds for the same plan and the ids the
 * services minted. Throws ImsItemShapeMismatch, listing the differences, when one item differs or exists on
 * one side only (so a new record kind written by the services is noticed too).
 */
export async function checkImsItemShapes(env: BenchEnvironment, now = new Date()): Promise<ImsConsistencyCheck> {
  const started = performance.now();
  const previousTable = process.env.TABLE_NAME;
  const table = await env.scratchTable('bench-ims-check');
  process.env.TABLE_NAME = table;
  try {
    const companyId = ulid();
    const replay = buildImsPlan(CHECK_IMS, companyId, now);
    const movements = await replayCatalogue(replay, true);
    // then its reorder rules (some below min, some not), after the history as in the seed
    const rules = buildReorderRules(replay, orderFigures({}), now);
    await replayRules(replay, rules);
    const counts = emptyImsCounts();
    const expected = [...countedItems(imsCompanyItems(replay, counts, { rules }), counts)];
    const partitions = [imsKeys.companyPartition(companyId), ...replay.items.map((i) => imsKeys.itemPartition(companyId, i.itemId))];
    const actual = (await Promise.all(partitions.map((pk) => queryPartition(table, pk)))).flat();

    // purchasing, in a company of its own: its receipts move stock the builders leave out (ims-purchasing.ts)
    const buyer = buildImsPlan({ ...CHECK_IMS, hotItems: 0 }, ulid(), now);
    for (const item of buyer.items) item.steps = [];
    await replayCatalogue(buyer, false);
    const purchases = buildPurchasePlan(buyer, CHECK_IMS.purchaseOrders, now);
    const purchaseActual = await replayPurchases(table, buyer, purchases);
    const stockItems = expected.length;
    const purchaseCounts = emptyImsCounts();
    const buyerItems = [...imsCompanyItems(buyer, purchaseCounts, { purchases })];
    expected.push(...buyerItems.filter(isPurchasingItem));
    actual.push(...purchaseActual);
    // what the orders leave on the pairs, items, warehouses and suppliers (only orders made the buyer's pairs' rows)
    let orderSideItems = 0;
    const orderSide = async (plan: ImsPlan, built: Item[], everyRow: boolean) => {
      const partitions = [
        imsKeys.companyPartition(plan.companyId),
        ...plan.items.map((i) => imsKeys.itemPartition(plan.companyId, i.itemId)),
      ];
      const bench = built.map(orderSideOf).filter((i): i is Item => i !== null);
      const keys = new Set(bench.map((i) => `${String(i.pk)} | ${String(i.sk)}`));
      const product = (await Promise.all(partitions.map((pk) => queryPartition(table, pk))))
        .flat()
        .map(orderSideOf)
        .filter((i): i is Item => i !== null)
        // the seller's receipts gave every pair a row; those no order named are not the builders' to make
        .filter((i) => everyRow || keys.has(`${String(i.pk)} | ${String(i.sk)}`) || Number(i.onOrder ?? 0) || Number(i.committed ?? 0));
      expected.push(...bench);
      actual.push(...product);
      orderSideItems += bench.length;
    };
    await orderSide(buyer, buyerItems, true);

    // sales and expenses, in a third company: one receipt per item and warehouse gives every line its one lot
    const seller = buildImsPlan({ ...CHECK_IMS, hotItems: 0 }, ulid(), now);
    for (const item of seller.items) item.steps = [];
    await replayCatalogue(seller, false);
    const sales = buildSalesPlan(seller, CHECK_IMS.salesOrders, now, oneLotPerItemAndWarehouse(seller.warehouses.length));
    const expenses = buildExpensePlan(CHECK_IMS.expenses, now);
    const salesActual = await replaySales(table, seller, sales, expenses);
    const salesCounts = emptyImsCounts();
    const sellerItems = [...imsCompanyItems(seller, salesCounts, { sales, expenses })];
    expected.push(...sellerItems.filter(isSalesItem));
    actual.push(...salesActual);
    await orderSide(seller, sellerItems, false);

    // counts and transfers, in a fourth company: each pair's stock one receipt, so every line leaves one known lot
    const floorCompany = buildImsPlan({ ...CHECK_IMS, items: 15, hotItems: 0 }, ulid(), now);
    for (const item of floorCompany.items) item.steps = [];
    await replayCatalogue(floorCompany, false);
    const floorStock = await replayFloorStock(floorCompany, new Date(now.getTime() - 400 * 86_400_000));
    const floor = buildFloorPlan(floorCompany, floorShapeOf({ items: 0 }), now, floorStock);
    const floorActual = await replayFloor(floor, (pk) => queryPartition(table, pk));
    expected.push(...floorItems(floor, emptyFloorCounts()));
    actual.push(...floorActual);
    // and what the transfers' creates counted on the items and warehouses
    const floorFigures = orderFigures({});
    addFloorReferences(floor, floorFigures);
    await orderSide(floorCompany, [...imsCompanyItems(floorCompany, emptyImsCounts(), { figures: floorFigures })], false);

    const keyOf = (i: Item) => `${String(i.pk)} | ${String(i.sk)}`;
    const productItems = new Map(actual.map((i) => [keyOf(i), i]));
    const benchItems = new Map(expected.map((i) => [keyOf(i), i]));
    const problems = new Map<string, { count: number; example: string }>();
    const note = (group: string, example: string) => {
      const p = problems.get(group) ?? { count: 0, example };
      p.count += 1;
      problems.set(group, p);
    };
    const kindOf = (k: string) => k.split(' | ')[1]?.split('#')[0] ?? k;
    if (benchItems.size !== expected.length) note('duplicate keys', `${expected.length - benchItems.size} duplicates in the bench's items`);
    for (const [k, item] of benchItems) {
      const product = productItems.get(k);
      if (!product) note(`${kindOf(k)}# only in the bench's items`, k);
      else if (!isDeepStrictEqual(item, product)) {
        const diff = describeDifference(item, product);
        note(
          `${kindOf(k)}# ${diff
            .split('; ')
            .map((d) => d.split(':')[0])
            .join(',')}`,
          `${k}: ${diff}`,
        );
      }
    }
    for (const k of productItems.keys()) if (!benchItems.has(k)) note(`${kindOf(k)}# only in the product's items`, k);
    // the portal's email lookup items addPartner wrote for the first company's customers (under each email's partition;
    // the marker is the backfill's, not addPartner's)
    for (const item of portalLookupItems(companyId, 'customer', planCustomers(replay), { marker: false })) {
      const [product] = (await queryPartition(table, String(item.pk))).filter((i) => i.sk === item.sk);
      if (!product) note("PORTALEMAIL# only in the bench's items", keyOf(item));
      else if (!isDeepStrictEqual(item, product)) note('PORTALEMAIL# differs', `${keyOf(item)}: ${describeDifference(item, product)}`);
    }
    if (problems.size) {
      const total = [...problems.values()].reduce((s, p) => s + p.count, 0);
      throw new ImsItemShapeMismatch(
        `the bench's item builders (tests/bench/ims-dataset.ts) no longer match what the inventory services write (${total} items differ): ${[
          ...problems,
        ]
          .map(([group, p]) => `[${group}] ×${p.count}, e.g. ${p.example}`)
          .join(' · ')}`,
      );
    }
    return {
      items: stockItems,
      movements,
      lots: counts.lots,
      purchaseOrders: purchaseCounts.purchases.orders,
      purchaseItems: purchaseActual.length,
      salesOrders: salesCounts.sales.orders,
      expenses: salesCounts.expenses,
      salesItems: salesActual.length,
      rules: counts.rules,
      belowMin: counts.belowMin,
      orderSideItems,
      stockCounts: floor.counts.length,
      transfers: floor.transfers.length,
      floorItems: floorActual.length,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    if (previousTable) process.env.TABLE_NAME = previousTable;
    await env.dropTable(table).catch(() => undefined);
  }
}

/** Inventory records and their items (toItem / fromItem per entity). Money is integer cents. */
import { fulfilmentStatus, receivingStatus, type OrderEnd } from '../../shared/inventory/rules.ts';
import { withoutKeys, type Item } from '../lib/dynamo/item.ts';
import type { MovementType } from '../../shared/inventory/schemas.ts';
import type { ShippedLot } from '../../shared/inventory/transfer-rules.ts';
import type { TransferStatus } from '../../shared/inventory/transfers.ts';
import * as imsKeys from './keys.ts';
import type { PartnerKind } from './keys.ts';

/** ULIDs: 26 Crockford base-32 characters; anything else is not one of our ids (a 404, no read). */
export const isUlid = (id: unknown): id is string => typeof id === 'string' && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id);

export const normalizeName = (name: string) => name.trim().toLowerCase();

// ───────────────────────────── warehouses ─────────────────────────────

export interface WarehouseRecord {
  companyId: string;
  warehouseId: string;
  name: string;
  location: string;
  createdAt: string;
  /** Raised by every edit (absent: 0). */
  version?: number;
}

export const warehouseToItem = (w: WarehouseRecord): Item => ({ ...imsKeys.warehouse(w.companyId, w.warehouseId), ...w });
export const warehouseFromItem: (item: Item) => WarehouseRecord = withoutKeys;
export const warehouseNameClaimToItem = (w: WarehouseRecord): Item => ({
  ...imsKeys.warehouseNameClaim(w.companyId, normalizeName(w.name)),
  warehouseId: w.warehouseId,
});

// ───────────────────────────── suppliers and customers ─────────────────────────────

export interface PartnerRecord {
  companyId: string;
  kind: PartnerKind;
  partnerId: string;
  name: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  createdAt: string;
  updatedAt?: string;
  /** Raised by every edit (absent: 0). */
  version?: number;
  /** Orders naming it (moved in their create and edit transactions; the delete's guard). */
  orderCount?: number;
  /** Reorder rules naming it as their preferred supplier (data/reorder.ts; the delete's guard). */
  ruleCount?: number;
}

export const partnerToItem = (p: PartnerRecord): Item => ({ ...imsKeys.partner(p.companyId, p.kind, p.partnerId), ...p });
export const partnerFromItem: (item: Item) => PartnerRecord = withoutKeys;

// ───────────────────────────── catalogue ─────────────────────────────

export interface CategoryRecord {
  companyId: string;
  categoryId: string;
  name: string;
  createdAt: string;
  /** Raised by every edit (absent: 0). */
  version?: number;
}

export const categoryToItem = (c: CategoryRecord): Item => ({ ...imsKeys.category(c.companyId, c.categoryId), ...c });
export const categoryFromItem: (item: Item) => CategoryRecord = withoutKeys;
export const categoryNameClaimToItem = (c: CategoryRecord): Item => ({
  ...imsKeys.categoryNameClaim(c.companyId, normalizeName(c.name)),
  categoryId: c.categoryId,
});

export interface ItemRecord {
  companyId: string;
  itemId: string;
  name: string;
  sku: string;
  barcode: string;
  description: string;
  categoryId: string;
  /** A copy of the category's name when it was set (a renamed custom category: the name of today is read, services/catalogue). */
  categoryName: string;
  purchaseCents: number;
  salesCents: number;
  unit: string;
  /** Units on hand in every warehouse: maintained with every stock change. */
  stock: number;
  /** How many stock movements the item has: movement n is MOV#n, so any page is a key range. */
  movementCount: number;
  imageKey?: string;
  createdAt: string;
  /** Changes with every edit and image: updates are conditioned on the one they read. */
  updatedAt: string;
  /** Raised by every edit of the details (absent: 0): the client's `version`. */
  version?: number;
  /** Archived: out of lists, pickers and search (its index entries are its `IARCH#` marker only); history stays. */
  archived?: boolean;
  /** How many orders name it (moved in their create transactions); absent on items older than the count. */
  orderRefs?: number;
  /** How many reorder rules name it (data/reorder.ts; absent: none): the delete's guard, like `orderRefs`. */
  ruleCount?: number;
}

export const normalizeCode = (code: string) => code.trim().toLowerCase();

export const itemToItem = (i: ItemRecord): Item => ({
  ...imsKeys.item(i.companyId, i.itemId),
  ...(i.stock <= imsKeys.LOW_STOCK_THRESHOLD ? imsKeys.lowStockIndex(i.companyId, i.stock, i.itemId) : {}),
  ...i,
});
export const itemFromItem: (item: Item) => ItemRecord = withoutKeys;

// ───────────── item search: the start of any word of the name, or of the SKU or barcode ─────────────

/** Search text: lower case, trimmed, runs of white space as one space, no control characters (the marker below). */
export const normalizeSearch = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** How many word starts of a name get a search token (keeps an item's edit within one transaction). */
export const MAX_NAME_WORD_STARTS = 16;
/** Marks where an earlier term begins in a token's `earlier` (never in normalised search text). */
export const TERM_MARK = '\u0001';

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * Where the words of a normalised name start: after a space, and at a letter or digit after any other
 * character ("drill/driver", "(m4)", "18-v"); at most MAX_NAME_WORD_STARTS. Each start's suffix is one
 * search term, so "drill 18" finds "Cordless Drill 18 V" as "drill" does.
 */
export function nameWordStarts(name: string): number[] {
  const starts: number[] = [];
  for (let i = 0; i < name.length && starts.length < MAX_NAME_WORD_STARTS; i += 1) {
    const prev = name[i - 1];
    if (name[i] === ' ') continue;
    if (i === 0 || prev === ' ' || (isWordChar(name[i]) && !isWordChar(prev))) starts.push(i);
  }
  return starts;
}

export interface SearchTerm {
  term: string;
  field: imsKeys.SearchField;
  /**
   * The item's terms before this one (name words in order, then SKU, then barcode), each after TERM_MARK and
   * cut to this term's length: a query matching this term matches an earlier one too exactly when
   * `earlier` contains TERM_MARK + query, and the search then skips this token (one row per item).
   */
  earlier: string;
}

/** An item's search terms: every word start of its name, its SKU and its barcode, distinct, in that order. */
export function itemSearchTerms(i: Pick<ItemRecord, 'name' | 'sku' | 'barcode'>): SearchTerm[] {
  const name = normalizeSearch(i.name);
  const all: Array<[string, imsKeys.SearchField]> = [
    ...nameWordStarts(name).map((start): [string, imsKeys.SearchField] => [name.slice(start), 'name']),
    [normalizeSearch(i.sku), 'sku'],
    [normalizeSearch(i.barcode), 'barcode'],
  ];
  return all.map(([term, field], n) => ({
    term,
    field,
    earlier: all
      .slice(0, n)
      .map(([before]) => TERM_MARK + before.slice(0, term.length))
      .join(''),
  }));
}

/** What a record claims and indexes: its SKU and barcode, its search tokens (itemSearchTerms), its category. */
export function itemSideItems(i: ItemRecord): { claims: Item[]; index: Item[] } {
  const refs = { itemId: i.itemId, categoryId: i.categoryId };
  return {
    claims: [
      { ...imsKeys.skuClaim(i.companyId, normalizeCode(i.sku)), itemId: i.itemId },
      { ...imsKeys.barcodeClaim(i.companyId, normalizeCode(i.barcode)), itemId: i.itemId },
    ],
    index: i.archived
      ? [{ ...imsKeys.archivedItem(i.companyId, i.itemId), itemId: i.itemId }]
      : [
          ...itemSearchTerms(i).map(({ term, field, earlier }) => ({
            ...imsKeys.searchToken(i.companyId, term, i.itemId, field),
            ...refs,
            ...(earlier ? { earlier } : {}),
          })),
          { ...imsKeys.categoryMember(i.companyId, i.categoryId, i.itemId), ...refs },
        ],
  };
}

// ───────────────────────────── stock ─────────────────────────────

export interface LotRecord {
  companyId: string;
  itemId: string;
  warehouseId: string;
  /** Company-wide lot sequence: the batch number is LOT-<seq>. */
  seq: number;
  batch: string;
  quantity: number;
  remaining: number;
  unitCostCents: number;
  receivedAt: string;
  /** The purchase order it came from, when it did. */
  poNumber?: string;
}

export const lotToItem = (l: LotRecord): Item => ({
  ...imsKeys.lot(l.companyId, l.itemId, l.warehouseId, l.seq),
  ...imsKeys.lotNumberIndex(l.companyId, l.seq),
  ...(l.remaining > 0 ? imsKeys.openLotIndex(l.companyId, l.itemId, l.warehouseId, l.seq) : {}),
  ...l,
});
export const lotFromItem: (item: Item) => LotRecord = withoutKeys;

export interface WarehouseStockRecord {
  companyId: string;
  itemId: string;
  warehouseId: string;
  /**
   * A copy of the warehouse's name at its last stock change; '' on a row an order or a reorder rule made before any
   * stock change (data/reorder.ts), which the item's stock per warehouse leaves out.
   */
  warehouseName: string;
  /** On hand. */
  quantity: number;
  /** Units on open purchase lines for this warehouse not yet received (absent: 0). */
  onOrder?: number;
  /** Units on open sales lines assigned to this warehouse not yet fulfilled (absent: 0). */
  committed?: number;
  /** Units shipped towards this warehouse by transfers, not yet received or lost (absent: 0). */
  inTransit?: number;
  /** On hand + on order − committed, kept with every write (data/reorder.ts): the condition the below-min index is decided on. */
  projected?: number;
  /** The pair's reorder rule (data/reorder.ts). */
  rule?: StoredReorderRule;
  /** ISO time the pair went below min; present exactly while it is in the below-min index. */
  belowMinSince?: string;
  /** While the item is archived: its rules are kept but paused, so the pair is never in the below-min index. */
  rulePaused?: true;
}

export interface StoredReorderRule {
  min: number;
  max: number;
  multiple: number;
  supplierId: string;
  leadTimeDays: number;
  updatedAt: string;
}

export const warehouseStockFromItem: (item: Item) => WarehouseStockRecord = withoutKeys;

export interface MovementRecord {
  companyId: string;
  itemId: string;
  seq: number;
  type: MovementType;
  quantityChange: number;
  previousQuantity: number;
  newQuantity: number;
  warehouseId: string;
  warehouseName: string;
  reference: string;
  createdAt: string;
}

export const movementToItem = (m: MovementRecord): Item => ({ ...imsKeys.movement(m.companyId, m.itemId, m.seq), ...m });
export const movementFromItem: (item: Item) => MovementRecord = withoutKeys;

// ───────────────────────────── purchase orders ─────────────────────────────

export interface PurchaseOrderLine {
  /** 1-based position in the order (purchase_order_item_id). */
  lineId: number;
  itemId: string;
  itemName: string;
  sku: string;
  quantity: number;
  receivedQuantity: number;
  returnedQuantity: number;
  unitCents: number;
  /** Percent 0–100, up to 2 decimals. */
  discount: number;
  totalCents: number;
  /** The lots this line's receipts created (sequence numbers): what a return may take back. */
  lots?: number[];
}

export interface PurchaseOrderRecord {
  companyId: string;
  /** The sequence number: order 7 is PO-00007. */
  orderId: number;
  supplierId: string;
  supplierName: string;
  warehouseId: string;
  warehouseName: string;
  /** Overall discount percent 0–100. */
  discount: number;
  subtotalCents: number;
  totalCents: number;
  orderedQuantity: number;
  receivedQuantity: number;
  paidCents: number;
  returnedCents: number;
  lines: PurchaseOrderLine[];
  /** yyyy-mm-dd (UTC) the order was placed. */
  orderDate: string;
  createdAt: string;
  /** Bumped by every change; writes are conditioned on the version they read. */
  version: number;
  /** Set when the order was cancelled or closed (CORRECTIONS.md): its status from then on. */
  closedAs?: OrderEnd;
  closeReason?: string;
  closedAt?: string;
  /** A draft (AUTOMATION.md "Replenishment"): header and lines only, counted nowhere until it is placed. */
  draft?: boolean;
}

/** What an order's status is: a draft, how it ended, or how far its goods have come. */
export const purchaseOrderStatus = (o: PurchaseOrderRecord) =>
  o.draft ? 'Draft' : (o.closedAs ?? receivingStatus(o.receivedQuantity, o.orderedQuantity));
export const salesOrderStatus = (o: SalesOrderRecord) => o.closedAs ?? fulfilmentStatus(o.deliveredQuantity, o.orderedQuantity);

/** A payment voided (CORRECTIONS.md): it stays, marked, and no longer counts as paid. */
export interface VoidedMark {
  voided?: boolean;
  voidReason?: string;
  voidedAt?: string;
}

export const purchaseOrderToItem = (o: PurchaseOrderRecord): Item => ({
  ...imsKeys.purchaseOrder(o.companyId, o.orderId),
  ...imsKeys.purchaseOrderIndexes(o.companyId, o.orderId, o.supplierId, o.warehouseId, purchaseOrderStatus(o)),
  ...o,
});
export const purchaseOrderFromItem: (item: Item) => PurchaseOrderRecord = withoutKeys;

export interface PurchasePaymentRecord extends VoidedMark {
  companyId: string;
  orderId: number;
  paymentId: string;
  amountCents: number;
  method: 'cash' | 'cheque' | 'transfer';
  reference: string;
  createdAt: string;
}

export const purchasePaymentToItem = (p: PurchasePaymentRecord): Item => ({
  ...imsKeys.purchasePayment(p.companyId, p.orderId, p.paymentId),
  ...p,
});
export const purchasePaymentFromItem: (item: Item) => PurchasePaymentRecord = withoutKeys;

export interface PurchaseReturnRecord {
  companyId: string;
  orderId: number;
  returnId: string;
  lineId: number;
  itemId: string;
  quantity: number;
  reason: string;
  condition: 'Damaged' | 'Good';
  /** quantity × the line's net unit cost. */
  creditCents: number;
  createdAt: string;
}

export const purchaseReturnToItem = (r: PurchaseReturnRecord): Item => ({
  ...imsKeys.purchaseReturn(r.companyId, r.orderId, r.returnId),
  ...r,
});

// Purchase and sales invoices and the customer links: ./invoice-records.ts

// ───────────────────────────── sales orders ─────────────────────────────

export interface SalesOrderLine {
  /** 1-based position in the order (sales_order_item_id). */
  lineId: number;
  itemId: string;
  itemName: string;
  sku: string;
  description: string;
  quantity: number;
  deliveredQuantity: number;
  returnedQuantity: number;
  /** The item's sales price when the order was placed. */
  unitCents: number;
  /** Percent 0–100, up to 2 decimals. */
  discount: number;
  totalCents: number;
}

/** A fulfilment save too large for one transaction, applied in steps (services/sales-fulfilment.ts). */
export interface PendingFulfilment {
  saveId: string;
  createdAt: string;
  lines: Array<{ lineId: number; quantity: number; lotSeq?: number }>;
  /** Lines whose step has been written. */
  applied: number[];
}

export interface SalesOrderRecord {
  companyId: string;
  /** The sequence number: order 7 is SO-00007. */
  orderId: number;
  customerId: string;
  customerName: string;
  /** The warehouse chosen when the order was placed. */
  warehouseId: string;
  warehouseName: string;
  /** The fulfilment warehouse, once assigned (never changes after). */
  fulfilWarehouseId?: string;
  fulfilWarehouseName?: string;
  /** Overall discount percent 0–100. */
  discount: number;
  subtotalCents: number;
  totalCents: number;
  orderedQuantity: number;
  deliveredQuantity: number;
  paidCents: number;
  returnedCents: number;
  lines: SalesOrderLine[];
  /** How many COGS rows and shipments the order has: row n is COGS#n, shipment n is SHIP#n. */
  cogsCount: number;
  shipmentCount: number;
  pendingFulfilment?: PendingFulfilment;
  /** yyyy-mm-dd (UTC) the order was placed. */
  orderDate: string;
  createdAt: string;
  /** Bumped by every change; writes are conditioned on the version they read. */
  version: number;
  /** Set when the order was cancelled or closed (CORRECTIONS.md): its status from then on. */
  closedAs?: OrderEnd;
  closeReason?: string;
  closedAt?: string;
}

export const salesOrderToItem = (o: SalesOrderRecord): Item => ({
  ...imsKeys.salesOrder(o.companyId, o.orderId),
  ...imsKeys.salesOrderIndexes(o.companyId, o.orderId, o.customerId, salesOrderStatus(o)),
  ...o,
});
export const salesOrderFromItem: (item: Item) => SalesOrderRecord = withoutKeys;

export interface SalesPaymentRecord extends VoidedMark {
  companyId: string;
  orderId: number;
  paymentId: string;
  amountCents: number;
  method: 'cash' | 'cheque' | 'transfer';
  reference: string;
  createdAt: string;
}

export const salesPaymentToItem = (p: SalesPaymentRecord): Item => ({ ...imsKeys.salesPayment(p.companyId, p.orderId, p.paymentId), ...p });
export const salesPaymentFromItem: (item: Item) => SalesPaymentRecord = withoutKeys;

/** Cost of goods sold: units of one order line taken from one lot, at the lot's unit cost. */
export interface SalesCogsRecord {
  companyId: string;
  orderId: number;
  cogsSeq: number;
  shipmentSeq: number;
  lineId: number;
  itemId: string;
  itemName: string;
  sku: string;
  warehouseId: string;
  lotSeq: number;
  batch: string;
  poNumber?: string;
  supplierName?: string;
  quantity: number;
  /** Units of this row returned (Good or Damaged). */
  returnedQuantity: number;
  unitCostCents: number;
  createdAt: string;
}

export const salesCogsToItem = (c: SalesCogsRecord): Item => ({ ...imsKeys.salesCogs(c.companyId, c.orderId, c.cogsSeq), ...c });
export const salesCogsFromItem: (item: Item) => SalesCogsRecord = withoutKeys;

export interface SalesShipmentRecord {
  companyId: string;
  orderId: number;
  shipmentSeq: number;
  /** The save it belongs to (a save applied in steps has one shipment per step). */
  saveId: string;
  warehouseId: string;
  warehouseName: string;
  lines: Array<{
    lineId: number;
    itemId: string;
    itemName: string;
    sku: string;
    quantity: number;
    lots: Array<{ lotSeq: number; batch: string; poNumber?: string; quantity: number; unitCostCents: number }>;
  }>;
  createdAt: string;
}

export const salesShipmentToItem = (s: SalesShipmentRecord): Item => ({
  ...imsKeys.salesShipment(s.companyId, s.orderId, s.shipmentSeq),
  ...s,
});
export const salesShipmentFromItem: (item: Item) => SalesShipmentRecord = withoutKeys;

export interface SalesReturnRecord {
  companyId: string;
  orderId: number;
  returnId: string;
  cogsSeq: number;
  lineId: number;
  itemId: string;
  itemName: string;
  sku: string;
  warehouseId: string;
  warehouseName: string;
  lotSeq: number;
  batch: string;
  quantity: number;
  reason: string;
  condition: 'Damaged' | 'Good';
  /** quantity × the line's net unit price. */
  creditCents: number;
  createdAt: string;
}

export const salesReturnToItem = (r: SalesReturnRecord): Item => ({
  ...imsKeys.salesReturn(r.companyId, r.orderId, r.condition, r.returnId),
  ...r,
});
export const salesReturnFromItem: (item: Item) => SalesReturnRecord = withoutKeys;

// ───────────────────────────── stock counts (WAREHOUSE.md "Stock counts") ─────────────────────────────

export interface StockCountRecord {
  companyId: string;
  /** The count's sequence: count 7 is CNT-00007, id "7" in the API. */
  countSeq: number;
  warehouseId: string;
  /** A copy of the warehouse's name when the count started. */
  warehouseName: string;
  /** What it covers: a category's name, "Chosen items" or "All items". */
  scopeLabel: string;
  categoryId?: string;
  blind: boolean;
  status: 'Open' | 'Completed' | 'Cancelled';
  lineCount: number;
  /** Lines counted at least once: moved in each record's transaction. */
  countedLines: number;
  /** Set when a completion started (the reason and version are then decided): records and cancels are refused, a retry continues. */
  completing?: boolean;
  /** Σ of the posted lines' values (cents, signed), moved by each completion step. */
  varianceCents?: number;
  reason?: string;
  createdAt: string;
  createdBy: string;
  completedAt?: string;
  cancelledAt?: string;
  /** Raised by complete and cancel: the client's `version`. */
  version: number;
}

export const stockCountToItem = (c: StockCountRecord): Item => ({
  ...imsKeys.stockCount(c.companyId, c.countSeq),
  ...imsKeys.stockCountIndexes(c.companyId, c.countSeq, c.warehouseId, c.status),
  ...c,
});
export const stockCountFromItem: (item: Item) => StockCountRecord = withoutKeys;

export interface StockCountLineRecord {
  companyId: string;
  countSeq: number;
  itemId: string;
  itemName: string;
  sku: string;
  barcode: string;
  /** The warehouse's stock of the item when the count started. */
  expected: number;
  /** The last count recorded; absent: not counted yet. */
  counted?: number;
  /** The warehouse's stock of the item when `counted` was recorded (checked in the same transaction). */
  stockAtRecord?: number;
  countedAt?: string;
  countedBy?: string;
  /** Set by the completion step that posted the line's adjustment (its condition: a retry never posts twice). */
  posted?: boolean;
  adjusted?: number;
  valueCents?: number;
}

export const stockCountLineToItem = (l: StockCountLineRecord): Item => ({
  ...imsKeys.stockCountLine(l.companyId, l.countSeq, l.itemId),
  ...l,
});
export const stockCountLineFromItem: (item: Item) => StockCountLineRecord = withoutKeys;

// ───────────────────────────── transfers (WAREHOUSE.md "Transfers") ─────────────────────────────

export interface TransferLineRecord {
  itemId: string;
  /** Copies of the item's name, SKU and barcode when the line was written. */
  itemName: string;
  sku: string;
  barcode: string;
  quantity: number;
  /** What the ship took from the source, lot by lot oldest first (cost, received date): the queue of what is in transit. */
  shippedLots: ShippedLot[];
  received: number;
  /** Posted as lost when the transfer was closed, and its cost. */
  lost: number;
  lostCents: number;
}

export interface TransferRecord {
  companyId: string;
  /** The sequence number: transfer 4 is TO-00004, id "4" in the API. */
  transferId: number;
  fromWarehouseId: string;
  fromWarehouseName: string;
  toWarehouseId: string;
  toWarehouseName: string;
  status: TransferStatus;
  lines: TransferLineRecord[];
  note: string;
  createdAt: string;
  shippedAt?: string;
  /** Last receipt, close or cancel. */
  endedAt?: string;
  /** The reason of a close or a cancel. */
  reason?: string;
  /** Bumped by every change; writes are conditioned on the version they read. */
  version: number;
}

export const transferToItem = (t: TransferRecord): Item => ({
  ...imsKeys.transfer(t.companyId, t.transferId),
  ...imsKeys.transferStatusIndex(t.companyId, t.transferId, t.status),
  ...t,
});
export const transferFromItem: (item: Item) => TransferRecord = withoutKeys;

/**
 * Every key of the inventory area (import as a namespace: `import * as imsKeys from './keys.ts'`, so a
 * Lambda bundles only the builders it calls). Warehouses, suppliers and customers live in the company
 * partition under ULID sort keys, so "newest first" is one descending Query; name claims make names unique.
 */
import { companyPk } from '../lib/dynamo/company.ts';
import { notFound } from '../lib/errors.ts';
import { warehouseInScope } from '../lib/scope.ts';

/**
 * The backstop of warehouse scope (ROLES.md): no key of a warehouse outside the calling account's scope is ever built,
 * neither the warehouse's own nor a stock key that carries its id. The data access answers such a warehouse (or an
 * order of it) as not found before it gets here; reaching this is a path that forgot to.
 */
function inScope(warehouseId: string): string {
  if (!warehouseInScope(warehouseId)) throw notFound();
  return warehouseId;
}

export const companyPartition = companyPk;

export const warehouse = (companyId: string, warehouseId: string) => ({ pk: companyPk(companyId), sk: `WH#${inScope(warehouseId)}` });
export const warehousesPrefix = 'WH#';
/** Uniqueness claim of a warehouse name (trimmed, case-insensitive). */
export const warehouseNameClaim = (companyId: string, normalizedName: string) => ({
  pk: companyPk(companyId),
  sk: `WHNAME#${normalizedName}`,
});

export type PartnerKind = 'supplier' | 'customer';
const PARTNER_PREFIX: Record<PartnerKind, string> = { supplier: 'SUP#', customer: 'CUS#' };
export const partner = (companyId: string, kind: PartnerKind, partnerId: string) => ({
  pk: companyPk(companyId),
  sk: `${PARTNER_PREFIX[kind]}${partnerId}`,
});
export const partnersPrefix = (kind: PartnerKind) => PARTNER_PREFIX[kind];

// Catalogue: custom categories (the defaults are constants), items with their SKU and barcode claims,
// search tokens (one per name, SKU and barcode, sorted by the lower-cased term) and category membership.
export const category = (companyId: string, categoryId: string) => ({ pk: companyPk(companyId), sk: `ICAT#${categoryId}` });
export const categoriesPrefix = 'ICAT#';
export const categoryNameClaim = (companyId: string, normalizedName: string) => ({
  pk: companyPk(companyId),
  sk: `ICATNAME#${normalizedName}`,
});

export const item = (companyId: string, itemId: string) => ({ pk: companyPk(companyId), sk: `ITEM#${itemId}` });
export const itemsPrefix = 'ITEM#';
export const skuClaim = (companyId: string, normalizedSku: string) => ({ pk: companyPk(companyId), sk: `ISKU#${normalizedSku}` });
export const barcodeClaim = (companyId: string, normalizedBarcode: string) => ({
  pk: companyPk(companyId),
  sk: `IBAR#${normalizedBarcode}`,
});

export type SearchField = 'name' | 'sku' | 'barcode';
export const searchToken = (companyId: string, term: string, itemId: string, field: SearchField) => ({
  pk: companyPk(companyId),
  sk: `ISRCH#${term}#${itemId}#${field}`,
});
export const searchPrefix = (term: string) => `ISRCH#${term}`;
export const categoryMember = (companyId: string, categoryId: string, itemId: string) => ({
  pk: companyPk(companyId),
  sk: `ICATITEM#${categoryId}#${itemId}`,
});
/** An archived item's only index entry (its search tokens and category membership go while it is archived). */
export const archivedItem = (companyId: string, itemId: string) => ({ pk: companyPk(companyId), sk: `IARCH#${itemId}` });
export const archivedItemsPrefix = 'IARCH#';
export const categoryMembersPrefix = (categoryId: string) => `ICATITEM#${categoryId}#`;

// Stock. An item's lots, its stock per warehouse and its movements live in the item's own partition
// (still prefixed by the company id); sequence numbers are zero-padded so keys sort numerically.
const pad = (n: number) => String(n).padStart(10, '0');
export const itemPartition = (companyId: string, itemId: string) => `${companyPk(companyId)}#I#${itemId}`;

export const lot = (companyId: string, itemId: string, warehouseId: string, seq: number) => ({
  pk: itemPartition(companyId, itemId),
  sk: `LOT#${inScope(warehouseId)}#${pad(seq)}`,
});
/** gsi2, sparse: the lots of an item in a warehouse that still hold units, oldest first. */
export const openLotIndex = (companyId: string, itemId: string, warehouseId: string, seq: number) => ({
  gsi2pk: openLotsPk(companyId, itemId, warehouseId),
  gsi2sk: pad(seq),
});
export const openLotsPk = (companyId: string, itemId: string, warehouseId: string) =>
  `${companyPk(companyId)}#OPENLOTS#${itemId}#${inScope(warehouseId)}`;
/** gsi1 of every lot: the company's lots by number, so a lot label is found from LOT-00012 alone (its item and warehouse are on it). */
export const lotNumberIndex = (companyId: string, seq: number) => ({ gsi1pk: lotNumbersPk(companyId), gsi1sk: pad(seq) });
export const lotNumbersPk = (companyId: string) => `${companyPk(companyId)}#LOTNO`;
export const lotNumberSk = (seq: number) => pad(seq);
/** Every lot of an item (all warehouses): its partition's `LOT#` rows. */
export const lotsPrefix = 'LOT#';
/** The one-off backfill of lotNumberIndex on lots written before it (services/lot-numbers-backfill.ts): cursor, then done. */
export const lotNumbersReady = (companyId: string) => ({ pk: companyPk(companyId), sk: 'LOTNO#READY' });

export const warehouseStock = (companyId: string, itemId: string, warehouseId: string) => ({
  pk: itemPartition(companyId, itemId),
  sk: `WHSTOCK#${inScope(warehouseId)}`,
});
export const warehouseStocksPrefix = 'WHSTOCK#';
/** gsi1, sparse: the items a warehouse holds (quantity > 0), for the order screens' product options. */
export const stockedItemIndex = (companyId: string, warehouseId: string, itemId: string) => ({
  gsi1pk: stockedItemsPk(companyId, warehouseId),
  gsi1sk: itemId,
});
export const stockedItemsPk = (companyId: string, warehouseId: string) => `${companyPk(companyId)}#WHITEMS#${inScope(warehouseId)}`;

/**
 * gsi2 of a `WHSTOCK#` row, sparse: the pairs (item, warehouse) whose projected quantity is below their rule's min,
 * grouped by supplier, then warehouse (the Replenishment list is one Query in that order).
 */
export const belowMinIndex = (companyId: string, supplierId: string, warehouseId: string, itemId: string) => ({
  gsi2pk: belowMinPk(companyId),
  gsi2sk: `${supplierId}#${inScope(warehouseId)}#${itemId}`,
});
export const belowMinPk = (companyId: string) => `${companyPk(companyId)}#BELOWMIN`;

export const movement = (companyId: string, itemId: string, seq: number) => ({
  pk: itemPartition(companyId, itemId),
  sk: `MOV#${pad(seq)}`,
});
export const movementSk = (seq: number) => `MOV#${pad(seq)}`;

/** gsi3, sparse: items at or below the yellow threshold (stock ≤ 20), lowest first (the stock dashboard). */
export const LOW_STOCK_THRESHOLD = 20;
export const lowStockIndex = (companyId: string, stock: number, itemId: string) => ({
  gsi3pk: lowStockPk(companyId),
  gsi3sk: `${pad(Math.max(0, stock))}#${itemId}`,
});
export const lowStockPk = (companyId: string) => `${companyPk(companyId)}#LOWSTOCK`;

/** The company's lot-number counter (LOT-00001, …). */
export const lotCounter = (companyId: string) => ({ pk: companyPk(companyId), sk: 'SEQ#LOT' });

// Purchase orders: the header (with its ≤ 100 lines) in the company partition under the zero-padded order
// number, so "newest first" is one descending Query; the filters are sparse index entries on the header
// (gsi1 by supplier, gsi2 by warehouse, gsi3 by receiving status), each newest first. Payments and their
// reference claims live in the order's own partition.
export const purchaseOrder = (companyId: string, orderId: number) => ({ pk: companyPk(companyId), sk: `PO#${pad(orderId)}` });
export const purchaseOrdersPrefix = 'PO#';
export const purchaseOrderCounter = (companyId: string) => ({ pk: companyPk(companyId), sk: 'SEQ#PO' });
export const purchaseOrderPartition = (companyId: string, orderId: number) => `${companyPk(companyId)}#PO#${pad(orderId)}`;
export const purchaseBySupplierPk = (companyId: string, supplierId: string) => `${companyPk(companyId)}#POSUP#${supplierId}`;
export const purchaseByWarehousePk = (companyId: string, warehouseId: string) => `${companyPk(companyId)}#POWH#${inScope(warehouseId)}`;
export const purchaseByStatusPk = (companyId: string, status: string) => `${companyPk(companyId)}#POSTATUS#${status}`;
export const purchaseOrderIndexes = (companyId: string, orderId: number, supplierId: string, warehouseId: string, status: string) => ({
  gsi1pk: purchaseBySupplierPk(companyId, supplierId),
  gsi1sk: pad(orderId),
  gsi2pk: purchaseByWarehousePk(companyId, warehouseId),
  gsi2sk: pad(orderId),
  gsi3pk: purchaseByStatusPk(companyId, status),
  gsi3sk: pad(orderId),
});
export const purchasePayment = (companyId: string, orderId: number, paymentId: string) => ({
  pk: purchaseOrderPartition(companyId, orderId),
  sk: `PAY#${paymentId}`,
});
export const purchasePaymentsPrefix = 'PAY#';
/** One payment per reference on an order (trimmed, case-insensitive): a repeat records nothing. */
export const purchasePaymentRef = (companyId: string, orderId: number, normalizedReference: string) => ({
  pk: purchaseOrderPartition(companyId, orderId),
  sk: `PAYREF#${normalizedReference}`,
});
export const purchaseReturn = (companyId: string, orderId: number, returnId: string) => ({
  pk: purchaseOrderPartition(companyId, orderId),
  sk: `RET#${returnId}`,
});

// Purchase invoices: one per order. The header lives in the company partition under its zero-padded number
// (newest first = one descending Query); the order's claim makes a second invoice for it a failed condition;
// the counter hands out the numbers (INV-PO-00001, …).
export const purchaseInvoice = (companyId: string, invoiceSeq: number) => ({
  pk: companyPk(companyId),
  sk: `INVPO#${pad(invoiceSeq)}`,
});
export const purchaseInvoicesPrefix = 'INVPO#';
export const purchaseInvoiceCounter = (companyId: string) => ({ pk: companyPk(companyId), sk: 'SEQ#INVPO' });
/** The order's invoice claim (`attribute_not_exists`: one invoice per order); it names the invoice. */
export const purchaseInvoiceClaim = (companyId: string, orderId: number) => ({ pk: companyPk(companyId), sk: `POINV#${pad(orderId)}` });
/** One entry per order under its order date: orders are numbered in date order, so a date range is a number range. */
export const purchaseOrderByDate = (companyId: string, orderDate: string, orderId: number) => ({
  pk: companyPk(companyId),
  sk: `PODATE#${orderDate}#${pad(orderId)}`,
});
export const purchaseOrderDateSk = (orderDate: string) => `PODATE#${orderDate}#`;
export const purchaseOrderSk = (orderId: number) => `PO#${pad(orderId)}`;
export const purchaseIndexSk = (orderId: number) => pad(orderId);

// Draft purchase orders (AUTOMATION.md "Replenishment"): a draft is an order header like any other (`PO#<number>`,
// status index `POSTATUS#Draft`); the pointer of a (supplier, warehouse) pair names its open draft, claimed with
// `attribute_not_exists` when the draft is made and deleted when it is placed or deleted, so Create draft orders adds
// to that draft and never makes a second one.
export const openDraftPointer = (companyId: string, supplierId: string, warehouseId: string) => ({
  pk: companyPk(companyId),
  sk: `PODRAFT#${supplierId}#${inScope(warehouseId)}`,
});
/** When the last low-stock digest was taken (and the lines it listed, for a retry of the same run). */
export const lowStockDigestState = (companyId: string) => ({ pk: companyPk(companyId), sk: 'LOWSTOCKDIGEST' });

// Financial day sums (INVENTORY.md "Expenses and the financial account"): one row per company and UTC day with
// the day's sums in cents, maintained in the same transaction as every order, payment, return and expense
// (functions/inventory/data/ledger.ts). A month or a year is one key range of these rows.
export const financeDay = (companyId: string, date: string) => ({ pk: companyPk(companyId), sk: `FINDAY#${date}` });
export const financeDaySk = (date: string) => `FINDAY#${date}`;
/** The dashboard's maintained counters (to receive, to ship, registered items). */
export const dashboardCounters = (companyId: string) => ({ pk: companyPk(companyId), sk: 'IMSCOUNTERS' });

// --- sales keys (issue 11) go below this line ---

// Sales orders: the header (≤ 100 lines) in the company partition under the zero-padded order number (newest first =
// one descending Query), sparse index entries on it (gsi1 by customer, gsi3 by fulfilment status), a date entry per
// order (a date range is a number range). Payments, their reference claims, COGS rows, shipments and returns live in
// the order's own partition.
export const salesOrder = (companyId: string, orderId: number) => ({ pk: companyPk(companyId), sk: `SO#${pad(orderId)}` });
export const salesOrdersPrefix = 'SO#';
export const salesOrderSk = (orderId: number) => `SO#${pad(orderId)}`;
export const salesOrderCounter = (companyId: string) => ({ pk: companyPk(companyId), sk: 'SEQ#SO' });
export const salesOrderPartition = (companyId: string, orderId: number) => `${companyPk(companyId)}#SO#${pad(orderId)}`;
export const salesByCustomerPk = (companyId: string, customerId: string) => `${companyPk(companyId)}#SOCUS#${customerId}`;
export const salesByStatusPk = (companyId: string, status: string) => `${companyPk(companyId)}#SOSTATUS#${status}`;
export const salesOrderIndexes = (companyId: string, orderId: number, customerId: string, status: string) => ({
  gsi1pk: salesByCustomerPk(companyId, customerId),
  gsi1sk: pad(orderId),
  gsi3pk: salesByStatusPk(companyId, status),
  gsi3sk: pad(orderId),
});
export const salesIndexSk = (orderId: number) => pad(orderId);
export const salesOrderByDate = (companyId: string, orderDate: string, orderId: number) => ({
  pk: companyPk(companyId),
  sk: `SODATE#${orderDate}#${pad(orderId)}`,
});
export const salesOrderDateSk = (orderDate: string) => `SODATE#${orderDate}#`;
export const salesPayment = (companyId: string, orderId: number, paymentId: string) => ({
  pk: salesOrderPartition(companyId, orderId),
  sk: `PAY#${paymentId}`,
});
export const salesPaymentsPrefix = 'PAY#';
export const salesPaymentRef = (companyId: string, orderId: number, normalizedReference: string) => ({
  pk: salesOrderPartition(companyId, orderId),
  sk: `PAYREF#${normalizedReference}`,
});
/** COGS row n of the order (numbered by the header's cogsCount): a line's units taken from one lot. */
export const salesCogs = (companyId: string, orderId: number, cogsSeq: number) => ({
  pk: salesOrderPartition(companyId, orderId),
  sk: `COGS#${pad(cogsSeq)}`,
});
export const salesCogsPrefix = 'COGS#';
/** Shipment n of the order (one per fulfilment transaction; the Ship tab). */
export const salesShipment = (companyId: string, orderId: number, shipmentSeq: number) => ({
  pk: salesOrderPartition(companyId, orderId),
  sk: `SHIP#${pad(shipmentSeq)}`,
});
export const salesShipmentsPrefix = 'SHIP#';
/** A return, under its condition: the Good ones (the Restock tab) are one key range. */
export const salesReturn = (companyId: string, orderId: number, condition: 'Good' | 'Damaged', returnId: string) => ({
  pk: salesOrderPartition(companyId, orderId),
  sk: `RET#${condition}#${returnId}`,
});
export const salesReturnsPrefix = (condition: 'Good' | 'Damaged') => `RET#${condition}#`;

// Sales invoices: laid out as purchase invoices (INV-SO-00001 under `INVSO#<seq>`, the order's claim `SOINV#<order>`).
export const salesInvoice = (companyId: string, invoiceSeq: number) => ({ pk: companyPk(companyId), sk: `INVSO#${pad(invoiceSeq)}` });
export const salesInvoicesPrefix = 'INVSO#';
export const salesInvoiceCounter = (companyId: string) => ({ pk: companyPk(companyId), sk: 'SEQ#INVSO' });
export const salesInvoiceClaim = (companyId: string, orderId: number) => ({ pk: companyPk(companyId), sk: `SOINV#${pad(orderId)}` });
/** A customer link of a sales invoice (the public route takes the company id from the verified link token). */
export const salesInvoiceLink = (companyId: string, linkId: string) => ({ pk: companyPk(companyId), sk: `SINVLINK#${linkId}` });
/** The email of a customer link (sendOnce's record, claimed before the send), beside its link. */
export const salesInvoiceLinkEmail = (companyId: string, linkId: string) => ({ pk: companyPk(companyId), sk: `SINVLINK#${linkId}#EMAIL` });
/** gsi1 of a customer link: the links of one sales invoice, by link id (ULIDs sort by creation; read newest first). */
export const salesInvoiceLinkIndex = (companyId: string, invoiceSeq: number, linkId: string) => ({
  gsi1pk: salesInvoiceLinksPk(companyId, invoiceSeq),
  gsi1sk: linkId,
});
export const salesInvoiceLinksPk = (companyId: string, invoiceSeq: number) => `${companyPk(companyId)}#SINVLINKS#${pad(invoiceSeq)}`;

// --- expense keys (issue 12) go below this line ---

// Expenses: in the company partition under their date and a ULID, so "newest first" is one descending Query and
// a repeat of the same id (the demo seed's fixed ids) is a failed condition, never a second expense.
export const expense = (companyId: string, date: string, expenseId: string) => ({
  pk: companyPk(companyId),
  sk: `EXP#${date}#${expenseId}`,
});
export const expensesPrefix = 'EXP#';
/** Where an expense is (its date): an edit or a delete names only the id, and the date is part of the key. */
export const expenseLocator = (companyId: string, expenseId: string) => ({ pk: companyPk(companyId), sk: `EXPID#${expenseId}` });

// --- stock count keys (issue 33) go below this line ---

// Stock counts (WAREHOUSE.md "Stock counts"): the header in the company partition under the zero-padded count number
// (newest first = one descending Query), sparse index entries on it (gsi2 by warehouse, gsi3 by status), each newest
// first. Its lines live in the count's own partition, one item per counted item, so several phones record at once.
export const stockCount = (companyId: string, countSeq: number) => ({ pk: companyPk(companyId), sk: `CNT#${pad(countSeq)}` });
export const stockCountsPrefix = 'CNT#';
export const stockCountCounter = (companyId: string) => ({ pk: companyPk(companyId), sk: 'SEQ#CNT' });
export const stockCountPartition = (companyId: string, countSeq: number) => `${companyPk(companyId)}#CNT#${pad(countSeq)}`;
export const stockCountLine = (companyId: string, countSeq: number, itemId: string) => ({
  pk: stockCountPartition(companyId, countSeq),
  sk: `LINE#${itemId}`,
});
export const stockCountLinesPrefix = 'LINE#';
export const stockCountsByWarehousePk = (companyId: string, warehouseId: string) => `${companyPk(companyId)}#CNTWH#${inScope(warehouseId)}`;
export const stockCountsByStatusPk = (companyId: string, status: string) => `${companyPk(companyId)}#CNTSTATUS#${status}`;
export const stockCountIndexes = (companyId: string, countSeq: number, warehouseId: string, status: string) => ({
  gsi2pk: stockCountsByWarehousePk(companyId, warehouseId),
  gsi2sk: pad(countSeq),
  gsi3pk: stockCountsByStatusPk(companyId, status),
  gsi3sk: pad(countSeq),
});
/** The lots of an item in a warehouse, by sequence (a descending Query of one: its newest lot, the surplus cost). */
export const warehouseLotsPrefix = (warehouseId: string) => `LOT#${inScope(warehouseId)}#`;

// --- transfer keys (issue 33) go below this line ---

// Transfers (WAREHOUSE.md "Transfers"): the header (≤ 20 lines, with what each shipped) in the company partition under
// the zero-padded transfer number (newest first = one descending Query), its status on gsi3 (newest first), and one
// small pointer per end (`TOWH#<warehouse>#<number>`, carrying the status), so a warehouse's transfers, either end,
// are one key range.
export const transfer = (companyId: string, transferId: number) => ({ pk: companyPk(companyId), sk: `TO#${pad(transferId)}` });
export const transfersPrefix = 'TO#';
export const transferCounter = (companyId: string) => ({ pk: companyPk(companyId), sk: 'SEQ#TO' });
export const transfersByStatusPk = (companyId: string, status: string) => `${companyPk(companyId)}#TOSTATUS#${status}`;
export const transferStatusIndex = (companyId: string, transferId: number, status: string) => ({
  gsi3pk: transfersByStatusPk(companyId, status),
  gsi3sk: pad(transferId),
});
/**
 * A transfer's pointer under one of its warehouses. Written for both ends by whoever acts on the transfer (an account
 * that sees one of them: ROLES.md), so the key takes no scope; reading a warehouse's pointers does (`transfersOfWarehousePrefix`).
 */
export const transferWarehousePointer = (companyId: string, warehouseId: string, transferId: number) => ({
  pk: companyPk(companyId),
  sk: `TOWH#${warehouseId}#${pad(transferId)}`,
});
export const transfersOfWarehousePrefix = (warehouseId: string) => `TOWH#${inScope(warehouseId)}#`;

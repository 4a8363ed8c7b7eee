/**
 * The Export CSV columns of the inventory lists (IMPORT.md "Export"), pure so they are unit-tested. Items, suppliers
 * and customers carry their import template's headers and values (the file imports back); the other lists carry
 * the columns their screen shows, dates en-GB and amounts as plain decimals, as the reports do. Types only from the
 * shared schemas: no schema library rides along with a list page.
 */
import type { CountSummary } from '../../../../shared/inventory/counts.ts';
import type { Expense } from '../../../../shared/inventory/finance.ts';
import type { InvoiceListEntry } from '../../../../shared/inventory/invoices.ts';
import type { PurchaseOrderSummary } from '../../../../shared/inventory/purchase-orders.ts';
import type { SalesOrderSummary } from '../../../../shared/inventory/sales-orders.ts';
import type { TransferSummary } from '../../../../shared/inventory/transfers.ts';
import type { Partner, Product, Warehouse } from '../../../../shared/inventory/schemas.ts';
import {
  RED_STOCK_MAX,
  YELLOW_STOCK_MAX,
  type LowStockItem,
  type WarehouseStockFigures,
} from '../../../../shared/inventory/stock-dashboard.ts';
import { csvAmount, csvDate, type CsvColumn } from '../../lib/csv.ts';
import { importTemplateColumns } from '../../lib/import-columns.ts';
import { orderMoneyColumns } from './components/report-money-columns.ts';
import { inTransitOf } from './warehouse-floor.ts';

/** Items: the template's columns, the category by its name; no stock (the stock dashboard's export carries it). */
export const itemExportColumns: CsvColumn<Product>[] = importTemplateColumns('items', {
  name: (p) => p.name,
  sku: (p) => p.sku,
  barcode: (p) => p.barcode,
  description: (p) => p.description,
  category: (p) => p.category,
  purchase_price: (p) => csvAmount(p.purchase_price),
  sales_price: (p) => csvAmount(p.sales_price),
  unit_of_measure: (p) => p.unit_of_measure,
});

const partnerValues = {
  name: (p: Partner) => p.name,
  contact_name: (p: Partner) => p.contact_name,
  contact_phone: (p: Partner) => p.contact_phone,
  contact_email: (p: Partner) => p.contact_email,
  address: (p: Partner) => p.address,
};
export const supplierExportColumns: CsvColumn<Partner>[] = importTemplateColumns('suppliers', partnerValues);
export const customerExportColumns: CsvColumn<Partner>[] = importTemplateColumns('customers', partnerValues);

export const warehouseExportColumns: CsvColumn<Warehouse>[] = [
  { header: 'Name', value: (w) => w.name },
  { header: 'Location', value: (w) => w.location },
];

/** The stock dashboard's warehouse cards. */
export const warehouseStockExportColumns: CsvColumn<WarehouseStockFigures>[] = [
  { header: 'Warehouse', value: (w) => w.name },
  { header: 'Location', value: (w) => w.location },
  { header: 'Items in stock', value: (w) => w.items },
  { header: 'Units', value: (w) => w.units },
  { header: 'In transit', value: (w) => inTransitOf(w) },
];

/** The stock dashboard's Low stock table; Level words the row's colour as the legend does. */
export const lowStockExportColumns: CsvColumn<LowStockItem>[] = [
  { header: 'Item', value: (i) => i.name },
  { header: 'SKU', value: (i) => i.sku },
  { header: 'Category', value: (i) => i.category },
  { header: 'Stock', value: (i) => i.stock },
  { header: 'Level', value: (i) => `${i.level === 'red' ? RED_STOCK_MAX : YELLOW_STOCK_MAX} or fewer` },
];

/** The order card's date: the order date, else the day it was created. Received / Ordered as the reports write it. */
const orderDate = (o: { order_date: string; created_at: string }) => csvDate(o.order_date || o.created_at.slice(0, 10));

/** Total, Returned, Paid, Due and Payment, as the purchase and sales reports write them. */
const moneyColumns = <O extends PurchaseOrderSummary | SalesOrderSummary>(): CsvColumn<O>[] =>
  orderMoneyColumns<O>().map((c) => ({ header: c.header, value: c.csv }));

export const purchaseOrderExportColumns: CsvColumn<PurchaseOrderSummary>[] = [
  { header: 'Order No.', value: (o) => o.order_number },
  { header: 'Date', value: orderDate },
  { header: 'Supplier', value: (o) => o.supplier_name },
  { header: 'Warehouse', value: (o) => o.warehouse_name },
  { header: 'Items', value: (o) => o.total_items },
  { header: 'Received / Ordered', value: (o) => `${o.total_received_quantity} / ${o.total_ordered_quantity}` },
  { header: 'Status', value: (o) => o.status },
  ...moneyColumns<PurchaseOrderSummary>(),
];

export const salesOrderExportColumns: CsvColumn<SalesOrderSummary>[] = [
  { header: 'Order No.', value: (o) => o.order_number },
  { header: 'Date', value: orderDate },
  { header: 'Customer', value: (o) => o.customer_name },
  { header: 'Warehouse', value: (o) => o.warehouse_name },
  { header: 'Items', value: (o) => o.total_items },
  { header: 'Delivered / Ordered', value: (o) => `${o.total_delivered_quantity} / ${o.total_ordered_quantity}` },
  { header: 'Fulfilment', value: (o) => o.status },
  ...moneyColumns<SalesOrderSummary>(),
];

/** An invoice card: its number, supplier or customer (`partner` names the column), order, dates, status, paid and still due. */
export const invoiceExportColumns = (partner: string): CsvColumn<InvoiceListEntry>[] => [
  { header: 'Invoice No.', value: (i) => i.invoice_number },
  { header: partner, value: (i) => i.name },
  { header: 'Order No.', value: (i) => i.order_number },
  { header: 'Invoice Date', value: (i) => csvDate(i.invoice_date) },
  { header: 'Due Date', value: (i) => csvDate(i.due_date) },
  { header: 'Status', value: (i) => i.status },
  { header: 'Paid', value: (i) => csvAmount(i.paid_amount) },
  { header: 'Due', value: (i) => csvAmount(i.total_due_amount) },
];

export const expenseExportColumns: CsvColumn<Expense>[] = [
  { header: 'Category', value: (e) => e.category },
  { header: 'Amount', value: (e) => csvAmount(e.amount) },
  { header: 'Description', value: (e) => e.description },
  { header: 'Date', value: (e) => csvDate(e.date) },
];

/** The transfer cards: the two warehouses, what was asked, shipped, received and is still in transit. */
export const transferExportColumns: CsvColumn<TransferSummary>[] = [
  { header: 'Transfer No.', value: (t) => t.transfer_number },
  { header: 'Date', value: (t) => csvDate(t.created_at.slice(0, 10)) },
  { header: 'From', value: (t) => t.from_warehouse_name },
  { header: 'To', value: (t) => t.to_warehouse_name },
  { header: 'Status', value: (t) => t.status },
  { header: 'Items', value: (t) => t.line_count },
  { header: 'Quantity', value: (t) => t.quantity },
  { header: 'Shipped', value: (t) => t.shipped },
  { header: 'Received', value: (t) => t.received },
  { header: 'In transit', value: (t) => t.in_transit },
  { header: 'Note', value: (t) => t.note },
];

/** The stock count cards; the variance value once completed (empty while open). */
export const countExportColumns: CsvColumn<CountSummary>[] = [
  { header: 'Count No.', value: (c) => c.count_number },
  { header: 'Date', value: (c) => csvDate(c.created_at.slice(0, 10)) },
  { header: 'Warehouse', value: (c) => c.warehouse_name },
  { header: 'Covers', value: (c) => c.scope_label },
  { header: 'Blind', value: (c) => (c.blind ? 'Yes' : 'No') },
  { header: 'Status', value: (c) => c.status },
  { header: 'Counted / Lines', value: (c) => `${c.counted_lines} / ${c.line_count}` },
  { header: 'Variance value', value: (c) => (c.variance_value === null ? '' : csvAmount(c.variance_value)) },
];

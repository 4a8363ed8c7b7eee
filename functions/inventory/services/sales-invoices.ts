/** Sales invoices: the order invoices (./order-invoices.ts) of sales orders, billed to the customer (INV-SO-00001). */
import * as M from '../../../shared/inventory/messages.ts';
import { warehouseInScope } from '../../lib/scope.ts';
import { salesOrderWarehouse } from '../scope.ts';
import { getSalesOrder } from '../data/sales-orders.ts';
import { salesInvoiceKeys } from '../invoice-records.ts';
import { salesOrder } from '../keys.ts';
import { salesOrderFromItem } from '../records.ts';
import { invoiceBook } from './order-invoices.ts';

export const salesInvoices = invoiceBook(
  { kind: 'SO', keys: salesInvoiceKeys, partner: 'customer', orderNotFound: M.salesOrderNotFound },
  {
    get: getSalesOrder,
    inScope: (o) => warehouseInScope(salesOrderWarehouse(o)),
    key: salesOrder,
    fromItem: salesOrderFromItem,
    billed: (o) => ({ ...o, partnerId: o.customerId, partnerName: o.customerName }),
  },
);

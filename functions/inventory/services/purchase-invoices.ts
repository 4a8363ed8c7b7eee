/** Purchase invoices: the order invoices (./order-invoices.ts) of purchase orders, billed by the supplier (INV-PO-00001). */
import * as M from '../../../shared/inventory/messages.ts';
import { warehouseInScope } from '../../lib/scope.ts';
import { getPurchaseOrder } from '../data/purchase-orders.ts';
import { purchaseInvoiceKeys } from '../invoice-records.ts';
import { purchaseOrder } from '../keys.ts';
import { purchaseOrderFromItem } from '../records.ts';
import { invoiceBook } from './order-invoices.ts';

export const purchaseInvoices = invoiceBook(
  { kind: 'PO', keys: purchaseInvoiceKeys, partner: 'supplier', orderNotFound: M.purchaseOrderNotFound },
  {
    get: getPurchaseOrder,
    inScope: (o) => warehouseInScope(o.warehouseId),
    key: purchaseOrder,
    fromItem: purchaseOrderFromItem,
    billed: (o) => ({ ...o, partnerId: o.supplierId, partnerName: o.supplierName }),
  },
);

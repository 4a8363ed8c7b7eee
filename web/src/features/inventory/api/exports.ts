/**
 * Export CSV of the inventory lists (IMPORT.md "Export"): every row of a list with the filters it shows, following
 * the cursors with the largest page; `onPage` hears the rows loaded so far. The API client toasts a failure.
 */
import { financeRoutes as f } from '../../../../../shared/inventory/finance-routes.ts';
import { purchaseRoutes as p } from '../../../../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../../../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../../../../shared/inventory/sales-routes.ts';
import { callAllPages } from '../../../lib/api-pages.ts';
import type { PurchaseFilterQuery } from '../purchase-order-form.ts';
import type { InvoiceKind } from './invoices.ts';
import type { PartnerKind } from './partners.ts';

export type OnPage = (rowsSoFar: number) => void;

const exporting = (onPage: OnPage, what: string) => ({ onPage, defaultError: `${what} could not be exported.` });

/** The Items page's filters, as useProducts sends them. */
export const allProducts = (filter: { q: string; category: string; archived: boolean }, onPage: OnPage) =>
  callAllPages(
    r.productList,
    {
      query: {
        ...(filter.q ? { q: filter.q } : {}),
        ...(filter.category ? { category: filter.category } : {}),
        ...(filter.archived ? { archived: true } : {}),
      },
    },
    exporting(onPage, 'The items'),
  );

export const allWarehouseFigures = (onPage: OnPage) => callAllPages(r.stockDashboard, { query: {} }, exporting(onPage, 'The stock'));

export const allLowStock = (onPage: OnPage) => callAllPages(r.stockLow, { query: {} }, exporting(onPage, 'The low stock'));

export const allPartners = (kind: PartnerKind, onPage: OnPage) =>
  kind === 'supplier'
    ? callAllPages(r.supplierList, { query: {} }, exporting(onPage, 'The suppliers'))
    : callAllPages(r.customerList, { query: {} }, exporting(onPage, 'The customers'));

export const allWarehouses = (onPage: OnPage) => callAllPages(r.warehouseList, { query: {} }, exporting(onPage, 'The warehouses'));

export const allPurchaseOrders = (filter: PurchaseFilterQuery, onPage: OnPage) =>
  callAllPages(p.purchaseOrderList, { query: { ...filter } }, exporting(onPage, 'The purchase orders'));

export const allSalesOrders = (onPage: OnPage) => callAllPages(s.salesOrderList, { query: {} }, exporting(onPage, 'The sales orders'));

export const allInvoices = (kind: InvoiceKind, onPage: OnPage) =>
  kind === 'purchase'
    ? callAllPages(p.purchaseInvoiceList, { query: {} }, exporting(onPage, 'The purchase invoices'))
    : callAllPages(s.salesInvoiceList, { query: {} }, exporting(onPage, 'The sales invoices'));

export const allExpenses = (onPage: OnPage) => callAllPages(f.expenseList, { query: {} }, exporting(onPage, 'The expenses'));

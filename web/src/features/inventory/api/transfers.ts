/**
 * Transfers between warehouses (WAREHOUSE.md "Transfers"): the list with its filters, one transfer, and the six
 * writes with what each one changes. Every step moves stock in two warehouses, so it refreshes the stock screens too.
 */
import * as M from '../../../../../shared/inventory/messages.ts';
import { transferRoutes as t } from '../../../../../shared/inventory/transfer-routes.ts';
import { STOCK_VIEWS } from './products.ts';
import { callAllPages } from '../../../lib/api-pages.ts';
import { call } from '../../../lib/api-client.ts';
import { useMutation, usePagedQuery, useQuery } from '../../../lib/api-query.ts';
import type { TransferFilter } from '../transfer-form.ts';
import { ORDERS_PAGE } from './purchase-orders.ts';

export const useTransfers = (filter: TransferFilter) => usePagedQuery(t.transferList, { query: { ...filter } }, { limit: ORDERS_PAGE });

/** One transfer; silent: the detail panel says it could not be loaded (and offers a retry). */
export const useTransfer = (id: string | undefined) => useQuery(t.transferGet, id ? { params: { id } } : null, { silent: true });

/** The transfer as saved now (an edit's Reload after a stale version). */
export const fetchTransfer = (id: string) => call(t.transferGet, { params: { id } }, { silent: true });

/** Export CSV: every transfer the applied filters select. */
export const allTransfers = (filter: TransferFilter, onPage: (rowsSoFar: number) => void) =>
  callAllPages(t.transferList, { query: { ...filter } }, { onPage, defaultError: 'The transfers could not be exported.' });

const transferViews = [t.transferList, t.transferGet];

/** The form shows refusals (two warehouses the same, an item gone). */
export const useAddTransfer = () => useMutation(t.transferAdd, { revalidates: transferViews, silent: true });
export const useUpdateTransfer = () => useMutation(t.transferUpdate, { revalidates: transferViews, awaitRevalidation: true, silent: true });

/** Each step is confirmed in a dialog, which shows its refusals (409 `Not enough stock in <warehouse> for <item>`). */
const step = {
  revalidates: [...transferViews, ...STOCK_VIEWS],
  awaitRevalidation: true,
  silent: true,
  defaultError: M.somethingWentWrongFallback,
};
export const useShipTransfer = () => useMutation(t.transferShip, step);
export const useReceiveTransfer = () => useMutation(t.transferReceive, step);
export const useCloseTransfer = () => useMutation(t.transferClose, step);
export const useCancelTransfer = () => useMutation(t.transferCancel, step);

/** The routes whose permission shows each button (the manifest's permission, whatever its name). */
export const transferCalls = {
  add: t.transferAdd,
  update: t.transferUpdate,
  ship: t.transferShip,
  receive: t.transferReceive,
  close: t.transferClose,
  cancel: t.transferCancel,
};

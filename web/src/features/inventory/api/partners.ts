/** Suppliers and customers (spec part 2 §2, §3 "Supplier and Customer (same shape)", §7). */
import * as M from '../../../../../shared/inventory/messages.ts';
import { inventoryRoutes as r } from '../../../../../shared/inventory/routes.ts';
import { findRow } from '../../../lib/api-pages.ts';
import { useMutation, usePagedQuery } from '../../../lib/api-query.ts';

export type PartnerKind = 'supplier' | 'customer';

/** What differs between the two screens: their routes, words and the spec's toasts (§8; server message first). */
export const partnerScreens = {
  supplier: {
    title: 'Suppliers',
    singular: 'Supplier',
    routes: { list: r.supplierList, add: r.supplierAdd, update: r.supplierUpdate, remove: r.supplierDelete },
    deleted: M.supplierDeleted,
    added: M.supplierAdded,
    updated: M.supplierUpdated,
    failedToAdd: M.failedToAddSupplier,
    failedToUpdate: M.failedToUpdateSupplier,
  },
  customer: {
    title: 'Customers',
    singular: 'Customer',
    routes: { list: r.customerList, add: r.customerAdd, update: r.customerUpdate, remove: r.customerDelete },
    deleted: M.customerDeleted,
    // spec §8 writes this default in lower case
    added: 'customer added successfully',
    updated: M.customerUpdated,
    failedToAdd: M.failedToAddCustomer,
    failedToUpdate: M.failedToUpdateCustomer,
  },
} as const;

export const usePartners = (kind: PartnerKind) => usePagedQuery(partnerScreens[kind].routes.list, { query: {} });

export const useAddPartner = (kind: PartnerKind) =>
  useMutation(partnerScreens[kind].routes.add, {
    revalidates: [partnerScreens[kind].routes.list],
    defaultError: partnerScreens[kind].failedToAdd,
    // the dialog shows refusals
    silent: true,
  });

/** Owner only; refused (409) while an order names the supplier or customer: the dialog shows it and disables Delete. */
export const useDeletePartner = (kind: PartnerKind) =>
  useMutation(partnerScreens[kind].routes.remove, {
    revalidates: [partnerScreens[kind].routes.list],
    defaultError: partnerScreens[kind].failedToUpdate,
    silent: true,
  });

/** The dialog shows refusals (a stale version, a name in use). */
export const useUpdatePartner = (kind: PartnerKind) =>
  useMutation(partnerScreens[kind].routes.update, {
    revalidates: [partnerScreens[kind].routes.list],
    defaultError: partnerScreens[kind].failedToUpdate,
    silent: true,
  });

/** The supplier or customer as saved now (an edit's Reload after a stale version). */
export const fetchPartner = (kind: PartnerKind, id: string) =>
  findRow(partnerScreens[kind].routes.list, { query: {} }, (p) => p.id === id, { silent: true });

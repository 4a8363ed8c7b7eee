/** Rent invoices: print (a signed URL to the PDF) and tenant links (create, list, revoke). */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import type { CreateRentInvoiceLinkInput, PrintRentInvoiceInput } from '../../../../../shared/rent/invoice-schemas.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidatePagedQueries, usePagedQuery } from '../../../lib/api-query.ts';

export const printRentInvoice = (input: PrintRentInvoiceInput) =>
  call(rentRoutes.rentInvoicePrint, { body: input }, { defaultError: 'Failed to print invoice' });

/** Creating or revoking a link changes the rent's list of links (on its rental history card). */
async function refreshingLinks<T>(done: Promise<T>): Promise<T> {
  const res = await done;
  void revalidatePagedQueries(rentRoutes.rentInvoiceLinkList);
  return res;
}

export const createInvoiceLink = (input: CreateRentInvoiceLinkInput) =>
  refreshingLinks(call(rentRoutes.rentInvoiceLinkCreate, { body: input }, { defaultError: 'Failed to create the invoice link' }));

export const revokeInvoiceLink = (linkId: string) =>
  refreshingLinks(call(rentRoutes.rentInvoiceLinkRevoke, { query: { id: linkId } }, { defaultError: 'Failed to revoke the invoice link' }));

/** A rent's tenant links, newest first, a few at a time (a rent rarely has many). */
export const useInvoiceLinks = (rentId: string) =>
  usePagedQuery(rentRoutes.rentInvoiceLinkList, rentId ? { query: { rent_id: rentId } } : null, { limit: 10 });

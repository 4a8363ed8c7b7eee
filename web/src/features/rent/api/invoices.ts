/** Rent invoices: print (a signed URL to the PDF), tenant links (create, list, revoke) and emailing one to the tenant. */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import type {
  CreateRentInvoiceLinkInput,
  EmailRentInvoiceInput,
  PrintRentInvoiceInput,
} from '../../../../../shared/rent/invoice-schemas.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidatePagedQueries, usePagedQuery } from '../../../lib/api-query.ts';

export const printRentInvoice = (input: PrintRentInvoiceInput) =>
  call(rentRoutes.rentInvoicePrint, { body: input }, { defaultError: 'Failed to print invoice' });

/**
 * Creating, emailing or revoking a link changes the rent's list of links (on its rental history card); so does an
 * email that failed to go out (its new link is listed as not sent).
 */
async function refreshingLinks<T>(done: Promise<T>): Promise<T> {
  try {
    return await done;
  } finally {
    void revalidatePagedQueries(rentRoutes.rentInvoiceLinkList);
  }
}

export const createInvoiceLink = (input: CreateRentInvoiceLinkInput) =>
  refreshingLinks(call(rentRoutes.rentInvoiceLinkCreate, { body: input }, { defaultError: 'Failed to create the invoice link' }));

/** A new tenant link, emailed (to the tenant's address unless `to` says otherwise): listed with the rent's links. */
export const emailRentInvoice = (input: EmailRentInvoiceInput) =>
  refreshingLinks(call(rentRoutes.rentInvoiceEmail, { body: input }, { defaultError: 'Failed to email the invoice' }));

export const revokeInvoiceLink = (linkId: string) =>
  refreshingLinks(call(rentRoutes.rentInvoiceLinkRevoke, { query: { id: linkId } }, { defaultError: 'Failed to revoke the invoice link' }));

/** A rent's tenant links, newest first, a few at a time (a rent rarely has many). */
export const useInvoiceLinks = (rentId: string) =>
  usePagedQuery(rentRoutes.rentInvoiceLinkList, rentId ? { query: { rent_id: rentId } } : null, { limit: 10 });

/** Rent invoices: print (a signed URL to the PDF) and tenant links (create, revoke). */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import type { CreateRentInvoiceLinkInput, PrintRentInvoiceInput } from '../../../../../shared/rent/invoice-schemas.ts';
import { call } from '../../../lib/api-client.ts';

export const printRentInvoice = (input: PrintRentInvoiceInput) =>
  call(rentRoutes.rentInvoicePrint, { body: input }, { defaultError: 'Failed to print invoice' });

export const createInvoiceLink = (input: CreateRentInvoiceLinkInput) =>
  call(rentRoutes.rentInvoiceLinkCreate, { body: input }, { defaultError: 'Failed to create the invoice link' });

export const revokeInvoiceLink = (linkId: string) =>
  call(rentRoutes.rentInvoiceLinkRevoke, { query: { id: linkId } }, { defaultError: 'Failed to revoke the invoice link' });

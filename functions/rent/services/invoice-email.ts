/**
 * Email a rent invoice to the tenant (AUTOMATION.md "Rent collection"): a new tenant link, made exactly as the share
 * call makes one (./invoices.ts shareRentInvoice: the same range checks, invoice and audit entry, noting the
 * recipient), then emailed (../../lib/invoice-link-email.ts). Its own module: the share and print routes do not
 * bundle the SES client.
 */
import { INVOICE_EMAIL_MESSAGES } from '../../../shared/invoice-links.ts';
import type { EmailRentInvoiceInput, EmailRentInvoiceResponse } from '../../../shared/rent/invoice-schemas.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import type { AuditContext } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';
import { recipientOf, sendInvoiceLinkEmail } from '../../lib/invoice-link-email.ts';
import type { Identity } from '../../lib/tokens.ts';
import { roomLabel } from '../audit.ts';
import * as rentKeys from '../keys.ts';
import { shareRentInvoice } from './invoices.ts';

export async function emailRentInvoice(
  identity: Identity,
  audit: AuditContext,
  input: EmailRentInvoiceInput,
  now = new Date(),
): Promise<EmailRentInvoiceResponse> {
  const shared = await shareRentInvoice(identity, audit, input, now, {
    recipient: (rent) => recipientOf(input.to, rent.tenantEmail, () => badRequest(RENT_MESSAGES.invoiceNoTenantEmail)),
  });
  const { rent, company, document, link } = shared;
  const to = shared.sentTo as string;
  await sendInvoiceLinkEmail({
    link: rentKeys.invoiceLink(identity.companyId, link.linkId),
    email: rentKeys.invoiceLinkEmail(identity.companyId, link.linkId),
    attributes: { linkId: link.linkId, rentId: rent.rentId },
    content: {
      to,
      companyName: company.name,
      recipientName: rent.tenantName,
      invoiceNumber: shared.invoiceNumber,
      facts: {
        kind: 'rent',
        unit: roomLabel({ roomNumber: rent.roomNumber ?? '', buildingNumber: rent.buildingNumber }),
        period: document.period,
        balanceCents: document.totals.balanceCents,
      },
      linkPath: link.path,
      expiresAt: link.expiresAt,
    },
    now,
  });
  return { message: INVOICE_EMAIL_MESSAGES.emailed(to), linkId: link.linkId, to };
}

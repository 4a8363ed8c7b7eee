/**
 * The email to the company's owner when a tenant opens a maintenance request in the portal and no one is assigned to it
 * (PORTAL.md "What a tenant sees and does"), so the request reaches someone.
 */
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';
import { maintenanceRequestPath } from './maintenance-assigned.ts';

export interface MaintenancePortalRequestInput {
  to: string;
  companyName: string;
  tenantName: string;
  requestId: string;
  title: string;
  description: string;
  /** `Room 101 · Building 7 (Riverside)` */
  place: string;
  photos: number;
}

export function maintenancePortalRequestEmail(input: MaintenancePortalRequestInput): EmailMessage {
  const body = renderEmail({
    companyName: input.companyName,
    heading: `New maintenance request from the portal: ${input.title}`,
    paragraphs: [
      `${input.tenantName} asked for a repair at ${input.place} through the portal. Nobody is assigned to it yet.`,
      input.description,
    ],
    rows: [
      ['Where', input.place],
      ['From', input.tenantName],
      ['Photos', String(input.photos)],
    ],
    action: { label: 'Open the request', href: appUrl(maintenanceRequestPath(input.requestId)) },
    footer: 'You receive this email as the owner of the company: assign the request to someone to take it from here.',
  });
  return {
    to: input.to,
    subject: `New maintenance request from the portal: ${input.title}`,
    senderName: input.companyName,
    ...body,
  };
}

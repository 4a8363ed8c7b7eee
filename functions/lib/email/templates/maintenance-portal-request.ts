/**
 * The email to the assignee of a maintenance request a tenant opened in the portal (PORTAL.md "What a tenant sees and
 * does"): what the tenant asked, where, and how many photos they sent.
 */
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';
import { maintenanceRequestPath } from './maintenance-assigned.ts';

export interface MaintenancePortalRequestInput {
  to: string;
  assigneeName: string;
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
      `Hello ${input.assigneeName},`,
      `${input.tenantName} asked for a repair at ${input.place} through the portal, and it is assigned to you.`,
      input.description,
    ],
    rows: [
      ['Where', input.place],
      ['From', input.tenantName],
      ['Photos', String(input.photos)],
    ],
    action: { label: 'Open the request', href: appUrl(maintenanceRequestPath(input.requestId)) },
    footer:
      'Portal requests go to whoever handled the room’s last request, or else to the owner. Reassign it on the request’s page if someone else should take it.',
  });
  return {
    to: input.to,
    subject: `New maintenance request from the portal: ${input.title}`,
    senderName: input.companyName,
    ...body,
  };
}

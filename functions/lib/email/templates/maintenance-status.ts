/** The email to the tenant who opened a maintenance request in the portal, on each change of its status (PORTAL.md). */
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';

export interface MaintenanceStatusInput {
  to: string;
  tenantName: string;
  companyName: string;
  title: string;
  status: string;
  /** `Room 101, Riverside` */
  place: string;
}

export function maintenanceStatusEmail(input: MaintenanceStatusInput): EmailMessage {
  const subject = `Your request '${input.title}' is now ${input.status}`;
  const body = renderEmail({
    companyName: input.companyName,
    heading: subject,
    paragraphs: [
      `Hello ${input.tenantName},`,
      `${input.companyName} changed the status of your maintenance request at ${input.place} to ${input.status}.`,
    ],
    rows: [
      ['Request', input.title],
      ['Status', input.status],
    ],
    action: { label: 'See your requests', href: appUrl('/portal') },
    footer: 'You receive this email because you asked for this repair in the portal.',
  });
  return { to: input.to, subject, senderName: input.companyName, ...body };
}

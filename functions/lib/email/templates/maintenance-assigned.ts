/** The email to the account a maintenance request is assigned to (AUTOMATION.md "Maintenance (rent)": alerts). */
import { formatDate, formatMoney } from '../../../../shared/domain/format.ts';
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';

export interface MaintenanceAssignedInput {
  to: string;
  assigneeName: string;
  companyName: string;
  /** Who assigned it (an account's name, or System). */
  assignedBy: string;
  requestId: string;
  title: string;
  description: string;
  priority: string;
  status: string;
  /** `Room 101 · Building 7 (Riverside)` */
  place: string;
  dueDate: string | null;
  /** USD, null when none. */
  cost: number | null;
}

/** The page of the request in the product (the SPA's /hms/maintenance/:id). */
export const maintenanceRequestPath = (requestId: string) => `/hms/maintenance/${encodeURIComponent(requestId)}`;

export function maintenanceAssignedEmail(input: MaintenanceAssignedInput): EmailMessage {
  const rows: Array<[string, string]> = [
    ['Where', input.place],
    ['Priority', input.priority],
    ['Status', input.status],
    ['Due date', input.dueDate ? formatDate(input.dueDate) : 'None'],
  ];
  if (input.cost !== null) rows.push(['Cost', formatMoney(input.cost)]);
  const body = renderEmail({
    companyName: input.companyName,
    heading: `Assigned to you: ${input.title}`,
    paragraphs: [
      `Hello ${input.assigneeName},`,
      `${input.assignedBy} assigned you a maintenance request at ${input.place}.`,
      input.description,
    ],
    rows,
    action: { label: 'Open the request', href: appUrl(maintenanceRequestPath(input.requestId)) },
    footer: 'You receive this email because a maintenance request was assigned to your account.',
  });
  return {
    to: input.to,
    subject: `${input.priority === 'Urgent' ? 'Urgent: ' : ''}Maintenance assigned to you: ${input.title}`,
    senderName: input.companyName,
    ...body,
  };
}

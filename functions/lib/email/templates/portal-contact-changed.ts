/** The email to the company's owner when a tenant or customer changes their phone or email in the portal (PORTAL.md). */
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';

export function portalContactChangedEmail(args: {
  to: string;
  companyName: string;
  personName: string;
  kind: 'tenant' | 'customer';
  /** The page of the tenant or customer in the product. */
  personPath: string;
  change: { field: 'phone' | 'email'; before: string; after: string };
}): EmailMessage {
  const what = args.change.field === 'phone' ? 'phone number' : 'email';
  const subject = `${args.personName} changed their ${what} to ${args.change.after}`;
  const body = renderEmail({
    companyName: args.companyName,
    heading: subject,
    paragraphs: [
      `${args.personName}, a ${args.kind} of ${args.companyName}, changed their ${what} in the portal${args.change.field === 'email' ? ' and confirmed it from the new mailbox' : ''}.`,
    ],
    rows: [
      ['Before', args.change.before || 'None'],
      ['Now', args.change.after],
    ],
    action: { label: `Open the ${args.kind}`, href: appUrl(args.personPath) },
    footer: 'You receive this email as the owner of the company.',
  });
  return { to: args.to, subject, senderName: args.companyName, ...body };
}

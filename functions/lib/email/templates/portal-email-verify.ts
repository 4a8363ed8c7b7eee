/** The link that confirms a tenant's or customer's new email (POST /api/portal/contact), sent to the new address. */
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';

/** The portal's page that spends the link (POST /api/portal/contact/verify). */
export const emailVerifyPath = (token: string) => `/portal/verify-email?token=${encodeURIComponent(token)}`;

export function portalEmailVerifyEmail(args: {
  to: string;
  personName: string;
  companyName: string;
  token: string;
  validHours: number;
}): EmailMessage {
  const body = renderEmail({
    companyName: args.companyName,
    heading: 'Confirm your new email',
    paragraphs: [
      `Hello ${args.personName},`,
      `You asked ${args.companyName} to use ${args.to} as your email. It changes once you open the link below.`,
      `The link is valid for ${args.validHours} hours and works once.`,
    ],
    action: { label: 'Confirm this email', href: appUrl(emailVerifyPath(args.token)) },
    footer: 'If you did not ask for this, ignore this email: your email stays as it was.',
  });
  return { to: args.to, subject: `Confirm your new email for ${args.companyName}`, senderName: args.companyName, ...body };
}

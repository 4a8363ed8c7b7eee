/** The portal's sign-in link (PORTAL.md "Signing in"): valid 15 minutes, once; the same email invites a person. */
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';

export function portalSignInEmail(args: {
  to: string;
  personName: string;
  companyName: string;
  token: string;
  validMinutes: number;
  /** An owner's "Invite to the portal", not a sign-in the person asked for. */
  invited: boolean;
}): EmailMessage {
  const link = appUrl(`/portal/auth?token=${encodeURIComponent(args.token)}`);
  const body = renderEmail({
    companyName: args.companyName,
    heading: args.invited ? `${args.companyName} invites you to its portal` : `Sign in to ${args.companyName}'s portal`,
    paragraphs: [
      `Hello ${args.personName},`,
      args.invited
        ? `${args.companyName} has opened a portal for you: see what you owe and your invoices, tell them about a payment you made, and more.`
        : `Someone asked to sign in to ${args.companyName}'s portal as ${args.to}. Open it with the link below.`,
      `The link is valid for ${args.validMinutes} minutes and works once. You can ask for a new one at any time on the portal's page.`,
    ],
    action: { label: args.invited ? 'Open your portal' : 'Sign in', href: link },
    footer: args.invited ? undefined : 'If you did not ask for this, ignore this email: nobody can sign in without the link.',
  });
  return {
    to: args.to,
    subject: args.invited ? `Your portal at ${args.companyName}` : `Sign in to ${args.companyName}`,
    senderName: args.companyName,
    ...body,
  };
}

/** The invitation email (ROLES.md "invite"): the link to set a password, valid 7 days, once. */
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';

export function invitationEmail(args: {
  to: string;
  inviteeName: string;
  inviterName: string;
  companyName: string;
  roleLabel: string;
  appsText: string;
  token: string;
  validDays: number;
}): EmailMessage {
  const link = appUrl(`/accept-invite?token=${encodeURIComponent(args.token)}`);
  const body = renderEmail({
    companyName: args.companyName,
    heading: `Join ${args.companyName}`,
    paragraphs: [
      `Hello ${args.inviteeName},`,
      `${args.inviterName} invited you to ${args.companyName} as ${args.roleLabel} (${args.appsText}). Choose your password with the link below, then sign in with this email (${args.to}).`,
      `The link is valid for ${args.validDays} days and works once.`,
    ],
    action: { label: 'Choose your password', href: link },
    footer: 'If you did not expect this, ignore this email: no account is made until the link is used.',
  });
  return { to: args.to, subject: `You are invited to ${args.companyName}`, senderName: args.companyName, ...body };
}

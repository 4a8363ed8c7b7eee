/** The password reset email (AUTOMATION.md "Accounts"): the link to the product's reset page, valid 30 minutes, once. */
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';

export function passwordResetEmail(args: {
  to: string;
  userName: string;
  companyName: string;
  token: string;
  validMinutes: number;
}): EmailMessage {
  const link = appUrl(`/reset-password?token=${encodeURIComponent(args.token)}`);
  const body = renderEmail({
    companyName: args.companyName,
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${args.userName},`,
      `Someone asked to reset the password of your ${args.companyName} account (${args.to}). Choose a new password with the link below.`,
      `The link is valid for ${args.validMinutes} minutes and works once. Setting a new password signs you out on every device.`,
    ],
    action: { label: 'Choose a new password', href: link },
    footer: 'If you did not ask for this, ignore this email: your password stays as it is.',
  });
  return { to: args.to, subject: 'Reset your password', senderName: args.companyName, ...body };
}

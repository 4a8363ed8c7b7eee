/**
 * The owner's daily digest (AUTOMATION.md "Owner digest"): sent at the end of the run that did the work, when
 * something happened; one section per kind of line (emails sent, fees posted, sends that failed, and the later
 * issues' inventory and maintenance lines), each job contributing its own.
 */
import { formatDate, plural } from '../../../../shared/domain/format.ts';
import type { DigestSection } from '../../../automation/job.ts';
import { renderEmail } from '../layout.ts';
import { appUrl } from '../links.ts';
import type { EmailMessage } from '../send.ts';

export interface OwnerDigestInput {
  companyName: string;
  ownerName: string;
  ownerEmail: string;
  /** The company's local date of the run (yyyy-mm-dd). */
  localDate: string;
  sections: DigestSection[];
}

/** The sections that have lines (a digest with none is not sent). */
export const digestSectionsWithLines = (sections: readonly DigestSection[]) => sections.filter((s) => s.lines.length > 0);

export function ownerDigestEmail(input: OwnerDigestInput): EmailMessage {
  const sections = digestSectionsWithLines(input.sections);
  const day = formatDate(input.localDate);
  // one line per item, and those not listed: the count is what the lists hold
  const itemCount = sections.reduce((n, s) => n + s.lines.length + (s.more ?? 0), 0);
  const paragraphs = [
    `Hello ${input.ownerName},`,
    `Here is what ${input.companyName} did by itself on ${day} (${plural(itemCount, 'item')}).`,
    ...sections.map((s) =>
      [
        `${s.title}:`,
        ...s.lines.map((line) => `• ${line}`),
        ...(s.more ? [`… and ${s.more} more`] : []),
        ...(s.link ? [`${s.link.label}: ${s.link.href}`] : []),
      ].join('\n'),
    ),
  ];
  const { text, html } = renderEmail({
    companyName: input.companyName,
    heading: `Daily digest for ${day}`,
    paragraphs,
    action: { label: 'Open the Automation settings', href: appUrl('/account-settings/automation') },
    footer: 'You receive this email because you own this company’s account. Change what runs by itself on the Automation page.',
  });
  return {
    to: input.ownerEmail,
    subject: `${input.companyName}: daily digest for ${day}`,
    text,
    html,
    senderName: input.companyName,
  };
}

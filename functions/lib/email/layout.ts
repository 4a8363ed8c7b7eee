/**
 * Every email's body, in one layout: plain text and simple HTML (inline styles, one column, no images) from the same
 * content. Everything the caller gives is text: the HTML escapes it. Dates and amounts arrive formatted
 * (shared/domain/format.ts: en-GB dates, `$` amounts).
 */
export interface EmailContent {
  companyName: string;
  heading: string;
  paragraphs: string[];
  /** Label / value pairs shown as a small table (period, amount due, due date…). */
  rows?: Array<[string, string]>;
  /** The link to a page of the product; http(s) only. */
  action?: { label: string; href: string };
  footer?: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function assertWebLink(href: string): void {
  if (!/^https?:\/\/[^\s]+$/i.test(href)) throw new Error(`An email link must be an http(s) URL, got "${href}"`);
}

export function renderEmail(c: EmailContent): { text: string; html: string } {
  if (c.action) assertWebLink(c.action.href);
  return { text: renderText(c), html: renderHtml(c) };
}

function renderText(c: EmailContent): string {
  const blocks: string[] = [c.heading, ...c.paragraphs];
  if (c.rows?.length) blocks.push(c.rows.map(([label, value]) => `${label}: ${value}`).join('\n'));
  if (c.action) blocks.push(`${c.action.label}:\n${c.action.href}`);
  if (c.footer) blocks.push(c.footer);
  blocks.push(`— ${c.companyName}`);
  return `${blocks.join('\n\n')}\n`;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function renderHtml(c: EmailContent): string {
  const e = escapeHtml;
  const paragraphs = c.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${e(p)}</p>`).join('\n');
  const rows = c.rows?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${c.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#555">${e(label)}</td><td style="padding:4px 0;font-weight:600">${e(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = c.action
    ? `<p style="margin:24px 0"><a href="${e(c.action.href)}" style="display:inline-block;padding:10px 18px;background:#1f4e79;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:600">${e(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${e(c.action.href)}</p>`
    : '';
  const footer = c.footer ? `<p style="margin:24px 0 0;font-size:13px;color:#555">${e(c.footer)}</p>` : '';
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(c.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;${FONT};color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">
<p style="margin:0 0 16px;font-size:14px;color:#555">${e(c.companyName)}</p>
<h1 style="margin:0 0 16px;font-size:20px">${e(c.heading)}</h1>
${paragraphs}
${rows}
${action}
${footer}
</div>
</body></html>
`;
}

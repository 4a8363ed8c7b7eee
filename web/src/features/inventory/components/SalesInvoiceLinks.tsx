import { Copy, Link2, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate, formatDateTime } from '../../../../../shared/domain/format.ts';
import { INVOICE_LINK_DAYS, type InvoiceLinkRow } from '../../../../../shared/invoice-links.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { createIcon } from '../../../components/ui/Icon.tsx';
import { MoreLinksButton, RevokeLinkDialog, sentFact } from '../../../components/ui/ShareLinkControls.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCan } from '../../../lib/powers.ts';
import { useCreateSalesInvoiceLink, useEmailSalesInvoice, useRevokeSalesInvoiceLink, useSalesInvoiceLinks } from '../api/invoices.ts';
import { StatusBadge } from './StatusBadge.tsx';

const CopyIcon = createIcon(Copy);
const LinkIcon = createIcon(Link2);
const MailIcon = createIcon(Mail);

/** Active links are green, expired ones yellow, revoked ones red (the invoice badge's palette). */

/** What a link row says about itself, in one line. */
function linkFacts(link: InvoiceLinkRow): string {
  const sent = sentFact(link);
  const facts = [
    ...(sent ? [sent] : []),
    `Created ${formatDateTime(link.createdAt)}`,
    `${link.status === 'Expired' ? 'expired' : 'expires'} ${formatDate(link.expiresAt)}`,
  ];
  facts.push(link.openedAt ? `opened ${formatDateTime(link.openedAt)}` : 'not opened yet');
  if (link.revokedAt) facts.push(`revoked ${formatDateTime(link.revokedAt)}`);
  return facts.join(' · ');
}

/** Copies the text; false when the browser refuses (then the link stays on screen to copy by hand). */
async function copied(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Customer link" of a sales invoice (INVENTORY.md "Invoices": like the rent invoice's tenant link): Copy customer
 * link makes a link the customer opens without an account (the invoice as a PDF, nothing else; 30 days) and copies
 * it; Email sends a new one to the customer (AUTOMATION.md), to their contact email unless the sender types another;
 * every link made for the invoice is listed with where it was sent and when it was opened, and one that still works
 * can be revoked.
 */
export function SalesInvoiceLinks({ invoiceId, customerEmail }: { invoiceId: string; customerEmail: string }) {
  const links = useSalesInvoiceLinks(invoiceId);
  const create = useCreateSalesInvoiceLink();
  const email = useEmailSalesInvoice();
  const [emailTo, setEmailTo] = useState(customerEmail);
  const [sending, setSending] = useState(false);
  const revoke = useRevokeSalesInvoiceLink();
  const [busy, setBusy] = useState(false);
  const [latest, setLatest] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<InvoiceLinkRow | null>(null);
  const titleId = useId();
  const urlId = useId();
  // links and emails are invoice writes: a viewer sees the links only
  const mayShare = useCan('inventory.invoice.write');

  async function onCopyLink() {
    if (busy) return;
    setBusy(true);
    try {
      const link = await create({ body: { invoiceId, expiresInDays: INVOICE_LINK_DAYS.default } });
      const url = `${window.location.origin}${link.path}`;
      setLatest(url);
      if (await copied(url)) notify.success('Customer link copied to clipboard');
      else notify.error('Could not copy the link. Select it and copy it yourself.');
    } catch {
      // the API client toasted the server's message
    } finally {
      setBusy(false);
    }
  }

  async function onEmail() {
    if (sending) return;
    const to = emailTo.trim();
    if (!to) {
      notify.error('Enter the email address to send the invoice to.');
      return;
    }
    setSending(true);
    try {
      const sent = await email({ body: { invoiceId, expiresInDays: INVOICE_LINK_DAYS.default, to } });
      notify.success(sent.message);
    } catch {
      // the API client toasted the server's message (no address, a bad one, a refused send)
    } finally {
      setSending(false);
    }
  }

  async function onRevoke(link: InvoiceLinkRow) {
    const res = await revoke({ query: { id: link.linkId } });
    setLatest(null);
    notify.success(res?.message || M.invoiceLinkRevoked);
  }

  const rows = links.data ?? [];
  return (
    <section className="sinv-links" aria-labelledby={titleId}>
      <div className="sinv-links-head">
        <h3 className="sinv-links-title" id={titleId}>
          <LinkIcon size={16} /> Customer links
        </h3>
        {mayShare ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void onCopyLink()} aria-disabled={busy}>
            <CopyIcon size={16} />
            {busy ? 'Creating link...' : 'Copy customer link'}
          </button>
        ) : null}
      </div>
      <p className="muted sinv-links-note">
        The customer opens the invoice without an account; a link works for {INVOICE_LINK_DAYS.default} days unless you revoke it.
      </p>
      {mayShare ? (
        <div className="sinv-email-row">
          <TextField
            label="Email to the customer"
            name="emailTo"
            type="email"
            autoComplete="off"
            value={emailTo}
            onChange={setEmailTo}
            placeholder="customer@example.com"
          />
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void onEmail()} aria-disabled={sending}>
            <MailIcon size={16} />
            {sending ? 'Sending...' : 'Send'}
          </button>
        </div>
      ) : null}
      {latest ? (
        <div className="field">
          <label className="field-label" htmlFor={urlId}>
            New customer link
          </label>
          <input id={urlId} className="input sinv-link-url" readOnly value={latest} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : null}
      {links.isLoading ? (
        <p className="muted" role="status">
          Loading links...
        </p>
      ) : links.error ? (
        <p className="inline-error">Customer links could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className="muted">No customer links yet.</p>
      ) : (
        <ul className="sinv-link-list" aria-label="Customer links">
          {rows.map((link) => (
            <li key={link.linkId} className="sinv-link">
              <StatusBadge status={link.status} />
              <span className="sinv-link-facts">{linkFacts(link)}</span>
              {link.status === 'Active' && mayShare ? (
                <button type="button" className="btn btn-danger-ghost btn-sm" onClick={() => setRevoking(link)}>
                  Revoke
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <MoreLinksButton links={links} />
      {revoking ? (
        <RevokeLinkDialog
          who="customer"
          onClose={() => setRevoking(null)}
          onConfirm={() => onRevoke(revoking)}
          details={linkFacts(revoking)}
        />
      ) : null}
    </section>
  );
}

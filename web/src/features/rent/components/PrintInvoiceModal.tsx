import { useEffect, useId, useRef, useState } from 'react';
import { defaultInvoiceRange, invoiceableUntil, validateInvoiceRange } from '../../../../../shared/rent/invoice-rules.ts';
import { isIsoDate } from '../../../../../shared/domain/dates.ts';
import { formatDate, formatDateTime } from '../../../../../shared/domain/format.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { DateField } from '../../../components/ui/DateField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import type { CreateRentInvoiceLinkResponse as InvoiceLink } from '../../../../../shared/rent/invoice-schemas.ts';
import { createInvoiceLink, emailRentInvoice, printRentInvoice, revokeInvoiceLink } from '../api/invoices.ts';
import { useRentalHistory } from '../api/rents.ts';
import { localToday } from '../../../lib/dates.ts';
import { CopyIcon, DownloadIcon, LinkIcon, MailIcon } from './rent-icons.tsx';
import { downloadFrom } from '../../../lib/download.ts';
import { useCan } from '../../../lib/powers.ts';

export interface InvoiceTarget {
  rentId: string | null | undefined;
  tenantName?: string | null;
  rentStart: string | null | undefined;
  rentEnd: string;
  checkoutDate?: string | null;
  /** Where Email sends by default; absent: looked up in the room's rental history (`roomId`). */
  tenantEmail?: string | null;
  roomId?: string;
}

/** The tenant's address on file: the target's, else the rent's row in its room's history (cached when the tab was open). */
function useTenantEmail(target: InvoiceTarget): string | null {
  const lookUp = target.tenantEmail === undefined && target.roomId ? target.roomId : undefined;
  const history = useRentalHistory(lookUp);
  if (target.tenantEmail !== undefined) return target.tenantEmail ?? '';
  if (!history.data) return null;
  return history.data.find((rent) => rent.rent_id === target.rentId)?.tenant_email ?? '';
}

const LINK_EXPIRY = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '14', label: '14 days' },
  { value: '30', label: '30 days' },
];

/** Print Rent Invoice (spec §5): download the PDF, or create a link the tenant can open without signing in. */
export function PrintInvoiceModal({ target, onClose }: { target: InvoiceTarget; onClose: () => void }) {
  const today = localToday();
  const lastDay = isIsoDate(target.rentEnd)
    ? invoiceableUntil({ rentEnd: target.rentEnd, checkoutDate: target.checkoutDate || null, today })
    : target.rentEnd;
  // The periods due so far (issue item 2): its Total, Paid and Balance are the unit page's, not the whole lease's.
  const [initialRange] = useState(() =>
    isIsoDate(target.rentStart) && isIsoDate(target.rentEnd)
      ? defaultInvoiceRange({ startDate: target.rentStart, endDate: target.rentEnd, checkoutDate: target.checkoutDate || null }, today)
      : { startDate: target.rentStart ?? '', endDate: lastDay ?? '' },
  );
  const [startDate, setStartDate] = useState(initialRange.startDate);
  const [endDate, setEndDate] = useState(initialRange.endDate);
  const [expiresInDays, setExpiresInDays] = useState('7');
  const [busy, setBusy] = useState<null | 'print' | 'link' | 'revoke' | 'email'>(null);
  const tenantEmail = useTenantEmail(target);
  // null until the address on file is known, then what the sender typed
  const [emailTo, setEmailTo] = useState<string | null>(null);
  const emailValue = emailTo ?? tenantEmail ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState<InvoiceLink | null>(null);
  const linkFieldId = useId();
  const linkUrl = link ? `${window.location.origin}${link.path}` : '';
  const linkInput = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const linkShown = useRef(false);
  // a viewer prints (a read); links and emails are money (`rent.invoice.send`), refused 403 for them
  const shares = useCan('rent.invoice.send');

  // The button pressed is replaced (create ↔ revoke): move focus to what took its place, not to the page.
  useEffect(() => {
    if (link) linkInput.current?.focus();
    else if (linkShown.current) createButton.current?.focus();
    linkShown.current = Boolean(link);
  }, [link]);

  function checkedRange(): { startDate: string; endDate: string; currentRentId: string } | null {
    const message = validateInvoiceRange({
      startDate,
      endDate,
      rentStart: target.rentId ? target.rentStart : '',
      rentEnd: target.rentEnd,
      checkoutDate: target.checkoutDate || null,
      today,
    });
    setProblem(message);
    return message || !target.rentId ? null : { startDate, endDate, currentRentId: target.rentId };
  }

  async function onDownload() {
    const range = checkedRange();
    if (!range || busy) return;
    setBusy('print');
    try {
      const res = await printRentInvoice(range);
      downloadFrom(res.url, res.fileName ?? 'Sales_Invoice.pdf');
      notify.success(res.message ?? 'Invoice downloaded');
    } catch {
      // toast shown by the client ("Failed to print invoice" by default)
    } finally {
      setBusy(null);
    }
  }

  async function onCreateLink() {
    const range = checkedRange();
    if (!range || busy) return;
    setBusy('link');
    try {
      const created = await createInvoiceLink({ ...range, expiresInDays: Number(expiresInDays) });
      setLink(created);
      notify.success('Tenant link created');
    } catch {
      // toast shown by the client
    } finally {
      setBusy(null);
    }
  }

  async function onEmail() {
    const range = checkedRange();
    if (!range || busy) return;
    const to = emailValue.trim();
    if (!to) {
      setProblem('Enter the email address to send the invoice to.');
      return;
    }
    setBusy('email');
    try {
      const sent = await emailRentInvoice({ ...range, expiresInDays: Number(expiresInDays), to });
      notify.success(sent.message);
    } catch {
      // toast shown by the client (the server's message: no address, a bad one, a refused send)
    } finally {
      setBusy(null);
    }
  }

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(linkUrl);
      notify.success('Link copied to clipboard');
    } catch {
      notify.error('Could not copy the link. Select it and copy it yourself.');
    }
  }

  async function onRevoke() {
    if (!link || busy) return;
    setBusy('revoke');
    try {
      const res = await revokeInvoiceLink(link.linkId);
      notify.success(res?.message ?? 'Link revoked');
      setLink(null);
    } catch {
      // toast shown by the client
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      title="Print Rent Invoice"
      description={target.tenantName ? `Invoice for ${target.tenantName}` : undefined}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isBusy={busy !== null}
    >
      <div className="form">
        <p className="muted rent-note">
          Rent period {formatDate(target.rentStart)} – {formatDate(lastDay)}. The invoice lists every period due inside the dates you
          choose.
        </p>
        <div className="form-grid">
          <DateField label="Start Date" name="startDate" required value={startDate} onChange={setStartDate} />
          <DateField label="End Date" name="endDate" required value={endDate} onChange={setEndDate} />
        </div>
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy !== null}>
            Done
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void onDownload()} aria-disabled={busy !== null}>
            <DownloadIcon size={18} />
            {busy === 'print' ? 'Preparing...' : 'Download PDF'}
          </button>
        </div>

        {shares ? (
          <>
            <section className="invoice-share" aria-labelledby={`${linkFieldId}-title`}>
              <h3 id={`${linkFieldId}-title`} className="invoice-share-title">
                <LinkIcon size={18} /> Share with the tenant
              </h3>
              <p className="muted rent-note">
                A link the tenant can open without an account. It shows this invoice and nothing else, and you can revoke it.
              </p>
              {link ? (
                <div className="form">
                  <div className="field">
                    <label className="field-label" htmlFor={linkFieldId}>
                      Tenant invoice link
                    </label>
                    <div className="copy-row">
                      <input
                        ref={linkInput}
                        id={linkFieldId}
                        className="input"
                        readOnly
                        value={linkUrl}
                        onFocus={(e) => e.currentTarget.select()}
                        aria-describedby={`${linkFieldId}-expiry`}
                      />
                      <button type="button" className="btn btn-primary" onClick={() => void onCopy()}>
                        <CopyIcon size={18} /> Copy
                      </button>
                    </div>
                    <p className="field-hint" id={`${linkFieldId}-expiry`}>
                      Expires {formatDateTime(link.expiresAt)}.
                    </p>
                  </div>
                  <div className="button-row">
                    <button
                      type="button"
                      className="btn btn-danger-ghost btn-sm"
                      onClick={() => void onRevoke()}
                      aria-disabled={busy !== null}
                    >
                      {busy === 'revoke' ? 'Revoking...' : 'Revoke link'}
                    </button>
                  </div>
                </div>
              ) : (
                <div className="share-row">
                  <SelectField
                    label="Link expires after"
                    name="expiresInDays"
                    value={expiresInDays}
                    onChange={setExpiresInDays}
                    options={LINK_EXPIRY}
                  />
                  <button
                    ref={createButton}
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => void onCreateLink()}
                    aria-disabled={busy !== null}
                  >
                    <LinkIcon size={18} />
                    {busy === 'link' ? 'Creating...' : 'Create tenant link'}
                  </button>
                </div>
              )}
            </section>

            <section className="invoice-share" aria-labelledby={`${linkFieldId}-email-title`}>
              <h3 id={`${linkFieldId}-email-title`} className="invoice-share-title">
                <MailIcon size={18} /> Email to the tenant
              </h3>
              <p className="muted rent-note">
                The tenant gets a new link to this invoice by email, valid for the days chosen above. It is listed under Tenant links.
              </p>
              <div className="share-row">
                <TextField
                  label="Send to"
                  name="emailTo"
                  type="email"
                  autoComplete="off"
                  value={emailValue}
                  onChange={setEmailTo}
                  placeholder={tenantEmail === null ? 'Loading the tenant’s email...' : 'tenant@example.com'}
                />
                <button type="button" className="btn btn-secondary" onClick={() => void onEmail()} aria-disabled={busy !== null}>
                  <MailIcon size={18} />
                  {busy === 'email' ? 'Sending...' : 'Send'}
                </button>
              </div>
            </section>
          </>
        ) : null}
      </div>
    </Modal>
  );
}

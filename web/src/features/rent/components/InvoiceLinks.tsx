import { useId, useState } from 'react';
import { formatDate, formatDateTime } from '../../../../../shared/domain/format.ts';
import type { RentInvoiceLinkRow } from '../../../../../shared/rent/invoice-schemas.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { MoreLinksButton, RevokeLinkDialog, sentFact } from '../../../components/ui/ShareLinkControls.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { notify } from '../../../lib/notify.ts';
import type { StatusTone } from '../status.ts';
import { revokeInvoiceLink, useInvoiceLinks } from '../api/invoices.ts';
import { LinkIcon } from './rent-icons.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { usePowers } from '../../../lib/powers.ts';

const TONES: Record<RentInvoiceLinkRow['status'], StatusTone> = { Active: 'paid', Expired: 'vacant', Revoked: 'overdue' };

function LinkRow({ link, onRevoke }: { link: RentInvoiceLinkRow; onRevoke?: () => void }) {
  const detailsId = useId();
  const sent = sentFact(link);
  return (
    <li className="invoice-link">
      <div className="invoice-link-text" id={detailsId}>
        {sent ? <span>{sent}</span> : null}
        <span>Created {formatDateTime(link.createdAt)}</span>
        <span>
          {link.status === 'Expired' ? 'Expired' : 'Expires'} {formatDate(link.expiresAt)}
        </span>
        <span>{link.openedAt ? `Opened ${formatDateTime(link.openedAt)}` : 'Not opened'}</span>
        {link.revokedAt ? <span>Revoked {formatDateTime(link.revokedAt)}</span> : null}
      </div>
      <div className="invoice-link-actions">
        <StatusBadge label={link.status} tone={TONES[link.status]} />
        {link.status === 'Active' && onRevoke ? (
          <button type="button" className="btn btn-danger-ghost btn-sm" onClick={onRevoke} aria-describedby={detailsId}>
            Revoke
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * "Tenant links" of a rental history card (issue item 3): every invoice link shared for the rent, newest
 * first, with when it was created, when it expires, whether the tenant opened it and whether it was revoked;
 * Revoke (after confirming) on each link that still works. Links are created from Print Rent Invoice.
 */
export function InvoiceLinks({ rentId }: { rentId: string }) {
  const links = useInvoiceLinks(rentId);
  const { can } = usePowers();
  const [revoking, setRevoking] = useState<RentInvoiceLinkRow | null>(null);
  const titleId = useId();

  async function revoke(link: RentInvoiceLinkRow) {
    // revokeInvoiceLink refetches the rent's list of links
    const res = await revokeInvoiceLink(link.linkId);
    notify.success(res?.message ?? RENT_MESSAGES.invoiceLinkRevoked);
  }

  return (
    <section className="invoice-links" aria-labelledby={titleId}>
      <h3 className="invoice-links-title" id={titleId}>
        <LinkIcon size={16} /> Tenant links
      </h3>
      <QueryState
        query={links}
        errorText="Tenant links could not be loaded."
        empty={<p className="muted invoice-links-empty">No tenant links yet. Create one from Print Rent Invoice.</p>}
        loading={
          <p className="muted invoice-links-empty" role="status">
            <Spinner size="sm" /> Loading links...
          </p>
        }
      >
        {(rows) => (
          <ul className="invoice-link-list" aria-labelledby={titleId}>
            {rows.map((link) => (
              <LinkRow key={link.linkId} link={link} onRevoke={can('rent.invoice.send') ? () => setRevoking(link) : undefined} />
            ))}
          </ul>
        )}
      </QueryState>
      <MoreLinksButton links={links} />
      {revoking ? (
        <RevokeLinkDialog
          who="tenant"
          onClose={() => setRevoking(null)}
          onConfirm={() => revoke(revoking)}
          details={`Created ${formatDateTime(revoking.createdAt)}, expires ${formatDate(revoking.expiresAt)}, ${
            revoking.openedAt ? `opened ${formatDateTime(revoking.openedAt)}` : 'not opened yet'
          }.`}
        />
      ) : null}
    </section>
  );
}

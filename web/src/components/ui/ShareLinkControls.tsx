/** The parts every list of shared invoice links has (a rent's tenant links, a sales invoice's customer links). */
import type { ReactNode } from 'react';
import { formatDate } from '../../../../shared/domain/format.ts';
import type { InvoiceLinkRow } from '../../../../shared/invoice-links.ts';
import type { PagedQuery } from '../../lib/api-query.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

interface RevokeLinkDialogProps {
  /** Who the link was shared with: a rent invoice's tenant or a sales invoice's customer. */
  who: 'tenant' | 'customer';
  /** What exactly is revoked: when the link was made, until when it works, whether it was opened. */
  details: ReactNode;
  onClose: () => void;
  onConfirm: () => Promise<unknown> | void;
}

/** Asks before revoking a shared invoice link: once revoked, the link stops working for good. */
export function RevokeLinkDialog({ who, details, onClose, onConfirm }: RevokeLinkDialogProps) {
  return (
    <ConfirmDialog
      isOpen
      onClose={onClose}
      onConfirm={onConfirm}
      title={`Revoke ${who} link`}
      message={`Revoke this link? The ${who} will no longer be able to open the invoice with it.`}
      details={details}
      confirmLabel="Revoke link"
      busyLabel="Revoking..."
      tone="danger"
    />
  );
}

/** "Show more links" while the list of links has further pages. */
export function MoreLinksButton({ links }: { links: Pick<PagedQuery<unknown>, 'hasMore' | 'loadMore' | 'loadingMore'> }) {
  if (!links.hasMore) return null;
  return (
    <button type="button" className="btn btn-ghost btn-sm" onClick={links.loadMore} aria-disabled={links.loadingMore}>
      {links.loadingMore ? 'Loading...' : 'Show more links'}
    </button>
  );
}

/** Where a link was emailed: `Sent to x@y.z on 05/03/2026`; null for a link made to copy (never emailed). */
export function sentFact(link: Pick<InvoiceLinkRow, 'sentTo' | 'sentAt'>): string | null {
  if (!link.sentTo) return null;
  return link.sentAt ? `Sent to ${link.sentTo} on ${formatDate(link.sentAt)}` : `Not sent to ${link.sentTo}: the email failed`;
}

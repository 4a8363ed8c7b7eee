import { useState, type ReactNode } from 'react';
import { useInvoiceExists, type InvoiceKind } from '../api/invoices.ts';
import { InvoiceGenerateModal } from './InvoiceGenerateModal.tsx';
import { InvoiceViewModal } from './InvoiceViewModal.tsx';
import { usePowers } from '../../../lib/powers.ts';

/**
 * The order detail's top-right invoice button (spec §2, §4): Generate Invoice while the order has none, View Invoice
 * once it has. One button element whose label changes, so focus comes back to it when a modal closes.
 */
export function InvoiceButton({ kind, orderId, description }: { kind: InvoiceKind; orderId: number; description: ReactNode }) {
  const exists = useInvoiceExists(kind, orderId);
  const [open, setOpen] = useState<null | 'generate' | 'view'>(null);
  // a fresh form each time a modal opens; closing keeps the instance, so react-aria closes it and restores focus
  const [session, setSession] = useState(0);
  const show = (which: 'generate' | 'view') => {
    setSession((n) => n + 1);
    setOpen(which);
  };
  const invoiceId = exists.data?.exists ? exists.data.invoiceId : null;
  const mayGenerate = usePowers().can('inventory.invoice.write');

  if (exists.error && !exists.data)
    return (
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => void exists.mutate()}>
        Check invoice again
      </button>
    );

  const checking = !exists.data;
  if (!checking && !invoiceId && !mayGenerate) return null;
  return (
    <>
      <button
        type="button"
        className={`btn btn-sm ${invoiceId ? 'btn-secondary' : 'btn-primary'}`}
        disabled={checking}
        onClick={() => show(invoiceId ? 'view' : 'generate')}
      >
        {checking ? 'Checking invoice...' : invoiceId ? 'View Invoice' : 'Generate Invoice'}
      </button>
      <InvoiceGenerateModal
        key={`generate-${session}`}
        kind={kind}
        orderId={orderId}
        description={description}
        isOpen={open === 'generate'}
        onOpenChange={(o) => setOpen(o ? 'generate' : null)}
      />
      <InvoiceViewModal
        key={`view-${session}`}
        kind={kind}
        invoiceId={invoiceId}
        isOpen={open === 'view'}
        onOpenChange={(o) => setOpen(o ? 'view' : null)}
      />
    </>
  );
}

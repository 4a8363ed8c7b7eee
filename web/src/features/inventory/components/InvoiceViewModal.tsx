import { useState } from 'react';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useInvoice, type InvoiceKind } from '../api/invoices.ts';
import { invoiceStatusLabel } from '../invoice-form.ts';
import { EditInvoiceButton } from './InvoiceEditModal.tsx';
import { InvoicePrintButton } from './InvoicePrintButton.tsx';
import { InvoiceNotShown, InvoiceView } from './InvoiceView.tsx';

interface ViewModalProps {
  kind: InvoiceKind;
  invoiceId: string | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** View Invoice (spec §2 "Purchase order detail", sales order detail): the invoice, Edit Invoice (its own modal on top) and Print Invoice. */
export function InvoiceViewModal({ kind, invoiceId, isOpen, onOpenChange }: ViewModalProps) {
  // each opening mounts a fresh instance (InvoiceButton's key): one mounted open keeps its invoice while it closes
  const [active] = useState(isOpen);
  const invoice = useInvoice(kind, active ? invoiceId : null);
  const data = invoice.data;

  return (
    <Modal
      title="View Invoice"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      description={data ? `${data.invoice_number} · ${data.name}` : undefined}
    >
      <div className="pinv-modal-body">
        {invoice.isLoading || invoice.error || !data ? (
          <InvoiceNotShown query={invoice} />
        ) : (
          <>
            <div className="pinv-actions">
              <EditInvoiceButton kind={kind} invoice={data} />
              <InvoicePrintButton kind={kind} invoiceId={data.invoiceId} className="btn btn-primary btn-sm" />
            </div>
            <InvoiceView kind={kind} invoice={data} level={3} statusLabel={invoiceStatusLabel(data.status)} />
          </>
        )}
      </div>
    </Modal>
  );
}

import { useState } from 'react';
import * as M from '../../../../../shared/inventory/messages.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useInvoice, type InvoiceKind } from '../api/invoices.ts';
import { invoiceStatusLabel } from '../invoice-form.ts';
import { InvoiceEditModal } from './InvoiceEditModal.tsx';
import { InvoicePrintButton } from './InvoicePrintButton.tsx';
import { InvoiceView } from './InvoiceView.tsx';

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
  const [editing, setEditing] = useState(false);
  const [session, setSession] = useState(0);
  const data = invoice.data;

  return (
    <Modal
      title="View Invoice"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      description={data ? `${data.invoice_number} · ${data.name}` : undefined}
    >
      <div className="pinv-modal-body">
        {invoice.isLoading ? (
          <p className="card-loading" role="status">
            <Spinner /> <span>Loading invoice...</span>
          </p>
        ) : invoice.error || !data ? (
          <div className="inline-error">
            <p>{M.failedToGetInvoice}</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void invoice.mutate()}>
              Try again
            </button>
          </div>
        ) : (
          <>
            <div className="pinv-actions">
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => {
                  setSession((n) => n + 1);
                  setEditing(true);
                }}
              >
                Edit Invoice
              </button>
              <InvoicePrintButton kind={kind} invoiceId={data.invoiceId} className="btn btn-primary btn-sm" />
            </div>
            <InvoiceView kind={kind} invoice={data} level={3} statusLabel={invoiceStatusLabel(data.status)} />
            <InvoiceEditModal key={session} kind={kind} invoice={data} isOpen={editing} onOpenChange={setEditing} />
          </>
        )}
      </div>
    </Modal>
  );
}

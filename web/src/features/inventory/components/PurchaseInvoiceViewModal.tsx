import { useState } from 'react';
import * as M from '../../../../../shared/inventory/messages.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { usePurchaseInvoice } from '../api/purchase-invoices.ts';
import { invoiceStatusLabel } from '../invoice-form.ts';
import { PurchaseInvoiceEditModal } from './PurchaseInvoiceEditModal.tsx';
import { PurchaseInvoicePrintButton } from './PurchaseInvoicePrintButton.tsx';
import { PurchaseInvoiceView } from './PurchaseInvoiceView.tsx';

interface ViewModalProps {
  invoiceId: string | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** View Invoice (spec §2 "Purchase order detail"): the invoice, Edit Invoice (its own modal on top) and Print Invoice. */
export function PurchaseInvoiceViewModal({ invoiceId, isOpen, onOpenChange }: ViewModalProps) {
  // each opening mounts a fresh instance (PurchaseInvoiceButton's key): one mounted open keeps its invoice while it closes
  const [active] = useState(isOpen);
  const invoice = usePurchaseInvoice(active ? invoiceId : null);
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
              <PurchaseInvoicePrintButton invoiceId={data.invoiceId} className="btn btn-primary btn-sm" />
            </div>
            <PurchaseInvoiceView invoice={data} level={3} statusLabel={invoiceStatusLabel(data.status)} />
            <PurchaseInvoiceEditModal key={session} invoice={data} isOpen={editing} onOpenChange={setEditing} />
          </>
        )}
      </div>
    </Modal>
  );
}

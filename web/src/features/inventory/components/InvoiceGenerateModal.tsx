import { useState, type FormEvent, type ReactNode } from 'react';
import * as M from '../../../../../shared/inventory/messages.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useGenerateInvoice, useInvoiceNumber, type InvoiceKind } from '../api/invoices.ts';
import { localToday } from '../../../lib/dates.ts';
import { generateInvoiceBody, invoiceDefaults, invoiceNumberUnavailable } from '../invoice-form.ts';
import { INVOICE_KINDS } from '../invoice-kinds.ts';
import { InvoiceDraftForm, ReadOnlyField, useInvoiceDraft } from './InvoiceDraftForm.tsx';
import '../invoices.css';

interface GenerateProps {
  kind: InvoiceKind;
  orderId: number;
  /** What the order is, under the title (number, partner, total). */
  description: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Generate Purchase / Sales Invoice (spec §2, §5 "Generate invoice"): the next number as a preview (the server
 * allocates the real one), due date (default today, required) and notes (default N/A).
 */
export function InvoiceGenerateModal({ kind, orderId, description, isOpen, onOpenChange }: GenerateProps) {
  // each opening mounts a fresh instance (InvoiceButton's key): one mounted open keeps its number while it closes
  const [active] = useState(isOpen);
  const number = useInvoiceNumber(kind, active);
  const text = INVOICE_KINDS[kind];
  const form = useInvoiceDraft(() => invoiceDefaults(localToday()));
  const generate = useGenerateInvoice(kind);
  const preview = number.data?.invoiceNumber ?? null;
  const numberFailed = !preview && !number.isLoading && Boolean(number.error);
  const onSubmit = (event: FormEvent) =>
    form.submit(
      event,
      () => (preview ? generateInvoiceBody(kind, orderId, preview, form.draft) : null),
      (body) => generate(orderId, body),
      M.invoiceGenerated,
      () => onOpenChange(false),
    );

  return (
    <Modal
      title={`Generate ${text.label} Invoice`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isBusy={form.busy}
      description={description}
    >
      <InvoiceDraftForm
        form={form}
        label={`Generate ${text.label.toLowerCase()} invoice`}
        onSubmit={onSubmit}
        onCancel={() => onOpenChange(false)}
        submitLabel="Generate Invoice"
        busyLabel="Generating..."
        submitDisabled={!preview}
      >
        {numberFailed ? (
          <div className="field">
            <span className="field-label">Invoice Number</span>
            <div className="pinv-number-failed" role="alert">
              <span>{invoiceNumberUnavailable}</span>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => void number.mutate()}>
                Try again
              </button>
            </div>
          </div>
        ) : (
          <ReadOnlyField
            label="Invoice Number"
            name="invoiceNumber"
            value={preview ?? 'Loading...'}
            hint="A preview: the number is given when the invoice is generated."
          />
        )}
      </InvoiceDraftForm>
    </Modal>
  );
}

import { Printer } from 'lucide-react';
import { useState } from 'react';
import { createIcon } from '../../../components/ui/Icon.tsx';
import { notify } from '../../../lib/notify.ts';
import { fetchInvoicePdf, type InvoiceKind } from '../api/invoices.ts';
import { printProblem } from '../invoice-form.ts';
import { downloadFrom } from '../../../lib/download.ts';

const PrintIcon = createIcon(Printer);

/**
 * Print Invoice (spec §2, §5 "Print invoice"): the server renders and stores the PDF and answers a short-lived
 * signed URL, saved as Invoice.pdf. `Invoice not found` without an id; `Failed to get invoice PDF` by default.
 */
export function InvoicePrintButton({
  kind,
  invoiceId,
  className = 'btn btn-primary',
}: {
  kind: InvoiceKind;
  invoiceId: string | null | undefined;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);

  async function onPrint() {
    if (busy) return;
    const problem = printProblem(invoiceId);
    if (problem || !invoiceId) return void notify.error(problem ?? '');
    setBusy(true);
    try {
      const pdf = await fetchInvoicePdf(kind, invoiceId);
      downloadFrom(pdf.url, pdf.fileName || 'Invoice.pdf');
    } catch {
      // the API client toasted the server's message or `Failed to get invoice PDF`
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={className} onClick={() => void onPrint()} aria-disabled={busy}>
      <PrintIcon size={18} />
      {busy ? 'Preparing...' : 'Print Invoice'}
    </button>
  );
}

/** The order invoice PDF (functions/lib/pdf/order-invoice.ts): a pure renderer, read back with pdf-lib and poppler. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderOrderInvoice, type OrderInvoiceDocument, type OrderInvoiceLine } from '../../functions/lib/pdf/order-invoice.ts';

const dir = mkdtempSync(join(tmpdir(), 'order-invoice-pdf-'));
let counter = 0;

/** The PDF's text as a reader sees it (poppler's pdftotext), page by page. */
function pdfPages(bytes: Uint8Array): string[] {
  const file = join(dir, `doc-${++counter}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
}

const line = (i: number, description = ''): OrderInvoiceLine => ({
  name: `Item ${i + 1}`,
  description,
  quantity: 2,
  unitCents: 1_250,
  discountPercent: 0,
  subtotalCents: 2_500,
  totalCents: 2_500,
});

function invoice(overrides: Partial<OrderInvoiceDocument> = {}): OrderInvoiceDocument {
  return {
    kind: 'Purchase',
    invoiceNumber: 'INV-PO-00007',
    orderNumber: 'PO-00012',
    invoiceDate: '2026-11-22',
    dueDate: '2026-12-22',
    status: 'Partially Paid',
    generatedAt: new Date('2026-11-22T09:30:00Z'),
    from: { name: 'Harbour Traders', address: '1 Quay Street, Bristol', phone: '+44 20 7946 0000', email: 'owner@harbour.example' },
    to: { name: 'Acme Supplies', address: '5 Mill Lane, Leeds', phone: '+44 113 496 0000', email: 'orders@acme.example' },
    lines: [
      {
        name: 'Bolt',
        description: 'Zinc bolt M6',
        quantity: 1_200,
        unitCents: 35,
        discountPercent: 3,
        subtotalCents: 42_000,
        totalCents: 40_740,
      },
      { name: 'Nut', description: '', quantity: 2, unitCents: 1_299, discountPercent: 0, subtotalCents: 2_598, totalCents: 2_598 },
    ],
    totals: { subtotalCents: 43_338, discountPercent: 12.5, totalCents: 37_921, paidCents: 10_000, returnedCents: 1_000, dueCents: 26_921 },
    notes: 'Deliver to the back door.\nPay by transfer.',
    ...overrides,
  };
}

let bytes: Uint8Array;
let text: string;

beforeAll(async () => {
  bytes = await renderOrderInvoice(invoice());
  text = pdfPages(bytes).join('\n');
});

describe('renderOrderInvoice', () => {
  it('is one A4 page pdf-lib reads back, with its metadata', async () => {
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Purchase Invoice INV-PO-00007');
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it('shows the title, number, order, dates (en-GB) and status', () => {
    expect(text).toContain('Purchase Invoice');
    expect(text).toContain('INV-PO-00007');
    expect(text).toContain('PO-00012');
    // pdftotext puts the dates on lines of their own (the title's size moves its line grouping): in order, then
    expect(text).toMatch(/Invoice date[\s\S]*Due date[\s\S]*22\/11\/2026\s+22\/12\/2026/);
    expect(text).toMatch(/Status\s+Partially Paid/);
  });

  it('shows From and To with name, address, phone and email', () => {
    for (const value of [
      'FROM',
      'TO',
      'Harbour Traders',
      '1 Quay Street, Bristol',
      'owner@harbour.example',
      'Acme Supplies',
      'orders@acme.example',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain('Tel. +44 113 496 0000');
  });

  it('lists the items with description, quantity, unit price, subtotal, discount and total', () => {
    expect(text).toMatch(/Bolt\s+1,200\s+\$0\.35\s+\$420\.00\s+3\.00%\s+\$407\.40/);
    expect(text).toContain('Zinc bolt M6');
    expect(text).toMatch(/Nut\s+2\s+\$12\.99\s+\$25\.98\s+0\.00%\s+\$25\.98/);
  });

  it('ends with the figures and the notes', () => {
    expect(text).toMatch(/Subtotal\s+\$433\.38/);
    expect(text).toMatch(/Discount\s+12\.50%/);
    expect(text).toMatch(/Total\s+\$379\.21/);
    expect(text).toMatch(/Paid\s+\$100\.00/);
    expect(text).toMatch(/Returned credit\s+\$10\.00/);
    expect(text).toMatch(/Amount due\s+\$269\.21/);
    expect(text).toContain('Deliver to the back door. Pay by transfer.');
    // a purchase invoice is the company's record of what it owes the supplier
    expect(text).toMatch(/Quote invoice INV-PO-00007 with every payment made to the[\s\S]*?supplier for this order\./);
    expect(text).not.toContain('with your payment');
  });

  it('labels a sales invoice as such', async () => {
    const pages = pdfPages(await renderOrderInvoice(invoice({ kind: 'Sales', invoiceNumber: 'INV-SO-00003' })));
    expect(pages[0]).toContain('Sales Invoice');
    expect(pages[0]).toContain('INV-SO-00003');
    expect(pages[0]).toMatch(/Please quote invoice INV-SO-00003 with your[\s\S]*?payment\./);
  });

  it('is the same bytes for the same document (no clock inside)', async () => {
    expect(Buffer.from(await renderOrderInvoice(invoice())).equals(Buffer.from(bytes))).toBe(true);
  });

  it('continues 100 lines on further pages, repeating the table header, with the totals once at the end', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => line(i, i % 2 ? `Description ${i + 1}` : ''));
    const pages = pdfPages(await renderOrderInvoice(invoice({ lines })));
    expect(pages.length).toBeGreaterThan(2);
    for (const [i, page] of pages.entries()) {
      expect(page).toMatch(/UNIT PRICE/);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      if (i > 0) expect(page).toContain('Purchase Invoice INV-PO-00007 (continued)');
    }
    const all = pages.join('\n');
    for (let i = 1; i <= 100; i++) expect(all).toMatch(new RegExp(`\\b${i}\\s+Item ${i}\\s`));
    expect(all.match(/Amount due/g)).toHaveLength(1);
    expect(pages.at(-1)).toContain('Amount due');
  });

  it('draws text the standard fonts cannot encode instead of failing, and shortens overlong names', async () => {
    const pages = pdfPages(
      await renderOrderInvoice(
        invoice({
          to: { name: 'Łódź Żelazo ✓ 株式会社', address: '', phone: '', email: '' },
          lines: [{ ...line(0), name: `Very long item name ${'x'.repeat(200)}` }],
          notes: '',
        }),
      ),
    );
    expect(pages[0]).toContain('Zelazo ? ????');
    expect(pages[0]).toContain('…');
    expect(pages[0]).toMatch(/NOTES\s[\s\S]*N\/A/);
  });

  it('says so when the order has no items', async () => {
    expect(pdfPages(await renderOrderInvoice(invoice({ lines: [] })))[0]).toContain('This order has no items.');
  });
});

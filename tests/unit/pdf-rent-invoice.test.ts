import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRentInvoice, unitLabel, type InvoiceDocument, type InvoiceLineItem } from '../../functions/lib/pdf/rent-invoice.ts';
import { fitText, safeText, wrapText } from '../../functions/lib/pdf/text.ts';

const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'));
let counter = 0;

/** The PDF's text as a reader sees it (poppler's pdftotext), page by page. */
function pdfPages(bytes: Uint8Array): string[] {
  const file = join(dir, `doc-${++counter}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
}

function line(i: number, paidCents = 0): InvoiceLineItem {
  const day = String((i % 28) + 1).padStart(2, '0');
  return {
    description: `Weekly rent, period ${i + 1}`,
    from: `2026-03-${day}`,
    to: `2026-03-${day}`,
    amountCents: 45_000,
    paidCents,
    balanceCents: 45_000 - paidCents,
  };
}

function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    invoiceNumber: 'RI-20261122-8ZB6YV3W',
    issueDate: '2026-11-22',
    generatedAt: new Date('2026-11-22T09:30:00Z'),
    company: { name: 'Harbour Properties', address: '1 Quay Street, Bristol', phone: '+44 20 7946 0000' },
    tenant: { name: 'Amelia Tenant', phone: '+44 7700 900123', email: 'amelia@example.com' },
    unit: { buildingName: 'Seaview Towers', buildingNumber: 12, level: 1, roomNumber: '101A' },
    rent: { type: 'Monthly', priceCents: 123_450, startDate: '2026-01-05', endDate: '2026-12-04', checkoutDate: null },
    period: { from: '2026-01-05', to: '2026-03-04' },
    lines: [
      {
        description: 'Monthly rent, period 1',
        from: '2026-01-05',
        to: '2026-02-04',
        amountCents: 123_450,
        paidCents: 123_450,
        balanceCents: 0,
      },
      {
        description: 'Monthly rent, period 2',
        from: '2026-02-05',
        to: '2026-03-04',
        amountCents: 123_450,
        paidCents: 50_000,
        balanceCents: 73_450,
      },
    ],
    totals: { totalCents: 246_900, paidCents: 173_450, balanceCents: 73_450 },
    ...overrides,
  };
}

describe('rent invoice PDF', () => {
  let bytes: Uint8Array;
  let text: string;
  beforeAll(async () => {
    bytes = await renderRentInvoice(invoice());
    text = pdfPages(bytes).join('\n');
  });

  it('is a PDF that pdf-lib can read back, one A4 page with its metadata', async () => {
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe('Rent Invoice RI-20261122-8ZB6YV3W');
    expect(doc.getAuthor()).toBe('Harbour Properties');
  });

  it('shows the company, the title, the invoice number and date, and the billing period', () => {
    expect(text).toContain('Harbour Properties');
    expect(text).toContain('1 Quay Street, Bristol');
    expect(text).toContain('+44 20 7946 0000');
    expect(text).toContain('Rent Invoice');
    expect(text).toContain('RI-20261122-8ZB6YV3W');
    expect(text).toContain('22/11/2026');
    expect(text).toContain('05/01/2026 – 04/03/2026');
  });

  it('bills the tenant for the unit, with the floor label (level 1 is G)', () => {
    expect(text).toContain('Amelia Tenant');
    expect(text).toContain('+44 7700 900123');
    expect(text).toContain('amelia@example.com');
    expect(text).toContain('Seaview Towers (No. 12)');
    expect(text).toContain('Level G');
    expect(text).toContain('Room 101A');
  });

  it('lists one line per period with amounts as $1,234.50, and the totals', () => {
    expect(text).toMatch(/Monthly rent, period 1\s+05\/01\/2026 – 04\/02\/2026\s+\$1,234\.50\s+\$1,234\.50\s+\$0\.00/);
    expect(text).toMatch(/Monthly rent, period 2\s+05\/02\/2026 – 04\/03\/2026\s+\$1,234\.50\s+\$500\.00\s+\$734\.50/);
    expect(text).toMatch(/Total\s+\$2,469\.00/);
    expect(text).toMatch(/Paid\s+\$1,734\.50/);
    expect(text).toMatch(/Balance due\s+\$734\.50/);
  });

  it('is the same bytes for the same document (no clock inside)', async () => {
    expect(Buffer.from(await renderRentInvoice(invoice())).equals(Buffer.from(bytes))).toBe(true);
  });

  it('continues long invoices on further pages, repeating the table header, with page numbers and totals once at the end', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => line(i, i < 3 ? 45_000 : 0));
    const long = await renderRentInvoice(
      invoice({ lines, totals: { totalCents: 80 * 45_000, paidCents: 3 * 45_000, balanceCents: 77 * 45_000 } }),
    );
    const doc = await PDFDocument.load(long);
    const pages = pdfPages(long);
    expect(doc.getPageCount()).toBe(pages.length);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toMatch(/DESCRIPTION\s+PERIOD\s+AMOUNT\s+PAID\s+BALANCE/);
    });
    // every line printed exactly once, in order
    const numbers = [...pages.join('\n').matchAll(/Weekly rent, period (\d+)/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    expect(pages.at(-1)).toMatch(/Balance due\s+\$34,650\.00/);
    // the totals never stand alone: the last page carries the last line too
    expect(pages.at(-1)).toContain('Weekly rent, period 80');
    expect(pages.slice(0, -1).join('\n')).not.toContain('Balance due');
  });

  it('says so when no period falls due in the range', async () => {
    const empty = pdfPages(await renderRentInvoice(invoice({ lines: [], totals: { totalCents: 0, paidCents: 0, balanceCents: 0 } })));
    expect(empty.join('\n')).toContain('No rent period falls due in this range.');
    expect(empty.join('\n')).toMatch(/Balance due\s+\$0\.00/);
  });

  it('draws names the standard fonts cannot fully encode instead of failing, and shortens overlong ones', async () => {
    const pages = pdfPages(
      await renderRentInvoice(
        invoice({
          tenant: { name: 'Zoë Łukasiewicz 李雷', phone: '+48 600 000 000', email: 'zoe@example.com' },
          company: { name: 'Ŝtefan & Søn Lettings 🏠', address: 'Ul. Długa 5\nGdańsk', phone: '' },
        }),
      ),
    );
    const all = pages.join('\n');
    expect(all).toContain('Zoë Lukasiewicz ??');
    expect(all).toContain('Stefan & Søn Lettings ?');
    expect(all).toContain('Ul. Dluga 5 Gdansk');
    const long = pdfPages(await renderRentInvoice(invoice({ tenant: { name: 'A'.repeat(300), phone: '1', email: 'a@b.c' } }))).join('\n');
    expect(long).toMatch(/A{10,}…/);
    expect(long).not.toContain('A'.repeat(300));
  });

  it('shows a checked-out tenancy with its checkout date', async () => {
    const text = pdfPages(await renderRentInvoice(invoice({ rent: { ...invoice().rent, checkoutDate: '2026-03-01' } }))).join('\n');
    expect(text).toContain('Checked out 01/03/2026');
  });
});

describe('unit label', () => {
  it.each([
    [
      { buildingName: 'Seaview', buildingNumber: 3, level: 1, roomNumber: '1' },
      { building: 'Seaview (No. 3)', level: 'Level G', room: 'Room 1' },
    ],
    [
      { buildingName: '', buildingNumber: 3, level: 4, roomNumber: ' 12 ' },
      { building: 'Building 3', level: 'Level 3', room: 'Room 12' },
    ],
    [
      { buildingName: 'Annex', buildingNumber: 7, level: 0, roomNumber: '' },
      { building: 'Annex (No. 7)', level: 'Level N/A', room: 'Room N/A' },
    ],
  ])('%j → %j', (unit, expected) => expect(unitLabel(unit)).toEqual(expected));
});

describe('text helpers for the standard fonts', () => {
  let font: Awaited<ReturnType<PDFDocument['embedFont']>>;
  beforeAll(async () => {
    font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  });

  it.each([
    ['Zoë Ångström', 'Zoë Ångström'],
    ['Łódź', 'Lódz'],
    ['Nguyễn', 'Nguyên'],
    ['李 雷', '? ?'],
    ['  many \n\t spaces  ', 'many spaces'],
    ['em — dash – en ‘quotes’ “double” €5', 'em — dash – en ‘quotes’ “double” €5'],
    [null, ''],
  ])('safeText(%j) → %j', (input, expected) => {
    const out = safeText(font, input as string | null);
    expect(out).toBe(expected);
    expect(() => font.encodeText(out)).not.toThrow();
  });

  it('fits text to a width with an ellipsis, and leaves short text alone', () => {
    expect(fitText(font, 10, 'Short', 100)).toBe('Short');
    const fitted = fitText(font, 10, 'A very long building name indeed', 80);
    expect(fitted.endsWith('…')).toBe(true);
    expect(font.widthOfTextAtSize(fitted, 10)).toBeLessThanOrEqual(80);
  });

  it('wraps words into lines and shortens the last when text remains', () => {
    const lines = wrapText(font, 10, 'one two three four five six seven eight nine ten', 60, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
    for (const l of lines) expect(font.widthOfTextAtSize(l, 10)).toBeLessThanOrEqual(60);
    expect(wrapText(font, 10, 'one two', 200, 3)).toEqual(['one two']);
    expect(wrapText(font, 10, '', 200, 3)).toEqual([]);
  });
});

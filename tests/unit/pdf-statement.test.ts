/** The statement PDF (functions/lib/pdf/statement.ts): a pure renderer, read back with poppler as a reader sees it. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderStatement, type StatementDocument, type StatementDocumentLine } from '../../functions/lib/pdf/statement.ts';

const dir = mkdtempSync(join(tmpdir(), 'statement-pdf-'));
let counter = 0;

function pdfPages(bytes: Uint8Array): string[] {
  const file = join(dir, `doc-${++counter}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
}

const charge = (i: number): StatementDocumentLine => ({
  date: '2026-03-01',
  description: `Rent for period ${i + 1}, Room 4, Harbour House`,
  reference: null,
  debitCents: 100_000,
  creditCents: 0,
  balanceCents: 100_000 * (i + 1),
});

const statement = (lines: StatementDocumentLine[], overrides: Partial<StatementDocument> = {}): StatementDocument => ({
  company: { name: 'Harbour Lets', address: '1 Quay Street, Bristol', phone: '0117 496 0000', email: 'owner@harbour.example' },
  person: { name: 'Tess Tenant', address: '', phone: '07700 900123', email: 'tess@example.com' },
  from: '2026-01-01',
  to: '2026-06-30',
  openingCents: 0,
  lines,
  closingCents: lines.at(-1)?.balanceCents ?? 0,
  generatedAt: new Date('2026-07-01T09:00:00Z'),
  ...overrides,
});

describe('the statement PDF', () => {
  it('names both parties and the period, and shows each line with its running balance and the closing balance', async () => {
    const payment: StatementDocumentLine = {
      date: '2026-03-05',
      description: 'Payment by bank transfer',
      reference: 'BT-2026-0001',
      debitCents: 0,
      creditCents: 95_050,
      balanceCents: 4_950,
    };
    const [page] = pdfPages(await renderStatement(statement([charge(0), payment], { openingCents: 0, closingCents: 4_950 })));
    expect(page).toContain('Statement');
    expect(page).toContain('01/01/2026 to 30/06/2026');
    expect(page).toMatch(/Harbour Lets\s+Tess Tenant/);
    expect(page).toMatch(/Opening balance\s+\$0\.00/);
    expect(page).toMatch(/01\/03\/2026\s+Rent for period 1, Room 4, Harbour House\s+\$1,000\.00\s+\$1,000\.00/);
    expect(page).toMatch(/05\/03\/2026\s+Payment by bank transfer\s+BT-2026-0001\s+\$950\.50\s+\$49\.50/);
    expect(page).toMatch(/Balance on 30\/06\/2026\s+\$49\.50/);
  });

  it('says when nothing happened in the period', async () => {
    const [page] = pdfPages(await renderStatement(statement([], { openingCents: 2_500, closingCents: 2_500 })));
    expect(page).toContain('Nothing was charged or paid in this period.');
    expect(page).toMatch(/Balance on 30\/06\/2026\s+\$25\.00/);
  });

  it('continues on more pages with the header repeated, numbering every page', async () => {
    const pages = pdfPages(await renderStatement(statement(Array.from({ length: 70 }, (_, i) => charge(i)))));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain('DESCRIPTION');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages[1]).toContain('(continued)');
    const text = pages.join('\n');
    for (let i = 0; i < 70; i++) expect(text).toContain(`Rent for period ${i + 1},`);
    expect(pages.at(-1)).toMatch(/Balance on 30\/06\/2026\s+\$70,000\.00/);
  });

  it('draws a name the standard fonts cannot write without failing', async () => {
    const bytes = await renderStatement(statement([charge(0)], { person: { name: 'Zoë Łukasz 李', address: '', phone: '', email: '' } }));
    expect(pdfPages(bytes)[0]).toContain('Zoë Lukasz ?');
  });
});

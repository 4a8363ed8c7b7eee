/** The invoice email (functions/lib/email/templates/invoice-link.ts): what a tenant or a customer reads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLinkEmail, type InvoiceLinkEmail } from '../../functions/lib/email/templates/invoice-link.ts';
import { recipientOf } from '../../functions/lib/invoice-link-email.ts';

const saved = process.env.APP_URL;
beforeAll(() => {
  process.env.APP_URL = 'https://app.example.com/';
});
afterAll(() => {
  process.env.APP_URL = saved;
});

const base: Omit<InvoiceLinkEmail, 'facts'> = {
  to: 'amelia@example.com',
  companyName: 'Smith & <Sons> Lettings',
  recipientName: 'Amelia Tenant',
  invoiceNumber: 'RI-20261126-8ZB6YV3W',
  linkPath: '/api/public/invoices/aaa.bbb.ccc',
  expiresAt: '2026-12-26T08:00:00.000Z',
};

describe('invoiceLinkEmail', () => {
  it('a rent invoice: the company as sender, the period in dd/mm/yyyy, the balance in $, the absolute link', () => {
    const m = invoiceLinkEmail({
      ...base,
      facts: { kind: 'rent', unit: 'Room 101 · Seaview', period: { from: '2026-01-05', to: '2026-03-04' }, balanceCents: 320350 },
    });
    expect(m).toMatchObject({ to: 'amelia@example.com', senderName: 'Smith & <Sons> Lettings' });
    expect(m.subject).toBe('Invoice RI-20261126-8ZB6YV3W from Smith & <Sons> Lettings');
    expect(m.text).toContain('Hello Amelia Tenant,');
    expect(m.text).toContain('Smith & <Sons> Lettings has sent you your rent invoice.');
    expect(m.text).toContain('Period: 05/01/2026 to 04/03/2026');
    expect(m.text).toContain('Balance due: $3,203.50');
    expect(m.text).toContain('https://app.example.com/api/public/invoices/aaa.bbb.ccc');
    expect(m.text).toContain('The link works until 26/12/2026.');
    // the HTML escapes what it is given and links to the same page
    expect(m.html).toContain('Smith &amp; &lt;Sons&gt; Lettings');
    expect(m.html).not.toContain('<Sons>');
    expect(m.html).toContain('href="https://app.example.com/api/public/invoices/aaa.bbb.ccc"');
  });

  it('a sales invoice: order, invoice and due dates, the amount due; no name, a plain greeting', () => {
    const m = invoiceLinkEmail({
      ...base,
      recipientName: ' ',
      invoiceNumber: 'INV-SO-00007',
      facts: { kind: 'sales', orderNumber: 'SO-00012', invoiceDate: '2026-11-26', dueDate: '2026-12-10', dueCents: 7350 },
    });
    expect(m.subject).toBe('Invoice INV-SO-00007 from Smith & <Sons> Lettings');
    expect(m.text).toMatch(/^Invoice INV-SO-00007\n\nHello,\n/);
    for (const line of ['Order: SO-00012', 'Invoice date: 26/11/2026', 'Due date: 10/12/2026', 'Amount due: $73.50']) {
      expect(m.text).toContain(line);
    }
  });
});

describe('recipientOf', () => {
  const none = () => new Error('no address');
  it.each([
    ['the given address wins', 'typed@example.com', 'file@example.com', 'typed@example.com'],
    ['else the one on file, trimmed and lower-cased', null, ' File@Example.com ', 'file@example.com'],
    ['absent given is the one on file', undefined, 'file@example.com', 'file@example.com'],
  ])('%s', (_case, to, onFile, expected) => {
    expect(recipientOf(to, onFile, none)).toBe(expected);
  });
  it.each([
    [null, ''],
    [undefined, '   '],
    [null, null],
  ])('nowhere to send (%s, %s) is the caller’s error', (to, onFile) => {
    expect(() => recipientOf(to, onFile, none)).toThrow('no address');
  });
});

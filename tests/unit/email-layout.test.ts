import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail } from '../../functions/lib/email/layout.ts';
import { senderAddress, toEmailSendError } from '../../functions/lib/email/send.ts';

const FROM = 'no-reply@example.com';

describe('senderAddress', () => {
  it.each([
    ['a plain name is quoted', 'Acme Lettings', `"Acme Lettings" <${FROM}>`],
    ['a comma or angle bracket stays inside the quotes', 'Smith, Jones & <Co>', `"Smith, Jones & <Co>" <${FROM}>`],
    ['quotes and backslashes are escaped', 'The "Best" \\ Homes', `"The \\"Best\\" \\\\ Homes" <${FROM}>`],
    ['line breaks cannot add a header', 'Acme\r\nBcc: victim@example.com', `"Acme Bcc: victim@example.com" <${FROM}>`],
    ['spaces are collapsed and trimmed', '  Acme \t  Homes  ', `"Acme Homes" <${FROM}>`],
    ['an empty name leaves the bare address', ' \n ', FROM],
    ['a non-ASCII name is an encoded word', 'Café Lettings', `=?UTF-8?B?${Buffer.from('Café Lettings').toString('base64')}?= <${FROM}>`],
  ])('%s', (_case, name, expected) => {
    expect(senderAddress(name, FROM)).toBe(expected);
  });

  it('splits a long non-ASCII name into encoded words of at most 75 characters, never inside a character', () => {
    const name = 'Ünïcödé Prøperty Mänagement — Ëast & Wëst Lettings'.repeat(2);
    const sender = senderAddress(name, FROM);
    const words = sender.replace(` <${FROM}>`, '').split(' ');
    expect(words.length).toBeGreaterThan(1);
    for (const w of words) {
      expect(w.length).toBeLessThanOrEqual(75);
      expect(w).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    }
    const decoded = words.map((w) => Buffer.from(w.slice(10, -2), 'base64').toString('utf8')).join('');
    expect(decoded).toBe(Array.from(name).slice(0, 100).join(''));
  });

  it('keeps at most 100 characters of the name', () => {
    expect(senderAddress('A'.repeat(300), FROM)).toBe(`"${'A'.repeat(100)}" <${FROM}>`);
  });
});

describe('renderEmail', () => {
  const content = {
    companyName: 'Acme & Sons <Lettings>',
    heading: 'Reset your "password"',
    paragraphs: ["Someone asked to reset the password of <b>you</b>'s account.", 'Second paragraph.'],
    rows: [['Amount due', '$1,234.50'] as [string, string]],
    action: { label: 'Choose a new password', href: 'http://localhost:3000/reset-password?token=a-b_c&x="y"' },
    footer: 'The link is valid for 30 minutes.',
  };

  it('escapes everything in the HTML', () => {
    const { html } = renderEmail(content);
    expect(html).toContain('Acme &amp; Sons &lt;Lettings&gt;');
    expect(html).toContain('Reset your &quot;password&quot;');
    expect(html).toContain('&lt;b&gt;you&lt;/b&gt;&#39;s account.');
    expect(html).toContain('href="http://localhost:3000/reset-password?token=a-b_c&amp;x=&quot;y&quot;"');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<Lettings>');
  });

  it('writes the same content as plain text, link in full', () => {
    const { text } = renderEmail(content);
    expect(text).toBe(
      [
        'Reset your "password"',
        "Someone asked to reset the password of <b>you</b>'s account.",
        'Second paragraph.',
        'Amount due: $1,234.50',
        'Choose a new password:\nhttp://localhost:3000/reset-password?token=a-b_c&x="y"',
        'The link is valid for 30 minutes.',
        '— Acme & Sons <Lettings>',
      ].join('\n\n') + '\n',
    );
  });

  it.each(['javascript:alert(1)', '/relative', 'data:text/html,x', 'http://a b'])('refuses the link %s', (href) => {
    expect(() => renderEmail({ ...content, action: { label: 'Open', href } })).toThrow(/http\(s\) URL/);
  });

  it('leaves out what is not given', () => {
    const { text, html } = renderEmail({ companyName: 'Acme', heading: 'Hello', paragraphs: ['Hi.'] });
    expect(text).toBe('Hello\n\nHi.\n\n— Acme\n');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('<a ');
  });

  it('escapeHtml', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('toEmailSendError', () => {
  it.each([
    [
      'a refusal is final',
      { name: 'MessageRejected', message: 'Email address is not verified', $metadata: { httpStatusCode: 400 } },
      false,
    ],
    ['an unverified sender is final', { name: 'MailFromDomainNotVerifiedException', $metadata: { httpStatusCode: 400 } }, false],
    ['throttling is retried', { name: 'TooManyRequestsException', $metadata: { httpStatusCode: 429 } }, true],
    ['a service error is retried', { name: 'InternalServiceErrorException', $metadata: { httpStatusCode: 500 } }, true],
    ['no answer at all is retried', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), true],
  ])('%s', (_case, err, retryable) => {
    const mapped = toEmailSendError(err);
    expect(mapped.name).toBe('EmailSendError');
    expect(mapped.retryable).toBe(retryable);
  });
});

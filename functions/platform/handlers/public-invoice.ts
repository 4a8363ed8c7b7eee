import { platformRoutes } from '../../../shared/platform/routes.ts';
import { createHandler, html, redirect, type HttpResult } from '../../lib/http.ts';
import { openSharedInvoice } from '../../lib/invoice-links.ts';
import type { InvoiceLinkKind } from '../../lib/invoice-link-tokens.ts';
import { statementLinks } from '../../insights/services/statement-links.ts';
import { salesInvoiceLinks } from '../../inventory/services/sales-invoice-links.ts';
import { rentInvoiceLinks } from '../../rent/services/invoice-links.ts';

/**
 * The reader's side of a share link (a tenant's rent invoice, a customer's sales invoice; the token says which): a
 * redirect to the PDF, or a plain page saying the link no longer works.
 */
export const handler = createHandler(platformRoutes.publicInvoice, async ({ pathParameters }) => {
  const outcome = await openSharedInvoice(pathParameters.token ?? '', {
    rent: rentInvoiceLinks,
    sales: salesInvoiceLinks,
    statement: statementLinks,
  });
  if (outcome.kind === 'redirect') return withHeaders(redirect(outcome.url, 302), { 'referrer-policy': 'no-referrer' });
  return withHeaders(html(outcome.kind === 'gone' ? 410 : 404, linkNotValidPage(outcome.kind, outcome.shared)), PAGE_HEADERS);
});

/** Who to ask for a new link. */
const SENDER: Record<InvoiceLinkKind, string> = {
  rent: 'your landlord',
  sales: 'the company that billed you',
  // the owner's monthly statement: the same PDF is downloadable from the Insights pages for any month
  statement: 'the account owner',
};

/** A page with no scripts, no external resources and nothing to frame it with. */
const PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
};

function withHeaders(result: HttpResult, headers: Record<string, string>): HttpResult {
  result.result.headers = { ...result.result.headers, ...headers };
  return result;
}

export function linkNotValidPage(kind: 'gone' | 'unknown', shared: InvoiceLinkKind = 'rent'): string {
  const detail =
    kind === 'gone'
      ? 'This invoice link has expired or was withdrawn by the sender.'
      : 'We could not find an invoice for this link. It may be incomplete or mistyped.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Invoice link no longer valid</title>
<style>
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
         background: #f3f5f8; color: #1f2733; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 30rem; margin: 1.5rem; padding: 2rem 2.25rem; background: #fff; border-radius: 12px;
         border-top: 6px solid #174573; box-shadow: 0 2px 12px rgba(20, 30, 50, 0.08); }
  h1 { margin: 0 0 0.75rem; font-size: 1.35rem; color: #174573; }
  p { margin: 0.5rem 0 0; }
  .muted { color: #5b6472; font-size: 0.9rem; }
</style>
</head>
<body>
<main>
  <h1>This invoice link is no longer valid</h1>
  <p>${detail}</p>
  <p>Please ask ${SENDER[shared]} to send you a new link.</p>
  <p class="muted">Invoice links are shared for a limited time and can be withdrawn by the sender.</p>
</main>
</body>
</html>
`;
}

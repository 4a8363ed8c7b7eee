/**
 * Sales invoices and their customer links: a second company never reads, edits, prints, shares or revokes the first
 * one's, nor invoices its orders. The first company's order comes from the sales suite's seed.
 */
import { expect } from 'vitest';
import { salesRoutes as s } from '../../../shared/inventory/sales-routes.ts';
import type { RouteDefinition } from '../../../shared/route.ts';
import type { ApiResponse } from '../gateway.ts';
import { expectStatus } from '../rent.ts';
import { defineSuite, type IsolationCase } from './registry.ts';
import { salesIsolation } from './sales.ts';

interface Ids {
  orderId: number;
  invoiceId: string;
  linkId: string;
}

const FIRST_DUE = '2030-01-31';
const notFound = (res: ApiResponse) => expect(res.status).toBe(404);

/** A case whose request is a path (and body) built from the first company's ids. */
const reach = (
  route: RouteDefinition,
  request: (ids: Ids) => { path: string; body?: unknown },
  expectation: (res: ApiResponse) => void = notFound,
): IsolationCase<Ids> => ({ route, request, expect: expectation });

const withId = (route: RouteDefinition, ids: Ids) => route.path.replace('{id}', ids.invoiceId);

export const salesInvoicesIsolation = defineSuite<Ids>({
  area: 'sales invoices',
  async seed(api, first, second) {
    const { orderId } = (await salesIsolation.seed(api, first, second)) as { orderId: number };
    const post = (path: string, body: unknown) => api.call('POST', path, { token: first.token, body });
    const invoice = await post(s.salesInvoiceGenerate.path, { sales_order_id: orderId, due_date: FIRST_DUE, notes: 'First notes' });
    expectStatus(invoice, 201);
    const invoiceId = invoice.body.invoiceId as string;
    const link = await post(s.salesInvoiceLinkCreate.path, { invoiceId, expiresInDays: 5 });
    expectStatus(link, 201);
    return { orderId, invoiceId, linkId: link.body.linkId as string };
  },
  cases: [
    // the second company's own counter and list: nothing of the first one's
    reach(
      s.salesInvoiceNumber,
      () => ({ path: s.salesInvoiceNumber.path }),
      (res) => expect(res.body).toEqual({ invoiceNumber: 'INV-SO-00001' }),
    ),
    reach(
      s.salesInvoiceList,
      () => ({ path: s.salesInvoiceList.path }),
      (res) => expect(res.body).toEqual([]),
    ),
    // another company's order is not found, as an unknown one (never "it has no invoice")
    reach(s.salesInvoiceExists, (ids) => ({ path: `${s.salesInvoiceExists.path}?sales_order_id=${ids.orderId}` })),
    reach(s.salesInvoiceGet, (ids) => ({ path: withId(s.salesInvoiceGet, ids) })),
    reach(s.salesInvoicePdf, (ids) => ({ path: withId(s.salesInvoicePdf, ids) })),
    reach(s.salesInvoiceGenerate, (ids) => ({
      path: s.salesInvoiceGenerate.path,
      body: { sales_order_id: ids.orderId, due_date: '2030-02-28' },
    })),
    reach(s.salesInvoiceUpdate, (ids) => ({
      path: s.salesInvoiceUpdate.path,
      body: { invoiceId: ids.invoiceId, due_date: '2030-02-28', notes: 'Second' },
    })),
    reach(s.salesInvoiceLinkCreate, (ids) => ({ path: s.salesInvoiceLinkCreate.path, body: { invoiceId: ids.invoiceId } })),
    reach(s.salesInvoiceEmail, (ids) => ({
      path: s.salesInvoiceEmail.path,
      body: { invoiceId: ids.invoiceId, to: 'isolation-second@example.com' },
    })),
    reach(s.salesInvoiceLinkList, (ids) => ({ path: `${s.salesInvoiceLinkList.path}?invoiceId=${ids.invoiceId}` })),
    reach(s.salesInvoiceLinkRevoke, (ids) => ({ path: `${s.salesInvoiceLinkRevoke.path}?id=${ids.linkId}` })),
  ],
  async unchanged(api, first, _second, ids) {
    const get = (path: string) => api.call('GET', path, { token: first.token });
    expect((await get(s.salesInvoiceGet.path.replace('{id}', ids.invoiceId))).body).toMatchObject({
      invoiceId: ids.invoiceId,
      order_id: ids.orderId,
      due_date: FIRST_DUE,
      notes: 'First notes',
    });
    expect((await get(s.salesInvoiceList.path)).body.map((i: { id: string }) => i.id)).toEqual([ids.invoiceId]);
    // one link, still working: the second company neither made one nor revoked it
    const links = (await get(`${s.salesInvoiceLinkList.path}?invoiceId=${ids.invoiceId}`)).body;
    expect(links).toEqual([expect.objectContaining({ linkId: ids.linkId, status: 'Active' })]);
  },
});

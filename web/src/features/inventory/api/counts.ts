/**
 * Stock counts (WAREHOUSE.md "Stock counts"): the list with its filters, the count sheet, and the four writes. Several
 * phones record one count at once: a save reloads the sheet so each sees the others' counts (the last count wins).
 */
import * as M from '../../../../../shared/inventory/messages.ts';
import { countRoutes as c } from '../../../../../shared/inventory/count-routes.ts';
import type { CountDetail, CountLine } from '../../../../../shared/inventory/counts.ts';
import { PAGE_LIMIT } from '../../../../../shared/paging.ts';
import { fillPath } from '../../../../../shared/route.ts';
import useSWR from 'swr';
import { requestWithHeaders } from '../../../lib/api-client.ts';
import { STOCK_VIEWS } from './products.ts';
import { callAllPages } from '../../../lib/api-pages.ts';
import { useMutation, usePagedQuery } from '../../../lib/api-query.ts';
import type { CountFilter } from '../count-sheet.ts';
import { ORDERS_PAGE } from './purchase-orders.ts';

export const useCounts = (filter: CountFilter) => usePagedQuery(c.countList, { query: { ...filter } }, { limit: ORDERS_PAGE });

/**
 * The whole count sheet: GET counts/{id} pages its lines (the largest page, the next cursor in X-Next-Cursor); a count
 * covers at most MAX_COUNT_LINES items (a few pages), and the sheet needs them all to search, find a scanned code and
 * total the variance before Complete. Silent: the page says it could not be loaded (and offers a retry).
 */
async function wholeCountSheet(id: string): Promise<CountDetail> {
  const lines: CountLine[] = [];
  let head: CountDetail | null = null;
  let cursor: string | null = null;
  do {
    const page: { data: CountDetail; headers: Headers } = await requestWithHeaders<CountDetail>(fillPath(c.countGet.path, { id }), {
      query: { limit: PAGE_LIMIT.max, ...(cursor ? { cursor } : {}) },
      silent: true,
    });
    head ??= page.data;
    lines.push(...page.data.lines);
    cursor = page.headers.get('x-next-cursor') || null;
  } while (cursor);
  return { ...head, lines };
}

/** Cached under the route's name, so every write that revalidates countGet reloads the sheet. */
export const useCount = (id: string | undefined) =>
  useSWR(id ? ([c.countGet.name, { params: { id } }] as const) : null, ([, input]) => wholeCountSheet(input.params.id));

/** Export CSV: every count the applied filters select. */
export const allCounts = (filter: CountFilter, onPage: (rowsSoFar: number) => void) =>
  callAllPages(c.countList, { query: { ...filter } }, { onPage, defaultError: 'The stock counts could not be exported.' });

const countViews = [c.countList, c.countGet];

/** The form and the dialogs show refusals. */
export const useAddCount = () =>
  useMutation(c.countAdd, { revalidates: [c.countList], silent: true, defaultError: M.somethingWentWrongFallback });
export const useRecordCounts = () =>
  useMutation(c.countRecord, {
    revalidates: countViews,
    awaitRevalidation: true,
    silent: true,
    defaultError: M.somethingWentWrongFallback,
  });
/** Counts from a file: the rows the browser read; the sheet reloads once they are recorded. */
export const useRecordCountRows = () =>
  useMutation(c.countRecordRows, {
    revalidates: countViews,
    awaitRevalidation: true,
    silent: true,
    defaultError: M.somethingWentWrongFallback,
  });
export const useCompleteCount = () =>
  useMutation(c.countComplete, {
    revalidates: [...countViews, ...STOCK_VIEWS],
    awaitRevalidation: true,
    silent: true,
    defaultError: M.somethingWentWrongFallback,
  });
export const useCancelCount = () =>
  useMutation(c.countCancel, {
    revalidates: countViews,
    awaitRevalidation: true,
    silent: true,
    defaultError: M.somethingWentWrongFallback,
  });

/** The routes whose permission shows each button (the manifest's permission, whatever its name). */
export const countCalls = {
  add: c.countAdd,
  record: c.countRecord,
  recordRows: c.countRecordRows,
  complete: c.countComplete,
  cancel: c.countCancel,
};

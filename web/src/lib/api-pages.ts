/**
 * Paged lists: ?limit=&cursor=, the next page's cursor in the X-Next-Cursor header (INVENTORY.md "Lists at scale").
 * Apart from api-client.ts so the entry bundle carries only what every screen needs.
 */
import { PAGE_LIMIT } from '../../../shared/paging.ts';
import { fillPath, type QueryOf, type ResponseOf, type Route } from '../../../shared/route.ts';
import { requestWithHeaders, type CallInput, type CallOptions, type QueryInput, type RequestOptions } from './api-client.ts';

/** A route answered page by page: `limit` and `cursor` in its query, an array as its body. */
export type PagedRoute = Route<{ query: { limit: number; cursor?: string }; response: readonly unknown[] }>;
/** One row of a paged route's answer. */
export type RowOf<R> = ResponseOf<R> extends readonly (infer Row)[] ? Row : never;

/** What a paged call sends besides the page itself: the route's query without `limit` and `cursor`. */
export type PagedInput<R> = { query: Omit<QueryInput<QueryOf<R>>, 'limit' | 'cursor'> } & Omit<CallInput<R>, 'query'>;

export interface Page<Row> {
  items: Row[];
  /** The cursor of the next page; null on the last. */
  nextCursor: string | null;
}

/** One page of a paged route: its rows and the X-Next-Cursor it answered with. */
export async function callPage<R extends PagedRoute>(route: R, input: CallInput<R>, options: CallOptions = {}): Promise<Page<RowOf<R>>> {
  const { query, params } = input as { query?: RequestOptions['query']; params?: Record<string, string> };
  const { data, headers, fail } = await requestWithHeaders<unknown>(fillPath(route.path, params), {
    ...options,
    method: route.method,
    query,
    auth: route.access !== 'public',
  });
  if (!Array.isArray(data)) return fail(200, undefined);
  return { items: data as RowOf<R>[], nextCursor: headers.get('x-next-cursor') || null };
}

/**
 * Every row of a paged route, following the cursors with the largest page the API gives (an export, or a
 * sort over all rows). `onPage` hears how many rows are in so far.
 */
export async function callAllPages<R extends PagedRoute>(
  route: R,
  input: PagedInput<R>,
  options: CallOptions & { onPage?: (rowsSoFar: number) => void } = {},
): Promise<RowOf<R>[]> {
  const { onPage, ...callOptions } = options;
  const rows: RowOf<R>[] = [];
  let cursor: string | null = null;
  do {
    const query = { ...input.query, limit: PAGE_LIMIT.max, ...(cursor ? { cursor } : {}) };
    const page: Page<RowOf<R>> = await callPage(route, { ...input, query } as CallInput<R>, callOptions);
    rows.push(...page.items);
    onPage?.(rows.length);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

/**
 * The first row of a paged route that `isIt` picks, following the cursors only until it is found (a record's latest
 * saved state for an edit's Reload, where the API has no call for one record); undefined when no page holds it.
 */
export async function findRow<R extends PagedRoute>(
  route: R,
  input: PagedInput<R>,
  isIt: (row: RowOf<R>) => boolean,
  options: CallOptions = {},
): Promise<RowOf<R> | undefined> {
  let cursor: string | null = null;
  do {
    const query = { ...input.query, limit: PAGE_LIMIT.max, ...(cursor ? { cursor } : {}) };
    const page: Page<RowOf<R>> = await callPage(route, { ...input, query } as CallInput<R>, options);
    const found = page.items.find(isIt);
    if (found) return found;
    cursor = page.nextCursor;
  } while (cursor);
  return undefined;
}

/**
 * Reading the API with SWR through route objects. A cache key is `[route name, call input]`, so a
 * feature's API module can revalidate exactly the routes a change affects (by route, never by a
 * path prefix), and every key carries the input its fetcher needs.
 */
import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ResponseOf, Route } from '../../../shared/route.ts';
import { PAGE_LIMIT } from '../../../shared/paging.ts';
import { ApiError, call, type CallInput, type CallOptions } from './api-client.ts';
import { callPage, type Page, type PagedInput, type PagedRoute, type RowOf } from './api-pages.ts';

export type QueryKey = readonly [routeName: string, input: unknown];

export const queryKey = <R extends Route>(route: R, input: CallInput<R>): QueryKey => [route.name, input];

/** `input` null = do not fetch yet (a parameter is not known). */
export function useQuery<R extends Route>(
  route: R,
  input: CallInput<R> | null,
  options: CallOptions & { swr?: SWRConfiguration<ResponseOf<R>> } = {},
) {
  const { swr, ...callOptions } = options;
  return useSWR<ResponseOf<R>, unknown, QueryKey | null>(
    input ? queryKey(route, input) : null,
    ([, key]) => call(route, key as CallInput<R>, callOptions),
    swr,
  );
}

/** Revalidates every cached query of these routes, whatever their input (only screens seen so far cost a request). */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return (...routes: Route[]) => {
    const names = new Set(routes.map((r) => r.name));
    // Only the filter: with a data argument (even undefined) SWR would blank the cache and screens would flash.
    return Promise.all([mutate((key) => Array.isArray(key) && names.has(key[0] as string)), revalidatePagedQueries(...routes)]);
  };
}

/** Mounted paged queries by route name (see revalidatePagedQueries). */
const pagedRevalidators = new Map<string, Set<() => Promise<unknown>>>();

/**
 * Refetches the paged queries of these routes that are on screen. SWR's key filter skips paged (infinite)
 * queries, so each mounted usePagedQuery registers itself; one not on screen refetches every page when it
 * mounts again (revalidateOnMount). Not a hook: plain calls (a link created from a dialog) use it too.
 */
export function revalidatePagedQueries(...routes: Route[]): Promise<unknown> {
  const names = new Set(routes.map((r) => r.name));
  return Promise.all([...names].flatMap((name) => [...(pagedRevalidators.get(name) ?? [])].map((revalidate) => revalidate())));
}

export interface PagedQuery<Row> {
  /** The rows of the pages loaded so far, in the API's order; undefined until the first page is in. */
  data: Row[] | undefined;
  /** The first page failed (a later page's failure is toasted, and Load more tries it again). */
  error: unknown;
  isLoading: boolean;
  /** More pages exist (the last page loaded carried a cursor). */
  hasMore: boolean;
  /** A further page is being fetched. */
  loadingMore: boolean;
  loadMore: () => void;
  /** Loads every remaining page (with the largest page size), e.g. so a sort covers all rows. */
  loadAll: () => void;
  /** loadAll was asked for and pages are still coming. */
  loadingAll: boolean;
  /** Refetches the pages loaded so far. */
  mutate: () => Promise<unknown>;
}

/**
 * A paged list (`?limit=&cursor=`, the next cursor in X-Next-Cursor) on SWR's useSWRInfinite: the first page
 * (more while it holds fewer than `limit` rows), then one more per loadMore (DataTable calls it as the user
 * scrolls). Each page's cache key is `[route name, input with limit and cursor]`. `input` null = do not fetch yet.
 */
export function usePagedQuery<R extends PagedRoute>(
  route: R,
  input: PagedInput<R> | null,
  options: CallOptions & { limit?: number } = {},
): PagedQuery<RowOf<R>> {
  const { limit = PAGE_LIMIT.default, ...callOptions } = options;
  // loadAll: pages from this index on are asked with the largest limit (cursors do not depend on the limit)
  const [allFrom, setAllFrom] = useState<number | null>(null);
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<Page<RowOf<R>>, unknown>(
    (index: number, previous: Page<RowOf<R>> | null) => {
      if (!input || (index > 0 && !previous?.nextCursor)) return null;
      const pageLimit = allFrom !== null && index >= allFrom ? PAGE_LIMIT.max : limit;
      const query = { ...input.query, limit: pageLimit, ...(index > 0 ? { cursor: previous!.nextCursor } : {}) };
      return [route.name, { ...input, query }] as const;
    },
    ([, key]: readonly [string, unknown]) => callPage(route, key as CallInput<R>, callOptions),
    { revalidateOnMount: true, revalidateFirstPage: true },
  );

  const enabled = input !== null;
  useEffect(() => {
    if (!enabled) return;
    let set = pagedRevalidators.get(route.name);
    if (!set) pagedRevalidators.set(route.name, (set = new Set()));
    const revalidate = () => mutate();
    set.add(revalidate);
    return () => {
      set.delete(revalidate);
    };
  }, [route.name, mutate, enabled]);

  const pages = data ?? [];
  // A page that ends exactly on the last row still carries a cursor, and the page after it is empty (README "Paged
  // lists"): one row read past a full page tells whether anything follows, so "50+" and Load more appear only when
  // more rows exist (50 orders read "50", not "50+"). Cursors do not depend on the limit.
  const lastCursor = pages.at(-1)?.nextCursor ?? null;
  const lastFull = (pages.at(-1)?.items.length ?? 0) >= limit;
  const peekInput =
    input && lastCursor && lastFull && size <= pages.length ? { ...input, query: { ...input.query, limit: 1, cursor: lastCursor } } : null;
  const peek = useSWR(peekInput ? ([route.name, peekInput] as const) : null, ([, key]) =>
    callPage(route, key as CallInput<R>, { ...callOptions, silent: true }),
  );
  const ended = peekInput !== null && peek.data !== undefined && peek.data.items.length === 0 && !peek.data.nextCursor;
  const hasMore = Boolean(lastCursor) && !ended;
  const loadingMore = hasMore && size > pages.length && !error;
  const loadingAll = allFrom !== null && hasMore && !error;

  // A page may hold fewer rows than asked (the Overdue report leaves out rents that are not Overdue), even none:
  // read on until the first screen has a page's worth, so an empty page never reads as an empty list.
  // loadAll: one page after another until the last. A failure stops both; loadMore or loadAll resumes.
  const rows = pages.reduce((n, p) => n + p.items.length, 0);
  const readOn = (loadingAll || rows < limit) && hasMore && !error;
  useEffect(() => {
    if (readOn && !loadingMore) void setSize(pages.length + 1);
  }, [readOn, loadingMore, pages.length, setSize]);

  return {
    data: data ? pages.flatMap((p) => p.items) : undefined,
    error: data ? undefined : error,
    isLoading,
    hasMore,
    loadingMore,
    loadMore: () => {
      if (hasMore && !loadingMore) void setSize(pages.length + 1);
    },
    loadAll: () => setAllFrom((from) => from ?? pages.length),
    loadingAll,
    mutate: () => mutate(),
  };
}

/**
 * A write through its route, and the routes whose cached answers it changes: the feature's API module
 * decides both, once (`useMutation(rentRoutes.payRent, { revalidates: occupancyRoutes })`).
 * `awaitRevalidation`: resolve only once the refetch is done (when the screen reports success after it).
 */
export function useMutation<R extends Route>(
  route: R,
  options: CallOptions & { revalidates?: readonly Route[]; awaitRevalidation?: boolean } = {},
) {
  const revalidate = useRevalidate();
  const { revalidates = [], awaitRevalidation = false, ...callOptions } = options;
  const refresh = async () => {
    const refetch = revalidate(...revalidates);
    if (awaitRevalidation) await refetch;
  };
  return async (input: CallInput<R>): Promise<ResponseOf<R>> => {
    let res: ResponseOf<R>;
    try {
      res = await call(route, input, callOptions);
    } catch (err) {
      // 409: the screen is out of date (another tab or person changed it), so what it shows is refreshed too,
      // e.g. a checkout refused because the tenant already left no longer shows that tenant (issue 17 R7)
      if (err instanceof ApiError && err.status === 409) await refresh();
      throw err;
    }
    await refresh();
    return res;
  };
}

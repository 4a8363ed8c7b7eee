/**
 * Reading the API with SWR through route objects. A cache key is `[route name, call input]`, so a
 * feature's API module can revalidate exactly the routes a change affects (by route, never by a
 * path prefix), and every key carries the input its fetcher needs.
 */
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { ResponseOf, Route } from '../../../shared/route.ts';
import { call, type CallInput, type CallOptions } from './api-client.ts';

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
    return mutate((key) => Array.isArray(key) && names.has(key[0] as string));
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
  return async (input: CallInput<R>): Promise<ResponseOf<R>> => {
    const res = await call(route, input, callOptions);
    const refetch = revalidate(...revalidates);
    if (awaitRevalidation) await refetch;
    return res;
  };
}

/**
 * The portal's API client (PORTAL.md): the staff client's `request` without its session. A portal call sends the
 * session cookie only (`auth: false`: no bearer token, no 403 refresh-and-retry, credentials same-origin); a 401 means
 * the portal session is over, so the portal goes back to its sign-in page. Queries live in the portal's own SWR cache
 * (PortalRoutes), keyed `[route name, input]` like the staff app's.
 */
import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { PAGE_LIMIT } from '../../../shared/paging.ts';
import { fillPath, type ResponseOf, type Route } from '../../../shared/route.ts';
import { portalRoutes } from '../../../shared/portal/routes.ts';
import type { PortalInvoiceQuery, StatementQuery } from '../../../shared/portal/routes.ts';
import { ApiError, requestWithHeaders, type CallInput, type CallOptions } from '../lib/api-client.ts';
import { downloadFrom } from '../lib/download.ts';
import { notify } from '../lib/notify.ts';

export const SIGNED_OUT_MESSAGE = 'Please sign in to the portal again';

let signedOutHandler: (message: string) => void = () => {};

/**
 * PortalRoutes registers what a 401 does (it owns the router and the cache, and the sign-in page says why); answers
 * the unregister function.
 */
export function onPortalSignedOut(handler: (message: string) => void): () => void {
  signedOutHandler = handler;
  return () => {
    if (signedOutHandler === handler) signedOutHandler = () => {};
  };
}

/**
 * Calls a portal route through its route object, answering the body and the headers (a page's X-Next-Cursor). Failures
 * toast the server's message unless `silent` (the error is thrown either way, marked `toasted` when it was shown); a
 * 401 instead tells PortalRoutes the person is signed out, and the sign-in page shows its message.
 */
async function portalSend<R extends Route>(
  route: R,
  input: CallInput<R>,
  options: CallOptions,
): Promise<{ data: ResponseOf<R>; headers: Headers }> {
  const { body, query, params } = input as {
    body?: unknown;
    query?: Record<string, string | number | undefined>;
    params?: Record<string, string>;
  };
  try {
    const { data, headers } = await requestWithHeaders<ResponseOf<R>>(fillPath(route.path, params), {
      ...options,
      // toasts are decided here, once the status is known
      silent: true,
      method: route.method,
      body: route.body ? (body ?? {}) : undefined,
      query,
      auth: false,
    });
    return { data, headers };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err; // an aborted request
    const message = err.status === 401 ? (err.serverMessage ?? SIGNED_OUT_MESSAGE) : err.message;
    // a 401 is said once, on the sign-in page it leads back to, however many sections found the session gone
    const toast = !options.silent && err.status !== 401;
    if (toast) notify.error(message);
    if (err.status === 401) signedOutHandler(message);
    throw new ApiError(err.status, message, err.serverMessage, toast || err.status === 401);
  }
}

/** Calls a portal route (see portalSend) and answers its body. */
export async function portalCall<R extends Route>(route: R, input: CallInput<R>, options: CallOptions = {}): Promise<ResponseOf<R>> {
  return (await portalSend(route, input, options)).data;
}

/** A portal read through SWR; `input` null = not yet. */
export function usePortalQuery<R extends Route>(route: R, input: CallInput<R> | null, options: CallOptions = {}) {
  return useSWR<ResponseOf<R>, unknown, readonly [string, unknown] | null>(input ? [route.name, input] : null, ([, key]) =>
    portalCall(route, key as CallInput<R>, options),
  );
}

/** The portal's paged lists (`?limit=&cursor=`, the next page's cursor in X-Next-Cursor). */
type PagedRoute = typeof portalRoutes.portalOrders | typeof portalRoutes.portalReportedPayments | typeof portalRoutes.portalMaintenance;

/** A page of a list and the cursor of the next, null on the last. */
interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

type PageKey = readonly [string, { query: { limit: number; cursor?: string } }];

/** The SWR key of each page of a list: `[route name, { query }]`, like every other portal read. */
const pageKeyOf =
  (name: string) =>
  (index: number, previous: Page<unknown> | null): PageKey | null =>
    index > 0 && !previous?.nextCursor
      ? null
      : [name, { query: { limit: PAGE_LIMIT.default, ...(previous?.nextCursor ? { cursor: previous.nextCursor } : {}) } }];

/** A portal write and the reads it changes (refetched once it succeeded), paged lists included. */
export function usePortalMutation<R extends Route>(route: R, options: CallOptions & { revalidates?: readonly Route[] } = {}) {
  const { mutate } = useSWRConfig();
  const { revalidates = [], ...callOptions } = options;
  const names = new Set(revalidates.map((r) => r.name));
  return async (input: CallInput<R>): Promise<ResponseOf<R>> => {
    const res = await portalCall(route, input, callOptions);
    // by route, whatever the input (only the filter: a data argument would blank the cache and the screen would flash);
    // a paged list is cached under its own key (swr/infinite), refetched from its first page
    await Promise.all([
      mutate((key) => Array.isArray(key) && names.has(key[0] as string)),
      ...[...names].map((name) => mutate(unstable_serialize(pageKeyOf(name)))),
    ]);
    return res;
  };
}

/**
 * A paged list, newest first: the first page, more while fewer than a page's worth arrived (a list may leave some
 * out, so a page can be short), then one more per `loadMore`.
 */
export function usePortalPages<R extends PagedRoute>(route: R) {
  type Item = ResponseOf<R>[number];
  const limit = PAGE_LIMIT.default;
  const pages = useSWRInfinite<Page<Item>, unknown>(pageKeyOf(route.name), async ([, input]: PageKey) => {
    const { data, headers } = await portalSend(route, input as CallInput<R>, {});
    return { items: data as Item[], nextCursor: headers.get('x-next-cursor') || null };
  });
  const { data, error, isLoading, size, setSize, mutate } = pages;
  const loaded = data ?? [];
  const hasMore = Boolean(loaded.at(-1)?.nextCursor);
  const loadingMore = hasMore && size > loaded.length && !error;
  const rows = loaded.flatMap((p) => p.items);
  const readOn = hasMore && rows.length < limit && !error && !loadingMore;
  useEffect(() => {
    if (readOn) void setSize(loaded.length + 1);
  }, [readOn, loaded.length, setSize]);
  return {
    data: data ? rows : undefined,
    error: data ? undefined : error,
    isLoading,
    mutate: () => mutate(),
    hasMore,
    loadingMore,
    loadMore: () => (hasMore && !loadingMore ? void setSize(loaded.length + 1) : undefined),
  };
}

/* ---------- the reads ---------- */

const NONE = {} as const;

/** Who is signed in: silent, since a 401 here is the ordinary signed-out state of /portal. */
export const usePortalMe = () => usePortalQuery(portalRoutes.portalMe, NONE, { silent: true });
export const usePortalRents = () => usePortalQuery(portalRoutes.portalRents, NONE);
export const usePortalStatement = (period: Required<StatementQuery> | null) =>
  usePortalQuery(portalRoutes.portalStatement, period ? { query: period } : null);
export const useReportedPayments = () => usePortalPages(portalRoutes.portalReportedPayments);
export const usePortalMaintenance = () => usePortalPages(portalRoutes.portalMaintenance);
export const usePortalOrders = () => usePortalPages(portalRoutes.portalOrders);

/* ---------- the writes ---------- */

/** A reported payment shows in the list of reported ones (never in a balance until the company confirms it). */
export const useReportPayment = () =>
  // silent: the form shows a refusal at the field it is about (ReportPaymentForm)
  usePortalMutation(portalRoutes.portalReportPayment, { silent: true, revalidates: [portalRoutes.portalReportedPayments] });
export const useAddMaintenance = () =>
  usePortalMutation(portalRoutes.portalMaintenanceAdd, { revalidates: [portalRoutes.portalMaintenance] });
export const useSaveContact = () => usePortalMutation(portalRoutes.portalContact, { revalidates: [portalRoutes.portalMe] });

/** Asks for a sign-in link; silent: the page shows a 429's message itself. */
export const requestSignInLink = (email: string) => portalCall(portalRoutes.portalSignIn, { body: { email } }, { silent: true });

/** Spends a sign-in link (with the person picked, when the link opens more than one); silent: the page shows why not. */
export const startSession = (body: { token: string; person?: `${'tenant' | 'customer'}:${string}` }) =>
  portalCall(portalRoutes.portalSession, { body }, { silent: true });

export const signOut = () => portalCall(portalRoutes.portalSignOut, {});

/** The invoice PDF through its short-lived link (a rent's period, or an order), saved under its name. */
export async function downloadInvoice(query: PortalInvoiceQuery): Promise<void> {
  const link = await portalCall(portalRoutes.portalInvoice, { query }, { defaultError: 'The invoice could not be downloaded' });
  downloadFrom(link.url, link.fileName);
}

export class PhotoUploadFailed extends Error {}

/** The statement's PDF (GET /api/portal/statement/pdf): a plain link, since the portal cookie goes with a same-origin GET. */
export const statementPdfHref = (period: Required<StatementQuery>) =>
  `${portalRoutes.portalStatementPdf.path}?${new URLSearchParams(period).toString()}`;

/**
 * The presigned PUT itself, by XMLHttpRequest because fetch reports no upload progress; `onProgress` gets 0 to 100.
 * Another origin in production, so no cookie and no client.
 */
function putPhoto(url: string, file: File, onProgress: (percent: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve(xhr.status);
    xhr.onerror = () => reject(new PhotoUploadFailed(`${file.name} could not be uploaded: check the connection and try again`));
    xhr.onabort = xhr.onerror;
    xhr.send(file);
  });
}

/** One photo into the private bucket: an upload URL for its type and size, then its PUT; answers its key for the request. */
export async function uploadPhoto(file: File, onProgress: (percent: number) => void = () => {}): Promise<string> {
  const { url, key } = await portalCall(
    portalRoutes.portalUploadUrl,
    { body: { contentType: file.type, size: file.size } },
    { silent: true },
  );
  const status = await putPhoto(url, file, onProgress);
  if (status < 200 || status >= 300) throw new PhotoUploadFailed(`${file.name} could not be uploaded (${status}): try again`);
  onProgress(100);
  return key;
}

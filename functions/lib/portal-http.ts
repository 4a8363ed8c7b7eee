/**
 * The handler stack of the portal's own routes (`access: 'portal'`, PORTAL.md): functions/lib/http.ts's stack, with
 * the session cookie as the caller. In a module of its own so that only the portal's handlers bundle the session's
 * verification, and they no access-token verification or permission table (the Lambda size budget,
 * tests/bench/bundles.ts); each createHandler refuses the other's routes when the handler module loads.
 */
import type { Route } from '../../shared/route.ts';
import { forbidden, unauthorized } from './errors.ts';
import {
  handlerWith,
  headerValue,
  PORTAL_SIGN_IN,
  PORTAL_STAFF_REFUSED,
  type CallerOf,
  type createHandler as createStaffHandler,
  type HandlerFn,
  type HandlerSchemas,
  type LambdaHandler,
} from './http.ts';
import { PORTAL_COOKIE, verifyPortalToken } from './portal-tokens.ts';
import { InvalidTokenError } from './tokens.ts';

/**
 * A portal route's caller: the session cookie, for the portal's audience only. A staff token sent to a portal route is
 * refused (403) even beside a session: a staff browser is never a tenant. No session, or an expired one: 401.
 */
const portalCaller: CallerOf = async (_route, event, cookies) => {
  if (headerValue(event, 'authorization')) throw forbidden(PORTAL_STAFF_REFUSED);
  const token = cookies[PORTAL_COOKIE];
  if (!token) throw unauthorized(PORTAL_SIGN_IN);
  try {
    return { portal: await verifyPortalToken(token) };
  } catch (err) {
    if (err instanceof InvalidTokenError) throw unauthorized(PORTAL_SIGN_IN);
    throw err;
  }
};

/** http.ts's createHandler for the portal's routes (the same two forms): the same stack, the caller from the session cookie. */
export const createHandler: typeof createStaffHandler = <R extends Route>(
  route: R,
  schemasOrFn: HandlerSchemas<R> | HandlerFn<R>,
  maybeFn?: HandlerFn<R>,
): LambdaHandler => {
  // a staff or public route takes http.ts's createHandler: refused when the handler module loads
  if (route.access !== 'portal')
    throw new Error(`Route ${route.name} is not a portal route: its handler takes createHandler from functions/lib/http.ts`);
  return handlerWith(portalCaller, route, schemasOrFn, maybeFn);
};

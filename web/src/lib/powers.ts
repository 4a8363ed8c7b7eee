/**
 * What the signed-in account may do (ROLES.md): company-ifo's `me`, read once through SWR, is the one source. Screens
 * ask `can(permission)` and `hasApp(app)`, never a role's name: the server's table (shared/account/permissions.ts)
 * decided which permissions `me` holds.
 */
import type { AppName, Permission } from '../../../shared/account/permissions.ts';
import { accountRoutes } from '../../../shared/account/routes.ts';
import type { Me } from '../../../shared/account/schemas.ts';
import { useQuery } from './api-query.ts';

/** The company's record and the signed-in account's powers (one request, shared by every screen that asks). */
export const useCompanyInfo = () => useQuery(accountRoutes.companyInfo, {});

export interface Powers {
  /** `me` is not in yet: nothing is allowed, so no button shows and then vanishes. */
  loading: boolean;
  /** The company record could not be loaded (the guard offers Try again). */
  failed: boolean;
  me: Me | null;
  can: (permission: Permission) => boolean;
  hasApp: (app: AppName) => boolean;
  /** Does the account see every building (or warehouse)? Company-wide money needs it (ROLES.md; routes' `wholeCompany`). */
  wholeCompany: (of: 'buildings' | 'warehouses') => boolean;
}

/** Pure, so it is tested in node (tests/unit/web-powers.test.ts). */
export function powersOf(me: Me | null | undefined, state: { loading?: boolean; failed?: boolean } = {}): Powers {
  const held = new Set<string>(me?.permissions ?? []);
  return {
    loading: !me && Boolean(state.loading),
    failed: !me && Boolean(state.failed),
    me: me ?? null,
    can: (permission) => held.has(permission),
    // an app is the account's when it may read it: the server's permissions already apply `me.apps` (the owner's: all)
    hasApp: (app) => held.has(`${app}.read`),
    wholeCompany: (of) => me?.[of] === 'all',
  };
}

export function usePowers(): Powers {
  const { data, error, isLoading } = useCompanyInfo();
  return powersOf(data?.me, { loading: isLoading || (!data && !error), failed: Boolean(error) });
}

/** `can` alone, for a component that needs one answer. */
export const useCan = (permission: Permission) => usePowers().can(permission);

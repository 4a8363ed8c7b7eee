/** The owner's portal settings (Account settings → Portal; owner only, so staff never ask). */
import { portalSettingsRoutes } from '../../../../../shared/portal/settings-routes.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';

export const usePortalSettings = () => useQuery(portalSettingsRoutes.portalSettings, {});

/** A save refetches the settings. Failures are shown in the form, not toasted. */
export const useSavePortalSettings = () =>
  useMutation(portalSettingsRoutes.savePortalSettings, {
    revalidates: [portalSettingsRoutes.portalSettings],
    silent: true,
    defaultError: 'Failed to save the portal settings',
  });

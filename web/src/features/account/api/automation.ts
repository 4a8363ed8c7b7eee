/** Scheduled work: the rent collection settings and Run now (owner only, so staff never ask). */
import { automationRoutes } from '../../../../../shared/automation/routes.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';

export const useRentSettings = (enabled: boolean) => useQuery(automationRoutes.rentSettings, enabled ? {} : null);

/** A save refetches the settings; a run refetches them too (their last run). Failures are shown in the form, not toasted. */
export function useAutomationChanges() {
  const revalidates = [automationRoutes.rentSettings];
  return {
    save: useMutation(automationRoutes.saveRentSettings, { revalidates, silent: true, defaultError: 'Failed to save the settings' }),
    run: useMutation(automationRoutes.automationRun, { revalidates, silent: true, defaultError: 'The run failed' }),
  };
}

import { useQuery } from '@tanstack/react-query';
import { planCatalogReply, selectPlanReply, type PlanCatalogEntry, type SelectPlanInput } from '@genie/contracts';
import { api, type ApiError } from '../../app/api-client.ts';

export const planCatalogKey = ['plans'] as const;

/** GET /api/plans/: the public plan catalogue (prices, quotas, features per plan). */
export function usePlanCatalog() {
  return useQuery<PlanCatalogEntry[], ApiError>({
    queryKey: planCatalogKey,
    queryFn: async ({ signal }) => (await api('/plans/', { schema: planCatalogReply, signal, auth: false })).plans,
    staleTime: 10 * 60_000,
  });
}

/** POST /api/plans/select/: while trialing this switches the trial's plan; otherwise it asks sales to get in touch. */
export function selectPlan(input: SelectPlanInput) {
  return api('/plans/select/', { method: 'POST', json: input, schema: selectPlanReply });
}

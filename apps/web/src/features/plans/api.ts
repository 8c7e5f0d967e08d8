import { useQuery } from '@tanstack/react-query';
import { planCatalogReply, selectPlanReply, type PlanCatalogEntry, type SelectPlanInput } from '@genie/contracts';
import type { z } from 'zod';
import { api, type ApiError } from '../../app/api-client.ts';

export const planCatalogKey = ['plans'] as const;

/** GET /api/plans/: the public plan catalogue (prices, quotas, features per plan). */
type CatalogReply = z.infer<typeof planCatalogReply>;
const catalogQuery = {
  queryKey: planCatalogKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => api('/plans/', { schema: planCatalogReply, signal, auth: false }),
  staleTime: 10 * 60_000,
};

export function usePlanCatalog() {
  return useQuery<CatalogReply, ApiError, PlanCatalogEntry[]>({ ...catalogQuery, select: (r) => r.plans });
}

/** How a plan is bought here: `checkout` (the payment provider) or `request` (sales is asked). */
export function usePlanPurchase() {
  return useQuery<CatalogReply, ApiError, CatalogReply['purchase']>({ ...catalogQuery, select: (r) => r.purchase });
}

/** POST /api/plans/select/: while trialing this switches the trial's plan; otherwise it asks sales to get in touch. */
export function selectPlan(input: SelectPlanInput) {
  return api('/plans/select/', { method: 'POST', json: input, schema: selectPlanReply });
}

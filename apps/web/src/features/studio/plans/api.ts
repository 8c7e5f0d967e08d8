import { useQuery } from '@tanstack/react-query';
import {
  studioGenerationReply,
  studioPlanReply,
  type RenderStudioPlanInput,
  type StudioExportFormat,
  type StudioGeneration,
  type StudioPlan,
  type StudioPlanTool,
  type UpdateStudioPlanInput,
} from '@genie/contracts';
import { api, apiFile, saveFile, type ApiError } from '../../../app/api-client.ts';
import { useGenerations } from '../api.ts';

export const planKey = (id: string) => ['studio', 'plans', id] as const;

/** Analyses a floor-plan image (multipart `image` + fields) into rooms to correct. */
export async function analysePlan(form: FormData): Promise<StudioPlan> {
  return (await api('/studio/plans/', { method: 'POST', form, schema: studioPlanReply })).plan;
}

export function usePlan(id: string | null) {
  return useQuery<StudioPlan, ApiError>({
    queryKey: planKey(id ?? ''),
    enabled: Boolean(id),
    queryFn: async ({ signal }) => (await api(`/studio/plans/${encodeURIComponent(id!)}/`, { schema: studioPlanReply, signal })).plan,
  });
}

export async function updatePlan(id: string, input: UpdateStudioPlanInput): Promise<StudioPlan> {
  return (await api(`/studio/plans/${encodeURIComponent(id)}/`, { method: 'PATCH', json: input, schema: studioPlanReply })).plan;
}

export async function renderPlan(id: string, input: Partial<RenderStudioPlanInput> & Pick<RenderStudioPlanInput, 'tool'>): Promise<StudioGeneration> {
  return (await api(`/studio/plans/${encodeURIComponent(id)}/renders/`, { method: 'POST', json: input, schema: studioGenerationReply })).generation;
}

export async function queueCad(form: FormData): Promise<StudioGeneration> {
  return (await api('/studio/cad/', { method: 'POST', form, schema: studioGenerationReply })).generation;
}

/** One plan-tool generation list: the studio's latest generations of this tool (polled while one runs). */
export function useToolGenerations(tool: StudioPlanTool, requestId?: string) {
  const all = useGenerations(requestId);
  return { ...all, generations: (all.data?.generations ?? []).filter((g) => g.tool === tool) };
}

/** An export file of a result, fetched with the bearer token. */
export async function fetchExport(resultId: string, format: StudioExportFormat): Promise<{ blob: Blob; filename: string }> {
  const { blob, filename } = await apiFile(`/studio/results/${encodeURIComponent(resultId)}/exports/${format}/`);
  return { blob, filename: filename ?? `export.${format}` };
}

export async function downloadExport(resultId: string, format: StudioExportFormat): Promise<void> {
  const { blob, filename } = await fetchExport(resultId, format);
  saveFile(blob, filename);
}

import { floorPlanModel, type FloorPlanModelView, type StudioPlan } from '@genie/contracts';
import type { FloorPlanModel } from '@genie/core';
import type { StudioPlanRow } from '../../db/schema.ts';
import type { StudioFileUrl } from '../studio-views.ts';

/** A stored model (jsonb) read back as core's FloorPlanModel; an unreadable one is an empty plan. */
export function modelOf(value: unknown): FloorPlanModel {
  const parsed = floorPlanModel.safeParse(value);
  return parsed.success ? parsed.data : { width: 0, height: 0, metresPerPixel: 0, walls: [], rooms: [], doors: [] };
}

export function studioPlanView(row: StudioPlanRow, urlFor: StudioFileUrl): StudioPlan {
  return {
    id: row.id,
    client_request_id: row.clientRequestId,
    input_url: urlFor(row.inputKey),
    scale_source: row.scaleSource as StudioPlan['scale_source'],
    model: modelOf(row.model) as FloorPlanModelView,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

import { z } from 'zod';
import { language } from './languages.ts';
import { line } from './text.ts';

/**
 * The studio's plan tools (Visual Inspiration, issue 13): image → CAD line drawing, floor plan → 2D
 * presentation plan, floor plan → 3D concept. They run as studio generations (same jobs, quota,
 * gallery); their results carry extra export files and, for plans, the edited floor-plan model.
 */

export const studioPlanTools = ['image_to_cad', 'plan_2d', 'plan_3d'] as const;
export const studioPlanTool = z.enum(studioPlanTools);
export type StudioPlanTool = z.infer<typeof studioPlanTool>;

export function isStudioPlanTool(tool: string): tool is StudioPlanTool {
  return (studioPlanTools as readonly string[]).includes(tool);
}

/** The files a plan tool's result can be downloaded as, beside the PNG preview. */
export const studioExportFormats = ['svg', 'dxf', 'pdf', 'glb', 'obj', 'mtl'] as const;
export const studioExportFormat = z.enum(studioExportFormats);
export type StudioExportFormat = z.infer<typeof studioExportFormat>;

export const studioExportsOfTool: Record<StudioPlanTool, readonly StudioExportFormat[]> = {
  image_to_cad: ['svg', 'dxf'],
  plan_2d: ['svg', 'pdf'],
  plan_3d: ['glb', 'obj', 'mtl'],
};

export const studioExportParams = z.object({ id: z.string().max(100), format: studioExportFormat });

export const roomFunctionIds = [
  'living', 'dining', 'kitchen', 'bedroom', 'bathroom', 'study', 'entrance', 'corridor', 'storage', 'balcony', 'office', 'meeting', 'retail', 'other',
] as const;
export const roomFunctionId = z.enum(roomFunctionIds);
export type RoomFunctionId = z.infer<typeof roomFunctionId>;

const point = z.tuple([z.number(), z.number()]);

/** A floor plan in metres (x right, y down), as core's `FloorPlanModel`. */
export const floorPlanModel = z.object({
  width: z.number(),
  height: z.number(),
  metresPerPixel: z.number(),
  walls: z.array(z.object({ a: point, b: point, thickness: z.number() })),
  rooms: z.array(z.object({ id: z.string(), name: z.string(), function: roomFunctionId, polygon: z.array(point), area: z.number() })),
  doors: z.array(z.object({ at: point, width: z.number(), angle: z.number(), wall: z.number().int().optional() })),
  /** Absent in plans analysed before windows were read. */
  windows: z.array(z.object({ at: point, width: z.number(), angle: z.number(), wall: z.number().int().optional() })).optional(),
});
export type FloorPlanModelView = z.infer<typeof floorPlanModel>;

export const planScaleSources = ['known_length', 'metres_per_pixel', 'wall_thickness'] as const;

/** An analysed floor plan the designer corrects before rendering it. */
export const studioPlan = z.object({
  id: z.string(),
  client_request_id: z.string().nullable(),
  input_url: z.string(),
  /** Where the metres came from: a length the designer measured, or the walls' thickness (a guess). */
  scale_source: z.enum(planScaleSources),
  model: floorPlanModel,
  created_at: z.string(),
  updated_at: z.string(),
});
export type StudioPlan = z.infer<typeof studioPlan>;
export const studioPlanReply = z.object({ success: z.literal(true), plan: studioPlan });
export type StudioPlanReply = z.infer<typeof studioPlanReply>;

const optionalId = z.string().trim().max(100).optional();
/** A fraction of the image's width or height (0 = left/top, 1 = right/bottom). */
const fraction = z.coerce.number().min(0, { error: 'reference_point' }).max(1, { error: 'reference_point' });

/**
 * A known length on the image: two points as fractions of the image's size (so that they hold
 * whatever size the stored copy has) and their true distance in millimetres. All five or none.
 */
export const knownLengthFields = z.object({
  ref_x1: fraction.optional(),
  ref_y1: fraction.optional(),
  ref_x2: fraction.optional(),
  ref_y2: fraction.optional(),
  ref_mm: z.coerce.number().max(1_000_000, { error: 'invalid_value' }).optional(),
});
export type KnownLengthFields = z.infer<typeof knownLengthFields>;

/** Where the input image comes from: a file sent with the request, a request's floor plan or a gallery result. */
export const planInputSources = ['upload', 'floor_plan', 'result'] as const;

const inputFields = z.object({
  client_request_id: optionalId,
  source: z.enum(planInputSources).optional(),
  source_id: optionalId,
});

/** POST /studio/plans/ (multipart with `image`, or JSON naming a floor plan or result): analyse a floor plan. */
export const analyseStudioPlanFields = inputFields.extend({
  /** The language of the default room names (the designer's screen language). */
  language: language.default('en-US'),
  ...knownLengthFields.shape,
});
export type AnalyseStudioPlanFields = z.infer<typeof analyseStudioPlanFields>;

export const drawingDetails = ['low', 'medium', 'high'] as const;
export const drawingModes = ['auto', 'photo', 'sketch'] as const;

/** POST /studio/cad/ (multipart with `image`, or JSON naming a floor plan or result): queue a line drawing. */
export const createStudioCadFields = inputFields.extend({
  detail: z.enum(drawingDetails).default('medium'),
  mode: z.enum(drawingModes).default('auto'),
  title: line(80).default(''),
  ...knownLengthFields.shape,
});
export type CreateStudioCadFields = z.infer<typeof createStudioCadFields>;

/** PATCH /studio/plans/{id}/: rename rooms or change their function (areas stay as measured). */
export const updateStudioPlanInput = z.object({
  rooms: z
    .array(z.object({ id: z.string().max(40), name: line(60, { required: 'room_name_required' }), function: roomFunctionId }))
    .max(200),
});
export type UpdateStudioPlanInput = z.infer<typeof updateStudioPlanInput>;

export const CEILING_HEIGHT = { min: 2.2, max: 6, default: 2.7 } as const;

/** POST /studio/plans/{id}/renders/: draw the 2D plan or build the 3D concept of the corrected model. */
export const renderStudioPlanInput = z.object({
  tool: z.enum(['plan_2d', 'plan_3d']),
  title: line(80).default(''),
  /** The language of the plan's title block. */
  language: language.default('en-US'),
  ceiling_height: z.number().min(CEILING_HEIGHT.min, { error: 'ceiling_height' }).max(CEILING_HEIGHT.max, { error: 'ceiling_height' }).default(CEILING_HEIGHT.default),
  /** plan_3d: place the 2D plan's furniture symbols as simple volumes. */
  furniture: z.boolean().default(false),
  client_request_id: optionalId,
});
export type RenderStudioPlanInput = z.infer<typeof renderStudioPlanInput>;

/** Validation messages of the plan tools' fields (the web app translates the key under `validation.`). */
export const studioPlanValidationMessages = {
  reference_point: 'Both measuring points must be on the image',
  reference_incomplete: 'Mark two points on the image and enter their distance in millimetres',
  reference_same_point: 'The two measuring points are at the same place. Please mark two points further apart',
  reference_length: 'Please enter the known length in millimetres (more than 0)',
  room_name_required: 'Room Name is a required field',
  ceiling_height: 'The ceiling height must be between 2.2 and 6 m',
} as const;

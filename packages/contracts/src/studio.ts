import { z } from 'zod';
import { studioPlanTools } from './studio-plans.ts';
import { line, text } from './text.ts';

/** The designer's image studio (Visual Inspiration, issue 12): tools, generations, the gallery. */

/** The image tools the generation form makes; the plan tools (studio-plans.ts) have their own endpoints. */
export const studioImageTools = ['text_to_image', 'style_to_image', 'inpaint', 'furniture_compose'] as const;
export type StudioImageTool = (typeof studioImageTools)[number];
export const studioTools = [...studioImageTools, ...studioPlanTools] as const;
export const studioTool = z.enum(studioTools);
export type StudioTool = z.infer<typeof studioTool>;

/** Tools that start from an input image. */
export const studioToolsWithInput: readonly StudioTool[] = ['style_to_image', 'inpaint', 'furniture_compose'];
/**
 * The tools that need a generative model. Made by the built-in renderer, their result is a colour and
 * layout study (`study: true`), never a finished picture.
 */
export const studioGenerativeTools: readonly StudioTool[] = ['text_to_image', 'style_to_image', 'inpaint'];

/** Why a generation failed, for the designer's language (`failure_reason` keeps the English words). */
export const studioFailureCodes = ['refused', 'unavailable', 'timeout', 'malformed', 'cancelled', 'unsupported', 'rejected', 'unchanged', 'error', 'cap_reached', 'own_provider_refused', 'cutout_deleted'] as const;
export type StudioFailureCode = (typeof studioFailureCodes)[number];

export const studioStatuses = ['queued', 'generating', 'succeeded', 'failed', 'cancelled'] as const;
export const studioStatus = z.enum(studioStatuses);
export type StudioStatus = z.infer<typeof studioStatus>;

/** Where an input image comes from: a file sent with the request, a gallery result, the request's floor plans or the client's chosen references, or an earlier generation's input ("Use these settings"). */
export const studioInputSources = ['upload', 'result', 'floor_plan', 'reference', 'generation'] as const;
export const studioInputSource = z.enum(studioInputSources);
export type StudioInputSource = z.infer<typeof studioInputSource>;

/** Pieces the built-in renderer draws for furniture compose. */
export const furniturePieceKinds = ['sofa', 'armchair', 'coffee_table', 'dining_table', 'chair', 'bed', 'floor_lamp', 'plant', 'rug', 'bookshelf'] as const;
export const furniturePieceKind = z.enum(furniturePieceKinds);
export type FurniturePieceKind = z.infer<typeof furniturePieceKind>;

/** Pieces that lie flat on the floor: drawn under every standing piece. */
export const floorPieceKinds: ReadonlySet<FurniturePieceKind> = new Set(['rug']);

/**
 * One piece placed on the room photo: centre across (x) and base (y, where it stands) as fractions of
 * the photo, width as a fraction of its width. `cutout_id`: the designer's own product cut-out drawn
 * instead of the built-in piece (`piece` then says what it is, for layering: a rug lies under the rest).
 */
export const furniturePlacement = z.object({
  piece: furniturePieceKind,
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  scale: z.number().min(0.05).max(1),
  cutout_id: z.string().max(100).optional(),
});
export type FurniturePlacement = z.infer<typeof furniturePlacement>;

/** A designer's product photo made into a cut-out (plain background removed) for furniture compose. */
export const studioCutout = z.object({
    id: z.string(),
    piece: furniturePieceKind,
    /** PNG with transparency; a link signed for the designer. */
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    created_at: z.string(),
  });
export type StudioCutout = z.infer<typeof studioCutout>;
export const studioCutoutReply = z.object({ success: z.literal(true), cutout: studioCutout });
export const studioCutoutListReply = z.object({ success: z.literal(true), cutouts: z.array(studioCutout) });
export const uploadStudioCutoutFields = z.object({ piece: furniturePieceKind.default('armchair') });

/** GET /studio/furniture-pieces/{piece}/: a built-in piece drawn in a style (the live preview while placing). */
export const studioPieceQuery = z.object({ style: z.string().max(120).default(''), width: z.coerce.number().int().min(32).max(1024).default(320) });

export const STUDIO_MAX_COUNT = 4;
/** A custom theme used as a style is named `theme:<id>`; anything else is a built-in style id. */
export const CUSTOM_THEME_STYLE_PREFIX = 'theme:';

const optionalId = z.string().trim().max(100).optional();

/**
 * POST /studio/generations/ (multipart/form-data or JSON): the settings as text fields, an optional
 * `image` file (source `upload`) and an optional `mask` PNG (inpaint; white = repaint).
 * Cross-field rules (prompt, space and style, image, mask) are the use-case's, with the spec's messages.
 */
export const createStudioGenerationFields = z.object({
  tool: z.enum(studioImageTools),
  space: line(60).default(''),
  style: line(140).default(''),
  prompt: text(2000).default(''),
  count: z.coerce.number().int().min(1).max(STUDIO_MAX_COUNT).default(1),
  strength: z.coerce.number().min(0).max(1).optional(),
  client_request_id: optionalId,
  source: studioInputSource.optional(),
  source_id: optionalId,
  /** furniture_compose: JSON array of placements. */
  pieces: z.string().max(10_000).optional(),
  /** furniture_compose: draw a soft shadow under each piece ("true"/"false"). */
  shadow: z.enum(['true', 'false']).optional(),
});
export type CreateStudioGenerationFields = z.infer<typeof createStudioGenerationFields>;

/** POST /studio/generations/{id}/regenerate/: a new generation from an old one, the prompt edited. */
export const regenerateStudioInput = z.object({
  prompt: text(2000).optional(),
  count: z.number().int().min(1).max(STUDIO_MAX_COUNT).optional(),
});
export type RegenerateStudioInput = z.infer<typeof regenerateStudioInput>;

export const studioResult = z.object({
  id: z.string(),
  generation_id: z.string(),
  url: z.string(),
  mime_type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  seed: z.number().int().nullable(),
  favourite: z.boolean(),
  created_at: z.string(),
  tool: studioTool,
  space: z.string(),
  style: z.string(),
  prompt: z.string(),
  client_request_id: z.string().nullable(),
  provider: z.string(),
  /** Made by the built-in renderer with a tool that needs a generative model: a colour and layout study. */
  study: z.boolean(),
});
export type StudioResult = z.infer<typeof studioResult>;

export const studioGeneration = z.object({
  id: z.string(),
  tool: studioTool,
  space: z.string(),
  style: z.string(),
  prompt: z.string(),
  count: z.number().int(),
  strength: z.number().nullable(),
  client_request_id: z.string().nullable(),
  input_url: z.string().nullable(),
  mask_url: z.string().nullable(),
  pieces: z.array(furniturePlacement),
  shadow: z.boolean(),
  status: studioStatus,
  /** 0..1 */
  progress: z.number(),
  failure_reason: z.string().nullable(),
  failure_code: z.enum(studioFailureCodes).nullable(),
  provider: z.string().nullable(),
  /** Made (or being made) by the built-in renderer with a tool that needs a generative model: a colour and layout study. */
  study: z.boolean(),
  provider_label: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  results: z.array(studioResult),
});
export type StudioGeneration = z.infer<typeof studioGeneration>;

export const studioGenerationReply = z.object({ success: z.literal(true), generation: studioGeneration });
export type StudioGenerationReply = z.infer<typeof studioGenerationReply>;

export const studioGenerationListQuery = z.object({
  client_request_id: optionalId,
  page_size: z.coerce.number().int().min(1).max(50).default(20),
});
export type StudioGenerationListQuery = z.infer<typeof studioGenerationListQuery>;
export const studioGenerationListReply = z.object({ success: z.literal(true), generations: z.array(studioGeneration) });
export type StudioGenerationListReply = z.infer<typeof studioGenerationListReply>;

export const studioGalleryQuery = z.object({
  tool: studioTool.optional(),
  space: line(60).optional(),
  style: line(140).optional(),
  client_request_id: optionalId,
  favourite: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(24),
});
export type StudioGalleryQuery = z.infer<typeof studioGalleryQuery>;
export const studioGalleryReply = z.object({
  success: z.literal(true),
  results: z.array(studioResult),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type StudioGalleryReply = z.infer<typeof studioGalleryReply>;

export const updateStudioResultInput = z.object({ favourite: z.boolean() });
export const studioResultReply = z.object({ success: z.literal(true), result: studioResult });
export type StudioResultReply = z.infer<typeof studioResultReply>;

export const studioDownloadFormats = ['png', 'jpeg', 'webp'] as const;
export const studioDownloadQuery = z.object({ format: z.enum(studioDownloadFormats).default('png') });
export type StudioDownloadFormat = (typeof studioDownloadFormats)[number];

import { z } from 'zod';
import { language } from './languages.ts';
import { designStyleId, spaceName } from './references.ts';
import { line, text } from './text.ts';

/** The studio's moodboards and copywriting articles (Visual Inspiration, issue 13). */

const id = z.string().trim().max(100);

/** Where a board image comes from: a gallery result, a portfolio or library reference image, or an upload. */
export const boardImageSources = ['result', 'reference', 'upload'] as const;
export const boardImageSource = z.enum(boardImageSources);
export type BoardImageSource = z.infer<typeof boardImageSource>;

/** An image chosen by its source and id. */
export const boardImageRef = z.object({ source: boardImageSource, id });
export type BoardImageRef = z.infer<typeof boardImageRef>;

export const BOARD_MAX_IMAGES = 12;

export const boardImage = z.object({
  /** The image's id on its board or style. */
  id: z.string(),
  source: boardImageSource,
  source_id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The design style it was made or filed under, when known. */
  style: z.string().nullable(),
});
export type BoardImage = z.infer<typeof boardImage>;

/** GET /studio/moodboard-images/: the designer's gallery results and portfolio images to choose from. */
export const boardImageCandidatesQuery = z.object({ style: designStyleId.optional() });
export const boardImageCandidatesReply = z.object({ success: z.literal(true), images: z.array(boardImage) });
export type BoardImageCandidatesReply = z.infer<typeof boardImageCandidatesReply>;
export const boardImageReply = z.object({ success: z.literal(true), image: boardImage });
export type BoardImageReply = z.infer<typeof boardImageReply>;

// ---- saved moodboard styles ----

export const savedStyleName = line(60, { required: 'style_name_required' });
const styleImages = z.array(boardImageRef).min(1, { error: 'style_images_required' }).max(BOARD_MAX_IMAGES, { error: 'too_long' });

export const createSavedStyleInput = z.object({ name: savedStyleName, images: styleImages });
export type CreateSavedStyleInput = z.infer<typeof createSavedStyleInput>;
export const updateSavedStyleInput = z.object({ name: savedStyleName.optional(), images: styleImages.optional() });
export type UpdateSavedStyleInput = z.infer<typeof updateSavedStyleInput>;

export const savedStyle = z.object({
  id: z.string(),
  name: z.string(),
  images: z.array(boardImage),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedStyle = z.infer<typeof savedStyle>;
export const savedStyleReply = z.object({ success: z.literal(true), style: savedStyle });
export type SavedStyleReply = z.infer<typeof savedStyleReply>;
export const savedStyleListReply = z.object({ success: z.literal(true), styles: z.array(savedStyle) });
export type SavedStyleListReply = z.infer<typeof savedStyleListReply>;

// ---- moodboards ----

export const moodboardTemplateIds = ['grid', 'hero-left', 'collage', 'strip'] as const;
export const moodboardTemplate = z.enum(moodboardTemplateIds);
export type MoodboardTemplateId = z.infer<typeof moodboardTemplate>;

const pixel = z.number().int().min(0).max(10_000);
export const moodboardItem = z.object({
  id: z.string().max(40),
  kind: z.enum(['image', 'swatch', 'text', 'title']),
  x: pixel,
  y: pixel,
  w: pixel,
  h: pixel,
  ref: z.string().max(2000),
  z: z.number().int().min(0).max(1000),
});
export const moodboardLayout = z.object({
  template: moodboardTemplate,
  canvas: z.object({ width: pixel, height: pixel }),
  items: z.array(moodboardItem).max(40),
});
export type MoodboardLayoutView = z.infer<typeof moodboardLayout>;

export const moodboardSwatch = z.object({ hex: z.string().regex(/^#[0-9a-f]{6}$/i), name: z.string().optional() });
export const moodboardExportFormats = ['png', 'pdf'] as const;
export const moodboardExportFormat = z.enum(moodboardExportFormats);
export type MoodboardExportFormat = z.infer<typeof moodboardExportFormat>;
export const moodboardExport = z.object({ id: z.string(), format: moodboardExportFormat, url: z.string(), created_at: z.string() });
export type MoodboardExport = z.infer<typeof moodboardExport>;

/**
 * POST /studio/moodboards/: a board from a style (a built-in style, or a saved style) and a space or
 * a request's brief. "Please select a space and a style" when either is missing.
 */
export const createMoodboardInput = z.object({
  style: designStyleId.optional(),
  saved_style_id: id.optional(),
  space: spaceName.optional(),
  client_request_id: id.optional(),
  template: moodboardTemplate.default('grid'),
  language: language.optional(),
});
export type CreateMoodboardInput = z.infer<typeof createMoodboardInput>;

const itemId = line(40);
/**
 * PATCH /studio/moodboards/{id}/: a new template (laid out again), one drag (`move` an item by canvas
 * pixels, or `swap` two images), a whole edited layout, or edited words.
 */
export const updateMoodboardInput = z.object({
  template: moodboardTemplate.optional(),
  move: z.object({ item_id: itemId, dx: z.number().int().min(-10_000).max(10_000), dy: z.number().int().min(-10_000).max(10_000) }).optional(),
  swap: z.object({ a: itemId, b: itemId }).optional(),
  layout: moodboardLayout.optional(),
  title: line(120).optional(),
  concept: text(1000).optional(),
});
export type UpdateMoodboardInput = z.infer<typeof updateMoodboardInput>;

export const moodboard = z.object({
  id: z.string(),
  title: z.string(),
  concept: z.string(),
  materials: z.array(z.string()),
  palette: z.array(moodboardSwatch),
  style: z.string().nullable(),
  saved_style_id: z.string().nullable(),
  space: z.string().nullable(),
  client_request_id: z.string().nullable(),
  language,
  template: moodboardTemplate,
  layout: moodboardLayout,
  images: z.array(boardImage),
  exports: z.array(moodboardExport),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Moodboard = z.infer<typeof moodboard>;
export const moodboardReply = z.object({ success: z.literal(true), moodboard });
export type MoodboardReply = z.infer<typeof moodboardReply>;
export const moodboardListQuery = z.object({ client_request_id: id.optional() });
export const moodboardListReply = z.object({ success: z.literal(true), moodboards: z.array(moodboard) });
export type MoodboardListReply = z.infer<typeof moodboardListReply>;

export const exportMoodboardInput = z.object({ format: moodboardExportFormat });
export const moodboardExportReply = z.object({ success: z.literal(true), export: moodboardExport });
export type MoodboardExportReply = z.infer<typeof moodboardExportReply>;
export const saveMoodboardStyleInput = z.object({ name: savedStyleName });

// ---- copywriting articles ----

export const studioArticleKinds = ['proposal', 'story', 'social'] as const;
export const studioArticleKind = z.enum(studioArticleKinds);
export type StudioArticleKind = z.infer<typeof studioArticleKind>;

export const ARTICLE_MAX_CHARS = 20_000;
const articlePrompt = text(1000);
export const articleBody = text(ARTICLE_MAX_CHARS, { required: 'article_text_required' });

/**
 * Private brief facts an article leaves out unless the designer asks (a toggle here, or the prompt naming
 * it): the budget, contact details (names, e-mail, phone, address) and the client's own words.
 */
export const articleDisclosures = ['budget', 'contact', 'client_words'] as const;
export const articleDisclosure = z.enum(articleDisclosures);
export type ArticleDisclosure = z.infer<typeof articleDisclosure>;

export const createArticleInput = z.object({
  kind: studioArticleKind,
  /** What private facts the article may include (default none). */
  include: z.array(articleDisclosure).max(articleDisclosures.length).optional(),
  /** Empty or absent: the default prompt in the designer's language (a short poetry tone). */
  prompt: articlePrompt.optional(),
  client_request_id: id.optional(),
  images: z.array(boardImageRef).max(BOARD_MAX_IMAGES, { error: 'too_long' }).default([]),
  style: designStyleId.optional(),
  space: spaceName.optional(),
  language: language.optional(),
});
export type CreateArticleInput = z.infer<typeof createArticleInput>;
export const updateArticleInput = z.object({ title: line(200).optional(), body: articleBody });
export type UpdateArticleInput = z.infer<typeof updateArticleInput>;
/** Absent `include`: what the current version was written with. */
export const regenerateArticleInput = z.object({ prompt: articlePrompt.optional(), include: z.array(articleDisclosure).max(articleDisclosures.length).optional() });
export type RegenerateArticleInput = z.infer<typeof regenerateArticleInput>;

export const articleVersion = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  prompt: z.string(),
  /** Who wrote it: the configured LLM, or the built-in composer. */
  source: z.enum(['llm', 'rules']),
  /** Why the composer wrote it although an LLM is configured. */
  fallback_reason: z.string().nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** The private facts it was allowed to include. */
  include: z.array(articleDisclosure).default([]),
  /** The designer edited the title: Regenerate keeps it. */
  title_edited: z.boolean().default(false),
  /** Paragraphs the designer wrote or changed: Regenerate keeps them, in their place. */
  edited_paragraphs: z.array(z.string()).default([]),
});
export type ArticleVersion = z.infer<typeof articleVersion>;

export const studioArticle = z.object({
  id: z.string(),
  kind: studioArticleKind,
  client_request_id: z.string().nullable(),
  language,
  style: z.string().nullable(),
  space: z.string().nullable(),
  images: z.array(boardImageRef),
  prompt: z.string(),
  title: z.string(),
  body: z.string(),
  current_version_id: z.string(),
  versions: z.array(articleVersion),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StudioArticle = z.infer<typeof studioArticle>;
export const studioArticleReply = z.object({ success: z.literal(true), article: studioArticle });
export type StudioArticleReply = z.infer<typeof studioArticleReply>;
export const studioArticleListQuery = z.object({ client_request_id: id.optional() });
export const studioArticleListReply = z.object({ success: z.literal(true), articles: z.array(studioArticle) });
export type StudioArticleListReply = z.infer<typeof studioArticleListReply>;
